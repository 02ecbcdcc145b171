// The grid's outlier test and its counts in Chromium over the real services, in German and English: a
// saved grid of four Kaufpreise, an offer and an own case near 3,800 €/m² and one Kaufpreis of 9,000 €/m²
// shows the included prices by kind, Grubbs' test at its n eliminating the 9,000, and a Würdigung typed for
// it that survives the save, a reload and reopening the subject (the store holds it too). The plausibility
// panel names the counts and the stage it compares at.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-outliers.test.ts
import { execFileSync } from 'node:child_process'
import { describe, expect } from 'vitest'
import type { ExportResult } from '@shared/bridge/exports'
import type { GridState } from '@shared/valuation/grid-types'
import { emptyGrid, emptySubject, newComparable } from '@shared/valuation/defaults'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'

const ADDRESS = 'Würdigungsweg 9, 22761 Hamburg'
const KEY = `address:${ADDRESS.toLowerCase()}`

const LANGUAGES = [
  {
    locale: 'de-DE',
    area: 'Bewertung',
    address: 'Adresse des Objekts',
    setSubject: 'Objekt festlegen',
    counts: 'Einbezogen: 4 Kaufpreise, 1 Angebot, 1 eigener Fall',
    test: /^Grubbs-Test bei n = 7, α = 5 %, höchstens 3 Ausreißer, auf die ungewichteten Preise: kritischer Wert im ersten Schritt 2,0200/,
    assessment: 'Würdigung zu KP 5 (§ 9 Abs. 2 ImmoWertV)',
    typed: 'Verkauf unter Verwandten laut Auskunft des Gutachterausschusses; ausgeschieden.',
    stage: 'Verglichen wird auf der Stufe des Vergleichswerts',
    language: 'de',
    printedCounts: '6 (4 Kaufpreise, 1 Angebot, 1 eigener Fall)',
    printedTest: 'Grubbs-Test bei n = 7, α = 5 %'
  },
  {
    locale: 'en-GB',
    area: 'Valuation',
    address: "Subject's address",
    setSubject: 'Set subject',
    counts: 'Included: 4 transaction prices, 1 offer, 1 own case',
    test: /^Grubbs' test at n = 7, α = 5 %, at most 3 outliers, on the unweighted prices: critical value of the first step 2\.0200/,
    assessment: 'Assessment of KP 5 (§ 9 (2) ImmoWertV)',
    typed: 'Sale between relatives according to the valuation board; eliminated.',
    stage: "Compared at the stage of the grid's comparison value",
    language: 'en',
    printedCounts: '6 (4 transaction prices, 1 offer, 1 own case)',
    printedTest: "Grubbs' test at n = 7, α = 5 %"
  }
] as const

/** Four Kaufpreise, an offer and an own case near 3,800 €/m², and the Kaufpreis "KP 5" at 9,000 €/m². */
function seededGrid(): GridState {
  const grid = emptyGrid(KEY, { ...emptySubject('apartment'), livingArea: 80, valuationDate: '2026-06-30' })
  grid.settings.tables = []
  grid.settings.outlierRule = 'grubbs'
  grid.settings.offerDiscount = { pct: 0, reason: '' }
  const rows: Array<[string, 'transaction' | 'offer' | 'own_case', number]> = [
    ['KP 1', 'transaction', 3790],
    ['KP 2', 'transaction', 3800],
    ['KP 3', 'transaction', 3805],
    ['KP 4', 'transaction', 3810],
    ['KP 5', 'transaction', 9000],
    ['Angebot 1', 'offer', 3795],
    ['Fall 1', 'own_case', 3802]
  ]
  grid.comparables = rows.map(([label, priceType, pricePerSqm], i) =>
    newComparable({
      id: `col-${i + 1}`,
      label,
      priceType,
      pricePerSqm,
      priceDate: '2026-05-15',
      reference:
        priceType === 'offer'
          ? { kind: 'offer', portal: 'ImmoScout24', listingId: `IS-${i}` }
          : priceType === 'transaction'
            ? { kind: 'transaction', board: 'Gutachterausschuss Hamburg', registerNumber: `K-${i}` }
            : { kind: 'own_case', caseReference: `AZ-${i}` }
    })
  )
  return grid
}

