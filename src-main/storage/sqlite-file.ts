// The one way a store opens its SQLite file: a file SQLite cannot read (or of a schema this app does
// not know) is moved aside with its WAL and SHM files, never deleted, and a fresh file is opened.
import { existsSync, renameSync } from 'node:fs'
import Database from 'libsql'

export type Db = InstanceType<typeof Database>

/** Renames the file and its -wal/-shm companions to <file>.unreadable-<time>; returns the new name. */
export function moveAside(file: string): string {
  const to = `${file}.unreadable-${Date.now()}`
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, to + suffix)
  }
  return to
}

/** Opens `file` with `open`; when that fails on an existing file, moves it aside and opens anew. */
export function openOrMoveAside<D>(file: string, open: (file: string) => D): { db: D; movedAside: string | null; reason: string | null } {
  try {
    return { db: open(file), movedAside: null, reason: null }
  } catch (err) {
    if (!existsSync(file)) throw err
    const movedAside = moveAside(file)
    return { db: open(file), movedAside, reason: err instanceof Error ? err.message : String(err) }
  }
}

/**
 * Opens a store's file in WAL with synchronous=FULL (a write acknowledged is on disk), creating the
 * schema in one transaction when the file is new; a file of another schema version or failing SQLite's
 * quick check throws (openOrMoveAside then moves it aside). `what` names the file in those messages.
 */
export function openSchemaFile(file: string, opts: { what: string; schema: string; version: number }): Db {
  const db = new Database(file)
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const version = Number((db.prepare('PRAGMA user_version').get() as { user_version?: number } | undefined)?.user_version ?? 0)
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = FULL')
    if (version === 0) {
      db.exec('BEGIN IMMEDIATE')
      db.exec(opts.schema)
      db.exec(`PRAGMA user_version = ${opts.version}`)
      db.exec('COMMIT')
    } else if (version !== opts.version) {
      throw new Error(`${opts.what} ${file} has schema version ${version}, this app knows ${opts.version}`)
    }
    const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined
    if (check?.quick_check !== 'ok') throw new Error(`${opts.what} ${file} fails its integrity check`)
    return db
  } catch (err) {
    db.close()
    throw err
  }
}
