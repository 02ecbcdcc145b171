// How long the one redactor takes over near-misses of api_key (the shape that made an earlier pattern
// backtrack), at three sizes: a linear redactor takes about ten times as long for ten times the text.
// Prints the figures with the machine's load; run with `npm run bench:redact`.
import { loadavg } from 'node:os'
import { redact } from '@shared/redact'

const KEY = 'sbx_full_abcDEF123-_xyz'
const RUNS = 7

function medianMs(text: string): number {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    redact(text, [KEY])
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
}

console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
)
let previous: number | null = null
for (const repeats of [4_000, 40_000, 400_000]) {
  const text = 'api_key[[[[%5B%5B%25%25'.repeat(repeats) + `api_key=${KEY}`
  const ms = medianMs(text)
  const mb = (text.length / 1e6).toFixed(1)
  console.log(
    `${mb} MB of near-misses: median ${ms.toFixed(1)} ms over ${RUNS} runs` +
      (previous ? `, ${(ms / previous).toFixed(1)}x the time of the size before` : '')
  )
  previous = ms
}
