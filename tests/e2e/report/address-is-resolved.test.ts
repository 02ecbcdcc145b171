// An address is what the geocoder resolved, in both languages: the title is the resolved address in its
// proper case and spelling, never lower-case typing; free text is refused, never saved as a title; the
// pasted-text finder offers the address up to its place only; a district after the place is no postal
// code conflict; a town alone asks which postal code is meant.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/address-is-resolved.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { e2eTest } from '../fixture'

const WORDS = {
  de: {
    field: 'Adresse',
    library: 'Berichtsarchiv',
    placeOnly: 'Nur ein Ort eingegeben',
    notAnAddress: 'Ist keine Adresse, sondern ein Text',
    take: (a: string) => `${a} suchen`
  },
  en: {
    field: 'Address',
    library: 'Report library',
    placeOnly: 'Only a town was typed',
    notAnAddress: 'Is not an address but a text',
    take: (a: string) => `Search ${a}`
  }
} as const

const LETTER = `Sehr geehrte Damen und Herren,
wir bitten um Bewertung des Objekts Marienplatz 1, 80331 München (Wohn-
ung im 3. OG) bis Ende des Monats.
Mit freundlichen Grüßen`

const PROSE = `${'Bitte um Rückruf wegen der Besichtigung am Montag, '.repeat(5)}das Objekt Marienplatz 1 München`

describe.each(['de', 'en'] as const)('addresses as resolved (%s)', (lang) => {
  const w = WORDS[lang]
  const it = e2eTest({ locale: lang === 'de' ? 'de-DE' : 'en-US' })
  let page: Page
  const input = () => page.getByRole('combobox', { name: w.field })
  const drawn = () => page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  const title = async () => (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  async function search(text: string) {
    await page.keyboard.press('Control+L')
    await input().fill(text)
    await input().press('Enter')
  }
  async function paste(text: string) {
    await page.keyboard.press('Control+L')
    await input().fill('')
    await input().evaluate((el, data) => {
      const dt = new DataTransfer()
      dt.setData('text/plain', data)
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
    }, text)
  }

  it('titles a report by the resolved spelling, not the lower-case typing', async ({ e2e }) => {
    page = e2e.page
    await search('gasstrasse 3, 10117 berlin')
    await drawn()
    expect(await title()).toBe('Gasstraße 3, 10117 Berlin')
  })

  it('offers only the address of a pasted letter, up to its place', async () => {
    await paste(LETTER)
    const box = page.getByTestId('pasted')
    await box.waitFor()
    const offered = (await box.getByRole('button').allInnerTexts()).map((s) => s.trim())
    expect(offered[0]).toBe(w.take('Marienplatz 1, 80331 München'))
    expect(offered.join(' ')).not.toContain('(Wohn')
    await box.getByRole('button', { name: w.take('Marienplatz 1, 80331 München') }).click()
    await drawn()
    expect(await page.getByTestId('postcode-conflict').count()).toBe(0)
    expect(await title()).toBe('Marienplatz 1, 80331 München')
  })

  it('refuses words that hold a street: no report, the reason said', async () => {
    await search(PROSE)
    const error = page.locator('.search-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.innerText()).toContain(w.notAnAddress)
    expect(await page.locator('[data-report-drawn]').count()).toBe(0)
  })

  it('takes a district after the town as the town, without a postal code question', async () => {
    await search('Unter den Linden 1 10117 Berlin Mitte')
    await drawn()
    expect(await page.getByTestId('postcode-conflict').count()).toBe(0)
    expect(await title()).toBe('Unter den Linden 1, 10117 Berlin')
  })

  it('asks which postal code a town alone means instead of taking one', async () => {
    await search('Berlin')
    const ask = page.getByTestId('postcode-conflict')
    await ask.getByRole('heading', { name: w.placeOnly }).waitFor({ timeout: 60_000 })
    expect(await page.locator('[data-report-drawn]').count()).toBe(0)
    expect(await ask.getByTestId('conflict-reason').innerText()).toContain('10115')
  })

  it('keeps the library free of the refused text', async () => {
    await page.getByRole('navigation').first().getByRole('button', { name: w.library }).click()
    await page.getByRole('heading', { level: 1, name: w.library }).waitFor()
    const labels = await page.locator('.library-table__open').allInnerTexts()
    expect(labels.some((l) => /Rückruf|bitten/.test(l))).toBe(false)
    expect(labels.map((l) => l.trim())).toContain('Gasstraße 3, 10117 Berlin')
  })
})
