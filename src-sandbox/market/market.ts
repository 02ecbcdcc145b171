// The in-memory market: columns, a static spatial index and per-division offer lists, with the
// queries of the Market interface (types.ts).
import KDBush from 'kdbush'
import { around } from 'geokdbush'
import type { Offer, PriceFilterExpose } from '@shared/api'
import { dateToDay, dayToDate, monthOf } from './dates'
import { mix32 } from './prng'
import { quantileSorted } from './stats'
import {
  CONDITION_LABELS, KIND_APARTMENT, MISSING_INT, NO_CODE, NO_STREET, OBJECT_TYPES, QUALITY_CLASSES, UNKNOWN,
  type Comparable, type ComparableQuery, type Market, type MarketColumns, type MarketTables, type OfferRecord,
  type ObjectTypeInfo, type RegionRef, type SeriesPoint, type SeriesQuery
} from './types'

const EARTH_RADIUS_M = 6_371_000
const RAD = Math.PI / 180
const ID_MULT = 0x9e3779b1
const OBJECT_TYPE_BY_CODE = new Map<number, ObjectTypeInfo>(OBJECT_TYPES.map((t) => [t.code, t]))

function modularInverse(k: number): number {
  let inv = k
  for (let i = 0; i < 5; i++) inv = Math.imul(inv, 2 - Math.imul(k, inv))
  return inv
}
const ID_INV = modularInverse(ID_MULT)

export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD
  const dLon = (lon2 - lon1) * RAD
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

const tri = (v: number): boolean | null => (v === UNKNOWN ? null : v === 1)
const num = (v: number): number | null => (Number.isNaN(v) ? null : v)
const int = (v: number): number | null => (v === MISSING_INT ? null : v)
const r2 = (x: number): number => Math.round(x * 100) / 100

/** Offers of each division value, ascending, as one flat array with offsets (counting sort). */
class Grouping {
  readonly offsets: Uint32Array
  readonly items: Uint32Array
  constructor(keys: ArrayLike<number>, groups: number) {
    const counts = new Uint32Array(groups + 1)
    for (let i = 0; i < keys.length; i++) counts[keys[i] + 1]++
    for (let g = 0; g < groups; g++) counts[g + 1] += counts[g]
    this.offsets = counts
    this.items = new Uint32Array(keys.length)
    const fill = counts.slice(0, groups)
    for (let i = 0; i < keys.length; i++) this.items[fill[keys[i]]++] = i
  }
  of(group: number): Uint32Array {
    if (group < 0 || group + 1 >= this.offsets.length) return new Uint32Array(0)
    return this.items.subarray(this.offsets[group], this.offsets[group + 1])
  }
}

class Lru<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key)
    if (v !== undefined) { this.map.delete(key); this.map.set(key, v) }
    return v
  }
  set(key: string, v: V): void {
    this.map.delete(key)
    this.map.set(key, v)
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string)
  }
}

export interface MarketParts {
  seed: number
  asOf: string
  cols: MarketColumns
  tables: MarketTables
  index: KDBush
  indexIds: Uint32Array
}

/** Builds the spatial index over the offers with published coordinates. */
export function buildIndex(cols: MarketColumns): { index: KDBush; indexIds: Uint32Array } {
  const n = cols.lat.length
  let m = 0
  for (let i = 0; i < n; i++) if (cols.hasCoords[i]) m++
  const index = new KDBush(m, 64, Float64Array)
  const indexIds = new Uint32Array(m)
  for (let i = 0; i < n; i++) {
    if (!cols.hasCoords[i]) continue
    indexIds[index.add(cols.lon[i], cols.lat[i])] = i
  }
  index.finish()
  return { index, indexIds }
}

export class MarketImpl implements Market {
  readonly size: number
  readonly seed: number
  readonly firstDate = '2018-02-01'
  readonly asOf: string
  readonly cols: MarketColumns
  readonly tables: MarketTables
  private readonly index: KDBush
  private readonly indexIds: Uint32Array
  private readonly idMask: number
  // Derived lookups are built on first use, so a start from the snapshot does no per-offer work.
  private isNewCache: Uint8Array | null = null
  private readonly groupings: (Grouping | null)[] = [null, null, null, null]
  private readonly postalCodeIx: Map<string, number>
  private readonly municipalityIx: Map<string, number>
  private readonly countyIx: Map<string, number>
  private readonly stateIx: Map<string, number>
  private readonly seriesCache = new Lru<SeriesPoint[]>(256)
  private allCache: Uint32Array | null = null

