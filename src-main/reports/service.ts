// The report service: fetches a location report (three parts in parallel, progress per part), takes it
// into the library or holds it for the user's choice, and runs the library's operations and its
// integrity check. Knows offline from failing requests. One job per module: fetch-report.ts (the
// service), intake.ts (into the library), library.ts (the library's calls), library-check.ts.
import type { LibraryChanged, ReportProgress } from '@shared/bridge/reports'
import { createConnectivity, type Connectivity } from '../net/connectivity'
import type { Connect } from '../connections/connect'
import { createReportFetcher } from './fetch-report'
import { createIntake } from './intake'
import { createLibrary } from './library'
import { createLibraryCheck } from './library-check'
import type { IntegrityResult } from './integrity-check'
import type { ReportStore } from './store'

export interface ReportServiceDeps {
  /** The library file, opened on first use. */
  store: () => ReportStore
  /** The connection to use: the given one when it still exists, else the active one. */
  connect: Connect
  emitProgress(p: ReportProgress): void
  /** The app's one online state (services.network); a report fetch settles it once for all its parts. */
  network?: Connectivity
  emitLibrary(c: LibraryChanged): void
  /** Bytes of the tile cache and the whole cap, for the library's usage line. */
  usageExtras(): { tilesBytes: number; capBytes: number }
  timeoutMs?: number
  now?: () => Date
  /** The whole-file check (default: in a worker thread over the store's file). */
  checkFile?: (file: string) => Promise<IntegrityResult>
  /** Where problems nobody can act on go (the log). */
  log?: (message: string) => void
}

/**
 * The calls of the contract's `reports` (but `warm`, openReports') and `library` domains, and `check`:
 * the library's integrity check and checksums off the main thread (started by the first listing);
 * damaged rows are marked, a file failing the check is moved aside and the library starts empty, each
 * announced as libraryChanged.
 */
export type ReportService = ReturnType<typeof createReportService>

export function createReportService(deps: ReportServiceDeps) {
  const now = deps.now ?? (() => new Date())
  const fetcher = createReportFetcher({
    connect: deps.connect,
    emitProgress: deps.emitProgress,
    network: deps.network ?? createConnectivity(() => undefined, now),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    now
  })
  const check = createLibraryCheck({
    store: deps.store,
    emitLibrary: deps.emitLibrary,
    ...(deps.checkFile ? { checkFile: deps.checkFile } : {}),
    log: deps.log ?? ((m: string) => console.error(m))
  })
  const parts = { store: deps.store, fetcher, check, emitLibrary: deps.emitLibrary }
  return {
    ...createIntake(parts),
    ...createLibrary({ ...parts, usageExtras: deps.usageExtras }),
    check: check.check
  }
}
