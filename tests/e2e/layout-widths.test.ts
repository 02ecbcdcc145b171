// Every area with its content at 900, 1280, 1440, 1920 and 2560 px (German, whose words are long, and
// English): no sideways page scroll and no clipped text: no element that cuts or ellipsizes its
// content, no select narrower than its chosen option, no column head whose text overflows. Wide
// screens are used: tables and maps take the width beside the navigation. Each finding is printed
// with its area, width, selector and text. Screenshots land in test-output/e2e/.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/layout-widths.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { e2eTest } from './fixture'
import { AREAS, tourCase, type Area, type Tour } from './area-tour'

const WIDTHS = [900, 1280, 1440, 1920, 2560]

/** Clipped text and sideways scroll on the page as it is drawn now. */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`)
    const selector = (el: Element) => {
      const parts: string[] = []
      for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        const cls = [...e.classList].filter((c) => !c.startsWith('data-v-')).slice(0, 2)
        parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls.length ? `.${cls.join('.')}` : ''}`)
      }
      return parts.join(' > ')
    }
    const text = (el: Element) =>
      ((el as HTMLElement).innerText ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const canvas = document.createElement('canvas').getContext('2d')!
    for (const el of document.querySelectorAll<HTMLElement>('main *, nav *')) {
      // Maps clip their panes by design; the skip link waits off screen; visually hidden text is 1 px.
      if (el.closest('.leaflet-container, .skip-link, .visually-hidden, [hidden]')) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 2 || r.height <= 2) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden') continue
      // Inside a visually hidden box (clip-path, 1 px: table heads of the narrow card layout), nothing is seen.
      let hidden = false
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const box = p.getBoundingClientRect()
        if (getComputedStyle(p).clipPath !== 'none' || box.width <= 2 || box.height <= 2) hidden = true
      }
      if (hidden) continue
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
      const head = el.tagName === 'TH' || el.getAttribute('role') === 'columnheader'
      if (el.tagName === 'SELECT') {
        const select = el as HTMLSelectElement
        const option = select.selectedOptions[0]
        if (!option) continue
        canvas.font = style.font
        const needed =
          canvas.measureText(option.text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20
        if (needed > select.clientWidth + 1)
          problems.push(
            `select ${selector(el)} "${option.text.slice(0, 40)}": needs ${Math.round(needed)} px, has ${select.clientWidth}`
          )
        continue
      }
      // A box that scrolls sideways hides part of its text unless it is or holds a data table or list (which may scroll).
      const table = 'table, [role=table], [role=grid], [role=treegrid], [role=listbox]'
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) && !el.matches(table) && !el.querySelector(table)
      if (!clips && !head && !scrolls) continue
      // Text boxes scroll their own content.
      if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') continue
      if (el.scrollWidth > el.clientWidth + 1 && text(el))
        problems.push(`${selector(el)} "${text(el)}": content ${el.scrollWidth} px in ${el.clientWidth}`)
    }
    return problems
  })
}

/**
 * How much of the width beside the navigation the area's tables, grids, lists and maps take (1 = all of
 * it): the widest span of those laid side by side (a list beside its map counts as both).
 */
async function widthUsed(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector('.sidenav')?.getBoundingClientRect().width ?? 0
    const room = document.documentElement.clientWidth - nav
    const boxes = [
      ...document.querySelectorAll(
        'main table, main [role=table], main [role=grid], main [role=listbox], main .leaflet-container'
      )
    ]
      .map((el) => el.getBoundingClientRect())
      .filter((b) => b.width > 0 && b.height > 0)
    const spans = boxes.map((a) => {
      const row = boxes.filter((b) => b.top < a.bottom && a.top < b.bottom)
      return Math.max(...row.map((b) => b.right)) - Math.min(...row.map((b) => b.left))
    })
    return Math.max(0, ...spans) / room
  })
}

for (const language of ['de', 'en'] as const) {
  describe(`every area at every width (${language})`, () => {
    let tour: Tour
    const it = e2eTest({
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      ready: async (e2e) => {
        tour = await tourCase(e2e, language)
      },
      timeout: 300_000
    })

    it.for(WIDTHS)('shows no clipped text and no sideways scroll at %i px', async (width, { e2e }) => {
      const { page } = e2e
      await page.setViewportSize({ width, height: 900 })
      const found: string[] = []
      for (const area of AREAS) {
        await tour.show(area)
        // Chart.js and Leaflet fit themselves on the next resize observation: let the layout settle.
        let problems: string[] = []
        await expect
          .poll(async () => (problems = await clippedText(page)), { timeout: 5000 })
          .toEqual([])
          .catch(() => undefined)
        found.push(...problems.map((p) => `${area} @ ${width} px: ${p}`))
        if (width !== 1280) await e2e.screenshot(`layout-${language}-${area}-${width}`)
      }
      if (found.length) console.log(found.join('\n'))
      expect(found).toEqual([])
    })

    it('starts every group of object types at the left edge of its box, at every width', async ({ e2e }) => {
      const { page } = e2e
      const off: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await tour.show('market')
        const lefts = await page.locator('.market__types').evaluate((box) => {
          const edge =
            box.getBoundingClientRect().left +
            parseFloat(getComputedStyle(box).paddingLeft) +
            parseFloat(getComputedStyle(box).borderLeftWidth)
          return [...box.querySelectorAll<HTMLElement>('[role=group], p')].map((el) => ({
            name: el.getAttribute('aria-label') ?? el.textContent ?? '',
            left: el.getBoundingClientRect().left - edge
          }))
        })
        expect(lefts.length).toBe(3)
        off.push(
          ...lefts
            .filter((g) => Math.abs(g.left) > 1)
            .map((g) => `${width} px: "${g.name}" starts ${Math.round(g.left)} px in`)
        )
      }
      expect(off).toEqual([])
    })

    it('lets tables, grids and maps use the width of wide screens', async ({ e2e }) => {
      const { page } = e2e
      const narrow: string[] = []
      for (const width of [1920, 2560]) {
        await page.setViewportSize({ width, height: 1000 })
        for (const area of ['report', 'market', 'comparables', 'valuation', 'library'] satisfies Area[]) {
          await tour.show(area)
          const used = await widthUsed(page)
          if (used < 0.8)
            narrow.push(`${area} @ ${width} px: widest table or map ${Math.round(used * 100)} % of the width`)
        }
      }
      if (narrow.length) console.log(narrow.join('\n'))
      expect(narrow).toEqual([])
    })
  })
}
