// A file as a table of cells: CSV through papaparse (delimiter found from the lines themselves; quoted
// fields may hold semicolons and line breaks; its shape checked against the limits first, csv-scan.ts),
// XLSX through xlsx-read.ts. Both run in the import's child process (import-child.ts). Then the header
// row (title lines above it are skipped) and unique column names.
import Papa from 'papaparse'
import { checkCsvShape } from './csv-scan'

export type Cell = string | number | boolean | Date | null

export interface Table {
  /** Every row of the sheet from the top, empty ones included, so index + 1 is the row number a spreadsheet shows. */
  rows: Cell[][]
  delimiter: string | null
  sheet: string | null
}

const CANDIDATES = [';', '\t', ',', '|'] as const

/** Characters of the file and of one line the delimiter is guessed from (a line of millions of fields is not split whole). */
const GUESS_CHARS = 1_048_576
const GUESS_LINE_CHARS = 65_536

/** The delimiter most lines agree on (outside quotes), among the first 30 non-empty lines; ties go to the semicolon. */
export function guessDelimiter(text: string): string {
  const lines = text
    .slice(0, GUESS_CHARS)
    .split(/\r\n|\n|\r/, 200)
    .filter((l) => l.trim() !== '')
    .slice(0, 30)
    .map((l) => l.slice(0, GUESS_LINE_CHARS))
  let best: { d: string; score: number } = { d: ';', score: -1 }
  for (const d of CANDIDATES) {
    const counts = lines.map((l) => l.replace(/"[^"]*"/g, '').split(d).length - 1).filter((n) => n > 0)
    if (!counts.length) continue
    const freq = new Map<number, number>()
    for (const n of counts) freq.set(n, (freq.get(n) ?? 0) + 1)
    const [mode, agreeing] = [...freq].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!
    const score = agreeing * 1000 + mode
    if (score > best.score) best = { d, score }
  }
  return best.d
}

/** The CSV's rows; throws a Refusal (csv-scan.ts) when its shape passes a limit. */
export function csvTable(text: string): Table {
  const delimiter = guessDelimiter(text)
  checkCsvShape(text, delimiter)
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, header: false, dynamicTyping: false })
  const rows = parsed.data as string[][]
  // papaparse answers one empty row for a trailing line break.
  if (rows.length && rows.at(-1)!.length === 1 && rows.at(-1)![0] === '') rows.pop()
  return { rows, delimiter, sheet: null }
}

export const isEmptyCell = (c: Cell | undefined) =>
  c === null || c === undefined || (typeof c === 'string' && c.trim() === '')
export const isEmptyRow = (r: readonly Cell[]) => r.every(isEmptyCell)

/** A cell as the file shows it: dates as dd.mm.yyyy, numbers as written by JavaScript. */
export function cellText(c: Cell | undefined): string {
  if (c === null || c === undefined) return ''
  if (c instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0')
    return `${p(c.getUTCDate())}.${p(c.getUTCMonth() + 1)}.${c.getUTCFullYear()}`
  }
  return String(c)
}

/** Index of the header row: the first of the first 30 rows that fills at least half as many cells as the fullest (and two). */
export function headerRowIndex(rows: readonly Cell[][]): number {
  const head = rows.slice(0, 30)
  const filled = head.map((r) => r.filter((c) => !isEmptyCell(c)).length)
  const widest = Math.max(0, ...filled)
  const need = Math.max(2, Math.ceil(widest / 2))
  return filled.findIndex((n) => n >= need)
}

/** Column letters as a spreadsheet names them: 0 → A, 26 → AA. */
export function columnLetter(i: number): string {
  let s = ''
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s
  return s
}

/** The header cells as unique names; an empty header becomes "<word> C" by its column letter, a repeated one gets " (2)". */
export function headerNames(header: readonly Cell[], width: number, word: string): string[] {
  const seen = new Map<string, number>()
  const out: string[] = []
  for (let i = 0; i < width; i++) {
    let name = cellText(header[i]).replace(/\s+/g, ' ').trim().slice(0, 200) || `${word} ${columnLetter(i)}`
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1
    seen.set(name.toLowerCase(), n)
    if (n > 1) name = `${name} (${n})`
    out.push(name)
  }
  return out
}
