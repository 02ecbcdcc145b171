// Map tiles as a domain: the tile cache in <dataDir>/cache/tiles.db (opened on first use) under its share
// of the cache cap, the handler of the lagebild-tile protocol over it, reading the tile server and whether
// local servers are allowed from Settings at every request, and the template the renderer's map asks.
import type { Logger } from '../log/logger'
import { cacheBudgets } from '../storage/cache-budgets'
import { lazyStore } from '../storage/lazy-store'
import { storeFile } from '../storage/layout'
import { createTileHandler, openTileCache, type TileCache, type TileServiceOptions } from './cache'
import { APP_TILE_TEMPLATE } from './fetch-tile'

export interface TilesOptions {
  dataDir: string
  /** The cache cap from Settings (MB); tiles get their share (cacheBudgets). */
  capMb: () => number
  /** The tile server (Settings' tileUrl) and whether it may be on this computer or the local network; read per request. */
  settings: () => { tileUrl: string; tileAllowLocal: boolean }
  /** Where the renderer's map asks for tiles; default the app's protocol (APP_TILE_TEMPLATE). */
  template?: string
  log: Logger
}

export interface Tiles {
  /** tiles.template: the URL template the renderer's map uses. */
  template(): string
  /** The tile cache (opened now if it is not open yet). */
  cache(): TileCache
  /** A protocol handler over the tile cache, fetching with `fetchFn` (Electron: net.fetch) as `userAgent`. */
  handler(
    fetchFn: typeof fetch,
    userAgent: string,
    options?: Pick<TileServiceOptions, 'fetchOptions'>
  ): (url: string) => Promise<Response>
  readonly file: string
  close(): void
}

export function openTiles(opts: TilesOptions): Tiles {
  const file = storeFile(opts.dataDir, 'tiles')
  const cache = lazyStore(
    'tile cache',
    () => openTileCache(file, { capBytes: () => cacheBudgets(opts.capMb()).tiles }),
    opts.log
  )
  const template = opts.template ?? APP_TILE_TEMPLATE
  return {
    template: () => template,
    cache,
    handler(fetchFn, userAgent, options = {}) {
      let handler: ((url: string) => Promise<Response>) | null = null
      const settings = { template: () => opts.settings().tileUrl, allowLocal: () => opts.settings().tileAllowLocal }
      return (url) =>
        (handler ??= createTileHandler({ cache: cache(), fetch: fetchFn, userAgent, ...settings, ...options }))(url)
    },
    file,
    close() {
      cache.close()
    }
  }
}
