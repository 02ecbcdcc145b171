// Every data row read with the user's mapping: a Kaufpreis per m² (given, or the total price over the
// living area), a contract date no later than today, and whatever else is mapped; each cell that cannot
// be read is a problem named by row, column and value. Text is kept exactly as text: a cell such as
// "=HYPERLINK(...)" is a label here, never a formula.
import { BUILDING_YEARS, MAX_LIVING_SPACE } from '@shared/api/limits'
import type { CellProblem, ColumnMapping, TransactionRecord } from '@shared/bridge/transactions'
import {
  FIELD_KIND,
  PRICE_CHECK_TOLERANCE,
  TRANSACTION_FIELDS,
  type ParkingBasis,
  type TransactionField
} from '@shared/bridge/transaction-fields'
import { cellText, isEmptyCell, type Cell } from './table'
import {
  readBalcony,
  readCondition,
  readFloor,
  readFurnishing,
  readModernisationDegree,
  readOccupancy,
  readYesNo
} from './levels'
import { readDate, readNumber, readText, readYear } from './values'

export interface DataRow {
  /** The row number a spreadsheet shows (header and title rows counted). */
  row: number
  cells: Cell[]
}

export interface ParsedTable {
  headers: string[]
  headerRow: number
  data: DataRow[]
  emptyRows: number
}

export type Missing = 'contractDate' | 'price' | 'livingArea' | 'parkingBasis'

/** Bounds of a plausible value; outside them the cell is a problem (out_of_range). */
const YEARS = [BUILDING_YEARS.min, BUILDING_YEARS.max] as const
const RANGE: Partial<Record<TransactionField, readonly [number, number]>> = {
  pricePerSqm: [1, 1_000_000],
  priceTotal: [100, 10_000_000_000],
  livingArea: [1, MAX_LIVING_SPACE],
  landArea: [1, 100_000_000],
  buildingYear: YEARS,
  modernisationYear: YEARS,
  remainingLife: [0, 200],
  landValue: [0.01, 1_000_000],
  parkingShare: [0, 100_000_000],
  unitsInBuilding: [1, 100_000]
}
/** Fields read as numbers that must be whole. */
const WHOLE = new Set<TransactionField>(['unitsInBuilding'])

export function missingMappings(columns: ColumnMapping, parking?: ParkingBasis): Missing[] {
  const out: Missing[] = []
  if (!columns.contractDate) out.push('contractDate')
  if (!columns.pricePerSqm && !columns.priceTotal) out.push('price')
  if (!columns.pricePerSqm && columns.priceTotal && !columns.livingArea) out.push('livingArea')
  if (columns.parkingShare && !parking) out.push('parkingBasis')
  return out
}

/** Whether a given per m² figure and total ÷ area differ beyond rounding (PRICE_CHECK_TOLERANCE). */
export function pricesDisagree(given: number, computed: number): boolean {
  return Math.abs(given - computed) > Math.max(PRICE_CHECK_TOLERANCE.euro, PRICE_CHECK_TOLERANCE.share * computed)
}
const cents = (n: number) => Math.round(n * 100) / 100

export interface RowsChecker {
  check(rows: readonly DataRow[]): void
  good: TransactionRecord[]
  problems: CellProblem[]
  bad: number
}

/** Checks rows batch by batch (main stays responsive between batches); a register number seen twice is a problem. */
export function rowsChecker(
  headers: readonly string[],
  columns: ColumnMapping,
  today: string,
  parking: ParkingBasis = 'included'
): RowsChecker {
  const index = new Map<TransactionField, number>()
  for (const f of TRANSACTION_FIELDS) {
    const h = columns[f]
    const i = h === undefined ? -1 : headers.indexOf(h)
    if (i >= 0) index.set(f, i)
  }
  const seenIds = new Set<string>()
  const out: RowsChecker = {
    good: [],
    problems: [],
    bad: 0,
    check(rows) {
      for (const r of rows) {
        const found: CellProblem[] = []
        const record = readRow(r, index, columns, today, found, parking)
        if (record?.registerId !== undefined) {
          if (seenIds.has(record.registerId))
            found.push({
              row: r.row,
              field: 'registerId',
              column: columns.registerId!,
              value: record.registerId,
              problem: 'duplicate'
            })
          seenIds.add(record.registerId)
        }
        if (found.length || !record) {
          out.bad++
          out.problems.push(...found)
        } else out.good.push(record)
      }
    }
  }
  return out
}

type Levels = Pick<
  TransactionRecord,
  'condition' | 'furnishing' | 'floor' | 'floorPosition' | 'modernisationDegree' | 'balcony' | 'elevator' | 'occupancy'
>

