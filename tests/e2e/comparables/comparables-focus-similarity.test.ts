// After a comparables search the focused first row is on screen (scrolled into view, not only focused),
// and the similarity is one format in the list and in the detail ("98 %", never "0,98"), in both languages.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables-focus-similarity.test.ts
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const WORDS = {
  de: {
    area: 'Vergleichsobjekte',
    nav: 'Hauptnavigation',
    submit: 'Vergleichsobjekte suchen',
    col: 'Ähnlichkeit',
    field: 'Ähnlichkeit zum Bewertungsobjekt'
  },
  en: {
    area: 'Comparables',
    nav: 'Main navigation',
    submit: 'Search comparables',
    col: 'Similarity',
    field: 'Similarity to the subject'
  }
} as const

describe.each(['de', 'en'] as const)('comparables focus and similarity (%s)', (lang) => {
  const w = WORDS[lang]
  const it = e2eTest({ locale: lang === 'de' ? 'de-DE' : 'en-US' })

  it('scrolls the focused first row into view and shows the similarity as a percentage in list and detail', async ({
    e2e
  }) => {
    const { page } = e2e
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(e2e.appUrl)
    await openArea(page, w.area, w.nav)
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=livingArea]', '80')
    await page.fill('input[name=buildingYear]', '1995')
    await page.getByRole('button', { name: w.submit }).click()
    const rows = page.locator('[data-testid=comparables-list] [data-offer]')
    await rows.first().waitFor({ timeout: 120_000 })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-offer') ?? false), { timeout: 30_000 })
      .toBe(true)
    // The focused row lies inside the window, so the user sees where the focus went.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const r = document.activeElement!.getBoundingClientRect()
          return r.top >= 0 && r.bottom <= window.innerHeight + 1
            ? true
            : `${Math.round(r.top)}..${Math.round(r.bottom)} of ${window.innerHeight}, scrollY ${Math.round(window.scrollY)}`
        })
      )
      .toBe(true)

    const rowText = await page.evaluate(() => (document.activeElement as HTMLElement).innerText)
    const inList = new RegExp(`${w.col}\\s+(\\d+ %)`).exec(rowText)?.[1]
    expect(inList, rowText).toMatch(/^\d+ %$/)
    await page.keyboard.press('Enter')
    const detail = page.getByTestId('comparables-detail')
    await detail.waitFor()
    const inDetail = await detail
      .locator('dt', { hasText: w.field })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
    expect(inDetail.trim()).toBe(inList)
  })
})
