// v1 price filter over the market: region rule, parameter defaults and internal bounds, the 3000
// closest matching exposés and the statistics over them (all prices per square metre).
import { LRUCache } from 'lru-cache'
import type { GeoPoint, Geography } from '../geo/types'
import type { PriceFilterExpose } from '@shared/api'
import { dateToDay } from './dates'
import { equipmentMatcher, outside } from './matching'
import type { MarketImpl } from './market'
import { topKByValue } from './offer-search'
import { quantileSorted, round2 } from './stats'
import { DEAL_RENT, DEAL_SALE, KIND_APARTMENT, KIND_HOUSE, MISSING_INT, OBJECT_TYPES, type RegionRef } from './types'
import { MARKET_LIMITS } from '@shared/api/limits'

export const PRICE_FILTER_MAX_EXPOSES: number = MARKET_LIMITS.maxExposes
/** Internal per-sqm bounds, by type_of_demand. */
export const PRICE_BOUNDS = { rent: { min: 3, max: 40 }, buy: { min: 300, max: 20000 } } as const

/**
 * object_type group codes: 7 = every apartment type; 0 and 1 = every house type (the code list heads
 * the house group with 0, the example calls 1 "all houses"; both are accepted with that meaning).
 */
export function expandObjectTypes(codes: number[]): Set<number> | 'invalid' {
  const out = new Set<number>()
  for (const code of codes) {
    if (code === 7) OBJECT_TYPES.filter((t) => t.kind === KIND_APARTMENT).forEach((t) => out.add(t.code))
    else if (code === 0 || code === 1) OBJECT_TYPES.filter((t) => t.kind === KIND_HOUSE).forEach((t) => out.add(t.code))
    else if (OBJECT_TYPES.some((t) => t.code === code)) out.add(code)
    else return 'invalid'
  }
  return out
}

export interface PriceFilterParams {
  typeOfDemand: 'rent' | 'buy'
  rooms: { min: number; max: number }
  livingSpace: { min: number; max: number }
  /** Per sqm, already clamped to PRICE_BOUNDS. */
  price: { min: number; max: number }
  buildingYear: { min: number; max: number }
  /** null = all types. */
  objectTypes: Set<number> | null
  furnished: boolean
  subsidizedHousingPermit: boolean
  firstTimeUse: boolean
  /** Inclusive publication date range, YYYY-MM-DD. */
  startDate: string
  endDate: string
  radius?: number
}

/** The query with defaults applied and bounds enforced (the spec's table). */
export function resolveParams(q: Record<string, unknown>, asOf: string, currentYear: number): PriceFilterParams {
  const demand = q.type_of_demand === 'buy' ? 'buy' : 'rent'
  const bounds = PRICE_BOUNDS[demand]
  const n = (k: string, d: number): number => (typeof q[k] === 'number' ? (q[k] as number) : d)
  const codes = typeof q.object_type === 'string' ? q.object_type.split(',').map(Number) : null
  const types = codes ? expandObjectTypes(codes) : null
  return {
    typeOfDemand: demand,
    rooms: { min: n('rooms[min]', 1), max: n('rooms[max]', 7) },
    livingSpace: { min: n('living_space[min]', 15), max: n('living_space[max]', 400) },
    price: { min: Math.max(bounds.min, n('price[min]', 3)), max: Math.min(bounds.max, n('price[max]', 20000)) },
    buildingYear: { min: n('building_year[min]', 1800), max: n('building_year[max]', currentYear) },
    objectTypes: types === 'invalid' ? new Set() : types,
    furnished: q.furnished === true,
    subsidizedHousingPermit: q.subsidized_housing_permit === true,
    firstTimeUse: q.first_time_use === true,
    startDate: typeof q.start_date === 'string' ? q.start_date : '2018-02-01',
    endDate: typeof q.end_date === 'string' ? q.end_date : asOf,
    radius: typeof q.radius === 'number' ? q.radius : undefined
  }
}

/**
 * Whether an offer matches. Offers that do not state rooms or the building year pass the default
 * ranges (1..7 rooms, 1800..current year) but fail any narrower range. furnished, subsidized_housing_permit
 * and first_time_use follow the equipment rule of equipmentMatcher (matching.ts).
 */
