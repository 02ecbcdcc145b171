// What generating any piece of the synthetic market needs (the model: MODEL.md), derived once from the plan
// and the geography, and a point inside each piece.
import type { Geography } from '../geo/types'
import { dayToYear, dayToYearFraction } from './dates'
import { timeIndex } from './hedonic'
import { annualRates, type MarketPlan } from './plan'
import { mix32 } from './prng'
import { fnv1a } from '../hash'

export { SOURCES } from './distributions'

/** What generating any piece needs, derived once from the plan and the geography. */
export interface GenContext {
  plan: MarketPlan
  geo: Geography
  plzTaste: Float64Array
  sigmaKm: Float64Array
  centreLat: Float64Array
  centreLon: Float64Array
  /** A point inside each piece (found on first use), NaN until then. */
  insideLat: Float64Array
  insideLon: Float64Array
  rentShare: Float64Array
  /** The year of each day from the plan's first day on (Date is slow per offer). */
  yearOfDay: Int16Array
  /** The price index (hedonic timeIndex) of each day, for sale and for rent. */
  saleIndexOfDay: Float64Array
  rentIndexOfDay: Float64Array
}

export function generationContext(plan: MarketPlan, geo: Geography): GenContext {
  const n = plan.pieceCount
  const ctx: GenContext = {
    plan,
    geo,
    plzTaste: Float64Array.from(
      geo.postalCodes,
      (p) => 1 + 0.16 * (mix32(plan.seed ^ 0x2545f491, fnv1a(p.code)) / 4294967296 - 0.5)
    ),
    sigmaKm: new Float64Array(n),
    centreLat: new Float64Array(n),
    centreLon: new Float64Array(n),
    insideLat: new Float64Array(n).fill(NaN),
    insideLon: new Float64Array(n).fill(NaN),
    rentShare: new Float64Array(n),
    yearOfDay: Int16Array.from({ length: plan.lastDay - plan.firstDay + 1 }, (_, d) => dayToYear(plan.firstDay + d)),
    saleIndexOfDay: Float64Array.from({ length: plan.lastDay - plan.firstDay + 1 }, (_, d) =>
      timeIndex(true, dayToYearFraction(plan.firstDay + d))
    ),
    rentIndexOfDay: Float64Array.from({ length: plan.lastDay - plan.firstDay + 1 }, (_, d) =>
      timeIndex(false, dayToYearFraction(plan.firstDay + d))
    )
  }
  for (let k = 0; k < n; k++) {
    const mun = geo.municipalities[plan.municipality[k]]
    const plz = geo.postalCodes[plan.postalCode[k]]
    const own = plz.municipalityId === mun.id
    ctx.centreLat[k] = own ? plz.lat : mun.lat
    ctx.centreLon[k] = own ? plz.lon : mun.lon
    const county = geo.countyById(mun.countyId)
    const density = county && county.areaKm2 > 0 ? Math.max(40, county.population / county.areaKm2) : 200
    ctx.sigmaKm[k] = Math.min(6, Math.max(0.25, 0.6 * Math.sqrt(plan.population[k] / density / Math.PI)))
    const r = annualRates(plan.levels[plan.municipality[k]].urbanity)
    ctx.rentShare[k] = r.rent / (r.rent + r.sale)
  }
  return ctx
}

/** A point inside piece k: its centre if inside, else the first of a growing grid over its box that is. */
export function insidePoint(ctx: GenContext, k: number): [number, number] {
  if (Number.isNaN(ctx.insideLat[k])) {
    const { plan, geo } = ctx
    const target = plan.geoPiece[k]
    let found: [number, number] = [(plan.minY[k] + plan.maxY[k]) / 2, (plan.minX[k] + plan.maxX[k]) / 2]
    if (geo.pieceIndexAt(ctx.centreLat[k], ctx.centreLon[k]) === target) found = [ctx.centreLat[k], ctx.centreLon[k]]
    else {
      search: for (const steps of [4, 16, 64]) {
        for (let a = 0; a < steps; a++) {
          for (let b = 0; b < steps; b++) {
            const lat = plan.minY[k] + ((a + 0.5) / steps) * (plan.maxY[k] - plan.minY[k])
            const lon = plan.minX[k] + ((b + 0.5) / steps) * (plan.maxX[k] - plan.minX[k])
            if (geo.pieceIndexAt(lat, lon) === target) {
              found = [lat, lon]
              break search
            }
          }
        }
      }
    }
    ctx.insideLat[k] = found[0]
    ctx.insideLon[k] = found[1]
  }
  return [ctx.insideLat[k], ctx.insideLon[k]]
}