for (const lang of LANGUAGES) {
  describe(`the outlier test, its Würdigung and the counts by kind (${lang.locale})`, () => {
    async function openSubject(e2e: E2E) {
      const page = e2e.page
      await page.goto(`${e2e.appUrl}#/valuation`)
      await page.getByRole('heading', { level: 1, name: lang.area }).waitFor()
      await page.getByLabel(lang.address).fill(ADDRESS)
      await page.getByRole('button', { name: lang.setSubject }).click()
      await page.getByTestId('grid-counts').waitFor()
    }
    const it = e2eTest({
      locale: lang.locale,
      ready: async (e2e) => {
        const r = (await e2e.app.router.invoke('valuation', 'saveGrid', [seededGrid()], { url: e2e.appUrl })) as {
          ok: boolean
        }
        if (!r.ok) throw new Error(`saveGrid: ${JSON.stringify(r)}`)
        await openSubject(e2e)
      },
      timeout: 180_000
    })
    const stored = (e2e: E2E): GridState => e2e.app.services.valuation.grid(KEY)!

    it('shows the included prices by kind, the rule at its n and the eliminated Kaufpreis; the Würdigung survives save and reopening', async ({
      e2e
    }) => {
      const page = e2e.page
      expect(await page.getByTestId('grid-counts').innerText()).toBe(lang.counts)
      expect(await page.getByTestId('outlier-test').innerText()).toMatch(lang.test)
      const outlier = page.locator('[data-outlier="col-5"]')
      await outlier.waitFor()
      const field = page.getByLabel(lang.assessment, { exact: true })
      expect(await field.inputValue()).toBe('')
      // Without a Würdigung the grid asks for one.
      await page.locator('[data-issue="outlier_needs_assessment"]').waitFor()
      await field.fill(lang.typed)
      await field.press('Tab')
      await page.locator('[data-issue="outlier_needs_assessment"]').waitFor({ state: 'detached' })
      await page.getByTestId('grid-outliers').scrollIntoViewIfNeeded()
      await e2e.screenshot(`valuation-outliers-${lang.language}`)
      const save = page.getByTestId('grid-save')
      await save.click()
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="grid-save"]') as HTMLButtonElement | null)?.disabled === true
      )
      expect(stored(e2e).comparables.find((c) => c.id === 'col-5')!.outlierAssessment).toBe(lang.typed)

      await page.reload()
      await openSubject(e2e)
      const again = page.getByLabel(lang.assessment, { exact: true })
      await again.waitFor()
      expect(await again.inputValue()).toBe(lang.typed)
      expect(await page.getByTestId('grid-counts').innerText()).toBe(lang.counts)

      const grid = page.locator('.plausibility tr[data-kind="grid"] th')
      expect(await grid.innerText()).toContain(lang.counts.slice(lang.counts.indexOf(':') + 2))
      expect(await page.getByTestId('plausibility-stage').innerText()).toContain(lang.stage)

      // The annex as printed: the Würdigung in the outlier table, the rule at its n, the counts by kind.
      const r = (await e2e.app.router.invoke(
        'exports',
        'valuationPdf',
        [{ subjectKey: KEY, subjectLabel: ADDRESS, language: lang.language }],
        { url: e2e.appUrl }
      )) as { ok: true; value: ExportResult }
      expect(r.ok).toBe(true)
      const printed = execFileSync('pdftotext', ['-raw', r.value.path!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
      expect(printed).toContain(lang.typed)
      expect(printed).toContain(lang.printedTest)
      expect(printed).toContain(lang.printedCounts)
      expect(e2e.exports.pageErrors).toEqual([])
    })
  })
}
