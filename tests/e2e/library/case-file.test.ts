// A case file in Chromium over the real services: a location report, the market data of its address
// (handed over from the open report) and a quick valuation; then, with the sandbox stopped, one PDF of
// all three from the library:
// both documents in order, each on its own pages, pages counted through, the file number in the header,
// every page marked as sample data, bookmarks for both; the valuation's annex on landscape pages among the
// portrait ones, six columns to a block as in its own PDF, anonymised when ticked. Choosing nothing is
// refused in place.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/library/case-file.test.ts
import { execFileSync } from 'node:child_process'
import { describe, expect } from 'vitest'
import { openArea, searchAddress } from '../harness'
import { e2eTest } from '../fixture'
import { annexGrid } from '../../helpers/annex-grid'

const ADDRESS = 'Marienplatz 1, 80331 München'
const it = e2eTest({ locale: 'de-DE' })

describe('case file', () => {
  it(
    'puts a report, its market data and a valuation in one PDF, pages counted through, offline',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page } = e2e
      await searchAddress(page, ADDRESS)
      await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      await openArea(page, 'Marktdaten')
      expect(await page.inputValue('input[name=address]')).toBe(ADDRESS)
      await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
      await page.getByTestId('fig-count').waitFor()

      // A quick valuation of the address, as the Bewertung screen runs it.
      const run = await e2e.app.router.invoke(
        'valuation',
        'run',
        [
          { key: `address:${ADDRESS.toLowerCase()}`, label: ADDRESS, location: { address: { unstructured: ADDRESS } } },
          { propertyType: 'apartment', livingArea: 72, buildingYear: 1965, condition: 'good', quality: 'good' }
        ],
        { url: e2e.appUrl }
      )
      expect(run.ok).toBe(true)
      // And its comparison grid, saved: the annex of 14 columns.
      const key = `address:${ADDRESS.toLowerCase()}`
      const grid = await e2e.app.router.invoke('valuation', 'saveGrid', [{ ...annexGrid(14, null), subjectKey: key }], {
        url: e2e.appUrl
      })
      expect(grid.ok).toBe(true)

      await e2e.sandbox.close()
      await openArea(page, 'Berichtsarchiv')
      const box = page.getByTestId('case-file')
      await box.getByRole('button', { name: 'Fallakte als PDF …' }).click()
      await box.getByText('Bitte mindestens ein Dokument wählen.').waitFor()
      await box.getByLabel('Lagebericht').selectOption({ index: 1 })
      await box.getByLabel('Marktdaten').selectOption({ index: 1 })
      await box.getByLabel('Bewertung').selectOption({ index: 1 })
      await box.getByLabel('Titel oder Aktenzeichen').fill('AZ 2026/117 <b>Müller</b>')
      await box.getByLabel('Bewertung anonymisiert (Straße ohne Hausnummer, ohne Kaufpreis-Nr.)').check()
      await box.getByRole('button', { name: 'Fallakte als PDF …' }).click()
      const saved = box.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
      await saved.waitFor({ timeout: 120_000 })
      const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '')
      expect(pdf).toMatch(/\/Fallakte AZ 2026 117 b Müller b \d{4}-\d{2}-\d{2}\.pdf$/)

      const body = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
      const n = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1])
      const pageTexts = body.split('\f')
      const reportAt = pageTexts.findIndex((p) => p.includes(`Lagebericht: ${ADDRESS}`))
      const marketAt = pageTexts.findIndex((p) => p.includes(`Marktdaten: ${ADDRESS} · Miete`))
      expect(reportAt).toBe(0)
      expect(marketAt).toBeGreaterThan(reportAt)
      const valuationAt = pageTexts.findIndex((p) => p.includes(`Bewertung: ${ADDRESS}`))
      expect(valuationAt).toBeGreaterThan(marketAt)
      // The market data starts on a page of its own: nothing of the report on it.
      expect(pageTexts[marketAt]).not.toContain('Lagescores')
      for (let p = 1; p <= n; p++) expect(body).toContain(`Seite ${p} von ${n}`)
      expect(body.split('Beispieldaten, nicht für Gutachten').length - 1).toBeGreaterThanOrEqual(n)
      // The file number heads every page, as text (the markup typed in it is not markup).
      expect(body.split('Fallakte: AZ 2026/117 <b>Müller</b>').length - 1).toBe(n)
      // Bookmarks: both documents' headings are in the outline (pdftohtml -xml lists it).
      const outline =
        /<outline>[\s\S]*<\/outline>/.exec(
          execFileSync('pdftohtml', ['-xml', '-stdout', '-i', '-q', pdf], { encoding: 'utf8' })
        )?.[0] ?? ''
      expect(outline).toContain(`Lagebericht: ${ADDRESS}`)
      expect(outline).toContain(`Marktdaten: ${ADDRESS} · Miete`)
      // The annex: landscape pages after the portrait report and market data, blocks of six columns, anonymised.
      const sizes = [
        ...execFileSync('pdfinfo', ['-f', '1', '-l', String(n), pdf], { encoding: 'utf8' }).matchAll(
          /Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/g
        )
      ].map((m) => ({ page: Number(m[1]) - 1, landscape: Number(m[2]) > Number(m[3]) }))
      const annexAt = pageTexts.findIndex((p) => p.includes('Spalten 1 bis 6 von 14'))
      expect(annexAt).toBeGreaterThan(marketAt)
      expect(sizes[reportAt]!.landscape).toBe(false)
      expect(sizes[annexAt]!.landscape).toBe(true)
      expect(pageTexts.findIndex((p) => p.includes('Spalten 7 bis 12 von 14'))).toBeGreaterThan(annexAt)
      expect(body).toContain('Anonymisierte Wiedergabe')
      expect(body).not.toMatch(/Musterstraße \d|Kaufpreis-Nr\. KPS/)
      expect(e2e.exports.pageErrors).toEqual([])
    }
  )
})
