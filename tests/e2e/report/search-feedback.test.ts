// Search feedback an appraiser can act on: a postal-code or town search loads its report and says
// calmly that the building block does not apply (no failure box), input beyond the field limit is
// cut by the field with a German message, and old messages leave when a new search starts.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/search-feedback.test.ts
import { expect } from 'vitest'
import { searchAddress, type E2E } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

const search = (e2e: E2E, text: string) => searchAddress(e2e.page, text)

it.for(['80331', '80331 München', 'Fahrenwalde'])(
  'a search for "%s" (no street) loads the report without a failure box',
  async (text, { e2e }) => {
    const page = e2e.page
    await search(e2e, text)
    // "80331 München" is where "80331" resolved: the library offers the saved report instead of a duplicate.
    const offer = page.getByTestId('saved-match')
    // A place typed alone ("Fahrenwalde") is asked about, not placed at the service's postal code: the
    // user takes the postal code found.
    const ask = page.getByTestId('postcode-conflict')
    await page.locator('[data-report-drawn]').or(offer).or(ask).first().waitFor({ timeout: 60_000 })
    if (text === 'Fahrenwalde') {
      await ask.getByRole('heading', { name: 'Nur ein Ort eingegeben' }).waitFor()
      await ask.getByRole('button', { name: /^\d{5} Fahrenwalde$/ }).click()
      await page.locator('[data-report-drawn]').or(offer).first().waitFor({ timeout: 60_000 })
    }
    if (await offer.isVisible())
      await offer.getByRole('button', { name: 'Gespeicherten Bericht öffnen' }).first().click()
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    const notice = page.locator('.part-notice[data-part="block"]')
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/Baublock \(v1\): entfällt bei einer Suche nach Postleitzahl oder Ort/)
    expect(await page.locator('.report-view .message--error').count()).toBe(0)
    // The other parts are there.
    expect(await page.locator('section[aria-labelledby="sec-region"]').count()).toBe(1)
  }
)

it('limits the input in the field and says so in German', async ({ e2e }) => {
  const page = e2e.page
  await page.keyboard.press('Control+L')
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill('')
  await input.evaluate((el) => el.focus())
  await page.keyboard.insertText(`Marienplatz 1, 80331 München ${'x'.repeat(500)}`)
  expect((await input.inputValue()).length).toBe(300)
  const note = page.getByTestId('search-limit')
  expect(await note.innerText()).toContain('höchstens 300 Zeichen')
  await input.fill('Marienplatz 1')
  expect(await note.count()).toBe(0)
})

it('clears the message of an earlier search when a new one starts', async ({ e2e }) => {
  const page = e2e.page
  await search(e2e, 'Nirgendwostraße 1, 99999 Nirgendwo')
  const error = page.locator('.search-error')
  await error.waitFor()
  expect(await error.innerText()).toContain('nichts gefunden')
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill('Marienplatz 1, 80331 München')
  await input.press('Enter')
  // The old message goes as the new search starts, before its answer is in.
  await page.locator('.search-progress').or(page.locator('[data-report-drawn]')).first().waitFor()
  expect(await error.count()).toBe(0)
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  // Back to the search: no stale message there either.
  await page.keyboard.press('Control+L')
  await page.getByRole('combobox', { name: 'Adresse' }).waitFor()
  expect(await page.locator('.search-error').count()).toBe(0)
})
