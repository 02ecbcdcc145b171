// The side by side's cases, drawn at random from a seed over the whole request space of offers/search
// (the service interface's v2 offer search): circles around cities and villages with radii up to the
// API's maximum, or postal code areas; every order key in either direction, alone or combined, or none;
// limits up to 3,000 and offsets; 0 to 6 filters; sometimes a reference property. Each case is one such
// request; its n-th request moves a circle's centre by up to JITTER_M, so the requests of a case differ.
import type { OffersSearchRequest } from '@shared/api'
import { OrderByFields } from '@shared/api/v2-offers'
import type { Geography } from '@sandbox/geo/types'
import { dayToDate, dateToDay } from '@sandbox/market/dates'
import { Rng } from '@sandbox/market/prng'
import { OBJECT_TYPES } from '@sandbox/market/types'

/** How far a case's requests move its circle's centre (metres, each way). */
export const JITTER_M = 250

export interface SideCase {
  name: string
  body: (n: number) => OffersSearchRequest
  /** What the case can reach: a circle (its radius grown by the jitter) or a postal code area. */
  reach: { lat: number; lon: number; radiusM: number } | { postalCode: string }
}

type Filters = OffersSearchRequest['filters']
type Order = NonNullable<OffersSearchRequest['orderBy']>[number]

const round = (x: number, step: number): number => Math.round(x / step) * step
const pick = <T>(rng: Rng, list: readonly T[]): T => list[rng.int(0, list.length - 1)]

/** A range on a field: min only, max only, or both, within [lo, hi] in steps. */
function range(rng: Rng, lo: number, hi: number, step: number): { min?: number; max?: number } {
  const a = round(rng.range(lo, hi), step)
  const b = round(rng.range(a, hi + (hi - lo) * 0.5), step)
  const shape = rng.int(0, 2)
  return shape === 0 ? { min: a } : shape === 1 ? { max: b } : { min: a, max: b }
}

/** The filter makers, each adding one filter; `deal` is the deal type chosen so far (price ranges follow it). */
const FILTERS: ((rng: Rng, f: Filters, asOfDay: number) => void)[] = [
  (rng, f) => {
    f.dealType = rng.chance(0.5) ? 'sale' : 'rent'
  },
  (rng, f) => {
    const r = rng.next()
    const subtypes = [...new Set(OBJECT_TYPES.map((t) => t.subtype))]
    f.propertyType =
      r < 0.4
        ? [{ code: 'apartment' }]
        : r < 0.7
          ? [{ code: 'house' }]
          : Array.from({ length: rng.int(1, 3) }, () => ({ code: pick(rng, subtypes) }))
  },
  (rng, f) => {
    f.livingArea = range(rng, 20, 160, 5)
  },
  (rng, f) => {
    f.numberOfRooms = range(rng, 1, 5, 0.5)
  },
  (rng, f) => {
    f.buildingYear = range(rng, 1900, 2020, 1)
  },
  (rng, f) => {
    f.price =
      f.dealType === 'rent'
        ? range(rng, 300, 2500, 50)
        : f.dealType === 'sale'
          ? range(rng, 80_000, 1_200_000, 10_000)
          : rng.chance(0.5)
            ? { max: round(rng.range(800, 3000), 100) }
            : { min: round(rng.range(1000, 200_000), 1000) }
    if (rng.chance(0.3)) f.price.currency = 'EUR'
  },
  (rng, f) => {
    f.pricePerSqm =
      f.dealType === 'sale' || (f.dealType === undefined && rng.chance(0.5))
        ? range(rng, 1500, 9000, 100)
        : range(rng, 5, 25, 0.5)
  },
  (rng, f, asOf) => {
    f.startDate = { min: dayToDate(rng.int(dateToDay('2018-02-01'), asOf - 30)) }
  },
  (rng, f, asOf) => {
    f.endDate = { max: dayToDate(rng.int(dateToDay('2019-01-01'), asOf)) }
  },
  (rng, f) => {
    f.isFurnished = rng.chance(0.3)
  },
  (rng, f) => {
    f.isFirstOccupancy = rng.chance(0.5)
  },
  (rng, f) => {
    f.isSubsidizedHousing = rng.chance(0.2)
  }
]

