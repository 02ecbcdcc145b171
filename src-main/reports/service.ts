// The report service: fetches a location report (three parts in parallel, progress per part), saves
// it in the library, and runs the library's operations. Knows offline from failing requests.
import { randomUUID } from 'node:crypto'
import type { AppError } from '@shared/bridge/errors'
import {
  REPORT_FORMAT,
  REPORT_PARTS,
  type FetchOutcome,
  type LibraryChanged,
  type LibraryPage,
  type CaseInfo,
  type LibraryQuery,
  type NetworkStatus,
  type Report,
  type ReportProgress,
  type ReportQuery,
  type ReportSummary
} from '@shared/bridge/reports'
import { createRedactor } from '@shared/redact'
import { ServiceError, invalidArgument } from '../app-error'
import { queryAddressLine } from './address-key'
import { createConnectivity, isUnreachable, type Connectivity } from './connectivity'
import { coordinatesOf, fetchParts, hasLocation, labelOf } from './fetch-parts'
import { checkLibraryFile, type IntegrityResult } from './integrity-check'
import { CHECKSUM_MISMATCH, type ReportStore } from './store'
import type { Connected } from '../connections/connect'

export type { Connected }

export interface ReportServiceDeps {
  store: ReportStore
  /** The connection to use: the given one when it still exists, else the active one. */
  connect(preferredId?: string): Promise<Connected>
  emitProgress(p: ReportProgress): void
  emitOnline(s: NetworkStatus): void
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

export interface ReportService {
  fetch(query: ReportQuery, requestId: string): Promise<FetchOutcome>
  cancel(requestId: string): boolean
  list(query: LibraryQuery): LibraryPage
  open(id: string): Report
  pin(id: string, pinned: boolean): ReportSummary
  remove(id: string): { id: string }
  restore(id: string): ReportSummary
  refresh(id: string, requestId: string): Promise<Report>
  update(id: string, query: ReportQuery, requestId: string): Promise<Report>
  versions(id: string): ReportSummary[]
  setCase(id: string, info: CaseInfo): ReportSummary
  savedFor(query: ReportQuery): ReportSummary[]
  network: Connectivity
  /**
   * Runs the library's integrity check and checksums off the main thread (started by the first
   * listing); damaged rows are marked, a file failing the check is moved aside and the library starts
   * empty, each announced as libraryChanged.
   */
  check(): Promise<void>
}

/** Saved reports within this distance of the searched coordinates count as the same address. */
export const NEARBY_METRES = 150

/** SQLite's verdict that the file itself is damaged (not a busy or a constraint error). */
const isCorruptFile = (err: unknown) =>
  err instanceof Error && /^SQLITE_(CORRUPT|NOTADB)/.test(String((err as { code?: unknown }).code ?? ''))

export function createReportService(deps: ReportServiceDeps): ReportService {
  const { store } = deps
  const now = deps.now ?? (() => new Date())
  const running = new Map<string, AbortController>()
  const network = createConnectivity(deps.emitOnline, now)
  const log = deps.log ?? ((m: string) => console.error(m))
  let checking: Promise<void> | null = null
  function recover(problem: string) {
    const r = store.recover(`the library file fails its integrity check (${problem})`)
    log(`report library failed its integrity check; moved to ${r.backup} and started empty: ${problem}`)
    deps.emitLibrary({ reason: 'recovered', ids: [] })
  }
  /** Runs a store read; a file found damaged on the way is moved aside (once) and the read repeated. */
  function guarded<T>(read: () => T): T {
    try {
      return read()
    } catch (err) {
      if (!isCorruptFile(err) || store.recovered) throw err
      recover(err instanceof Error ? err.message : String(err))
      return read()
    }
  }
  function check() {
    checking ??= (deps.checkFile ?? checkLibraryFile)(store.file).then(
      (result) => {
        if (result.integrity !== 'ok') {
          if (!store.recovered) recover(result.integrity)
          return
        }
        if (result.damaged.length) {
          store.markDamaged(result.damaged, CHECKSUM_MISMATCH)
          deps.emitLibrary({ reason: 'damaged', ids: result.damaged })
        }
      },
      (err: unknown) => log(`report library check could not run: ${err instanceof Error ? err.message : String(err)}`)
    )
    return checking
  }

  const notFound = () => new ServiceError('not_found', 'This report is not in the library.')

  async function fetchReport(query: ReportQuery, requestId: string, preferredConnection?: string) {
    const id = randomUUID()
    if (running.has(requestId)) throw invalidArgument('A request with this id is already running.', { requestId: ['already running'] })
    const controller = new AbortController()
    running.set(requestId, controller)
    try {
      const connected = await deps.connect(preferredConnection)
      const parts = await fetchParts(connected.client, query, {
        signal: controller.signal,
        ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
        now,
        onPart: (e) => deps.emitProgress({ requestId, part: e.part, status: e.status, ...(e.error ? { error: e.error } : {}) })
      }).finally(() => void connected.release?.().catch(() => undefined))
      const errors = REPORT_PARTS.map((p) => parts[p].error).filter((e): e is AppError => e !== undefined)
      if (errors.length < REPORT_PARTS.length || errors.some((e) => !isUnreachable(e) && e.code !== 'cancelled')) network.reached()
      else if (errors.some(isUnreachable)) network.failed(errors.find(isUnreachable)!)
      const report: Report = {
        formatVersion: REPORT_FORMAT,
        id,
        query,
        label: labelOf(parts) ?? queryAddressLine(query) ?? `${query.coordinates?.latitude}, ${query.coordinates?.longitude}`,
        coordinates: coordinatesOf(parts, query),
        connection: connected.source,
        fetchedAt: now().toISOString(),
        parts
      }
      // The client redacts already; this is the last line before anything reaches the disk.
      createRedactor(connected.apiKey).deep(report)
      return { report, errors }
    } finally {
      running.delete(requestId)
    }
  }

  function checkQuery(query: ReportQuery) {
    if (!hasLocation(query)) throw invalidArgument('Give an address or coordinates.', { text: ['an address or coordinates are required'] })
  }

  const savedFor = (query: ReportQuery) => guarded(() => store.findSaved(queryAddressLine(query), query.coordinates ?? null, NEARBY_METRES))

  /**
   * Fetches the entry's address anew (or `query`, what the user typed this time) and saves it as the
   * entry's current version once complete; the old version stays as an earlier one.
   */
  async function newVersion(id: string, requestId: string, query?: ReportQuery): Promise<Report> {
    const old = store.read(id)
    if (!old.ok) {
      if (old.code === 'not_found') throw notFound()
      throw new ServiceError('report_damaged', `This saved report cannot be read (${old.reason}); it cannot be updated. Fetch the address again.`)
    }
    const { report, errors } = await fetchReport(query ?? old.report.query, requestId, query ? undefined : old.report.connection.id)
    const failed = REPORT_PARTS.map((p) => report.parts[p]).find((p) => p.status === 'error')
    if (failed) {
      // Only a complete report becomes the current version.
      const e = errors.find(isUnreachable) ?? failed.error ?? firstError(errors)
      throw new ServiceError(e.code, e.message, { ...e })
    }
    const { evicted } = store.addVersion(id, report)
    deps.emitLibrary({ reason: query ? 'updated' : 'refreshed', ids: [report.id, id] })
    if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
    return report
  }

  const firstError = (errors: AppError[]) => errors.find((e) => e.endpoint === 'locationsAddresses') ?? errors[0]!

  return {
    network,
    async fetch(query, requestId) {
      checkQuery(query)
      const { report, errors } = await fetchReport(query, requestId)
      if (errors.length === REPORT_PARTS.length) {
        const unreachable = errors.find(isUnreachable)
        if (unreachable) return { kind: 'offline', error: unreachable, saved: savedFor(query) }
        const e = firstError(errors)
        throw new ServiceError(e.code, e.message, { ...e })
      }
      const { summary, evicted } = store.save(report)
      deps.emitLibrary({ reason: 'saved', ids: [summary.id] })
      if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
      return { kind: 'report', report }
    },
    cancel(requestId) {
      const c = running.get(requestId)
      c?.abort()
      return c !== undefined
    },
    list({ search, offset, limit, sort }) {
      void check()
      const page = guarded(() => store.list({
        ...(search ? { search } : {}),
        ...(offset !== undefined ? { offset } : {}),
        ...(limit ? { limit } : {}),
        ...(sort ? { sort } : {})
      }))
      const usage = store.usage()
      const extras = deps.usageExtras()
      return {
        ...page,
        usage: { reportsBytes: usage.bytes, reportsCount: usage.count, tilesBytes: extras.tilesBytes, capBytes: extras.capBytes },
        recovered: store.recovered
      }
    },
    open(id) {
      const out = store.open(id)
      if (out.ok) return out.report
      if (out.code === 'not_found') throw notFound()
      deps.emitLibrary({ reason: 'damaged', ids: [id] })
      throw new ServiceError('report_damaged', `This saved report cannot be read (${out.reason}). Delete it and fetch the address again.`)
    },
    pin(id, pinned) {
      const s = store.setPinned(id, pinned)
      if (!s) throw notFound()
      deps.emitLibrary({ reason: 'pinned', ids: [id] })
      return s
    },
    remove(id) {
      if (!store.softDelete(id)) throw notFound()
      deps.emitLibrary({ reason: 'removed', ids: [id] })
      return { id }
    },
    restore(id) {
      const s = store.restore(id)
      if (!s) throw notFound()
      deps.emitLibrary({ reason: 'restored', ids: [id] })
      return s
    },
    refresh: (id, requestId) => newVersion(id, requestId),
    update: (id, query, requestId) => {
      checkQuery(query)
      return newVersion(id, requestId, query)
    },
    versions(id) {
      const list = store.versions(id)
      if (!list.length) throw notFound()
      return list
    },
    setCase(id, info) {
      const s = store.setCase(id, info)
      if (!s) throw notFound()
      deps.emitLibrary({ reason: 'case', ids: [id] })
      return s
    },
    savedFor: (query) => {
      checkQuery(query)
      return savedFor(query)
    },
    check
  }
}
