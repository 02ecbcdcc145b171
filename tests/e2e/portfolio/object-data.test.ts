// Object data shows what the user stated, never the service's defaults as facts, in Chromium over the
// real services and both languages: a property created in the form with only address, type, living
// area, rooms and year built is answered by the sandbox (as by the vendor) with condition "moderate",
// quality "good" and rent control false; the form shows those fields empty with a note naming the
// service's default, and the property sheet's PDF prints them as not stated. A value chosen later is
// then object data, in the form and on paper. The valuation handed over carries no defaulted value.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/object-data.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { pdfText } from '../pdf-words'

const TEXT = {
  de: {
    locale: 'de-DE',
    nav: 'Hauptnavigation',
    tree: 'Objektgruppen',
    newProperty: 'Neues Objekt',
    form: 'Objektdaten',
    address: 'Adresse',
    name: 'Bezeichnung',
    type: 'Objektart',
    apartment: 'Wohnung',
    living: 'Wohnfläche (m²)',
    rooms: 'Zimmer',
    year: 'Baujahr',
    create: 'Objekt anlegen',
    save: 'Objekt speichern',
    condition: 'Zustand',
    quality: 'Ausstattung',
    rent: 'Mietpreisbremse',
    good: 'gut',
    hint: /^Nicht angegeben\. Ohne Angabe führt der Dienst „(mittel|gut|nein)“ als Vorgabe/,
    sheet: 'Objektblatt als PDF …',
    saved: /^PDF gespeichert: /,
    notStated: {
      condition: 'Zustand nicht angegeben (Vorgabe des Dienstes: mittel)',
      quality: 'Ausstattung nicht angegeben (Vorgabe des Dienstes: gut)',
      rent: 'Mietpreisbremse nicht angegeben (Vorgabe des Dienstes: nein)'
    },
    facts: ['Zustand mittel', 'Ausstattung gut', 'Mietpreisbremse nein'],
    statedCondition: 'Zustand gut'
  },
  en: {
    locale: 'en-GB',
    nav: 'Main navigation',
    tree: 'Property groups',
    newProperty: 'New property',
    form: 'Property data',
    address: 'Address',
    name: 'Name',
    type: 'Property type',
    apartment: 'Apartment',
    living: 'Living area (m²)',
    rooms: 'Rooms',
    year: 'Year built',
    create: 'Create property',
    save: 'Save property',
    condition: 'Condition',
    quality: 'Quality',
    rent: 'Rent control',
    good: 'good',
    hint: /^Not stated\. Without a statement the service keeps “(moderate|good|no)” as its default/,
    sheet: 'Property sheet as PDF …',
    saved: /^PDF saved: /,
    notStated: {
      condition: 'Condition not stated (the service’s default: moderate)',
      quality: 'Quality not stated (the service’s default: good)',
      rent: 'Rent control not stated (the service’s default: no)'
    },
    facts: ['Condition moderate', 'Quality good', 'Rent control no'],
    statedCondition: 'Condition good'
  }
} as const

for (const lang of ['de', 'en'] as const) {
  const T = TEXT[lang]
  describe(`object data (${lang})`, () => {
    const it = e2eTest({ locale: T.locale, timeout: 180_000 })

    async function printSheet(e2e: E2E): Promise<string> {
      const { page } = e2e
      const before = e2e.exports.printed.length
      await page.getByRole('button', { name: T.sheet }).click()
      await expect.poll(() => e2e.exports.printed.length, { timeout: 90_000 }).toBe(before + 1)
      const saved = page.getByRole('status').filter({ hasText: T.saved }).last()
      await saved.waitFor({ timeout: 90_000 })
      const pdf = (await saved.innerText()).replace(T.saved, '').trim()
      return pdfText(pdf).replace(/\s+/g, ' ')
    }

    const hintOf = (page: Page, label: string) =>
      page
        .getByRole('form', { name: T.form })
        .getByLabel(label, { exact: true })
        .evaluate((el) => {
          const id = el.getAttribute('aria-describedby')
          return id ? (document.getElementById(id)?.textContent?.trim() ?? '') : ''
        })

    it('shows the values the service filled in as not stated, in the form and on the sheet', async ({ e2e }) => {
      const { page, sandbox } = e2e
      const group = `Auftrag Objektdaten ${lang}`
      const name = `ETW Objektdaten ${lang}`
      await sandbox.request('/api/v2/property_groups', { method: 'POST', json: { customId: group } })

      await page.goto(e2e.appUrl)
      await openArea(page, 'Portfolio', T.nav)
      await page.getByRole('tree', { name: T.tree }).getByRole('button', { name: group, exact: true }).click()
      await page.getByRole('heading', { level: 2, name: group }).waitFor()
      await page.getByRole('button', { name: T.newProperty }).click()
      const form = page.getByRole('form', { name: T.form })
      await form.getByLabel(T.address).fill('Leopoldstraße 10, 80802 München')
      await form.getByLabel(T.name, { exact: true }).fill(name)
      await form.getByLabel(T.type, { exact: true }).selectOption({ label: T.apartment })
      await form.getByLabel(T.living).fill(lang === 'de' ? '64,5' : '64.5')
      await form.getByLabel(T.rooms).fill('2')
      await form.getByLabel(T.year).fill('1911')
      await form.getByRole('button', { name: T.create }).click()
      await page.getByRole('heading', { level: 2, name }).waitFor()

      // The service answers like the vendor: its defaults filled in.
      const answer = (
        (await (await sandbox.request(`/api/v2/properties?query=${encodeURIComponent(name)}`)).json()) as {
          items: Array<Record<string, unknown>>
        }
      ).items[0]!
      expect(answer).toMatchObject({ condition: 'moderate', quality: 'good', rentControl: false })

      // The form: the three fields empty (not stated), each with the service's default named beside it.
      for (const label of [T.condition, T.quality, T.rent]) {
        expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('')
        expect(await hintOf(page, label)).toMatch(T.hint)
      }
      await e2e.screenshot(`portfolio-object-data-${lang}`)

      // Paper: not stated, the default named as the service's; never as object data.
      const sheet = await printSheet(e2e)
      expect(sheet).toContain(T.notStated.condition)
      expect(sheet).toContain(T.notStated.quality)
      expect(sheet).toContain(T.notStated.rent)
      for (const fact of T.facts) expect(sheet).not.toMatch(new RegExp(`${fact}\\b(?! \\()`))

      // A reload reads the property again from the service: still not stated.
      await page.reload()
      await openArea(page, 'Portfolio', T.nav)
      await page.getByRole('tree', { name: T.tree }).getByRole('button', { name: group, exact: true }).click()
      await page.locator('.property-list').getByRole('button', { name }).click()
      await page.getByRole('heading', { level: 2, name }).waitFor()
      expect(await form.getByLabel(T.condition, { exact: true }).inputValue()).toBe('')

      // Chosen by the user, the same kind of value is object data.
      await form.getByLabel(T.condition, { exact: true }).selectOption({ label: T.good })
      await form.getByRole('button', { name: T.save }).click()
      await expect.poll(() => hintOf(page, T.condition)).toBe('')
      expect(await hintOf(page, T.quality)).toMatch(T.hint)
      const after = await printSheet(e2e)
      expect(after).toContain(T.statedCondition)
      expect(after).not.toContain(T.notStated.condition)
      expect(after).toContain(T.notStated.quality)
      expect(e2e.pageErrors).toEqual([])
    })
  })
}
