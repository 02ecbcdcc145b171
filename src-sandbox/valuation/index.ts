// Valuations from the comparable sale offers around a place (METHOD.md): a local hedonic regression in
// log price per sqm, confidence from the number, spread, distance and size match of the comparables.
// Thin data widens the search and lowers the confidence instead of refusing (as the vendor answers).
import type { GeoPoint } from '../geo/types'
import {
  CONDITION_LABELS,
  DEAL_SALE,
  KIND_APARTMENT,
  KIND_HOUSE,
  MISSING_INT,
  NO_CODE,
  QUALITY_CLASSES,
  type Market
} from '../market/types'
import { ridgeWls, dot } from './regression'

export type ConditionClass = 'dilapidated' | 'bad' | 'moderate' | 'good' | 'very_good'
export type QualityClass = 'very_simple' | 'simple' | 'good' | 'upscale' | 'very_upscale'
export type HouseType = 'one-family' | 'two-family' | 'semi-detached' | 'row'

const CONDITION_SCORE: Record<ConditionClass, number> = { dilapidated: -2, bad: -1, moderate: 0, good: 1, very_good: 2 }
const QUALITY_SCORE: Record<QualityClass, number> = {
  very_simple: -2,
  simple: -1,
  good: 0,
  upscale: 1,
  very_upscale: 2
}
/** House types relative to a detached one-family house. */
const HOUSE_TYPE_FACTOR: Record<HouseType, number> = {
  'one-family': 1,
  'two-family': 0.95,
  'semi-detached': 0.96,
  row: 0.92
}
const HOUSE_TYPE_OF_OBJECT: Record<number, HouseType> = {
  2: 'one-family',
  3: 'semi-detached',
  5: 'row',
  17: 'two-family'
}
/** Apartment subtypes relative to a plain apartment (floor position, light, layout). */
const SUBTYPE_FACTOR: Record<string, number> = {
  apartment_apartment: 1,
  apartment_ground_floor: 0.96,
  apartment_attic: 0.98,
  apartment_maisonette: 1.02,
  apartment_penthouse: 1.08,
  apartment_loft: 1.03
}

/** v1 spells 'very good' / 'very simple'; v2 'very_good' / 'very_simple'. */
export const normaliseClass = (v: string | undefined): string | undefined => v?.replace(/ /g, '_')

export const MIN_COMPARABLES = 8
export const MAX_COMPARABLES = 80
export const MAX_RADIUS_M = 15_000
/** Where too few comparables lie within MAX_RADIUS_M, the search widens to this radius, then to the whole market. */
export const WIDER_RADIUS_M = 60_000
export const LOOKBACK_DAYS = 3 * 365

export interface Subject {
  kind: 'apartment' | 'house'
  livingArea: number
  buildingYear?: number
  landArea?: number
  condition?: ConditionClass
  quality?: QualityClass
  houseType?: HouseType
  subtype?: string
}

export interface Estimate {
  /** Price per sqm of living area (EUR) for the subject. */
  pricePerSqm: number
  /** Comparables used and the spread of their log prices around the fitted model. */
  count: number
  residualSd: number
  /** Relative uncertainty of the estimate (log scale). */
  uncertainty: number
}

export class NotEnoughComparables extends Error {
  constructor(
    readonly found: number,
    readonly needed: number,
    readonly radiusM: number
  ) {
    super(`not enough comparable offers: found ${found} within ${radiusM / 1000} km, need at least ${needed}`)
  }
}

export interface ValuationOptions {
  maxComparables?: number
  maxRadiusM?: number
}

// Feature vector: 1, ln(area/70), year, year^2, condition, quality, years before the as-of date, ln(land ratio) (houses).
const PRIOR = [0, -0.08, 0.12, 0.12, 0.07, 0.06, 0.04, 0.1]
const PSEUDO_COUNT = [0, 8, 8, 8, 8, 8, 8, 8]
/** Buildings from before this year count as Altbau, one class for the building-year curve. */
const ALTBAU_UNTIL = 1919

export class Valuation {
  private readonly asOfDay: number

