// A bounded cache of fetched bytes in one SQLite table (least-recently-used eviction under a byte cap):
// map tiles (tiles.db) and service images (images.db) keep what was seen online for offline use.
// An unreadable file is moved aside (sqlite-file.ts); what it held can be fetched again.
import { openStoreFile, type Db, type StoreSpec } from './sqlite-file'

/** A hit refreshes its last-use time at most this often, to keep reads from writing. */
const TOUCH_EVERY_MS = 10 * 60_000

export interface CachedBlob {
  type: string
  data: Buffer
  fetchedAt: number
}

export interface BlobCache {
  get(key: string): CachedBlob | null
  put(key: string, type: string, data: Uint8Array): void
  usage(): { bytes: number; count: number }
  /** Evicts down to the cap now (e.g. after the cap was lowered). */
  trim(): void
}

export interface BlobCacheOptions {
  capBytes: () => number
  now?: () => number
  /** The table's name (a plain identifier); existing files keep theirs. */
  table: string
}

/** The cache's table (IF NOT EXISTS: files written before the storage core had a schema version). */
export function blobTable(table: string): string {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`)
  return `CREATE TABLE IF NOT EXISTS ${table} (
  key TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  data BLOB NOT NULL,
  size INTEGER NOT NULL,
  fetched_at INTEGER NOT NULL,
  used_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ${table}_used ON ${table}(used_at);`
}

/** A cache file: what it holds can be fetched again, so writes need not wait for the disk. */
export const cacheSpec = (what: string, schema: string): StoreSpec => ({
  what,
  schema,
  version: 1,
  synchronous: 'NORMAL',
  quickCheck: false
})

/** A blob cache alone in its file (tiles.db). */
export function openBlobCache(file: string, opts: BlobCacheOptions): BlobCache & { close(): void } {
  const { db } = openStoreFile(file, cacheSpec(`${opts.table} cache`, blobTable(opts.table)))
  return { ...blobCacheOn(db, opts), close: () => db.close() }
}

/** The cache over its table in an open file (the file's owner closes it). */
export function blobCacheOn(db: Db, opts: BlobCacheOptions): BlobCache {
  const t = opts.table
  if (!/^[a-z_]+$/.test(t)) throw new Error(`not a table name: ${t}`)
  const now = opts.now ?? Date.now
  const stmt = {
    get: db.prepare(`SELECT type, data, fetched_at, used_at FROM ${t} WHERE key = ?`),
    touch: db.prepare(`UPDATE ${t} SET used_at = ? WHERE key = ?`),
    sizeOf: db.prepare(`SELECT size FROM ${t} WHERE key = ?`),
    put: db.prepare(
      `INSERT OR REPLACE INTO ${t} (key, type, data, size, fetched_at, used_at) VALUES (?, ?, ?, ?, ?, ?)`
    ),
    oldest: db.prepare(`SELECT key, size FROM ${t} ORDER BY used_at LIMIT 64`),
    remove: db.prepare(`DELETE FROM ${t} WHERE key = ?`),
    usage: db.prepare(`SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM ${t}`)
  }
  const totals = stmt.usage.get() as { bytes: number; count: number }
  let bytes = Number(totals.bytes)
  let count = Number(totals.count)

  function trim() {
    const cap = opts.capBytes()
    while (bytes > cap && count > 0) {
      db.exec('BEGIN')
      try {
        for (const row of stmt.oldest.all() as Array<{ key: string; size: number }>) {
          if (bytes <= cap) break
          stmt.remove.run(row.key)
          bytes -= Number(row.size)
          count--
        }
        db.exec('COMMIT')
      } catch (err) {
        if (db.inTransaction) db.exec('ROLLBACK')
        throw err
      }
    }
  }

  return {
    get(key) {
      const row = stmt.get.get(key) as
        { type: unknown; data: unknown; fetched_at: unknown; used_at: unknown } | undefined
      if (!row || !(row.data instanceof Uint8Array) || typeof row.type !== 'string') return null
      const at = now()
      if (at - Number(row.used_at) > TOUCH_EVERY_MS) stmt.touch.run(at, key)
      return { type: row.type, data: Buffer.from(row.data), fetchedAt: Number(row.fetched_at) }
    },
    put(key, type, data) {
      const old = stmt.sizeOf.get(key) as { size: number } | undefined
      const at = now()
      stmt.put.run(key, type, Buffer.from(data), data.byteLength, at, at)
      bytes += data.byteLength - (old ? Number(old.size) : 0)
      if (!old) count++
      if (bytes > opts.capBytes()) trim()
    },
    usage: () => ({ bytes, count }),
    trim
  }
}
