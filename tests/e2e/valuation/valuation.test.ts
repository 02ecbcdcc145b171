// The valuation screen in Chromium over the real sandbox: the subject taken from the open report, every
// quick-valuation endpoint through the form (figures on screen equal the sandbox's own answer), required
// fields named at their fields with the inputs kept, the deprecated endpoint's sunset, a key without
// valuation access, the comparison grid (arithmetic on screen, "how computed", saved and reopened after a
// reload), the plausibility panel, the history, and the layout at 900, 1440 and 1920 px in both languages.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation.test.ts
import { execFileSync } from 'node:child_process'
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { searchAddress, type E2E } from '../harness'
import { e2eTest } from '../fixture'

const ADDRESS = 'Gasstraße 10, 22761 Hamburg'

async function openReport(e2e: E2E, name: string) {
  const page = e2e.page
  await searchAddress(page, ADDRESS, name)
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
}

const deNumber = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'))

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true })
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
    else {
      await field.fill(value)
      await field.press('Tab')
    }
  }
}

async function runValuation(page: Page, kinds: string[]) {
  await page.getByRole('button', { name: 'Bewerten', exact: true }).click()
  for (const k of kinds) await page.locator(`.valuation-result[data-kind="${k}"]`).waitFor({ timeout: 30_000 })
}

