// The comparison-value grid (Vergleichswertverfahren, ImmoWertV 2021 §§ 24-26): each kept comparable's
// offer price per m² adjusted step by step to the subject, then weighted into an indicated value.
// Pure arithmetic, shared by the valuation screen, its history and the PDF export; every cell carries
// the inputs it was computed from, so the screen can show how.
import { interpolate, type CoefficientTable } from './coefficients'

export interface IndexPoint {
  /** YYYY-MM-DD, or YYYY for a yearly value (read as 1 July of that year). */
  date: string
  value: number
}

/** A price index (ImmoWertV § 18), e.g. the region's purchase price development of the location report. */
export interface IndexSeries {
  /** Named in the time-adjustment cell, e.g. "Kaufpreisentwicklung Wohnungen (Bestand), Kreis Altona". */
  name: string
  points: IndexPoint[]
}

export interface GridSubject {
  livingArea: number
  buildingYear: number | null
  /** YYYY-MM-DD: the valuation date (Wertermittlungsstichtag). */
  valuationDate: string
  /** The subject's building-block location score (0 to 1), where the data has one. */
  locationScore: number | null
}

export interface GridComparable {
  id: string
  label: string
  /** Offer price per m² (Angebotsdaten). */
  pricePerSqm: number
  livingArea: number | null
  buildingYear: number | null
  /** YYYY-MM-DD: when the offer was published (the price's date). */
  offerDate: string
  locationScore: number | null
  /** Where a location score taken from the service came from (absent when the appraiser entered it). */
  locationScoreFrom?: { connection: string; endpoint: string; fetchedAt: string }
  /** Condition adjustment in per cent, set by the appraiser (default 0). */
  conditionPct?: number
  /** Location adjustment in per cent set by the appraiser; when absent it is derived from the scores. */
  locationPct?: number | null
  /** Weight (default 1). */
  weight?: number
}

export interface GridSettings {
  /** Angebotsabschlag in per cent: offers are asking prices, sales close below them. */
  offerDiscountPct: number
  offerDiscountReason: string
  index: IndexSeries | null
  livingAreaTable: CoefficientTable
  buildingYearTable: CoefficientTable
  /** Per cent of price per whole score point (0 to 1) of location-score difference. */
  locationPctPerScore: number
  /** Required as soon as the weights are not all equal. */
  weightJustification: string
}

export type GridRowKey =
  | 'offerPrice'
  | 'offerDiscount'
  | 'time'
  | 'livingArea'
  | 'buildingYear'
  | 'condition'
  | 'location'
  | 'adjusted'

export const GRID_ROWS: readonly GridRowKey[] = [
  'offerPrice', 'offerDiscount', 'time', 'livingArea', 'buildingYear', 'condition', 'location', 'adjusted'
]

/** How a cell was computed: a factor applied to the price before it, and what the factor came from. */
export interface GridCell {
  row: GridRowKey
  /** Multiplier applied in this step (1 for the first and last row). */
  factor: number
  /** Price per m² after this step. */
  price: number
  /** The inputs named for "how was this computed". */
  inputs: Record<string, number | string | null>
  /** A step that could not use data and fell back to no adjustment (factor 1). */
  fallback?: 'no_index' | 'no_index_value' | 'no_living_area' | 'no_building_year' | 'no_location_score'
}

export interface GridColumn {
  id: string
  label: string
  weight: number
  cells: GridCell[]
  adjustedPrice: number
}

export interface GridResult {
  columns: GridColumn[]
  count: number
  weightedMean: number | null
  median: number | null
  /** Sample standard deviation (n - 1) of the adjusted prices per m². */
  standardDeviation: number | null
  /** standardDeviation / weightedMean. */
  coefficientOfVariation: number | null
  /** weightedMean × subject living area. */
  indicatedValue: number | null
  /** ± one standard deviation per m², times the living area. */
  range: { low: number; high: number } | null
  /** Problems the appraiser must resolve before the result can be used. */
  issues: Array<'no_comparables' | 'weights_need_justification' | 'invalid_weight'>
}

const DAY_MS = 86_400_000

function toTime(date: string): number {
  const iso = /^\d{4}$/.test(date) ? `${date}-07-01` : date.slice(0, 10)
  return Date.parse(`${iso}T00:00:00Z`)
}

/**
 * The index value at a date: linear between the two points around it; before the first or after the
 * last point the nearest point's value (the series says nothing beyond its ends), flagged by `clamped`.
 */
export function indexAt(series: IndexSeries, date: string): { value: number; clamped: boolean } | null {
  const points = series.points
    .filter((p) => Number.isFinite(p.value) && p.value > 0 && Number.isFinite(toTime(p.date)))
    .map((p) => ({ t: toTime(p.date), v: p.value }))
    .sort((a, b) => a.t - b.t)
  const t = toTime(date)
  if (points.length === 0 || !Number.isFinite(t)) return null
  if (t <= points[0].t) return { value: points[0].v, clamped: t < points[0].t }
  const last = points[points.length - 1]
  if (t >= last.t) return { value: last.v, clamped: t > last.t }
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]
    const b = points[i]
    if (t <= b.t) {
      const share = (t - a.t) / Math.max(b.t - a.t, DAY_MS)
      return { value: a.v + (b.v - a.v) * share, clamped: false }
    }
  }
  return { value: last.v, clamped: false }
}

