// The report library for case work, end to end in Chromium over the real services and sandbox:
// searching a saved address offers to update it and the library then lists versions instead of a
// duplicate; case number, client and note are edited and found by the library search; sorting by
// date, address and case; counts in the right plural form in German and English; every row and
// report from the built-in sandbox carries the sample-data marking; the view at 900, 1440 and 1920 px.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/library/library.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE', timeout: 120_000 })

const MUNICH = 'Marienplatz 1, 80331 München'
const BERLIN = 'Unter den Linden 1, 10117 Berlin'

async function search(page: Page, text: string) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Adresssuche' }).click()
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill(text)
  await input.press('Escape')
  await input.press('Enter')
}

async function toLibrary(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Berichtsarchiv' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
}

const rowLabels = (page: Page) =>
  page.locator('.library-table tbody th[scope="row"] .library-table__open').allInnerTexts()

/** No element wider than the window: the page never scrolls sideways. */
async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth
  }))
  expect(scroll, `page ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client)
}

describe('Report library for case work', () => {
  it('marks a report from the built-in sandbox as sample data', async ({ e2e }) => {
    const page = e2e.page
    await search(page, MUNICH)
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    await page.locator('.report-header').getByText('Beispieldaten, nicht für Gutachten').waitFor()
    await toLibrary(page)
    await page
      .getByTestId('library-count')
      .getByText(/^Ein Bericht, /)
      .waitFor()
  })

  it('a search for a saved address offers to update it; the library then shows versions, not a duplicate', async ({
    e2e
  }) => {
    const page = e2e.page
    await search(page, 'marienplatz 1, 80331 münchen')
    const offer = page.getByTestId('saved-match')
    await offer.getByRole('heading', { name: 'Diese Adresse ist bereits gespeichert' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('saved-match-title')
    await offer.getByRole('button', { name: 'Gespeicherten Bericht aktualisieren' }).click()
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })

    await toLibrary(page)
    await page
      .getByTestId('library-count')
      .getByText(/^Ein Bericht, /)
      .waitFor()
    await e2e.screenshot('library-after-update')
    const toggle = page.getByRole('button', { name: /^Fassungen zeigen: marienplatz/i })
    expect(await toggle.innerText()).toBe('2 Fassungen')
    await toggle.click()
    const versions = page.getByRole('list', { name: /^Fassungen von/ }).getByRole('listitem')
    await expect.poll(() => versions.count()).toBe(2)
    expect(await versions.nth(0).innerText()).toContain('aktuelle Fassung')
    expect(await versions.nth(1).innerText()).toContain('frühere Fassung')
    // An earlier version opens as it was.
    await versions.nth(1).getByRole('button').click()
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  })

  it('keeps case number, client and note per entry, finds them in the library search, and sorts by date, address and case', async ({
    e2e
  }) => {
    const page = e2e.page
    await search(page, BERLIN)
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    await toLibrary(page)
    await page
      .getByTestId('library-count')
      .getByText(/^2 Berichte, /)
      .waitFor()
    const berlin = (await rowLabels(page)).find((l) => /Berlin/.test(l))!
    expect(await rowLabels(page)).toEqual([berlin, expect.stringMatching(/marienplatz/i)]) // newest first

    await page.getByRole('button', { name: `Akte bearbeiten: ${berlin}` }).click()
    const form = page.getByRole('form', { name: `Akte zu „${berlin}“` })
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id ?? ''))
      .toMatch(/-number$/)
    await form.getByLabel('Aktenzeichen').fill('AZ 7/26')
    await form.getByLabel('Auftraggeber').fill('Schmidt Immobilien KG')
    await form.getByLabel('Notiz').fill('Beleihungswert, Ortstermin Dienstag')
    await form.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText(`Die Akte zu „${berlin}“ ist gespeichert.`).waitFor()
    await page.locator('.library-cell--case').getByText('AZ 7/26').waitFor()

    const find = page.getByLabel('Im Archiv suchen')
    for (const q of ['schmidt immobilien', 'az 7/26', 'ortstermin']) {
      await find.fill(q)
      await expect.poll(() => rowLabels(page), { message: q }).toEqual([berlin])
    }
    await find.fill('')
    await expect.poll(() => rowLabels(page).then((l) => l.length)).toBe(2)

    const sort = page.getByLabel('Sortieren nach')
    await sort.selectOption({ label: 'Adresse (A–Z)' })
    await expect.poll(() => rowLabels(page)).toEqual([expect.stringMatching(/marienplatz/i), berlin])
    await sort.selectOption({ label: 'Aktenzeichen' })
    await expect.poll(() => rowLabels(page)).toEqual([berlin, expect.stringMatching(/marienplatz/i)])
    await sort.selectOption({ label: 'Datum (neueste zuerst)' })
    await expect.poll(() => rowLabels(page)).toEqual([berlin, expect.stringMatching(/marienplatz/i)])

    // Every row came from the built-in sandbox: each carries the marking, and nothing can hide it.
    expect(await page.locator('.library-table tbody').count()).toBe(2)
    expect(await page.locator('.library-table tbody [data-testid="sample-data-mark"]').count()).toBe(2)
    expect(await page.getByRole('button', { name: /Beispieldaten/ }).count()).toBe(0)
    expect(e2e.pageErrors).toEqual([])
  })

  it('fits the window at 900, 1440 and 1920 px in German and English', async ({ e2e }) => {
    const page = e2e.page
    await page.getByRole('button', { name: /^Fassungen zeigen: marienplatz/i }).click()
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await noSidewaysScroll(page)
      await e2e.screenshot(`library-de-${width}`)
    }

    await page.setViewportSize({ width: 1440, height: 900 })
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Einstellungen' })
      .click()
    await page.getByLabel('Sprache', { exact: true }).selectOption('en')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Report library' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Report library' }).waitFor()
    await page
      .getByTestId('library-count')
      .getByText(/^2 reports, /)
      .waitFor()
    // The versions opened in German stay open.
    expect(await page.getByRole('button', { name: /^Hide versions: marienplatz/i }).innerText()).toBe('2 versions')
    await page
      .getByRole('list', { name: /^Versions of/ })
      .getByText(/current version/)
      .waitFor()
    expect(
      await page
        .locator('.library-table tbody tr:first-child')
        .getByText('Sample data, not for appraisal reports')
        .count()
    ).toBe(2)
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await noSidewaysScroll(page)
      await e2e.screenshot(`library-en-${width}`)
    }
    expect(e2e.pageErrors).toEqual([])
  })
})
