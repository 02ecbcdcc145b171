// bench:reports:ui, the Chromium part of bench:reports: the built renderer in Chromium over the real
// services and sandbox (the e2e harness). Prints
//   - opening a saved report to map and charts drawn (library.open over the bridge, render, Leaflet
//     borders, every Chart.js figure): p50, p95, max; target under 500 ms;
//   - the renderer's JS heap after opening 50 reports one after another, after a forced GC (CDP
//     HeapProfiler.collectGarbage, Runtime.getHeapUsage); target under 150 MB;
//   - where the base map's tiles came from (the harness's local tile server, then main's tile cache).
// Run inside a Secret Service session (the harness uses the OS keychain):
//   bash tests/keychain-session.sh npx tsx tests/bench/reports-ui.bench.ts
import { cpus, loadavg } from 'node:os'
import { startE2E } from '../e2e/harness'
import { BENCH_ADDRESSES } from './bench-addresses'

const ADDRESSES = BENCH_ADDRESSES
const OPENS = 50

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}
const ms = (x: number) => `${x.toFixed(1)} ms`
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`

const e2e = await startE2E({ locale: 'de-DE' })
try {
  const service = e2e.app.services.reports
  const ids: string[] = []
  for (const [i, address] of ADDRESSES.entries()) {
    const out = await service.fetch({ text: address }, `bench-${i}`)
    if (out.kind === 'report') ids.push(out.report.id)
  }
  if (ids.length < 2) throw new Error(`only ${ids.length} reports could be fetched from the sandbox`)

  const page = e2e.page
  await page.goto(e2e.appUrl)
  await page.getByRole('heading', { level: 1, name: 'Adresssuche' }).waitFor()
  const cdp = await e2e.context.newCDPSession(page)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  }

  /** Navigates to a report and resolves when its map and charts are drawn: ms in the page's clock. */
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  const OPEN_IN_PAGE = `(id) => new Promise((resolve, reject) => {
    const t0 = performance.now()
    const done = () => document.querySelector('[data-report-drawn]')?.getAttribute('data-report-drawn')?.startsWith(id + ':') ?? false
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(performance.now() - t0) }
    })
    observer.observe(document.body, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-report-drawn'] })
    setTimeout(() => { observer.disconnect(); reject(new Error('report ' + id + ' not drawn within 30 s')) }, 30000)
    location.hash = '#/report?id=' + id
  })`
  const openReport = (id: string): Promise<number> => page.evaluate(`(${OPEN_IN_PAGE})(${JSON.stringify(id)})`)

  // Warm-up: the report view's code chunk loads once.
  await openReport(ids[0])
  await openReport(ids[1])
  const before = await heap()
  const times: number[] = []
  for (let i = 0; i < OPENS; i++) times.push(await openReport(ids[(i + 2) % ids.length]))
  const after = await heap()
  const charts = await page.locator('figure[data-chart] canvas').count()
  const borders = await page.locator('path.report-map__border').count()

  console.log(
    `bench:reports:ui (Chromium ${e2e.context.browser()?.version() ?? ''}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)})`
  )
  console.log(`  reports in the library: ${ids.length} distinct, opened ${OPENS} times one after another`)
  console.log(`  last report drawn with ${borders} borders and ${charts} charts`)
  console.log(
    `  open to map and charts drawn: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(Math.max(...times))} (target p50 < 500 ms) ${pct(times, 50) < 500 ? 'OK' : 'OVER'}`
  )
  console.log(
    `  JS heap after GC: before ${mb(before)}, after ${OPENS} opens ${mb(after)} (target < 150 MB) ${after < 150 * 1024 * 1024 ? 'OK' : 'OVER'}`
  )
  const tiles = e2e.tiles.served
  console.log(
    `  base map tiles through main: ${tiles.network} from the tile server, ${tiles.cache} from the tile cache, ${tiles.failed} failed`
  )
  if (e2e.pageErrors.length) console.log(`  page errors: ${e2e.pageErrors.join(' | ')}`)
} finally {
  await e2e.close()
}
