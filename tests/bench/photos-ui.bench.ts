// bench:photos (UI part): 10 HEIC photos dropped on a property in Chromium over the real services (the
// e2e harness); the page's frame times from the drop until every preview shows (target p95 <= 50 ms),
// and when each preview appeared. Phone-sized HEICs where heif-enc is installed (see phone-heic.ts).
// Run inside a Secret Service session (the harness uses the OS keychain):
//   bash tests/keychain-session.sh npx tsx tests/bench/photos-ui.bench.ts
import { phoneHeic } from './phone-heic'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openArea, startE2E } from '../e2e/harness'

const HEICS = 10
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN
const phone = await phoneHeic()
if (!phone) console.log('heif-enc not found (apt-get install libheif-examples): using the small HEIC fixture')
const heic = phone
  ? Buffer.from(phone)
  : readFileSync(join(import.meta.dirname, '../sandbox/portfolio/fixtures/two-colours.heic'))

const e2e = await startE2E({ locale: 'de-DE' })
try {
  const { page } = e2e
  await e2e.sandbox.request('/api/v2/properties', { method: 'POST', json: { customId: 'Frames' } })
  await page.goto(e2e.appUrl)
  await openArea(page, 'Portfolio')
  await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill('Frames')
  await page.getByRole('button', { name: 'Suchen', exact: true }).click()
  await page.locator('.search-results').getByRole('button', { name: 'Frames' }).click()
  await page.getByTestId('photo-drop').waitFor()
  // Each file distinct: the fixture plus a trailing ISO-BMFF free box with its number.
  const files = Array.from({ length: HEICS }, (_, i) => {
    const free = Buffer.alloc(16)
    free.writeUInt32BE(16, 0)
    free.write('free', 4)
    free.writeUInt32BE(i, 8)
    return Buffer.concat([heic, free]).toString('base64')
  })
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  const RUN = `(files) => new Promise((resolve) => {
    const frames = []
    const shown = []
    let last = performance.now()
    const t0 = last
    const tick = (now) => {
      frames.push(now - last)
      last = now
      const imgs = [...document.querySelectorAll('[data-testid=upload-list] img')].filter((i) => i.complete && i.naturalWidth > 0)
      while (shown.length < imgs.length) shown.push(Math.round(now - t0))
      if (imgs.length >= files.length) resolve({ frames, shown, total: now - t0 })
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    const dt = new DataTransfer()
    files.forEach((f) => dt.items.add(f))
    const zone = document.querySelector('[data-testid=photo-drop]')
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  })`
  // The files are made in the page first, so decoding the test's base64 is not counted as the app's frames.
  await page.evaluate(
    `window.__heics = ${JSON.stringify(files)}.map((data, i) => new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'IMG_' + (3000 + i) + '.HEIC', { type: 'image/heic' }))`
  )
  const r = (await page.evaluate(`(${RUN})(window.__heics)`)) as { frames: number[]; shown: number[]; total: number }
  console.log(
    `10 HEICs (${phone ? '12 MP phone-sized' : 'small fixture'}) dropped in Chromium: previews shown after ${r.shown.join(', ')} ms (all ${Math.round(r.total)} ms)`
  )
  console.log(
    `  frame times meanwhile: p50 ${pct(r.frames, 50).toFixed(1)} ms, p95 ${pct(r.frames, 95).toFixed(1)} ms (target <= 50 ms), max ${Math.max(...r.frames).toFixed(1)} ms, ${r.frames.length} frames`
  )
} finally {
  await e2e.close()
}
