// Generates the synthetic market's offers, piece by piece, from the geography and a seed (the model:
// MODEL.md). Offer j of piece k draws only from its own stream (the piece's seed, j), so it is the same
// offer whether it is generated for the sample, on demand for its area, or in a market of another size.
import type { Geography } from '../geo/types'
import { allocateColumns } from './columns'
import {
  areaFactor,
  buildingYearFactor,
  CONDITION_FACTOR,
  floorFactor,
  OBJECT_TYPE_FACTOR,
  QUALITY_FACTOR
} from './hedonic'
import { buildPlan, FALLBACK_STREETS, ordinalOf, type MarketPlan } from './plan'
import { Rng, weightSum } from './prng'
import {
  CONDITION_LABELS,
  DEAL_RENT,
  DEAL_SALE,
  KIND_APARTMENT,
  KIND_HOUSE,
  MIN_LIVING_AREA,
  MISSING_INT,
  NO_CODE,
  NO_STREET,
  UNKNOWN,
  type MarketColumns
} from './types'
import {
  SOURCES,
  APARTMENT_TYPES,
  APARTMENT_WEIGHTS,
  HOUSE_TYPES,
  ERA_RANGES,
  ERA_WEIGHTS_EAST,
  ERA_WEIGHTS_WEST,
  BIG_ROOM_WEIGHTS,
  APT_ROOMS,
  APT_ROOM_WEIGHTS,
  HOUSE_ROOMS,
  HOUSE_ROOM_WEIGHTS,
  QUALITY_WEIGHTS,
  ERA_TOTAL_EAST,
  ERA_TOTAL_WEST,
  BIG_ROOM_TOTAL,
  APT_ROOM_TOTAL,
  HOUSE_ROOM_TOTAL,
  QUALITY_TOTAL,
  CONDITION_TOTAL,
  CONDITION_TOTAL_OLD,
  CONDITION_TOTAL_OLDEST
} from './distributions'

import { generationContext, insidePoint, type GenContext } from './gen-context'
export { SOURCES } from './distributions'
export { generationContext, type GenContext }

/** Tri-state: true is stated almost always, false often left out (as listings do). */
function stated(rng: Rng, value: boolean): number {
  if (value) return rng.chance(0.97) ? 1 : UNKNOWN
  return rng.chance(0.55) ? 0 : UNKNOWN
}

function roundPrice(sale: boolean, price: number): number {
  if (sale) return price >= 200_000 ? Math.round(price / 1000) * 1000 : Math.round(price / 500) * 500
  return price >= 1000 ? Math.round(price / 10) * 10 : Math.round(price)
}

/**
 * Writes offers j0..j1-1 of piece k into the columns from slot `at` on. Each lies inside its piece: a
 * normal scatter around the piece's centre (sigma from the population at the county's density), drawn
 * again closer in when it falls outside, else uniformly over the piece's box, else the inside point.
 */
