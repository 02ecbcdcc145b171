// A bounded cache of map tiles (SQLite, least-recently-used eviction) behind the lagebild-tile
// protocol: a tile once seen online is served from here offline, so a saved report shows the same
// base map. Tiles are keyed by the tile URL template too: another tile server means other tiles.
// No electron import: the Electron shell passes net.fetch, tests pass undici's fetch.
import { createHash } from 'node:crypto'
import { existsSync, renameSync } from 'node:fs'
import Database from 'libsql'
import { fetchTile, parseTileUrl, tileUnavailable, type TileFetchOptions } from './tiles'

type Db = InstanceType<typeof Database>

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tiles (
  key TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  data BLOB NOT NULL,
  size INTEGER NOT NULL,
  fetched_at INTEGER NOT NULL,
  used_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tiles_used ON tiles(used_at);
`
/** A hit refreshes its last-use time at most this often, to keep reads from writing. */
const TOUCH_EVERY_MS = 10 * 60_000
/** Older tiles are fetched again when online (served from the cache when that fails). */
export const TILE_MAX_AGE_MS = 30 * 24 * 3600_000

export interface CachedTile {
  type: string
  data: Buffer
  fetchedAt: number
}

export interface TileCache {
  get(key: string): CachedTile | null
  put(key: string, type: string, data: Uint8Array): void
  usage(): { bytes: number; count: number }
  /** Evicts down to the cap now (e.g. after the cap was lowered). */
  trim(): void
  close(): void
}

export const tileKey = (template: string, z: number, x: number, y: number) =>
  `${createHash('sha256').update(template).digest('hex').slice(0, 16)}/${z}/${x}/${y}`

function openDb(file: string): Db {
  const db = new Database(file)
  try {
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = NORMAL')
    db.exec(SCHEMA)
    return db
  } catch (err) {
    db.close()
    throw err
  }
}

export function openTileCache(file: string, opts: { capBytes: () => number; now?: () => number }): TileCache {
  const now = opts.now ?? Date.now
  let db: Db
  try {
    db = openDb(file)
  } catch (err) {
    // Tiles can be fetched again: an unreadable file is simply replaced.
    if (!existsSync(file)) throw err
    const aside = `${file}.unreadable-${Date.now()}`
    for (const s of ['', '-wal', '-shm']) if (existsSync(file + s)) renameSync(file + s, aside + s)
    db = openDb(file)
  }
  const stmt = {
    get: db.prepare('SELECT type, data, fetched_at, used_at FROM tiles WHERE key = ?'),
    touch: db.prepare('UPDATE tiles SET used_at = ? WHERE key = ?'),
    sizeOf: db.prepare('SELECT size FROM tiles WHERE key = ?'),
    put: db.prepare(
      'INSERT OR REPLACE INTO tiles (key, type, data, size, fetched_at, used_at) VALUES (?, ?, ?, ?, ?, ?)'
    ),
    oldest: db.prepare('SELECT key, size FROM tiles ORDER BY used_at LIMIT 64'),
    remove: db.prepare('DELETE FROM tiles WHERE key = ?'),
    usage: db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS count FROM tiles')
  }
  let { bytes, count } = stmt.usage.get() as { bytes: number; count: number }
  bytes = Number(bytes)
  count = Number(count)

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
      const row = stmt.get.get(key) as { type: unknown; data: unknown; fetched_at: unknown; used_at: unknown } | undefined
      if (!row || !(row.data instanceof Uint8Array) || typeof row.type !== 'string') return null
      const t = now()
      if (t - Number(row.used_at) > TOUCH_EVERY_MS) stmt.touch.run(t, key)
      return { type: row.type, data: Buffer.from(row.data), fetchedAt: Number(row.fetched_at) }
    },
    put(key, type, data) {
      const old = stmt.sizeOf.get(key) as { size: number } | undefined
      const t = now()
      stmt.put.run(key, type, Buffer.from(data), data.byteLength, t, t)
      bytes += data.byteLength - (old ? Number(old.size) : 0)
      if (!old) count++
      if (bytes > opts.capBytes()) trim()
    },
    usage: () => ({ bytes, count }),
    trim,
    close: () => db.close()
  }
}

export interface TileServiceOptions {
  cache: TileCache
  fetch: typeof fetch
  /** The tile URL template from Settings, read per request. */
  template: () => string
  userAgent: string
  /** Read per request: whether Settings allow tile servers on this computer or the local network. */
  allowLocal?: () => boolean
  /** Timeout and host lookup of each fetch (tests). */
  fetchOptions?: Omit<TileFetchOptions, 'allowLocal'>
  now?: () => number
}

const tileResponse = (type: string, data: Uint8Array, source: 'cache' | 'network') =>
  new Response(new Uint8Array(data), {
    status: 200,
    headers: { 'Content-Type': type, 'Cache-Control': 'max-age=86400', 'X-Lagebild-Tile': source }
  })

/** The protocol handler: lagebild-tile://tile/{z}/{x}/{y} from the cache, else fetched through main and kept. */
export function createTileHandler(opts: TileServiceOptions): (url: string) => Promise<Response> {
  const now = opts.now ?? Date.now
  return async (url) => {
    const tile = parseTileUrl(url)
    if (!tile) return tileUnavailable()
    const template = opts.template()
    const key = tileKey(template, tile.z, tile.x, tile.y)
    const cached = opts.cache.get(key)
    if (cached && now() - cached.fetchedAt < TILE_MAX_AGE_MS) return tileResponse(cached.type, cached.data, 'cache')
    const res = await fetchTile(opts.fetch, template, url, opts.userAgent, { ...opts.fetchOptions, allowLocal: opts.allowLocal?.() ?? false })
    if (res.status === 200) {
      const type = res.headers.get('content-type') ?? 'image/png'
      const data = new Uint8Array(await res.arrayBuffer())
      opts.cache.put(key, type, data)
      return tileResponse(type, data, 'network')
    }
    // Offline or the server refused: an old tile beats a grey square.
    if (cached) return tileResponse(cached.type, cached.data, 'cache')
    return res
  }
}
