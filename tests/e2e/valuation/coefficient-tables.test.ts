// Coefficient tables as published, in Chromium over the real ipc schema and SQLite store, in German and
// English: a new grid applies no example table; the appraiser builds a blank table with the
// Grundstücksmarktbericht's own breakpoints by pasting (a bad line named by its number first) and by
// typing, removes a row, saves and finds it stored as typed; an example table keeps its mark while only its
// source is typed and loses it with the first changed k.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/coefficient-tables.test.ts
import { describe, expect } from 'vitest'
import type { GridState } from '@shared/bridge/valuation'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'

const ADDRESS = 'Gasstraße 10, 22761 Hamburg'
const CITATION = 'Grundstücksmarktbericht Hamburg 2025, Tabelle 12'

const LANGUAGES = [
  {
    locale: 'de-DE',
    area: 'Bewertung',
    address: 'Adresse des Objekts',
    setSubject: 'Objekt festlegen',
    characteristic: 'Merkmal der neuen Tabelle',
    livingArea: 'Wohnfläche (m²)',
    newBlank: 'Leere Tabelle anlegen',
    tableName: 'Wohnfläche (m²) (eigene Tabelle)',
    paste: 'Aus dem Grundstücksmarktbericht einfügen (je Zeile: Wert und k, getrennt durch Tabulator oder Semikolon)',
    pasteApply: 'Eingefügte Werte übernehmen',
    badLine: 'Zeile 3 („bis 80;1,00“): Die erste Spalte ist keine Zahl.',
    taken: '3 Zeilen übernommen.',
    newAt: 'Neue Stützstelle',
    newK: 'k der neuen Zeile',
    typedK: '1,1',
    addEntry: 'Zeile hinzufügen',
    removeRow: (n: number, name: string) => `Zeile ${n} von „${name}“ entfernen`,
    source: 'Quelle',
    empty: 'Die Tabelle hat noch keine Werte und wird nicht angewendet.',
    addExample: 'Beispieltabelle „Baujahr“ hinzufügen',
    exampleMark: 'Beispiel, keine amtlichen Werte',
    kLabel: 'Baujahr Koeffizient 2',
    changedK: '0,83'
  },
  {
    locale: 'en-US',
    area: 'Valuation',
    address: "Subject's address",
    setSubject: 'Set subject',
    characteristic: 'Characteristic of the new table',
    livingArea: 'Living area (m²)',
    newBlank: 'Create a blank table',
    tableName: 'Living area (m²) (own table)',
    paste: 'Paste from the market report (one row per line: value and k, separated by a tab or a semicolon)',
    pasteApply: 'Use the pasted values',
    badLine: 'Line 3 ("bis 80;1,00"): the first column is not a number.',
    taken: '3 rows taken.',
    newAt: 'New breakpoint',
    newK: 'k of the new row',
    typedK: '1.1',
    addEntry: 'Add row',
    removeRow: (n: number, name: string) => `Remove row ${n} of "${name}"`,
    source: 'Source',
    empty: 'The table has no values yet and is not applied.',
    addExample: 'Add example table "Baujahr"',
    exampleMark: 'Example, no official figures',
    kLabel: 'Baujahr Coefficient 2',
    changedK: '0.83'
  }
] as const

