// API keys of the sandbox, kept in <dataDir>/keys.json. A fresh data folder gets a full key (with the
// 'restricted' entitlement for the spec's restricted endpoints) and a basic key without it.
// Edit the file (while the sandbox is stopped) to add keys or set a dailyQuota.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { writeFileDurablySync } from '@shared/node/durable-file'
import { privateDataDir, restrictFile } from './private-files'
import { join } from 'node:path'

export const RESTRICTED = 'restricted'

export interface SandboxKey {
  key: string
  name: string
  /** ['restricted'] enables the endpoints that carry the spec's restriction notice. */
  entitlements: string[]
  /** Requests per UTC day; null = unlimited. */
  dailyQuota: number | null
  /** Endpoint ids (e.g. "block") this key may use; absent = every endpoint its entitlements allow. Others answer 403. */
  endpoints?: string[]
}

export interface KeysFile {
  keys: SandboxKey[]
}

export interface KeyStore {
  keys: SandboxKey[]
  find(key: string): SandboxKey | undefined
  /** The first key with the restricted entitlement and the first without. */
  full: SandboxKey
  basic: SandboxKey
}

export const KEYS_FILE = 'keys.json'

function newKey(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

export function freshKeys(): KeysFile {
  return {
    keys: [
      { key: newKey('sbx_full'), name: 'full', entitlements: [RESTRICTED], dailyQuota: null },
      { key: newKey('sbx_basic'), name: 'basic', entitlements: [], dailyQuota: null }
    ]
  }
}

function parseKeys(text: string, file: string): KeysFile {
  const data = JSON.parse(text) as Partial<KeysFile>
  if (!data || !Array.isArray(data.keys)) throw new Error(`${file}: expected {"keys": [...]}`)
  const keys = data.keys.map((k, i): SandboxKey => {
    if (!k || typeof k.key !== 'string' || k.key.length === 0)
      throw new Error(`${file}: keys[${i}].key must be a non-empty string`)
    const quota = k.dailyQuota ?? null
    if (quota !== null && !(Number.isInteger(quota) && quota >= 0))
      throw new Error(`${file}: keys[${i}].dailyQuota must be a non-negative integer or null`)
    return {
      key: k.key,
      name: typeof k.name === 'string' ? k.name : `key ${i + 1}`,
      entitlements: Array.isArray(k.entitlements) ? k.entitlements.filter((x) => typeof x === 'string') : [],
      dailyQuota: quota,
      ...(Array.isArray(k.endpoints) ? { endpoints: k.endpoints.filter((x) => typeof x === 'string') } : {})
    }
  })
  return { keys }
}

export function writeKeysFile(dataDir: string, file: KeysFile): void {
  privateDataDir(dataDir)
  const path = join(dataDir, KEYS_FILE)
  writeFileDurablySync(path, JSON.stringify(file, null, 2) + '\n', `${path}.${process.pid}.tmp`)
  restrictFile(path)
}

/** Reads the keys file, creating it with a full and a basic key when the folder has none. */
export function loadKeys(dataDir: string): KeyStore {
  const path = join(dataDir, KEYS_FILE)
  if (!existsSync(path)) writeKeysFile(dataDir, freshKeys())
  else restrictFile(path)
  const { keys } = parseKeys(readFileSync(path, 'utf8'), path)
  const byKey = new Map(keys.map((k) => [k.key, k]))
  const full = keys.find((k) => k.entitlements.includes(RESTRICTED))
  const basic = keys.find((k) => !k.entitlements.includes(RESTRICTED))
  if (!full || !basic)
    throw new Error(`${path}: needs at least one key with the "${RESTRICTED}" entitlement and one without`)
  return { keys, full, basic, find: (key) => byKey.get(key) }
}
