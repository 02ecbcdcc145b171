// The report service: fetches a location report (three parts in parallel, progress per part), saves
// it in the library, and runs the library's operations. Knows offline from failing requests.
import { randomUUID } from 'node:crypto'
import type { AppError } from '@shared/bridge/errors'
import {
  addressLine,
  postCodeConflict,
  sameAddress,
  sameCity,
  sameHouseNumber,
  samePostCode,
  sameStreet,
  typedParts,
  withoutPostCode,
  type AddressParts,
  type Resolved
} from '@shared/address/compare'
import {
  REPORT_FORMAT,
  REPORT_PARTS,
  reportEndpoints,
  type AddressCandidate,
  type FetchOutcome,
  type SettleChoice,
  type LibraryChanged,
  type LibraryPage,
  type CaseInfo,
  type LibraryQuery,
  type Report,
  type ReportProgress,
  type ReportQuery,
  type ReportSummary
} from '@shared/bridge/reports'
import { createRedactor } from '@shared/redact'
import { provenanceOf } from '@shared/bridge/provenance'
import { ServiceError, invalidArgument } from '../app-error'
import { queryAddressLine } from './address-key'
import { createConnectivity, isUnreachable, type Connectivity } from '../net/connectivity'
import { areaLabelOf, coordinatesOf, fetchParts, hasLocation, labelOf, locationRequest, resolvedOf } from './fetch-parts'
import { checkLibraryFile, type IntegrityResult } from './integrity-check'
import { CHECKSUM_MISMATCH, type ReportStore } from './store'
import type { Connect, Connected } from '../connections/connect'

export type { Connected }

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

