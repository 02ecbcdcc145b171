// The whole case by keyboard alone, in Chromium over the real services and sandbox: address search ->
// report -> Marktdaten -> Vergleichsobjekte with pins and an exclusion -> Bewertung (the pinned offers
// taken over) -> PDF. After each step the focus is asserted (document.activeElement) and the key presses
// are counted against a ceiling per step; text typed into a field counts as one press. The figures
// before the keyboard regions: 37 Shift+Tabs from the market results to the navigation, the first comparables row 48 Tabs
// after the form.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/keyboard-case.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { e2eTest } from './fixture'

const ADDRESS = 'Marienplatz 1, 80331 München'
const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.setViewportSize({ width: 1440, height: 900 })
    await e2e.page.goto(e2e.appUrl)
    // The window is up (the app frame drawn); the search view itself may still be loading.
    await e2e.page.locator('main#main').waitFor()
  }
})

/** The focused element in words a test can compare: region|tag|name, offer id, test id or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    const region = el.closest('[data-region]')?.getAttribute('data-region') ?? ''
    const name =
      el.getAttribute('name') ??
      el.getAttribute('data-offer') ??
      el.getAttribute('data-testid') ??
      el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60)
    return `${region}|${el.tagName.toLowerCase()}|${name}`
  })

class Keys {
  count = 0
  readonly steps: string[] = []
  constructor(private readonly page: Page) {}
  async press(key: string, times = 1) {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key)
      this.count++
    }
  }
  /** Text typed into the focused field: one press, whatever its length. */
  async type(text: string) {
    await this.page.keyboard.type(text)
    this.count++
  }
  /** Tab until `done` holds (each Tab counted), at most `max` times. */
  async tabUntil(done: () => Promise<boolean>, max: number, key = 'Tab') {
    const path: string[] = []
    for (let i = 0; i < max; i++) {
      if (await done()) return
      await this.press(key)
      path.push(await focused(this.page))
    }
    expect(await done(), `not reached by ${max} × ${key}: ${path.join(' -> ')}`).toBe(true)
  }
  /** Ends a step: its presses must stay within `ceiling`. */
  step(name: string, ceiling: number) {
    this.steps.push(`${name}: ${this.count} keys (ceiling ${ceiling})`)
    expect(this.count, name).toBeLessThanOrEqual(ceiling)
    this.count = 0
  }
}

