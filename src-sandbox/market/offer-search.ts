// v2 offer search over the market: filters, circle or postal code area, ordering with several keys
// (similarityScore after all others), similarity to a reference property, limit/offset with the caps.
import type { Offer, OffersSearchRequest } from '@shared/api'
import { dateToDay } from './dates'
import { equipmentMatcher, outside } from './matching'
import type { MarketImpl } from './market'
import { offerJsonWriter, type ByteSink } from './offer-json'
import { similarityScorer } from './similarity'
import { DEAL_RENT, DEAL_SALE, KIND_APARTMENT, KIND_HOUSE, MISSING_INT, OBJECT_TYPES } from './types'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'

export const SEARCH_CAP: number = OFFER_SEARCH_DEFAULTS.limit

export type SearchArea =
  { kind: 'circle'; lat: number; lon: number; radiusM: number } | { kind: 'postalCode'; code: string }

type Filters = OffersSearchRequest['filters']
type OrderField = NonNullable<OffersSearchRequest['orderBy']>[number]['field']

/** filters.propertyType codes: apartment, house, or a portfolio subtype (apartment_penthouse, house_row...). */
export function propertyTypeCodes(codes: string[]): { objectTypes: Set<number> } | { invalid: number } {
  const out = new Set<number>()
  for (let k = 0; k < codes.length; k++) {
    const code = codes[k]
    const matches =
      code === 'apartment'
        ? OBJECT_TYPES.filter((t) => t.kind === KIND_APARTMENT)
        : code === 'house'
          ? OBJECT_TYPES.filter((t) => t.kind === KIND_HOUSE)
          : OBJECT_TYPES.filter((t) => t.subtype === code)
    if (matches.length === 0) return { invalid: k }
    for (const t of matches) out.add(t.code)
  }
  return { objectTypes: out }
}

/**
 * The filter rules, read literally: startDate.max and endDate.min are ignored; isFurnished and
 * isSubsidizedHousing default to false, and false keeps only offers not marked furnished/subsidised
 * (true keeps only the marked ones); isFirstOccupancy true keeps only first occupancy, false is
 * ignored. A range on a field an offer does not state leaves the offer out.
 */
export function searchMatcher(m: MarketImpl, f: Filters, objectTypes: Set<number> | null): (i: number) => boolean {
  const {
    deal: cDeal,
    objectType: cType,
    startDay: cStart,
    endDay: cEnd,
    price: cPrice,
    pricePerSqm: cPpsqm,
    rooms: cRooms,
    livingArea: cArea,
    buildingYear: cYear
  } = m.cols
  const deal = f.dealType === undefined ? -1 : f.dealType === 'sale' ? DEAL_SALE : DEAL_RENT
  const startMin = f.startDate?.min !== undefined ? dateToDay(f.startDate.min) : -Infinity
  const endMax = f.endDate?.max !== undefined ? dateToDay(f.endDate.max) : Infinity
  const equipped = equipmentMatcher(m.cols, {
    furnished: f.isFurnished === true,
    subsidized: f.isSubsidizedHousing === true,
    firstOccupancy: f.isFirstOccupancy === true
  })
  // Ranges as plain bounds (an open end is infinite); rooms and building year leave out offers that do not state them.
  const lo = (r: { min?: number } | undefined): number => r?.min ?? -Infinity
  const hi = (r: { max?: number } | undefined): number => r?.max ?? Infinity
  const { price, pricePerSqm, numberOfRooms, livingArea, buildingYear } = f
  const priceMin = lo(price),
    priceMax = hi(price),
    ppsqmMin = lo(pricePerSqm),
    ppsqmMax = hi(pricePerSqm)
  const areaMin = lo(livingArea),
    areaMax = hi(livingArea)
  const rooms = numberOfRooms !== undefined,
    roomsMin = lo(numberOfRooms),
    roomsMax = hi(numberOfRooms)
  const year = buildingYear !== undefined,
    yearMin = lo(buildingYear),
    yearMax = hi(buildingYear)
  return (i) => {
    if (deal >= 0 && cDeal[i] !== deal) return false
    if (objectTypes && !objectTypes.has(cType[i])) return false
    if (cStart[i] < startMin || cEnd[i] > endMax) return false
    if (outside(cPrice[i], priceMin, priceMax)) return false
    if (outside(cPpsqm[i], ppsqmMin, ppsqmMax)) return false
    if (outside(cArea[i], areaMin, areaMax)) return false
    if (rooms) {
      const r = cRooms[i]
      if (!(r >= roomsMin && r <= roomsMax)) return false
    }
    if (year) {
      const y = cYear[i]
      if (y === MISSING_INT || outside(y, yearMin, yearMax)) return false
    }
    return equipped(i)
  }
}