function timeStep(settings: GridSettings, subject: GridSubject, c: GridComparable): Omit<GridCell, 'price'> {
  if (!settings.index) return { row: 'time', factor: 1, inputs: { index: null }, fallback: 'no_index' }
  const atValuation = indexAt(settings.index, subject.valuationDate)
  const atOffer = indexAt(settings.index, c.offerDate)
  if (!atValuation || !atOffer) {
    return { row: 'time', factor: 1, inputs: { index: settings.index.name }, fallback: 'no_index_value' }
  }
  return {
    row: 'time',
    factor: atValuation.value / atOffer.value,
    inputs: {
      index: settings.index.name,
      offerDate: c.offerDate,
      indexAtOffer: atOffer.value,
      valuationDate: subject.valuationDate,
      indexAtValuation: atValuation.value,
      clamped: atValuation.clamped || atOffer.clamped ? 'yes' : 'no'
    }
  }
}

function coefficientStep(
  row: 'livingArea' | 'buildingYear',
  table: CoefficientTable,
  subjectValue: number | null,
  compValue: number | null
): Omit<GridCell, 'price'> {
  if (subjectValue === null || compValue === null) {
    return { row, factor: 1, inputs: { table: table.name }, fallback: row === 'livingArea' ? 'no_living_area' : 'no_building_year' }
  }
  const kSubject = interpolate(table, subjectValue)
  const kComparable = interpolate(table, compValue)
  return {
    row,
    factor: kSubject / kComparable,
    inputs: { table: table.name, source: table.source, subject: subjectValue, comparable: compValue, kSubject, kComparable }
  }
}

function locationStep(settings: GridSettings, subject: GridSubject, c: GridComparable): Omit<GridCell, 'price'> {
  if (c.locationPct !== undefined && c.locationPct !== null) {
    return { row: 'location', factor: 1 + c.locationPct / 100, inputs: { entered: c.locationPct } }
  }
  if (subject.locationScore === null || c.locationScore === null) {
    return { row: 'location', factor: 1, inputs: {}, fallback: 'no_location_score' }
  }
  const pct = (subject.locationScore - c.locationScore) * settings.locationPctPerScore
  return {
    row: 'location',
    factor: 1 + pct / 100,
    inputs: {
      subjectScore: subject.locationScore,
      comparableScore: c.locationScore,
      pctPerScore: settings.locationPctPerScore,
      pct
    }
  }
}

export function computeColumn(settings: GridSettings, subject: GridSubject, c: GridComparable): GridColumn {
  const steps: Array<Omit<GridCell, 'price'>> = [
    { row: 'offerPrice', factor: 1, inputs: { pricePerSqm: c.pricePerSqm } },
    {
      row: 'offerDiscount',
      factor: 1 - settings.offerDiscountPct / 100,
      inputs: { pct: settings.offerDiscountPct, reason: settings.offerDiscountReason }
    },
    timeStep(settings, subject, c),
    coefficientStep('livingArea', settings.livingAreaTable, subject.livingArea, c.livingArea),
    coefficientStep('buildingYear', settings.buildingYearTable, subject.buildingYear, c.buildingYear),
    { row: 'condition', factor: 1 + (c.conditionPct ?? 0) / 100, inputs: { pct: c.conditionPct ?? 0 } },
    locationStep(settings, subject, c)
  ]
  const cells: GridCell[] = []
  let price = c.pricePerSqm
  for (const step of steps) {
    price *= step.factor
    cells.push({ ...step, price })
  }
  cells.push({ row: 'adjusted', factor: 1, price, inputs: { factor: price / c.pricePerSqm } })
  return { id: c.id, label: c.label, weight: c.weight ?? 1, cells, adjustedPrice: price }
}

function median(sorted: number[]): number {
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function computeGrid(settings: GridSettings, subject: GridSubject, comparables: GridComparable[]): GridResult {
  const columns = comparables.map((c) => computeColumn(settings, subject, c))
  const issues: GridResult['issues'] = []
  if (columns.length === 0) issues.push('no_comparables')
  if (columns.some((c) => !Number.isFinite(c.weight) || c.weight < 0)) issues.push('invalid_weight')
  const equal = columns.every((c) => c.weight === columns[0]?.weight)
  if (!equal && settings.weightJustification.trim() === '') issues.push('weights_need_justification')
  const totalWeight = columns.reduce((s, c) => s + (c.weight > 0 ? c.weight : 0), 0)
  if (columns.length === 0 || totalWeight <= 0) {
    return { columns, count: columns.length, weightedMean: null, median: null, standardDeviation: null,
      coefficientOfVariation: null, indicatedValue: null, range: null, issues }
  }
  const prices = columns.map((c) => c.adjustedPrice)
  const weightedMean = columns.reduce((s, c) => s + (c.weight > 0 ? c.weight : 0) * c.adjustedPrice, 0) / totalWeight
  const mean = prices.reduce((s, p) => s + p, 0) / prices.length
  const standardDeviation =
    prices.length > 1 ? Math.sqrt(prices.reduce((s, p) => s + (p - mean) ** 2, 0) / (prices.length - 1)) : null
  return {
    columns,
    count: columns.length,
    weightedMean,
    median: median([...prices].sort((a, b) => a - b)),
    standardDeviation,
    coefficientOfVariation: standardDeviation === null ? null : standardDeviation / weightedMean,
    indicatedValue: weightedMean * subject.livingArea,
    range:
      standardDeviation === null
        ? null
        : { low: (weightedMean - standardDeviation) * subject.livingArea, high: (weightedMean + standardDeviation) * subject.livingArea },
    issues
  }
}
