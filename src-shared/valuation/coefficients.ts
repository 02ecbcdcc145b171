// Conversion coefficients (Umrechnungskoeffizienten, ImmoWertV 2021 § 19): numeric tables read by linear
// interpolation and held flat beyond their ends, categorical tables read per level. The shipped tables are
// illustrative shapes, not a Gutachterausschuss's figures: they carry `example: true`, the grid warns
// while one is applied, and the appraiser replaces them with the local committee's published coefficients.
import type { CategoricalTable, CoefficientTable, NumericTable, TableCharacteristic } from './grid-types'

export function interpolate(table: Pick<NumericTable, 'points'>, x: number): number {
  const sorted = table.points.every((p, i) => i === 0 || table.points[i - 1].at <= p.at)
  const points = sorted ? table.points : [...table.points].sort((a, b) => a.at - b.at)
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

/** k of a level in a categorical table, or null when the table has no such level. */
export function levelK(table: Pick<CategoricalTable, 'levels'>, level: string): number | null {
  const hit = table.levels.find((l) => l.level === level)
  return hit && Number.isFinite(hit.k) && hit.k > 0 ? hit.k : null
}

/** A table is usable when it has at least one entry, every k is a positive finite number and no key repeats. */
export function tableProblem(table: CoefficientTable | Pick<NumericTable, 'points'>): 'empty' | 'invalid_k' | 'duplicate_at' | null {
  const entries = 'levels' in table ? table.levels.map((l) => ({ key: l.level, k: l.k, ok: true })) : table.points.map((p) => ({ key: p.at, k: p.k, ok: Number.isFinite(p.at) }))
  if (entries.length === 0) return 'empty'
  if (entries.some((e) => !e.ok || !Number.isFinite(e.k) || e.k <= 0)) return 'invalid_k'
  if (new Set(entries.map((e) => e.key)).size !== entries.length) return 'duplicate_at'
  return null
}

/** The first usable table for a characteristic: the one the grid applies. */
export function tableFor(tables: readonly CoefficientTable[], characteristic: TableCharacteristic): CoefficientTable | null {
  return tables.find((t) => t.characteristic === characteristic && tableProblem(t) === null) ?? null
}

export const EXAMPLE_TABLE_SOURCE =
  'Lagebild-Mustertabelle: typischer Verlauf, keine amtlichen Werte; durch die Umrechnungskoeffizienten des örtlichen Gutachterausschusses ersetzen'
const EXAMPLE_MODEL = 'Beispiel ohne Modell; Modell des Gutachterausschusses angeben'

const example = { source: EXAMPLE_TABLE_SOURCE, stichtag: '', model: EXAMPLE_MODEL, example: true } as const

/** Smaller flats fetch more per m²; the curve flattens above about 100 m². */
export const EXAMPLE_LIVING_AREA_TABLE: NumericTable = {
  id: 'example-living-area',
  name: 'Wohnfläche',
  ...example,
  scale: 'numeric',
  characteristic: 'livingArea',
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
export const EXAMPLE_BUILDING_YEAR_TABLE: NumericTable = {
  id: 'example-building-year',
  name: 'Baujahr',
  ...example,
  scale: 'numeric',
  characteristic: 'buildingYear',
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

/** Offered for choosing; not applied until the appraiser adds them. */
export const EXAMPLE_CONDITION_TABLE: CategoricalTable = {
  id: 'example-condition',
  name: 'Zustand',
  ...example,
  scale: 'categorical',
  characteristic: 'condition',
  levels: [
    { level: 'dilapidated', k: 0.75 },
    { level: 'bad', k: 0.85 },
    { level: 'moderate', k: 0.95 },
    { level: 'good', k: 1.0 },
    { level: 'very_good', k: 1.06 }
  ]
}

export const EXAMPLE_FURNISHING_TABLE: CategoricalTable = {
  id: 'example-furnishing',
  name: 'Ausstattung',
  ...example,
  scale: 'categorical',
  characteristic: 'furnishing',
  levels: [
    { level: 'very_simple', k: 0.9 },
    { level: 'simple', k: 0.95 },
    { level: 'good', k: 1.0 },
    { level: 'upscale', k: 1.05 },
    { level: 'very_upscale', k: 1.1 }
  ]
}

export const EXAMPLE_FLOOR_POSITION_TABLE: CategoricalTable = {
  id: 'example-floor-position',
  name: 'Lage im Gebäude',
  ...example,
  scale: 'categorical',
  characteristic: 'floorPosition',
  levels: [
    { level: 'basement', k: 0.9 },
    { level: 'ground', k: 0.97 },
    { level: 'middle', k: 1.0 },
    { level: 'top', k: 1.02 },
    { level: 'penthouse', k: 1.08 }
  ]
}

/** The shipped tables that a new grid starts with (both marked as examples). */
export const DEFAULT_TABLES: readonly CoefficientTable[] = [EXAMPLE_LIVING_AREA_TABLE, EXAMPLE_BUILDING_YEAR_TABLE]
/** Every shipped example table, for "add an example table". */
export const EXAMPLE_TABLES: readonly CoefficientTable[] = [
  EXAMPLE_LIVING_AREA_TABLE,
  EXAMPLE_BUILDING_YEAR_TABLE,
  EXAMPLE_CONDITION_TABLE,
  EXAMPLE_FURNISHING_TABLE,
  EXAMPLE_FLOOR_POSITION_TABLE
]

/** Offer-to-sale gap: asking prices in German markets typically close some per cent lower; the reason must be entered. */
export const DEFAULT_OFFER_DISCOUNT_PCT = 10