  /** The year of the market's as-of date: the end of the plausible building years. */
  private readonly currentYear: number

  constructor(readonly market: Market) {
    this.asOfDay = Math.floor(Date.parse(`${market.asOf}T00:00:00Z`) / 86_400_000)
    this.currentYear = Number(market.asOf.slice(0, 4))
  }

  /** Price per sqm for the subject from the sale offers around the point. */
  estimate(point: GeoPoint, s: Subject, opts: ValuationOptions = {}): Estimate {
    const n = opts.maxComparables ?? MAX_COMPARABLES
    const radius = opts.maxRadiusM ?? MAX_RADIUS_M
    // Nearest matching sale offers, read straight from the columns (no record decoding per request).
    const c = this.market.cols
    const kind = s.kind === 'apartment' ? KIND_APARTMENT : KIND_HOUSE
    const minDay = this.asOfDay - LOOKBACK_DAYS
    const minArea = s.livingArea / 1.8,
      maxArea = s.livingArea * 1.8
    const recentSale = (i: number): boolean => c.deal[i] === DEAL_SALE && c.kind[i] === kind && c.startDay[i] >= minDay
    // A size no offer of the kind has (a 1.5 sqm flat) skips the size condition at once: searching for
    // it would read every offer within the radius, generating all of them, to find none.
    const [leastArea, mostArea] = this.market.livingAreaRange(kind)
    const sizeCondition = maxArea >= leastArea && minArea <= mostArea
    const comps = this.widening(
      point,
      n,
      radius,
      sizeCondition
        ? [(i) => recentSale(i) && c.livingArea[i] >= minArea && c.livingArea[i] <= maxArea, recentSale]
        : [recentSale]
    )

    const years = comps.map((i) => c.buildingYear[i]).filter((y) => y !== MISSING_INT)
    const typicalYear = median(years, 1975)
    // The subject's year enters the fit within the comparables' years: the U-shape is not extrapolated.
    const yearLo = years.reduce((a, b) => Math.min(a, b), typicalYear)
    const yearHi = years.reduce((a, b) => Math.max(a, b), typicalYear)
    const subjectYear = s.buildingYear ?? typicalYear
    const typicalLandRatio = median(comps.map((i) => c.landArea[i] / c.livingArea[i]).filter(Number.isFinite), 2)

    const features = (area: number, year: number, cond: number, qual: number, tYears: number, extra: number) => {
      // Altbau (built before 1919) trades as one class: the U-shape is flat before 1919.
      const yb = (Math.max(year, ALTBAU_UNTIL) - 1975) / 40
      return [1, Math.log(area / 70), yb, yb * yb, cond, qual, tYears, extra]
    }
    // House types enter as a fixed offset (HOUSE_TYPE_FACTOR), not as a fitted slope.
    const typeOffset = (objectType: number): number =>
      s.kind === 'house' ? Math.log(HOUSE_TYPE_FACTOR[HOUSE_TYPE_OF_OBJECT[objectType] ?? 'one-family']) : 0
    const rows: number[][] = [],
      y: number[] = [],
      w: number[] = []
    for (const i of comps) {
      const by = c.buildingYear[i]
      const cond = c.condition[i] === NO_CODE ? 0 : CONDITION_SCORE[CONDITION_LABELS[c.condition[i]].conditionClass]
      const qual = c.quality[i] === NO_CODE ? 0 : QUALITY_SCORE[QUALITY_CLASSES[c.quality[i]]]
      const ratio = c.landArea[i] / c.livingArea[i]
      const extra = s.kind === 'apartment' ? 0 : Math.log(Number.isFinite(ratio) ? ratio / typicalLandRatio : 1)
      rows.push(
        features(
          c.livingArea[i],
          by === MISSING_INT ? typicalYear : by,
          cond,
          qual,
          (c.startDay[i] - this.asOfDay) / 365,
          extra
        )
      )
      y.push(Math.log(c.pricePerSqm[i]) - typeOffset(c.objectType[i]))
      w.push(1 / Math.sqrt(1 + (this.market.distanceM(i, point.lat, point.lon) / 1500) ** 2))
    }
    const meanW = w.reduce((a, b) => a + b, 0) / w.length
    const prior = [...PRIOR]
    prior[7] = s.kind === 'apartment' ? 0 : 0.1
    const fit = ridgeWls(
      rows,
      y,
      w,
      prior,
      PSEUDO_COUNT.map((m) => m * meanW)
    )
    const subjectExtra =
      s.kind === 'apartment'
        ? 0
        : Math.log((s.landArea ?? typicalLandRatio * s.livingArea) / s.livingArea / typicalLandRatio)
    const x = features(
      s.livingArea,
      Math.min(yearHi, Math.max(yearLo, subjectYear)),
      CONDITION_SCORE[s.condition ?? 'moderate'],
      QUALITY_SCORE[s.quality ?? 'good'],
      0,
      subjectExtra
    )
    let logPrice = dot(x, fit.beta)
    if (s.kind === 'apartment' && s.subtype) logPrice += Math.log(SUBTYPE_FACTOR[s.subtype] ?? 1)
    if (s.kind === 'house') logPrice += Math.log(HOUSE_TYPE_FACTOR[s.houseType ?? 'one-family'])
    const areas = comps.map((i) => c.livingArea[i])
    const uncertainty = Math.hypot(
      fit.residualSd * Math.sqrt(1 + 30 / comps.length),
      areaMismatch(s.livingArea, median(areas, s.livingArea)),
      this.remoteness(point, comps),
      yearMismatch(subjectYear, yearLo, yearHi, this.currentYear)
    )
    return { pricePerSqm: Math.exp(logPrice), count: comps.length, residualSd: fit.residualSd, uncertainty }
  }

