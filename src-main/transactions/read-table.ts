// The import's child process reads one file here: its bytes (opened by path with a byte limit, or as
// handed over), its kind and encoding, its rows within the limits (csv-scan.ts, xlsx-read.ts), every
// text cell without Unicode direction controls, then the rows to main in chunks small enough that main
// takes each between its other calls.
import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import { TRANSACTION_FILE_MAX_BYTES } from '@shared/bridge/transaction-fields'
import { withoutDirectionControls } from '@shared/format/direction-controls'
import { decodeText, sniff } from './decode'
import type { ImportAnswer, ImportRequest } from './import-messages'
import { Refusal } from './refusal'
import { csvTable, type Cell } from './table'
import { xlsxSheet } from './xlsx-read'

/** Cells per message to main. */
const CHUNK_CELLS = 20_000

/** At most TRANSACTION_FILE_MAX_BYTES of a regular file; a FIFO, a device or a folder is refused, never waited on. */
export async function readBounded(path: string): Promise<Uint8Array> {
  // O_NONBLOCK: opening a FIFO does not wait for a writer (POSIX; Windows has no such flag and no FIFOs).
  const file = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)).catch(() => {
    throw new Refusal('not_a_file')
  })
  try {
    const info = await file.stat()
    if (!info.isFile()) throw new Refusal('not_a_file')
    if (info.size > TRANSACTION_FILE_MAX_BYTES) throw new Refusal('too_large', TRANSACTION_FILE_MAX_BYTES)
    const buffer = Buffer.alloc(Math.min(info.size, TRANSACTION_FILE_MAX_BYTES) + 1)
    let length = 0
    for (;;) {
      const { bytesRead } = await file.read(buffer, length, buffer.length - length, length)
      if (!bytesRead) break
      length += bytesRead
      // The file grew while it was read: past the limit it is refused.
      if (length === buffer.length) throw new Refusal('too_large', TRANSACTION_FILE_MAX_BYTES)
    }
    return buffer.subarray(0, length)
  } finally {
    await file.close()
  }
}

async function tableOf(name: string, bytes: Uint8Array) {
  if (bytes.byteLength > TRANSACTION_FILE_MAX_BYTES) throw new Refusal('too_large', TRANSACTION_FILE_MAX_BYTES)
  const kind = sniff(bytes)
  if (kind.kind === 'refused') throw new Refusal(kind.reason)
  if (kind.kind === 'xlsx') {
    const { rows, sheet } = await xlsxSheet(bytes)
    return { rows, encoding: null, delimiter: null, sheet }
  }
  const decoded = decodeText(bytes)
  if (!decoded) throw new Refusal(/\.xlsx$/i.test(name) ? 'unreadable_xlsx' : 'binary')
  const table = csvTable(decoded.text)
  return { rows: table.rows, encoding: decoded.encoding, delimiter: table.delimiter, sheet: null }
}

const clean = (c: Cell): Cell => (typeof c === 'string' ? withoutDirectionControls(c) : c)

/** Reads the file asked for and answers it through `send`: rows in chunks, then done, or refused. */
export async function readTable(request: ImportRequest, send: (answer: ImportAnswer) => void): Promise<void> {
  let table: Awaited<ReturnType<typeof tableOf>>
  try {
    const bytes = request.bytes ?? (request.path !== undefined ? await readBounded(request.path) : new Uint8Array())
    table = await tableOf(request.name, bytes)
  } catch (err) {
    if (err instanceof Refusal)
      send({ type: 'refused', reason: err.reason, ...(err.limit !== undefined ? { limit: err.limit } : {}) })
    else send({ type: 'refused', reason: 'unreadable_xlsx' })
    return
  }
  let chunk: Cell[][] = []
  let cells = 0
  for (const row of table.rows) {
    chunk.push(row.map(clean))
    cells += row.length + 1
    if (cells >= CHUNK_CELLS) {
      send({ type: 'rows', rows: chunk })
      chunk = []
      cells = 0
    }
  }
  if (chunk.length) send({ type: 'rows', rows: chunk })
  send({
    type: 'done',
    encoding: table.encoding,
    delimiter: table.delimiter,
    sheet: table.sheet ? withoutDirectionControls(table.sheet) : null
  })
}
