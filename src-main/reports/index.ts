// Location reports as a domain: the report service's calls, the cache file under <dataDir>/cache
// (storage/layout.ts), its share of the cap from Settings (the rest is the map tiles', cache-budgets.ts),
// API clients for the chosen connection, contract events. The file opens on first use, so windows that
// never show a report never touch it.
import { storeFile } from '../storage/layout'
import { cacheBudgets } from '../storage/cache-budgets'
import { lazyStore } from '../storage/lazy-store'
import type { Logger } from '../log/logger'
import type { Connect } from '../connections/connect'
import type { AppEvents } from '../events'
import type { Connectivity } from '../net/connectivity'
import { createReportService, type ReportService } from './service'
import { openReportStore, type ReportStore } from './store'
import { sandboxWarmer } from './warm'

export interface ReportsOptions {
  dataDir: string
  capMb: () => number
  /** The API client of the connection to use (services.connect). */
  connect: Connect
  events: AppEvents
  /** The app's one online state. */
  network: Connectivity
  /** Bytes in the tile cache, for the library's usage line (tiles.cache().usage()). */
  tilesBytes: () => number
  log: Logger
  /** Per report fetch, all three parts; default 30 s (the client's). */
  timeoutMs?: number
}

/** The report service's calls over the cache, which opens on first use. */
export interface Reports extends ReportService {
  /** Warms the built-in sandbox for the first report, once per start (reports.warm, ./warm.ts). */
  warm(): Promise<boolean>
  store(): ReportStore
  readonly files: { reports: string }
  close(): void
}

export function openReports(opts: ReportsOptions): Reports {
  const files = { reports: storeFile(opts.dataDir, 'reports') }
  const openStore = lazyStore(
    'report cache',
    () => openReportStore(files.reports, { capBytes: () => cacheBudgets(opts.capMb()).reports }),
    opts.log
  )

  const service = createReportService({
    store: openStore,
    connect: opts.connect,
    emitProgress: (p) => opts.events.emit('reportProgress', p),
    network: opts.network,
    emitLibrary: (c) => opts.events.emit('libraryChanged', c),
    usageExtras: () => ({ tilesBytes: opts.tilesBytes(), capBytes: cacheBudgets(opts.capMb()).total }),
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {})
  })

  return {
    ...service,
    warm: sandboxWarmer(opts.connect),
    files,
    store: openStore,
    close() {
      openStore.close()
    }
  }
}
