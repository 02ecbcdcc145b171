// The user-data folder holds the appraiser's work and what the services answered: on POSIX systems only
// the user may read it. Files main creates there are 0600 and their folders 0700 (whatever the umask
// says), and a file or folder written earlier with wider modes is narrowed when it is opened. Windows
// keeps its own access lists (the user profile's), so nothing is changed there.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'

export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

const posix = process.platform !== 'win32'

/** chmod where it can: a file of another owner keeps its mode rather than failing the open (and being moved aside). */
function narrow(path: string, mode: number): void {
  try {
    chmodSync(path, mode)
  } catch {
    // Not ours to change; the open goes on as before.
  }
}

/** Creates `dir` (and its parents) 0700; an existing `dir` is narrowed to 0700. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if (posix) narrow(dir, PRIVATE_DIR_MODE)
}

/**
 * Makes sure `file` exists with mode 0600 in a 0700 folder before anything writes it (SQLite gives its
 * -wal and -shm files the mode of the database file); `companions` (such as "-wal") are narrowed too.
 */
export function privateFile(file: string, companions: string[] = []): void {
  privateDir(dirname(file))
  if (!posix) return
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
  for (const suffix of ['', ...companions]) if (existsSync(file + suffix)) narrow(file + suffix, PRIVATE_FILE_MODE)
}