export function priceFilterMatcher(m: MarketImpl, p: PriceFilterParams): (i: number) => boolean {
  const {
    deal: cDeal,
    startDay: cStart,
    pricePerSqm: cPpsqm,
    livingArea: cArea,
    rooms: cRooms,
    buildingYear: cYear,
    objectType: cType
  } = m.cols
  const deal = p.typeOfDemand === 'buy' ? DEAL_SALE : DEAL_RENT
  const startDay = dateToDay(p.startDate)
  const endDay = dateToDay(p.endDate)
  const types = p.objectTypes
  const currentYear = new Date().getUTCFullYear()
  const roomsUnknownPass = p.rooms.min <= 1 && p.rooms.max >= 7
  const yearUnknownPass = p.buildingYear.min <= 1800 && p.buildingYear.max >= currentYear
  const { min: priceMin, max: priceMax } = p.price
  const { min: areaMin, max: areaMax } = p.livingSpace
  const { min: roomsMin, max: roomsMax } = p.rooms
  const { min: yearMin, max: yearMax } = p.buildingYear
  const equipped = equipmentMatcher(m.cols, {
    furnished: p.furnished,
    subsidized: p.subsidizedHousingPermit,
    firstOccupancy: p.firstTimeUse
  })
  return (i) => {
    if (cDeal[i] !== deal) return false
    if (outside(cStart[i], startDay, endDay)) return false
    if (outside(cPpsqm[i], priceMin, priceMax)) return false
    if (outside(cArea[i], areaMin, areaMax)) return false
    const rooms = cRooms[i]
    if (Number.isNaN(rooms) ? !roomsUnknownPass : outside(rooms, roomsMin, roomsMax)) return false
    const year = cYear[i]
    if (year === MISSING_INT ? !yearUnknownPass : outside(year, yearMin, yearMax)) return false
    if (types && !types.has(cType[i])) return false
    return equipped(i)
  }
}

export interface PriceRegion {
  /** Cache key part: 'plz:80331', 'mun:09162000' or 'circle:lat,lon,r'. */
  key: string
  kind: 'postalCode' | 'municipality' | 'circle'
  offers: Uint32Array
}

/** Postal code area or municipality, whichever is smaller (by population); the circle when a radius is given. */
export function priceRegionRef(
  geo: Geography,
  point: GeoPoint,
  radius?: number
): RegionRef & { level: 'circle' | 'municipality' | 'postalCode' } {
  if (radius !== undefined) return { level: 'circle', lat: point.lat, lon: point.lon, radiusM: radius }
  const plz = geo.postalCode(point.postCode)
  const mun = geo.municipalityById(point.municipalityId)
  if (mun && plz && mun.population < plz.population) return { level: 'municipality', id: mun.id }
  return { level: 'postalCode', code: point.postCode }
}

export function priceRegion(m: MarketImpl, geo: Geography, point: GeoPoint, radius?: number): PriceRegion {
  const r = priceRegionRef(geo, point, radius)
  switch (r.level) {
    case 'circle':
      return {
        key: `circle:${point.lat.toFixed(6)},${point.lon.toFixed(6)},${r.radiusM}`,
        kind: 'circle',
        offers: m.within(r.lat, r.lon, r.radiusM)
      }
    case 'municipality':
      return { key: `mun:${r.id}`, kind: 'municipality', offers: m.inMunicipality(r.id) }
    default:
      return { key: `plz:${r.code}`, kind: 'postalCode', offers: m.inPostalCode(r.code) }
  }
}

export interface PriceStats {
  count: number
  median_duration: number | null
  median: number | null
  average: number | null
  minimum_price: number | null
  maximum_price: number | null
  interval: { '10': number | null; '90': number | null }
}