export function generatePiece(
  ctx: GenContext,
  k: number,
  j0: number,
  j1: number,
  cols: MarketColumns,
  at: number
): void {
  const { plan, geo } = ctx
  const firstDay = plan.firstDay
  const lastDay = plan.lastDay
  const days = lastDay - firstDay + 1
  const target = plan.geoPiece[k]
  const m = plan.municipality[k]
  const lvl = plan.levels[m]
  const cLat = ctx.centreLat[k]
  const cLon = ctx.centreLon[k]
  const cosLat = Math.cos((cLat * Math.PI) / 180)
  const aptWeights = APARTMENT_WEIGHTS.slice()
  const houseWeights = [60, 18, 12, 10]
  const conditionWeights = [3, 4, 10, 14, 6, 30, 10, 4, 0.3]
  const rentShare = ctx.rentShare[k]
  const urban = lvl.urbanity
  // Weights that stay the same over the piece, with their sums (summed as Rng.weighted would).
  aptWeights[5] = APARTMENT_WEIGHTS[5] * (0.4 + 1.6 * urban)
  aptWeights[6] = APARTMENT_WEIGHTS[6] * (0.5 + urban)
  houseWeights[0] = 60 - 25 * urban
  houseWeights[2] = 12 + 20 * urban
  const aptTotal = weightSum(aptWeights)
  const houseTotal = weightSum(houseWeights)
  const eraWeights = lvl.east ? ERA_WEIGHTS_EAST : ERA_WEIGHTS_WEST
  const eraTotal = lvl.east ? ERA_TOTAL_EAST : ERA_TOTAL_WEST
  // The columns as locals: `cols` comes in more than one shape (allocated, read from a snapshot), and a
  // property load per write adds up over 40 writes an offer.
  const {
    additionalCosts: colAdditionalCosts,
    availableFromDay: colAvailableFromDay,
    balcony: colBalcony,
    barrierFree: colBarrierFree,
    buildingYear: colBuildingYear,
    condition: colCondition,
    deal: colDeal,
    endDay: colEndDay,
    firstOccupancy: colFirstOccupancy,
    floor: colFloor,
    furnished: colFurnished,
    hasCoords: colHasCoords,
    houseNumber: colHouseNumber,
    imageCount: colImageCount,
    kind: colKind,
    kitchen: colKitchen,
    landArea: colLandArea,
    lat: colLat,
    lift: colLift,
    livingArea: colLivingArea,
    lon: colLon,
    objectType: colObjectType,
    ordinal: colOrdinal,
    parking: colParking,
    price: colPrice,
    pricePerSqm: colPricePerSqm,
    quality: colQuality,
    rooms: colRooms,
    source: colSource,
    startDay: colStartDay,
    street: colStreet,
    subsidized: colSubsidized,
    underfloorHeating: colUnderfloorHeating,
    usableArea: colUsableArea
  } = cols
  const rng = new Rng(0, 0)
  for (let j = j0; j < j1; j++) {
    const i = at + (j - j0)
    rng.reseed(plan.pieceSeed[k], j)
    colOrdinal[i] = ordinalOf(k, j)

    // --- where
    let lat = NaN
    let lon = NaN
    let sigmaKm = ctx.sigmaKm[k]
    for (let attempt = 0; attempt < 6; attempt++) {
      const la = cLat + (rng.normal() * sigmaKm) / 111.2
      const lo = cLon + (rng.normal() * sigmaKm) / (111.2 * cosLat)
      if (geo.pieceIndexAt(la, lo) === target) {
        lat = la
        lon = lo
        break
      }
      sigmaKm /= 2
    }
    for (let attempt = 0; attempt < 12 && Number.isNaN(lat); attempt++) {
      const la = rng.range(plan.minY[k], plan.maxY[k])
      const lo = rng.range(plan.minX[k], plan.maxX[k])
      if (geo.pieceIndexAt(la, lo) === target) {
        lat = la
        lon = lo
      }
    }
    if (Number.isNaN(lat)) [lat, lon] = insidePoint(ctx, k)
    colLat[i] = Math.round(lat * 1e6) / 1e6
    colLon[i] = Math.round(lon * 1e6) / 1e6
    colHasCoords[i] = rng.chance(0.994) ? 1 : 0
    if (rng.chance(0.75)) {
      colStreet[i] = rng.int(0, FALLBACK_STREETS.length - 1)
      colHouseNumber[i] = rng.chance(0.85) ? rng.int(1, 90) : 0
    } else {
      colStreet[i] = NO_STREET
      colHouseNumber[i] = 0
    }

    // --- what
    const startDay = firstDay + Math.floor(rng.next() * days)
    const startYear = ctx.yearOfDay[startDay - firstDay]
    const deal = rng.chance(rentShare) ? DEAL_RENT : DEAL_SALE
    const sale = deal === DEAL_SALE
    const houseShare = sale ? 0.62 - 0.47 * urban : 0.12 - 0.09 * urban
    const kind = rng.chance(houseShare) ? KIND_HOUSE : KIND_APARTMENT
    let objectType: number
    // Lofts and small apartments are urban (aptWeights, houseWeights: set for the piece above).
    if (kind === KIND_APARTMENT) objectType = APARTMENT_TYPES[rng.weighted(aptWeights, aptTotal)]
    else objectType = HOUSE_TYPES[rng.weighted(houseWeights, houseTotal)]
    colDeal[i] = deal
    colKind[i] = kind
    colObjectType[i] = objectType

    const era = rng.weighted(eraWeights, eraTotal)
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
      else if (objectType === 14 || objectType === 16)
        rooms = APT_ROOMS[4 + rng.weighted(BIG_ROOM_WEIGHTS, BIG_ROOM_TOTAL)]
      else rooms = APT_ROOMS[rng.weighted(APT_ROOM_WEIGHTS, APT_ROOM_TOTAL)]
      livingArea = (17 + 24 * rooms) * rng.logNormal(0.14) * (objectType === 14 ? 1.25 : objectType === 15 ? 1.2 : 1)
      livingArea = Math.max(MIN_LIVING_AREA[KIND_APARTMENT], livingArea)
    } else {
      rooms = HOUSE_ROOMS[rng.weighted(HOUSE_ROOM_WEIGHTS, HOUSE_ROOM_TOTAL)] - (objectType === 5 ? 1 : 0)
      livingArea = Math.max(MIN_LIVING_AREA[KIND_HOUSE], (32 + 24 * rooms) * rng.logNormal(0.15))
      const plot =
        objectType === 2
          ? 640 - 220 * urban
          : objectType === 3
            ? 360 - 90 * urban
            : objectType === 5
              ? 230 - 50 * urban
              : 750 - 250 * urban
      landArea = Math.round(plot * rng.logNormal(0.4))
    }
    livingArea = Math.round(livingArea * 100) / 100
    colLivingArea[i] = livingArea
    colRooms[i] = rng.chance(0.98) ? rooms : NaN
    colLandArea[i] = kind === KIND_HOUSE ? (rng.chance(0.9) ? landArea : NaN) : NaN
    colUsableArea[i] = rng.chance(0.38)
      ? Math.round(kind === KIND_APARTMENT ? rng.range(4, 28) : rng.range(15, 90))
      : NaN
    colBuildingYear[i] = rng.chance(newBuild ? 0.99 : 0.9) ? buildingYear : MISSING_INT

    // Floor
    let floor = 0
    let floors = 1
    if (kind === KIND_APARTMENT) {
      floors = Math.max(2, Math.round(2 + urban * 4 + rng.range(-1, 3)))
      if (objectType === 11) floor = 0
      else if (objectType === 10) floor = floors - 1
      else if (objectType === 14) {
        floors = Math.max(floors, rng.int(4, 12))
        floor = floors - 1
      } else floor = rng.int(0, floors - 1)
      colFloor[i] = rng.chance(0.92) ? floor : MISSING_INT
    } else {
      colFloor[i] = rng.chance(0.12) ? 0 : MISSING_INT
    }

    // Condition and equipment
    let condition: number
    if (firstOccupancy) condition = 0
    else if (isNew) condition = 2
    else {
      const old = startYear - buildingYear
      conditionWeights[7] = old > 40 ? 12 : 4
      conditionWeights[8] = old > 60 ? 2 : 0.3
      condition =
        1 +
        rng.weighted(
          conditionWeights,
          old > 60 ? CONDITION_TOTAL_OLDEST : old > 40 ? CONDITION_TOTAL_OLD : CONDITION_TOTAL
        )
    }
    colCondition[i] = rng.chance(firstOccupancy ? 0.95 : 0.8) ? condition : NO_CODE
    const qualityShift = (objectType === 14 || objectType === 15 ? 1 : 0) + (isNew ? 0.6 : 0)
    const quality = Math.min(4, rng.weighted(QUALITY_WEIGHTS, QUALITY_TOTAL) + (rng.chance(qualityShift / 2) ? 1 : 0))
    colQuality[i] = quality

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
    colFirstOccupancy[i] = firstOccupancy ? 1 : rng.chance(0.6) ? 0 : UNKNOWN
    colLift[i] = stated(rng, lift)
    colBalcony[i] = stated(rng, balcony)
    colKitchen[i] = stated(rng, kitchen)
    colParking[i] = stated(rng, parking)
    colUnderfloorHeating[i] = stated(rng, underfloor)
    colBarrierFree[i] = stated(rng, barrierFree)
    colFurnished[i] = stated(rng, furnished)
    colSubsidized[i] = subsidized ? 1 : sale ? UNKNOWN : stated(rng, false)

    // Price per sqm: regional level times the hedonic factors, with log-normal noise.
    const conditionClass = CONDITION_LABELS[condition].conditionClass
    let f = sale ? lvl.sale : lvl.rent
    f *= ctx.plzTaste[plan.postalCode[k]]
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
    f *= (sale ? ctx.saleIndexOfDay : ctx.rentIndexOfDay)[startDay - firstDay]
    const noise = rng.normal()
    f *= Math.exp((sale ? 0.12 : 0.1) * noise)
    const price = roundPrice(sale, f * livingArea)
    colPrice[i] = price
    colPricePerSqm[i] = Math.round((price / livingArea) * 100) / 100
    const costsPerSqm = sale
      ? apartment
        ? rng.range(2.6, 4.6)
        : NaN
      : rng.range(apartment ? 2.0 : 1.6, apartment ? 3.8 : 3.0)
    colAdditionalCosts[i] =
      Number.isFinite(costsPerSqm) && rng.chance(sale ? 0.6 : 0.88) ? Math.round(costsPerSqm * livingArea) : NaN

    // Time on the market: longer in the country, for houses, and for offers priced above the market.
    const medianDays = (sale ? (apartment ? 52 : 68) : 24) * (1 + 0.7 * (1 - urban))
    const duration = Math.max(1, Math.min(900, Math.round(medianDays * Math.exp(0.35 * noise) * rng.logNormal(0.75))))
    colStartDay[i] = startDay
    colEndDay[i] = Math.min(lastDay, startDay + duration)
    colAvailableFromDay[i] = rng.chance(sale ? 0.3 : 0.7)
      ? startDay + rng.int(sale ? 30 : 7, sale ? 240 : 90)
      : MISSING_INT

    // Listing meta
    let source = rng.weighted(SOURCE_WEIGHTS, SOURCE_TOTAL)
    if (SOURCES[source][0] === 'wg-gesucht.de' && (sale || kind === KIND_HOUSE)) source = 0
    colSource[i] = source
    colImageCount[i] = rng.chance(0.08) ? 0 : rng.int(1, 12)
  }
}

