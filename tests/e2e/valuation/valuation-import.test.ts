// Taking kept offers from "Vergleichsobjekte" into the valuation grid: pinned only or
// all kept, the grid's column limit said before the import, the location scores of every imported column,
// saved, and the grid reopened offline with the same columns, named as offers with their portal numbers.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-import.test.ts
import { describe, expect } from 'vitest'
import { pinFirstOffers, openKeptImport } from './kept-offers'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const SUBJECT = 'Marienplatz 1, 80331 München'
const MUNICH = { latitude: 48.1374, longitude: 11.5755 }

describe('kept offers into the valuation grid', () => {
  const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })

  it(
    'takes the pinned offers only, says the limit first, saves, and reopens the grid offline',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page, sandbox } = e2e
      await openArea(page, 'Vergleichsobjekte')
      await page.fill('input[name=address]', SUBJECT)
      await page.fill('input[name=latitude]', String(MUNICH.latitude))
      await page.fill('input[name=longitude]', String(MUNICH.longitude))
      await page.fill('input[name=livingArea]', '80')
      await page.selectOption('select[name=radius]', '2000')
      await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
      await page.getByTestId('comparables-count').waitFor()

      // Pin three offers.
      const pinned = await pinFirstOffers(page, 3)
      const box = await openKeptImport(page)
      // The choice and the limit are there before anything is imported; pinned only is chosen.
      expect(await box.getByLabel('nur angeheftete (3)').isChecked()).toBe(true)
      const all = Number(/alle behaltenen \((\d+)\)/.exec(await box.innerText())![1])
      expect(all).toBeGreaterThan(3)
      expect(await page.getByTestId('import-limit').innerText()).toBe(
        'Das Raster fasst höchstens 500 Spalten; es hat 0, es passen noch 500.'
      )
      expect(await page.locator('.grid-table-main thead th[data-id]').count()).toBe(0)
      await page.getByTestId('import-kept').click()

      const heads = page.locator('.grid-table-main thead th[data-id]')
      await expect.poll(() => heads.count()).toBe(3)
      expect((await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!))).sort()).toEqual(
        [...pinned].sort()
      )
      expect(await page.locator('tr[data-row-key="priceType"] td').allInnerTexts()).toEqual([
        '',
        'Angebotspreis',
        'Angebotspreis',
        'Angebotspreis'
      ])
      for (const text of (await page.locator('tr[data-row-key="priceDate"] td').allInnerTexts()).slice(1))
        expect(text).toMatch(/^Angebot veröffentlicht \d{2}\.\d{2}\.\d{4}$/)
      const note = page.getByTestId('score-note')
      await note.waitFor()
      expect(await note.innerText()).toContain('Lagescores: 3 von 3 Vergleichsobjekten vom Dienst übernommen')
      // The subject's living area came from the comparables search; the valuation date is asked for, not assumed.
      expect(await page.locator('#grid-missing-valuationDate').innerText()).toContain(
        'Bitte den Wertermittlungsstichtag eintragen'
      )

      await page.getByTestId('grid-save').click()
      await page.getByText(/Gespeichert am/).waitFor()
      expect(await page.getByTestId('grid-problem').count()).toBe(0)
      const adjusted = await page.locator('tr[data-row-key="adjusted"] td').allInnerTexts()

      // Offline: the service is gone; a fresh window reads the saved grid from disk.
      await sandbox.close()
      await page.goto(e2e.appUrl)
      await openArea(page, 'Bewertung')
      await page.getByLabel('Adresse des Objekts').fill(SUBJECT)
      await page.getByRole('button', { name: 'Objekt festlegen' }).click()
      await expect.poll(() => heads.count(), { timeout: 30_000 }).toBe(3)
      expect((await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!))).sort()).toEqual(
        [...pinned].sort()
      )
      expect(await page.locator('tr[data-row-key="adjusted"] td').allInnerTexts()).toEqual(adjusted)
      expect(await page.locator('tr[data-row-key="sourceNumber"] td').allInnerTexts()).toEqual([
        '',
        ...(await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!)))
      ])
      await e2e.screenshot('valuation-import-offline-de')
    }
  )
})