/** Statistics over the chosen offers: prices per sqm, durations in days; quantiles by linear interpolation. */
export function priceStats(m: MarketImpl, chosen: ArrayLike<number>): PriceStats {
  const n = chosen.length
  const prices = new Float64Array(n)
  const durations = new Float64Array(n)
  let sum = 0
  for (let k = 0; k < n; k++) {
    const i = chosen[k]
    prices[k] = m.cols.pricePerSqm[i]
    durations[k] = m.cols.endDay[i] - m.cols.startDay[i]
    sum += prices[k]
  }
  prices.sort()
  durations.sort()
  const r = (x: number | null): number | null => (x === null ? null : round2(x))
  return {
    count: n,
    median_duration: r(quantileSorted(durations, 0.5)),
    median: r(quantileSorted(prices, 0.5)),
    average: n ? round2(sum / n) : null,
    minimum_price: n ? round2(prices[0]) : null,
    maximum_price: n ? round2(prices[n - 1]) : null,
    interval: { '10': r(quantileSorted(prices, 0.1)), '90': r(quantileSorted(prices, 0.9)) }
  }
}

export interface PriceFilterAnswer extends PriceStats {
  exposes: PriceFilterExpose[]
}

/** Per (region, parameters): the matching offers in market order, and when they fit the cap, their statistics. */
interface CacheEntry {
  matching: Uint32Array
  stats: PriceStats | null
}

/**
 * The price filter with its cache of matching offers: at most `capacity` entries holding at most
 * `maxHeld` offer indexes in all (at real density one 10 km circle matches 100,000 offers: bounded by
 * entries alone, the cache grew the sandbox past 800 MB), emptied when generated pieces are dropped.
 */
export class PriceFilter {
  private readonly cache: LRUCache<string, CacheEntry>
  /** Offer indexes the entries hold. */
  private held = 0
  private epoch: number
  constructor(
    private readonly market: MarketImpl,
    private readonly geo: Geography,
    capacity = 500,
    private readonly maxExposes = PRICE_FILTER_MAX_EXPOSES,
    maxHeld = 2_000_000
  ) {
    this.epoch = market.epoch
    // An entry matching no offer counts as one (lru-cache sizes are positive).
    this.cache = new LRUCache({
      max: capacity,
      maxSize: maxHeld,
      sizeCalculation: (e) => Math.max(1, e.matching.length),
      dispose: (e) => {
        this.held -= e.matching.length
      }
    })
  }

  private matching(region: PriceRegion, p: PriceFilterParams): CacheEntry {
    // Offer indexes from before a drop are no longer valid.
    if (this.market.epoch !== this.epoch) {
      this.cache.clear()
      this.epoch = this.market.epoch
    }
    const key = `${region.key}|${JSON.stringify({ ...p, objectTypes: p.objectTypes ? [...p.objectTypes].sort((a, b) => a - b) : null })}`
    const hit = this.cache.get(key)
    if (hit) return hit
    const match = priceFilterMatcher(this.market, p)
    const out: number[] = []
    for (let k = 0; k < region.offers.length; k++) if (match(region.offers[k])) out.push(region.offers[k])
    const matching = Uint32Array.from(out)
    const entry = { matching, stats: matching.length <= this.maxExposes ? priceStats(this.market, matching) : null }
    // Least recently used out first; an entry larger than maxHeld alone is answered but not kept.
    this.cache.set(key, entry)
    if (this.cache.has(key)) this.held += matching.length
    return entry
  }

  /** The answer for a located point (without meta). */
  answer(point: GeoPoint, p: PriceFilterParams): PriceFilterAnswer {
    const m = this.market
    const region = priceRegion(m, this.geo, point, p.radius)
    const entry = this.matching(region, p)
    // Closest first; offers that publish no coordinates rank after all that do.
    const matching = entry.matching
    const d = new Float64Array(matching.length)
    for (let k = 0; k < matching.length; k++)
      d[k] = m.cols.hasCoords[matching[k]] ? m.distanceM(matching[k], point.lat, point.lon) : Infinity
    const ordinal = m.cols.ordinal
    const chosen = topKByValue(d, this.maxExposes, (a, b) => ordinal[matching[a]] - ordinal[matching[b]]).map(
      (k) => matching[k]
    )
    const stats = entry.stats ?? priceStats(m, chosen)
    return { ...stats, exposes: chosen.map((i) => m.toExpose(i)) }
  }
}
