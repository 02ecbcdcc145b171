// bench:export: a full location report (map, key figures, charts) and a comparables set with 50 kept
// offers (map, summary, table, side by side) to PDF, offline from what is saved, in Chromium over the
// real services (page.pdf standing in for Electron's printToPDF). Ten exports each; prints p50 and max
// of the whole call (print view opened, tiles and charts drawn, PDF written). Targets: p50 <= 5 s each.
// Run inside a Secret Service session (the harness uses the OS keychain):
//   bash tests/keychain-session.sh npx tsx tests/bench/export.bench.ts
import { cpus, loadavg } from 'node:os'
import { searchAddress, startE2E } from '../e2e/harness'

const RUNS = 10
const e2e = await startE2E({ locale: 'de-DE' })
try {
  const { page } = e2e
  await page.goto(e2e.appUrl)
  await searchAddress(page, 'Marienplatz 1, 80331 München')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  const id = new URL(page.url()).hash.match(/id=([A-Za-z0-9_-]+)/)![1]!
  // A set of 50 kept offers (the rest excluded with a reason), three side by side, saved before going offline.
  const comparables = e2e.app.services.comparables.service
  const result = await comparables.search({
    subject: { address: 'Marienplatz 1, 80331 München', livingArea: 80, buildingYear: 1995, propertyType: 'apartment' },
    request: { filters: { location: { circle: { center: { coordinates: { latitude: 48.1374, longitude: 11.5755 } }, radius: 10000 } }, dealType: 'sale', propertyType: [{ code: 'apartment' }] } }
  })
  if (result.items.length < 50) throw new Error(`only ${result.items.length} offers around Marienplatz; the bench needs 50`)
  const marks = Object.fromEntries(result.items.slice(50).map((o) => [o.id, { excludedReason: 'nicht vergleichbar' }]))
  const set = comparables.save({ label: 'Bench', result, marks, hideOutliers: false, compareIds: result.items.slice(0, 3).map((o) => o.id), notes: '', reportId: null })
  await e2e.sandbox.close()

  async function measure(label: string, run: () => Promise<{ bytes: number }>) {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      bytes = (await run()).bytes
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    console.log(`${label} to PDF, offline, ${RUNS} runs: p50 ${Math.round(times[Math.floor(RUNS / 2)]!)} ms (target <= 5000 ms), max ${Math.round(times.at(-1)!)} ms, ${(bytes / 1024).toFixed(0)} KB`)
  }
  await measure('full location report', () => e2e.app.services.exports.reportPdf({ reportId: id, sections: ['map', 'facts', 'charts'], language: 'de' }))
  await measure(`comparables set, 50 kept of ${result.items.length} offers`, () => e2e.app.services.exports.comparablesPdf({ setId: set.id, language: 'de' }))
  console.log(`machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
} finally {
  await e2e.close()
}
