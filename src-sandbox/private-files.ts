// The sandbox's data folder holds API keys (keys.json) and key-derived data (usage.json counts per key,
// the TLS private key): the folder is 0700 and those files 0600. On Windows the modes are ignored and
// the folder's ACL (the user's profile) applies.
import { chmodSync, existsSync, mkdirSync } from 'node:fs'

export function privateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // An existing folder (made before this rule, or by hand) is tightened too.
  if (process.platform !== 'win32') chmodSync(dir, 0o700)
}

export function restrictFile(path: string): void {
  if (process.platform !== 'win32' && existsSync(path)) chmodSync(path, 0o600)
}