/**
 * The value an order key sorts by; NaN when the offer has none (such offers sort last either way).
 * Distances sort in whole millimetres (`distanceMm`), so two offers at the same distance to the
 * millimetre tie and the ordinal decides, whatever the last bits of their great-circle distances.
 */
function keyValue(
  m: MarketImpl,
  field: OrderField,
  i: number,
  distanceMm: Float64Array | null,
  pos: number,
  score: Float64Array | null
): number {
  const c = m.cols
  switch (field) {
    case 'distance':
      return distanceMm ? distanceMm[pos] : NaN
    case 'startDate':
      return c.startDay[i]
    case 'endDate':
      return c.endDay[i]
    case 'salePrice':
      return c.deal[i] === DEAL_SALE ? c.price[i] : NaN
    case 'salePricePerSqm':
      return c.deal[i] === DEAL_SALE ? c.pricePerSqm[i] : NaN
    case 'rentNet':
      return c.deal[i] === DEAL_RENT ? c.price[i] : NaN
    case 'rentNetPerSqm':
      return c.deal[i] === DEAL_RENT ? c.pricePerSqm[i] : NaN
    case 'livingArea':
      return c.livingArea[i]
    case 'buildingYear':
      return c.buildingYear[i] === MISSING_INT ? NaN : c.buildingYear[i]
    case 'similarityScore':
      return score ? score[pos] : NaN
  }
}

export interface SearchResult {
  items: Offer[]
  totalItems: number
}

export interface SearchInput {
  area: SearchArea
  filters: Filters
  objectTypes: Set<number> | null
  referenceProperty?: OffersSearchRequest['referenceProperty']
  orderBy?: OffersSearchRequest['orderBy']
  limit: number
  offset: number
  baseUrl?: string
}