const SOURCE_WEIGHTS = SOURCES.map(([, w]) => w)
const SOURCE_TOTAL = weightSum(SOURCE_WEIGHTS)

export interface GenerateOptions {
  offers?: number
  seed: number
  asOf: string
  onProgress?: (fraction: number) => void
}
export interface Generated {
  plan: MarketPlan
  cols: MarketColumns
}

/** The plan and its sample (the whole market when it is small enough): every piece's first offers, in order. */
export function generateSample(
  geo: Geography,
  opts: GenerateOptions,
  allocate: (plan: MarketPlan) => MarketColumns = (p) => allocateColumns(p.sampleTotal)
): Generated {
  const plan = buildPlan(geo, {
    seed: opts.seed,
    asOf: opts.asOf,
    offers: opts.offers,
    sources: SOURCES.map(([name]) => name)
  })
  const ctx = generationContext(plan, geo)
  const cols = allocate(plan)
  const step = Math.max(1, Math.ceil(plan.sampleTotal / 100))
  let nextReport = 0
  for (let k = 0; k < plan.pieceCount; k++) {
    const at = plan.sampleBase[k]
    if (opts.onProgress && at >= nextReport) {
      opts.onProgress(at / Math.max(1, plan.sampleTotal))
      nextReport = at + step
    }
    generatePiece(ctx, k, 0, plan.sampleCount[k], cols, at)
  }
  return { plan, cols }
}
