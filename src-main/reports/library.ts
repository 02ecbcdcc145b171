// The report library's operations over the store: list (with the cache's usage), open, pin, delete and
// restore, case details, versions, the saved entries of an address, and a new version of an entry
// (fetched anew, saved only when complete and of the same address).
import { sameAddress } from '@shared/address/compare'
import { REPORT_PARTS, type LibraryChanged, type Report, type ReportQuery } from '@shared/bridge/reports'
import type { Handlers } from '../ipc/router'
import { ServiceError } from '../app-error'
import { isUnreachable } from '../net/connectivity'
import { queryAddressLine } from './address-key'
import { resolvedOf } from './fetch-parts'
import { checkQuery, firstError, thrown, type ReportFetcher } from './fetch-report'
import type { LibraryCheck } from './library-check'
import type { ReportStore } from './store'

/** Saved reports within this distance of the searched coordinates count as the same address. */
export const NEARBY_METRES = 150

export interface LibraryDeps {
  store: () => ReportStore
  fetcher: ReportFetcher
  check: LibraryCheck
  emitLibrary(c: LibraryChanged): void
  /** Bytes of the tile cache and the whole cap, for the library's usage line. */
  usageExtras(): { tilesBytes: number; capBytes: number }
}

export const notFound = () => new ServiceError('not_found', 'This report is not in the library.')

/** Refuses a new version that would put another address into a saved entry. */
/**
 * A new version keeps the name the entry is known by: the same address in a later spelling does not
 * rename it; a name saved from lower-case typing (before the service spelled it) does give way.
 */
export function keepLabel(old: Report, report: Report): void {
  if (/^[\p{Lu}\d]/u.test(old.label)) report.label = old.label
}

export function checkSameAddress(old: Report, report: Report) {
  const before = resolvedOf(old.parts, old.coordinates)
  const after = resolvedOf(report.parts, report.coordinates)
  if (before && after && !sameAddress(before, after)) {
    throw new ServiceError(
      'address_changed',
      `The saved entry is ${old.label}; this fetch resolved to ${report.label}. Nothing was saved.`
    )
  }
}

/** The saved entries of the address or coordinates asked for (the offline answer of a fetch, too). */
export const savedIn = (store: () => ReportStore, check: LibraryCheck, query: ReportQuery) =>
  check.guarded(() => store().findSaved(queryAddressLine(query), query.coordinates ?? null, NEARBY_METRES))

export function createLibrary(deps: LibraryDeps) {
  const { store, emitLibrary } = deps

  /**
   * Fetches the entry's address anew (or `query`, what the user typed this time) and saves it as the
   * entry's current version once complete; the old version stays as an earlier one.
   */
  async function newVersion(id: string, requestId: string, query?: ReportQuery): Promise<Report> {
    const old = store().read(id)
    if (!old.ok) {
      if (old.code === 'not_found') throw notFound()
      throw new ServiceError(
        'report_damaged',
        `This saved report cannot be read (${old.reason}); it cannot be updated. Fetch the address again.`
      )
    }
    const { report, errors } = await deps.fetcher.fetch(
      query ?? old.value.query,
      requestId,
      query ? undefined : old.value.source.connection.id
    )
    const failed = REPORT_PARTS.map((p) => report.parts[p]).find((p) => p.status === 'error')
    // Only a complete report becomes the current version.
    if (failed) throw thrown(errors.find(isUnreachable) ?? failed.error ?? firstError(errors))
    // A new version is of the same address: never another address written into a saved entry.
    checkSameAddress(old.value, report)
    keepLabel(old.value, report)
    const { evicted } = store().addVersion(id, report)
    emitLibrary({ reason: query ? 'updated' : 'refreshed', ids: [report.id, id] })
    if (evicted.length) emitLibrary({ reason: 'evicted', ids: evicted })
    return report
  }

  return {
    list({ search, offset, limit, sort }) {
      void deps.check.check()
      const page = deps.check.guarded(() =>
        store().list({
          ...(search ? { search } : {}),
          ...(offset !== undefined ? { offset } : {}),
          ...(limit ? { limit } : {}),
          ...(sort ? { sort } : {})
        })
      )
      const usage = store().usage()
      const extras = deps.usageExtras()
      return {
        ...page,
        usage: {
          reportsBytes: usage.bytes,
          reportsCount: usage.count,
          tilesBytes: extras.tilesBytes,
          capBytes: extras.capBytes
        },
        recovered: store().recovered
      }
    },
    open(id) {
      const out = store().open(id)
      if (out.ok) return out.value
      if (out.code === 'not_found') throw notFound()
      emitLibrary({ reason: 'damaged', ids: [id] })
      throw new ServiceError(
        'report_damaged',
        `This saved report cannot be read (${out.reason}). Delete it and fetch the address again.`
      )
    },
    pin(id, pinned) {
      const s = store().setPinned(id, pinned)
      if (!s) throw notFound()
      emitLibrary({ reason: 'pinned', ids: [id] })
      return s
    },
    remove(id) {
      if (!store().softDelete(id)) throw notFound()
      emitLibrary({ reason: 'removed', ids: [id] })
      return { id }
    },
    restore(id) {
      const s = store().restore(id)
      if (!s) throw notFound()
      emitLibrary({ reason: 'restored', ids: [id] })
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
      emitLibrary({ reason: 'case', ids: [id] })
      return s
    },
    savedFor(query) {
      checkQuery(query)
      return savedIn(store, deps.check, query)
    }
  } satisfies Handlers['library']
}