for (const lang of LANGUAGES) {
  describe(`coefficient tables as published (${lang.locale})`, () => {
    const it = e2eTest({
      locale: lang.locale,
      ready: async (e2e) => {
        const page = e2e.page
        await page.goto(`${e2e.appUrl}#/valuation`)
        await page.getByRole('heading', { level: 1, name: lang.area }).waitFor()
        await page.getByLabel(lang.address).fill(ADDRESS)
        await page.getByRole('button', { name: lang.setSubject }).click()
        await page.getByTestId('grid-tables').waitFor()
      },
      timeout: 180_000
    })

    const stored = (e2e: E2E): GridState =>
      e2e.app.services.valuation.grid(e2e.app.services.valuation.subjects()[0]!.key)!
    async function save(e2e: E2E): Promise<GridState> {
      const button = e2e.page.getByTestId('grid-save')
      expect(await button.isEnabled(), 'the grid took the change').toBe(true)
      await button.click()
      await e2e.page.waitForFunction(
        () => (document.querySelector('[data-testid="grid-save"]') as HTMLButtonElement | null)?.disabled === true
      )
      expect(await e2e.page.getByTestId('grid-problem').count()).toBe(0)
      return stored(e2e)
    }

    it('builds a blank table with the report’s own breakpoints by pasting and typing, and saves it as entered', async ({
      e2e
    }) => {
      const page = e2e.page
      const tables = page.getByTestId('grid-tables')
      await tables.locator('summary').click()
      // A new grid applies no example table.
      expect(await tables.locator('.grid-table').count()).toBe(0)

      await tables.getByLabel(lang.characteristic, { exact: true }).selectOption({ label: lang.livingArea })
      await tables.getByRole('button', { name: lang.newBlank }).click()
      const table = tables.locator('.grid-table').first()
      await table.locator('caption', { hasText: lang.tableName }).waitFor()
      expect(await table.getByTestId('table-problem').innerText()).toBe(lang.empty)

      // Pasted as the market report prints it; the bad line is named and nothing is taken.
      const pasteBox = table.getByLabel(lang.paste, { exact: true })
      await pasteBox.fill('Wohnfläche\tKoeffizient\n60;1,05\nbis 80;1,00\n100;0,95')
      await table.getByRole('button', { name: lang.pasteApply }).click()
      const message = table.getByTestId('paste-message')
      await message.waitFor()
      expect(await message.innerText()).toBe(lang.badLine)
      expect(await message.getAttribute('role')).toBe('alert')
      expect(await pasteBox.inputValue()).toContain('bis 80;1,00')
      await pasteBox.fill('Wohnfläche\tKoeffizient\n60\t1,05\n100\t0,95\n120\t0,90')
      await table.getByRole('button', { name: lang.pasteApply }).click()
      await message.filter({ hasText: lang.taken }).waitFor()
      await table.getByTestId('table-problem').waitFor({ state: 'detached' })

      // One breakpoint more typed (in the UI language's number form), one removed.
      await table.getByLabel(`${lang.tableName}: ${lang.newAt}`, { exact: true }).fill('40')
      await table.getByLabel(`${lang.tableName}: ${lang.newK}`, { exact: true }).fill(lang.typedK)
      await table.getByRole('button', { name: lang.addEntry }).click()
      await table.getByRole('button', { name: lang.removeRow(4, lang.tableName) }).click()
      const source = table.getByLabel(lang.source, { exact: true })
      await source.fill(CITATION)
      await source.press('Tab')

      const saved = (await save(e2e)).settings.tables
      expect(saved).toHaveLength(1)
      expect(saved[0]).toMatchObject({
        characteristic: 'livingArea',
        scale: 'numeric',
        citation: CITATION,
        example: false,
        points: [
          { at: 40, k: 1.1 },
          { at: 60, k: 1.05 },
          { at: 100, k: 0.95 }
        ]
      })
    })

    it('keeps the example mark while only a source is typed and drops it with a changed value', async ({ e2e }) => {
      const page = e2e.page
      const tables = page.getByTestId('grid-tables')
      if ((await tables.getAttribute('open')) === null) await tables.locator('summary').click()
      await tables.getByRole('button', { name: lang.addExample }).click()
      const example = tables.locator('.grid-table').filter({ has: page.locator('caption', { hasText: 'Baujahr' }) })
      const mark = example.locator('.example-mark')
      await mark.waitFor()
      const source = example.getByLabel(lang.source, { exact: true })
      await source.fill(CITATION)
      await source.press('Tab')
      expect(await mark.innerText()).toBe(lang.exampleMark)
      expect((await save(e2e)).settings.tables.find((t) => t.characteristic === 'buildingYear')).toMatchObject({
        citation: CITATION,
        example: true
      })
      const k = example.getByLabel(lang.kLabel, { exact: true })
      await k.fill(lang.changedK)
      await k.press('Tab')
      await mark.waitFor({ state: 'detached' })
      const table = (await save(e2e)).settings.tables.find((t) => t.characteristic === 'buildingYear')!
      expect(table).toMatchObject({ example: false })
      expect(table.scale === 'numeric' && table.points[1]).toEqual({ at: 1950, k: 0.83 })
    })
  })
}
