// Builds the synthetic market's columns from the geography and a seed (the model: MODEL.md).
import type { Geography, GeoPoint, Municipality, PostalCode } from '../geo/types'
import { allocateColumns } from './columns'
import { dateToDay, dayToYear, dayToYearFraction, FIRST_DATE } from './dates'
import {
  areaFactor, buildingYearFactor, CONDITION_FACTOR, floorFactor, OBJECT_TYPE_FACTOR, QUALITY_FACTOR, timeIndex
} from './hedonic'
import { hashString, mix32, Rng, searchCumulative } from './prng'
import { regionLevels, type RegionLevel } from './region-level'
import {
  CONDITION_LABELS, DEAL_RENT, DEAL_SALE, KIND_APARTMENT, KIND_HOUSE, MISSING_INT, NO_CODE, NO_STREET, UNKNOWN,
  type MarketColumns, type MarketTables
} from './types'

export const SOURCES: [string, number][] = [
  ['immoscout24.de', 34], ['immowelt.de', 19], ['kleinanzeigen.de', 13], ['immonet.de', 7], ['meinestadt.de', 4],
  ['wohnungsboerse.net', 4], ['immobilien.sparkasse.de', 4], ['ohne-makler.net', 3], ['immobilo.de', 2],
  ['1a-immobilienmarkt.de', 2], ['vr-immobilien.de', 2], ['wg-gesucht.de', 2], ['kalaydo.de', 1], ['engelvoelkers.com', 1],
  ['von-poll.com', 1], ['kampmeyer.com', 1]
]

const FALLBACK_STREETS = [
  'Hauptstraße', 'Schulstraße', 'Gartenstraße', 'Bahnhofstraße', 'Dorfstraße', 'Bergstraße', 'Birkenweg', 'Lindenstraße',
  'Kirchstraße', 'Waldstraße', 'Ringstraße', 'Schillerstraße', 'Goethestraße', 'Am Sportplatz', 'Wiesenweg', 'Mühlenweg',
  'Feldstraße', 'Friedhofstraße', 'Rosenstraße', 'Mozartstraße', 'Buchenweg', 'Eichendorffstraße', 'Ahornweg', 'Am Markt'
]

// Apartment and house object_type codes with their base weights.
const APARTMENT_TYPES = [8, 11, 10, 16, 14, 15, 9, 18]
const APARTMENT_WEIGHTS = [46, 15, 14, 5, 2.5, 1.5, 9, 7]
const HOUSE_TYPES = [2, 3, 5, 17]

// Building eras; the east has more pre-1919 and 1970-89 (Plattenbau) stock. The last two eras are
// relative to the publication year (recent, and new construction).
const ERA_RANGES: [number, number][] = [[1860, 1918], [1919, 1949], [1950, 1969], [1970, 1979], [1980, 1989], [1990, 1999], [2000, 2009], [2010, 0], [0, 0]]
const ERA_WEIGHTS_EAST = [14, 6, 12, 16, 16, 11, 6, 6, 12]
const ERA_WEIGHTS_WEST = [9, 8, 21, 14, 10, 12, 8, 7, 12]
const BIG_ROOM_WEIGHTS = [40, 5, 30, 3, 15, 7]

const APT_ROOMS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]
const APT_ROOM_WEIGHTS = [12, 3, 30, 5, 29, 3, 12, 1, 4, 1]
const HOUSE_ROOMS = [3, 4, 5, 6, 7, 8, 9]
const HOUSE_ROOM_WEIGHTS = [5, 20, 30, 25, 12, 5, 3]

export interface GenerateOptions { offers: number; seed: number; asOf: string }
export interface Generated { cols: MarketColumns; tables: MarketTables }

/** Tri-state: true is stated almost always, false often left out (as listings do). */
function stated(rng: Rng, value: boolean): number {
  if (value) return rng.chance(0.97) ? 1 : UNKNOWN
  return rng.chance(0.55) ? 0 : UNKNOWN
}

