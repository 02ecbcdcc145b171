// PDF export of a location report in Chromium over the real services, with the sandbox stopped (from the
// saved report, offline): the PDF is read back with poppler. pdftotext: title, every source line with its
// endpoint and date, the sample-data marking, "Seite x von y", German number formats; pdfimages: the map
// tiles and the charts are in it as images; pdftoppm: the map region of page 1 is not blank. The same in
// English. Run inside a Secret Service session:
//   bash tests/keychain-session.sh npx vitest run tests/e2e/print/export-pdf.test.ts
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import { searchAddress, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { ROOT } from '../../helpers/root'

const text = (pdf: string) => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
const pages = (pdf: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1])
/** Embedded images (type image), as pdfimages lists them: page, width, height. */
const images = (pdf: string) =>
  execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/))
    .filter((c) => c[2] === 'image')
    .map((c) => ({ page: Number(c[0]), width: Number(c[3]), height: Number(c[4]) }))

async function exportReport(
  e2e: E2E,
  address: string,
  labels: { nav: string; navLabel: string; exportButton: string; save: string; saved: RegExp }
) {
  const { page } = e2e
  await searchAddress(page, address, labels.nav === 'Search' ? 'Address' : 'Adresse')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  // Offline from here: the PDF comes from the saved report and the tile cache.
  await e2e.sandbox.close()
  await page.getByRole('button', { name: labels.exportButton }).click()
  await page.getByRole('button', { name: labels.save }).click()
  const status = page.getByRole('status').filter({ hasText: labels.saved })
  await status.waitFor({ timeout: 90_000 })
  const path = (await status.innerText()).replace(labels.saved, '').trim()
  expect(path.startsWith(e2e.exports.dir)).toBe(true)
  return path
}

describe('location report as PDF', () => {
  describe('in German', () => {
    const it = e2eTest({ locale: 'de-DE' })
    it(
      'German: every source line and date, the sample-data marking, page x of y, map and charts drawn — offline',
      { timeout: 240_000 },
      async ({ e2e }) => {
        const pdf = await exportReport(e2e, 'Marienplatz 1, 80331 München', {
          nav: 'Suche',
          navLabel: 'Hauptnavigation',
          exportButton: 'Als PDF exportieren …',
          save: 'PDF erstellen und speichern …',
          saved: /^PDF gespeichert: /
        })
        expect(pdf).toMatch(/Lagebericht Marienplatz 1, 80331 München \d{4}-\d{2}-\d{2}\.pdf$/)
        const body = text(pdf)
        const n = pages(pdf)
        expect(n).toBeGreaterThan(1)
        expect(body).toContain('Lagebericht: Marienplatz 1, 80331 München')
        for (let p = 1; p <= n; p++) expect(body).toContain(`Seite ${p} von ${n}`)
        // The footer marks every page; each figure's source names the sample data too.
        expect(body.split('Beispieldaten, nicht für Gutachten').length - 1).toBeGreaterThanOrEqual(n)
        expect(body).toContain('Endpunkt: POST /api/v2/locations/addresses')
        expect(body).toMatch(/abgerufen am \d{2}\.\d{2}\.\d{4}/)
        expect(body).toContain('© Lagebild-Testkacheln')
        // German number formats: thousands with a dot, decimals with a comma.
        expect(body).toMatch(/\d{1,3}\.\d{3}(,\d+)?/)
        expect(body).not.toMatch(/\b\d{1,3},\d{3}\.\d/)
        const raw = readFileSync(pdf, 'latin1')
        expect(raw).toContain('/Outlines')

        const imgs = images(pdf)
        // Map tiles (256 px) on page 1; charts drawn at print resolution (2 px per CSS px) further on: each
        // canvas at least 2 x its place on the page (half the 18 cm content width, about 340 CSS px).
        expect(imgs.filter((i) => i.page === 1 && i.width === 256).length).toBeGreaterThan(3)
        const charts = imgs.filter((i) => i.page > 1 && i.width !== 256)
        expect(charts.length, JSON.stringify(imgs)).toBeGreaterThan(3)
        expect(Math.min(...charts.map((c) => c.width)), JSON.stringify(charts)).toBeGreaterThanOrEqual(680)

        const png = join(e2e.exports.dir, 'page1')
        execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '40', '-png', '-singlefile', pdf, png])
        const page1 = `${png}.png`
        const { width, height } = await sharp(page1).metadata()
        const mapRegion = await sharp(page1)
          .extract({
            left: Math.round(width! * 0.1),
            top: Math.round(height! * 0.2),
            width: Math.round(width! * 0.8),
            height: Math.round(height! * 0.3)
          })
          .stats()
        expect(Math.max(...mapRegion.channels.map((c) => c.stdev))).toBeGreaterThan(10)
        expect(e2e.exports.pageErrors).toEqual([])
        // For people to look at: pages 1 and 2 as images.
        execFileSync('pdftoppm', [
          '-f',
          '1',
          '-l',
          '2',
          '-r',
          '60',
          '-png',
          pdf,
          join(ROOT, 'test-output/e2e/export-de-report-page')
        ])
      }
    )
  })

  describe('in English', () => {
    const it = e2eTest({ locale: 'en-US' })
    it(
      'English: the title, page x of y and the sample-data marking in English',
      { timeout: 240_000 },
      async ({ e2e }) => {
        const pdf = await exportReport(e2e, 'Gasstraße 10, 22761 Hamburg', {
          nav: 'Search',
          navLabel: 'Main navigation',
          exportButton: 'Export as PDF …',
          save: 'Create and save PDF …',
          saved: /^PDF saved: /
        })
        const body = text(pdf)
        expect(body).toContain('Location report: Gasstraße 10, 22761 Hamburg')
        expect(body).toContain(`Page 1 of ${pages(pdf)}`)
        expect(body).toContain('Sample data, not for appraisals')
        expect(body).toContain('Endpoint: POST /api/v2/locations/addresses')
        expect(body).toMatch(/fetched on \d{2}\/\d{2}\/\d{4}|fetched on \d{1,2} \w+ \d{4}/)
      }
    )
  })
})