  /**
   * The nearest n offers passing the first filter that finds at least MIN_COMPARABLES within the
   * radius (filters go from strict to loose), else within WIDER_RADIUS_M, else anywhere; only a
   * market without a single such offer answers "not enough comparable offers".
   */
  private widening(point: GeoPoint, n: number, radius: number, filters: ((i: number) => boolean)[]): number[] {
    let best: number[] = []
    for (const maxRadiusM of [radius, Math.max(radius, WIDER_RADIUS_M), undefined]) {
      for (const filter of maxRadiusM === radius ? filters : filters.slice(-1)) {
        const comps = this.market.nearest(point.lat, point.lon, n, { maxRadiusM, filter })
        if (comps.length >= MIN_COMPARABLES) return comps
        if (comps.length > best.length) best = comps
      }
    }
    if (best.length === 0) throw new NotEnoughComparables(0, 1, Infinity)
    return best
  }

  /** Extra uncertainty (log scale) when the comparables lie far away: none up to 5 km median distance. */
  private remoteness(point: GeoPoint, comps: number[]): number {
    const d = median(
      comps.map((i) => this.market.distanceM(i, point.lat, point.lon)),
      0
    )
    return 0.15 * Math.max(0, Math.log2(d / 5000))
  }

  apartment(point: GeoPoint, s: Omit<Subject, 'kind'>, opts?: ValuationOptions) {
    const e = this.estimate(point, { ...s, kind: 'apartment' }, opts)
    return { value: roundValue(e.pricePerSqm * s.livingArea), estimate: e }
  }

  house(point: GeoPoint, s: Omit<Subject, 'kind'>, opts?: ValuationOptions) {
    const e = this.estimate(point, { ...s, kind: 'house' }, opts)
    return { value: roundValue(e.pricePerSqm * s.livingArea), estimate: e }
  }

  /**
   * An apartment building: the value of its flats (a typical 70 sqm unit of the building's age and
   * condition) with a 20 % package discount, and never less than its land.
   */
  apartmentBuilding(
    point: GeoPoint,
    s: {
      livingArea: number
      landArea: number
      buildingYear?: number
      condition?: ConditionClass
      quality?: QualityClass
    },
    opts?: ValuationOptions
  ) {
    const e = this.estimate(
      point,
      { kind: 'apartment', livingArea: 70, buildingYear: s.buildingYear, condition: s.condition, quality: s.quality },
      opts
    )
    const buildingValue = e.pricePerSqm * s.livingArea * 0.8
    const land = this.landPrice(point, opts)
    return { value: roundValue(Math.max(buildingValue, land.pricePerSqm * s.landArea)), estimate: e }
  }

