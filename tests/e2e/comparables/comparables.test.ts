// Comparables end to end in Chromium over the real services and a real sandbox: search around a
// subject, the figures on screen equal the sandbox's answer (summary computed here independently);
// pin, exclude with a required reason, switch the outlier rule, compare side by side, save; stop the
// sandbox, reload, open the saved set: the same set and figures; a new search says offline and keeps
// what was typed.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables.test.ts
import { execFileSync } from 'node:child_process'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import type { Offer } from '@shared/api/v2-offers'
import { formatNumber } from '@renderer/kit/format'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const MUNICH = { latitude: 48.1374, longitude: 11.5755 }
let answer: { items: Offer[]; totalItems: number }

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    const res = await e2e.sandbox.request('/api/v2/offers/search', {
      method: 'POST',
      json: {
        filters: {
          location: { circle: { center: { coordinates: MUNICH }, radius: 2000 } },
          dealType: 'sale',
          propertyType: [{ code: 'apartment' }]
        },
        referenceProperty: { livingArea: 80, buildingYear: 1995 },
        orderBy: [{ field: 'similarityScore', direction: 'desc' }],
        limit: 3000,
        offset: 0
      }
    })
    answer = await res.json()
    await e2e.page.goto(e2e.appUrl)
  }
})

const de = (v: number, digits = 0) => formatNumber('de-DE', v, digits)

/** Median and Tukey fences by hand, the textbook way (type-7 quantiles). */
function expected(prices: number[]) {
  const xs = prices.slice().sort((a, b) => a - b)
  const q = (p: number) => {
    const pos = (xs.length - 1) * p
    const lo = Math.floor(pos)
    return xs[lo]! + (pos - lo) * ((xs[Math.min(lo + 1, xs.length - 1)] ?? xs[lo]!) - xs[lo]!)
  }
  const q1 = q(0.25)
  const q3 = q(0.75)
  const lower = q1 - 1.5 * (q3 - q1)
  const upper = q3 + 1.5 * (q3 - q1)
  const kept = xs.filter((p) => p >= lower && p <= upper)
  const k = kept.length
  const median = k % 2 ? kept[k >> 1]! : (kept[k / 2 - 1]! + kept[k / 2]!) / 2
  return { all: xs.length, kept: k, median, lower, upper }
}

