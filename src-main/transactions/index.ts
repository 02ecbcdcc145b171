// The transactions domain: Kaufpreise from a Gutachterausschuss extract. A file (picked in main's open
// dialog, or dropped and handed over as bytes) is read here, never in the renderer: kind and encoding
// sniffed, rows parsed, the header found; it stays in memory under an id while the user maps its
// columns, and the renderer gets counts, the problems and a preview, never the whole file. take()
// answers all good rows or nothing and remembers the mapping for the source.
import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { CheckResult, ImportMapping, LoadOutcome, TakeOutcome, TransactionFile } from '@shared/bridge/transactions'
import { columnsOf } from './columns'
import {
  TRANSACTION_FILE_MAX_BYTES,
  TRANSACTION_PREVIEW_ROWS,
  TRANSACTION_PROBLEMS_MAX,
  TRANSACTION_ROWS_MAX,
  type FileRefusal
} from '@shared/bridge/transaction-fields'
import { ServiceError } from '../app-error'
import { decodeText, sniff, type Encoding } from './decode'
import { guessMapping, headerSignature } from './guess'
import { openMappings } from './mappings'
import { missingMappings, rowsChecker, type DataRow, type ParsedTable } from './rows'
import { cellText, csvTable, headerNames, headerRowIndex, isEmptyRow, xlsxTable, type Table } from './table'
import { stopXlsxWorker } from './xlsx-worker'
import type { Language } from '@shared/language'

/** Files kept while their dialogs are open; the oldest goes first. */
const KEEP_FILES = 3
const BATCH_ROWS = 2_000
const SAMPLE_ROWS = 5

export interface TransactionsDeps {
  dataDir: string
  /** Main's open dialog (the Electron shell: dialog.showOpenDialog); absent: this build cannot pick files. */
  pickFile: () => ((filters: { name: string; extensions: string[] }[]) => Promise<string | null>) | undefined
  /** Progress of a large file to the renderer (the transactionProgress event). */
  progress(p: { phase: 'read' | 'check'; done: number; total: number }): void
  language(): Language
  now?: () => Date
}

interface Loaded extends ParsedTable {
  name: string
  signature: string
}

