// Service images in Chromium through main's image protocol (served same-origin by the harness over the
// same handler): an offer's images show in the comparables detail; a reference main never handed out
// is refused; with the sandbox stopped, a saved set's images still show, from main's image cache. The
// offer's fields around them are named in the user's language.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/images.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const MUNICH = { latitude: 48.1374, longitude: 11.5755 }

const it = e2eTest({ locale: 'de-DE' })

/** Every image of the open offer detail has loaded and has pixels. */
async function imagesShown(page: Page): Promise<number> {
  return page
    .locator('[data-testid=offer-images] img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0) ? imgs.length : -1
    )
}

describe('images through main', () => {
  it('shows offer images online, refuses made-up references, and shows seen images offline', async ({ e2e }) => {
    const { page } = e2e
    await openArea(page, 'Vergleichsobjekte')
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=latitude]', String(MUNICH.latitude))
    await page.fill('input[name=longitude]', String(MUNICH.longitude))
    await page.fill('input[name=livingArea]', '80')
    await page.selectOption('select[name=radius]', '2000')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-count').waitFor()
    await expect.poll(() => page.locator('[data-testid=comparables-list] [data-offer]').count()).toBeGreaterThan(5)

    // The first offer in the list that has images.
    const rows = page.locator('[data-testid=comparables-list] [data-offer]')
    let offerId = ''
    for (let i = 0; i < 10 && !offerId; i++) {
      await rows.nth(i).click()
      await page.getByTestId('comparables-detail').waitFor()
      if (await page.getByTestId('offer-images').count()) offerId = (await rows.nth(i).getAttribute('data-offer'))!
    }
    expect(offerId).not.toBe('')
    await expect.poll(() => imagesShown(page)).toBeGreaterThan(0)
    const count = await imagesShown(page)
    const srcs = await page
      .locator('[data-testid=offer-images] img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.src))
    for (const src of srcs)
      expect(src).toMatch(new RegExp(`^${e2e.appUrl.replace('/index.html', '')}/__images/[0-9a-f]{40}$`))
    expect(e2e.images.network).toBeGreaterThanOrEqual(count)
    expect(await page.getByTestId('offer-images').getAttribute('data-testid')).toBe('offer-images')
    await e2e.screenshot('images-offer-detail-de')
    // The offer's fields are named in German, never by the service's field names.
    const fields = (await page.locator('.comparables__fields dt').allTextContents()).join(' | ')
    expect(fields).toContain('Wohnfläche (m²)')
    expect(fields).toContain('Angebotspreis je m² (Kauf)')
    expect(fields).not.toContain('Kaufpreis')
    expect(fields).not.toMatch(/\b(livingArea|salePricePerSqm|objectCondition|isFurnished|similarityScore)\b/)
    expect(await page.locator('.comparables__fields dd').allTextContents()).not.toContain('false')

    // A reference main never handed out is refused; the page cannot name a URL of its own choosing.
    const madeUp = await page.evaluate(async () => (await fetch(`/__images/${'0'.repeat(40)}`)).status)
    expect(madeUp).toBe(404)

    await page.fill('input[name=setLabel]', 'Bilder offline')
    await page.locator('[data-action=save]').click()
    await page.getByTestId('comparables-saved').waitFor()

    // Offline: the sandbox is gone; a fresh page opens the saved set and the same offer's images.
    await e2e.sandbox.close()
    const fromCacheBefore = e2e.images.cache
    await page.goto(e2e.appUrl)
    await openArea(page, 'Vergleichsobjekte')
    await page.locator('[data-testid=comparables-sets] [data-set] [data-action=open-set]').first().click()
    // The pointer leaves the list as the set opens: a row drawn under it would open an offer never seen online.
    await page.mouse.move(0, 0)
    await page.getByTestId('comparables-count').waitFor()
    await page.locator(`[data-offer="${offerId}"]`).click()
    await expect.poll(() => imagesShown(page)).toBe(count)
    expect(e2e.images.cache - fromCacheBefore).toBeGreaterThanOrEqual(count)
    await e2e.screenshot('images-offer-detail-offline-de')
    // The only console errors are the refused made-up reference's.
    expect(e2e.pageErrors.filter((e) => !/Failed to load resource.*404/.test(e))).toEqual([])
  }, 240_000)
})