function readRow(
  r: DataRow,
  index: Map<TransactionField, number>,
  columns: ColumnMapping,
  today: string,
  problems: CellProblem[],
  parking: ParkingBasis
): TransactionRecord | null {
  const values: Partial<Record<TransactionField, string | number>> = {}
  const levels: Levels = {}
  const problem = (field: TransactionField, cell: Cell | undefined, kind: CellProblem['problem'], expected?: number) =>
    problems.push({
      row: r.row,
      field,
      column: columns[field] ?? '',
      value: cellText(cell).slice(0, 100),
      problem: kind,
      ...(expected !== undefined ? { expected } : {})
    })
  for (const [field, i] of index) {
    const cell = r.cells[i]
    if (isEmptyCell(cell)) continue
    const kind = FIELD_KIND[field]
    if (kind === 'level') {
      if (!readLevel(field, readText(cell!) ?? '', levels)) problem(field, cell, 'unknown_level')
      continue
    }
    if (kind === 'text') {
      const t = readText(cell!)
      if (t !== null) values[field] = field === 'objectKind' ? t.slice(0, 100) : t
      continue
    }
    const v = kind === 'number' ? readNumber(cell!) : kind === 'year' ? readYear(cell!) : readDate(cell!)
    if (v === null) {
      problem(field, cell, kind === 'number' ? 'not_number' : kind === 'year' ? 'not_year' : 'not_date')
      continue
    }
    const range = RANGE[field]
    if (typeof v === 'number' && range && (v < range[0] || v > range[1] || (WHOLE.has(field) && !Number.isInteger(v))))
      problem(field, cell, 'out_of_range')
    else if (field === 'contractDate' && typeof v === 'string' && v > today) problem(field, cell, 'future_date')
    else if (field === 'contractDate' && typeof v === 'string' && v < '1900-01-01') problem(field, cell, 'out_of_range')
    else values[field] = v
  }
  const failed = new Set(problems.map((p) => p.field))
  if (values.contractDate === undefined && !failed.has('contractDate')) problem('contractDate', undefined, 'missing')
  const total = values.priceTotal as number | undefined
  const area = values.livingArea as number | undefined
  const share = (values.parkingShare as number | undefined) ?? 0
  const given = values.pricePerSqm as number | undefined
  let perSqm = given
  if (given !== undefined && total !== undefined && area !== undefined && pricesDisagree(given, total / area))
    problem('pricePerSqm', r.cells[index.get('pricePerSqm')!], 'price_mismatch', cents(total / area))
  if (perSqm === undefined && !failed.has('pricePerSqm')) {
    if (total !== undefined && area !== undefined) perSqm = cents(total / area)
    else if (total !== undefined) {
      if (!failed.has('livingArea')) problem('livingArea', undefined, 'no_area')
    } else if (!failed.has('priceTotal'))
      problem(columns.pricePerSqm ? 'pricePerSqm' : 'priceTotal', undefined, 'missing')
  }
  // The grid's price includes the Stellplatz share and takes it out in its own row: a share the file has
  // taken out already is added back (per m² of the Wohnfläche); one it includes must be less than the price.
  let gridPerSqm = perSqm
  let gridTotal = total
  if (share > 0 && perSqm !== undefined && !failed.has('parkingShare')) {
    if (parking === 'excluded') {
      if (area === undefined) {
        if (!failed.has('livingArea')) problem('livingArea', undefined, 'no_area')
      } else gridPerSqm = cents(perSqm + share / area)
      if (total !== undefined) gridTotal = total + share
    } else if ((total !== undefined && share >= total) || (area !== undefined && share / area >= perSqm))
      problem('parkingShare', r.cells[index.get('parkingShare')!], 'out_of_range')
  }
  if (problems.length || gridPerSqm === undefined) return null
  const text = (f: TransactionField) => (typeof values[f] === 'string' ? (values[f] as string) : undefined)
  const record: TransactionRecord = {
    row: r.row,
    label: labelOf(values, r.row),
    pricePerSqm: gridPerSqm,
    contractDate: values.contractDate as string
  }
  if (gridTotal !== undefined) record.priceTotal = gridTotal
  for (const f of [
    'livingArea',
    'landArea',
    'buildingYear',
    'modernisationYear',
    'remainingLife',
    'landValue',
    'parkingShare',
    'unitsInBuilding'
  ] as const)
    if (typeof values[f] === 'number') record[f] = values[f] as number
  for (const f of ['address', 'street', 'houseNumber', 'postalCode', 'city', 'registerId', 'objectKind'] as const) {
    const t = text(f)
    if (t !== undefined) record[f] = t
  }
  return { ...record, ...levels }
}

function readLevel(field: TransactionField, text: string, out: Levels): boolean {
  const set = <K extends keyof Levels>(k: K, v: Levels[K] | null) => {
    if (v !== null && v !== undefined) out[k] = v
    return v !== null
  }
  if (field === 'condition') return set('condition', readCondition(text))
  if (field === 'furnishing') return set('furnishing', readFurnishing(text))
  if (field === 'modernisationDegree') return set('modernisationDegree', readModernisationDegree(text))
  if (field === 'balcony') return set('balcony', readBalcony(text))
  if (field === 'elevator') return set('elevator', readYesNo(text))
  if (field === 'occupancy') return set('occupancy', readOccupancy(text))
  const floor = readFloor(text)
  if (floor?.floor !== null && floor?.floor !== undefined) out.floor = floor.floor
  if (floor?.position) out.floorPosition = floor.position
  return floor !== null
}

/** Street and number, place; else the address; else the register number; else the row. */
function labelOf(v: Partial<Record<TransactionField, string | number>>, row: number): string {
  const street = [v.street, v.houseNumber].filter((x) => x !== undefined).join(' ')
  const place = [v.postalCode, v.city].filter((x) => x !== undefined).join(' ')
  const line = [street || v.address, place].filter(Boolean).join(', ')
  return (line || (v.registerId !== undefined ? String(v.registerId) : `#${row}`)).slice(0, 300)
}
