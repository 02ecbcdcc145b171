// Every data row read with the user's mapping: a Kaufpreis per m² (given, or the total price over the
// living area), a contract date no later than today, and whatever else is mapped; each cell that cannot
// be read is a problem named by row, column and value. Text is kept exactly as text: a cell such as
// "=HYPERLINK(...)" is a label here, never a formula.
import { BUILDING_YEARS, MAX_LIVING_SPACE } from '@shared/api/limits'
import type { CellProblem, ColumnMapping, TransactionRecord } from '@shared/bridge/transactions'
import { FIELD_KIND, TRANSACTION_FIELDS, type TransactionField } from '@shared/bridge/transaction-fields'
import { cellText, isEmptyCell, type Cell } from './table'
import { readCondition, readFloor, readFurnishing } from './levels'
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

export type Missing = 'contractDate' | 'price' | 'livingArea'

/** Bounds of a plausible value; outside them the cell is a problem (out_of_range). */
const YEARS = [BUILDING_YEARS.min, BUILDING_YEARS.max] as const
const RANGE: Partial<Record<TransactionField, readonly [number, number]>> = {
  pricePerSqm: [1, 1_000_000],
  priceTotal: [100, 10_000_000_000],
  livingArea: [1, MAX_LIVING_SPACE],
  landArea: [1, 100_000_000],
  buildingYear: YEARS,
  modernisationYear: YEARS
}

export function missingMappings(columns: ColumnMapping): Missing[] {
  const out: Missing[] = []
  if (!columns.contractDate) out.push('contractDate')
  if (!columns.pricePerSqm && !columns.priceTotal) out.push('price')
  if (!columns.pricePerSqm && columns.priceTotal && !columns.livingArea) out.push('livingArea')
  return out
}

export interface RowsChecker {
  check(rows: readonly DataRow[]): void
  good: TransactionRecord[]
  problems: CellProblem[]
  bad: number
}

/** Checks rows batch by batch (main stays responsive between batches); a register number seen twice is a problem. */
export function rowsChecker(headers: readonly string[], columns: ColumnMapping, today: string): RowsChecker {
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
        const record = readRow(r, index, columns, today, found)
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

function readRow(
  r: DataRow,
  index: Map<TransactionField, number>,
  columns: ColumnMapping,
  today: string,
  problems: CellProblem[]
): TransactionRecord | null {
  const values: Partial<Record<TransactionField, string | number>> = {}
  const levels: Pick<TransactionRecord, 'condition' | 'furnishing' | 'floor' | 'floorPosition'> = {}
  const problem = (field: TransactionField, cell: Cell | undefined, kind: CellProblem['problem']) =>
    problems.push({
      row: r.row,
      field,
      column: columns[field] ?? '',
      value: cellText(cell).slice(0, 100),
      problem: kind
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
      if (t !== null) values[field] = t
      continue
    }
    const v = kind === 'number' ? readNumber(cell!) : kind === 'year' ? readYear(cell!) : readDate(cell!)
    if (v === null) {
      problem(field, cell, kind === 'number' ? 'not_number' : kind === 'year' ? 'not_year' : 'not_date')
      continue
    }
    const range = RANGE[field]
    if (typeof v === 'number' && range && (v < range[0] || v > range[1])) problem(field, cell, 'out_of_range')
    else if (field === 'contractDate' && typeof v === 'string' && v > today) problem(field, cell, 'future_date')
    else if (field === 'contractDate' && typeof v === 'string' && v < '1900-01-01') problem(field, cell, 'out_of_range')
    else values[field] = v
  }
  const failed = new Set(problems.map((p) => p.field))
  if (values.contractDate === undefined && !failed.has('contractDate')) problem('contractDate', undefined, 'missing')
  let perSqm = values.pricePerSqm as number | undefined
  if (perSqm === undefined && !failed.has('pricePerSqm')) {
    const total = values.priceTotal as number | undefined
    const area = values.livingArea as number | undefined
    if (total !== undefined && area !== undefined) perSqm = Math.round((total / area) * 100) / 100
    else if (total !== undefined) {
      if (!failed.has('livingArea')) problem('livingArea', undefined, 'no_area')
    } else if (!failed.has('priceTotal'))
      problem(columns.pricePerSqm ? 'pricePerSqm' : 'priceTotal', undefined, 'missing')
  }
  if (problems.length || perSqm === undefined) return null
  const text = (f: TransactionField) => (typeof values[f] === 'string' ? (values[f] as string) : undefined)
  const record: TransactionRecord = {
    row: r.row,
    label: labelOf(values, r.row),
    pricePerSqm: perSqm,
    contractDate: values.contractDate as string
  }
  for (const f of ['priceTotal', 'livingArea', 'landArea', 'buildingYear', 'modernisationYear'] as const)
    if (typeof values[f] === 'number') record[f] = values[f] as number
  for (const f of ['address', 'street', 'houseNumber', 'postalCode', 'city', 'registerId'] as const) {
    const t = text(f)
    if (t !== undefined) record[f] = t
  }
  return { ...record, ...levels }
}

function readLevel(
  field: TransactionField,
  text: string,
  out: Pick<TransactionRecord, 'condition' | 'furnishing' | 'floor' | 'floorPosition'>
): boolean {
  if (field === 'condition') {
    const c = readCondition(text)
    if (c) out.condition = c
    return c !== null
  }
  if (field === 'furnishing') {
    const f = readFurnishing(text)
    if (f) out.furnishing = f
    return f !== null
  }
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
