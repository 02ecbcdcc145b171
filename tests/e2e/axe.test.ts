// axe-core over every area with its content (report, market data with results and charts, comparables
// with map and list, a valuation grid, a portfolio property, library, settings), in German and English:
// no violation above "minor". Each finding is printed with its rule, impact, element and axe's summary.
// The window title names the area and the open case in every area.
// axe.min.js runs in the page through the DevTools protocol: the app's CSP (script-src 'self') refuses
// the inline script page.addScriptTag would add.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/axe.test.ts
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { e2eTest } from './fixture'
import { ADDRESS, AREAS, tourCase, tourWords, type Tour } from './area-tour'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Finding {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

async function violations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Finding[] }> } })
      .axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary }))
    }))
  })
}

for (const language of ['de', 'en'] as const) {
  describe(`axe in every area (${language})`, () => {
    let tour: Tour
    const it = e2eTest({
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      ready: async (e2e) => {
        tour = await tourCase(e2e, language)
      },
      timeout: 300_000
    })

    it('finds no violation above minor, and the window title names the area and the case', async ({ e2e }) => {
      const { page } = e2e
      const found: string[] = []
      const titles: string[] = []
      for (const area of AREAS) {
        await tour.show(area)
        // The market's charts with their tables open too: the tables are part of what is checked.
        if (area === 'market')
          while (await page.locator('.market-charts button[aria-expanded=false]').count())
            await page.locator('.market-charts button[aria-expanded=false]').first().click()
        for (const v of await violations(page)) {
          if (v.impact === 'minor' || v.impact === null) continue
          for (const n of v.nodes.slice(0, 5))
            found.push(
              `${area}: ${v.id} (${v.impact}) ${n.target.join(' ')}: ${v.help}; ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`
            )
        }
        titles.push(await page.title())
      }
      if (found.length) console.log(found.join('\n'))
      expect(titles).toEqual(AREAS.map((area) => `${tourWords[language].names[area]} – ${ADDRESS} – Lagebild`))
      expect(found).toEqual([])
    })
  })
}
