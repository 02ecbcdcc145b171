// The report says what the service resolved the typed address to ("Gefunden: …") and where that
// differs from the input: a postal code the service filled in is named with where the address lies
// ("nicht eingegeben, die Adresse liegt in …"), spelling variants are not differences, and a typed locality of the postal code area keeps its name.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/address-resolution.test.ts
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { searchAddress } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

async function resolve(page: Page, text: string) {
  await searchAddress(page, text)
  const heading = page.getByRole('heading', { level: 1 })
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  const box = page.getByTestId('resolution')
  return {
    heading: (await heading.innerText()).trim(),
    text: await box.innerText(),
    kinds: await box
      .locator('[data-difference]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-difference')))
  }
}

it('says that the service filled in the postal code of "Schloßstraße 12 Dresden"', async ({ e2e }) => {
  const r = await resolve(e2e.page, 'Schloßstraße 12 Dresden')
  expect(r.text).toMatch(/^Gefunden: Schloßstraße 12, \d{5} Dresden/)
  expect(r.kinds).toEqual(['postCodeAdded'])
  expect(r.text).toMatch(
    /Abweichend von Ihrer Eingabe „Schloßstraße 12 Dresden“:[\s\S]*Postleitzahl: nicht eingegeben, die Adresse liegt in \d{5}/
  )
})

it('takes "marienplatz 1 muenchen" as München, naming only the filled-in postal code', async ({ e2e }) => {
  const r = await resolve(e2e.page, 'marienplatz 1 muenchen')
  expect(r.text).toMatch(/Gefunden: Marienplatz 1, \d{5} München/)
  expect(r.kinds).toEqual(['postCodeAdded'])
})

it('keeps the typed locality of "Dorfstr. 3, 17309 Fahrenwalde" and shows no difference', async ({ e2e }) => {
  const r = await resolve(e2e.page, 'Dorfstr. 3, 17309 Fahrenwalde')
  expect(r.heading).toBe('Dorfstraße 3, 17309 Fahrenwalde')
  expect(r.text).toContain('Gefunden: Dorfstraße 3, 17309 Fahrenwalde')
  expect(r.kinds).toEqual([])
  await e2e.screenshot('address-resolution')
})
