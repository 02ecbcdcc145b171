// Location reports end to end in Chromium over the real services and a real sandbox: search an
// address, see the map borders, the base map (tiles from the Settings tile server through main's tile
// handler and cache) with its attribution, and the rent development chart with source and date; stop
// the sandbox and the tile server; the app, started again, opens the saved report from the library
// with the same borders, base map and chart, and a new search says it is offline and offers the
// saved report for that address.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/reports.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { formatDate } from '@renderer/kit/format'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'
import { TEST_TILE_ATTRIBUTION, tileColour } from '../tile-server'

const ADDRESS = 'Marienplatz 1, 80331 München'
let label = ''
let asOf = ''
let firstTable: string[][] = []
let firstTiles: string[] = []

const it = e2eTest({ locale: 'de-DE' })

/** Errors a user would notice (a tile that failed to load shows up here too). */
const realErrors = (e2e: E2E) => e2e.pageErrors

async function waitForDrawnReport(page: Page) {
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
}

async function borders(page: Page) {
  const count = (level: string) => page.locator(`path.report-map__border--${level}`).count()
  return {
    quarter: await count('divisionLevel20'),
    postalCode: await count('divisionLevel100'),
    municipality: await count('divisionLevel8')
  }
}

/**
 * Waits for the base map's tiles and checks each is the upstream tile for its place (its colour
 * encodes z/x/y); returns the tiles' z/x/y, sorted.
 */
async function baseMap(page: Page): Promise<string[]> {
  const tiles = page.locator('[data-testid="report-map"] img.leaflet-tile')
  await page.waitForFunction(
    () => {
      const imgs = [...document.querySelectorAll('[data-testid="report-map"] img.leaflet-tile')] as HTMLImageElement[]
      return imgs.length >= 4 && imgs.every((img) => img.complete)
    },
    undefined,
    { timeout: 30_000 }
  )
  const seen = await tiles.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const ctx = canvas.getContext('2d')!
      if (img.naturalWidth > 0) ctx.drawImage(img, 128, 128, 1, 1, 0, 0, 1, 1)
      return {
        path: new URL(img.src).pathname,
        width: img.naturalWidth,
        rgb: [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]
      }
    })
  )
  expect(seen.length).toBeGreaterThanOrEqual(4)
  const zxy: string[] = []
  for (const tile of seen) {
    expect(tile.width, tile.path).toBe(256)
    const m = /^\/__tiles\/(\d+)\/(\d+)\/(\d+)$/.exec(tile.path)
    expect(m, tile.path).not.toBeNull()
    const expected = tileColour(Number(m![1]), Number(m![2]), Number(m![3]))
    tile.rgb.forEach((c, i) => expect(Math.abs(c - expected[i]), tile.path).toBeLessThanOrEqual(2))
    zxy.push(`${m![1]}/${m![2]}/${m![3]}`)
  }
  const attribution = page.locator('[data-testid="report-map"] .leaflet-control-attribution')
  await attribution.getByText(TEST_TILE_ATTRIBUTION).waitFor()
  return zxy.sort()
}

async function rentTable(page: Page): Promise<string[][]> {
  const figure = page.locator('figure[data-chart="rentDevelopment"]')
  await figure.getByRole('button', { name: 'Tabelle zeigen' }).click()
  const rows = figure.locator('table tbody tr')
  await rows.first().waitFor()
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim()))
  )
  await figure.getByRole('button', { name: 'Diagramm zeigen' }).click()
  return table
}

