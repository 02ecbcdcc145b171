// The one way a store opens its SQLite file: WAL, a known schema version brought up to date by its
// migrations, and a file SQLite cannot read (or of a schema this app does not know) moved aside with
// its WAL and SHM files, never deleted, and a fresh file opened in its place.
import { existsSync, renameSync } from 'node:fs'
import Database from 'libsql'
import { transaction } from '@shared/node/sqlite-transaction'
import { privateFile } from './private-files'

/** The one write transaction (shared with the sandbox's portfolio). */
export { transaction }

export type Db = InstanceType<typeof Database>

export interface StoreSpec {
  /** Names the file in messages ("report cache", "comparable sets file"). */
  what: string
  /** The tables of a new file (CREATE TABLE IF NOT EXISTS adopts a file written before it had a version). */
  schema: string
  version: number
  /** Each step brings the file from the version before its key to that version, all in one transaction. */
  migrations?: Record<number, string>
  /** FULL (default): a write acknowledged is on disk; NORMAL for caches whose content can be fetched again. */
  synchronous?: 'FULL' | 'NORMAL'
  /** A new file returns freed pages to the file system (PRAGMA incremental_vacuum after deletes). */
  incrementalVacuum?: boolean
  /** Runs SQLite's quick check at open (whole-file work: off for large caches; default on). */
  quickCheck?: boolean
}

/** Renames the file and its -wal/-shm companions to <file>.unreadable-<time>; returns the new name. */
export function moveAside(file: string): string {
  const to = `${file}.unreadable-${Date.now()}`
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, to + suffix)
  }
  return to
}

/** Opens `file` with `open`; when that fails on an existing file, moves it aside and opens anew. */
export function openOrMoveAside<D>(
  file: string,
  open: (file: string) => D
): { db: D; movedAside: string | null; reason: string | null } {
  try {
    return { db: open(file), movedAside: null, reason: null }
  } catch (err) {
    if (!existsSync(file)) throw err
    const movedAside = moveAside(file)
    return { db: open(file), movedAside, reason: err instanceof Error ? err.message : String(err) }
  }
}

/**
 * Opens a store's file, creating the schema in one transaction when the file is new and migrating an
 * older one; a file of a newer schema version or failing SQLite's quick check throws (openStoreFile
 * then moves it aside).
 */
export function openSchemaFile(file: string, spec: StoreSpec): Db {
  // The user's alone: created 0600 in a 0700 folder before SQLite opens it (its -wal and -shm follow).
  privateFile(file, ['-wal', '-shm'])
  const db = new Database(file)
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const version = Number(
      (db.prepare('PRAGMA user_version').get() as { user_version?: number } | undefined)?.user_version ?? 0
    )
    // Must precede the first table so freed pages can be returned to the file system.
    if (version === 0 && spec.incrementalVacuum) db.exec('PRAGMA auto_vacuum = INCREMENTAL')
    db.exec('PRAGMA journal_mode = WAL')
    db.exec(`PRAGMA synchronous = ${spec.synchronous ?? 'FULL'}`)
    if (version === 0) {
      transaction(db, () => db.exec(`${spec.schema}\nPRAGMA user_version = ${spec.version};`))
    } else if (version > spec.version) {
      throw new Error(
        `${spec.what} ${file} has schema version ${version}, written by a newer Lagebild; this one knows ${spec.version}`
      )
    } else if (version < spec.version) {
      const steps: string[] = []
      for (let v = version + 1; v <= spec.version; v++) {
        const step = spec.migrations?.[v]
        if (step === undefined)
          throw new Error(`${spec.what} ${file} has schema version ${version}, this app knows ${spec.version}`)
        steps.push(step)
      }
      transaction(db, () => db.exec(`${steps.join('\n')}\nPRAGMA user_version = ${spec.version};`))
    }
    if (spec.quickCheck ?? true) {
      const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined
      if (check?.quick_check !== 'ok') throw new Error(`${spec.what} ${file} fails its integrity check`)
    }
    return db
  } catch (err) {
    db.close()
    throw err
  }
}

export interface OpenedStore {
  db: Db
  /** Where an unreadable file was moved this time, if that happened. */
  movedAside: string | null
  /** Why it was moved aside. */
  reason: string | null
}

/** Creates the folder (0700) and the file (0600), opens it (openSchemaFile) and moves an unreadable one aside. */
export function openStoreFile(file: string, spec: StoreSpec): OpenedStore {
  return openOrMoveAside(file, (f) => openSchemaFile(f, spec))
}
