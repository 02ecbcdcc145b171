// Part of `npm run bench:reports`: is main responsive with a full library? 1,000 saved reports
// filling the 500 MB cap (clones of a real sandbox report, each padded with incompressible bytes to
// ~400 KB), then a fresh app — as after a restart — opens the library, lists it, runs the whole-file
// check (worker thread) and answers the first keystroke in the library search. A timer-drift probe
// and perf_hooks' event-loop delay histogram measure the longest time the event loop was blocked.
// Target: no block over 50 ms.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { FetchOutcome, LibraryPage, Report } from '@shared/bridge/reports'
import { APP_SENDER, appOver, call, cloneReport, startReportSandbox, tempDir } from '../main/reports/helpers'

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1000)
const CAP_MB = 500
const TARGET_MS = 50

/** Longest gap between ticks of a 2 ms timer beyond its interval, while `work` runs. */
async function longestBlock<T>(
  work: () => Promise<T>
): Promise<{ value: T; blockMs: number; histogramMaxMs: number; tookMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 })
  h.enable()
  let last = performance.now()
  let worst = 0
  const probe = setInterval(() => {
    const t = performance.now()
    worst = Math.max(worst, t - last - 2)
    last = t
  }, 2)
  const t0 = performance.now()
  const value = await work()
  const tookMs = performance.now() - t0
  // Let the probe see the end of the last block.
  await new Promise((r) => setTimeout(r, 10))
  clearInterval(probe)
  h.disable()
  return { value, blockMs: Math.max(0, worst), histogramMaxMs: h.max / 1e6, tookMs }
}

async function main() {
  console.log(
    `bench:reports (responsiveness) — ${REPORTS} reports, cap ${CAP_MB} MB; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`
  )
  const sandbox = await startReportSandbox()
  const dataDir = tempDir('lagebild-bench-responsive-')
  try {
    const filler = appOver(sandbox, { dataDir })
    let template: Report
    try {
      await call(filler, 'settings', 'update', { cacheSizeCapMb: CAP_MB })
      const out = await call<FetchOutcome>(
        filler,
        'reports',
        'fetch',
        { text: 'Marienplatz 1, 80331 München' },
        'bench-template'
      )
      if (out.kind !== 'report') throw new Error('template report: offline')
      template = out.report
      const store = filler.services.reports.store()
      // Reports share 4/5 of the cap with tiles; fill that share.
      const perReport = Math.floor(((CAP_MB * 1024 * 1024 * 4) / 5 - 1024 * 1024) / REPORTS) - 20_000
      const t0 = performance.now()
      for (let n = 0; n < REPORTS; n++) {
        const r = cloneReport(template, n)
        r.parts.block.error = { code: 'internal', message: randomBytes(perReport).toString('base64') }
        store.save(r)
      }
      const u = store.usage()
      console.log(
        `library filled: ${u.count} reports, ${(u.bytes / 1024 / 1024).toFixed(0)} MB, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`
      )
    } finally {
      await filler.close()
    }

    // A restart: new services over the same folder.
    const app = appOver(sandbox, { dataDir })
    try {
      const results: Array<{ name: string; blockMs: number; histogramMaxMs: number; tookMs: number }> = []
      const first = await longestBlock(async () => {
        const r = await app.router.invoke('library', 'list', [{ limit: 100 }], APP_SENDER)
        if (!r.ok) throw new Error(r.error.message)
        return r.value as LibraryPage
      })
      results.push({ name: 'start: open library + first listing', ...first })
      const check = await longestBlock(() => app.services.reports.check())
      results.push({ name: 'integrity check + checksums (worker)', ...check })
      const keystroke = await longestBlock(async () => {
        const r = await app.router.invoke('library', 'list', [{ search: 'm', limit: 100 }], APP_SENDER)
        if (!r.ok) throw new Error(r.error.message)
        return r.value as LibraryPage
      })
      results.push({ name: 'first keystroke in the library search', ...keystroke })
      const damaged = (await call<LibraryPage>(app, 'library', 'list', { limit: 1000 })).items.filter(
        (i) => i.damaged
      ).length
      console.log(`listed ${first.value.total} reports; ${damaged} found damaged`)
      let failed = false
      for (const r of results) {
        const worst = Math.max(r.blockMs, r.histogramMaxMs)
        const ok = worst <= TARGET_MS
        failed ||= !ok
        console.log(
          `${r.name.padEnd(40)} longest block ${r.blockMs.toFixed(1).padStart(7)} ms (event-loop delay max ${r.histogramMaxMs.toFixed(1).padStart(7)} ms), ` +
            `took ${r.tookMs.toFixed(0).padStart(6)} ms   ${ok ? 'ok' : `OVER ${TARGET_MS} ms`}`
        )
      }
      if (failed) process.exitCode = 1
    } finally {
      await app.close()
    }
  } finally {
    await sandbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
