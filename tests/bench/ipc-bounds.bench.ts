// How long one hostile argument from the renderer holds main's thread before its refusal. Main's share
// is what Electron does on arrival, decoding the message (V8's ValueSerializer, which Electron's IPC
// uses; timed here with node:v8 on the same bytes), and then the router (real handlers behind it), whose
// check runs synchronously. Each argument crosses as the preload sends it (src-shared/bridge/wire.ts:
// one JSON string and its byte blocks); the encoding is the renderer's cost and is not timed. Beside it,
// the same argument as a page object handed to router.invoke, the way calls crossed before. The goal is
// at most 50 ms each. Prints the median of several runs, the longest, and the machine's load; run with
// `npm run bench:ipc`.
import { loadavg } from 'node:os'
import { deserialize, serialize } from 'node:v8'
import { encodeCall } from '@shared/bridge/wire'
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

async function timed(runs: number, once: () => Promise<{ ok: boolean }>, name: string): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const answer = await once()
    times.push(performance.now() - started)
    if (answer.ok) throw new Error(`${name} was not refused`)
  }
  return times.sort((a, b) => a - b)
}

const app = createTestApp()
console.log(
  `bench:ipc, load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
)
let worst = 0
for (const [name, make] of CASES) {
  const argument = make()
  let message: Buffer
  try {
    const wire = encodeCall([argument])
    message = serialize([wire.json, wire.bytes])
  } catch {
    // Nesting JSON.stringify cannot write: the preload refuses it in the renderer and sends nothing.
    console.log(`${name}: refused by the preload in the renderer, main never sees it`)
    continue
  }
  const times = await timed(
    RUNS,
    () => {
      const [json, bytes] = deserialize(message) as [unknown, unknown]
      return app.router.invokeWire('settings', 'update', json, bytes, APP_SENDER)
    },
    name
  )
  const before = await timed(3, () => app.router.invoke('settings', 'update', [argument], APP_SENDER), name)
  const max = times[times.length - 1]!
  worst = Math.max(worst, max)
  console.log(
    `${name}: median ${times[Math.floor(RUNS / 2)]!.toFixed(2)} ms, longest ${max.toFixed(2)} ms` +
      ` (as a page object to router.invoke: median ${before[1]!.toFixed(2)} ms)`
  )
}
console.log(`longest of all: ${worst.toFixed(2)} ms (goal: at most 50 ms)`)
await app.close()