export interface ReportService {
  fetch(query: ReportQuery, requestId: string): Promise<FetchOutcome>
  cancel(requestId: string): boolean
  settle(pendingId: string, choice: SettleChoice): FetchOutcome
  discard(pendingId: string): boolean
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
  const network = deps.network ?? createConnectivity(() => undefined, now)
  const log = deps.log ?? ((m: string) => console.error(m))
  let checking: Promise<void> | null = null
  function recover(problem: string) {
    const r = store().recover(`the library file fails its integrity check (${problem})`)
    log(`report library failed its integrity check; moved to ${r.backup} and started empty: ${problem}`)
    deps.emitLibrary({ reason: 'recovered', ids: [] })
  }
  /** Runs a store read; a file found damaged on the way is moved aside (once) and the read repeated. */
  function guarded<T>(read: () => T): T {
    try {
      return read()
    } catch (err) {
      if (!isCorruptFile(err) || store().recovered) throw err
      recover(err instanceof Error ? err.message : String(err))
      return read()
    }
  }
  function check() {
    checking ??= (deps.checkFile ?? checkLibraryFile)(store().file).then(
      (result) => {
        if (result.integrity !== 'ok') {
          if (!store().recovered) recover(result.integrity)
          return
        }
        if (result.damaged.length) {
          store().markDamaged(result.damaged, CHECKSUM_MISMATCH)
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
      // Not each part's request: a part that timed out beside one that answered leaves the state online.
      const connected = await deps.connect(preferredConnection, { observe: false })
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
        // The title is what the service resolved, never the typed text (which may be a pasted letter).
        label: labelOf(parts) ?? areaLabelOf(parts) ?? queryAddressLine(query) ?? `${query.coordinates?.latitude}, ${query.coordinates?.longitude}`,
        coordinates: coordinatesOf(parts, query),
        source: provenanceOf(connected.source, reportEndpoints(parts), now().toISOString()),
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

  const savedFor = (query: ReportQuery) => guarded(() => store().findSaved(queryAddressLine(query), query.coordinates ?? null, NEARBY_METRES))

  /**
   * Fetches the entry's address anew (or `query`, what the user typed this time) and saves it as the
   * entry's current version once complete; the old version stays as an earlier one.
   */
  async function newVersion(id: string, requestId: string, query?: ReportQuery): Promise<Report> {
    const old = store().read(id)
    if (!old.ok) {
      if (old.code === 'not_found') throw notFound()
      throw new ServiceError('report_damaged', `This saved report cannot be read (${old.reason}); it cannot be updated. Fetch the address again.`)
    }
    const { report, errors } = await fetchReport(query ?? old.value.query, requestId, query ? undefined : old.value.source.connection.id)
    const failed = REPORT_PARTS.map((p) => report.parts[p]).find((p) => p.status === 'error')
    if (failed) {
      // Only a complete report becomes the current version.
      const e = errors.find(isUnreachable) ?? failed.error ?? firstError(errors)
      throw new ServiceError(e.code, e.message, { ...e })
    }
    // A new version is of the same address: never another address written into a saved entry.
    checkSameAddress(old.value, report)
    const { evicted } = store().addVersion(id, report)
    deps.emitLibrary({ reason: query ? 'updated' : 'refreshed', ids: [report.id, id] })
    if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
    return report
  }

  const firstError = (errors: AppError[]) => errors.find((e) => e.endpoint === 'locationsAddresses') ?? errors[0]!

  /** Refuses a new version that would put another address into a saved entry. */
  function checkSameAddress(old: Report, report: Report) {
    const before = resolvedOf(old.parts, old.coordinates)
    const after = resolvedOf(report.parts, report.coordinates)
    if (before && after && !sameAddress(before, after)) {
      throw new ServiceError('address_changed', `The saved entry is ${old.label}; this fetch resolved to ${report.label}. Nothing was saved.`)
    }
  }

  // Fetched reports waiting for the user's choice (a postal code conflict, or the address is saved already).
  const pending = new Map<string, { report: Report; resolved: Resolved | null; conflictSettled: boolean }>()
  const PENDING_MAX = 10
  function hold(report: Report, resolved: Resolved | null, conflictSettled: boolean): string {
    const pendingId = randomUUID()
    pending.set(pendingId, { report, resolved, conflictSettled })
    while (pending.size > PENDING_MAX) pending.delete(pending.keys().next().value!)
    return pendingId
  }

  /** Current saved entries of the very address resolved (same parts up to spelling, within 150 m), not merely similar text. */
  function savedSame(resolved: Resolved | null, coordinates: Report['coordinates']): ReportSummary[] {
    if (!resolved || !coordinates) return []
    return guarded(() => store().findSaved(null, coordinates, NEARBY_METRES)).filter((s) => {
      if (s.damaged) return false
      const old = store().read(s.id)
      if (!old.ok) return false
      const theirs = resolvedOf(old.value.parts, old.value.coordinates)
      return theirs !== null && sameAddress(resolved, theirs)
    })
  }

  /**
   * The newest current entry of the same street, number and place under another postal code (typed
   * wrong now or then, or left out and filled in differently by the service), with its resolved address.
   */
  function savedElsewhere(resolved: Resolved | null): { summary: ReportSummary; address: AddressParts } | null {
    if (!resolved?.street || !resolved.houseNumber || !resolved.city || !resolved.postCode) return null
    const rows = guarded(() => store().findSaved(`${resolved.street} ${resolved.houseNumber} ${resolved.city}`, null, 0))
    for (const s of rows) {
      if (s.damaged) continue
      const old = store().read(s.id)
      const theirs = old.ok ? resolvedOf(old.value.parts, old.value.coordinates) : null
      if (!theirs?.street || !theirs.houseNumber || !theirs.city || !theirs.postCode) continue
      if (!sameStreet(theirs.street, resolved.street) || !sameHouseNumber(theirs.houseNumber, resolved.houseNumber) || !sameCity(theirs.city, resolved.city)) continue
      if (samePostCode(theirs.postCode, resolved.postCode)) continue
      const address: AddressParts = { street: theirs.street, houseNumber: theirs.houseNumber, postCode: theirs.postCode, city: theirs.city }
      return { summary: s, address }
    }
    return null
  }

  function save(report: Report): FetchOutcome {
    const { summary, evicted } = store().save(report)
    deps.emitLibrary({ reason: 'saved', ids: [summary.id] })
    if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
    return { kind: 'report', report }
  }

  /** After the conflict check: a saved entry of the same address is offered, else the report is saved. */
  function offerOrSave(report: Report, resolved: Resolved | null, pendingId?: string): FetchOutcome {
    const saved = savedSame(resolved, report.coordinates)
    if (!saved.length) {
      if (pendingId) pending.delete(pendingId)
      return save(report)
    }
    const id = pendingId ?? hold(report, resolved, true)
    const entry = pending.get(id)
    if (entry) entry.conflictSettled = true
    return { kind: 'saved', pendingId: id, label: report.label, area: !resolved?.street, saved }
  }

  /** The address found and, when the typed postal code lies in another place, the typed place without it. */
  async function candidatesFor(query: ReportQuery, resolved: Resolved, conflict: NonNullable<ReturnType<typeof postCodeConflict>>): Promise<AddressCandidate[]> {
    const found: AddressParts = { ...resolved }
    delete (found as Resolved).coordinates
    const out: AddressCandidate[] = [{ label: addressLine(found), address: found, source: 'found' }]
    if (conflict.kind !== 'postCodeElsewhere') return out
    const byPlace = withoutPostCode(query)
    if (!byPlace) return out
    try {
      const connected = await deps.connect()
      try {
        const answer = await connected.client.v2.locations.addresses(locationRequest(byPlace), deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {})
        const a = answer.location.address
        const parts: AddressParts = {}
        for (const k of ['street', 'houseNumber', 'postCode', 'city'] as const) if (a?.[k]) parts[k] = a[k]
        if (parts.city || parts.postCode) out.push({ label: addressLine(parts), address: parts, source: 'byPlace' })
      } finally {
        void connected.release?.().catch(() => undefined)
      }
    } catch {
      // The place alone could not be placed: the found address and going back remain.
    }
    return out
  }

  return {
    async fetch(query, requestId) {
      checkQuery(query)
      const { report, errors } = await fetchReport(query, requestId)
      if (errors.length === REPORT_PARTS.length) {
        const unreachable = errors.find(isUnreachable)
        if (unreachable) return { kind: 'offline', error: unreachable, saved: savedFor(query) }
        const e = firstError(errors)
        throw new ServiceError(e.code, e.message, { ...e })
      }
      const resolved = resolvedOf(report.parts, report.coordinates)
      // A typed postal code that does not fit the address found is not taken without the user's choice.
      const conflict = resolved ? postCodeConflict(query, resolved) : null
      if (resolved && conflict) {
        const candidates = await candidatesFor(query, resolved, conflict)
        return { kind: 'conflict', pendingId: hold(report, resolved, false), typed: queryAddressLine(query) ?? addressLine(typedParts(query)), conflict, candidates }
      }
      // The same street, number and place saved under another postal code: which one is meant is asked, not guessed.
      const elsewhere = savedSame(resolved, report.coordinates).length ? null : savedElsewhere(resolved)
      if (resolved && elsewhere) {
        const found: AddressParts = { ...resolved }
        delete (found as Resolved).coordinates
        return {
          kind: 'conflict',
          pendingId: hold(report, resolved, false),
          typed: queryAddressLine(query) ?? addressLine(typedParts(query)),
          conflict: { kind: 'savedElsewhere', found: resolved.postCode!, saved: elsewhere.address.postCode! },
          candidates: [
            { label: addressLine(found), address: found, source: 'found' },
            { label: elsewhere.summary.label, address: elsewhere.address, source: 'saved' }
          ]
        }
      }
      return offerOrSave(report, resolved)
    },
    settle(pendingId, choice) {
      const entry = pending.get(pendingId)
      if (!entry) throw new ServiceError('not_found', 'This fetched report is no longer waiting; search again.')
      if (choice.kind === 'accept') return offerOrSave(entry.report, entry.resolved, pendingId)
      if (!entry.conflictSettled) throw invalidArgument('Choose an address for the postal code conflict first.', { choice: ['conflict not settled'] })
      if (choice.kind === 'new') {
        pending.delete(pendingId)
        return save(entry.report)
      }
      const old = store().read(choice.of)
      if (!old.ok) {
        if (old.code === 'not_found') throw notFound()
        throw new ServiceError('report_damaged', `This saved report cannot be read (${old.reason}); it cannot be updated.`)
      }
      checkSameAddress(old.value, entry.report)
      const { evicted } = store().addVersion(choice.of, entry.report)
      pending.delete(pendingId)
      deps.emitLibrary({ reason: 'updated', ids: [entry.report.id, choice.of] })
      if (evicted.length) deps.emitLibrary({ reason: 'evicted', ids: evicted })
      return { kind: 'report', report: entry.report }
    },
    discard: (pendingId) => pending.delete(pendingId),
    cancel(requestId) {
      const c = running.get(requestId)
      c?.abort()
      return c !== undefined
    },
    list({ search, offset, limit, sort }) {
      void check()
      const page = guarded(() => store().list({
        ...(search ? { search } : {}),
        ...(offset !== undefined ? { offset } : {}),
        ...(limit ? { limit } : {}),
        ...(sort ? { sort } : {})
      }))
      const usage = store().usage()
      const extras = deps.usageExtras()
      return {
        ...page,
        usage: { reportsBytes: usage.bytes, reportsCount: usage.count, tilesBytes: extras.tilesBytes, capBytes: extras.capBytes },
        recovered: store().recovered
      }
    },
    open(id) {
      const out = store().open(id)
      if (out.ok) return out.value
      if (out.code === 'not_found') throw notFound()
      deps.emitLibrary({ reason: 'damaged', ids: [id] })
      throw new ServiceError('report_damaged', `This saved report cannot be read (${out.reason}). Delete it and fetch the address again.`)
    },
    pin(id, pinned) {
      const s = store().setPinned(id, pinned)
      if (!s) throw notFound()
      deps.emitLibrary({ reason: 'pinned', ids: [id] })
      return s
    },
    remove(id) {
      if (!store().softDelete(id)) throw notFound()
      deps.emitLibrary({ reason: 'removed', ids: [id] })
      return { id }
    },
    restore(id) {
      const s = store().restore(id)
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
      const list = store().versions(id)
      if (!list.length) throw notFound()
      return list
    },
    setCase(id, info) {
      const s = store().setCase(id, info)
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