  constructor(p: MarketParts) {
    this.seed = p.seed
    this.asOf = p.asOf
    this.cols = p.cols
    this.tables = p.tables
    this.index = p.index
    this.indexIds = p.indexIds
    this.size = p.cols.lat.length
    this.idMask = mix32(p.seed, 0x1d) & 0x7fffffff
    const ix = (list: string[]) => new Map(list.map((v, k) => [v, k]))
    this.postalCodeIx = ix(p.tables.postalCodes)
    this.municipalityIx = ix(p.tables.municipalityIds)
    this.countyIx = ix(p.tables.countyIds)
    this.stateIx = ix(p.tables.stateIds)
  }

  /** 1 when the offer counts as new construction (OfferRecord.isNew). */
  get isNew(): Uint8Array {
    if (this.isNewCache) return this.isNewCache
    const c = this.cols
    // Year of each day from 1970 to 2100, for the "new construction" test without Date objects.
    const yearStart: number[] = []
    for (let y = 1970; y <= 2101; y++) yearStart.push(dateToDay(`${y}-01-01`))
    const isNew = new Uint8Array(this.size)
    for (let i = 0; i < this.size; i++) {
      if (c.firstOccupancy[i] === 1) { isNew[i] = 1; continue }
      const by = c.buildingYear[i]
      if (by === MISSING_INT) continue
      let y = 1970 + Math.floor((c.startDay[i] - yearStart[0]) / 365.2425)
      if (c.startDay[i] < yearStart[y - 1970]) y--
      else if (c.startDay[i] >= yearStart[y - 1969]) y++
      if (by >= y - 3) isNew[i] = 1
    }
    return (this.isNewCache = isNew)
  }

  private grouping(level: 0 | 1 | 2 | 3): Grouping {
    const g = this.groupings[level]
    if (g) return g
    const c = this.cols
    const t = this.tables
    const [keys, groups] = [[c.postalCode, t.postalCodes.length], [c.municipality, t.municipalityIds.length], [c.county, t.countyIds.length], [c.state, t.stateIds.length]][level] as [ArrayLike<number>, number]
    return (this.groupings[level] = new Grouping(keys, groups))
  }

  id(i: number): string {
    return (Math.imul(i ^ this.idMask, ID_MULT) >>> 0).toString(16).padStart(8, '0')
  }

  /** The v1 url_id: the same number as the id, as an integer. */
  urlId(i: number): number {
    return Math.imul(i ^ this.idMask, ID_MULT) >>> 0
  }

  indexOfId(id: string): number {
    if (!/^[0-9a-f]{8}$/.test(id)) return -1
    const i = (Math.imul(parseInt(id, 16), ID_INV) ^ this.idMask) >>> 0
    return i < this.size ? i : -1
  }

  distanceM(i: number, lat: number, lon: number): number {
    return haversineM(lat, lon, this.cols.lat[i], this.cols.lon[i])
  }

