// The valuation forms when the service cannot answer, in Chromium over the real sandbox: a key whose
// quota is used up (429) and a service that is gone (offline). Each endpoint's result says so in
// place, in words, and every input stays as typed; after the failure, a valid key values again.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-failures.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const ADDRESS = 'Gasstraße 10, 22761 Hamburg'

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.goto(e2e.appUrl)
    await openArea(e2e.page, 'Bewertung')
  },
  timeout: 180_000
})

async function valuePlot(page: Page) {
  await page.getByLabel('Adresse des Objekts').fill(ADDRESS)
  await page.getByRole('button', { name: 'Objekt festlegen' }).click()
  await page.getByLabel('Objektart', { exact: true }).selectOption({ label: 'Grundstück' })
  const land = page.getByLabel('Grundstücksfläche (m²)', { exact: true })
  await land.fill('612,5')
  await land.press('Tab')
  await page.getByRole('button', { name: 'Bewerten', exact: true }).click()
}

const results = (page: Page) => page.locator('.valuation-result').allInnerTexts()

describe('valuation failures', () => {
  it('says in place that the quota is used up, for each endpoint, and keeps the inputs', async ({ e2e }) => {
    const { page, app, sandbox } = e2e
    const c = await app.services.connections.save({ name: 'Kontingent aufgebraucht', baseUrl: sandbox.url })
    await app.services.connections.setKey(c.id, sandbox.spentKey)
    await app.services.connections.setActive(c.id)
    await valuePlot(page)
    await page.locator('.valuation-result[data-kind="vps_plots"]').waitFor()
    await expect.poll(async () => (await results(page)).length).toBeGreaterThanOrEqual(2)
    for (const text of await results(page))
      expect(text).toContain('Das Abfragekontingent dieses Schlüssels ist aufgebraucht.')
    expect(await page.getByLabel('Grundstücksfläche (m²)', { exact: true }).inputValue()).toBe('612,5')
    expect(await page.getByLabel('Objektart', { exact: true }).inputValue()).toBe('plot')
    await e2e.screenshot('valuation-de-429')
    for (const text of await results(page)) expect(text).not.toContain(sandbox.spentKey)
  })

  it('says in place that the service is not reachable, keeps the inputs, and values again once it answers', async ({
    e2e
  }) => {
    const { page, app } = e2e
    // A connection to a port where nothing listens: the service is gone.
    const gone = await app.services.connections.save({ name: 'Nicht erreichbar', baseUrl: 'http://127.0.0.1:9' })
    await app.services.connections.setKey(gone.id, 'sbx_nowhere_1234')
    await app.services.connections.setActive(gone.id)
    await page.getByRole('button', { name: 'Bewerten', exact: true }).click()
    await expect
      .poll(
        async () =>
          (await results(page)).every((t) => t.includes('Der Dienst ist nicht erreichbar.')) &&
          (await results(page)).length >= 2
      )
      .toBe(true)
    expect(await page.getByLabel('Grundstücksfläche (m²)', { exact: true }).inputValue()).toBe('612,5')
    await e2e.screenshot('valuation-de-offline')

    // Back on the built-in sandbox: the same inputs value again.
    await app.services.connections.setActive('sandbox')
    await page.getByRole('button', { name: 'Bewerten', exact: true }).click()
    await expect.poll(() => page.locator('.valuation-result__value').count()).toBeGreaterThanOrEqual(2)
    for (const value of await page.locator('.valuation-result__value').allInnerTexts())
      expect(value).toMatch(/\d{1,3}(\.\d{3})+ EUR|EUR/)
    expect((await results(page)).join(' ')).not.toContain('nicht erreichbar')
    expect(e2e.pageErrors).toEqual([])
  })
})
