// The transactions domain: Kaufpreise from a Gutachterausschuss extract. A file (picked in main's open
// dialog, or dropped and handed over as bytes) is read in a child process of its own with memory, time
// and shape limits (import-process.ts), never in main's process nor in the renderer: kind and encoding
// sniffed, rows parsed; here the header is found; it stays in memory under an id while the user maps its
// columns, and the renderer gets counts, the problems and a preview, never the whole file. take()
// answers all good rows or nothing and remembers the mapping for the source.
import { randomUUID } from 'node:crypto'
import { lstat, stat } from 'node:fs/promises'
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
import { withoutDirectionControls } from '@shared/format/direction-controls'
import { ServiceError } from '../app-error'
import { guessMapping, headerSignature } from './guess'
import { readInChild, type ImportChild, type ImportProcessLauncher, type ReadTable } from './import-process'
import type { ImportRequest } from './import-messages'
import { openMappings } from './mappings'
import { Refusal } from './refusal'
import { missingMappings, rowsChecker, type DataRow, type ParsedTable } from './rows'
import { cellText, headerNames, headerRowIndex, isEmptyRow } from './table'
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
  /** Starts the child process a file is read in (Electron: a utilityProcess; Node: a forked process). */
  importProcess: ImportProcessLauncher
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

  const running = new Set<ImportChild>()

  /** Whether a path is a file to read: a FIFO, a device or a folder is refused before anything opens it. */
  async function isRegularFile(path: string): Promise<boolean> {
    const link = await lstat(path).catch(() => null)
    if (!link) return false
    const target = link.isSymbolicLink() ? await stat(path).catch(() => null) : link
    return target?.isFile() ?? false
  }

  async function read(request: ImportRequest, size: number): Promise<ReadTable | LoadOutcome> {
    deps.progress({ phase: 'read', done: 0, total: size })
    try {
      return await readInChild(deps.importProcess, request, { running })
    } catch (err) {
      if (err instanceof Refusal) return refused(request.name, err.reason, err.limit)
      throw err
    } finally {
      deps.progress({ phase: 'read', done: size, total: size })
    }
  }

  async function loadTable(name: string, table: ReadTable): Promise<LoadOutcome> {
    const headerIndex = headerRowIndex(table.rows)
    if (headerIndex < 0) return refused(name, table.rows.some((r) => !isEmptyRow(r)) ? 'no_header' : 'empty')
    const data: DataRow[] = []
    let emptyRows = 0
    let width = 0
    // In batches, so a file of many rows does not hold main's other calls.
    for (let i = 0; i < table.rows.length; i++) {
      if (i % BATCH_ROWS === BATCH_ROWS - 1) await yieldToLoop()
      const cells = table.rows[i]!
      width = Math.max(width, cells.length)
      if (i <= headerIndex) continue
      if (isEmptyRow(cells)) emptyRows++
      else data.push({ row: i + 1, cells })
    }
    const headers = headerNames(table.rows[headerIndex]!, width, deps.language() === 'de' ? 'Spalte' : 'Column')
    if (!data.length) return refused(name, 'no_rows')
    if (data.length > TRANSACTION_ROWS_MAX) return refused(name, 'too_many_rows', TRANSACTION_ROWS_MAX)
    const { encoding } = table
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
    const missing = missingMappings(mapping.columns, mapping.parking)
    const checker = rowsChecker(f.headers, mapping.columns, now().toISOString().slice(0, 10), mapping.parking)
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
    // The first and last contract date in one pass (sorting 200,000 dates would hold main).
    let from: string | null = null
    let to: string | null = null
    for (const r of checker.good) {
      if (from === null || r.contractDate < from) from = r.contractDate
      if (to === null || r.contractDate > to) to = r.contractDate
    }
    const result: CheckResult = {
      fileId,
      missing,
      rows: f.data.length,
      good: checker.good.length,
      bad: checker.bad,
      problems: checker.problems.slice(0, TRANSACTION_PROBLEMS_MAX),
      problemCount: checker.problems.length,
      preview: checker.good.slice(0, TRANSACTION_PREVIEW_ROWS),
      contractDates: from !== null && to !== null ? { from, to } : null
    }
    return { result, good: checker.good }
  }

  return {
    async pick(): Promise<LoadOutcome | null> {
      const pickFile = deps.pickFile()
      if (!pickFile) throw new ServiceError('internal', 'This build cannot open files.')
      const path = await pickFile([{ name: 'Kaufpreise (CSV, XLSX)', extensions: ['csv', 'txt', 'xlsx'] }])
      if (!path) return null
      const name = withoutDirectionControls(basename(path))
      if (!(await isRegularFile(path))) return refused(name, 'not_a_file')
      // The child opens the file itself and reads at most the byte limit of it.
      const size = (await stat(path).catch(() => null))?.size ?? 0
      if (size > TRANSACTION_FILE_MAX_BYTES) return refused(name, 'too_large', TRANSACTION_FILE_MAX_BYTES)
      const table = await read({ type: 'read', name, path }, size)
      return 'rows' in table ? loadTable(name, table) : table
    },
    async load(file: TransactionFile): Promise<LoadOutcome> {
      if (file.bytes.byteLength > TRANSACTION_FILE_MAX_BYTES)
        return refused(file.name, 'too_large', TRANSACTION_FILE_MAX_BYTES)
      const table = await read({ type: 'read', name: file.name, bytes: file.bytes }, file.bytes.byteLength)
      return 'rows' in table ? loadTable(file.name, table) : table
    },
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
      const inquiry = mapping.inquiry ?? { reference: '', date: '', selection: '' }
      const extract = { ...inquiry, supplied: f.data.length, used: good.length }
      const columns = columnsOf(good, board, f, mapping.columns, now(), extract)
      return { status: 'taken', board, columns, supplied: extract.supplied, used: extract.used }
    },
    discard(fileId: string): null {
      files.delete(fileId)
      return null
    },
    sources: () => mappings.list(),
    close() {
      files.clear()
      for (const child of running) child.kill()
      running.clear()
    }
  }
}
export type Transactions = ReturnType<typeof openTransactions>
