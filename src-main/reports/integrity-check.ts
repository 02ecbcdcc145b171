// The library's whole-file checks, off the main thread: SQLite's quick_check and every stored
// report's checksum read through a second, read-only connection in a worker thread. On a library of
// 500 MB these take seconds; on the main thread they would freeze the window at start.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

export interface IntegrityResult {
  /** 'ok', or what quick_check found wrong with the file. */
  integrity: string
  /** Rows whose stored bytes do not match their checksum. */
  damaged: string[]
}

// Plain CommonJS run by the worker (eval), so it needs no bundling of its own; libsql comes from the
// path main resolved, which also holds inside a packaged app.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const Database = require(workerData.libsql)
const db = new Database(workerData.file, { readonly: true })
try {
  db.exec('PRAGMA busy_timeout = 5000')
  const rows = db.prepare('PRAGMA quick_check').all()
  const problems = rows.map((r) => r.quick_check).filter((m) => m !== 'ok')
  const damaged = []
  if (problems.length === 0) {
    for (const row of db.prepare('SELECT id, body, digest FROM reports WHERE damaged IS NULL').iterate()) {
      const body = row.body instanceof ArrayBuffer ? new Uint8Array(row.body) : row.body
      const ok = body instanceof Uint8Array && typeof row.digest === 'string' && createHash('sha256').update(body).digest('hex') === row.digest
      if (!ok) damaged.push(String(row.id))
    }
  }
  parentPort.postMessage({ integrity: problems.length ? problems.slice(0, 3).join('; ') : 'ok', damaged })
} finally {
  db.close()
}
`

export function checkLibraryFile(file: string): Promise<IntegrityResult> {
  const libsql = createRequire(import.meta.url).resolve('libsql')
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, libsql } })
    let settled = false
    worker.once('message', (m: IntegrityResult) => {
      settled = true
      resolve(m)
    })
    worker.once('error', (err) => {
      // Not a verdict on the file (it may be busy): the caller logs it and keeps the library.
      settled = true
      reject(err)
    })
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the library check stopped (exit code ${code})`))
    })
  })
}
