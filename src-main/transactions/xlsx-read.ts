// An XLSX workbook read within the import's limits (in the import's child process, never in main): the
// XML parts inflated within their budget (zip-parts.ts), every worksheet's row and cell references
// checked before any cell is made (a cell at column ZZZZZZ or XFD1048576, a row numbered 999,999,999
// would make read-excel-file lay out a table of billions of cells), then read-excel-file reads the
// checked parts (cached values of formulas, never evaluated) and each cell's length is checked.
import readExcelFile from 'read-excel-file/node'
import {
  TRANSACTION_CELLS_MAX,
  TRANSACTION_CELL_MAX_CHARS,
  TRANSACTION_COLUMNS_MAX,
  TRANSACTION_LINES_MAX
} from '@shared/bridge/transaction-fields'
import { Refusal } from './refusal'
import type { Cell } from './table'
import { storedZip, xmlParts } from './zip-parts'

export type SheetRows = Array<{ sheet: string; data: unknown[][] }>

const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name)
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g
const REF = /\sr\s*=\s*["']([^"']*)["']/

/** A column's number from its letters (A = 1), or Infinity past three letters (XFD is Excel's last column). */
function columnNumber(letters: string): number {
  if (letters.length > 3) return Infinity
  let n = 0
  for (let i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64)
  return n
}

/** Refuses a worksheet whose rows, columns or laid-out cells pass the limits, from its references alone. */
export function checkSheetExtent(xml: string): void {
  let row = 0
  let column = 0
  let widest = 0
  TAG.lastIndex = 0
  for (let m = TAG.exec(xml); m; m = TAG.exec(xml)) {
    const ref = REF.exec(m[2]!)?.[1]?.toUpperCase()
    if (m[1] === 'row') {
      row = ref && /^\d{1,12}$/.test(ref) ? Number(ref) : row + 1
      column = 0
      if (row > TRANSACTION_LINES_MAX) throw new Refusal('too_many_rows', TRANSACTION_LINES_MAX)
    } else {
      const at = ref ? /^([A-Z]*)(\d*)$/.exec(ref) : null
      column = at?.[1] ? columnNumber(at[1]) : column + 1
      if (at?.[2] && Number(at[2]) > TRANSACTION_LINES_MAX) throw new Refusal('too_many_rows', TRANSACTION_LINES_MAX)
      if (column > TRANSACTION_COLUMNS_MAX) throw new Refusal('too_many_columns', TRANSACTION_COLUMNS_MAX)
      widest = Math.max(widest, column)
    }
    if (row * widest > TRANSACTION_CELLS_MAX) throw new Refusal('too_many_cells', TRANSACTION_CELLS_MAX)
  }
}

/** Every sheet's rows; rejects with a Refusal past a limit or when the bytes are no workbook. */
export async function readWorkbook(bytes: Uint8Array): Promise<SheetRows> {
  const parts = xmlParts(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  // The references are ASCII: latin1 reads them without decoding the text.
  for (const p of parts) if (isWorksheet(p.name)) checkSheetExtent(p.data.toString('latin1'))
  let sheets: SheetRows
  try {
    sheets = (await readExcelFile(storedZip(parts))) as unknown as SheetRows
  } catch {
    throw new Refusal('unreadable_xlsx')
  }
  for (const s of sheets)
    for (const r of s.data)
      for (const c of r)
        if (typeof c === 'string' && c.length > TRANSACTION_CELL_MAX_CHARS)
          throw new Refusal('cell_too_long', TRANSACTION_CELL_MAX_CHARS)
  return sheets
}

/** The first worksheet that holds data (else the first one). */
export async function xlsxSheet(bytes: Uint8Array): Promise<{ rows: Cell[][]; sheet: string }> {
  const sheets = await readWorkbook(bytes)
  const sheet = sheets.find((s) => s.data.some((r) => r.some((c) => c !== null && c !== ''))) ?? sheets[0]
  if (!sheet) throw new Refusal('unreadable_xlsx')
  return { rows: sheet.data as Cell[][], sheet: sheet.sheet }
}