/** The elements reaching past the window's right edge (none when nothing scrolls sideways). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > width + 1 && !el.closest('.grid-scroll > *'))
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.right)}`)
    }
    return out.slice(0, 5)
  })
}

describe('valuation in German', () => {
  const it = e2eTest({
    locale: 'de-DE',
    ready: async (e2e) => {
      await e2e.page.goto(e2e.appUrl)
      await openReport(e2e, 'Adresse')
      await e2e.page
        .getByRole('link', { name: 'Bewertung' })
        .or(e2e.page.getByRole('button', { name: 'Bewertung' }))
        .first()
        .click()
      await e2e.page.getByRole('heading', { level: 1, name: 'Bewertung' }).waitFor()
    },
    timeout: 180_000
  })

  it('takes the open report as the subject and values an apartment at every endpoint, as the sandbox answers', async ({
    e2e
  }) => {
    const page = e2e.page
    expect(await page.locator('.valuation-subject__current').innerText()).toContain('22761 Hamburg')
    await fill(page, {
      Objektart: 'Wohnung',
      'Wohnfläche (m²)': '72,5',
      Baujahr: '1965',
      Zustand: 'gut',
      Ausstattung: 'gut'
    })
    await runValuation(page, ['light_apartment', 'vps_apartments', 'alpha'])
    const direct = await e2e.sandbox.request('/api/v2/valuations/properties_light', {
      method: 'POST',
      json: {
        dealType: 'sale',
        property: {
          propertyType: { type: 'apartment' },
          location: await subjectLocation(e2e),
          livingArea: 72.5,
          buildingYear: 1965,
          condition: 'good',
          quality: 'good'
        }
      }
    })
    const answer = (await direct.json()) as { value: number; confidence: string }
    const shown = await page
      .locator('.valuation-result[data-kind="light_apartment"] .valuation-result__value strong')
      .innerText()
    expect(deNumber(shown)).toBe(Math.round(answer.value))
    expect(shown).toContain('EUR')
    // Confidence in words, never a bare number.
    const conf = await page.locator('.valuation-result[data-kind="light_apartment"] .confidence__words').innerText()
    expect(conf).toBe({ poor: 'gering', medium: 'mittel', high: 'hoch' }[answer.confidence])
    expect(await page.locator('.valuation-result[data-kind="vps_apartments"] .confidence__words').innerText()).toMatch(
      /^[1-5] von 5: /
    )
    // The deprecated endpoint names its sunset date.
    expect(
      await page.locator('.valuation-result[data-kind="alpha"] .valuation-result__deprecated').innerText()
    ).toMatch(/abgeschaltet am \d{2}\.\d{2}\.\d{4}/)
    // Sample data, visibly.
    expect(await page.locator('.valuation-results .sample-mark').innerText()).toBe('Beispieldaten, nicht für Gutachten')
    expect(await page.locator('.valuation-result .source').first().innerText()).toContain(
      'POST /api/v2/valuations/properties_light'
    )
    // The plausibility panel sets the quick valuations beside the market median of the open report.
    const market = page.locator('.plausibility tr[data-kind="market"]')
    expect(await market.locator('th').innerText()).toMatch(/^Marktmedian je m² × Wohnfläche \(Hamburg, 20\d\d\)$/)
    expect(await page.locator('.plausibility tr[data-kind="quick"]').count()).toBe(3)
    await e2e.screenshot('valuation-apartment-de')
  })

  it('names missing required fields at their fields and keeps what was entered', async ({ e2e }) => {
    const page = e2e.page
    await fill(page, { Objektart: 'Haus', 'Wohnfläche (m²)': '140' })
    await page.getByRole('button', { name: 'Bewerten', exact: true }).click()
    const problems = page.locator('.valuation-form .field__problem')
    await problems.first().waitFor()
    // Building year, condition and fittings carry over from the apartment; type and land area are missing.
    expect(await problems.count()).toBe(2)
    expect(await page.getByLabel('Grundstücksfläche (m²)', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Objekttyp', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Wohnfläche (m²)', { exact: true }).inputValue()).toBe('140')
    expect(await page.getByLabel('Baujahr', { exact: true }).inputValue()).toBe('1965')
  })

  it('values a house, an apartment building and a plot at their two endpoints each; a large house warns but runs', async ({
    e2e
  }) => {
    const page = e2e.page
    await fill(page, {
      Objekttyp: 'Einfamilienhaus',
      'Wohnfläche (m²)': '500',
      'Grundstücksfläche (m²)': '1200',
      Baujahr: '1995',
      Zustand: 'gut',
      Ausstattung: 'gehoben'
    })
    expect(await page.locator('#vf-livingArea-warning').innerText()).toContain('Über dem Bereich')
    await runValuation(page, ['light_house', 'vps_houses'])
    await fill(page, { Objektart: 'Mehrfamilienhaus', 'Wohnfläche (m²)': '900', 'Grundstücksfläche (m²)': '700' })
    await runValuation(page, ['light_apartment_building', 'vps_apartment_buildings'])
    await fill(page, { Objektart: 'Grundstück', 'Grundstücksfläche (m²)': '600' })
    await runValuation(page, ['light_plot', 'vps_plots'])
    // Each endpoint answered with a value or with the service's own message in place.
    const cards = page.locator('.valuation-result')
    for (let i = 0; i < (await cards.count()); i++) {
      const text = await cards.nth(i).innerText()
      expect(text).toMatch(/EUR|Eingabe|Vergleichsangebote|comparable/)
    }
  })

  it('reads "1.250" m² in the form as 1,250 (the one number reader), not 1.25', async ({ e2e }) => {
    const page = e2e.page
    await fill(page, { Objektart: 'Wohnung', 'Wohnfläche (m²)': '1.250' })
    expect(await page.getByLabel('Wohnfläche (m²)', { exact: true }).inputValue()).toBe('1250')
    expect(await page.locator('#vf-livingArea-warning').innerText()).toContain('Über dem Bereich')
    await fill(page, { 'Wohnfläche (m²)': 'zwölf' })
    expect(await page.getByLabel('Wohnfläche (m²)', { exact: true }).inputValue()).toBe('zwölf')
    expect(await page.locator('#vf-livingArea-problem').innerText()).toContain('Bitte eine Zahl eingeben.')
  })

  it('edits the grid by keyboard alone: one Tab stop, arrows, typing, Enter and Escape; explains a step; keeps the grid across a reload', async ({
    e2e
  }) => {
    const page = e2e.page
    await fill(page, { Objektart: 'Wohnung', 'Wohnfläche (m²)': '72,5' })
    await page.getByRole('button', { name: 'Vergleichsobjekt eintragen' }).click()
    await page.getByRole('button', { name: 'Vergleichsobjekt eintragen' }).click()
    const grid = page.locator('.grid-table-main')
    await grid.waitFor()
    // A new column is named for what it is; its price type row says what kind of price it holds.
    expect(await page.locator('tr[data-row-key="label"] td').allInnerTexts()).toEqual(['', 'Angebot 1', 'Angebot 2'])
    const active = () => page.evaluate(() => document.activeElement?.id ?? '')
    // One Tab stop for the whole grid, whatever the number of columns.
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1)
    await grid.locator('[tabindex="0"]').focus()
    await page.keyboard.press('ArrowRight')
    expect(await active()).toBe('vg-0-1')
    const priceRow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.grid-table-main tbody tr')).findIndex(
        (tr) => tr.getAttribute('data-row-key') === 'pricePerSqm'
      )
    )
    for (let i = 0; i < priceRow; i++) await page.keyboard.press('ArrowDown')
    expect(await active()).toBe(`vg-${priceRow}-1`)
    // Typing starts the editor; Escape discards; German "4.000" is 4,000.
    await page.keyboard.type('9')
    await page.keyboard.press('Escape')
    expect(await active()).toBe(`vg-${priceRow}-1`)
    await page.keyboard.type('4.000')
    await page.keyboard.press('Enter')
    expect(await active()).toBe(`vg-${priceRow}-1`)
    await page.keyboard.press('ArrowRight')
    expect(await active()).toBe(`vg-${priceRow}-2`)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('5.000')
    await page.keyboard.press('Enter')
    // Two offers at 4.000 and 5.000 €/m², same area as the subject and no index: only the 10 % offer
    // discount applies, so the adjusted prices are 3.600 and 4.500, the mean 4.050 and 4.050 × 72,5 m² =
    // 293.625 €, rounded to full 1.000 € by the stated rule.
    const adjusted = page.locator('tr[data-row-key="adjusted"] td')
    expect(await adjusted.allInnerTexts()).toEqual(['', '3.600,00', '4.500,00'])
    expect(await page.locator('tr[data-row-key="priceType"] td').allInnerTexts()).toEqual([
      '',
      'Angebotspreis',
      'Angebotspreis'
    ])
    expect(await page.locator('[data-testid="grid-value"]').innerText()).toBe('294.000 €')
    expect(await page.locator('[data-testid="grid-chain"]').innerText()).toContain(
      'vorläufiger Vergleichswert (Angebotsbasis)'
    )
    // The minimum counts Kaufpreise (§ 24 (1) with § 25), not the two offers.
    expect(await page.locator('[data-testid="grid-issues"]').innerText()).toContain(
      'Einbezogen sind 0 Kaufpreise, 2 Angebote, 0 eigene Fälle, also weniger als 5 Kaufpreise'
    )
    expect(await page.locator('[data-testid="grid-stats"]').innerText()).toContain(
      '95-%-Konfidenzintervall des Mittelwerts'
    )
    // A single figure stands on one line with its unit (at 1280 px '4.050,00' and '€/m²' were split).
    const splitFigures = await page
      .locator('[data-testid="grid-stats"] dd')
      .evaluateAll((dds) =>
        dds
          .filter(
            (d) =>
              !d.textContent!.includes('–') &&
              d.getBoundingClientRect().height > parseFloat(getComputedStyle(d).fontSize) * 2
          )
          .map((d) => d.textContent)
      )
    expect(splitFigures).toEqual([])
    const discountRow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.grid-table-main tbody tr')).findIndex(
        (tr) => tr.getAttribute('data-row-key') === 'offerDiscount'
      )
    )
    await page.keyboard.press('ArrowLeft')
    for (let i = priceRow; i < discountRow; i++) await page.keyboard.press('ArrowDown')
    expect(await active()).toBe(`vg-${discountRow}-1`)
    await page.keyboard.press('Enter')
    expect(await page.locator('.grid-explain').innerText()).toContain('4.000,00 × 0,9000 = 3.600,00')
    // Tab moves along the row and leaves the grid after its last cell.
    await page.keyboard.press('Tab')
    expect(await active()).toBe(`vg-${discountRow}-2`)
    await page.keyboard.press('Tab')
    expect(await active()).not.toMatch(/^vg-/)
    // Back in: the grid remembers its cell. Ctrl+Down reaches the column's status row; Enter excludes it
    // with a reason, and an empty reason takes it back in.
    await grid.locator('[tabindex="0"]').focus()
    expect(await active()).toBe(`vg-${discountRow}-2`)
    await page.keyboard.press('Control+ArrowDown')
    const statusRow = (await page.locator('.grid-table-main tbody tr').count()) - 1
    expect(await active()).toBe(`vg-${statusRow}-2`)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Doppelt erfasst')
    await page.keyboard.press('Enter')
    expect(await page.locator(`#vg-${statusRow}-2`).innerText()).toMatch(/^ausgeschlossen/)
    expect(await page.locator('[data-testid="grid-value"]').innerText()).toBe('261.000 €')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Enter')
    expect(await page.locator(`#vg-${statusRow}-2`).innerText()).toMatch(/^einbezogen/)
    expect(await page.locator('[data-testid="grid-value"]').innerText()).toBe('294.000 €')
    // Ctrl+S saves from the grid.
    await page.keyboard.press('Control+s')
    await page.getByText(/Gespeichert am/).waitFor()
    expect(await active()).toBe(`vg-${statusRow}-2`)
    expect(await page.locator('.plausibility tr[data-kind="grid"] td').first().innerText()).toContain('294.000')
    await e2e.screenshot('valuation-grid-de')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Bewertung' }).waitFor()
    await page.getByLabel('Adresse des Objekts').fill(ADDRESS)
    await page.getByRole('button', { name: 'Objekt festlegen' }).click()
    await grid.waitFor()
    expect(await page.locator('tr[data-row-key="adjusted"] td').allInnerTexts()).toEqual(['', '3.600,00', '4.500,00'])

    // A refused setting keeps what was typed beside its message (it showed the old value in red).
    const discount = page.locator('#grid-discount')
    if (!(await discount.isVisible())) await page.getByText('Angebotsabschlag (%)').first().scrollIntoViewIfNeeded()
    const problem = discount.locator('xpath=following-sibling::p[contains(@class, "field__problem")]')
    for (const refused of ['zehn', '']) {
      await discount.fill(refused)
      await discount.press('Tab')
      await problem.waitFor()
      expect(await discount.inputValue()).toBe(refused)
    }
    await discount.fill('12,5')
    await discount.press('Tab')
    await problem.waitFor({ state: 'detached' })
    expect(await discount.inputValue()).toBe('12,5')
  })

  it('lists the history of the subject and opens an earlier valuation', async ({ e2e }) => {
    const page = e2e.page
    const rows = page.locator('.valuation-history__table tbody tr')
    await rows.first().waitFor()
    expect(await rows.count()).toBeGreaterThanOrEqual(4)
    await rows
      .last()
      .getByRole('button', { name: /^Bewertung vom/ })
      .click()
    await page.locator('.valuation-result[data-kind="alpha"]').waitFor()
    expect(await page.getByLabel('Wohnfläche (m²)', { exact: true }).inputValue()).toBe('72,5')
  })

  it('exports the latest quick valuations and the comparison grid as PDF', async ({ e2e }) => {
    const page = e2e.page
    await page.getByRole('button', { name: 'Bewertung als PDF …' }).click()
    const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
    await saved.waitFor({ timeout: 60_000 })
    const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '')
    const body = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
    expect(body).toContain(`Bewertung: ${ADDRESS}`)
    expect(body).toContain('Schnellbewertungen des Dienstes')
    // The latest run (the plot's, from the test before): its endpoints with their source.
    expect(body).toContain('Schnellbewertung v2 (Grundstück)')
    expect(body).toContain('POST /api/v2/valuations/properties_light')
    expect(body).toContain('Vergleichswertverfahren')
    // The saved grid as saved (subject 72,5 m², two offers at 4.000 and 5.000 €/m²), every step's figures printed,
    // and the chain to the rounded value on its asking-price basis.
    expect(body).toMatch(/angepasster Preis je m²\s+(–\s+)?3\.600,00\s+4\.500,00/i)
    expect(body).toContain('vorläufiger Vergleichswert (Angebotsbasis)')
    expect(body).toContain('294.000')
    expect(body).not.toContain('Ungespeicherte Änderungen')
    expect(body).toContain('Beispieldaten, nicht für Gutachten')
    expect(body).toMatch(/Seite 1 von \d/)
    expect(e2e.exports.pageErrors).toEqual([])
  })

  it('holds its layout without sideways scrolling at 900, 1280, 1440, 1920 and 2560 px', async ({ e2e }) => {
    const page = e2e.page
    for (const width of [900, 1280, 1440, 1920, 2560]) {
      await page.setViewportSize({ width, height: 1000 })
      expect(await overflowing(page), `${width} px`).toEqual([])
      await e2e.screenshot(`valuation-de-${width}`)
    }
  })
})

async function subjectLocation(e2e: E2E) {
  // The subject of the screen is the open report's address and coordinates.
  const label = await e2e.page.locator('.valuation-subject__current').innerText()
  const r = await e2e.sandbox.request('/api/v2/locations/addresses', {
    method: 'POST',
    json: { location: { address: { unstructured: ADDRESS } } }
  })
  const coords = ((await r.json()) as { location: { coordinates: { latitude: number; longitude: number } } }).location
    .coordinates
  return { address: { unstructured: label.trim() }, coordinates: coords }
}

describe('valuation in English, with a key without valuation access', () => {
  const it = e2eTest({
    locale: 'en-US',
    ready: async (e2e) => {
      await e2e.page.goto(`${e2e.appUrl}#/valuation`)
      await e2e.page.getByRole('heading', { level: 1, name: 'Valuation' }).waitFor()
    },
    timeout: 180_000
  })

  it('asks for the subject when there is none: the hint, and a message at the address field with the focus there', async ({
    e2e
  }) => {
    const page = e2e.page
    await page.locator('[data-testid="subject-missing"]').waitFor()
    await page.getByRole('button', { name: 'Set subject' }).click()
    expect(await page.locator('#valuation-address-problem').innerText()).toContain("Please enter the subject's address")
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('valuation-address')
    expect(await page.getByLabel("Subject's address").getAttribute('aria-invalid')).toBe('true')
    // With a subject, the grid assumes nothing: no 70 m², no today; the living area is asked for at its cell.
    await page.getByLabel("Subject's address").fill(ADDRESS)
    await page.getByRole('button', { name: 'Set subject' }).click()
    expect(await page.locator('[data-testid="subject-missing"]').count()).toBe(0)
    const missing = page.getByTestId('grid-missing-area')
    await missing.waitFor()
    expect(await page.locator('#grid-missing-valuationDate').innerText()).toContain('Please enter the valuation date')
    expect(await page.locator('tr[data-row-key="livingArea"] td').first().innerText()).toBe('–')
    await missing.getByRole('button', { name: 'Enter the living area' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vg-editor')
    await page.keyboard.type('64.5')
    await page.keyboard.press('Enter')
    expect(await page.locator('tr[data-row-key="livingArea"] td').first().innerText()).toBe('64.5')
    expect(await missing.count()).toBe(0)
  })

  it('shows 403 in place for each endpoint and keeps the inputs', async ({ e2e }) => {
    const page = e2e.page
    const c = await e2e.app.services.connections.save({ name: 'Basic key', baseUrl: e2e.sandbox.url })
    await e2e.app.services.connections.setKey(c.id, e2e.sandbox.keys.basic)
    await e2e.app.services.connections.setActive(c.id)
    await page.getByLabel("Subject's address").fill(ADDRESS)
    await page.getByRole('button', { name: 'Set subject' }).click()
    await fill(page, { 'Property type': 'Plot', 'Land area (m²)': '600' })
    await page.getByRole('button', { name: 'Value', exact: true }).click()
    await page.locator('.valuation-result[data-kind="vps_plots"]').waitFor()
    const texts = await page.locator('.valuation-result').allInnerTexts()
    for (const text of texts) expect(text.toLowerCase()).toContain('not enabled')
    expect(await page.getByLabel('Land area (m²)', { exact: true }).inputValue()).toBe('600')
    expect(await page.locator('.valuation-results .sample-mark').count()).toBe(0)
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 1000 })
      expect(await overflowing(page), `${width} px`).toEqual([])
      await e2e.screenshot(`valuation-en-${width}`)
    }
  })
})

describe('valuation from a comparables search', () => {
  const MUNICH = { latitude: 48.1374, longitude: 11.5755 }
  const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })

  it('takes the subject and the kept sale offers of "Vergleichsobjekte" into the grid at their offer prices', async ({
    e2e
  }) => {
    const page = e2e.page
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Vergleichsobjekte' }).click()
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=latitude]', String(MUNICH.latitude))
    await page.fill('input[name=longitude]', String(MUNICH.longitude))
    await page.fill('input[name=livingArea]', '80')
    await page.fill('input[name=buildingYear]', '1995')
    await page.selectOption('select[name=radius]', '2000')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-count').waitFor()

    await nav.getByRole('button', { name: 'Bewertung' }).click()
    await page.getByRole('heading', { level: 1, name: 'Bewertung' }).waitFor()
    expect(await page.locator('.valuation-subject__current').innerText()).toBe('Marienplatz 1, 80331 München')
    expect(await page.getByLabel('Wohnfläche (m²)', { exact: true }).inputValue()).toBe('80')
    const take = page.getByTestId('import-kept')
    const label = await take.innerText()
    const count = Number(/\((\d+)\)/.exec(label)![1])
    expect(count).toBeGreaterThan(3)
    await take.click()
    const columns = page.locator('tr[data-row-key="adjusted"] td')
    await expect.poll(() => columns.count()).toBe(count + 1)

    // Every column carries its offer's own asking price per m², as the sandbox has it, named as such.
    const res = await e2e.sandbox.request('/api/v2/offers/search', {
      method: 'POST',
      json: {
        filters: { location: { circle: { center: { coordinates: MUNICH }, radius: 2000 } }, dealType: 'sale' },
        limit: 3000,
        offset: 0
      }
    })
    const byId = new Map(
      ((await res.json()) as { items: Array<{ id: string; salePricePerSqm?: number }> }).items.map((o) => [
        o.id,
        o.salePricePerSqm
      ])
    )
    const ids = await page
      .locator('.grid-table-main thead th[data-id]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-id')!))
    const prices = (await page.locator('tr[data-row-key="pricePerSqm"] td').allInnerTexts()).slice(1)
    expect(ids).toHaveLength(count)
    ids.forEach((id, i) => {
      expect(prices[i]!, id).toMatch(/^Angebotspreis /)
      expect(deNumber(prices[i]!), id).toBeCloseTo(byId.get(id)!, 2)
    })
    expect(await page.locator('tr[data-row-key="priceType"] td').nth(1).innerText()).toBe('Angebotspreis')
    // Taken once: nothing is left to take when every kept offer is in the grid.
    expect(await take.count()).toBe(0)

    // Each comparable's location score comes from the service (its lowest division's overall score, as the
    // subject's), labelled as the vendor's score.
    const note = page.getByTestId('score-note')
    await note.waitFor()
    expect(await note.innerText()).toContain(
      `Lagescores: ${count} von ${count} Vergleichsobjekten vom Dienst übernommen`
    )
    const offers = (
      (await (
        await e2e.sandbox.request('/api/v2/offers/search', {
          method: 'POST',
          json: {
            filters: { location: { circle: { center: { coordinates: MUNICH }, radius: 2000 } }, dealType: 'sale' },
            limit: 3000,
            offset: 0
          }
        })
      ).json()) as {
        items: Array<{ id: string; location?: { coordinates?: { latitude: number; longitude: number } } }>
      }
    ).items
    const scores = (await page.locator('tr[data-row-key="locationScore"] td').allInnerTexts()).slice(1)
    for (const [i, id] of ids.slice(0, 3).entries()) {
      const at = offers.find((o) => o.id === id)!.location!.coordinates!
      const answer = await (
        await e2e.sandbox.request('/api/v2/locations/addresses', {
          method: 'POST',
          json: { location: { coordinates: at } }
        })
      ).json()
      expect(scores[i]!, id).toContain('(Score des Anbieters)')
      expect(deNumber(scores[i]!), id).toBeCloseTo(answer.scores.overall, 2)
    }
    await e2e.screenshot('valuation-from-comparables-de')
  })
})
