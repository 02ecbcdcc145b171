// Fetching a location report from the service: its three parts in parallel over the chosen connection,
// progress per part, one online state for all three, the result redacted before anything keeps it;
// running fetches are cancelled by their request id. Also the place-only lookup that offers a second
// address when a typed postal code lies elsewhere.
import { randomUUID } from 'node:crypto'
import type { AppError } from '@shared/bridge/errors'
import {
  addressLine,
  looksLikeStreet,
  typedParts,
  withoutPostCode,
  type AddressParts,
  type PostCodeConflict,
  type Resolved
} from '@shared/address/compare'
import {
  REPORT_FORMAT,
  REPORT_PARTS,
  reportEndpoints,
  type AddressCandidate,
  type Report,
  type ReportProgress,
  type ReportQuery
} from '@shared/bridge/reports'
import { createRedactor } from '@shared/redact'
import { provenanceOf } from '@shared/bridge/provenance'
import { ServiceError, invalidArgument } from '../app-error'
import { isUnreachable, type Connectivity } from '../net/connectivity'
import { areaLabelOf, coordinatesOf, fetchParts, hasLocation, labelOf, locationRequest } from './fetch-parts'
import type { Connect } from '../connections/connect'

export interface ReportFetchDeps {
  connect: Connect
  emitProgress(p: ReportProgress): void
  /** The app's one online state; a report fetch settles it once for all its parts. */
  network: Connectivity
  timeoutMs?: number
  now: () => Date
}

/** A fetched report and the errors of its parts that failed. */
export interface Fetched {
  report: Report
  errors: AppError[]
}

export interface ReportFetcher {
  /** Fetches the report of `query` over `preferredConnection` (else the active one). */
  fetch(query: ReportQuery, requestId: string, preferredConnection?: string): Promise<Fetched>
  /** Cancels the running fetch of `requestId`; false when none runs. */
  cancel(requestId: string): boolean
  /** The address found and, when the typed postal code lies in another place, the typed place without it. */
  candidates(query: ReportQuery, resolved: Resolved, conflict: PostCodeConflict): Promise<AddressCandidate[]>
}

/** The typed address as one line, when no answer names one; never a text that is not an address. */
function typedLine(query: ReportQuery): string | null {
  const typed = typedParts(query)
  if (typed.street && !looksLikeStreet(typed.street)) return null
  const line = addressLine(typed)
  return line && line.length <= 120 ? line : null
}

/** Refuses a query without an address or coordinates. */
export function checkQuery(query: ReportQuery) {
  if (!hasLocation(query))
    throw invalidArgument('Give an address or coordinates.', { text: ['an address or coordinates are required'] })
}

/** The error that says most about a failed report: the address lookup's, else the first. */
export const firstError = (errors: AppError[]) => errors.find((e) => e.endpoint === 'locationsAddresses') ?? errors[0]!

/** A part's error as the call's own. */
export const thrown = (e: AppError) => new ServiceError(e.code, e.message, { ...e })

export function createReportFetcher(deps: ReportFetchDeps): ReportFetcher {
  const { network, now } = deps
  const running = new Map<string, AbortController>()

  async function fetch(query: ReportQuery, requestId: string, preferredConnection?: string): Promise<Fetched> {
    const id = randomUUID()
    if (running.has(requestId))
      throw invalidArgument('A request with this id is already running.', { requestId: ['already running'] })
    const controller = new AbortController()
    running.set(requestId, controller)
    try {
      // Not each part's request: a part that timed out beside one that answered leaves the state online.
      const connected = await deps.connect(preferredConnection, { observe: false })
      const parts = await fetchParts(connected.client, query, {
        signal: controller.signal,
        ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
        now,
        onPart: (e) =>
          deps.emitProgress({ requestId, part: e.part, status: e.status, ...(e.error ? { error: e.error } : {}) })
      }).finally(() => void connected.release?.().catch(() => undefined))
      const errors = REPORT_PARTS.map((p) => parts[p].error).filter((e): e is AppError => e !== undefined)
      if (errors.length < REPORT_PARTS.length || errors.some((e) => !isUnreachable(e) && e.code !== 'cancelled'))
        network.reached()
      else if (errors.some(isUnreachable)) network.failed(errors.find(isUnreachable)!)
      const report: Report = {
        formatVersion: REPORT_FORMAT,
        id,
        query,
        // The title is what the service resolved, never the typed text (which may be a pasted letter).
        label:
          labelOf(parts) ??
          areaLabelOf(parts) ??
          typedLine(query) ??
          `${query.coordinates?.latitude}, ${query.coordinates?.longitude}`,
        coordinates: coordinatesOf(parts, query),
        source: provenanceOf(connected.connection, reportEndpoints(parts), now().toISOString()),
        parts
      }
      // The client redacts already; this is the last line before anything reaches the disk.
      createRedactor(connected.apiKey).deep(report)
      return { report, errors }
    } finally {
      running.delete(requestId)
    }
  }

  async function candidates(
    query: ReportQuery,
    resolved: Resolved,
    conflict: PostCodeConflict
  ): Promise<AddressCandidate[]> {
    const found: AddressParts = { ...resolved }
    delete (found as Resolved).coordinates
    const out: AddressCandidate[] = [{ label: addressLine(found), address: found, origin: 'found' }]
    if (conflict.kind !== 'postCodeElsewhere') return out
    const byPlace = withoutPostCode(query)
    if (!byPlace) return out
    try {
      const connected = await deps.connect()
      try {
        const answer = await connected.client.v2.locations.addresses(
          locationRequest(byPlace),
          deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}
        )
        const a = answer.location.address
        const parts: AddressParts = {}
        for (const k of ['street', 'houseNumber', 'postCode', 'city'] as const) if (a?.[k]) parts[k] = a[k]
        if (parts.city || parts.postCode) out.push({ label: addressLine(parts), address: parts, origin: 'byPlace' })
      } finally {
        void connected.release?.().catch(() => undefined)
      }
    } catch {
      // The place alone could not be placed: the found address and going back remain.
    }
    return out
  }

  return {
    fetch,
    cancel(requestId) {
      const c = running.get(requestId)
      c?.abort()
      return c !== undefined
    },
    candidates
  }
}
