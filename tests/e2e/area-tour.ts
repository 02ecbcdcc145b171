// A case through every area, as the layout, language and axe scans need it: a report, market data
// with results, comparables with results, a valuation grid taken from the kept comparables, a
// portfolio group with a property open, the library and the settings. `show(area)` moves to an area
// from the side navigation and waits until its content is drawn.
import type { Page } from 'playwright-core'
import type { E2E } from './harness'

export const AREAS = [
  'search',
  'report',
  'market',
  'comparables',
  'valuation',
  'portfolio',
  'library',
  'settings'
] as const
export type Area = (typeof AREAS)[number]

export const ADDRESS = 'Marienplatz 1, 80331 München'
const MUNICH = { latitude: 48.1374, longitude: 11.5755 }

const WORDS = {
  de: {
    nav: 'Hauptnavigation',
    names: {
      search: 'Adresssuche',
      report: 'Lagebericht',
      market: 'Marktdaten',
      comparables: 'Vergleichsobjekte',
      valuation: 'Bewertung',
      portfolio: 'Portfolio',
      library: 'Berichtsarchiv',
      settings: 'Einstellungen'
    },
    address: 'Adresse',
    marketSubmit: 'Marktdaten abrufen',
    comparablesSubmit: 'Vergleichsobjekte suchen'
  },
  en: {
    nav: 'Main navigation',
    names: {
      search: 'Address search',
      report: 'Location report',
      market: 'Market',
      comparables: 'Comparables',
      valuation: 'Valuation',
      portfolio: 'Portfolio',
      library: 'Report library',
      settings: 'Settings'
    },
    address: 'Address',
    marketSubmit: 'Get market data',
    comparablesSubmit: 'Search comparables'
  }
}

/** What each area shows once it is drawn with its content. */
const READY: Record<Area, string> = {
  search: 'main h1',
  report: '[data-report-drawn]',
  market: '[data-testid=market-table]',
  comparables: '[data-testid=comparables-list] [data-offer]',
  valuation: '.grid-table-main [data-col]',
  portfolio: '.property-panel h2',
  library: 'main h1',
  settings: 'main h1'
}

export interface Tour {
  language: 'de' | 'en'
  show(area: Area): Promise<void>
}

/** Fills every area with a case; the page is left on the settings. A step that fails leaves a screenshot. */
export async function tourCase(e2e: E2E, language: 'de' | 'en'): Promise<Tour> {
  try {
    return await fill(e2e, language)
  } catch (err) {
    await e2e.screenshot(`tour-failed-${language}`).catch(() => undefined)
    throw err
  }
}

async function fill(e2e: E2E, language: 'de' | 'en'): Promise<Tour> {
  const { page } = e2e
  const w = WORDS[language]
  const show = async (area: Area) => {
    await page
      .getByRole('navigation', { name: w.nav })
      .getByRole('button', { name: w.names[area], exact: true })
      .click()
    await page.locator(READY[area]).first().waitFor({ timeout: 60_000 })
  }

  const post = async (path: string, json: unknown) =>
    (await (await e2e.sandbox.request(path, { method: 'POST', json })).json()) as { id: string }
  const group = await post('/api/v2/property_groups', {
    customId: language === 'de' ? 'Bestand Süd' : 'South holdings'
  })
  await post('/api/v2/properties', {
    customId: language === 'de' ? 'Wohnhaus Hauptstraße' : 'House on the high street',
    parentId: group.id,
    location: { coordinates: { latitude: 48.14, longitude: 11.58 } },
    livingArea: 120,
    buildingYear: 1995
  })

  await page.goto(e2e.appUrl)
  const input = page.getByRole('combobox', { name: w.address })
  await input.fill(ADDRESS)
  await input.press('Enter')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })

  await show('search')
  await page.getByRole('navigation', { name: w.nav }).getByRole('button', { name: w.names.market, exact: true }).click()
  await page.getByRole('button', { name: w.marketSubmit }).click()
  await page.locator(READY.market).waitFor({ timeout: 60_000 })

  await page
    .getByRole('navigation', { name: w.nav })
    .getByRole('button', { name: w.names.comparables, exact: true })
    .click()
  await page.fill('input[name=address]', ADDRESS)
  await page.fill('input[name=latitude]', String(MUNICH.latitude))
  await page.fill('input[name=longitude]', String(MUNICH.longitude))
  await page.fill('input[name=livingArea]', '80')
  await page.fill('input[name=buildingYear]', '1995')
  await page.selectOption('select[name=radius]', '2000')
  await page.getByRole('button', { name: w.comparablesSubmit }).click()
  await page.locator(READY.comparables).first().waitFor({ timeout: 60_000 })

  await page
    .getByRole('navigation', { name: w.nav })
    .getByRole('button', { name: w.names.valuation, exact: true })
    .click()
  await page.getByTestId('import-kept').click()
  await page.locator(READY.valuation).first().waitFor({ timeout: 60_000 })

  await page
    .getByRole('navigation', { name: w.nav })
    .getByRole('button', { name: w.names.portfolio, exact: true })
    .click()
  await page
    .getByRole('button', { name: language === 'de' ? 'Bestand Süd' : 'South holdings', exact: true })
    .first()
    .click()
  await page.locator('.property-list').getByRole('button').first().click()
  await page.locator(READY.portfolio).waitFor({ timeout: 60_000 })

  await show('library')
  await show('settings')
  return { language, show }
}

/** The page's language words for tests that name things. */
export const tourWords = WORDS

export type { Page }
