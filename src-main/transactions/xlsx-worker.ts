// XLSX read off main's thread: read-excel-file unzips and parses a whole sheet at once (10,000 rows take
// about 1.5 s), which would hold up every other call and the app's protocols meanwhile. The worker loads
// read-excel-file's CommonJS entry by its absolute path (as photos/preview.ts loads heic-decode); should
// it not start, the workbook is read here instead.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

export type SheetRows = Array<{ sheet: string; data: unknown[][] }>

const requireCjs = createRequire(import.meta.url)

const XLSX_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const readExcelFile = require(workerData.entry)
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const sheets = await readExcelFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    parentPort.postMessage({ id, sheets })
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) })
  }
})
`

/** The workbook could not be read (the worker's answer). */
class UnreadableWorkbook extends Error {}

let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, { resolve: (s: SheetRows) => void; reject: (e: Error) => void }>()

function dropWorker(w: Worker, err: Error) {
  if (worker === w) worker = null
  for (const job of waiting.values()) job.reject(err)
  waiting.clear()
}

function xlsxWorker(): Worker {
  if (worker) return worker
  const w = new Worker(XLSX_WORKER, { eval: true, workerData: { entry: requireCjs.resolve('read-excel-file/node') } })
  w.on('message', (m: { id: number; error?: string; sheets?: SheetRows }) => {
    const job = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.error !== undefined || !m.sheets) job?.reject(new UnreadableWorkbook(m.error ?? 'no sheets'))
    else job?.resolve(m.sheets)
  })
  w.on('error', (err) => dropWorker(w, err))
  w.on('exit', () => dropWorker(w, new Error('the XLSX worker stopped')))
  // Idle, the worker does not keep the app (or a test) running.
  w.unref()
  worker = w
  return w
}

async function inThisThread(bytes: Uint8Array): Promise<SheetRows> {
  const readExcelFile = requireCjs('read-excel-file/node') as (input: Buffer) => Promise<SheetRows>
  return readExcelFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}

function offThread(bytes: Uint8Array): Promise<SheetRows> {
  const w = xlsxWorker()
  const id = nextId++
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    w.postMessage({ id, bytes })
  })
}

/** Every sheet's rows (strings, numbers, booleans, Dates, null); rejects when the bytes are no workbook. */
export async function readWorkbook(bytes: Uint8Array): Promise<SheetRows> {
  try {
    return await offThread(bytes)
  } catch (err) {
    if (err instanceof UnreadableWorkbook) throw err
    // No worker (it did not start or was stopped meanwhile): read it here.
    return inThisThread(bytes)
  }
}

export async function stopXlsxWorker(): Promise<void> {
  const w = worker
  worker = null
  await w?.terminate()
}