  /** A plot: land area times the local land price per sqm (landPrice). */
  plot(point: GeoPoint, landArea: number, opts?: ValuationOptions) {
    const land = this.landPrice(point, opts)
    // Larger plots sell for less per sqm; plots far outside the usual sizes are less certain.
    const sizeFactor = Math.pow(Math.max(50, landArea) / 600, -0.15)
    const estimate = {
      ...land,
      uncertainty: Math.hypot(land.uncertainty, areaMismatch(landArea, 600, Math.log(1000 / 600)))
    }
    return { value: roundValue(land.pricePerSqm * landArea * sizeFactor), estimate }
  }

  /**
   * Land price per sqm from house offers with a stated land area: each offer's price times the land
   * share of a house at its price level (about 20 % in cheap regions, up to 70 % in the dearest),
   * over its land area; the median of those.
   */
  landPrice(point: GeoPoint, opts: ValuationOptions = {}): Estimate {
    const radius = opts.maxRadiusM ?? MAX_RADIUS_M
    const c = this.market.cols
    const minDay = this.asOfDay - LOOKBACK_DAYS
    const comps = this.widening(point, opts.maxComparables ?? MAX_COMPARABLES, radius, [
      (i) => c.deal[i] === DEAL_SALE && c.kind[i] === KIND_HOUSE && c.startDay[i] >= minDay && c.landArea[i] >= 100
    ])
    const perSqm = comps.map((i) => {
      const share = Math.min(0.75, Math.max(0.15, 0.3 + 0.22 * Math.log(c.pricePerSqm[i] / 3000)))
      return Math.log((c.price[i] * share) / c.landArea[i])
    })
    const sorted = [...perSqm].sort((a, b) => a - b)
    const med = sorted[sorted.length >> 1]
    const mad = [...perSqm.map((v) => Math.abs(v - med))].sort((a, b) => a - b)[perSqm.length >> 1] * 1.4826
    return {
      pricePerSqm: Math.exp(med),
      count: comps.length,
      residualSd: mad,
      uncertainty: Math.hypot(mad * Math.sqrt(1 + 30 / comps.length), this.remoteness(point, comps))
    }
  }
}

const median = (xs: number[], fallback: number): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[xs.length >> 1] : fallback

/**
 * Extra uncertainty (log scale) for a building year the comparables do not cover: a little within the
 * plausible range (1800 to the current year, plausibleRange in src-shared/valuation/forms.ts), much beyond it.
 */
function yearMismatch(year: number, lo: number, hi: number, currentYear: number): number {
  const outsideData = Math.max(0, lo - year, year - hi)
  const outsidePlausible = Math.max(0, 1800 - year, year - currentYear)
  return 0.1 * Math.log2(1 + outsideData / 20) + 0.5 * Math.log2(1 + outsidePlausible / 10)
}

/**
 * Extra uncertainty (log scale) for a subject whose size lies beyond the comparables': none within
 * the tolerance (a factor 1.3 by default), then half the excess log ratio.
 */
function areaMismatch(subject: number, typical: number, tolerance = Math.log(1.3)): number {
  return 0.5 * Math.max(0, Math.abs(Math.log(subject / typical)) - tolerance)
}

function roundValue(v: number): number {
  return Math.round(v / 100) * 100
}

/** v1 confidence 1 (not confident) .. 5 (very confident) from the relative uncertainty. */
export function confidenceV1(uncertainty: number): number {
  if (uncertainty < 0.18) return 5
  if (uncertainty < 0.24) return 4
  if (uncertainty < 0.32) return 3
  if (uncertainty < 0.42) return 2
  return 1
}

export function confidenceV2(uncertainty: number): 'poor' | 'medium' | 'high' {
  if (uncertainty < 0.22) return 'high'
  if (uncertainty < 0.35) return 'medium'
  return 'poor'
}

export function createValuation(market: Market): Valuation {
  return new Valuation(market)
}
