// Appraisers cite every figure: under each chart and each group of figures of a location report
// (map, scores, social structure, ages and households, infrastructure, risk and buildings, region and
// rental law, building block) the source in words (the sandbox's data named as sample data, never
// an endpoint), the data's own period (a chart's last point) apart from the date fetched, the basis
// where it is known, and the endpoint only as a technical detail. Copied chart figures carry the same
// citation.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/report-citations.test.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import { CHART_SPECS } from '@renderer/report/charts/catalog'
import { SCREENSHOT_DIR } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

const ENDPOINTS = {
  addresses: 'POST /api/v2/locations/addresses',
  regions: 'POST /api/v2/locations/regions',
  block: 'GET /api/v1/block'
}
const SAMPLE = 'Quelle: Lagebild-Beispieldaten'

it('names source, data period, fetch date and (as a technical detail) the endpoint under every chart and group of figures', async ({
  e2e
}) => {
  const page = e2e.page
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill('Marienplatz 1, 80331 München')
  await input.press('Enter')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })

  const header = await page.locator('.report-header').innerText()
  const fetched = /Abgerufen am (\d{2}\.\d{2}\.\d{4})/.exec(header)?.[1]
  expect(fetched, header).toBeDefined()
  expect(header).toContain(SAMPLE)
  expect(header).not.toMatch(/Stand:/)
  const cites = (c: { text: string; technical: string }, ...endpoints: string[]) => {
    expect(c.text).toContain(SAMPLE)
    expect(c.text).toContain(`abgerufen am ${fetched}`)
    expect(c.text).toMatch(/Datenstand: /)
    // The endpoint is a technical detail, not the citation.
    expect(c.text).not.toContain('/api/')
    for (const e of endpoints) expect(c.technical).toContain(e)
  }

  // Every Chart field of both answers has its figure, each with its own citation; a series' period is its last point.
  const charts = await page.locator('figure[data-chart]').evaluateAll((figs) =>
    figs.map((f) => {
      const cite = f.querySelector('figcaption [data-testid="citation"]') as HTMLElement | null
      return {
        field: f.getAttribute('data-chart')!,
        text: cite?.innerText ?? '',
        technical: cite?.querySelector('details')?.textContent ?? ''
      }
    })
  )
  expect(charts.map((c) => c.field)).toEqual(CHART_SPECS.map((s) => s.field))
  for (const c of charts) cites(c, ENDPOINTS[CHART_SPECS.find((s) => s.field === c.field)!.part])
  const rent = charts.find((c) => c.field === 'rentDevelopment')!
  // The test market's series end in 2026 (asOf 2026-10-31): data period and fetch date are told apart.
  expect(rent.text).toMatch(/Datenstand: \d{4}\b/)
  expect(rent.text).toContain('Basis: Angebotsdaten, Median je Jahr; Fallzahl je Median vom Dienst nicht angegeben')
  const population = charts.find((c) => c.field === 'populationDevelopment')!
  expect(population.text).not.toContain('Basis:')
  // A forecast's last year is its horizon, not the date of its data.
  const forecast = charts.find((c) => c.field === 'populationForecast')!
  expect(forecast.text).toMatch(/Datenstand: Basisjahr \d{4}, Prognose bis \d{4} \(kein Datenstand der Zukunft\)/)
  expect(forecast.text).not.toMatch(/Datenstand: \d{4}\b/)

  // Every other section of the report ends with its citation.
  const sections = await page.locator('section.report-section').evaluateAll((els) =>
    els
      .filter((s) => !s.querySelector('figure[data-chart]'))
      .map((s) => ({
        heading: (s.querySelector('h2') as HTMLElement | null)?.innerText ?? '',
        cites: [...s.querySelectorAll(':scope > .report-section__body > [data-testid="citation"]')].map((c) => ({
          text: (c as HTMLElement).innerText,
          technical: c.querySelector('details')?.textContent ?? ''
        }))
      }))
  )
  expect(sections.map((s) => s.heading)).toEqual([
    'Karte',
    'Lagescores',
    'Sozialstruktur',
    'Altersgruppen · Haushalte',
    'Infrastruktur und Entfernungen',
    'Investitionsrisiko · Bebauung',
    'Region · Mietrecht',
    'Baublock (v1-Dashboard)'
  ])
  for (const s of sections) {
    expect(s.cites, s.heading).toHaveLength(1)
    cites(s.cites[0]!)
    // The answers give no reference year for these figures: said, not replaced by the fetch date.
    expect(s.cites[0]!.text).toContain('Datenstand: vom Dienst nicht angegeben')
  }
  cites(sections[0]!.cites[0]!, ENDPOINTS.addresses, ENDPOINTS.regions)
  cites(sections[sections.length - 1]!.cites[0]!, ENDPOINTS.block)

  // Copying a chart's figures copies its citation with them: tab-separated text, and an HTML table for Word.
  const figure = page.locator('figure[data-chart="rentDevelopment"]')
  await figure.getByRole('button', { name: /^Tabelle kopieren/ }).click()
  await figure.getByRole('status').filter({ hasText: 'Tabelle mit Quelle in die Zwischenablage kopiert' }).waitFor()
  const copied = e2e.clipboard.at(-1)!.text
  expect(copied.split('\n')[1]).toContain('\t')
  expect(e2e.clipboard.at(-1)!.html).toMatch(/^<table><caption>[^<]+<\/caption><thead><tr><th>/)
  expect(e2e.clipboard.at(-1)!.html).toContain(SAMPLE)
  const lastLine = copied.trim().split('\n').pop()!
  expect(lastLine).toContain(SAMPLE)
  expect(lastLine).toContain(`abgerufen am ${fetched}`)
  expect(lastLine).toContain('Basis: Angebotsdaten, Median je Jahr')
  expect(lastLine).toMatch(/Datenstand: \d{4}/)
  // A table of figures: the same, with the source line of its group.
  await page.getByRole('button', { name: 'Tabelle kopieren: Lagescores' }).click()
  await expect.poll(() => e2e.clipboard.at(-1)?.text.split('\n')[0]).toBe('Lagescores')
  const facts = e2e.clipboard.at(-1)!
  expect(facts.text).toMatch(/\nGesamt\t\d+ von 100\n/)
  expect(facts.text.trim().split('\n').pop()).toContain(SAMPLE)
  expect(facts.html).toContain('<caption>Lagescores</caption>')

  // The chart as an image: twice its size, with its title and its source, to the clipboard and to a file.
  await figure.getByRole('button', { name: /^Als Bild kopieren/ }).click()
  await figure.getByRole('status').filter({ hasText: 'als Bild in die Zwischenablage kopiert' }).waitFor()
  const image = e2e.clipboard.at(-1)!
  const box = (await figure.locator('canvas').boundingBox())!
  const meta = await sharp(Buffer.from(image.png!)).metadata()
  expect(meta.format).toBe('png')
  expect(meta.width).toBe(2 * Math.round(box.width))
  expect(meta.height!).toBeGreaterThan(2 * Math.round(box.height))
  expect(image.text).toContain(SAMPLE)
  writeFileSync(join(SCREENSHOT_DIR, 'chart-copied-as-image.png'), image.png!)
  await figure.getByRole('button', { name: /^Als Bild speichern/ }).click()
  const saved = figure.getByRole('status').filter({ hasText: /^Bild gespeichert: / })
  await saved.waitFor()
  const file = (await saved.innerText()).replace(/^Bild gespeichert: /, '')
  expect(file.startsWith(e2e.exports.dir)).toBe(true)
  expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG')

  // The map as an image: as drawn (tiles, borders, legend, the tile attribution), with title and source.
  await page.getByRole('button', { name: 'Karte als Bild kopieren' }).click()
  await page.getByRole('status').filter({ hasText: 'Karte mit Titel, Quelle und Kartenquelle' }).waitFor()
  const map = e2e.clipboard.at(-1)!
  const mapBox = (await page.locator('.report-map').boundingBox())!
  const mapMeta = await sharp(Buffer.from(map.png!)).metadata()
  expect(mapMeta.width).toBe(2 * Math.round(mapBox.width))
  expect(mapMeta.height!).toBeGreaterThan(2 * Math.round(mapBox.height))
  // Not blank: the map's region of the image varies (tiles and borders), and the attribution goes with it.
  const mapRegion = await sharp(Buffer.from(map.png!))
    .extract({ left: 0, top: 80, width: mapMeta.width!, height: Math.round(mapBox.height) })
    .stats()
  expect(Math.max(...mapRegion.channels.map((c) => c.stdev))).toBeGreaterThan(10)
  expect(map.text).toContain('Karte: © Lagebild-Testkacheln')
  expect(map.text).toContain(SAMPLE)
  writeFileSync(join(SCREENSHOT_DIR, 'map-copied-as-image.png'), map.png!)
  await e2e.screenshot('report-citations')
})
