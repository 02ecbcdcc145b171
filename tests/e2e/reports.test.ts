// Location reports end to end in Chromium over the real services and a real sandbox: search an
// address, see the map borders and the rent development chart with source and date; stop the
// sandbox; the report library still opens the saved report with the same borders and chart, and a
// new search says it is offline and offers the saved report for that address.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/reports.test.ts
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '../../src-renderer/src/format'
import { startE2E, type E2E } from './harness'

const ADDRESS = 'Marienplatz 1, 80331 München'
let e2e: E2E
let label = ''
let asOf = ''
let firstTable: string[][] = []

beforeAll(async () => {
  e2e = await startE2E({ locale: 'de-DE' })
  await e2e.page.goto(e2e.appUrl)
})
afterAll(async () => {
  await e2e?.close()
})

/** Errors a user would notice; base-map tiles on the app's own scheme cannot load in plain Chromium. */
const realErrors = () => e2e.pageErrors.filter((m) => !/lagebild-tile|ERR_UNKNOWN_URL_SCHEME|Failed to load resource/.test(m))

async function waitForDrawnReport(page: Page) {
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
}

async function borders(page: Page) {
  const count = (level: string) => page.locator(`path.report-map__border--${level}`).count()
  return { quarter: await count('divisionLevel20'), postalCode: await count('divisionLevel100'), municipality: await count('divisionLevel8') }
}

async function rentTable(page: Page): Promise<string[][]> {
  const figure = page.locator('figure[data-chart="rentDevelopment"]')
  await figure.getByRole('button', { name: 'Tabelle zeigen' }).click()
  const rows = figure.locator('table tbody tr')
  await rows.first().waitFor()
  const table = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())))
  await figure.getByRole('button', { name: 'Diagramm zeigen' }).click()
  return table
}

describe('Location reports: search, map and charts, offline from the library', () => {
  it('searches an address and shows the map borders and the rent development chart with source and date', async () => {
    const page = e2e.page
    await page.getByRole('heading', { level: 1, name: 'Adresssuche' }).waitFor()
    const input = page.getByRole('combobox', { name: 'Adresse' })
    await input.fill(ADDRESS)
    await input.press('Enter')
    await waitForDrawnReport(page)

    label = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    expect(label).toMatch(/Marienplatz/)
    expect(await borders(page)).toEqual({ quarter: 1, postalCode: 1, municipality: 1 })
    await page.getByText('Postleitzahlgebiet: 80331').waitFor()

    const rent = page.locator('figure[data-chart="rentDevelopment"]')
    await rent.getByRole('heading', { name: 'Mietpreisentwicklung (Kaltmiete)' }).waitFor()
    expect(await rent.locator('canvas').count()).toBe(1)
    expect(await rent.innerText()).toContain('EUR/m²')
    // Cited: connection, endpoint and the date fetched, in German date format.
    asOf = formatDate('de-DE', new Date())
    const source = await rent.locator('figcaption').innerText()
    expect(source).toContain('POST /api/v2/locations/addresses')
    expect(source).toContain(`Stand: ${asOf}`)
    expect(await page.locator('.report-header').innerText()).toContain(`Stand: ${asOf}`)

    firstTable = await rentTable(page)
    expect(firstTable.length).toBeGreaterThan(3)
    expect(firstTable[0][0]).toMatch(/^\d{4}$/)
    // Figures as German plain text: comma decimals.
    expect(firstTable.flat().some((c) => /^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(c))).toBe(true)

    await e2e.screenshot('reports-1-online')
    expect(realErrors()).toEqual([])
  })

  it('stops the sandbox and reopens the report from the library with the same borders and chart', async () => {
    const page = e2e.page
    await e2e.sandbox.close()

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Berichtsarchiv' }).click()
    await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
    await page.getByLabel('Im Archiv nach Adresse suchen').fill('marienplatz')
    const open = page.getByRole('button', { name: label, exact: true })
    await open.waitFor()
    await e2e.screenshot('reports-2-library')
    await open.click()

    await waitForDrawnReport(page)
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(label)
    expect(await borders(page)).toEqual({ quarter: 1, postalCode: 1, municipality: 1 })
    const rent = page.locator('figure[data-chart="rentDevelopment"]')
    await rent.getByRole('heading', { name: 'Mietpreisentwicklung (Kaltmiete)' }).waitFor()
    expect(await rent.locator('figcaption').innerText()).toContain(`Stand: ${asOf}`)
    expect(await rentTable(page)).toEqual(firstTable)
    await e2e.screenshot('reports-3-offline-from-library')
    expect(realErrors()).toEqual([])
  })

  it('says a new search is offline and offers the saved report for that address', async () => {
    const page = e2e.page
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Adresssuche' }).click()
    const input = page.getByRole('combobox', { name: 'Adresse' })
    await input.fill(ADDRESS)
    await input.press('Escape')
    await input.press('Enter')
    await page.getByText('Offline: Der Lagebericht kann gerade nicht abgerufen werden.').waitFor({ timeout: 60_000 })
    await page.getByTestId('offline-banner').waitFor()
    const saved = page.getByTestId('search-offline').getByRole('button', { name: label, exact: true })
    await saved.waitFor()
    await e2e.screenshot('reports-4-offline-search')
    await saved.click()
    await waitForDrawnReport(page)
    expect(await borders(page)).toEqual({ quarter: 1, postalCode: 1, municipality: 1 })
    expect(realErrors()).toEqual([])
  })
})
