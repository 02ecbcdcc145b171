// bench:daily: what an appraiser waits for every day, in Chromium over the real services and the built-in
// sandbox (the e2e harness), each as the user waits:
//   - Enter on a typed address to the report drawn: the first search after the app started (fresh apps)
//     and later searches (bench:reports:address's measure; goals p50 <= 500 ms first, <= 300 ms later);
//   - the location report to PDF (goal p50 <= 5 s) and the case file of report, market data, comparables
//     set and property sheet (goal <= 15 s), from the click's call to the file written;
//   - five camera photos (4000 x 3000 JPEGs) dropped on a property until all five show as uploaded
//     (goal <= 5 s).
// Prints each figure against its goal and the machine's load, and keeps the figures in bench-results/
// (npm run bench:compare -- <commit> sets them beside an earlier commit's). Run with `npm run bench:daily`.
import { cpus, loadavg } from 'node:os'
import { openArea, startE2E } from '../e2e/harness'
import { cameraPhoto } from '../helpers/camera-photo'
import { measureAddressSearches, pct } from './address-search'
import { benchCase } from './bench-case'
import { recordFigures } from './record'
import { BENCH_ADDRESSES } from './bench-addresses'

const FIRST_RUNS = Number(process.env.BENCH_FIRST_RUNS ?? 3)
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5)
const CASE_RUNS = Number(process.env.BENCH_CASE_RUNS ?? 3)
const PHOTO_RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 3)
const PHOTOS = 5
const ADDRESSES = BENCH_ADDRESSES

const loads: number[] = [loadavg()[0]!]
const times = async (runs: number, once: () => Promise<unknown>) => {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await once()
    out.push(performance.now() - t0)
    loads.push(loadavg()[0]!)
  }
  return out
}

const searches = await measureAddressSearches(ADDRESSES, FIRST_RUNS)
loads.push(loadavg()[0]!)

const e2e = await startE2E({ locale: 'de-DE' })
let reportPdf: number[]
let casePdf: number[]
let caseBytes = 0
const photoTimes: number[] = []
let photoBytes: number
try {
  const made = await benchCase(e2e, 2)
  const exports = e2e.app.services.exports
  reportPdf = await times(PDF_RUNS, () =>
    exports.reportPdf({ reportId: made.reportId, sections: ['map', 'facts', 'charts'], language: 'de' })
  )
  casePdf = await times(CASE_RUNS, async () => {
    const r = await exports.casePdf({
      title: 'Bench Akte',
      reportId: made.reportId,
      marketId: made.market.id,
      setId: made.set.id,
      propertyId: made.propertyId,
      language: 'de'
    })
    caseBytes = r.bytes
  })

  // Five camera photos, made once; each run drops them on a property of its own.
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraPhoto(100 + i)))
  photoBytes = photos.reduce((s, p) => s + p.byteLength, 0)
  const { page } = e2e
  await openArea(page, 'Portfolio')
  await page.evaluate(
    `window.__photos = ${JSON.stringify(photos.map((p) => p.toString('base64')))}.map((data, i) => new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'IMG_' + (4000 + i) + '.JPG', { type: 'image/jpeg' }))`
  )
  for (let run = 0; run < PHOTO_RUNS; run++) {
    const name = `Fotos ${run}`
    await e2e.sandbox.request('/api/v2/properties', { method: 'POST', json: { customId: name } })
    await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill(name)
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.locator('.search-results').getByRole('button', { name, exact: true }).click()
    await page.getByTestId('photo-drop').waitFor()
    // From the drop to the fifth upload done, in the page's clock (the files exist in the page already).
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const t0 = performance.now()
      const tick = () => {
        const done = document.querySelectorAll('[data-testid=upload-list] [data-state=done]').length
        if (done >= ${PHOTOS}) resolve(performance.now() - t0)
        else requestAnimationFrame(tick)
      }
      const dt = new DataTransfer()
      window.__photos.forEach((f) => dt.items.add(f))
      document.querySelector('[data-testid=photo-drop]').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
      requestAnimationFrame(tick)
    })`)) as number
    photoTimes.push(ms)
    loads.push(loadavg()[0]!)
  }
} finally {
  await e2e.close()
}

const p50 = (xs: number[]) => pct(xs, 50)
const rows: Array<[string, number, number, string]> = [
  ['first search, Enter to report drawn', p50(searches.firsts.map((s) => s.user)), 500, 'p50'],
  ['later searches, Enter to report drawn', p50(searches.laters.map((s) => s.user)), 300, 'p50'],
  ['location report to PDF', p50(reportPdf), 5000, 'p50'],
  ['case file to PDF', p50(casePdf), 15000, 'p50'],
  [`${PHOTOS} camera photos (${(photoBytes / 1024 / 1024).toFixed(1)} MB) uploaded`, p50(photoTimes), 5000, 'p50']
]
console.log(
  `bench:daily (Chromium ${searches.chromium}, ${cpus().length} cores; load during the run ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)})`
)
for (const [name, value, goal, stat] of rows)
  console.log(`  ${name}: ${stat} ${Math.round(value)} ms (goal <= ${goal} ms) ${value <= goal ? 'OK' : 'OVER'}`)
console.log(
  `  runs: ${searches.firsts.length} first, ${searches.laters.length} later searches; ${reportPdf.length} report PDFs, ${casePdf.length} case files (${(caseBytes / 1024 / 1024).toFixed(1)} MB), ${photoTimes.length} photo drops`
)
recordFigures('daily', {
  'first search p50 ms': rows[0]![1],
  'later searches p50 ms': rows[1]![1],
  'report PDF p50 ms': rows[2]![1],
  'case file PDF p50 ms': rows[3]![1],
  'five photos p50 ms': rows[4]![1]
})
