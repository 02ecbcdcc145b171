// Location reports as a domain: the report service's calls, the cache files under <dataDir>/cache
// (storage/layout.ts), the cap from Settings (shared between reports and map tiles), API clients for
// the chosen connection, contract events. The files open on first use, so windows that never show a
// report never touch them.
import { storeFile } from '../storage/layout'
import { lazyStore } from '../storage/lazy-store'
import type { Logger } from '../log/logger'
import type { Connect } from '../connections/connect'
import type { AppEvents } from '../events'
import type { Connectivity } from '../net/connectivity'
import { createTileHandler, openTileCache, type TileCache, type TileServiceOptions } from '../tiles/cache'
import { createReportService, type ReportService } from './service'
import { openReportStore, type ReportStore } from './store'
import { sandboxWarmer } from './warm'

const MB = 1024 * 1024
/** Tiles get a fifth of the cap, at most 200 MB; reports the rest. */
export function cacheBudgets(capMb: number): { reports: number; tiles: number; total: number } {
  const total = Math.max(1, capMb) * MB
  const tiles = Math.min(200 * MB, Math.floor(total / 5))
  return { reports: total - tiles, tiles, total }
}

export interface ReportsOptions {
  dataDir: string
  capMb: () => number
  /** The API client of the connection to use (services.connect). */
  connect: Connect
  events: AppEvents
  /** The app's one online state. */
  network: Connectivity
  log: Logger
  /** Per report fetch, all three parts; default 30 s (the client's). */
  timeoutMs?: number
}

/** The report service's calls over the cache, which opens on first use. */
export interface Reports extends ReportService {
  /** Warms the built-in sandbox for the first report, once per start (reports.warm, ./warm.ts). */
  warm(): Promise<boolean>
  store(): ReportStore
  tiles(): TileCache
  /** The lagebild-tile protocol handler over the tile cache. */
  tileHandler(
    fetchFn: typeof fetch,
    template: () => string,
    userAgent: string,
    options?: Pick<TileServiceOptions, 'allowLocal' | 'fetchOptions'>
  ): (url: string) => Promise<Response>
  readonly files: { reports: string; tiles: string }
  close(): void
}

export function openReports(opts: ReportsOptions): Reports {
  const files = { reports: storeFile(opts.dataDir, 'reports'), tiles: storeFile(opts.dataDir, 'tiles') }
  const openStore = lazyStore('report cache', () => openReportStore(files.reports, { capBytes: () => cacheBudgets(opts.capMb()).reports }), opts.log)
  const openTiles = lazyStore('tile cache', () => openTileCache(files.tiles, { capBytes: () => cacheBudgets(opts.capMb()).tiles }), opts.log)

  const service = createReportService({
    store: openStore,
    connect: opts.connect,
    emitProgress: (p) => opts.events.emit('reportProgress', p),
    network: opts.network,
    emitLibrary: (c) => opts.events.emit('libraryChanged', c),
    usageExtras: () => ({ tilesBytes: openTiles().usage().bytes, capBytes: cacheBudgets(opts.capMb()).total }),
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {})
  })

  return {
    ...service,
    warm: sandboxWarmer(opts.connect),
    files,
    store: openStore,
    tiles: openTiles,
    tileHandler: (fetchFn, template, userAgent, options = {}) => {
      let handler: ((url: string) => Promise<Response>) | null = null
      return (url) => (handler ??= createTileHandler({ cache: openTiles(), fetch: fetchFn, template, userAgent, ...options }))(url)
    },
    close() {
      openStore.close()
      openTiles.close()
    }
  }
}
