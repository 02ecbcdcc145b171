// The offers of a search as plain rows for the list and the map: price fields of either deal type
// folded into one, marks and outlier state resolved, sorted without Vue proxies (3,000 rows).
import type { Offer } from '@shared/api/v2-offers'
import type { OfferMark } from '@shared/bridge/comparables'
import { isOutlier, keptFences, type Fences } from '@shared/comparables/stats'

export const SORT_KEYS = [
  'similarity',
  'distance',
  'price',
  'pricePerSqm',
  'livingArea',
  'rooms',
  'buildingYear',
  'startDate',
  'endDate',
  'duration'
] as const
export type SortKey = (typeof SORT_KEYS)[number]

export interface OfferRow {
  offer: Offer
  id: string
  price: number | undefined
  pricePerSqm: number | undefined
  /** Marketing duration in days, from the ISO duration. */
  durationDays: number | undefined
  pinned: boolean
  excluded: boolean
  outlier: boolean
  ended: boolean
}

/** Days of an ISO 8601 duration like P1Y2M10D or P45D (months as 30.44 days, years as 365.25). */
export function durationDays(iso: string | undefined): number | undefined {
  const m = iso ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?/.exec(iso) : null
  if (!m) return undefined
  const [, y, mo, w, d] = m
  return Math.round(Number(y ?? 0) * 365.25 + Number(mo ?? 0) * 30.44 + Number(w ?? 0) * 7 + Number(d ?? 0))
}

/** Where an offer is, as a reader finds it: "Street 1, 80331 City" (what the listing states of it); '' when it states nothing. */
export function offerPlace(o: Offer): string {
  const a = o.location?.address
  if (!a) return ''
  const street = [a.street, a.houseNumber].filter(Boolean).join(' ')
  const place = [a.postCode, a.city].filter(Boolean).join(' ')
  return [street, place].filter(Boolean).join(', ') || a.unstructured || ''
}

export const priceOf = (o: Offer) => o.salePrice ?? o.rentNet
export const pricePerSqmOf = (o: Offer) => o.salePricePerSqm ?? o.rentNetPerSqm

export function buildRows(
  items: readonly Offer[],
  marks: Readonly<Record<string, OfferMark>>,
  endedIds: ReadonlySet<string>,
  outlierRule: boolean
): { rows: OfferRow[]; fences: Fences | null } {
  // The same rule as the saved set's kept count (countKept in stats.ts): one count everywhere.
  const fences = keptFences(
    items.map((o) => ({ id: o.id, pricePerSqm: pricePerSqmOf(o) })),
    marks,
    outlierRule
  )
  const rows = items.map((offer) => {
    const mark = marks[offer.id]
    const ppsqm = pricePerSqmOf(offer)
    return {
      offer,
      id: offer.id,
      price: priceOf(offer),
      pricePerSqm: ppsqm,
      durationDays: durationDays(offer.marketDuration),
      pinned: !!mark?.pinned,
      excluded: !!mark?.excludedReason,
      // A pinned offer is the appraiser's explicit choice: the rule never hides it.
      outlier: isOutlier({ pricePerSqm: ppsqm }, mark, fences),
      ended: endedIds.has(offer.id)
    }
  })
  return { rows, fences }
}

const valueOf: Record<SortKey, (r: OfferRow) => number | string | undefined> = {
  similarity: (r) => r.offer.similarityScore,
  distance: (r) => r.offer.distance,
  price: (r) => r.price,
  pricePerSqm: (r) => r.pricePerSqm,
  livingArea: (r) => r.offer.livingArea,
  rooms: (r) => r.offer.numberOfRooms,
  buildingYear: (r) => r.offer.buildingYear,
  startDate: (r) => r.offer.startDate,
  endDate: (r) => r.offer.endDate,
  duration: (r) => r.durationDays
}

/** Sorted copy; missing values last in either direction. */
export function sortRows(rows: readonly OfferRow[], key: SortKey, direction: 'asc' | 'desc'): OfferRow[] {
  const get = valueOf[key]
  const sign = direction === 'asc' ? 1 : -1
  return rows.slice().sort((a, b) => {
    const x = get(a)
    const y = get(b)
    if (x === undefined) return y === undefined ? 0 : 1
    if (y === undefined) return -1
    return (x < y ? -1 : x > y ? 1 : 0) * sign
  })
}
