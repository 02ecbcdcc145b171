// The Stichtag of a coefficient table and of the second route in Chromium, typed as the UI language
// writes dates (German 31.12.2024, US English 12/31/2024), saved as YYYY-MM-DD through the real ipc schema
// and SQLite store; a date the calendar does not have keeps what was typed beside its message and the
// Stichtag saved before stays.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-stichtag.test.ts
import { describe, expect } from 'vitest'
import type { Locator } from 'playwright-core'
import type { GridState } from '@shared/bridge/valuation'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'

const ADDRESS = 'Gasstraße 10, 22761 Hamburg'

const LANGUAGES = [
  {
    locale: 'de-DE',
    area: 'Bewertung',
    address: 'Adresse des Objekts',
    setSubject: 'Objekt festlegen',
    addRoute: 'Vergleichsfaktor eingeben',
    newBlank: 'Leere Tabelle anlegen',
    stichtag: 'Stichtag',
    placeholder: 'TT.MM.JJJJ',
    typed: '31.12.2024',
    wrong: '31.02.2024',
    message: 'Kein Datum des Kalenders: bitte Tag, Monat und Jahr eingeben, etwa 31.12.2024.'
  },
  {
    locale: 'en-US',
    area: 'Valuation',
    address: "Subject's address",
    setSubject: 'Set subject',
    addRoute: 'Enter a comparison factor',
    newBlank: 'Create a blank table',
    stichtag: 'As of',
    placeholder: 'MM/DD/YYYY',
    typed: '12/31/2024',
    wrong: '02/31/2024',
    message: 'Not a date of the calendar: please enter the day, month and year, as in 12/31/2024.'
  }
] as const

for (const lang of LANGUAGES) {
  describe(`the Stichtag of coefficient tables and the second route (${lang.locale})`, () => {
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

    /** The grid as saved (save pressed, then read back from the store). */
    async function saved(e2e: E2E): Promise<GridState> {
      const save = e2e.page.getByTestId('grid-save')
      expect(await save.isEnabled(), 'the grid took the change').toBe(true)
      await save.click()
      await e2e.page.waitForFunction(
        () => (document.querySelector('[data-testid="grid-save"]') as HTMLButtonElement | null)?.disabled === true
      )
      expect(await e2e.page.getByTestId('grid-problem').count()).toBe(0)
      return stored(e2e)
    }
    const stored = (e2e: E2E): GridState =>
      e2e.app.services.valuation.grid(e2e.app.services.valuation.subjects()[0]!.key)!

    /** Types a date and leaves the field with Tab, as the appraiser does. */
    async function type(field: Locator, text: string) {
      await field.fill(text)
      await field.press('Tab')
    }

    /** The wrong date stays as typed beside the message, the field marked; the right one comes back when typed again. */
    async function refuses(field: Locator) {
      const problem = field.locator('xpath=following-sibling::p[contains(@class, "field__problem")]')
      await type(field, lang.wrong)
      await problem.waitFor()
      expect(await problem.innerText()).toBe(lang.message)
      expect(await field.inputValue()).toBe(lang.wrong)
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      expect(await field.getAttribute('aria-describedby')).toBe(await problem.getAttribute('id'))
      await type(field, lang.typed)
      await problem.waitFor({ state: 'detached' })
      expect(await field.inputValue()).toBe(lang.typed)
      expect(await field.getAttribute('aria-invalid')).toBeNull()
    }

    it("takes a coefficient table's Stichtag in the language's form, saves it as YYYY-MM-DD and refuses a date the calendar lacks", async ({
      e2e
    }) => {
      const page = e2e.page
      await page.getByTestId('grid-tables').locator('summary').click()
      // A new grid has no table: the appraiser creates the one the Stichtag belongs to.
      await page.getByTestId('grid-tables').getByRole('button', { name: lang.newBlank }).click()
      const field = page.locator('.grid-table').first().getByLabel(lang.stichtag, { exact: true })
      await type(field, lang.typed)
      expect(await field.inputValue()).toBe(lang.typed)
      expect((await saved(e2e)).settings.tables[0]!.stichtag).toBe('2024-12-31')
      await refuses(field)
      await type(field, lang.wrong)
      expect(await field.inputValue()).toBe(lang.wrong)
      expect(stored(e2e).settings.tables[0]!.stichtag).toBe('2024-12-31')
      expect(await field.getAttribute('placeholder')).toBe(lang.placeholder)
    })

    it("takes the second route's Stichtag the same way and saves it as YYYY-MM-DD", async ({ e2e }) => {
      const page = e2e.page
      const route = page.getByTestId('second-route')
      await route.getByRole('button', { name: lang.addRoute }).click()
      const field = route.getByLabel(lang.stichtag, { exact: true })
      await refuses(field)
      expect((await saved(e2e)).settings.secondRoute!.stichtag).toBe('2024-12-31')
      await type(field, lang.wrong)
      expect(await field.inputValue()).toBe(lang.wrong)
      expect(stored(e2e).settings.secondRoute!.stichtag).toBe('2024-12-31')
      expect(await field.getAttribute('placeholder')).toBe(lang.placeholder)
    })
  })
}
