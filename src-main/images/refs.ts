// Which service image a reference stands for: the connection it came from and its path on that
// connection's host. Kept in SQLite so references in saved sets and reports still resolve after a
// restart (the built-in sandbox may then run on another port: the path is joined to the current URL).
import { blobCacheOn, blobTable, cacheSpec, type BlobCache } from '../storage/blob-cache'
import { openStoreFile, type Db } from '../storage/sqlite-file'

export interface ImageRef {
  id: string
  connectionId: string
  /** Path and query on the connection's origin, without any api_key. */
  path: string
}

export interface ImageRefs {
  /** Records references (or refreshes their last use), in one transaction. */
  putMany(refs: readonly ImageRef[]): void
  get(id: string): ImageRef | null
  count(): number
}

/** References are tiny; beyond this many the least recently handed out go (their images stay cached). */
export const MAX_IMAGE_REFS = 500_000

const REFS_TABLE = `CREATE TABLE IF NOT EXISTS image_refs (
  id TEXT PRIMARY KEY,
  connection_id TEXT NOT NULL,
  path TEXT NOT NULL,
  used_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS image_refs_used ON image_refs(used_at);`

/** images.db: the cached images (least recently used out under the cap) and the references to them. */
export function openImageFile(
  file: string,
  opts: { capBytes: () => number; maxRefs?: number; now?: () => number }
): { cache: BlobCache; refs: ImageRefs; close(): void } {
  const { db } = openStoreFile(file, cacheSpec('image cache', `${blobTable('images')}\n${REFS_TABLE}`))
  return {
    cache: blobCacheOn(db, { table: 'images', capBytes: opts.capBytes, ...(opts.now ? { now: opts.now } : {}) }),
    refs: imageRefsOn(db, { ...(opts.maxRefs ? { max: opts.maxRefs } : {}), ...(opts.now ? { now: opts.now } : {}) }),
    close: () => db.close()
  }
}

function imageRefsOn(db: Db, opts: { max?: number; now?: () => number }): ImageRefs {
  const max = opts.max ?? MAX_IMAGE_REFS
  const now = opts.now ?? Date.now
  const stmt = {
    insert: db.prepare('INSERT OR IGNORE INTO image_refs (id, connection_id, path, used_at) VALUES (?, ?, ?, ?)'),
    touch: db.prepare('UPDATE image_refs SET used_at = ? WHERE id = ?'),
    get: db.prepare('SELECT connection_id, path FROM image_refs WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM image_refs'),
    trim: db.prepare('DELETE FROM image_refs WHERE id IN (SELECT id FROM image_refs ORDER BY used_at LIMIT ?)')
  }
  let count = Number((stmt.count.get() as { n: number }).n)
  return {
    putMany(refs) {
      if (!refs.length) return
      const at = now()
      db.exec('BEGIN')
      try {
        for (const ref of refs) {
          if (Number(stmt.insert.run(ref.id, ref.connectionId, ref.path, at).changes) > 0) count++
          else stmt.touch.run(at, ref.id)
        }
        // Trim a little below the bound, so the next few answers do not each trim again.
        if (count > max) stmt.trim.run(count - max + Math.ceil(max / 100))
        db.exec('COMMIT')
      } catch (err) {
        if (db.inTransaction) db.exec('ROLLBACK')
        throw err
      }
      if (count > max) count = Number((stmt.count.get() as { n: number }).n)
    },
    get(id) {
      const row = stmt.get.get(id) as { connection_id: string; path: string } | undefined
      return row ? { id, connectionId: String(row.connection_id), path: String(row.path) } : null
    },
    count: () => count
  }
}
