// bench:reports:address: from pressing Enter on a typed address to the report's map and charts drawn,
// in Chromium over the real services and the built-in sandbox (the e2e harness), measured as the user
// waits in the app: the harness's time less its own transport (one JSON string over Playwright's
// binding) plus each answer's structured clone (what Electron's IPC does). Prints
//   - the first search after the app started (a fresh app, data folder and sandbox each time), typed at
//     a user's pace so that what is warmed while typing counts: p50 and each run (target p50 <= 500 ms);
//   - later searches in the same app: p50, p95 (target p50 <= 500 ms);
//   - the breakdown: router calls during the wait (reports.fetch and whatever the view asks for), the
//     harness's transport, the drawing after the report's answer reached the page.
// Run inside a Secret Service session (the harness uses the OS keychain):
//   bash tests/keychain-session.sh npx tsx tests/bench/address-report-ui.bench.ts
import { cpus, loadavg } from 'node:os'
import { KEY_DELAY_MS, measureAddressSearches, ms, pct, verdict, type Sample } from './address-search'
import { recordFigures } from './record'
import { BENCH_ADDRESSES } from './bench-addresses'

const FIRST_RUNS = Number(process.env.BENCH_FIRST_RUNS ?? 5)
const ADDRESSES = BENCH_ADDRESSES
const TARGET_MS = 500

const { firsts, laters, chromium } = await measureAddressSearches(ADDRESSES, FIRST_RUNS)

const line = (name: string, xs: Sample[]) => {
  const p = (f: (s: Sample) => number) => ms(pct(xs.map(f), 50))
  console.log(
    `  ${name}: as the user waits p50 ${p((s) => s.user)}, p95 ${ms(
      pct(
        xs.map((s) => s.user),
        95
      )
    )} (target p50 <= ${TARGET_MS} ms) ${verdict(
      pct(
        xs.map((s) => s.user),
        50
      ) <= TARGET_MS
    )}`
  )
  console.log(
    `    = in the harness p50 ${p((s) => s.harness)}, less its transport p50 ${p((s) => s.transport)}, plus structured clones p50 ${p((s) => s.clone)}`
  )
  console.log(
    `    router calls during the wait p50 ${p((s) => s.router)}; drawing after the report's answer arrived p50 ${p((s) => s.drawing)}`
  )
}
console.log(
  `bench:reports:address (Chromium ${chromium}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}; typed at ${KEY_DELAY_MS} ms per key)`
)
line(`first search after the app started (${firsts.length} fresh apps)`, firsts)
console.log(`    each: ${firsts.map((s) => ms(s.user)).join(', ')}; calls of the first: ${firsts[0]?.calls.join(', ')}`)
line(`later searches in the same app (${laters.length})`, laters)
recordFigures('reports-address', {
  'first search p50 ms': pct(
    firsts.map((s) => s.user),
    50
  ),
  'later searches p50 ms': pct(
    laters.map((s) => s.user),
    50
  ),
  'later searches p95 ms': pct(
    laters.map((s) => s.user),
    95
  )
})
