// Appraisers cite every figure: under each chart and under each group of figures of a location report
// (map, scores, social structure, ages and households, infrastructure, risk and buildings, region and
// rental law, building block) the connection, the endpoint and the date fetched, in German DD.MM.YYYY.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report-citations.test.ts
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHART_SPECS } from '@renderer/components/charts/catalog'
import { startE2E, type E2E } from './harness'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ locale: 'de-DE' })
  await e2e.page.goto(e2e.appUrl)
})
afterAll(async () => {
  await e2e?.close()
})

const ENDPOINTS = {
  addresses: 'POST /api/v2/locations/addresses',
  regions: 'POST /api/v2/locations/regions',
  block: 'GET /api/v1/block'
}

it('names source and date under every chart and every group of figures', async () => {
  const page = e2e.page
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill('Marienplatz 1, 80331 München')
  await input.press('Enter')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })

  const header = await page.locator('.report-header').innerText()
  const date = /Stand: (\d{2}\.\d{2}\.\d{4})/.exec(header)?.[1]
  expect(date, header).toBeDefined()
  const cites = (text: string, ...endpoints: string[]) => {
    expect(text).toContain('Quelle: Sandbox')
    for (const e of endpoints) expect(text).toContain(e)
    expect(text).toContain(`Stand: ${date}`)
  }

  // Every Chart field of both answers has its figure, each with its own source line.
  const charts = await page.locator('figure[data-chart]').evaluateAll((figs) =>
    figs.map((f) => ({ field: f.getAttribute('data-chart')!, caption: (f.querySelector('figcaption') as HTMLElement | null)?.innerText ?? '' }))
  )
  expect(charts.map((c) => c.field)).toEqual(CHART_SPECS.map((s) => s.field))
  for (const c of charts) cites(c.caption, ENDPOINTS[CHART_SPECS.find((s) => s.field === c.field)!.part])

  // Every other section of the report ends with its source line.
  const sections = await page.locator('section.report-section').evaluateAll((els) =>
    els
      .filter((s) => !s.querySelector('figure[data-chart]'))
      .map((s) => ({
        heading: (s.querySelector('h2') as HTMLElement | null)?.innerText ?? '',
        source: [...s.children].filter((c) => c.matches('p.source')).map((c) => (c as HTMLElement).innerText)
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
    expect(s.source, s.heading).toHaveLength(1)
    cites(s.source[0]!)
  }
  const sourceOf = (n: number) => sections[n]!.source[0]!
  cites(sourceOf(0), ENDPOINTS.addresses, ENDPOINTS.regions)
  cites(sourceOf(sections.length - 1), ENDPOINTS.block)
  await e2e.screenshot('report-citations')
})
