// The comparables search's remaining filters in Chromium over the real sandbox: price per m², rooms,
// the publication window, furnished / subsidised / first occupancy and the service's order. The app
// sends them as typed (the answer equals the sandbox's own for the same request), cites them in the
// source line, and a saved set brings them back into the form. The report library lists saved sets,
// linked to the saved location report of their address.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables-filters.test.ts
import { describe, expect } from 'vitest'
import { formatNumber } from '@renderer/kit/format'
import { openArea, searchAddress, type E2E } from '../harness'
import { e2eTest } from '../fixture'

const HAMBURG = { latitude: 53.5535, longitude: 9.9354 }

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.goto(e2e.appUrl)
    await openArea(e2e.page, 'Vergleichsobjekte')
  },
  timeout: 180_000
})

describe('comparables filters', () => {
  it('sends every filter as typed, cites them, and restores them from a saved set', async ({ e2e }) => {
    const { page, sandbox } = e2e
    await page.fill('input[name=address]', 'Gasstraße 10, 22761 Hamburg')
    await page.fill('input[name=latitude]', String(HAMBURG.latitude))
    await page.fill('input[name=longitude]', String(HAMBURG.longitude))
    await page.fill('input[name=livingArea]', '65')
    await page.selectOption('select[name=dealType]', 'rent')
    await page.selectOption('select[name=radius]', '10000')
    await page.fill('input[name=ppsMin]', '8')
    await page.fill('input[name=ppsMax]', '30')
    await page.fill('input[name=roomsMin]', '2')
    // Date fields in the German form (they used to be the system's date picker, showing MM/DD/YYYY).
    await page.fill('input[name=startFrom]', '1.1.2022')
    await page.fill('input[name=endUntil]', '31.10.2026')
    await page.getByLabel('Nur möblierte Angebote').check()
    await page.selectOption('select[name=orderField]', 'rentNetPerSqm')
    await page.selectOption('select[name=orderDir]', 'asc')
    expect(await page.getByText('liefert der Dienst nur Angebote, die nicht möbliert').count()).toBe(1)
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-count').waitFor()

    const direct = await (
      await sandbox.request('/api/v2/offers/search', {
        method: 'POST',
        json: {
          filters: {
            location: { circle: { center: { coordinates: HAMBURG }, radius: 10000 } },
            dealType: 'rent',
            propertyType: [{ code: 'apartment' }],
            pricePerSqm: { min: 8, max: 30 },
            numberOfRooms: { min: 2 },
            startDate: { min: '2022-01-01' },
            endDate: { max: '2026-10-31' },
            isFurnished: true,
            isSubsidizedHousing: false
          },
          referenceProperty: { livingArea: 65 },
          orderBy: [{ field: 'rentNetPerSqm', direction: 'asc' }],
          limit: 3000,
          offset: 0
        }
      })
    ).json()
    expect(direct.items.length).toBeGreaterThan(0)
    for (const o of direct.items) expect(o.isFurnished).toBe(true)
    expect(await page.getByTestId('comparables-count').textContent()).toContain(
      `${formatNumber('de-DE', direct.items.length)} Angebote`
    )
    const source = (await page.getByTestId('comparables-source').textContent()) ?? ''
    expect(source).toContain('Quelle: Lagebild-Beispieldaten (erzeugt, nicht zitierfähig), POST /api/v2/offers/search')
    // The parameters in words, dates in the German form (they were the API's names: 'pricePerSqm 8–30', 'orderBy rentNetPerSqm asc').
    for (const part of [
      'Umkreis 10 km',
      'Miete',
      'Angebotsmiete je m² (netto kalt) 8 EUR bis 30 EUR',
      'Zimmer ab 2',
      'Erstmals angeboten ab 01.01.2022',
      'Zuletzt gesehen bis 31.10.2026',
      'Nur möblierte Angebote',
      'Reihenfolge des Dienstes: Angebotsmiete je m² (netto kalt), aufsteigend'
    ]) {
      expect(source).toContain(part)
    }
    expect(source).not.toMatch(
      /\b(pricePerSqm|numberOfRooms|startDate|endDate|isFurnished|orderBy|rentNetPerSqm|radius)\b/
    )
    await e2e.screenshot('comparables-filters-de')

    // Saved, reloaded, reopened: the form shows the same filters.
    await page.fill('input[name=setLabel]', 'Möbliert Altona')
    await page.locator('[data-action=save]').click()
    await page.getByTestId('comparables-saved').waitFor()
    await page.goto(e2e.appUrl)
    await openArea(page, 'Vergleichsobjekte')
    await page.locator('[data-testid=comparables-sets] [data-set] [data-action=open-set]').first().click()
    await page.getByTestId('comparables-count').waitFor()
    expect(await page.inputValue('input[name=ppsMin]')).toBe('8')
    expect(await page.inputValue('input[name=roomsMin]')).toBe('2')
    expect(await page.inputValue('input[name=startFrom]')).toBe('01.01.2022')
    expect(await page.inputValue('input[name=endUntil]')).toBe('31.10.2026')
    expect(await page.getByLabel('Nur möblierte Angebote').isChecked()).toBe(true)
    expect(await page.inputValue('select[name=orderField]')).toBe('rentNetPerSqm')
    expect(await page.inputValue('select[name=orderDir]')).toBe('asc')

    // The report library lists the set; no location report of that address is saved, and it says so.
    await openArea(page, 'Berichtsarchiv')
    const listed = page.locator('[data-testid=library-sets] [data-set]').first()
    await listed.waitFor()
    expect(await listed.innerText()).toContain('Möbliert Altona: Gasstraße 10, 22761 Hamburg')
    expect(await listed.innerText()).toContain('kein gespeicherter Lagebericht zu dieser Adresse')

    // With the address's report saved, a set saved again is linked to it: from the library to the report.
    await searchAddress(page, 'Gasstraße 10, 22761 Hamburg')
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    await openArea(page, 'Berichtsarchiv')
    await page.locator('[data-testid=library-sets] [data-action=open-set]').first().click()
    await page.getByTestId('comparables-count').waitFor()
    await page.fill('input[name=setLabel]', 'Möbliert Altona mit Bericht')
    await page.locator('[data-action=save]').click()
    await page.getByTestId('comparables-saved').waitFor()
    await openArea(page, 'Berichtsarchiv')
    const linked = page.locator('[data-testid=library-sets] li', { hasText: 'Möbliert Altona mit Bericht' })
    await linked.locator('[data-action=open-set-report]').click()
    await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toContain('Gasstraße 10')
    expect(e2e.pageErrors).toEqual([])
  }, 240_000)

  // A saved request's numbers were written back as JavaScript writes them: 72.125 m² became "72.125",
  // which the German form reads as 72,125 m², and searching again sent another request.
  it('writes a saved request back in German so that searching again sends the same numbers', async ({ e2e }) => {
    const { page } = e2e
    const saved = await saveDecimalSet(e2e, 'Dezimalen Altona')

    await page.goto(e2e.appUrl)
    await openArea(page, 'Vergleichsobjekte')
    await page.locator(`[data-testid=comparables-sets] [data-set="${saved.id}"] [data-action=open-set]`).click()
    await page.getByTestId('comparables-count').waitFor()
    const shown = {
      livingArea: '72,5',
      areaMin: '72,125',
      areaMax: '1000',
      ppsMin: '2,125',
      ppsMax: '25000',
      priceMax: '2500000'
    }
    for (const [name, text] of Object.entries(shown))
      expect({ name, text: await page.inputValue(`input[name=${name}]`) }).toEqual({ name, text })
    // The source line cites them as sent (it said 72,1 m² and 2,1 EUR).
    const source = (await page.getByTestId('comparables-source').textContent()) ?? ''
    for (const part of ['72,125 m²', '2,125 EUR']) expect(source).toContain(part)

    await searchAgainAndCheck(e2e, 'Vergleichsobjekte suchen', 'Dezimalen Altona erneut gesucht')
  }, 240_000)

  // The search read the English form by German rules: "72.125" went out as 72,125 m².
  it('reads the reopened request in English by English rules', async ({ e2e }) => {
    const { page } = e2e
    const saved = await saveDecimalSet(e2e, 'Decimals Altona')
    e2e.app.services.settings.update({ language: 'en' })
    try {
      await page.goto(e2e.appUrl)
      await openArea(page, 'Comparables', 'Main navigation')
      await page.locator(`[data-testid=comparables-sets] [data-set="${saved.id}"] [data-action=open-set]`).click()
      await page.getByTestId('comparables-count').waitFor()
      const shown = { livingArea: '72.5', areaMin: '72.125', ppsMin: '2.125', priceMax: '2500000' }
      for (const [name, text] of Object.entries(shown))
        expect({ name, text: await page.inputValue(`input[name=${name}]`) }).toEqual({ name, text })
      await searchAgainAndCheck(e2e, 'Search comparables', 'Decimals Altona searched again')
    } finally {
      e2e.app.services.settings.update({ language: 'de' })
    }
  }, 240_000)
})