describe('comparables', () => {
  it('shows the sandbox answer, keeps the appraiser’s decisions, and reopens the saved set offline', async ({
    e2e
  }) => {
    const { page } = e2e
    await openArea(page, 'Vergleichsobjekte')
    expect(answer.items.length).toBeGreaterThan(10)
    await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
    await page.fill('input[name=latitude]', String(MUNICH.latitude))
    await page.fill('input[name=longitude]', String(MUNICH.longitude))
    await page.fill('input[name=livingArea]', '80')
    await page.fill('input[name=buildingYear]', '1995')
    await page.selectOption('select[name=radius]', '2000')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-count').waitFor()

    const count = await page.getByTestId('comparables-count').textContent()
    expect(count).toContain(`${de(answer.items.length)} Angebote`)
    await expect.poll(() => page.locator('[data-testid=comparables-list] [data-offer]').count()).toBeGreaterThan(5)
    expect(await page.locator('[data-testid=comparables-list] [data-offer]').first().getAttribute('data-offer')).toBe(
      answer.items[0]!.id
    )
    expect(await page.getByTestId('comparables-source').textContent()).toContain('POST /api/v2/offers/search')
    expect(await page.getByTestId('sample-data').isVisible()).toBe(true)
    expect(await page.locator('.comparables').textContent()).toContain('Angebotsdaten')
    // Markers on the canvas: one per offer with coordinates.
    await expect.poll(() => page.locator('[data-testid=comparables-map] canvas').count()).toBeGreaterThan(0)
    // The map with its offers as an image for the report, the tile attribution with it.
    await page.getByRole('button', { name: 'Karte als Bild kopieren' }).click()
    await page.getByRole('status').filter({ hasText: 'Karte mit Titel, Quelle und Kartenquelle' }).waitFor()
    const mapImage = e2e.clipboard.at(-1)!
    expect((await sharp(Buffer.from(mapImage.png!)).metadata()).width).toBe(
      2 * Math.round((await page.getByTestId('comparables-map').boundingBox())!.width)
    )
    expect(mapImage.text).toContain('Karte: © Lagebild-Testkacheln')
    expect(mapImage.text).toContain('Basis: Angebotsdaten')

    const prices = answer.items.map((o) => o.salePricePerSqm!).filter((p) => p !== undefined)
    const exp = expected(prices)
    expect(await page.getByTestId('sum-count').textContent()).toBe(de(exp.kept))
    expect(await page.getByTestId('sum-median').textContent()).toBe(`${de(exp.median)} EUR/m²`)
    expect(await page.getByTestId('comparables-fences').textContent()).toContain(
      `${de(exp.lower)} bis ${de(exp.upper)}`
    )
    expect(await page.getByTestId('sum-implied').textContent()).toBe(`${de(exp.median * 80)} EUR`)

    // The outlier rule off: every offer counts.
    await page.getByLabel(/Ausreißer ausblenden/).uncheck()
    expect(await page.getByTestId('sum-count').textContent()).toBe(de(exp.all))

    // Pin the first, exclude the second: the reason is required.
    const rows = page.locator('[data-testid=comparables-list] [data-offer]')
    const [first, second, third] = answer.items.map((o) => o.id)
    await rows.nth(0).click()
    await page.locator('[data-action=pin]').click()
    await page.locator('[data-action=compare]').click()
    await page.locator(`[data-offer="${second}"]`).click()
    await page.locator('[data-action=exclude]').click()
    await page.getByRole('button', { name: 'Ausschließen', exact: true }).click()
    await page.getByText('Bitte einen Grund angeben.').waitFor()
    expect(await page.locator(`[data-offer="${second}"]`).textContent()).not.toContain('ausgeschlossen')
    await page.fill('input[name=reason]', 'Souterrain, nicht vergleichbar')
    await page.getByRole('button', { name: 'Ausschließen', exact: true }).click()
    await page.getByText('Ausgeschlossen: Souterrain, nicht vergleichbar').waitFor()
    expect(await page.getByTestId('sum-count').textContent()).toBe(de(exp.all - 1))
    await page.locator(`[data-offer="${third}"]`).click()
    // Its images load now (through main's image protocol), so the offline reopening below shows them from the cache.
    await expect
      .poll(() =>
        page
          .locator('[data-testid=comparables-detail] img')
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0))
      )
      .toBe(true)
    await page.locator('[data-action=compare]').click()
    const compare = page.getByTestId('comparables-compare')
    await compare.waitFor()
    expect(await compare.locator('thead th').count()).toBe(4)
    const firstOffer = answer.items[0]!
    expect(await compare.textContent()).toContain(firstOffer.id)
    // Offers are named by where they are, their portal and their id (not by the id alone).
    const a = firstOffer.location?.address
    const head = (await compare.locator(`thead th[data-compare-offer="${firstOffer.id}"]`).textContent()) ?? ''
    if (a?.postCode) expect(head).toContain(`${a.postCode} ${a.city}`)
    expect(head).toContain(`${firstOffer.source} · ${firstOffer.id}`)
    expect(await page.getByTestId('offer-location').textContent()).not.toBe('')
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 1000 })
      await e2e.screenshot(`comparables-de-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const before = {
      count: await page.getByTestId('sum-count').textContent(),
      median: await page.getByTestId('sum-median').textContent(),
      sd: await page.getByTestId('sum-sd').textContent()
    }
    await page.fill('input[name=setLabel]', 'Marienplatz Vergleich')
    await page.locator('[data-action=save]').click()
    await page.getByTestId('comparables-saved').waitFor()
    await page.locator('[data-testid=comparables-sets] [data-set]').first().waitFor()

    // Offline: the sandbox is gone; a fresh page opens the saved set from disk.
    await e2e.sandbox.close()
    await page.goto(e2e.appUrl)
    await openArea(page, 'Vergleichsobjekte')
    const set = page.locator('[data-testid=comparables-sets] [data-set]').first()
    expect(await set.textContent()).toContain('Marienplatz Vergleich')
    // One count of kept offers: the saved set's row says what the screen's summary said.
    expect(await set.textContent()).toContain(
      `${before.count!.trim()} von ${formatNumber('de-DE', answer.items.length)} behalten`
    )
    await set.locator('[data-action=open-set]').click()
    await page.getByTestId('comparables-count').waitFor()
    expect(await page.getByTestId('sum-count').textContent()).toBe(before.count)
    expect(await page.getByTestId('sum-median').textContent()).toBe(before.median)
    expect(await page.getByTestId('sum-sd').textContent()).toBe(before.sd)
    expect(await page.locator(`[data-offer="${first}"]`).textContent()).toContain('angeheftet')
    expect(await page.locator(`[data-offer="${second}"]`).textContent()).toContain('ausgeschlossen')
    expect(await page.locator('input[name=address]').inputValue()).toBe('Marienplatz 1, 80331 München')

    // The saved set as PDF, offline: map, summary, the offers with the pin and the exclusion's reason.
    await page.getByRole('button', { name: 'Satz als PDF …' }).click()
    const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
    await saved.waitFor({ timeout: 60_000 })
    const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '')
    const body = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
    expect(body).toContain('Vergleichsobjekte: Marienplatz 1, 80331 München')
    expect(body).toContain('Zusammenfassung der behaltenen Angebote')
    expect(body.replace(/\s+/g, ' ')).toContain(`Behaltene Angebote ${before.count!.trim()}`)
    expect(body).toContain('angeheftet')
    expect(body).toContain('Ausgeschlossen: Souterrain, nicht vergleichbar')
    // The side by side was saved with the set: both compared offers against the subject.
    expect(body).toContain('Nebeneinander mit dem Bewertungsobjekt')
    expect(body).toContain(first!)
    expect(body).toMatch(/Endpunkt: POST\s+\/api\/v2\/offers\/search/)
    expect(body).toContain('Beispieldaten, nicht für Gutachten')
    expect(body).toMatch(/Seite 1 von \d+/)
    const mapImages = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', pdf], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => / image /.test(l))
    expect(mapImages.length).toBeGreaterThan(3)
    expect(e2e.exports.pageErrors).toEqual([])

    // A new search offline: a clear message, the input stays.
    await page.fill('input[name=latitude]', String(MUNICH.latitude))
    await page.fill('input[name=longitude]', String(MUNICH.longitude))
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await page.getByTestId('comparables-error').waitFor()
    expect(await page.locator('input[name=livingArea]').inputValue()).toBe('80')
    await e2e.screenshot('comparables-de-offline')

    // The same saved set in English.
    e2e.app.services.settings.update({ language: 'en' })
    await page.goto(e2e.appUrl)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Comparables' }).click()
    await page.locator('[data-testid=comparables-sets] [data-set] [data-action=open-set]').first().click()
    await page.getByTestId('comparables-count').waitFor()
    expect(await page.locator('.comparables').textContent()).toContain(
      'Offer data (asking prices), not transaction prices'
    )
    await page.locator(`[data-offer="${third}"]`).click()
    for (const width of [900, 1440, 1920]) {
      await page.setViewportSize({ width, height: 1000 })
      await e2e.screenshot(`comparables-en-${width}`)
    }
    expect(e2e.pageErrors).toEqual([])
  }, 240_000)
})
