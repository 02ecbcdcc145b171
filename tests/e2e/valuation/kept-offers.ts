// Steps the valuation tests share: pin the first offers of the comparables list, then open the
// valuation screen's "take the kept offers over" box.
import type { Locator, Page } from 'playwright-core'
import { openArea } from '../harness'

/** Pins the list's first `n` rows by selecting each and pressing its pin button; answers their offer ids. */
export async function pinFirstOffers(page: Page, n: number): Promise<string[]> {
  const rows = page.locator('[data-testid=comparables-list] [data-offer]')
  const pinned: string[] = []
  for (let i = 0; i < n; i++) {
    await rows.nth(i).click()
    pinned.push((await rows.nth(i).getAttribute('data-offer'))!)
    await page.locator('[data-action=pin]').click()
  }
  return pinned
}

/** Opens Bewertung and answers its box for taking the kept comparables over, once shown. */
export async function openKeptImport(page: Page): Promise<Locator> {
  await openArea(page, 'Bewertung')
  const box = page.getByTestId('kept-import')
  await box.waitFor()
  return box
}
