// A case's Aktenzeichen and note that are cut at their limit say so under the field, in both languages:
// a pasted 100-character Aktenzeichen or a 2,500-character note is not cut without notice.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/library/case-limits.test.ts
import { describe, expect } from 'vitest'
import { searchAddress } from '../harness'
import { e2eTest } from '../fixture'

const WORDS = {
  de: {
    field: 'Adresse',
    library: 'Berichtsarchiv',
    edit: 'Akte bearbeiten: ',
    caseNumber: 'Aktenzeichen',
    note: 'Notiz',
    number: 'Höchstens 60 Zeichen',
    notice: 'Höchstens 2000 Zeichen'
  },
  en: {
    field: 'Address',
    library: 'Report library',
    edit: 'Edit case: ',
    caseNumber: 'Case number',
    note: 'Note',
    number: 'At most 60 characters',
    notice: 'At most 2000 characters'
  }
} as const

describe.each(['de', 'en'] as const)('case fields at their limit (%s)', (lang) => {
  const w = WORDS[lang]
  const it = e2eTest({ locale: lang === 'de' ? 'de-DE' : 'en-US' })

  it('say that a longer text was cut, and say nothing below the limit', async ({ e2e }) => {
    const { page } = e2e
    await page.goto(e2e.appUrl)
    await searchAddress(page, 'Marienplatz 1, 80331 München', w.field)
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    await page.getByRole('navigation').first().getByRole('button', { name: w.library }).click()
    await page.getByRole('heading', { level: 1, name: w.library }).waitFor()
    await page.getByRole('button', { name: `${w.edit}Marienplatz 1, 80331 München` }).click()
    const number = page.getByLabel(w.caseNumber, { exact: true })
    await number.fill('AZ 7/26')
    expect(await page.getByText(w.number).count()).toBe(0)
    await number.fill('AZ '.repeat(40))
    await page.getByText(w.number).waitFor()
    expect((await number.inputValue()).length).toBe(60)
    await page.getByLabel(w.note, { exact: true }).fill('Ortstermin. '.repeat(220))
    await page.getByText(w.notice).waitFor()
  })
})