  within(lat: number, lon: number, radiusM: number): Uint32Array {
    const dLat = (radiusM / EARTH_RADIUS_M) / RAD
    const dLon = dLat / Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD))
    const hits = this.index.range(lon - dLon, lat - dLat, lon + dLon, lat + dLat)
    const out = new Uint32Array(hits.length)
    let k = 0
    const { lat: la, lon: lo } = this.cols
    for (const h of hits) {
      const i = this.indexIds[h]
      if (haversineM(lat, lon, la[i], lo[i]) <= radiusM) out[k++] = i
    }
    return out.subarray(0, k)
  }

  nearest(lat: number, lon: number, n: number, opts: { maxRadiusM?: number; filter?: (i: number) => boolean } = {}): number[] {
    const ids = this.indexIds
    const filter = opts.filter
    const found = around(this.index, lon, lat, n, opts.maxRadiusM === undefined ? Infinity : opts.maxRadiusM / 1000,
      filter ? (h: number) => filter(ids[h]) : undefined)
    return found.map((h) => ids[h])
  }

  inPostalCode(code: string): Uint32Array {
    return this.grouping(0).of(this.postalCodeIx.get(code) ?? -1)
  }
  inMunicipality(id: string): Uint32Array {
    return this.grouping(1).of(this.municipalityIx.get(id) ?? -1)
  }
  inCounty(id: string): Uint32Array {
    return this.grouping(2).of(this.countyIx.get(id) ?? -1)
  }
  inState(id: string): Uint32Array {
    return this.grouping(3).of(this.stateIx.get(id) ?? -1)
  }
  inRegion(region: RegionRef): Uint32Array {
    switch (region.level) {
      case 'country': return (this.allCache ??= Uint32Array.from({ length: this.size }, (_, i) => i))
      case 'state': return this.inState(region.id)
      case 'county': return this.inCounty(region.id)
      case 'municipality': return this.inMunicipality(region.id)
      case 'postalCode': return this.inPostalCode(region.code)
      case 'circle': return this.within(region.lat, region.lon, region.radiusM)
    }
  }

  record(i: number): OfferRecord {
    const c = this.cols
    const type = OBJECT_TYPE_BY_CODE.get(c.objectType[i])!
    const cond = c.condition[i] === NO_CODE ? null : CONDITION_LABELS[c.condition[i]]
    const street = c.street[i] === NO_STREET ? null : this.tables.streets[c.street[i]]
    const muni = c.municipality[i]
    return {
      index: i,
      id: this.id(i),
      deal: c.deal[i] === 0 ? 'sale' : 'rent',
      kind: c.kind[i] === KIND_APARTMENT ? 'apartment' : 'house',
      objectType: type.code,
      objectTypeName: type.name,
      subtype: type.subtype,
      lat: c.hasCoords[i] ? c.lat[i] : null,
      lon: c.hasCoords[i] ? c.lon[i] : null,
      price: c.price[i],
      pricePerSqm: r2(c.pricePerSqm[i]),
      additionalCosts: num(c.additionalCosts[i]),
      livingArea: r2(c.livingArea[i]),
      landArea: num(c.landArea[i]),
      usableArea: num(c.usableArea[i]),
      rooms: num(c.rooms[i]),
      buildingYear: int(c.buildingYear[i]),
      floor: int(c.floor[i]),
      startDate: dayToDate(c.startDay[i]),
      endDate: dayToDate(c.endDay[i]),
      durationDays: c.endDay[i] - c.startDay[i],
      availableFrom: c.availableFromDay[i] === MISSING_INT ? null : dayToDate(c.availableFromDay[i]),
      condition: cond?.label ?? null,
      conditionClass: cond?.conditionClass ?? null,
      quality: c.quality[i] === NO_CODE ? null : QUALITY_CLASSES[c.quality[i]],
      firstOccupancy: tri(c.firstOccupancy[i]),
      barrierFree: tri(c.barrierFree[i]),
      furnished: tri(c.furnished[i]),
      subsidized: tri(c.subsidized[i]),
      kitchen: tri(c.kitchen[i]),
      balcony: tri(c.balcony[i]),
      lift: tri(c.lift[i]),
      parking: tri(c.parking[i]),
      underfloorHeating: tri(c.underfloorHeating[i]),
      isNew: this.isNew[i] === 1,
      source: this.tables.sources[c.source[i]],
      street,
      houseNumber: street && c.houseNumber[i] ? String(c.houseNumber[i]) : null,
      postCode: this.tables.postalCodes[c.postalCode[i]],
      city: this.tables.municipalityNames[muni],
      municipalityId: this.tables.municipalityIds[muni],
      countyId: this.tables.countyIds[c.county[i]],
      stateId: this.tables.stateIds[c.state[i]]
    }
  }

  toOffer(i: number, opts: { distanceM?: number; baseUrl?: string } = {}): Offer {
    const r = this.record(i)
    const o: Offer = { id: r.id, dealType: r.deal, propertyType: { code: r.kind }, source: r.source, startDate: r.startDate, endDate: r.endDate, marketDuration: `P${r.durationDays}D` }
    const images: { url: string }[] = []
    for (let k = 1; k <= this.cols.imageCount[i]; k++) images.push({ url: `${opts.baseUrl ?? ''}/media/offers/${r.id}/${k}.svg` })
    o.images = images
    const address: NonNullable<Offer['location']>['address'] = { postCode: r.postCode, city: r.city }
    if (r.street) address.street = r.street
    if (r.houseNumber) address.houseNumber = r.houseNumber
    o.location = r.lat !== null && r.lon !== null ? { address, coordinates: { latitude: r2e6(r.lat), longitude: r2e6(r.lon) } } : { address }
    if (opts.distanceM !== undefined) o.distance = Math.round(opts.distanceM * 10) / 10
    if (r.condition) o.objectCondition = r.condition
    if (r.deal === 'sale') { o.salePrice = r.price; o.salePricePerSqm = r.pricePerSqm } else { o.rentNet = r.price; o.rentNetPerSqm = r.pricePerSqm }
    if (r.additionalCosts !== null) { o.additionalCosts = r.additionalCosts; o.additionalCostsPerSqm = r2(r.additionalCosts / r.livingArea) }
    o.currency = 'EUR'
    if (r.floor !== null) o.floorNumber = r.floor
    if (r.rooms !== null) o.numberOfRooms = r.rooms
    if (r.buildingYear !== null) o.buildingYear = r.buildingYear
    o.livingArea = r.livingArea
    if (r.landArea !== null) o.landArea = r.landArea
    if (r.usableArea !== null) o.usableArea = r.usableArea
    if (r.availableFrom) o.availableFrom = r.availableFrom
    const flags: [keyof Offer, boolean | null][] = [
      ['isFirstOccupancy', r.firstOccupancy], ['isBarrierFree', r.barrierFree], ['isFurnished', r.furnished],
      ['isSubsidizedHousing', r.subsidized], ['hasKitchen', r.kitchen], ['hasBalconyOrTerrace', r.balcony],
      ['hasLift', r.lift], ['hasParkingSpace', r.parking], ['hasUnderfloorHeating', r.underfloorHeating]
    ]
    for (const [k, v] of flags) if (v !== null) (o as Record<string, unknown>)[k] = v
    return o
  }

  toExpose(i: number): PriceFilterExpose {
    // Straight from the columns (no OfferRecord): price_filter serialises up to 3000 of these per answer.
    const c = this.cols
    const t = this.tables
    const days = c.endDay[i] - c.startDay[i]
    const streetName = c.street[i] === NO_STREET ? null : t.streets[c.street[i]]
    const rent = c.deal[i] === 1
    const cond = c.condition[i]
    return {
      url_id: this.urlId(i),
      source: t.sources[c.source[i]],
      start_date: dayToDate(c.startDay[i]),
      end_date: dayToDate(c.endDay[i]),
      duration: `${days} ${days === 1 ? 'Tag' : 'Tage'}`,
      offer_type: rent ? 'rent' : 'buy',
      street: streetName ? (c.houseNumber[i] ? `${streetName} ${c.houseNumber[i]}` : streetName) : null,
      postcode: t.postalCodes[c.postalCode[i]],
      city: t.municipalityNames[c.municipality[i]],
      cold_rent: rent ? c.price[i] : null,
      price_square_meter: r2(c.pricePerSqm[i]),
      additional_cost: num(c.additionalCosts[i]),
      floor: int(c.floor[i]),
      rooms: num(c.rooms[i]),
      living_area: r2(c.livingArea[i]),
      usable_area: num(c.usableArea[i]),
      land_area: num(c.landArea[i]),
      construction_year: int(c.buildingYear[i]),
      vacant_from: c.availableFromDay[i] === MISSING_INT ? null : dayToDate(c.availableFromDay[i]),
      object_condition: cond === NO_CODE ? null : CONDITION_LABELS[cond].label,
      object_type: OBJECT_TYPE_BY_CODE.get(c.objectType[i])!.name,
      first_occupancy: tri(c.firstOccupancy[i]),
      kitchen: tri(c.kitchen[i]),
      balcony_terrace: tri(c.balcony[i]),
      barrier_free: tri(c.barrierFree[i]),
      lift: tri(c.lift[i]),
      parking_space: tri(c.parking[i]),
      furnished: tri(c.furnished[i]),
      underfloor_heating: tri(c.underfloorHeating[i]),
      subsidized_housing_permit: tri(c.subsidized[i])
    }
  }

  private matchesSeries(i: number, q: SeriesQuery): boolean {
    const c = this.cols
    if (c.deal[i] !== (q.deal === 'sale' ? 0 : 1)) return false
    if (q.kind && c.kind[i] !== (q.kind === 'apartment' ? 0 : 1)) return false
    if (q.age && (this.isNew[i] === 1) !== (q.age === 'new')) return false
    return true
  }

  private series(region: RegionRef, q: SeriesQuery, value: (i: number) => number, what: string): SeriesPoint[] {
    const key = `${what}|${JSON.stringify(region)}|${q.deal}|${q.kind ?? ''}|${q.age ?? ''}|${q.step}|${q.minCount ?? 3}`
    const hit = this.seriesCache.get(key)
    if (hit) return hit
    const labels: string[] = []
    const bucketOf = new Map<string, number>()
    const first = dateToDay(this.firstDate)
    const last = dateToDay(this.asOf)
    for (let d = first; d <= last; d += 27) {
      const x = q.step === 'month' ? monthOf(d) : dayToDate(d).slice(0, 4)
      if (!bucketOf.has(x)) { bucketOf.set(x, labels.length); labels.push(x) }
    }
    const lastX = q.step === 'month' ? monthOf(last) : this.asOf.slice(0, 4)
    if (!bucketOf.has(lastX)) { bucketOf.set(lastX, labels.length); labels.push(lastX) }
    // Bucket boundaries as days, so each offer's bucket is a binary search, not a date format.
    const starts = labels.map((x) => dateToDay(q.step === 'month' ? x : `${x}-01-01`))
    starts[0] = first
    const values: number[][] = labels.map(() => [])
    const offers = this.inRegion(region)
    for (let k = 0; k < offers.length; k++) {
      const i = offers[k]
      if (!this.matchesSeries(i, q)) continue
      const day = this.cols.startDay[i]
      let lo = 0
      let hi = starts.length - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1
        if (starts[mid] <= day) lo = mid
        else hi = mid - 1
      }
      values[lo].push(value(i))
    }
    const min = q.minCount ?? 3
    const out = labels.map((x, b) => {
      const v = Float64Array.from(values[b]).sort()
      const m = v.length >= min ? quantileSorted(v, 0.5) : null
      return { x, y: m === null ? null : r2(m), n: v.length }
    })
    this.seriesCache.set(key, out)
    return out
  }

  priceDevelopment(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.pricePerSqm[i], 'price')
  }

  marketDurations(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.endDay[i] - this.cols.startDay[i], 'duration')
  }

  comparables(q: ComparableQuery): Comparable[] {
    const c = this.cols
    const deal = q.deal === 'sale' ? 0 : 1
    const kind = q.kind === undefined ? -1 : q.kind === 'apartment' ? 0 : 1
    const types = q.objectTypes ? new Set(q.objectTypes) : null
    const since = q.since ? dateToDay(q.since) : -Infinity
    const la = q.livingArea
    const by = q.buildingYear
    const filter = (i: number): boolean => {
      if (c.deal[i] !== deal) return false
      if (kind >= 0 && c.kind[i] !== kind) return false
      if (types && !types.has(c.objectType[i])) return false
      if (c.startDay[i] < since) return false
      if (la && ((la.min !== undefined && c.livingArea[i] < la.min) || (la.max !== undefined && c.livingArea[i] > la.max))) return false
      if (by) {
        const y = c.buildingYear[i]
        if (y === MISSING_INT || (by.min !== undefined && y < by.min) || (by.max !== undefined && y > by.max)) return false
      }
      return q.filter ? q.filter(i) : true
    }
    return this.nearest(q.lat, q.lon, q.n, { maxRadiusM: q.maxRadiusM ?? 10_000, filter })
      .map((i) => ({ index: i, distanceM: this.distanceM(i, q.lat, q.lon), record: this.record(i) }))
  }
}

const r2e6 = (x: number): number => Math.round(x * 1e6) / 1e6
