// The sort heads of the two sortable lists in Chromium over the real services and sandbox. The comparables
// list's heads are a toolbar (one Tab stop, Left/Right/Home/End between them, the sorted one pressed; its
// direction in words for screen readers only, ▲/▼ on screen); the market table's are columnheaders with
// aria-sort and a button that sorts by mouse and by key. Both draw components/SortHead.vue.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/sort-heads.test.ts
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

const focusedSort = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-sort') ?? null)
/** The distances (m) of the first rows drawn that have one, in list order. */
const distances = async (page: Page) => {
  const texts = await page
    .locator('[data-testid=comparables-list] [data-offer]')
    .evaluateAll((rows) => rows.slice(0, 12).map((r) => r.textContent ?? ''))
  const found = texts
    .flatMap((text) => /Entfernung ([\d.]+)\s*m/.exec(text)?.slice(1) ?? [])
    .map((d) => Number(d.replace(/\./g, '')))
  expect(found.length, texts.join('\n')).toBeGreaterThan(3)
  return found
}
const ordered = (xs: number[], dir: 1 | -1) => xs.every((x, i) => i === 0 || (x - xs[i - 1]!) * dir >= 0)
/** Width of the direction words: they are there for screen readers, 1 px at most on screen. */
const wordsWidth = (head: Locator) =>
  head.locator('.visually-hidden').evaluate((el) => el.getBoundingClientRect().width)

describe('sort heads', () => {
  it('comparables: one Tab stop, arrow keys between the heads, Enter sorts; the pressed head says its direction', async ({
    e2e
  }) => {
    const { page } = e2e
    await page.setViewportSize({ width: 1440, height: 1000 })
    await openArea(page, 'Vergleichsobjekte')
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=latitude]', '48.1374')
    await page.fill('input[name=longitude]', '11.5755')
    await page.selectOption('select[name=radius]', '5000')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-count').waitFor()

    const toolbar = page.getByRole('toolbar', { name: 'Sortieren nach' })
    expect(await toolbar.getByRole('button').count()).toBe(10)
    const pressed = toolbar.getByRole('button', { pressed: true })
    expect(await pressed.getAttribute('data-sort')).toBe('similarity')
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1)
    expect(await pressed.getAttribute('tabindex')).toBe('0')
    expect(await toolbar.getByRole('button', { name: /^Ähnlichkeit ?\(absteigend\)$/ }).count()).toBe(1)
    expect(await pressed.innerText()).toContain('Ähnlichkeit ▼')
    expect(await wordsWidth(pressed)).toBeLessThanOrEqual(1)

    await pressed.focus()
    await page.keyboard.press('ArrowRight')
    expect(await focusedSort(page)).toBe('distance')
    expect(await toolbar.locator('button[tabindex="0"]').getAttribute('data-sort')).toBe('distance')
    await page.keyboard.press('End')
    expect(await focusedSort(page)).toBe('duration')
    await page.keyboard.press('Home')
    expect(await focusedSort(page)).toBe('similarity')
    await page.keyboard.press('ArrowRight')

    // Enter sorts by the focused head: ascending first, again for descending.
    await page.keyboard.press('Enter')
    await expect.poll(() => pressed.getAttribute('data-sort')).toBe('distance')
    expect(await toolbar.getByRole('button', { name: /^Entfernung \(aufsteigend\)$/ }).count()).toBe(1)
    expect(await pressed.innerText()).toContain('Entfernung ▲')
    expect(await toolbar.getByRole('button', { name: 'Ähnlichkeit', exact: true }).innerText()).not.toMatch(/[▲▼]/)
    expect(ordered(await distances(page), 1)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => pressed.innerText()).toContain('Entfernung ▼')
    expect(await toolbar.getByRole('button', { name: /^Entfernung \(absteigend\)$/ }).count()).toBe(1)
    expect(await wordsWidth(pressed)).toBeLessThanOrEqual(1)
    expect(ordered(await distances(page), -1)).toBe(true)
    expect(await focusedSort(page)).toBe('distance')
  })

  it('market: the columnheaders tell the order by aria-sort; their buttons sort by mouse and by key', async ({
    e2e
  }) => {
    const { page } = e2e
    await openArea(page, 'Marktdaten')
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.selectOption('select[name=radius]', '10000')
    await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
    const table = page.getByTestId('market-table')
    await table.waitFor()

    const sorted = table.locator('[role=columnheader]:not([aria-sort=none])')
    expect(await sorted.count()).toBe(1)
    const head = table.getByRole('columnheader', { name: /Angebotsmiete\/m²/ })
    expect(await head.getAttribute('aria-sort')).toBe('ascending')
    expect(await head.innerText()).toMatch(/ ▲$/)
    const button = head.getByRole('button')
    expect(await button.getAttribute('title')).toBe((await button.innerText()).replace(/\s*▲$/, '').replace(/\n/g, ''))
    for (const other of await table.locator('[role=columnheader][aria-sort=none]').all())
      expect(await other.innerText()).not.toMatch(/[▲▼]/)

    await button.click()
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('descending')
    expect(await head.innerText()).toMatch(/ ▼$/)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('ascending')
    // Another column: it takes the order, the first is unsorted again.
    const rooms = table.getByRole('columnheader', { name: /^Zimmer/ })
    await rooms.getByRole('button').click()
    await expect.poll(() => rooms.getAttribute('aria-sort')).toBe('ascending')
    expect(await head.getAttribute('aria-sort')).toBe('none')
    expect(await head.innerText()).not.toMatch(/[▲▼]/)
  })
})
