// The portfolio as last seen online, for reading offline: one SQLite file (libsql, WAL,
// synchronous=FULL) beside the other kept answers, one row per read (a page of groups or properties
// with its parent, query and offset; a group; a property; a property's photos) and connection, the
// newest answer replacing the older one in one transaction, a deflated JSON blob with its SHA-256
// (a row that fails it is skipped), an unreadable file moved aside. The photos themselves are in the
// image cache (src-main/images), which keeps what was seen. A cache of what was seen, not the
// appraiser's work: the service holds the portfolio; only the newest KEEP reads stay.
import { ENCODED_COLUMNS, decodeItem, encodeItem } from '../storage/codec'
import { openStoreFile, transaction } from '../storage/sqlite-file'

export const KEEP = 5000
const SCHEMA_VERSION = 1
const SCHEMA = `
CREATE TABLE portfolio_reads (
  connection_id TEXT NOT NULL,
  key TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  ${ENCODED_COLUMNS},
  PRIMARY KEY (connection_id, key)
);
CREATE INDEX portfolio_reads_fetched ON portfolio_reads(fetched_at);
`

export interface KeptRead {
  value: unknown
  /** ISO time the answer arrived. */
  fetchedAt: string
}

export interface PortfolioStore {
  readonly movedAside: string | null
  put(connectionId: string, key: string, value: unknown, fetchedAt: string): void
  /** The newest answer to this read from this connection, or null (none kept, or it fails its checksum). */
  get(connectionId: string, key: string): KeptRead | null
  close(): void
}

const anyJson = { Check: (value: unknown): value is unknown => value !== undefined }

export function openPortfolioStore(file: string): PortfolioStore {
  const { db, movedAside } = openStoreFile(file, {
    what: 'portfolio copy file',
    schema: SCHEMA,
    version: SCHEMA_VERSION
  })
  const stmt = {
    upsert: db.prepare(
      'INSERT OR REPLACE INTO portfolio_reads (connection_id, key, fetched_at, body, digest) VALUES (?, ?, ?, ?, ?)'
    ),
    trim: db.prepare(
      `DELETE FROM portfolio_reads WHERE rowid NOT IN (SELECT rowid FROM portfolio_reads ORDER BY fetched_at DESC LIMIT ${KEEP})`
    ),
    get: db.prepare('SELECT fetched_at, body, digest FROM portfolio_reads WHERE connection_id = ? AND key = ?')
  }
  return {
    movedAside,
    put(connectionId, key, value, fetchedAt) {
      const { body, digest } = encodeItem(value)
      transaction(db, () => {
        stmt.upsert.run(connectionId, key, fetchedAt, body, digest)
        stmt.trim.run()
      })
    },
    get(connectionId, key) {
      const row = stmt.get.get(connectionId, key) as { fetched_at: string; body: unknown; digest: unknown } | undefined
      if (!row) return null
      // Kept as it was read: the answer's shape was checked by the API client when it arrived.
      const read = decodeItem(row.body, row.digest, { what: 'read', check: anyJson })
      return read.ok ? { value: read.value, fetchedAt: row.fetched_at } : null
    },
    close() {
      db.close()
    }
  }
}