const refused = (name: string, reason: FileRefusal, limit?: number): LoadOutcome => ({
  status: 'refused',
  name,
  reason,
  ...(limit !== undefined ? { limit } : {})
})
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export function openTransactions(deps: TransactionsDeps) {
  const now = deps.now ?? (() => new Date())
  const mappings = openMappings(join(deps.dataDir, 'transactions'), now)
  const files = new Map<string, Loaded>()

  async function tableOf(
    name: string,
    bytes: Uint8Array
  ): Promise<{ table: Table; encoding: Encoding | null } | FileRefusal> {
    const kind = sniff(bytes)
    if (kind.kind === 'refused') return kind.reason
    if (kind.kind === 'xlsx') {
      const table = await xlsxTable(bytes)
      return table ? { table, encoding: null } : 'unreadable_xlsx'
    }
    const decoded = decodeText(bytes)
    if (!decoded) return /\.xlsx$/i.test(name) ? 'unreadable_xlsx' : 'binary'
    return { table: csvTable(decoded.text), encoding: decoded.encoding }
  }

  async function loadBytes(name: string, bytes: Uint8Array): Promise<LoadOutcome> {
    if (bytes.byteLength > TRANSACTION_FILE_MAX_BYTES) return refused(name, 'too_large', TRANSACTION_FILE_MAX_BYTES)
    deps.progress({ phase: 'read', done: 0, total: bytes.byteLength })
    const read = await tableOf(name, bytes)
    deps.progress({ phase: 'read', done: bytes.byteLength, total: bytes.byteLength })
    if (typeof read === 'string') return refused(name, read)
    const { table, encoding } = read
    const headerIndex = headerRowIndex(table.rows)
    if (headerIndex < 0) return refused(name, table.rows.some((r) => !isEmptyRow(r)) ? 'no_header' : 'empty')
    const width = table.rows.reduce((w, r) => Math.max(w, r.length), 0)
    const headers = headerNames(table.rows[headerIndex]!, width, deps.language() === 'de' ? 'Spalte' : 'Column')
    const data: DataRow[] = []
    let emptyRows = 0
    for (let i = headerIndex + 1; i < table.rows.length; i++) {
      const cells = table.rows[i]!
      if (isEmptyRow(cells)) emptyRows++
      else data.push({ row: i + 1, cells })
    }
    if (!data.length) return refused(name, 'no_rows')
    if (data.length > TRANSACTION_ROWS_MAX) return refused(name, 'too_many_rows', TRANSACTION_ROWS_MAX)
    const signature = headerSignature(headers)
    const fileId = randomUUID()
    files.set(fileId, { name, headers, headerRow: headerIndex + 1, data, emptyRows, signature })
    while (files.size > KEEP_FILES) files.delete(files.keys().next().value!)
    const remembered = mappings.forSignature(signature)
    const known = remembered
      ? Object.fromEntries(Object.entries(remembered.columns).filter(([, h]) => headers.includes(h)))
      : null
    return {
      status: 'loaded',
      file: {
        fileId,
        name,
        format: encoding ? 'csv' : 'xlsx',
        encoding,
        delimiter: table.delimiter,
        sheet: table.sheet,
        headerRow: headerIndex + 1,
        headers,
        rows: data.length,
        emptyRows,
        sample: data.slice(0, SAMPLE_ROWS).map((r) => headers.map((_, i) => cellText(r.cells[i]).slice(0, 200))),
        signature,
        guess: known ?? guessMapping(headers),
        remembered: remembered ? { board: remembered.board, savedAt: remembered.savedAt } : null
      }
    }
  }

  function loaded(fileId: string): Loaded {
    const f = files.get(fileId)
    if (!f) throw new ServiceError('not_found', 'The file is no longer loaded; load it again.')
    return f
  }

  async function checkAll(fileId: string, f: Loaded, mapping: ImportMapping) {
    const missing = missingMappings(mapping.columns)
    const checker = rowsChecker(f.headers, mapping.columns, now().toISOString().slice(0, 10))
    if (!missing.length) {
      const total = f.data.length
      for (let i = 0; i < total; i += BATCH_ROWS) {
        checker.check(f.data.slice(i, i + BATCH_ROWS))
        if (total > BATCH_ROWS) {
          deps.progress({ phase: 'check', done: Math.min(total, i + BATCH_ROWS), total })
          await yieldToLoop()
        }
      }
    }
    const dates = checker.good.map((r) => r.contractDate).sort()
    const result: CheckResult = {
      fileId,
      missing,
      rows: f.data.length,
      good: checker.good.length,
      bad: checker.bad,
      problems: checker.problems.slice(0, TRANSACTION_PROBLEMS_MAX),
      problemCount: checker.problems.length,
      preview: checker.good.slice(0, TRANSACTION_PREVIEW_ROWS),
      contractDates: dates.length ? { from: dates[0]!, to: dates.at(-1)! } : null
    }
    return { result, good: checker.good }
  }

  return {
    async pick(): Promise<LoadOutcome | null> {
      const pickFile = deps.pickFile()
      if (!pickFile) throw new ServiceError('internal', 'This build cannot open files.')
      const path = await pickFile([{ name: 'Kaufpreise (CSV, XLSX)', extensions: ['csv', 'txt', 'xlsx'] }])
      if (!path) return null
      const name = basename(path)
      if ((await stat(path)).size > TRANSACTION_FILE_MAX_BYTES)
        return refused(name, 'too_large', TRANSACTION_FILE_MAX_BYTES)
      return loadBytes(name, new Uint8Array(await readFile(path)))
    },
    load: (file: TransactionFile) => loadBytes(file.name, file.bytes),
    async check(fileId: string, mapping: ImportMapping): Promise<CheckResult> {
      return (await checkAll(fileId, loaded(fileId), mapping)).result
    },
    async take(fileId: string, mapping: ImportMapping, room: number): Promise<TakeOutcome> {
      const f = files.get(fileId)
      if (!f) return { status: 'gone' }
      const { result, good } = await checkAll(fileId, f, mapping)
      if (result.missing.length || !good.length) return { status: 'nothing', check: result }
      if (good.length > room) return { status: 'too_many', good: good.length, room }
      mappings.remember(mapping.board, f.signature, mapping.columns)
      files.delete(fileId)
      const board = mapping.board.trim()
      return { status: 'taken', board, columns: columnsOf(good, board, f, mapping.columns, now()) }
    },
    discard(fileId: string): null {
      files.delete(fileId)
      return null
    },
    sources: () => mappings.list(),
    close() {
      files.clear()
      void stopXlsxWorker()
    }
  }
}
export type Transactions = ReturnType<typeof openTransactions>