describe('Location reports: search, map and charts, offline from the library', () => {
  it('searches an address and shows the map borders and the rent development chart with source and date', async ({
    e2e
  }) => {
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

    // The base map came from the Settings tile server through main, which kept the tiles.
    firstTiles = await baseMap(page)
    expect(e2e.tiles.served.network).toBeGreaterThanOrEqual(firstTiles.length)
    expect(e2e.tiles.server.served()).toBe(e2e.tiles.served.network)
    expect(e2e.app.services.tiles.cache().usage().count).toBeGreaterThanOrEqual(firstTiles.length)

    const rent = page.locator('figure[data-chart="rentDevelopment"]')
    await rent.getByRole('heading', { name: 'Entwicklung der Angebotsmieten (netto kalt)' }).waitFor()
    expect(await rent.locator('canvas').count()).toBe(1)
    expect(await rent.innerText()).toContain('EUR/m²')
    // Cited: connection, endpoint and the date fetched, in German date format.
    asOf = formatDate('de-DE', new Date())
    const source = await rent.locator('figcaption').innerText()
    expect(await rent.locator('figcaption').textContent()).toContain('POST /api/v2/locations/addresses')
    expect(source).toContain(`abgerufen am ${asOf}`)
    expect(await page.locator('.report-header').innerText()).toContain(`Abgerufen am ${asOf}`)

    firstTable = await rentTable(page)
    expect(firstTable.length).toBeGreaterThan(3)
    expect(firstTable[0][0]).toMatch(/^\d{4}$/)
    // Figures as German plain text: comma decimals.
    expect(firstTable.flat().some((c) => /^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(c))).toBe(true)

    await e2e.screenshot('reports-1-online')
    expect(realErrors(e2e)).toEqual([])
  })

  it('stops the sandbox and the tile server; started again, the app reopens the report from the library with the same borders, base map and chart', async ({
    e2e
  }) => {
    const page = e2e.page
    await e2e.sandbox.close()
    await e2e.tiles.server.close()
    // A new page, as after a restart on the train: no image of the online session is left in the
    // renderer, so every tile must come from main's tile cache.
    await page.goto(e2e.appUrl)
    const online = { ...e2e.tiles.served }

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Berichtsarchiv' }).click()
    await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
    await page.getByLabel('Im Archiv suchen').fill('marienplatz')
    const open = page.getByRole('button', { name: label, exact: true })
    await open.waitFor()
    await e2e.screenshot('reports-2-library')
    await open.click()

    await waitForDrawnReport(page)
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(label)
    expect(await borders(page)).toEqual({ quarter: 1, postalCode: 1, municipality: 1 })
    const rent = page.locator('figure[data-chart="rentDevelopment"]')
    await rent.getByRole('heading', { name: 'Entwicklung der Angebotsmieten (netto kalt)' }).waitFor()
    expect(await rent.locator('figcaption').innerText()).toContain(`abgerufen am ${asOf}`)
    expect(await rentTable(page)).toEqual(firstTable)
    expect(await baseMap(page)).toEqual(firstTiles)
    expect(e2e.tiles.served.network).toBe(online.network)
    expect(e2e.tiles.served.cache - online.cache).toBeGreaterThanOrEqual(firstTiles.length)
    expect(e2e.tiles.served.failed).toBe(0)
    await e2e.screenshot('reports-3-offline-from-library')
    expect(realErrors(e2e)).toEqual([])
  })

  it('says a new search is offline and offers the saved report for that address', async ({ e2e }) => {
    const page = e2e.page
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Adresssuche' }).click()
    const input = page.getByRole('combobox', { name: 'Adresse' })
    await input.fill(ADDRESS)
    await input.press('Escape')
    await input.press('Enter')
    // Whether it is the saved address is known only once the service has resolved it: offline, the
    // search says so at once and lists the saved reports that match the input.
    await page.getByText('Offline: Der Lagebericht kann gerade nicht abgerufen werden.').waitFor({ timeout: 60_000 })
    await page.getByTestId('offline-banner').waitFor()
    const saved = page.getByTestId('search-offline').getByRole('button', { name: label, exact: true })
    await saved.waitFor()
    await e2e.screenshot('reports-4-offline-search')
    await saved.click()
    await waitForDrawnReport(page)
    expect(await borders(page)).toEqual({ quarter: 1, postalCode: 1, municipality: 1 })
    expect(await baseMap(page)).toEqual(firstTiles)
    expect(realErrors(e2e)).toEqual([])
  })
})
