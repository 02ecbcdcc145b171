// Marktdaten's number fields say their plausible range and refuse what lies outside it with the reason,
// in both languages: "-0", "250.000" €/m², twenty nines and "72.5" rooms are not sent; once corrected,
// the refusal goes and the query runs.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/market/market-ranges.test.ts
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const WORDS = {
  de: {
    area: 'Marktdaten',
    nav: 'Hauptnavigation',
    submit: 'Marktdaten abrufen',
    demandBuy: 'buy',
    lines: [
      'Zimmer von: darf nicht negativ sein.',
      'Zimmer bis: liegt außerhalb des plausiblen Bereichs 0,5 bis 20.',
      'Wohnfläche bis: liegt außerhalb des plausiblen Bereichs 1 bis 10.000.',
      'Angebotspreis je m² bis: liegt außerhalb des plausiblen Bereichs 0,5 bis 200.'
    ],
    hint: 'plausibel 0,5 bis 20',
    price: '250.000',
    rooms: '72.5'
  },
  en: {
    area: 'Market',
    nav: 'Main navigation',
    submit: 'Get market data',
    demandBuy: 'buy',
    lines: [
      'Rooms from: cannot be negative.',
      'Rooms to: is outside the plausible range 0.5 to 20.',
      'Living area to: is outside the plausible range 1 to 10,000.',
      'Asking price per m² to: is outside the plausible range 0.5 to 200.'
    ],
    hint: 'plausible 0.5 to 20',
    price: '250,000',
    rooms: '72.5'
  }
} as const

describe.each(['de', 'en'] as const)('market number fields (%s)', (lang) => {
  const w = WORDS[lang]
  const it = e2eTest({ locale: lang === 'de' ? 'de-DE' : 'en-US' })

  it('refuse implausible values with the reason and send nothing; corrected, the refusal goes', async ({ e2e }) => {
    const { page } = e2e
    await openArea(page, w.area, w.nav)
    expect(await page.locator('#rooms-range-hint').innerText()).toBe(w.hint)
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=roomsMin]', '-0')
    await page.fill('input[name=roomsMax]', w.rooms)
    await page.fill('input[name=areaMax]', '9'.repeat(20))
    await page.fill('input[name=priceMax]', w.price)
    await page.getByRole('button', { name: w.submit }).click()
    const problems = page.getByTestId('market-problems')
    await problems.waitFor()
    expect((await problems.getByRole('listitem').allInnerTexts()).map((s) => s.trim())).toEqual(w.lines)
    expect(await page.getByTestId('market-error').count()).toBe(0)
    expect(await page.inputValue('input[name=priceMax]')).toBe(w.price)
    for (const name of ['roomsMin', 'roomsMax', 'areaMax', 'priceMax']) await page.fill(`input[name=${name}]`, '')
    await page.fill('input[name=roomsMax]', '4')
    await page.getByRole('button', { name: w.submit }).click()
    await expect.poll(() => problems.count()).toBe(0)
  })
})