function roundPrice(sale: boolean, price: number): number {
  if (sale) return price >= 200_000 ? Math.round(price / 1000) * 1000 : Math.round(price / 500) * 500
  return price >= 1000 ? Math.round(price / 10) * 10 : Math.round(price)
}

export function generateMarket(geo: Geography, opts: GenerateOptions): Generated {
  const n = opts.offers
  const seed = opts.seed >>> 0
  const cols = allocateColumns(n)
  const firstDay = dateToDay(FIRST_DATE)
  const lastDay = dateToDay(opts.asOf)
  const days = lastDay - firstDay + 1

  const municipalities = geo.municipalities
  const levels: RegionLevel[] = regionLevels(geo, seed)
  const munIndex = new Map<string, number>()
  municipalities.forEach((m, k) => munIndex.set(m.id, k))
  const plzIndex = new Map<string, number>()
  geo.postalCodes.forEach((p, k) => plzIndex.set(p.code, k))
  const countyIndex = new Map<string, number>()
  geo.counties.forEach((c, k) => countyIndex.set(c.id, k))
  const stateIndex = new Map<string, number>()
  geo.states.forEach((s, k) => stateIndex.set(s.id, k))

  // Cities carry more listings per inhabitant than villages (population^1.1).
  const cumulative = new Float64Array(municipalities.length)
  let total = 0
  municipalities.forEach((m, k) => {
    total += Math.pow(Math.max(m.population, 1), 1.1)
    cumulative[k] = total
  })
  const postalCodesOf: PostalCode[][] = municipalities.map((m) =>
    m.postalCodes.map((c) => geo.postalCode(c)).filter((p): p is PostalCode => p !== undefined))
  const postalCumulativeOf: Float64Array[] = postalCodesOf.map((list) => {
    let sum = 0
    return Float64Array.from(list, (p) => (sum += Math.max(p.population, 1)))
  })
  const densityOf = municipalities.map((m) => {
    const c = geo.countyById(m.countyId)
    return c && c.areaKm2 > 0 ? Math.max(40, c.population / c.areaKm2) : 200
  })

  const streets: string[] = []
  const streetIndex = new Map<string, number>()
  const streetId = (name: string): number => {
    let k = streetIndex.get(name)
    if (k === undefined) {
      k = streets.length
      streets.push(name)
      streetIndex.set(name, k)
    }
    return k
  }
  const sourceWeights = SOURCES.map(([, w]) => w)
  const plzTaste = new Float64Array(geo.postalCodes.length)
  geo.postalCodes.forEach((p, k) => { plzTaste[k] = 1 + 0.16 * (mix32(seed ^ 0x2545f491, hashString(p.code)) / 4294967296 - 0.5) })

  const aptWeights = APARTMENT_WEIGHTS.slice()
  const houseWeights = [60, 18, 12, 10]
  const conditionWeights = [3, 4, 10, 14, 6, 30, 10, 4, 0.3]
  for (let i = 0; i < n; i++) {
    const rng = new Rng(seed, i)

    // --- where
    const sampled = searchCumulative(cumulative, rng.next() * total)
    const mun: Municipality = municipalities[sampled]
    const plzs = postalCodesOf[sampled]
    const plzCum = postalCumulativeOf[sampled]
    const plz = plzs.length > 0 ? plzs[searchCumulative(plzCum, rng.next() * plzCum[plzCum.length - 1])] : undefined
    const cLat = plz?.lat ?? mun.lat
    const cLon = plz?.lon ?? mun.lon
    const areaPop = plz && plz.population > 0 ? plz.population : mun.population / Math.max(1, plzs.length)
    let sigmaKm = Math.min(6, Math.max(0.25, 0.6 * Math.sqrt(areaPop / densityOf[sampled] / Math.PI)))
    let lat = cLat
    let lon = cLon
    let gp: GeoPoint | null = null
    for (let attempt = 0; attempt < 5 && !gp; attempt++) {
      lat = cLat + (rng.normal() * sigmaKm) / 111.2
      lon = cLon + (rng.normal() * sigmaKm) / (111.2 * Math.cos((cLat * Math.PI) / 180))
      gp = geo.at(lat, lon)
      sigmaKm /= 2
    }
    if (!gp) {
      lat = cLat
      lon = cLon
      gp = geo.at(lat, lon)
    }
    const m = gp ? munIndex.get(gp.municipalityId) ?? sampled : sampled
    const lvl = levels[m]
    const postCode = gp?.postCode ?? plz?.code ?? mun.postalCodes[0]
    cols.lat[i] = lat
    cols.lon[i] = lon
    cols.hasCoords[i] = rng.chance(0.994) ? 1 : 0
    cols.municipality[i] = m
    cols.postalCode[i] = plzIndex.get(postCode) ?? 0
    cols.county[i] = countyIndex.get(gp?.countyId ?? municipalities[m].countyId) ?? 0
    cols.state[i] = stateIndex.get(gp?.stateId ?? municipalities[m].stateId) ?? 0
    if (rng.chance(0.75)) {
      cols.street[i] = streetId(gp?.street ?? FALLBACK_STREETS[rng.int(0, FALLBACK_STREETS.length - 1)])
      const hn = gp?.houseNumber ? parseInt(gp.houseNumber, 10) : NaN
      cols.houseNumber[i] = rng.chance(0.85) ? (Number.isFinite(hn) && hn > 0 ? hn : rng.int(1, 90)) : 0
    } else {
      cols.street[i] = NO_STREET
      cols.houseNumber[i] = 0
    }
    const urban = lvl.urbanity

    // --- what
    const startDay = firstDay + Math.floor(rng.next() * days)
    const startYear = dayToYear(startDay)
    const deal = rng.chance(0.36 + 0.28 * urban) ? DEAL_RENT : DEAL_SALE
    const sale = deal === DEAL_SALE
    const houseShare = sale ? 0.62 - 0.47 * urban : 0.12 - 0.09 * urban
    const kind = rng.chance(houseShare) ? KIND_HOUSE : KIND_APARTMENT
    let objectType: number
    if (kind === KIND_APARTMENT) {
      // Lofts and small apartments are urban.
      aptWeights[5] = APARTMENT_WEIGHTS[5] * (0.4 + 1.6 * urban)
      aptWeights[6] = APARTMENT_WEIGHTS[6] * (0.5 + urban)
      objectType = APARTMENT_TYPES[rng.weighted(aptWeights)]
    } else {
      houseWeights[0] = 60 - 25 * urban
      houseWeights[2] = 12 + 20 * urban
      objectType = HOUSE_TYPES[rng.weighted(houseWeights)]
    }
    cols.deal[i] = deal
    cols.kind[i] = kind
    cols.objectType[i] = objectType

    const era = rng.weighted(lvl.east ? ERA_WEIGHTS_EAST : ERA_WEIGHTS_WEST)
    const ya = era === 8 ? startYear - 3 : ERA_RANGES[era][0]
    const yb = era === 8 ? startYear + 1 : era === 7 ? startYear - 4 : ERA_RANGES[era][1]
    const buildingYear = rng.int(ya, Math.max(ya, yb))
    const newBuild = era === 8
    const firstOccupancy = newBuild && (buildingYear >= startYear - 1 || rng.chance(0.3))
    const isNew = firstOccupancy || buildingYear >= startYear - 3

    // Size
    let rooms: number
    let livingArea: number
    let landArea = NaN
    if (kind === KIND_APARTMENT) {
      if (objectType === 9) rooms = rng.chance(0.7) ? 1 : rng.chance(0.5) ? 1.5 : 2
      else if (objectType === 14 || objectType === 16) rooms = APT_ROOMS[4 + rng.weighted(BIG_ROOM_WEIGHTS)]
      else rooms = APT_ROOMS[rng.weighted(APT_ROOM_WEIGHTS)]
      livingArea = (17 + 24 * rooms) * rng.logNormal(0.14) * (objectType === 14 ? 1.25 : objectType === 15 ? 1.2 : 1)
      livingArea = Math.max(15, livingArea)
    } else {
      rooms = HOUSE_ROOMS[rng.weighted(HOUSE_ROOM_WEIGHTS)] - (objectType === 5 ? 1 : 0)
      livingArea = Math.max(45, (32 + 24 * rooms) * rng.logNormal(0.15))
      const plot = objectType === 2 ? 640 - 220 * urban : objectType === 3 ? 360 - 90 * urban : objectType === 5 ? 230 - 50 * urban : 750 - 250 * urban
      landArea = Math.round(plot * rng.logNormal(0.4))
    }
    livingArea = Math.round(livingArea * 100) / 100
    cols.livingArea[i] = livingArea
    cols.rooms[i] = rng.chance(0.98) ? rooms : NaN
    cols.landArea[i] = kind === KIND_HOUSE ? (rng.chance(0.9) ? landArea : NaN) : NaN
    cols.usableArea[i] = rng.chance(0.38) ? Math.round(kind === KIND_APARTMENT ? rng.range(4, 28) : rng.range(15, 90)) : NaN
    cols.buildingYear[i] = rng.chance(newBuild ? 0.99 : 0.9) ? buildingYear : MISSING_INT

    // Floor
    let floor = 0
    let floors = 1
    if (kind === KIND_APARTMENT) {
      floors = Math.max(2, Math.round(2 + urban * 4 + rng.range(-1, 3)))
      if (objectType === 11) floor = 0
      else if (objectType === 10) floor = floors - 1
      else if (objectType === 14) { floors = Math.max(floors, rng.int(4, 12)); floor = floors - 1 }
      else floor = rng.int(0, floors - 1)
      cols.floor[i] = rng.chance(0.92) ? floor : MISSING_INT
    } else {
      cols.floor[i] = rng.chance(0.12) ? 0 : MISSING_INT
    }

    // Condition and equipment
    let condition: number
    if (firstOccupancy) condition = 0
    else if (isNew) condition = 2
    else {
      const old = startYear - buildingYear
      conditionWeights[7] = old > 40 ? 12 : 4
      conditionWeights[8] = old > 60 ? 2 : 0.3
      condition = 1 + rng.weighted(conditionWeights)
    }
    cols.condition[i] = rng.chance(firstOccupancy ? 0.95 : 0.8) ? condition : NO_CODE
    const qualityShift = (objectType === 14 || objectType === 15 ? 1 : 0) + (isNew ? 0.6 : 0)
    const quality = Math.min(4, rng.weighted([3, 17, 55, 20, 5]) + (rng.chance(qualityShift / 2) ? 1 : 0))
    cols.quality[i] = quality

    const apartment = kind === KIND_APARTMENT
    const lift = apartment && (floors >= 5 || isNew ? rng.chance(0.82) : rng.chance(0.1))
    const balcony = rng.chance(apartment ? (objectType === 14 ? 0.98 : objectType === 11 ? 0.55 : 0.72) : 0.85)
    const kitchen = rng.chance(sale ? (isNew ? 0.12 : 0.3) : 0.56)
    const parking = rng.chance(apartment ? 0.55 - 0.25 * urban : 0.88)
    const underfloor = rng.chance(isNew ? 0.75 : buildingYear >= 2000 ? 0.3 : 0.05)
    const barrierFree = rng.chance(isNew ? 0.45 : lift ? 0.22 : 0.03)
    // Furnished: common for small rented flats (temporary living), rare but present for sale (serviced
    // micro-apartments sold as investments, holiday homes).
    const furnished = sale
      ? rng.chance(objectType === 9 ? 0.12 : apartment ? 0.015 : 0.006)
      : rng.chance(objectType === 9 ? 0.45 : 0.06)
    const subsidized = !sale && apartment && rng.chance(0.01 + 0.03 * urban)
    cols.firstOccupancy[i] = firstOccupancy ? 1 : rng.chance(0.6) ? 0 : UNKNOWN
    cols.lift[i] = stated(rng, lift)
    cols.balcony[i] = stated(rng, balcony)
    cols.kitchen[i] = stated(rng, kitchen)
    cols.parking[i] = stated(rng, parking)
    cols.underfloorHeating[i] = stated(rng, underfloor)
    cols.barrierFree[i] = stated(rng, barrierFree)
    cols.furnished[i] = stated(rng, furnished)
    cols.subsidized[i] = subsidized ? 1 : sale ? UNKNOWN : stated(rng, false)

    // Price per sqm: regional level times the hedonic factors, with log-normal noise.
    const conditionClass = CONDITION_LABELS[condition].conditionClass
    let f = sale ? lvl.sale : lvl.rent
    f *= plzTaste[cols.postalCode[i]]
    if (kind === KIND_HOUSE) f *= sale ? 0.74 + 0.24 * (1 - urban) : 0.9
    f *= OBJECT_TYPE_FACTOR[objectType] * areaFactor(kind, livingArea, sale)
    f *= buildingYearFactor(buildingYear, isNew, sale) * CONDITION_FACTOR[conditionClass] * QUALITY_FACTOR[quality]
    if (apartment) f *= floorFactor(floor, lift)
    if (balcony) f *= 1.02
    if (lift) f *= 1.015
    if (underfloor) f *= 1.015
    if (kitchen && !sale) f *= 1.03
    if (furnished) f *= 1.14
    if (subsidized) f *= 0.68
    f *= timeIndex(sale, dayToYearFraction(startDay))
    const noise = rng.normal()
    f *= Math.exp((sale ? 0.12 : 0.1) * noise)
    const price = roundPrice(sale, f * livingArea)
    cols.price[i] = price
    cols.pricePerSqm[i] = Math.round((price / livingArea) * 100) / 100
    const costsPerSqm = sale ? (apartment ? rng.range(2.6, 4.6) : NaN) : rng.range(apartment ? 2.0 : 1.6, apartment ? 3.8 : 3.0)
    cols.additionalCosts[i] = Number.isFinite(costsPerSqm) && rng.chance(sale ? 0.6 : 0.88) ? Math.round(costsPerSqm * livingArea) : NaN

    // Time on the market: longer in the country, for houses, and for offers priced above the market.
    const medianDays = (sale ? (apartment ? 52 : 68) : 24) * (1 + 0.7 * (1 - urban))
    const duration = Math.max(1, Math.min(900, Math.round(medianDays * Math.exp(0.35 * noise) * rng.logNormal(0.75))))
    cols.startDay[i] = startDay
    cols.endDay[i] = Math.min(lastDay, startDay + duration)
    cols.availableFromDay[i] = rng.chance(sale ? 0.3 : 0.7) ? startDay + rng.int(sale ? 30 : 7, sale ? 240 : 90) : MISSING_INT

    // Listing meta
    let source = rng.weighted(sourceWeights)
    if (SOURCES[source][0] === 'wg-gesucht.de' && (sale || kind === KIND_HOUSE)) source = 0
    cols.source[i] = source
    cols.imageCount[i] = rng.chance(0.08) ? 0 : rng.int(1, 12)
  }

  return {
    cols,
    tables: {
      sources: SOURCES.map(([name]) => name),
      postalCodes: geo.postalCodes.map((p) => p.code),
      municipalityIds: municipalities.map((m) => m.id),
      municipalityNames: municipalities.map((m) => m.name),
      countyIds: geo.counties.map((c) => c.id),
      stateIds: geo.states.map((s) => s.id),
      streets
    }
  }
}
