// How long one hostile argument from the renderer holds main's thread before its refusal: the router
// (real handlers behind it) is called with each argument the test refuses (tests/main/ipc/
// argument-bounds.test.ts), and the time until its answer is main's thread busy with it, as the
// router's check runs synchronously. The goal is at most 50 ms each. Prints the median of several runs,
// the longest, and the machine's load; run with `npm run bench:ipc`.
import { loadavg } from 'node:os'
import { APP_SENDER, createTestApp } from '../helpers/platform'

const RUNS = 7

function manyKeys(n: number): Record<string, number> {
  const o: Record<string, number> = {}
  for (let i = 0; i < n; i++) o[`k${i}`] = i
  return o
}

function nested(levels: number): unknown {
  let v: unknown = 'x'
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

const CASES: Array<[string, () => unknown]> = [
  ['a 1 MB Uint8Array', () => new Uint8Array(1 << 20)],
  ['a 4 MB Uint8Array', () => new Uint8Array(4 << 20)],
  ['an object of 1 M keys', () => manyKeys(1_000_000)],
  ['a string of 8 M characters', () => 'x'.repeat(8_000_000)],
  ['an array of 1 M elements', () => Array.from({ length: 1_000_000 }, (_, i) => i)],
  ['10,000 levels of nesting', () => nested(10_000)]
]

const app = createTestApp()
console.log(
  `bench:ipc, load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
)
let worst = 0
for (const [name, make] of CASES) {
  const argument = make()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const answer = await app.router.invoke('settings', 'update', [argument], APP_SENDER)
    times.push(performance.now() - started)
    if (answer.ok || answer.error.code !== 'invalid_argument') throw new Error(`${name} was not refused`)
  }
  times.sort((a, b) => a - b)
  const max = times[times.length - 1]!
  worst = Math.max(worst, max)
  console.log(`${name}: median ${times[Math.floor(RUNS / 2)]!.toFixed(2)} ms, longest ${max.toFixed(2)} ms`)
}
console.log(`longest of all: ${worst.toFixed(2)} ms (goal: at most 50 ms)`)
await app.close()
