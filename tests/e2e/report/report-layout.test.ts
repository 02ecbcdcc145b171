// The report's layout holds at every window width an appraiser uses (900 px, the app's minimum, to
// wide screens): no horizontal scroll, no element reaching out of its section or over its neighbour,
// wide screens used, chart tables with every row, a table of contents in reach and sections that
// collapse. Screenshots at each width and language land in test-output/e2e/.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/report-layout.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { e2eTest } from '../fixture'

const WIDTHS = [900, 1280, 1440, 1920]

/** Elements that stick out of their section (unless a scrolling or clipping box holds them), and overlapping fact tables. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`)
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el as HTMLElement).innerText?.slice(0, 30) ?? ''}"`
    for (const section of document.querySelectorAll('.report-view section.report-section, .report-header')) {
      const box = section.getBoundingClientRect()
      for (const el of section.querySelectorAll('*')) {
        // Inside a box that clips or scrolls (the map), the box is what counts.
        let clipped = false
        for (let p = el.parentElement; p && p !== section; p = p.parentElement) {
          const o = getComputedStyle(p)
          if (o.overflowX !== 'visible') clipped = true
        }
        if (clipped) continue
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        if (r.left < box.left - 1 || r.right > box.right + 1)
          problems.push(
            `${name(el)} leaves ${name(section)}: ${Math.round(r.left)}..${Math.round(r.right)} vs ${Math.round(box.left)}..${Math.round(box.right)}`
          )
      }
    }
    for (const grid of document.querySelectorAll('.facts-grid')) {
      const items = [...grid.children].map((c) => c.getBoundingClientRect())
      for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++) {
          const a = items[i]!,
            b = items[j]!
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            problems.push(
              `fact tables ${i} and ${j} overlap in ${grid.parentElement?.id ?? grid.parentElement?.getAttribute('aria-labelledby')}`
            )
        }
    }
    return problems
  })
}

for (const locale of ['de-DE', 'en-GB']) {
  describe(`report layout (${locale})`, () => {
    const it = e2eTest({
      locale,
      ready: async (e2e) => {
        await e2e.page.goto(e2e.appUrl)
        const input = e2e.page.getByRole('combobox', { name: locale === 'de-DE' ? 'Adresse' : 'Address' })
        await input.fill('Marienplatz 1, 80331 München')
        await input.press('Enter')
        await e2e.page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      }
    })

    it.for(WIDTHS)(
      'holds at %i px: no sideways scroll, nothing out of its section, no overlap',
      async (width, { e2e }) => {
        const page = e2e.page
        await page.setViewportSize({ width, height: 900 })
        await page.locator('[data-report-drawn]').waitFor()
        // Chart.js fits its canvases to their new boxes on the next resize observation: wait for the layout to settle.
        await expect.poll(() => layoutProblems(page), { timeout: 10_000 }).toEqual([])
        if (width === 1920) {
          // Wide screens use the width: the report is not held in a narrow column.
          const used = await page
            .locator('.report-view')
            .evaluate(
              (el) =>
                el.getBoundingClientRect().width /
                (document.documentElement.clientWidth -
                  (document.querySelector('.sidenav')?.getBoundingClientRect().width ?? 0))
            )
          expect(used).toBeGreaterThan(0.85)
        }
        if (width !== 1280) await e2e.screenshot(`report-${locale.slice(0, 2)}-${width}`)
      }
    )

    it('shows every row of a chart table, with its table of contents in reach and collapsible sections', async ({
      e2e
    }) => {
      const page = e2e.page
      await page.setViewportSize({ width: 1440, height: 900 })
      const de = locale === 'de-DE'
      const figure = page.locator('figure[data-chart="ageDistribution"]')
      await figure.getByRole('button', { name: new RegExp(`^${de ? 'Tabelle zeigen' : 'Show table'}`) }).click()
      const wrap = figure.locator('.chart-figure__table')
      await wrap.waitFor()
      const fits = await wrap.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)
      expect(fits).toBe(true)
      const lastRow = figure.locator('table tbody tr').last()
      await lastRow.scrollIntoViewIfNeeded()
      expect(await lastRow.isVisible()).toBe(true)

      // The contents list every section and stays on screen while the report scrolls.
      const toc = page.getByRole('navigation', { name: de ? 'Inhalt des Berichts' : 'Report contents' })
      const links = await toc.getByRole('link').allInnerTexts()
      const headings = await page.locator('.report-view section.report-section h2').allInnerTexts()
      expect(links.map((l) => l.trim())).toEqual(headings.map((h) => h.trim()))
      await page.mouse.wheel(0, 4000)
      await expect
        .poll(() =>
          toc.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return r.top >= 0 && r.bottom <= window.innerHeight + 1
          })
        )
        .toBe(true)
      await toc.getByRole('link').last().click()

      // A section collapses and opens again with its heading button.
      const toggle = page.getByRole('button', { name: de ? 'Sozialstruktur' : 'Social structure', exact: true })
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator('section[aria-labelledby="sec-social"] table').isVisible()).toBe(false)
      await toggle.press('Enter')
      expect(await page.locator('section[aria-labelledby="sec-social"] table').isVisible()).toBe(true)
    })
  })
}
