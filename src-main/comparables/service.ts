// The comparables service: searches offers around a subject over the active connection, and keeps the
// appraiser's saved sets (save, list, open offline, soft delete with undo, refresh naming new and
// ended offers).
import { randomUUID } from 'node:crypto'
import type {
  ComparableSet,
  ComparableSetDraft,
  ComparableSetSummary,
  ComparablesQuery,
  ComparablesResult
} from '@shared/bridge/comparables'
import { ENDPOINTS } from '@shared/api/endpoints'
import { provenanceOf } from '@shared/bridge/provenance'
import { OffersSearchRequest, type Offer } from '@shared/api/v2-offers'
import { ServiceError, invalidArgument } from '../app-error'
import type { Connected } from '../connections/connect'
import type { ImageConnection, ImageService } from '../images'
import type { ComparableSetStore } from './store'

export interface ComparablesServiceDeps {
  store: () => ComparableSetStore
  connect(preferredId?: string): Promise<Connected>
  /** Offer image URLs become image-protocol references (images of other hosts are left out). */
  images: Pick<ImageService, 'referenceAll'>
  /** The saved location report for an address (the library's own match), to link a set to it. */
  reportFor?: (address: string) => string | null
  now?: () => Date
}

export interface ComparablesService {
  search(query: ComparablesQuery): Promise<ComparablesResult>
  save(draft: ComparableSetDraft): ComparableSetSummary
  list(): ComparableSetSummary[]
  open(id: string): ComparableSet
  remove(id: string): { id: string }
  restore(id: string): ComparableSetSummary
  refresh(id: string): Promise<ComparableSet>
}

const ENDPOINT = `${ENDPOINTS.offersSearch.method} ${ENDPOINTS.offersSearch.path}`
/** The service's page defaults, as its schema states them: a page is all 3,000 offers. */
const PAGE = {
  limit: OffersSearchRequest.properties.limit.default as number,
  offset: OffersSearchRequest.properties.offset.default as number
}
const RANGES = ['startDate', 'endDate', 'price', 'pricePerSqm', 'numberOfRooms', 'livingArea', 'buildingYear'] as const

/** Field problems of a request the schema accepts but the service would answer with nothing useful. */
export function requestProblems(request: OffersSearchRequest): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  for (const name of RANGES) {
    const r = request.filters[name] as { min?: number | string; max?: number | string } | undefined
    if (r?.min !== undefined && r.max !== undefined && r.min > r.max) problems[`filters.${name}`] = ['min_above_max']
  }
  return problems
}

/** The request as sent: the subject is the reference property (similarity), and the page the schema's default. */
export function requestFor(query: ComparablesQuery): OffersSearchRequest {
  const { subject, request } = query
  const reference = {
    ...(subject.livingArea !== undefined ? { livingArea: subject.livingArea } : {}),
    ...(subject.buildingYear !== undefined ? { buildingYear: subject.buildingYear } : {}),
    ...(subject.landArea !== undefined ? { landArea: subject.landArea } : {}),
    ...(subject.price !== undefined ? { price: subject.price } : {})
  }
  return {
    ...request,
    ...(Object.keys(reference).length ? { referenceProperty: reference } : {}),
    limit: request.limit ?? PAGE.limit,
    offset: request.offset ?? PAGE.offset
  }
}

/** The offers with their image URLs replaced by references the renderer can show; refused ones dropped. */
export function withImageReferences(
  offers: Offer[],
  images: Pick<ImageService, 'referenceAll'>,
  connection: ImageConnection
): Offer[] {
  const urls = offers.flatMap((o) => (o.images ?? []).map((i) => i.url))
  const refs = images.referenceAll(urls, connection)
  let at = 0
  return offers.map((o) => {
    if (!o.images) return o
    const kept: Array<{ url: string }> = []
    for (let k = 0; k < o.images.length; k++) {
      const ref = refs[at++]
      if (ref) kept.push({ url: ref })
    }
    return { ...o, images: kept }
  })
}

export function createComparablesService(deps: ComparablesServiceDeps): ComparablesService {
  const now = deps.now ?? (() => new Date())

  async function search(query: ComparablesQuery, connectionId?: string): Promise<ComparablesResult> {
    const problems = requestProblems(query.request)
    if (Object.keys(problems).length) throw invalidArgument('A minimum is above its maximum.', problems)
    const request = requestFor(query)
    const connected = await deps.connect(connectionId)
    try {
      const answer = await connected.client.v2.offersSearch(request)
      return {
        query: { subject: query.subject, request },
        items: withImageReferences(answer.items, deps.images, connected.connection),
        totalItems: answer.totalItems,
        source: {
          ...provenanceOf(connected.connection, ENDPOINT, now().toISOString()),
          apiVersion: answer.meta.version
        }
      }
    } finally {
      await connected.release?.()
    }
  }

  function open(id: string): ComparableSet {
    const out = deps.store().open(id)
    if (out.ok) return out.value
    if (out.code === 'not_found') throw new ServiceError('not_found', 'This saved set no longer exists.')
    throw new ServiceError('stored_item_damaged', `The saved set cannot be read: ${out.reason}.`)
  }

  return {
    search: (query) => search(query),
    save(draft) {
      const previous = draft.id ? deps.store().open(draft.id) : null
      const set: ComparableSet = {
        ...draft,
        reportId: draft.reportId ?? deps.reportFor?.(draft.result.query.subject.address) ?? null,
        id: draft.id ?? `set-${randomUUID()}`,
        savedAt: now().toISOString(),
        changes: previous?.ok ? previous.value.changes : null
      }
      return deps.store().put(set)
    },
    list: () => deps.store().list(),
    open,
    remove(id) {
      if (!deps.store().softDelete(id)) throw new ServiceError('not_found', 'This saved set no longer exists.')
      return { id }
    },
    restore(id) {
      const s = deps.store().restore(id)
      if (!s) throw new ServiceError('not_found', 'This saved set no longer exists.')
      return s
    },
    async refresh(id) {
      const old = open(id)
      const fresh = await search(old.result.query, old.result.source.connection.id)
      const freshIds = new Set(fresh.items.map((o) => o.id))
      const oldIds = new Set(old.result.items.map((o) => o.id))
      const newIds = fresh.items.filter((o) => !oldIds.has(o.id)).map((o) => o.id)
      const ended = old.result.items.filter((o) => !freshIds.has(o.id))
      const at = now().toISOString()
      const set: ComparableSet = {
        ...old,
        // Ended offers stay, with the appraiser's marks, so the set still shows what was decided on them.
        result: { ...fresh, items: [...fresh.items, ...ended] },
        savedAt: at,
        changes: { at, newIds, endedIds: ended.map((o) => o.id) }
      }
      deps.store().put(set)
      return set
    }
  }
}
