// A fetched report on its way into the library: saved at once, or held while the user chooses, when the
// typed postal code does not fit the address found, when the same street, number and place are saved
// under another postal code, or when the very address is saved already (a new entry or a new version).
import {
  addressLine,
  looksLikeStreet,
  placeOnly,
  tooLongForAddress,
  postCodeConflict,
  sameAddress,
  sameCity,
  sameHouseNumber,
  samePostCode,
  sameStreet,
  typedParts,
  type AddressParts,
  type Resolved
} from '@shared/address/compare'
import {
  REPORT_PARTS,
  type FetchOutcome,
  type LibraryChanged,
  type Report,
  type ReportSummary
} from '@shared/bridge/reports'
import { randomUUID } from 'node:crypto'
import type { Handlers } from '../ipc/router'
import { ServiceError, invalidArgument } from '../app-error'
import { isUnreachable } from '../net/connectivity'
import { queryAddressLine } from './address-key'
import { resolvedOf } from './fetch-parts'
import { checkQuery, firstError, thrown, type ReportFetcher } from './fetch-report'
import type { LibraryCheck } from './library-check'
import { checkSameAddress, keepLabel, NEARBY_METRES, notFound, savedIn } from './library'
import type { ReportStore } from './store'

export interface IntakeDeps {
  store: () => ReportStore
  fetcher: ReportFetcher
  check: LibraryCheck
  emitLibrary(c: LibraryChanged): void
}

const notAnAddress = () =>
  invalidArgument('This text is not an address: give street, number, postal code and place.', {
    address: ['not an address']
  })

/** Fetched reports kept waiting for the user's choice; the oldest goes first. */
const PENDING_MAX = 10

export function createIntake(deps: IntakeDeps) {
  const { store, emitLibrary } = deps
  const { guarded } = deps.check
  const pending = new Map<string, { report: Report; resolved: Resolved | null; conflictSettled: boolean }>()
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
   * The current entries of the same street, number and place under another postal code (typed wrong
   * now or then, or left out and filled in differently by the service), each with its resolved address,
   * newest first.
   */
  function savedElsewhere(resolved: Resolved | null): Array<{ summary: ReportSummary; address: AddressParts }> {
    if (!resolved?.street || !resolved.houseNumber || !resolved.city || !resolved.postCode) return []
    const rows = guarded(() =>
      store().findSaved(`${resolved.street} ${resolved.houseNumber} ${resolved.city}`, null, 0)
    )
    const out: Array<{ summary: ReportSummary; address: AddressParts }> = []
    for (const s of rows) {
      if (s.damaged) continue
      const old = store().read(s.id)
      const theirs = old.ok ? resolvedOf(old.value.parts, old.value.coordinates) : null
      if (!theirs?.street || !theirs.houseNumber || !theirs.city || !theirs.postCode) continue
      if (
        !sameStreet(theirs.street, resolved.street) ||
        !sameHouseNumber(theirs.houseNumber, resolved.houseNumber) ||
        !sameCity(theirs.city, resolved.city)
      )
        continue
      if (samePostCode(theirs.postCode, resolved.postCode)) continue
      const address: AddressParts = {
        street: theirs.street,
        houseNumber: theirs.houseNumber,
        postCode: theirs.postCode,
        city: theirs.city
      }
      out.push({ summary: s, address })
    }
    return out
  }

  function save(report: Report): FetchOutcome {
    const { summary, evicted } = store().save(report)
    emitLibrary({ reason: 'saved', ids: [summary.id] })
    if (evicted.length) emitLibrary({ reason: 'evicted', ids: evicted })
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

  return {
    async fetch(query, requestId) {
      checkQuery(query)
      if (tooLongForAddress(query)) throw notAnAddress()
      const { report, errors } = await deps.fetcher.fetch(query, requestId)
      if (errors.length === REPORT_PARTS.length) {
        const unreachable = errors.find(isUnreachable)
        if (unreachable) return { kind: 'offline', error: unreachable, saved: savedIn(store, deps.check, query) }
        throw thrown(firstError(errors))
      }
      const resolved = resolvedOf(report.parts, report.coordinates)
      // A sentence that holds a street is not an address, whatever the service made of it.
      if (resolved?.street && !looksLikeStreet(resolved.street)) throw notAnAddress()
      // A typed postal code that does not fit the address found is not taken without the user's choice.
      const conflict = resolved ? postCodeConflict(query, resolved) : null
      if (resolved && conflict) {
        const candidates = await deps.fetcher.candidates(query, resolved, conflict)
        return {
          kind: 'conflict',
          pendingId: hold(report, resolved, false),
          typed: queryAddressLine(query) ?? addressLine(typedParts(query)),
          conflict,
          candidates
        }
      }
      // A place typed alone: which of its postal codes is meant is asked, not the service's pick taken.
      const place = resolved ? placeOnly(query, resolved) : null
      if (resolved && place) {
        const found: AddressParts = { ...resolved }
        delete (found as Resolved).coordinates
        return {
          kind: 'conflict',
          pendingId: hold(report, resolved, false),
          typed: queryAddressLine(query) ?? addressLine(typedParts(query)),
          conflict: { kind: 'placeOnly', ...place },
          candidates: [{ label: addressLine(found), address: found, origin: 'found' }]
        }
      }
      // The same street, number and place saved under another postal code: which one is meant is asked, not guessed.
      const elsewhere = savedSame(resolved, report.coordinates).length ? [] : savedElsewhere(resolved)
      if (resolved && elsewhere.length) {
        const found: AddressParts = { ...resolved }
        delete (found as Resolved).coordinates
        return {
          kind: 'conflict',
          pendingId: hold(report, resolved, false),
          typed: queryAddressLine(query) ?? addressLine(typedParts(query)),
          conflict: {
            kind: 'savedElsewhere',
            found: resolved.postCode!,
            saved: [...new Set(elsewhere.map((e) => e.address.postCode!))].join(', ')
          },
          candidates: [
            { label: addressLine(found), address: found, origin: 'found' },
            ...elsewhere.map((e) => ({ label: e.summary.label, address: e.address, origin: 'saved' as const }))
          ]
        }
      }
      return offerOrSave(report, resolved)
    },
    settle(pendingId, choice) {
      const entry = pending.get(pendingId)
      if (!entry) throw new ServiceError('not_found', 'This fetched report is no longer waiting; search again.')
      if (choice.kind === 'accept') return offerOrSave(entry.report, entry.resolved, pendingId)
      if (!entry.conflictSettled)
        throw invalidArgument('Choose an address for the postal code conflict first.', {
          choice: ['conflict not settled']
        })
      if (choice.kind === 'new') {
        pending.delete(pendingId)
        return save(entry.report)
      }
      const old = store().read(choice.of)
      if (!old.ok) {
        if (old.code === 'not_found') throw notFound()
        throw new ServiceError(
          'report_damaged',
          `This saved report cannot be read (${old.reason}); it cannot be updated.`
        )
      }
      checkSameAddress(old.value, entry.report)
      keepLabel(old.value, entry.report)
      const { evicted } = store().addVersion(choice.of, entry.report)
      pending.delete(pendingId)
      emitLibrary({ reason: 'updated', ids: [entry.report.id, choice.of] })
      if (evicted.length) emitLibrary({ reason: 'evicted', ids: evicted })
      return { kind: 'report', report: entry.report }
    },
    discard: (pendingId) => pending.delete(pendingId),
    cancel: (requestId) => deps.fetcher.cancel(requestId)
  } satisfies Omit<Handlers['reports'], 'warm'>
}