describe('the whole case by keyboard', () => {
  it(
    'address search, report, market data, comparables with pins and an exclusion, valuation, PDF',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page } = e2e
      const keys = new Keys(page)
      const isFocused = (selector: string) => () => page.evaluate((s) => !!document.activeElement?.matches(s), selector)
      const isFocusedButton = (text: string) => () =>
        page.evaluate(
          (s) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.trim() === s,
          text
        )

      // 1. Address search: Ctrl+L, the address, Enter; the report's heading (its address) has the focus.
      await keys.press('Control+L')
      expect(await focused(page)).toMatch(/\|input\|/)
      await keys.type(ADDRESS)
      await keys.press('Enter')
      await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      await expect.poll(() => focused(page)).toBe(`area|h1|${ADDRESS}`)
      keys.step('address search to report', 3)

      // 2. To Marktdaten (F6 to the navigation, one entry down, Enter) and its query (F6 into the form,
      // Enter): the address comes from the open report; the figures' heading has the focus.
      await keys.press('F6')
      expect(await focused(page)).toBe('nav|button|▦Lagebericht')
      await keys.press('ArrowDown')
      await keys.press('Enter')
      await expect.poll(() => focused(page)).toBe('area|h1|Marktdaten')
      expect(await page.inputValue('.market__form input[name=address]')).toBe(ADDRESS)
      await keys.press('F6')
      expect(await focused(page)).toBe('form|input|address')
      await keys.press('Enter')
      await page.getByTestId('fig-count').waitFor({ timeout: 60_000 })
      await expect.poll(() => focused(page)).toMatch(/^results\|h2\|Kennzahlen/)
      keys.step('report to market figures', 5)

      // 3. From the market results back to the navigation (37 Shift+Tabs before) and on to Vergleichsobjekte.
      await keys.press('Shift+F6')
      await keys.press('Shift+F6')
      expect(await focused(page)).toBe('nav|button|▤Marktdaten')
      keys.step('market results to the navigation', 2)
      await keys.press('ArrowDown')
      await keys.press('Enter')
      await expect.poll(() => focused(page)).toBe('area|h1|Vergleichsobjekte')
      expect(await page.getByTestId('comparables-from-report').innerText()).toContain(ADDRESS)
      expect(await page.inputValue('.comparables__form input[name=address]')).toBe(ADDRESS)
      keys.step('to Vergleichsobjekte, the subject from the report', 2)

      // 4. The radius (5 km) and the search; the first offer has the focus (48 Tabs after the form before).
      await keys.press('F6')
      expect(await focused(page)).toBe('form|input|address')
      await keys.tabUntil(isFocused('select[name=radius]'), 14)
      await keys.press('ArrowDown', 2)
      expect(await page.inputValue('select[name=radius]')).toBe('5000')
      keys.step('to the radius and 5 km', 16)
      await keys.press('Enter')
      await page.getByTestId('comparables-count').waitFor({ timeout: 60_000 })
      const rows = page.locator('[data-testid=comparables-list] [data-offer]')
      await expect.poll(() => rows.count()).toBeGreaterThan(5)
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer')!))
      await expect.poll(() => focused(page)).toBe(`results|div|${ids[0]}`)
      // Pin the third row: ArrowDown twice, Space.
      await keys.press('ArrowDown', 2)
      await keys.press('Space')
      expect(await page.locator(`[data-offer="${ids[2]}"]`).innerText()).toContain('angeheftet')
      expect(await focused(page)).toBe(`results|div|${ids[2]}`)
      keys.step('search button to the third row pinned', 6)

      // Exclude the second with a reason, pin the first: the focus stays in the list.
      await keys.press('ArrowUp')
      await keys.press('x')
      expect(await focused(page)).toBe('results|input|reason')
      await keys.type('Souterrain, nicht vergleichbar')
      await keys.press('Enter')
      expect(await focused(page)).toBe(`results|div|${ids[1]}`)
      expect(await page.locator(`[data-offer="${ids[1]}"]`).innerText()).toContain('ausgeschlossen')
      await keys.press('ArrowUp')
      await keys.press('p')
      expect(await page.locator(`[data-offer="${ids[0]}"]`).innerText()).toContain('angeheftet')
      expect(await focused(page)).toBe(`results|div|${ids[0]}`)
      keys.step('one exclusion with its reason and one more pin', 6)

      // 5. To Bewertung and the pinned offers taken over into the comparison grid.
      await keys.press('F6')
      expect(await focused(page)).toBe('nav|button|⇄Vergleichsobjekte')
      await keys.press('ArrowDown')
      await keys.press('Enter')
      await expect.poll(() => focused(page)).toMatch(/^area\|h1\|Bewertung/)
      keys.step('to Bewertung', 3)
      const take = page.getByTestId('import-kept')
      await take.waitFor({ timeout: 30_000 })
      await keys.tabUntil(isFocused('[data-testid=import-kept]'), 40)
      expect(await take.innerText()).toContain('2')
      await keys.press('Enter')
      // Two columns beside the subject's: the first and the third offer (the second is excluded).
      await expect
        .poll(() => page.locator('[data-testid=grid-scroll] .grid-colhead').count(), { timeout: 30_000 })
        .toBe(3)
      // The focus is not dropped to the page body.
      await expect.poll(() => focused(page)).not.toBe('body')
      keys.step('the pinned offers taken over', 30)

      // The grid (A2's keyboard model): one Tab stop, the arrows move between cells.
      await keys.tabUntil(isFocused('[role=grid] [role=gridcell]'), 30)
      const cell = () =>
        page.evaluate(() => ({
          col: document.activeElement?.getAttribute('data-col'),
          row: document.activeElement?.closest('tr')?.getAttribute('data-row-key')
        }))
      const start = await cell()
      await keys.press('ArrowRight')
      expect(Number((await cell()).col)).toBe(Number(start.col) + 1)
      await keys.press('ArrowDown')
      expect((await cell()).row).not.toBe(start.row)
      keys.step('into the grid and one cell right and down', 32)

      // Saved, then the PDF: its outcome (where it was saved) has the focus.
      await keys.tabUntil(isFocused('[data-testid=grid-save]'), 40)
      await keys.press('Enter')
      await keys.tabUntil(isFocusedButton('Bewertung als PDF …'), 80, 'Shift+Tab')
      await keys.press('Enter')
      const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
      await saved.waitFor({ timeout: 60_000 })
      await expect.poll(() => focused(page)).toMatch(/\|p\|PDF gespeichert: /)
      keys.step('grid saved and the PDF', 48)
      console.log(keys.steps.join('\n'))
      expect(e2e.exports.pageErrors).toEqual([])
    }
  )
})
