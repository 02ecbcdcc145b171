// Marktdaten end to end in Chromium over the real services and a real sandbox: every figure on screen
// equals the sandbox's own price_filter answer, the exposé table holds every exposé, sorts and copies
// as a table with its source; bad input is named in place and kept; with the sandbox gone, the same
// query answers from disk (marked offline) and a saved query reopens; English and the three widths.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/market/market.test.ts
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import type { PriceFilterResponse } from '@shared/api/v1'
import { formatNumber } from '@renderer/kit/format'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'
import { ROOT } from '../../helpers/root'

const ADDRESS = 'Marienplatz 1, 80331 München'
let answer: PriceFilterResponse

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    const q = new URLSearchParams({ address: ADDRESS, type_of_demand: 'rent', radius: '10000' })
    answer = await (await e2e.sandbox.request(`/api/v1/price_filter?${q}`)).json()
    await e2e.page.goto(e2e.appUrl)
  }
})

const de = (v: number, digits = 0) => formatNumber('de-DE', v, digits)

describe('market data', () => {
  // A hang guard only: on a loaded machine the PDF alone can take minutes; its wait has no limit of its own.
  it(
    'shows the sandbox answer with every exposé, sorts, copies, and reads the same query offline',
    { timeout: 600_000 },
    async ({ e2e }) => {
      const { page } = e2e
      expect(answer.count).toBeGreaterThan(300)
      await openArea(page, 'Marktdaten')
      // Defaults and the service's own limits are said on screen.
      expect(await page.getByTestId('market-defaults').textContent()).toContain('3.000 Angeboten')

      // Bad input: named in place, nothing sent, what was typed stays.
      await page.fill('input[name=address]', ADDRESS)
      await page.fill('input[name=roomsMin]', '5')
      await page.fill('input[name=roomsMax]', '2')
      await page.fill('input[name=areaMin]', 'viel')
      await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
      await page.getByText('Wohnfläche von: ist keine Zahl.').waitFor()
      await page.getByText('Der Mindestwert liegt über dem Höchstwert: Zimmer').waitFor()
      expect(await page.inputValue('input[name=roomsMin]')).toBe('5')
      expect(await page.inputValue('input[name=areaMin]')).toBe('viel')
      await page.fill('input[name=roomsMin]', '')
      await page.fill('input[name=roomsMax]', '')
      await page.fill('input[name=areaMin]', '')

      await page.selectOption('select[name=radius]', '10000')
      await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
      await page.getByTestId('fig-count').waitFor()
      expect(await page.getByTestId('fig-count').textContent()).toBe(de(answer.count))
      expect(await page.getByTestId('fig-median').textContent()).toBe(`${de(answer.median!, 2)} EUR/m²`)
      expect(await page.getByTestId('fig-average').textContent()).toBe(`${de(answer.average!, 2)} EUR/m²`)
      expect(await page.getByTestId('fig-minimum').textContent()).toBe(`${de(answer.minimum_price!, 2)} EUR/m²`)
      expect(await page.getByTestId('fig-maximum').textContent()).toBe(`${de(answer.maximum_price!, 2)} EUR/m²`)
      expect(await page.getByTestId('fig-interval').textContent()).toBe(
        `${de(answer.interval['10']!, 2)} – ${de(answer.interval['90']!, 2)} EUR/m²`
      )
      expect(await page.getByTestId('fig-duration').textContent()).toBe(`${de(answer.median_duration!)} Tage`)
      const params = await page.getByTestId('market-params').textContent()
      // In words, with the service's defaults named (they were the API's names: 'radius 10000', 'type_of_demand rent').
      expect(params).toContain('Umkreis 10.000 m')
      expect(params).toContain('Zimmer 1 (Standard) bis 7 (Standard)')
      expect(params).toContain('Vermarktung Miete')
      expect(params).not.toMatch(/type_of_demand|object_type|living_space|radius/)
      // The default publication window is stated, with its end as the Stichtag.
      expect(await page.getByTestId('fig-period').textContent()).toMatch(/^01\.02\.2018 – \d{2}\.\d{2}\.\d{4}$/)
      expect(await page.getByTestId('fig-period-default').textContent()).toBe(
        'Standard des Dienstes: ab 01.02.2018 bis zum Vortag der Abfrage'
      )
      const stichtag = (await page.getByTestId('fig-stichtag').textContent())!
      expect(stichtag).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
      expect(await page.getByTestId('sample-data').isVisible()).toBe(true)
      expect(await page.locator('.market').textContent()).toContain(
        'Angebotsdaten (Angebotspreise), keine Transaktionspreise'
      )
      await expect
        .poll(() => page.locator('[data-chart=market-hist] canvas').evaluate((c: HTMLCanvasElement) => c.width))
        .toBeGreaterThan(0)
      await expect
        .poll(() => page.locator('[data-chart=market-scatter] canvas').evaluate((c: HTMLCanvasElement) => c.width))
        .toBeGreaterThan(0)

      // The table: every exposé is a row (virtual: only those in view are in the DOM), sorted by price per m².
      const table = page.getByTestId('market-table')
      expect(await table.getAttribute('aria-rowcount')).toBe(String(answer.exposes.length + 1))
      const bySqm = [...answer.exposes].sort(
        (a, b) => (a.price_square_meter ?? Infinity) - (b.price_square_meter ?? Infinity)
      )
      expect(await table.locator('[data-expose]').first().getAttribute('data-expose')).toBe(String(bySqm[0]!.url_id))
      await table.getByRole('columnheader', { name: /Angebotsmiete\/m²/ }).click()
      expect(await table.locator('[data-expose]').first().getAttribute('data-expose')).toBe(
        String(bySqm.at(-1)!.url_id)
      )
      expect(await table.locator('[data-expose]').count()).toBeLessThan(60)
      // Scrolled to the end, the last row is there.
      await table.evaluate((el) => (el.scrollTop = el.scrollHeight))
      await expect.poll(() => table.locator(`[data-expose="${bySqm[0]!.url_id}"]`).count()).toBe(1)

      await page.getByRole('button', { name: 'Tabelle kopieren' }).click()
      await page.getByText('In die Zwischenablage kopiert.').waitFor()
      const copied = e2e.clipboard.at(-1)!
      const lines = copied.text!.split('\n')
      expect(lines[1]!.split('\t')).toHaveLength(30)
      expect(lines).toHaveLength(answer.exposes.length + 3)
      expect(lines.at(-1)).toContain('Lagebild-Beispieldaten')
      expect(copied.html).toContain('<table>')

      await table.evaluate((el) => {
        el.scrollLeft = 0
        el.scrollTop = 0
      })
      for (const width of [900, 1440, 1920]) {
        await page.setViewportSize({ width, height: 1000 })
        await e2e.screenshot(`market-de-${width}`)
      }
      await page.setViewportSize({ width: 1280, height: 900 })

      // The answer as PDF: figures, both charts drawn, every exposé, citation and sample-data marking.
      await page.getByRole('button', { name: 'Marktdaten als PDF …' }).click()
      const pdfSaved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
      await pdfSaved.waitFor({ timeout: 0 })
      const pdf = (await pdfSaved.innerText()).replace(/^PDF gespeichert: /, '')
      const body = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
      const flat = body.replace(/\s+/g, ' ')
      expect(body).toContain(`Marktdaten: ${ADDRESS} · Miete`)
      expect(flat).toContain(`Median ${de(answer.median!, 2)} EUR/m²`)
      expect(flat).toContain(`Angebote (${de(answer.exposes.length)})`)
      for (const e of answer.exposes.filter((_, i) => i % 97 === 0)) expect(body).toContain(String(e.url_id))
      // The citation's endpoint with every parameter (lines may wrap anywhere in it).
      expect(body.replace(/\s+/g, '')).toContain(
        'Endpunkt:GET/api/v1/price_filter?address=Marienplatz1,80331München&type_of_demand=rent&radius=10000'
      )
      expect(flat).toContain('Basis: Angebotsdaten')
      expect(flat).toContain(`Stichtag ${stichtag}`)
      expect(flat).toContain(`Datenstand: Stichtag ${stichtag} (Angebote veröffentlicht 01.02.2018 – ${stichtag})`)
      expect(flat).toContain(
        'Parameter der Abfrage: Adresse Marienplatz 1, 80331 München; Vermarktung Miete; Zimmer 1 (Standard) bis 7 (Standard)'
      )
      expect(body).toContain('Beispieldaten, nicht für Gutachten')
      expect(body).toMatch(/Seite 1 von \d+/)
      // Both charts are drawn on the first two pages (not blank canvases).
      const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '2', pdf], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => / image /.test(l))
      expect(images.length).toBeGreaterThanOrEqual(2)
      // The charts' lower half of page 1 is not blank (pdftoppm).
      const png = join(e2e.exports.dir, 'market-page1')
      execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '40', '-png', '-singlefile', pdf, png])
      const { width, height } = await sharp(`${png}.png`).metadata()
      const charts = await sharp(`${png}.png`)
        .extract({
          left: Math.round(width! * 0.05),
          top: Math.round(height! * 0.5),
          width: Math.round(width! * 0.9),
          height: Math.round(height! * 0.4)
        })
        .stats()
      expect(Math.max(...charts.channels.map((c) => c.stdev))).toBeGreaterThan(10)
      execFileSync('pdftoppm', [
        '-f',
        '1',
        '-l',
        '3',
        '-r',
        '60',
        '-png',
        pdf,
        join(ROOT, 'test-output/e2e/market-pdf-page')
      ])
      expect(e2e.exports.pageErrors).toEqual([])

      // Offline: the sandbox is gone. The same query answers from disk, marked; a saved query reopens.
      await e2e.sandbox.close()
      await page.goto(e2e.appUrl)
      await openArea(page, 'Marktdaten')
      const saved = page.locator('.market__recent button').first()
      expect(await saved.textContent()).toContain(ADDRESS)
      await saved.click()
      await page.getByTestId('fig-count').waitFor()
      expect(await page.getByTestId('fig-median').textContent()).toBe(`${de(answer.median!, 2)} EUR/m²`)
      expect(await page.inputValue('input[name=address]')).toBe(ADDRESS)
      await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
      await page.getByTestId('market-offline').waitFor()
      expect(await page.getByTestId('fig-count').textContent()).toBe(de(answer.count))
      await e2e.screenshot('market-de-offline')
      // Another query cannot be answered offline: said in place, the input stays.
      await page.selectOption('select[name=demand]', 'buy')
      await page.getByRole('button', { name: 'Marktdaten abrufen' }).click()
      await page.getByTestId('market-error').waitFor()
      expect(await page.getByTestId('market-error').textContent()).toMatch(/nicht erreichbar|offline/i)
      // The frame says so on this screen too (main's one online state, fed by every request).
      expect(await page.getByTestId('frame-offline').textContent()).toContain('Der Dienst ist seit')
      expect(await page.inputValue('select[name=demand]')).toBe('buy')
      expect(e2e.pageErrors).toEqual([])
    }
  )
})

