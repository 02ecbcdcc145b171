// Every value of a location report in the reader's language: the rendered German report carries no
// English or raw service value, the English one no German value (v1 block included), and the map's
// zoom buttons speak the UI language. Keyboard: focus on the report heading after it opens, the
// search / library / back shortcuts, and chart buttons named for their chart.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/report-language.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import de from '@renderer/kit/values/values-de'
import en from '@renderer/kit/values/values-en'
import { V1_WORDS_EN } from '@renderer/kit/values/v1-values'
import { VALUE_ENUMS } from '@renderer/kit/values/value-labels'
import { e2eTest } from '../fixture'

const ADDRESS = 'Marienplatz 1, 80331 München'
const labels = (tree: Record<string, Record<string, string>>) =>
  new Set(Object.values(tree).flatMap((kind) => Object.values(kind)))
const RAW = new Set<string>(Object.values(VALUE_ENUMS).flat())
const DE_LABELS = labels(de)
const EN_LABELS = labels(en)
const DE_WORDS = new Set([...DE_LABELS, ...Object.keys(V1_WORDS_EN)])

async function openReport(page: Page, field: string) {
  const input = page.getByRole('combobox', { name: field })
  await input.fill(ADDRESS)
  await input.press('Enter')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
}

/** Every value cell of the report's fact tables, split into its parts ("a; b", "12,0 % (hoch)"). */
async function valueParts(page: Page): Promise<string[]> {
  const cells = await page
    .locator('table.fact-table td')
    .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()))
  return cells.flatMap((c) => [c, ...c.split(/; |\(|\)/).map((s) => s.trim())]).filter(Boolean)
}

describe('German report', () => {
  const it = e2eTest({ locale: 'de-DE' })

  it('shows no English or raw service value, and German map buttons', async ({ e2e }) => {
    const page = e2e.page
    await openReport(page, 'Adresse')
    const parts = await valueParts(page)
    expect(parts.length).toBeGreaterThan(40)
    const foreign = parts.filter((p) => (RAW.has(p) || EN_LABELS.has(p)) && !DE_LABELS.has(p))
    expect(foreign).toEqual([])
    expect(parts.filter((p) => p.includes('_'))).toEqual([])
    // Noise levels carry their unit and sit in a level column, not a distance column.
    const noise = page.locator('table.fact-table', { has: page.locator('th', { hasText: 'Lärmquelle' }) })
    expect(await noise.locator('thead th').allInnerTexts()).toEqual(['Lärmquelle', 'Pegel'])
    for (const v of await noise.locator('td').allInnerTexts()) expect(v).toMatch(/dB\(A\)$/)
    await page.getByRole('button', { name: 'Vergrößern' }).waitFor()
    await page.getByRole('button', { name: 'Verkleinern' }).waitFor()
  })

  it('puts focus on the report heading when a report opens, and names every chart button for its chart', async ({
    e2e
  }) => {
    const page = e2e.page
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      text: (document.activeElement as HTMLElement | null)?.innerText
    }))
    expect(focused.tag).toBe('H1')
    expect(focused.text).toMatch(/Marienplatz/)
    const names = await page
      .locator('figure[data-chart] button')
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText.trim()))
    expect(names.length).toBeGreaterThan(20)
    expect(new Set(names).size).toBe(names.length)
    const rent = page.locator('figure[data-chart="rentDevelopment"]')
    const title = await rent.locator('h3').innerText()
    expect(await rent.getByRole('button', { name: `Tabelle zeigen: ${title}`, exact: true }).count()).toBe(1)
  })

  it('goes to the search with Ctrl+L and "/", to the library with Ctrl+Shift+L, and back with Alt+Left', async ({
    e2e
  }) => {
    const page = e2e.page
    await page.keyboard.press('Control+Shift+L')
    await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
    await page.keyboard.press('Alt+ArrowLeft')
    await page.locator('[data-report-drawn]').waitFor()
    await page.keyboard.press('Control+L')
    const input = page.getByRole('combobox', { name: 'Adresse' })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    // "/" is typed inside the field; outside it, it opens the search.
    await page.keyboard.type('a/b')
    expect(await input.inputValue()).toBe('a/b')
    await page.keyboard.press('Control+Shift+L')
    await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
    await page.keyboard.press('/')
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Adresse' }).evaluate((el) => el === document.activeElement))
      .toBe(true)
  })
})

describe('English report', () => {
  const it = e2eTest({ locale: 'en-GB' })

  it('shows no German or raw service value, the v1 block included, and English map buttons', async ({ e2e }) => {
    const page = e2e.page
    await openReport(page, 'Address')
    const parts = await valueParts(page)
    expect(parts.length).toBeGreaterThan(40)
    const foreign = parts.filter((p) => (RAW.has(p) || DE_WORDS.has(p)) && !EN_LABELS.has(p))
    expect(foreign).toEqual([])
    const block = await page.locator('section[aria-labelledby="sec-block"] td').allInnerTexts()
    expect(block.length).toBeGreaterThan(5)
    for (const v of block)
      expect(v, 'German range or number in the English v1 block').not.toMatch(/\b(unter|über|bis)\b|\d,\d(?!\d\d)/)
    await page.getByRole('button', { name: 'Zoom in' }).waitFor()
    await e2e.screenshot('report-en-1280')
  })
})
