// Files are read outside main's process: each file in a child of its own, started by the launcher the
// platform injects (Electron: a utilityProcess, shell/import-process.ts; Node and tests: a forked process,
// forkImportProcess), with an old-space limit and a wall-time limit. Whatever the file does to the child
// (a heap past its limit, a parse that does not end), main only sees the child end and answers a
// refusal naming the limit. The rows arrive in chunks, each taken between main's other calls.
import { fork } from 'node:child_process'
import {
  TRANSACTION_CELLS_MAX,
  TRANSACTION_READ_MEMORY_MB,
  TRANSACTION_READ_SECONDS
} from '@shared/bridge/transaction-fields'
import type { Encoding } from './decode'
import type { ImportAnswer, ImportRequest } from './import-messages'
import { Refusal } from './refusal'
import type { Cell } from './table'

/** One running child: what main needs of a utilityProcess or a forked process. */
export interface ImportChild {
  send(request: ImportRequest): void
  onMessage(listener: (answer: ImportAnswer) => void): void
  onExit(listener: () => void): void
  kill(): void
}
export type ImportProcessLauncher = () => ImportChild

/** The V8 flags of the child: its heap is capped, so a hostile file ends the child, not main. */
export const IMPORT_EXEC_ARGV = [`--max-old-space-size=${TRANSACTION_READ_MEMORY_MB}`]

/** A forked Node process running `entry` (a TypeScript entry needs a loader in `loader`, e.g. ['--import', 'tsx']). */
export function forkImportProcess(entry: string, loader: string[] = []): ImportProcessLauncher {
  return () => {
    const child = fork(entry, [], {
      execArgv: [...loader, ...IMPORT_EXEC_ARGV],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc']
    })
    // A message sent to a child that is already gone is dropped; its exit tells main.
    child.on('error', () => undefined)
    return {
      send: (request) => void child.send(request),
      onMessage: (listener) => void child.on('message', (m) => listener(m as ImportAnswer)),
      onExit: (listener) => void child.once('exit', () => listener()),
      kill: () => void child.kill('SIGKILL')
    }
  }
}

export interface ReadTable {
  rows: Cell[][]
  encoding: Encoding | null
  delimiter: string | null
  sheet: string | null
}

/** The file's rows as the child read them; rejects with a Refusal (the child's, or its memory or time limit's). */
export function readInChild(
  launch: ImportProcessLauncher,
  request: ImportRequest,
  opts: { seconds?: number; running?: Set<ImportChild> } = {}
): Promise<ReadTable> {
  const seconds = opts.seconds ?? TRANSACTION_READ_SECONDS
  return new Promise((resolve, reject) => {
    const rows: Cell[][] = []
    let cells = 0
    let settled = false
    const child = launch()
    opts.running?.add(child)
    const finish = (outcome: ReadTable | Refusal) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      opts.running?.delete(child)
      child.kill()
      if (outcome instanceof Refusal) reject(outcome)
      else resolve(outcome)
    }
    const timer = setTimeout(() => finish(new Refusal('too_slow', seconds)), seconds * 1000)
    child.onMessage((answer) => {
      if (settled) return
      if (answer?.type === 'rows' && Array.isArray(answer.rows)) {
        for (const r of answer.rows) cells += Array.isArray(r) ? r.length : 0
        // The child checks the limits; main does not hold more than they allow whatever it is sent.
        if (cells > TRANSACTION_CELLS_MAX) return finish(new Refusal('too_many_cells', TRANSACTION_CELLS_MAX))
        for (const r of answer.rows) rows.push(Array.isArray(r) ? r : [])
      } else if (answer?.type === 'done')
        finish({ rows, encoding: answer.encoding, delimiter: answer.delimiter, sheet: answer.sheet })
      else if (answer?.type === 'refused') finish(new Refusal(answer.reason, answer.limit))
    })
    // Gone without an answer: V8 ended it at its heap limit (or it crashed on the file).
    child.onExit(() => finish(new Refusal('out_of_memory', TRANSACTION_READ_MEMORY_MB)))
    child.send(request)
  })
}
