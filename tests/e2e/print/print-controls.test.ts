// Paper has no form controls and a readable map, in Chromium over the real services, read back with
// pdftotext, in German and English: the location report's charts say in words which series they show
// (no select box "Objektart [Wohnungen Bestand ▾]"); the comparables set's map shows the subject and
// the pinned offers apart from the rest, which are drawn as a density, and says so under the map.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/print/print-controls.test.ts
import { describe, expect } from 'vitest'
import { openArea, searchAddress, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { pdfText } from '../pdf-words'

const MUNICH = { latitude: 48.1374, longitude: 11.5755 }

const TEXT = {
  de: {
    locale: 'de-DE',
    field: 'Adresse',
    nav: 'Hauptnavigation',
    comparables: 'Vergleichsobjekte',
    exportReport: 'Als PDF exportieren …',
    save: 'PDF erstellen und speichern …',
    exportSet: 'Satz als PDF …',
    saved: /^PDF gespeichert: /,
    series: /Objektart: (Wohnungen|Häuser) (Bestand|Neubau)/,
    bareSelect: /Objektart (Wohnungen|Häuser) (Bestand|Neubau)/,
    legend: (pinned: number, density: string) =>
      `Karte: schwarzer Punkt das Bewertungsobjekt; grüne Punkte die angepinnten Angebote (${pinned}); die übrigen Angebote (${density}) als Dichte in Blau, je dunkler, desto mehr.`
  },
  en: {
    locale: 'en-GB',
    field: 'Address',
    nav: 'Main navigation',
    comparables: 'Comparables',
    exportReport: 'Export as PDF …',
    save: 'Create and save PDF …',
    exportSet: 'Set as PDF …',
    saved: /^PDF saved: /,
    series: /Property type: (Apartments|Houses),? (existing|new|stock|new build)/i,
    bareSelect: /Property type (Apartments|Houses),? (existing|new|stock|new build)/i,
    legend: (pinned: number, density: string) =>
      `Map: the black dot is the subject; green dots the pinned offers (${pinned}); the other offers (${density}) as a density in blue, the darker the more.`
  }
} as const

async function savedPdf(e2e: E2E, saved: RegExp, click: () => Promise<void>): Promise<string> {
  const { page } = e2e
  const before = e2e.exports.printed.length
  await click()
  await expect.poll(() => e2e.exports.printed.length, { timeout: 90_000 }).toBeGreaterThan(before)
  await expect.poll(() => page.locator('button[aria-busy=true]').count(), { timeout: 90_000 }).toBe(0)
  const status = page.getByRole('status').filter({ hasText: saved }).last()
  await status.waitFor({ timeout: 90_000 })
  return (await status.innerText()).replace(saved, '').trim()
}

for (const lang of ['de', 'en'] as const) {
  const T = TEXT[lang]
  describe(`paper without form controls (${lang})`, () => {
    const it = e2eTest({ locale: T.locale, timeout: 180_000 })

    it('the report’s charts name their series in words, with no select box', { timeout: 240_000 }, async ({ e2e }) => {
      const { page } = e2e
      await searchAddress(page, 'Marienplatz 1, 80331 München', T.field)
      await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      // On screen the chart has its picker.
      expect(await page.locator('.chart-figure select').count()).toBeGreaterThan(0)
      const pdf = await savedPdf(e2e, T.saved, async () => {
        await page.getByRole('button', { name: T.exportReport }).click()
        await page.getByRole('button', { name: T.save }).click()
      })
      const flat = pdfText(pdf).replace(/\s+/g, ' ')
      expect(flat).toMatch(T.series)
      expect(flat).not.toMatch(T.bareSelect)
      expect(e2e.exports.printed.at(-1)).not.toMatch(T.bareSelect)
      expect(e2e.exports.pageErrors).toEqual([])
    })

    it('the comparables map on paper: subject and pinned offers apart, the rest as a density', async ({ e2e }) => {
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
            location: { circle: { center: { coordinates: MUNICH }, radius: 10000 } },
            dealType: 'sale',
            propertyType: [{ code: 'apartment' }]
          }
        }
      })
      expect(result.items.length).toBeGreaterThan(30)
      const pinnedIds = result.items.slice(0, 3).map((o) => o.id)
      const set = service.save({
        label: `Karte ${lang}`,
        result,
        marks: Object.fromEntries(pinnedIds.map((id) => [id, { pinned: true }])),
        hideOutliers: false,
        compareIds: [],
        notes: '',
        reportId: null
      })
      await page.goto(e2e.appUrl)
      await openArea(page, T.comparables, T.nav)
      await page.locator(`[data-testid=comparables-sets] [data-set="${set.id}"] [data-action=open-set]`).click()
      await page.getByTestId('comparables-count').waitFor()
      const pdf = await savedPdf(e2e, T.saved, () => page.getByRole('button', { name: T.exportSet }).click())
      const flat = pdfText(pdf).replace(/\s+/g, ' ')
      const located = result.items.filter((o) => o.location?.coordinates).length
      const density = new Intl.NumberFormat(T.locale).format(located - 3)
      expect(flat).toContain(T.legend(3, density))
      expect(e2e.exports.pageErrors).toEqual([])
    })
  })
}
