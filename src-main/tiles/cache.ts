// A bounded cache of map tiles (SQLite, least-recently-used eviction) behind the lagebild-tile
// protocol: a tile once seen online is served from here offline, so a saved report shows the same
// base map. Tiles are keyed by the tile URL template too: another tile server means other tiles.
// No electron import: the Electron shell passes net.fetch, tests pass undici's fetch.
import { createHash } from 'node:crypto'
import { openBlobCache, type BlobCache } from '../storage/blob-cache'
import { fetchTile, parseTileUrl, tileUnavailable, type TileFetchOptions } from './fetch-tile'

/** Older tiles are fetched again when online (served from the cache when that fails). */
export const TILE_MAX_AGE_MS = 30 * 24 * 3600_000

export type TileCache = BlobCache & { close(): void }

export const tileKey = (template: string, z: number, x: number, y: number) =>
  `${createHash('sha256').update(template).digest('hex').slice(0, 16)}/${z}/${x}/${y}`

export function openTileCache(file: string, opts: { capBytes: () => number; now?: () => number }): TileCache {
  return openBlobCache(file, { ...opts, table: 'tiles' })
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
    const res = await fetchTile(opts.fetch, template, url, opts.userAgent, {
      ...opts.fetchOptions,
      allowLocal: opts.allowLocal?.() ?? false
    })
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