/** The cases of a seed: `count` of them over the geography, dates up to `asOf`. */
export function randomCases(geo: Geography, seed: number, count: number, asOf: string): SideCase[] {
  const rng = new Rng(seed, 0x5b5)
  const asOfDay = dateToDay(asOf)
  const cities = geo.municipalities.filter((m) => m.population >= 100_000)
  const cases: SideCase[] = []
  while (cases.length < count) {
    // A city (half the cases) or any municipality (mostly villages), at one of its postal code areas.
    const muni = rng.chance(0.5) ? pick(rng, cities) : pick(rng, geo.municipalities)
    const postal = geo.postalCode(pick(rng, muni.postalCodes))
    if (!postal) continue
    const filters = {} as Filters
    // 0 to 6 filters, fewer more often (each filter narrows the answer; large answers are the hard part).
    const nFilters = rng.weighted([20, 20, 18, 15, 11, 9, 7])
    const chosen = new Set<number>()
    while (chosen.size < nFilters) chosen.add(rng.int(0, FILTERS.length - 1))
    // In index order, so the deal type comes before the price ranges that follow it.
    for (const k of [...chosen].sort((a, b) => a - b)) FILTERS[k](rng, filters, asOfDay)

    const body: Omit<OffersSearchRequest, 'filters'> = {}
    const keys = rng.next()
    const nKeys = keys < 0.25 ? 0 : keys < 0.7 ? 1 : keys < 0.92 ? 2 : 3
    if (nKeys > 0 || rng.chance(0.1)) {
      const fields = new Set<Order['field']>()
      while (fields.size < nKeys) fields.add(pick(rng, OrderByFields))
      body.orderBy = [...fields].map((field) => {
        const d = rng.next()
        return d < 0.15 ? { field } : { field, direction: d < 0.55 ? 'asc' : 'desc' }
      })
    }
    if (body.orderBy?.some((o) => o.field === 'similarityScore') ? rng.chance(0.85) : rng.chance(0.1)) {
      const ref: NonNullable<OffersSearchRequest['referenceProperty']> = {}
      while (Object.keys(ref).length === 0) {
        if (rng.chance(0.7)) ref.livingArea = rng.int(30, 180)
        if (rng.chance(0.5)) ref.buildingYear = rng.int(1900, 2024)
        if (rng.chance(0.4)) ref.price = filters.dealType === 'rent' ? rng.int(400, 2500) : rng.int(100, 1500) * 1000
        if (rng.chance(0.15)) ref.landArea = rng.int(150, 1200)
      }
      body.referenceProperty = ref
    }
    const l = rng.next()
    if (l < 0.35) body.limit = 3000
    else if (l < 0.45) {
      /* the default, 3,000 */
    } else body.limit = l < 0.7 ? rng.int(1, 300) : rng.int(300, 3000)
    if (rng.chance(0.12)) body.offset = rng.chance(0.7) ? rng.int(1, 500) : rng.int(500, 3000)

    let desc: string
    let reach: SideCase['reach']
    let make: (n: number) => OffersSearchRequest
    if (rng.chance(0.25)) {
      const id = rng.chance(0.5) ? postal.code : `plz-${postal.code}`
      desc = `postal code area ${id} (${muni.name})`
      reach = { postalCode: postal.code }
      make = () => ({ ...body, filters: { ...filters, location: { divisionLevel100: id } } })
    } else {
      // A point within 1.5 km of the postal code area's point, inside Germany.
      let lat = postal.lat,
        lon = postal.lon
      for (let t = 0; t < 5; t++) {
        const a = postal.lat + (rng.range(-1, 1) * 1500) / 111_195
        const b = postal.lon + (rng.range(-1, 1) * 1500) / (111_195 * Math.cos((postal.lat * Math.PI) / 180))
        if (geo.at(a, b)) {
          lat = a
          lon = b
          break
        }
      }
      const r = rng.next()
      const radius = r < 0.1 ? undefined : r < 0.4 ? 10_000 : rng.int(100, 10_000)
      desc = `${radius === undefined ? 'default (3 km)' : `${(radius / 1000).toFixed(1)} km`} circle near ${postal.code} ${muni.name}`
      reach = { lat, lon, radiusM: (radius ?? 3000) + JITTER_M * 1.5 }
      const jitterRng = new Rng(seed)
      const index = cases.length
      make = (n) => {
        // Request n's centre: moved by up to JITTER_M each way (not outside Germany); request 0 at the point itself.
        jitterRng.reseed(seed ^ 0x77, index * 100_000 + n)
        const dy = n === 0 ? 0 : (jitterRng.range(-1, 1) * JITTER_M) / 111_195
        const dx = n === 0 ? 0 : (jitterRng.range(-1, 1) * JITTER_M) / (111_195 * Math.cos((lat * Math.PI) / 180))
        const [la, lo] = geo.at(lat + dy, lon + dx) ? [lat + dy, lon + dx] : [lat, lon]
        const center = { coordinates: { latitude: Math.round(la * 1e6) / 1e6, longitude: Math.round(lo * 1e6) / 1e6 } }
        return {
          ...body,
          filters: { ...filters, location: { circle: radius === undefined ? { center } : { center, radius } } }
        }
      }
    }
    const order = body.orderBy
      ? body.orderBy.map((o) => `${o.field}${o.direction ? ` ${o.direction}` : ''}`).join(', ') || '[]'
      : 'default order'
    const fl = Object.keys(filters).filter((k) => k !== 'location')
    desc += `; ${fl.length ? fl.join(', ') : 'no filters'}; ${order}${body.referenceProperty ? `, reference ${Object.keys(body.referenceProperty).join('+')}` : ''}`
    desc += `; limit ${body.limit ?? '(3000)'}${body.offset ? `, offset ${body.offset}` : ''}`
    cases.push({ name: `#${cases.length + 1} ${desc}`, body: make, reach })
  }
  return cases
}
