// The portfolio database: one SQLite file (libsql, better-sqlite3 compatible API) in the data folder.
// WAL with synchronous=FULL: every COMMIT fsyncs the WAL before the answer leaves, so an acknowledged
// write survives a killed process and a power cut alike; the portfolio is small, one fsync per write
// is cheap next to the HTTP round trip.
import Database from 'libsql'
import { transaction } from '@shared/node/sqlite-transaction'

export type Db = InstanceType<typeof Database>

const SCHEMA_VERSION = 1

const SCHEMA = `
CREATE TABLE groups (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  parent_id TEXT REFERENCES groups(id),
  custom_id TEXT,
  external_id TEXT,
  location TEXT CHECK (location IS NULL OR json_valid(location)),
  search TEXT NOT NULL
);
CREATE INDEX groups_parent ON groups(parent_id);

CREATE TABLE properties (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  parent_id TEXT REFERENCES groups(id),
  data TEXT NOT NULL CHECK (json_valid(data)),
  search TEXT NOT NULL
);
CREATE INDEX properties_parent ON properties(parent_id);

CREATE TABLE images (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  property_id TEXT NOT NULL REFERENCES properties(id),
  type TEXT NOT NULL,
  caption TEXT,
  file TEXT NOT NULL,
  preview_file TEXT NOT NULL
);
CREATE INDEX images_property ON images(property_id);
CREATE INDEX images_file ON images(file);
CREATE INDEX images_preview_file ON images(preview_file);
`

export function openDatabase(file: string): Db {
  const db = new Database(file)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('PRAGMA busy_timeout = 5000')
  const version = Number(clean<{ user_version: number }>(db.prepare('PRAGMA user_version').get())?.user_version ?? 0)
  if (version === 0) {
    transaction(db, () => {
      db.exec(SCHEMA)
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    })
  } else if (version !== SCHEMA_VERSION) {
    db.close()
    throw new Error(`portfolio database ${file} has schema version ${version}, this sandbox knows ${SCHEMA_VERSION}`)
  }
  return db
}

/** libsql adds a `_metadata` key to every row object; the rest of the code never sees it. */
export function clean<T extends object>(row: unknown): T | undefined {
  if (row == null) return undefined
  const { _metadata, ...rest } = row as Record<string, unknown>
  void _metadata
  return rest as T
}

export function cleanAll<T extends object>(rows: unknown[]): T[] {
  return rows.map((r) => clean<T>(r) as T)
}
