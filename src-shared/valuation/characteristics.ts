// The characteristic steps (ImmoWertV §§ 19, 20): each row reads the coefficient table of its
// characteristic (k of the subject / k of the comparable) unless the column carries an entered per cent
// for the row; the location row uses the Bodenrichtwert ratio or the vendor's score, named which.
import { interpolate, isExampleTable, levelK, tableFor } from './coefficients'
import type {
  Characteristics,
  CoefficientTable,
  GridComparable,
  GridSettings,
  GridSubject,
  OverridableRow,
  TableCharacteristic
} from './grid-types'
import type { GridCell, GridRowKey } from './result-types'

export type Step = Omit<GridCell, 'price'>

/** The characteristic rows in grid order, and the table characteristics each may use (first found wins). */
export const CHARACTERISTIC_ROWS: ReadonlyArray<{
  row: Exclude<OverridableRow, 'location'>
  characteristics: readonly TableCharacteristic[]
}> = [
  { row: 'livingArea', characteristics: ['livingArea'] },
  { row: 'remainingLife', characteristics: ['remainingLife'] },
  { row: 'buildingYear', characteristics: ['buildingYear'] },
  { row: 'modernisation', characteristics: ['modernisationDegree', 'modernisationYear'] },
  { row: 'condition', characteristics: ['condition'] },
  { row: 'furnishing', characteristics: ['furnishing'] },
  { row: 'floorPosition', characteristics: ['floorPosition', 'floor'] },
  { row: 'balcony', characteristics: ['balcony'] },
  { row: 'elevator', characteristics: ['elevator'] },
  { row: 'landArea', characteristics: ['landArea'] }
]

/** A characteristic's value as a table reads it: numbers, levels, and 'yes'/'no' for the elevator. */
export function characteristicValue(
  c: Partial<Characteristics>,
  characteristic: TableCharacteristic
): number | string | null {
  if (characteristic === 'elevator')
    return c.elevator === undefined || c.elevator === null ? null : c.elevator ? 'yes' : 'no'
  const v = c[characteristic]
  return v === undefined ? null : v
}

/** k of a value in a table, or null when the table has no entry for it. */
export function kOf(table: CoefficientTable, value: number | string): number | null {
  if (table.scale === 'numeric') return typeof value === 'number' ? interpolate(table, value) : null
  return typeof value === 'string' ? levelK(table, value) : null
}

/** The table a characteristic row applies, or null. */
export function rowTable(
  tables: readonly CoefficientTable[],
  row: Exclude<OverridableRow, 'location'>
): CoefficientTable | null {
  const spec = CHARACTERISTIC_ROWS.find((r) => r.row === row)!
  for (const ch of spec.characteristics) {
    const t = tableFor(tables, ch)
    if (t) return t
  }
  return null
}

const entered = (row: GridRowKey, e: { pct: number; reason: string }): Step => ({
  row,
  factor: 1 + e.pct / 100,
  inputs: { pct: e.pct, reason: e.reason },
  basis: 'entered'
})

export function tableInputs(table: CoefficientTable): Record<string, string | boolean> {
  return {
    table: table.name,
    citation: table.citation,
    stichtag: table.stichtag,
    model: table.model,
    example: isExampleTable(table)
  }
}

export function characteristicStep(
  row: Exclude<OverridableRow, 'location'>,
  table: CoefficientTable | null,
  subject: GridSubject,
  c: GridComparable
): Step {
  const override = c.overrides?.[row]
  if (override) return entered(row, override)
  if (!table) return { row, factor: 1, inputs: {}, basis: 'no_table' }
  const info = tableInputs(table)
  const s = characteristicValue(subject, table.characteristic)
  const v = characteristicValue(c, table.characteristic)
  if (s === null)
    return {
      row,
      factor: 1,
      inputs: { ...info, subject: null, comparable: v },
      basis: 'table',
      fallback: 'no_subject_value'
    }
  if (v === null)
    return {
      row,
      factor: 1,
      inputs: { ...info, subject: s, comparable: null },
      basis: 'table',
      fallback: 'no_comparable_value'
    }
  const kSubject = kOf(table, s)
  const kComparable = kOf(table, v)
  if (kSubject === null || kComparable === null)
    return {
      row,
      factor: 1,
      inputs: { ...info, subject: s, comparable: v },
      basis: 'table',
      fallback: 'no_table_level'
    }
  return {
    row,
    factor: kSubject / kComparable,
    inputs: { ...info, characteristic: table.characteristic, subject: s, comparable: v, kSubject, kComparable },
    basis: isExampleTable(table) ? 'table_example' : 'table'
  }
}

export function locationStep(settings: GridSettings, subject: GridSubject, c: GridComparable): Step {
  const override = c.overrides?.location
  if (override) return entered('location', override)
  const loc = settings.location
  if (loc.method === 'landValueRatio') {
    const s = subject.landValue
    const v = c.landValue
    if (!s || !v)
      return {
        row: 'location',
        factor: 1,
        inputs: { exponent: loc.exponent },
        basis: 'land_value_ratio',
        fallback: 'no_land_value'
      }
    return {
      row: 'location',
      factor: (s.value / v.value) ** loc.exponent,
      inputs: {
        subjectLandValue: s.value,
        subjectZone: s.zone,
        subjectStichtag: s.stichtag,
        subjectCitation: s.citation,
        comparableLandValue: v.value,
        comparableZone: v.zone,
        comparableStichtag: v.stichtag,
        comparableCitation: v.citation,
        exponent: loc.exponent,
        reason: loc.reason
      },
      basis: 'land_value_ratio'
    }
  }
  if (loc.method === 'vendorScore') {
    const s = subject.locationScore
    const v = c.locationScore
    if (!s || !v)
      return {
        row: 'location',
        factor: 1,
        inputs: { pctPerScore: loc.pctPerScore },
        basis: 'vendor_score',
        fallback: 'no_location_score'
      }
    const pct = (s.value - v.value) * loc.pctPerScore
    return {
      row: 'location',
      factor: 1 + pct / 100,
      inputs: {
        subjectScore: s.value,
        subjectScoreFrom: s.source?.connection.name ?? null,
        comparableScore: v.value,
        comparableScoreFrom: v.source?.connection.name ?? null,
        pctPerScore: loc.pctPerScore,
        pct,
        reason: loc.reason
      },
      basis: 'vendor_score'
    }
  }
  return { row: 'location', factor: 1, inputs: {}, basis: 'no_location_method' }
}