describe('market data in English', () => {
  const inEnglish = e2eTest({ locale: 'en-GB' })

  inEnglish('asks for a place, names a hostile address as text, and fits 900 to 1920 px', async ({ e2e: en }) => {
    const { page } = en
    await openArea(page, 'Market', 'Main navigation')
    await page.getByRole('button', { name: 'Get market data' }).click()
    await page.getByText('Please enter an address, or latitude and longitude.').waitFor()
    await page.fill('input[name=address]', '<img src=x onerror="window.__pwned=1">Nowhere 99999')
    await page.getByRole('button', { name: 'Get market data' }).click()
    await page.getByTestId('market-error').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    // Nothing matches: said in place, no empty charts or table.
    await page.fill('input[name=address]', 'Gasstraße 10, 22761 Hamburg')
    await page.fill('input[name=roomsMin]', '19.5')
    await page.getByRole('button', { name: 'Get market data' }).click()
    await page.getByTestId('market-none').waitFor()
    expect(await page.getByTestId('market-none').textContent()).toContain('No listings for these parameters')
    expect(await page.locator('[data-chart]').count()).toBe(0)
    expect(await page.getByTestId('market-table').count()).toBe(0)
    await page.fill('input[name=roomsMin]', '')
    await page.selectOption('select[name=demand]', 'buy')
    await page.fill('input[name=areaMax]', '10000')
    await page.getByRole('button', { name: 'Get market data' }).click()
    await page.getByTestId('fig-count').waitFor()
    expect(await page.locator('.market').textContent()).toContain('Offer data (asking prices), not transaction prices')
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 1000 })
      await en.screenshot(`market-en-${width}`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      expect(overflow).toBeLessThanOrEqual(0)
      // The listings table as painted in view: not blank (head and rows drawn).
      const table = page.getByTestId('market-table')
      await table.scrollIntoViewIfNeeded()
      const shot = await table.screenshot({
        path: join(ROOT, `test-output/e2e/market-en-${width}-table.png`)
      })
      const { channels } = await sharp(shot).stats()
      expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20)
    }
    expect(en.pageErrors).toEqual([])
  })
})
