// Child process of the layout crash test: moves the data folder to today's layout (moveToLayout) and,
// with KILL_AFTER=n, kills itself (SIGKILL: nothing flushed, no handler runs) right after the n-th
// file-system step of the move (an open, write, flush, rename, removal or new folder), so the test can
// stop it after every step. Finished, it prints {"steps": <steps taken>, "notes": [...]}. Args: <data folder>.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const [dataDir] = process.argv.slice(2)
const killAfter = Number(process.env.KILL_AFTER ?? 0)
let steps = 0
let counting = false

const STEPS = ['openSync', 'writeSync', 'fsyncSync', 'renameSync', 'unlinkSync', 'mkdirSync'] as const
for (const name of STEPS) {
  const real = fs[name] as (...args: unknown[]) => unknown
  ;(fs as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
    const out = real(...args)
    if (counting && ++steps === killAfter) process.kill(process.pid, 'SIGKILL')
    return out
  }
}
// The layout module imports these by name: make its bindings the wrapped functions.
syncBuiltinESMExports()

const { moveToLayout } = await import('@main/storage/layout')
counting = true
const notes = moveToLayout(dataDir!)
counting = false
process.stdout.write(`${JSON.stringify({ steps, notes })}\n`)
