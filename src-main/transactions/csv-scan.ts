// A CSV's shape checked in one pass over its text before papaparse builds a single row: lines, fields per
// line, characters per field and fields in all, quoted fields (with their semicolons, line breaks and
// doubled quotes) read as papaparse reads them. A line of 24 million semicolons is refused at its 257th
// field, not after 24 million empty strings were made.
import {
  TRANSACTION_CELLS_MAX,
  TRANSACTION_CELL_MAX_CHARS,
  TRANSACTION_COLUMNS_MAX,
  TRANSACTION_LINES_MAX
} from '@shared/bridge/transaction-fields'
import { Refusal } from './refusal'

const QUOTE = 34
const CR = 13
const LF = 10

export function checkCsvShape(text: string, delimiter: string): void {
  const delim = delimiter.charCodeAt(0)
  let lines = 0
  let fields = 0
  let total = 0
  let fieldStart = 0
  let i = 0
  const endField = (at: number, quoted: boolean) => {
    if (at - fieldStart - (quoted ? 2 : 0) > TRANSACTION_CELL_MAX_CHARS)
      throw new Refusal('cell_too_long', TRANSACTION_CELL_MAX_CHARS)
    fields++
    total++
    if (fields > TRANSACTION_COLUMNS_MAX) throw new Refusal('too_many_columns', TRANSACTION_COLUMNS_MAX)
    if (total > TRANSACTION_CELLS_MAX) throw new Refusal('too_many_cells', TRANSACTION_CELLS_MAX)
  }
  const endLine = () => {
    lines++
    fields = 0
    if (lines > TRANSACTION_LINES_MAX) throw new Refusal('too_many_rows', TRANSACTION_LINES_MAX)
  }
  while (i < text.length) {
    fieldStart = i
    let quoted = false
    if (text.charCodeAt(i) === QUOTE) {
      quoted = true
      i++
      // Inside quotes up to the quote that is not doubled.
      for (;;) {
        const q = text.indexOf('"', i)
        if (q < 0) {
          i = text.length
          break
        }
        if (q - fieldStart > TRANSACTION_CELL_MAX_CHARS + 2)
          throw new Refusal('cell_too_long', TRANSACTION_CELL_MAX_CHARS)
        if (text.charCodeAt(q + 1) === QUOTE) i = q + 2
        else {
          i = q + 1
          break
        }
      }
    }
    // Up to the delimiter or the line's end (after a closing quote, anything else is kept in the field).
    let c = text.charCodeAt(i)
    while (i < text.length && c !== delim && c !== CR && c !== LF) {
      i++
      if (i - fieldStart > TRANSACTION_CELL_MAX_CHARS + 2)
        throw new Refusal('cell_too_long', TRANSACTION_CELL_MAX_CHARS)
      c = text.charCodeAt(i)
    }
    endField(i, quoted)
    if (i >= text.length) break
    if (c === delim) {
      i++
      // A delimiter at the very end still opens an (empty) last field.
      if (i >= text.length) endField(i, false)
      continue
    }
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
    endLine()
  }
}
