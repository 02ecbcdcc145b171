// `npm run bench:reports`: the report library with 1,000 reports in the cache (clones of real sandbox
// reports), measured through the ipc router as the renderer calls it:
//   - listing the whole library (1,000 rows) and searching it,
//   - opening one report: cache to data as the renderer receives it (router call + structured clone,
//     the copy IPC makes), random reports, p50 / p99.
// Target: p50 < 50 ms for listing and opening. The Chromium part (map and charts drawn,
// heap after 50 reports) is added below by the renderer side.
import { performance } from 'node:perf_hooks'
import { cpus, loadavg } from 'node:os'
import type { FetchOutcome, LibraryPage, Report } from '@shared/bridge/reports'
import { appOver, APP_SENDER, call, cloneReport, startReportSandbox } from '../main/reports/helpers'

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const TARGET_P50_MS = 50
const ADDRESSES = [
  'Marienplatz 1, 80331 München',
  'Unter den Linden 1, 10117 Berlin',
  'Jungfernstieg 1, 20354 Hamburg',
  'Domkloster 4, 50667 Köln',
  'Römerberg 1, 60311 Frankfurt am Main'
]

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}
const fmt = (ms: number) => `${ms.toFixed(2)} ms`

async function measure(
  name: string,
  fn: (n: number) => Promise<unknown>,
  runs = RUNS
): Promise<{ name: string; p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await fn(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn(i)
    times.push(performance.now() - t)
  }
  return { name, p50: quantile(times, 0.5), p99: quantile(times, 0.99) }
}

async function main() {
  console.log(
    `bench:reports — ${REPORTS} reports, ${RUNS} runs per case; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`
  )
  const sandbox = await startReportSandbox()
  const app = appOver(sandbox)
  try {
    // Real reports as templates (several addresses, so sizes vary as they do).
    const templates: Report[] = []
    for (const [i, text] of ADDRESSES.entries()) {
      const out = await call<FetchOutcome>(app, 'reports', 'fetch', { text }, `bench-${i}`)
      if (out.kind === 'report') templates.push(out.report)
    }
    const store = app.services.reports.store()
    const t0 = performance.now()
    for (let n = 0; n < REPORTS; n++) store.save(cloneReport(templates[n % templates.length]!, n))
    const filled = performance.now() - t0
    const first = await call<LibraryPage>(app, 'library', 'list', { limit: 1000 })
    console.log(
      `cache filled: ${first.usage.reportsCount} reports, ${(first.usage.reportsBytes / 1024 / 1024).toFixed(1)} MB in the cache ` +
        `(${(first.usage.reportsBytes / first.usage.reportsCount / 1024).toFixed(1)} KB each), written in ${(filled / 1000).toFixed(1)} s`
    )

    const ids = first.items.map((i) => i.id)
    const results = [
      await measure('library.list (all 1,000 rows)', async () => {
        const r = await app.router.invoke('library', 'list', [{ limit: 1000 }], APP_SENDER)
        return structuredClone(r)
      }),
      await measure('library.list (first page of 50)', async () =>
        structuredClone(await app.router.invoke('library', 'list', [{ limit: 50 }], APP_SENDER))
      ),
      await measure('library.list (search "münchen")', async () =>
        structuredClone(await app.router.invoke('library', 'list', [{ search: 'münchen', limit: 1000 }], APP_SENDER))
      ),
      await measure('library.open (cache to renderer data)', async (n) => {
        const id = ids[(n * 7919) % ids.length]!
        const r = await app.router.invoke('library', 'open', [id], APP_SENDER)
        if (!r.ok) throw new Error(`open failed: ${r.error.code}`)
        return structuredClone(r)
      })
    ]
    let failed = false
    for (const r of results) {
      const ok = r.p50 < TARGET_P50_MS
      failed ||= !ok
      console.log(
        `${r.name.padEnd(42)} p50 ${fmt(r.p50).padStart(10)}   p99 ${fmt(r.p99).padStart(10)}   ${ok ? 'ok' : `OVER ${TARGET_P50_MS} ms`}`
      )
    }
    if (failed) process.exitCode = 1
  } finally {
    await app.close()
    await sandbox.close()
  }
}

await main()
