// Documents an appraiser can put into a Gutachten, in Chromium over the real services,
// read back with poppler. The browser runs in en-US and the UI in German: the case where the system's date
// picker showed MM/DD/YYYY. Checked as a reader sees the paper:
// - no word broken inside a line in any PDF (pdftotext's words are the print page's words), German and English;
// - a property sheet with 8 camera photos (4000 x 3000, about 3 MB each) weighs at most 3 MB, its photos
//   embedded at print size;
// - the comparables PDF is a summary (subject, map, statistics, the kept offers in one table) of a few
//   pages; every offer of the search only in the appendix, when it is chosen;
// - a purchase table has an asking-price column and no rent column, a rent table the reverse, on screen and
//   on paper;
// - every date in the German form: the date fields on screen and the dates in the PDFs.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/print/export-documents.test.ts
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import { formatNumber } from '@renderer/kit/format'
import { openArea, searchAddress, SCREENSHOT_DIR, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { brokenWords, pdfBytes, pdfImages, pdfPages, pdfText } from '../pdf-words'
import { cameraPhoto } from '../../helpers/camera-photo'

const MUNICH = { latitude: 48.1374, longitude: 11.5755 }

const it = e2eTest({
  locale: 'en-US',
  ready: async (e2e) => {
    e2e.app.services.settings.update({ language: 'de' })
    await e2e.page.goto(e2e.appUrl)
  },
  timeout: 180_000
})

/** Clicks an export button and returns the saved PDF's path (the harness's save dialog answers). */
async function exportVia(e2e: E2E, button: string): Promise<string> {
  const { page } = e2e
  const before = e2e.exports.printed.length
  await page.getByRole('button', { name: button }).click()
  // A second export of the same document keeps the status line: wait for this one's print and its end.
  await expect.poll(() => e2e.exports.printed.length, { timeout: 90_000 }).toBeGreaterThan(before)
  await expect.poll(() => page.locator('button[aria-busy=true]').count(), { timeout: 90_000 }).toBe(0)
  const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
  await saved.waitFor({ timeout: 90_000 })
  const path = (await saved.innerText()).replace(/^PDF gespeichert: /, '').trim()
  expect(e2e.exports.pageErrors).toEqual([])
  return path
}
const lastPrinted = (e2e: E2E) => e2e.exports.printed.at(-1)!
/** Dates as a US system writes them (MM/DD/YYYY) or as ISO: neither belongs on German paper. */
const FOREIGN_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/
const look = (pdf: string, name: string, last = 2) =>
  execFileSync('pdftoppm', ['-f', '1', '-l', String(last), '-r', '60', '-png', pdf, join(SCREENSHOT_DIR, name)])

describe('documents', () => {
  it(
    'location report: no word broken inside a line, German and English, dates in the language’s form',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page } = e2e
      await searchAddress(page, 'Marienplatz 1, 80331 München')
      await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Als PDF exportieren …' }).click()
      const de = await exportVia(e2e, 'PDF erstellen und speichern …')
      const shown = lastPrinted(e2e)
      // The facts and the source lines are full of long compounds (Wohnungen nach Eigentümern, Datenstand): each stays whole.
      const long = [...new Set(shown.match(/\p{L}{14,}/gu) ?? [])]
      expect(long.length).toBeGreaterThan(5)
      expect(brokenWords(de, shown)).toEqual([])
      for (const w of long) expect(pdfText(de).normalize('NFKC'), w).toContain(w)
      expect(pdfText(de)).not.toMatch(FOREIGN_DATE)
      look(de, 'documents-report-de')

      const id = new URL(page.url()).hash.match(/id=([A-Za-z0-9_-]+)/)![1]!
      const en = (
        await e2e.app.services.exports.reportPdf({ reportId: id, sections: ['map', 'facts', 'charts'], language: 'en' })
      ).path!
      expect(brokenWords(en, lastPrinted(e2e))).toEqual([])
      expect(pdfText(en)).toContain('Location report: Marienplatz 1, 80331 München')
    }
  )

  it(
    'property sheet: 8 camera photos make at most 3 MB, each printed at print size',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page, sandbox } = e2e
      const created = await sandbox.request('/api/v2/properties', {
        method: 'POST',
        json: {
          customId: 'Ortstermin Schwabing',
          livingArea: 84.5,
          buildingYear: 1962,
          location: { coordinates: { latitude: 48.16, longitude: 11.58 } }
        }
      })
      const { id } = (await created.json()) as { id: string }
      let uploaded = 0
      for (let i = 1; i <= 8; i++) {
        const photo = await cameraPhoto(i)
        expect(photo.byteLength).toBeGreaterThan(2_000_000)
        uploaded += photo.byteLength
        const form = new FormData()
        form.set('type', 'default')
        form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${1000 + i}.JPG`)
        expect((await sandbox.request(`/api/v2/properties/${id}/images`, { method: 'POST', body: form })).status).toBe(
          201
        )
      }
      await openArea(page, 'Portfolio')
      await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill('Ortstermin Schwabing')
      await page.getByRole('button', { name: 'Suchen', exact: true }).click()
      await page.locator('.search-results').getByRole('button', { name: 'Ortstermin Schwabing' }).click()
      await page.getByRole('heading', { level: 2, name: 'Ortstermin Schwabing' }).waitFor()
      const pdf = await exportVia(e2e, 'Objektblatt als PDF …')
      const body = pdfText(pdf)
      expect(body).toContain('Fotodokumentation (8 Fotos)')
      const photos = pdfImages(pdf).filter((i) => i.width >= 1000)
      expect(photos).toHaveLength(8)
      for (const p of photos) expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(1200)
      const bytes = pdfBytes(pdf)
      console.log(
        `property sheet with 8 photos (${(uploaded / 1e6).toFixed(1)} MB uploaded): ${pdfPages(pdf)} pages, ${(bytes / 1e6).toFixed(2)} MB`
      )
      expect(bytes).toBeLessThanOrEqual(3 * 1024 * 1024)
      expect(brokenWords(pdf, lastPrinted(e2e))).toEqual([])
      expect(body).not.toMatch(FOREIGN_DATE)
      look(pdf, 'documents-property-sheet')
    }
  )

  it(
    'comparables: a summary of a few pages; every offer only in the chosen appendix',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page } = e2e
      const service = e2e.app.services.comparables
      const result = await service.search({
        subject: {
          address: 'Marienplatz 1, 80331 München',
          livingArea: 80,
          buildingYear: 1995,
          propertyType: 'apartment'
        },
        request: {
          filters: {
            location: { circle: { center: { coordinates: MUNICH }, radius: 3000 } },
            dealType: 'sale',
            propertyType: [{ code: 'apartment' }]
          }
        }
      })
      expect(result.items.length).toBeGreaterThan(30)
      // The appraiser keeps the 15 most similar, pins one, excludes one with its own reason and drops the rest as not comparable.
      const items = [...result.items].sort((a, b) => (b.similarityScore ?? 0) - (a.similarityScore ?? 0))
      const kept = items.slice(0, 15)
      const marks: Record<string, { pinned?: boolean; excludedReason?: string }> = Object.fromEntries(
        items.slice(15).map((o) => [o.id, { excludedReason: 'zu weit vom Bewertungsobjekt' }])
      )
      marks[kept[0]!.id] = { pinned: true }
      marks[kept[1]!.id] = { excludedReason: 'Souterrain, nicht vergleichbar' }
      const set = service.save({
        label: 'Schwabing Dokumente',
        result,
        marks,
        hideOutliers: true,
        compareIds: [kept[2]!.id],
        notes: '',
        reportId: null
      })

      await openArea(page, 'Vergleichsobjekte')
      await page.locator(`[data-testid=comparables-sets] [data-set="${set.id}"] [data-action=open-set]`).click()
      await page.getByTestId('comparables-count').waitFor()
      const count = (await page.getByTestId('sum-count').textContent())!.trim()

      const summary = await exportVia(e2e, 'Satz als PDF …')
      const body = pdfText(summary)
      const flat = body.replace(/\s+/g, ' ')
      const pages = pdfPages(summary)
      console.log(
        `comparables summary (${count} kept of ${result.items.length}): ${pages} pages, ${(pdfBytes(summary) / 1e3).toFixed(0)} KB`
      )
      expect(pages).toBeLessThanOrEqual(4)
      expect(body).toContain('Bewertungsobjekt und Suche')
      // The search's parameters in words, as the screen's source line gives them.
      expect(flat).toContain('Parameter der Suche Umkreis 3 km; Kauf; Wohnungen')
      expect(flat).toContain('Ausgeschlossen: Souterrain, nicht vergleichbar 1 Angebot ')
      expect(flat).toContain(`Behaltene Angebote ${count}`)
      expect(flat).toContain(`Behaltene Angebote (${count})`)
      expect(flat).toContain('Ausgeschlossen: Souterrain, nicht vergleichbar')
      // Kept offers are listed with their id; those dropped are not, and there is no appendix.
      expect(body).toContain(kept[0]!.id)
      expect(body).not.toContain('Anhang: alle')
      expect(body).not.toContain(items.at(-1)!.id)
      expect(brokenWords(summary, lastPrinted(e2e))).toEqual([])
      expect(body).not.toMatch(FOREIGN_DATE)
      look(summary, 'documents-comparables-summary', 3)

      await page.getByLabel('Mit Anhang: alle Angebote der Suche').check()
      const full = await exportVia(e2e, 'Satz als PDF …')
      const fullBody = pdfText(full)
      const fullPages = pdfPages(full)
      console.log(`comparables with appendix: ${fullPages} pages, ${(pdfBytes(full) / 1e3).toFixed(0)} KB`)
      expect(fullPages).toBeGreaterThan(pages)
      expect(fullBody.replace(/\s+/g, ' ')).toContain(
        `Anhang: alle ${formatNumber('de-DE', result.items.length)} Angebote der Suche`
      )
      for (const o of items.filter((_, i) => i % 25 === 0)) expect(fullBody).toContain(o.id)
      expect(brokenWords(full, lastPrinted(e2e))).toEqual([])
    }
  )

  it(
    'market data: a purchase table without rent columns, a rent table without purchase columns; date fields in German',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page } = e2e
      await openArea(page, 'Marktdaten')
      // The date fields speak the UI's language, whatever the system's locale (en-US here).
      const from = page.locator('input[name=startDate]')
      expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ')
      await from.fill('1.3.2024')
      await from.press('Tab')
      expect(await from.inputValue()).toBe('01.03.2024')
      await from.fill('')
      await from.press('Tab')

      await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
      await page.selectOption('select[name=radius]', '5000')
      for (const demand of ['buy', 'rent'] as const) {
        await page.selectOption('select[name=demand]', demand)
        await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
        const heads = async () =>
          (await page.getByTestId('market-table').getByRole('columnheader').allInnerTexts()).join('|')
        await expect
          .poll(heads, { timeout: 60_000 })
          .toContain(demand === 'buy' ? 'Angebotspreis (EUR)' : 'Angebots-Kaltmiete (EUR)')
        expect(await heads()).not.toContain(demand === 'buy' ? 'Kaltmiete' : 'Angebotspreis')
        if (demand === 'buy') {
          // Every row has its asking price: the column is not empty.
          const priceCol = (await heads()).split('|').findIndex((h) => h.startsWith('Angebotspreis'))
          const first = await page
            .getByTestId('market-table')
            .locator('[data-expose]')
            .first()
            .locator('[role=cell]')
            .nth(priceCol)
            .innerText()
          expect(first).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/)
        }
        const pdf = await exportVia(e2e, 'Marktdaten als PDF …')
        const body = pdfText(pdf)
        const head = body.slice(body.indexOf('Angebote ('))
        if (demand === 'buy') {
          expect(head).toContain('Angebotspreis')
          expect(head).not.toContain('Kaltmiete')
        } else {
          expect(head).toContain('Kaltmiete')
          expect(head).not.toContain('Angebotspreis')
        }
        expect(body).not.toContain('Kaufpreis')
        expect(body).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/)
        expect(body).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/)
        expect(brokenWords(pdf, lastPrinted(e2e))).toEqual([])
        if (demand === 'buy') look(pdf, 'documents-market-buy')
      }
    }
  )
})