const DECIMAL_FILTERS = {
  livingArea: { min: 72.125, max: 1000 },
  pricePerSqm: { min: 2.125, max: 25000 },
  price: { max: 2500000 }
}

/** A saved set (through main's service) whose request has three-decimal filters. */
async function saveDecimalSet(e2e: E2E, label: string) {
  const service = e2e.app.services.comparables
  const result = await service.search({
    subject: { address: 'Gasstraße 10, 22761 Hamburg', livingArea: 72.5, propertyType: 'apartment' },
    request: {
      filters: {
        location: { circle: { center: { coordinates: HAMBURG }, radius: 10000 } },
        dealType: 'sale',
        propertyType: [{ code: 'apartment' }],
        ...DECIMAL_FILTERS
      },
      orderBy: [{ field: 'similarityScore', direction: 'desc' }]
    }
  })
  expect(result.items.length).toBeGreaterThan(0)
  return service.save({ label, result, marks: {}, hideOutliers: true, compareIds: [], notes: '', reportId: null })
}

/** Searches again from the reopened form, saves the answer and checks the request it sent. */
async function searchAgainAndCheck(e2e: E2E, button: string, label: string) {
  const { page } = e2e
  const service = e2e.app.services.comparables
  await page.getByRole('button', { name: button }).click()
  // A new search is no saved set: the set's PDF appendix choice goes once its answer is in.
  await page.locator('input[name=pdfAppendix]').waitFor({ state: 'detached', timeout: 60_000 })
  await page.fill('input[name=setLabel]', label)
  await page.locator('[data-action=save]').click()
  await expect.poll(() => service.list().some((s) => s.label === label), { timeout: 60_000 }).toBe(true)
  const again = service.open(service.list().find((s) => s.label === label)!.id).result.query
  expect(again.request.filters).toMatchObject(DECIMAL_FILTERS)
  expect(again.subject.livingArea).toBe(72.5)
  expect(e2e.pageErrors).toEqual([])
}
