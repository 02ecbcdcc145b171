// Vergleichsobjekte from 900 to 2560 px, German and English: no clipped text in the area (an element
// whose content is wider than its box: column heads such as "Beendet", "Tage inseriert", the offer
// column, summary figures), sort heads apart from each other, the list and the map side by side where
// the area is wide enough, the list's header staying in view while its rows scroll, and a compact row
// density that fits more rows into the same height.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables-layout.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

/** Elements of the area whose text is cut: content wider (or taller) than the box that clips it. */
function clipped(page: Page) {
  return page.evaluate(() => {
    const out: string[] = []
    const area = document.querySelector('.comparables')!
    for (const el of area.querySelectorAll<HTMLElement>(
      'button, label, dt, dd, h1, h2, legend, [data-testid=comparables-list] [data-offer] > span, .comparables__head > *, select, p'
    )) {
      const style = getComputedStyle(el)
      if (!el.getClientRects().length || style.visibility === 'hidden') continue
      // The offer column says where, the portal and the id; it ends in an ellipsis by design, its full text in its title.
      if (el.classList.contains('offer-list__offer')) continue
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
        out.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`
        )
      else if (el.tagName === 'SELECT' && el.scrollWidth > el.clientWidth + 1)
        out.push(`select ${el.getAttribute('name')}`)
    }
    // Sort heads must not run into each other.
    const heads = [...area.querySelectorAll<HTMLElement>('.comparables__head > *')].map((h) =>
      h.getBoundingClientRect()
    )
    for (let i = 1; i < heads.length; i++)
      if (heads[i]!.left < heads[i - 1]!.right - 0.5) out.push(`heads ${i - 1} and ${i} overlap`)
    // Summary figures on one line each.
    for (const dd of area.querySelectorAll<HTMLElement>('.comparables__summary dd')) {
      const text = document.createRange()
      text.selectNodeContents(dd)
      const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top)))
      if (lines.size > 1) out.push(`summary figure wraps: ${dd.textContent}`)
    }
    return out
  })
}

const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox()

describe('comparables layout', () => {
  it(
    'uses the width from 900 to 2560 px with nothing clipped, in German and English',
    { timeout: 180_000 },
    async ({ e2e }) => {
      const { page } = e2e
      for (const language of ['de', 'en'] as const) {
        if (language === 'en') {
          e2e.app.services.settings.update({ language: 'en' })
          await page.goto(e2e.appUrl)
        }
        await openArea(
          page,
          language === 'de' ? 'Vergleichsobjekte' : 'Comparables',
          language === 'de' ? 'Hauptnavigation' : 'Main navigation'
        )
        await page.fill('input[name=latitude]', '48.1374')
        await page.fill('input[name=longitude]', '11.5755')
        await page.fill('input[name=livingArea]', '80')
        await page.selectOption('select[name=radius]', '5000')
        await page.locator('.comparables__form button[type=submit]').click()
        await page.getByTestId('comparables-count').waitFor()
        await expect.poll(() => page.locator('[data-testid=comparables-list] [data-offer]').count()).toBeGreaterThan(5)
        for (const width of [900, 1280, 1440, 1920, 2560]) {
          await page.setViewportSize({ width, height: 1000 })
          await expect.poll(() => clipped(page), { message: `${language} ${width} px` }).toEqual([])
          const area = (await box(page, '.comparables'))!
          const list = (await box(page, '.comparables__list'))!
          const map = (await box(page, '[data-testid=comparables-map]'))!
          // The area takes the window's width (beside the navigation), not a reading column.
          expect(area.width, `${language} ${width}`).toBeGreaterThan(width - 15 * 16 - 5 * 16)
          if (width >= 2560)
            expect(map.x, `map beside the list at ${width}`).toBeGreaterThanOrEqual(list.x + list.width - 1)
          else expect(map.y, `map below the list at ${width}`).toBeGreaterThanOrEqual(list.y + list.height - 1)
          // From 1920 px the whole list is in view: no column behind a sideways scroll.
          if (width >= 1920)
            expect(
              await page.locator('.offer-list__frame').evaluate((el) => el.scrollWidth - el.clientWidth),
              `list scrolls sideways at ${width}`
            ).toBeLessThanOrEqual(1)
          await e2e.screenshot(`comparables-layout-${language}-${width}`)
        }
      }
      e2e.app.services.settings.update({ language: 'de' })
    }
  )

  it('keeps the header in view while the rows scroll; the compact density fits more rows', async ({ e2e }) => {
    const { page } = e2e
    await page.setViewportSize({ width: 1440, height: 900 })
    const head = page.locator('.comparables__head')
    const before = (await head.boundingBox())!
    await page.locator('[data-testid=comparables-list]').evaluate((el) => (el.parentElement!.scrollTop = 2000))
    // Rows far down are drawn now (the focused first row stays drawn as well).
    const positions = () =>
      page
        .locator('[data-testid=comparables-list] [data-offer]')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-posinset'))))
    await expect.poll(async () => Math.max(...(await positions()))).toBeGreaterThan(60)
    const after = (await head.boundingBox())!
    expect(after.y).toBe(before.y)
    expect(await head.isVisible()).toBe(true)
    const rowHeight = async () =>
      (await page.locator('[data-testid=comparables-list] [data-offer]').first().boundingBox())!.height
    const normal = await rowHeight()
    await page.selectOption('select[name=density]', 'compact')
    await expect.poll(rowHeight).toBeLessThan(normal)
    // Kept for the next start.
    await page.reload()
    await page
      .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
      .getByRole('button', { name: /Vergleichsobjekte|Comparables/ })
      .click()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('lagebild.comparablesDensity'))).toBe('compact')
  })
})
