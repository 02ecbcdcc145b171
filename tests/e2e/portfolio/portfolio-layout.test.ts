// The portfolio holds its layout with hostile data at 900, 1440 and 1920 px, in German and English:
// names of 255 characters without a space, markup in names, the largest numbers the service takes,
// deep nesting and a long upload list. No sideways scrolling, nothing out of its pane, markup shown
// as text. Screenshots at each width and language land in test-output/e2e/.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/portfolio-layout.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const WIDTHS = [900, 1440, 1920]
const LONG = 'Grundstücksgemeinschaft'.repeat(12).slice(0, 255)
const MARKUP = '<img src=x onerror=alert(1)> & "Müller" <b>GbR</b>'

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`)
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el as HTMLElement).innerText?.slice(0, 30) ?? ''}"`
    for (const pane of document.querySelectorAll('.portfolio__tree, .portfolio__middle, .portfolio__property')) {
      const box = pane.getBoundingClientRect()
      for (const el of pane.querySelectorAll('*')) {
        let clipped = false
        for (let p = el.parentElement; p && p !== pane; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible' || getComputedStyle(p).overflowY !== 'visible') clipped = true
        if (clipped) continue
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        if (r.left < box.left - 1 || r.right > box.right + 1)
          problems.push(
            `${name(el)} leaves ${name(pane)}: ${Math.round(r.left)}..${Math.round(r.right)} vs ${Math.round(box.left)}..${Math.round(box.right)}`
          )
      }
    }
    return problems
  })
}

for (const locale of ['de-DE', 'en-GB']) {
  const de = locale === 'de-DE'
  describe(`portfolio layout (${locale})`, () => {
    const it = e2eTest({
      locale,
      ready: async (e2e) => {
        const post = async (path: string, json: unknown) =>
          (await (await e2e.sandbox.request(path, { method: 'POST', json })).json()) as { id: string }
        let parent = await post('/api/v2/property_groups', { customId: LONG, externalId: MARKUP })
        const top = parent
        for (let depth = 0; depth < 6; depth++)
          parent = await post('/api/v2/property_groups', {
            customId: `Ebene ${depth + 1} ${MARKUP}`,
            parentId: parent.id
          })
        await post('/api/v2/properties', {
          customId: LONG,
          externalId: MARKUP,
          parentId: top.id,
          location: { coordinates: { latitude: 48.14, longitude: 11.58 } },
          livingArea: 100000,
          landArea: 10000000,
          numberOfRooms: 1000,
          currentRent: 999999999,
          buildingYear: 2100,
          floor: -10,
          equipments: Array.from({ length: 50 }, (_, i) => `${MARKUP} ${i}`.slice(0, 100))
        })
        await e2e.page.goto(e2e.appUrl)
        await openArea(e2e.page, 'Portfolio', de ? 'Hauptnavigation' : 'Main navigation')
        await e2e.page.getByRole('button', { name: LONG, exact: true }).first().click()
        await e2e.page.locator('.property-list').getByRole('button').first().click()
        await e2e.page.locator('.property-panel h2').waitFor()
        // A long upload list: refused files with long names.
        const names = Array.from({ length: 12 }, (_, i) => `${LONG.slice(0, 200)}-${i}.txt`)
        await e2e.page.getByTestId('photo-drop').evaluate((zone, list) => {
          const dt = new DataTransfer()
          for (const n of list) dt.items.add(new File(['x'], n, { type: 'text/plain' }))
          zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
        }, names)
        await e2e.page.getByTestId('upload-list').locator('li').nth(11).waitFor({ timeout: 20_000 })
      },
      timeout: 180_000
    })

    it('holds at 900, 1440 and 1920 px with 255-character names, markup and the largest numbers', async ({ e2e }) => {
      const { page } = e2e
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expect.poll(() => layoutProblems(page), { timeout: 5000 }).toEqual([])
        await e2e.screenshot(`portfolio-layout-${locale}-${width}`)
      }
      // Markup is text: no element was made from it.
      expect(await page.locator('.portfolio img[src="x"]').count()).toBe(0)
      expect(await page.locator('.group-panel__facts').innerText()).toContain(MARKUP)
      const form = page.getByRole('form', { name: de ? 'Objektdaten' : 'Property data' })
      expect(
        await form.getByLabel(de ? 'Aktuelle Nettokaltmiete (EUR/Monat)' : 'Current net rent (EUR/month)').inputValue()
      ).toBe('999999999')
      expect(e2e.pageErrors).toEqual([])
    })
  })
}
