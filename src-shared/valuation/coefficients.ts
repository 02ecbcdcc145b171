// Conversion coefficients (Umrechnungskoeffizienten, ImmoWertV 2021 § 19): a table of anchor points,
// read by linear interpolation and held flat beyond its ends. The defaults are illustrative shapes, not
// a Gutachterausschuss's figures: the grid names them as such and the appraiser replaces them with the
// local committee's published coefficients.

export interface CoefficientPoint {
  /** The characteristic: living area in m², or building year. */
  at: number
  k: number
}

export interface CoefficientTable {
  name: string
  /** Where the figures come from, shown in the grid and the export. */
  source: string
  points: CoefficientPoint[]
}

export function interpolate(table: CoefficientTable, x: number): number {
  const points = [...table.points].sort((a, b) => a.at - b.at)
  if (points.length === 0) return 1
  if (x <= points[0].at) return points[0].k
  const last = points[points.length - 1]
  if (x >= last.at) return last.k
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]
    const b = points[i]
    if (x <= b.at) return a.k + ((b.k - a.k) * (x - a.at)) / (b.at - a.at)
  }
  return last.k
}

/** A table is usable when it has at least one point and every k is a positive finite number. */
export function tableProblem(table: CoefficientTable): 'empty' | 'invalid_k' | 'duplicate_at' | null {
  if (table.points.length === 0) return 'empty'
  if (table.points.some((p) => !Number.isFinite(p.k) || p.k <= 0 || !Number.isFinite(p.at))) return 'invalid_k'
  const ats = table.points.map((p) => p.at)
  if (new Set(ats).size !== ats.length) return 'duplicate_at'
  return null
}

export const DEFAULT_TABLE_SOURCE =
  'Lagebild-Mustertabelle: typischer Verlauf, keine amtlichen Werte; durch die Umrechnungskoeffizienten des örtlichen Gutachterausschusses ersetzen'

/** Smaller flats fetch more per m²; the curve flattens above about 100 m². */
export const DEFAULT_LIVING_AREA_TABLE: CoefficientTable = {
  name: 'Wohnfläche',
  source: DEFAULT_TABLE_SOURCE,
  points: [
    { at: 30, k: 1.18 },
    { at: 50, k: 1.07 },
    { at: 70, k: 1.0 },
    { at: 90, k: 0.96 },
    { at: 110, k: 0.94 },
    { at: 150, k: 0.92 }
  ]
}

/** Post-war stock lowest, new buildings highest; pre-1919 stock above the 1950s to 1970s. */
export const DEFAULT_BUILDING_YEAR_TABLE: CoefficientTable = {
  name: 'Baujahr',
  source: DEFAULT_TABLE_SOURCE,
  points: [
    { at: 1900, k: 0.95 },
    { at: 1950, k: 0.82 },
    { at: 1970, k: 0.85 },
    { at: 1990, k: 0.93 },
    { at: 2000, k: 1.0 },
    { at: 2010, k: 1.1 },
    { at: 2020, k: 1.22 }
  ]
}

/** Offer-to-sale gap: asking prices in German markets typically close some per cent lower. */
export const DEFAULT_OFFER_DISCOUNT_PCT = 10
export const DEFAULT_LOCATION_PCT_PER_SCORE = 20
