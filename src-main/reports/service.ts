// The report service: fetches a location report (three parts in parallel, progress per part), saves
// it in the library, and runs the library's operations. Knows offline from failing requests.
import { randomUUID } from 'node:crypto'
import type { AppError } from '@shared/bridge/errors'
import {
  REPORT_PARTS,
  type FetchOutcome,
  type LibraryChanged,
  type LibraryPage,
  type LibraryQuery,
  type NetworkStatus,
  type Report,
  type ReportProgress,
  type ReportQuery,
  type ReportSource,
  type ReportSummary
} from '@shared/bridge/reports'
import type { ApiClient } from '../api'
import { createRedactor } from '@shared/redact'
import { ServiceError, invalidArgument } from '../app-error'
import { queryAddressLine } from './address-key'
import { createConnectivity, isUnreachable, type Connectivity } from './connectivity'
import { coordinatesOf, fetchParts, hasLocation, labelOf } from './fetch-parts'
import type { ReportStore } from './store'
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
  savedFor(query: ReportQuery): ReportSummary[]
  network: Connectivity
  /** Checks every saved report's checksum (at start); damaged ones show in the list. */
  verify(): string[]
}

/** Saved reports within this distance of the searched coordinates count as the same address. */
export const NEARBY_METRES = 150

export function createReportService(deps: ReportServiceDeps): ReportService {
  const { store } = deps
  const now = deps.now ?? (() => new Date())
  const running = new Map<string, AbortController>()
  const network = createConnectivity(deps.emitOnline, now)
  let verified = false
  function verify() {
    verified = true
    const damaged = store.verify()
    if (damaged.length) deps.emitLibrary({ reason: 'damaged', ids: damaged })
    return damaged
  }

  const notFound = () => new ServiceError('not_found', 'This report is not in the library.')

  async function fetchReport(query: ReportQuery, requestId: string, id: string, preferredConnection?: string) {
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

  const savedFor = (query: ReportQuery) => store.findSaved(queryAddressLine(query), query.coordinates ?? null, NEARBY_METRES)

  const firstError = (errors: AppError[]) => errors.find((e) => e.endpoint === 'locationsAddresses') ?? errors[0]!

  return {
    network,
    async fetch(query, requestId) {
      checkQuery(query)
      const { report, errors } = await fetchReport(query, requestId, randomUUID())
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
    list({ search, offset, limit }) {
      // The first listing checks every entry's checksum, so damaged ones show from the start.
      if (!verified) verify()
      const page = store.list({ ...(search ? { search } : {}), ...(offset !== undefined ? { offset } : {}), ...(limit ? { limit } : {}) })
      const usage = store.usage()
      const extras = deps.usageExtras()
      return { ...page, usage: { reportsBytes: usage.bytes, reportsCount: usage.count, tilesBytes: extras.tilesBytes, capBytes: extras.capBytes } }
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
    async refresh(id, requestId) {
      const old = store.read(id)
      if (!old.ok) {
        if (old.code === 'not_found') throw notFound()
        throw new ServiceError('report_damaged', `This saved report cannot be read (${old.reason}); it cannot be refreshed. Fetch the address again.`)
      }
      const { report, errors } = await fetchReport(old.report.query, requestId, id, old.report.connection.id)
      const failed = REPORT_PARTS.map((p) => report.parts[p]).find((p) => p.status === 'error')
      if (failed) {
        // The old version stays: a refresh replaces only with a complete report.
        const e = errors.find(isUnreachable) ?? failed.error ?? firstError(errors)
        throw new ServiceError(e.code, e.message, { ...e })
      }
      const { evicted } = store.replace(report)
      deps.emitLibrary({ reason: 'refreshed', ids: [id] })
      if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
      return report
    },
    savedFor: (query) => {
      checkQuery(query)
      return savedFor(query)
    },
    verify
  }
}
