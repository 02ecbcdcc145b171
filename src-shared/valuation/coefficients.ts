// Conversion coefficients (Umrechnungskoeffizienten, ImmoWertV 2021 § 19): numeric tables read by linear
// interpolation and held flat beyond their ends, categorical tables read per level. The shipped tables are
// illustrative shapes, not a Gutachterausschuss's figures: they carry `example: true`, the grid warns
// while one is applied (and while a table still holds an example's values, whatever its citation says),
// and the appraiser replaces them with the local committee's published coefficients.
import type {
  CategoricalCharacteristic,
  CategoricalTable,
  CoefficientTable,
  NumericCharacteristic,
  NumericTable,
  TableCharacteristic
} from './grid-types'

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
export function tableProblem(
  table: CoefficientTable | Pick<NumericTable, 'points'>
): 'empty' | 'invalid_k' | 'duplicate_at' | null {
  const entries =
    'levels' in table
      ? table.levels.map((l) => ({ key: l.level, k: l.k, ok: true }))
      : table.points.map((p) => ({ key: p.at, k: p.k, ok: Number.isFinite(p.at) }))
  if (entries.length === 0) return 'empty'
  if (entries.some((e) => !e.ok || !Number.isFinite(e.k) || e.k <= 0)) return 'invalid_k'
  if (new Set(entries.map((e) => e.key)).size !== entries.length) return 'duplicate_at'
  return null
}

/** The first usable table for a characteristic: the one the grid applies. */
export function tableFor(
  tables: readonly CoefficientTable[],
  characteristic: TableCharacteristic
): CoefficientTable | null {
  return tables.find((t) => t.characteristic === characteristic && tableProblem(t) === null) ?? null
}

export const EXAMPLE_TABLE_SOURCE =
  'Lagebild-Mustertabelle: typischer Verlauf, keine amtlichen Werte; durch die Umrechnungskoeffizienten des örtlichen Gutachterausschusses ersetzen'
const EXAMPLE_MODEL = 'Beispiel ohne Modell; Modell des Gutachterausschusses angeben'

const example = { citation: EXAMPLE_TABLE_SOURCE, stichtag: '', model: EXAMPLE_MODEL, example: true } as const

const numericExample = (
  id: string,
  name: string,
  characteristic: NumericCharacteristic,
  points: Array<[at: number, k: number]>
): NumericTable => ({
  id,
  name,
  ...example,
  scale: 'numeric',
  characteristic,
  points: points.map(([at, k]) => ({ at, k }))
})

const categoricalExample = (
  id: string,
  name: string,
  characteristic: CategoricalCharacteristic,
  levels: Array<[level: string, k: number]>
): CategoricalTable => ({
  id,
  name,
  ...example,
  scale: 'categorical',
  characteristic,
  levels: levels.map(([level, k]) => ({ level, k }))
})

/** Smaller flats fetch more per m²; the curve flattens above about 100 m². */
export const EXAMPLE_LIVING_AREA_TABLE = numericExample('example-living-area', 'Wohnfläche', 'livingArea', [
  [30, 1.18],
  [50, 1.07],
  [70, 1.0],
  [90, 0.96],
  [110, 0.94],
  [150, 0.92]
])

/** Post-war stock lowest, new buildings highest; pre-1919 stock above the 1950s to 1970s. */
export const EXAMPLE_BUILDING_YEAR_TABLE = numericExample('example-building-year', 'Baujahr', 'buildingYear', [
  [1900, 0.95],
  [1950, 0.82],
  [1970, 0.85],
  [1990, 0.93],
  [2000, 1.0],
  [2010, 1.1],
  [2020, 1.22]
])

/** Offered for choosing; not applied until the appraiser adds them. */
export const EXAMPLE_CONDITION_TABLE = categoricalExample('example-condition', 'Zustand', 'condition', [
  ['dilapidated', 0.75],
  ['bad', 0.85],
  ['moderate', 0.95],
  ['good', 1.0],
  ['very_good', 1.06]
])

export const EXAMPLE_FURNISHING_TABLE = categoricalExample('example-furnishing', 'Ausstattung', 'furnishing', [
  ['very_simple', 0.9],
  ['simple', 0.95],
  ['good', 1.0],
  ['upscale', 1.05],
  ['very_upscale', 1.1]
])

export const EXAMPLE_FLOOR_POSITION_TABLE = categoricalExample(
  'example-floor-position',
  'Lage im Gebäude',
  'floorPosition',
  [
    ['basement', 0.9],
    ['ground', 0.97],
    ['middle', 1.0],
    ['top', 1.02],
    ['penthouse', 1.08]
  ]
)

/** Every shipped example table, offered for "add an example table"; a new grid applies none of them. */
export const EXAMPLE_TABLES: readonly CoefficientTable[] = [
  EXAMPLE_LIVING_AREA_TABLE,
  EXAMPLE_BUILDING_YEAR_TABLE,
  EXAMPLE_CONDITION_TABLE,
  EXAMPLE_FURNISHING_TABLE,
  EXAMPLE_FLOOR_POSITION_TABLE
]

/** Offer-to-sale gap: asking prices in German markets typically close some per cent lower; the reason must be entered. */
export const DEFAULT_OFFER_DISCOUNT_PCT = 10

const entriesKey = (table: CoefficientTable) =>
  JSON.stringify(
    table.scale === 'numeric'
      ? [...table.points].sort((a, b) => a.at - b.at).map((p) => [p.at, p.k])
      : [...table.levels].sort((a, b) => a.level.localeCompare(b.level)).map((l) => [l.level, l.k])
  )
const EXAMPLE_KEYS = new Map(EXAMPLE_TABLES.map((e) => [`${e.characteristic}:${entriesKey(e)}`, e]))

/**
 * An example table: marked so, or still holding a shipped example's values for its characteristic (a
 * citation typed over an example does not make its figures a publisher's).
 */
export function isExampleTable(table: CoefficientTable): boolean {
  return table.example || EXAMPLE_KEYS.has(`${table.characteristic}:${entriesKey(table)}`)
}