/** The k-th smallest (0-based) of `v`, reordering `v` (quickselect, Hoare partition around the median of three). */
function kthSmallest(v: Float64Array, k: number): number {
  let lo = 0
  let hi = v.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const a = v[lo],
      b = v[mid],
      c = v[hi]
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b
    let i = lo
    let j = hi
    while (i <= j) {
      while (v[i] < pivot) i++
      while (v[j] > pivot) j--
      if (i <= j) {
        const t = v[i]
        v[i] = v[j]
        v[j] = t
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else return v[k]
  }
  return v[k]
}

/**
 * The first `count` positions by `values` ascending, ties broken by `tie`: the k-th value is found by
 * quickselect, so only the chosen positions are sorted with a comparator (price_filter's 3000 closest).
 */
export function topKByValue(values: Float64Array, count: number, tie: (a: number, b: number) => number): number[] {
  const n = values.length
  const k = Math.min(n, Math.max(0, count))
  let chosen: number[] = []
  if (k === n) chosen = Array.from({ length: n }, (_, x) => x)
  else if (k > 0) {
    const t = kthSmallest(values.slice(), k - 1)
    const ties: number[] = []
    for (let x = 0; x < n; x++) {
      if (values[x] < t) chosen.push(x)
      else if (values[x] === t) ties.push(x)
    }
    ties.sort(tie)
    for (let x = 0; chosen.length < k; x++) chosen.push(ties[x])
  }
  return sortByValue(chosen, values, tie)
}

const F64 = new Float64Array(1)
const U32 = new Uint32Array(F64.buffer)
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
/** Positions are packed below the high word of their value in one double: up to 2^21 of them. */
const POS_SPAN = 2 ** 21

/**
 * Positions by `values` ascending, ties by `tie`. The high 32 bits of a double order like the value
 * (those of negative values in reverse, so they are flipped and put below the non-negative ones: descending
 * order keys arrive negated), so each position's key is (that word, position) packed into one double and
 * sorted natively, a third of the time of a comparator sort of 3,000; only runs of positions sharing a
 * high word (values within about 1e-6 of each other) are then sorted by the comparator.
 */
export function sortByValue(
  positions: number[],
  values: Float64Array,
  tie: (a: number, b: number) => number
): number[] {
  const n = positions.length
  const cmp = (a: number, b: number) => (values[a] === values[b] ? tie(a, b) : values[a] - values[b])
  if (n < 64 || n > POS_SPAN || !LITTLE_ENDIAN) return positions.sort(cmp)
  const keys = new Float64Array(n)
  for (let p = 0; p < n; p++) {
    const v = values[positions[p]]
    // NaN does not order, and -0 would come before 0, which it equals.
    if (Number.isNaN(v) || (v === 0 && 1 / v < 0)) return positions.sort(cmp)
    F64[0] = v
    const high = U32[1]
    keys[p] = (v >= 0 ? high + 2 ** 31 : 2 ** 32 - 1 - high) * POS_SPAN + p
  }
  keys.sort()
  const out = new Array<number>(n)
  for (let p = 0; p < n; p++) out[p] = positions[keys[p] % POS_SPAN]
  let from = 0
  for (let p = 1; p <= n; p++) {
    if (p < n && Math.floor(keys[p] / POS_SPAN) === Math.floor(keys[from] / POS_SPAN)) continue
    if (p - from > 1) {
      const run = out.slice(from, p).sort(cmp)
      for (let q = from; q < p; q++) out[q] = run[q - from]
    }
    from = p
  }
  return out
}

/**
 * Matching offer indices in result order, with distances and scores: `n` matches in all, `order` the
 * first `count` of them (default all).
 */
export function searchOrder(
  m: MarketImpl,
  s: SearchInput,
  count = Infinity
): { order: number[]; n: number; offers: Uint32Array; distance: Float64Array | null; score: Float64Array | null } {
  const candidates =
    s.area.kind === 'circle' ? m.within(s.area.lat, s.area.lon, s.area.radiusM) : m.inPostalCode(s.area.code)
  const match = searchMatcher(m, s.filters, s.objectTypes)
  const kept: number[] = []
  for (let k = 0; k < candidates.length; k++) if (match(candidates[k])) kept.push(candidates[k])
  const offers = Uint32Array.from(kept)
  const n = offers.length
  let distance: Float64Array | null = null
  let distanceMm: Float64Array | null = null
  if (s.area.kind === 'circle') {
    distance = new Float64Array(n)
    distanceMm = new Float64Array(n)
    for (let k = 0; k < n; k++) {
      const d = m.distanceM(offers[k], s.area.lat, s.area.lon)
      distance[k] = d
      distanceMm[k] = Math.floor(d * 1000)
    }
  }
  const scorer = s.referenceProperty ? similarityScorer(m.cols, s.referenceProperty) : null
  let score: Float64Array | null = null
  if (scorer) {
    score = new Float64Array(n)
    for (let k = 0; k < n; k++) score[k] = scorer(offers[k]) ?? NaN
  }

  // Keys as given, but similarityScore moved behind all other criteria. Without orderBy: nearest first
  // in a circle, newest first in a postal code area. Market order (candidates come in it) breaks remaining ties.
  const given = s.orderBy ?? []
  const keys = [
    ...given.filter((o) => o.field !== 'similarityScore'),
    ...given.filter((o) => o.field === 'similarityScore')
  ].filter((o) => o.field !== 'distance' || distance)
  if (given.length === 0)
    keys.push(distance ? { field: 'distance', direction: 'asc' } : { field: 'startDate', direction: 'desc' })
  // Nearest first alone (the common case): quickselect on the distances in millimetres, ties in market order.
  if (keys.length === 1 && keys[0].field === 'distance' && keys[0].direction !== 'desc' && distanceMm) {
    return { order: topKByValue(distanceMm, Math.min(n, count), (a, b) => a - b), n, offers, distance, score }
  }
  // Only distance, in a postal code area: market order.
  if (keys.length === 0)
    return { order: Array.from({ length: Math.min(n, count) }, (_, x) => x), n, offers, distance, score }
  const columns = keys.map((o) => {
    const v = new Float64Array(n)
    for (let k = 0; k < n; k++) v[k] = keyValue(m, o.field, offers[k], distanceMm, k, score)
    return { v, sign: o.direction === 'desc' ? -1 : 1 }
  })
  const cmp = (a: number, b: number): number => {
    for (let c = 0; c < columns.length; c++) {
      const { v, sign } = columns[c]
      const x = v[a]
      const y = v[b]
      if (x === y) continue
      if (Number.isNaN(x)) {
        if (!Number.isNaN(y)) return 1
        continue
      }
      if (Number.isNaN(y)) return -1
      return x < y ? -sign : sign
    }
    return a - b
  }
  // The first key as one number ordering like it ascending (descending keys negated, missing values last
  // as +Infinity): quickselect on it picks the page without sorting every match, and the comparison of
  // all keys only orders offers with the same first key.
  const { v: firstKey, sign } = columns[0]
  const lead = new Float64Array(n)
  for (let k = 0; k < n; k++) {
    const x = firstKey[k]
    lead[k] = Number.isNaN(x) ? Infinity : sign * x
  }
  return { order: topKByValue(lead, Math.min(n, count), cmp), n, offers, distance, score }
}

/** What searchOrder finds: the matches in answer order (up to a count), with distances and scores. */
export type SearchFound = ReturnType<typeof searchOrder>

const ITEMS = Buffer.from('{"items":[')

/**
 * Writes the search's answer into the sink as JSON: `{"items":[...],"totalItems":n,"meta":<meta>}`, byte
 * for byte what JSON.stringify made of searchOffers' answer with that meta (the offers written from the
 * columns: offer-json.ts). `meta` is JSON text; `found`, searchOrder's result for the search (found here
 * by default). Returns totalItems and the offers' market indexes in answer order.
 */
export function searchOffersJson(
  m: MarketImpl,
  s: SearchInput,
  sink: ByteSink,
  meta = 'null',
  cap = SEARCH_CAP,
  found: SearchFound = searchOrder(m, s, Math.min(cap, s.offset + s.limit))
): { totalItems: number; indexes: number[] } {
  const { order, n, offers, distance, score } = found
  const capped = Math.min(n, cap)
  const end = Math.min(capped, s.offset + s.limit)
  const write = offerJsonWriter(m, s.baseUrl)
  const indexes: number[] = []
  sink.ensure(ITEMS.length)
  sink.off += ITEMS.copy(sink.buf, sink.off)
  for (let r = s.offset; r < end; r++) {
    const k = order[r]
    if (r > s.offset) {
      sink.ensure(1)
      sink.buf[sink.off++] = 44
    }
    write(sink, offers[k], distance ? distance[k] : undefined, score ? score[k] : NaN)
    indexes.push(offers[k])
  }
  sink.text(`],"totalItems":${capped},"meta":${meta}}`)
  return { totalItems: capped, indexes }
}

export function searchOffers(m: MarketImpl, s: SearchInput, cap = SEARCH_CAP): SearchResult {
  const { order, n, offers, distance, score } = searchOrder(m, s, Math.min(cap, s.offset + s.limit))
  const capped = Math.min(n, cap)
  const end = Math.min(capped, s.offset + s.limit)
  const items: Offer[] = []
  for (let r = s.offset; r < end; r++) {
    const k = order[r]
    const offer = m.toOffer(offers[k], { distanceM: distance ? distance[k] : undefined, baseUrl: s.baseUrl })
    if (score && !Number.isNaN(score[k])) offer.similarityScore = Math.round(score[k] * 1e6) / 1e6
    items.push(offer)
  }
  return { items, totalItems: capped }
}
