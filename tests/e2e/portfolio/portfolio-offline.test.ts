// The portfolio offline, in Chromium over the real services: groups, properties and
// photos seen online read again with the service gone, marked with the date they were fetched; a change
// made offline is refused with a clear message and nothing typed is lost; the property sheet prints
// offline with its photos (the previews, said so, where the originals were never opened online).
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/portfolio-offline.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { noiseJpeg } from '../../main/photos/photos'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'
import { pdfImages, pdfText } from '../pdf-words'

const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })

const tree = (page: Page) => page.getByRole('tree', { name: 'Objektgruppen' })
const previewsShown = (page: Page) =>
  page
    .locator('.photos__grid img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length)

describe('portfolio offline', () => {
  it(
    'reads groups, properties and photos seen online with the service gone, marked with their date; refuses changes clearly',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const { page, sandbox } = e2e
      const post = async (path: string, json: unknown) =>
        ((await (await sandbox.request(path, { method: 'POST', json })).json()) as { id: string }).id
      const group = await post('/api/v2/property_groups', { customId: 'Auftrag Offline' })
      const property = await post('/api/v2/properties', {
        customId: 'ETW Türkenstraße',
        parentId: group,
        livingArea: 64.5,
        buildingYear: 1911,
        location: { coordinates: { latitude: 48.15, longitude: 11.58 } }
      })
      for (let i = 1; i <= 3; i++) {
        const form = new FormData()
        form.set('type', 'default')
        form.set('caption', `Ansicht ${i}`)
        form.set(
          'image',
          new Blob([new Uint8Array(await noiseJpeg(40 + i, 800, 600))], { type: 'image/jpeg' }),
          `IMG_${i}.JPG`
        )
        expect(
          (await sandbox.request(`/api/v2/properties/${property}/images`, { method: 'POST', body: form })).status
        ).toBe(201)
      }

      // Online: the group, its property and the photos, seen once.
      await openArea(page, 'Portfolio')
      await tree(page).getByRole('button', { name: 'Auftrag Offline', exact: true }).click()
      await page.getByRole('heading', { level: 2, name: 'Auftrag Offline' }).waitFor()
      await page
        .locator('.property-list')
        .getByRole('button', { name: /ETW Türkenstraße/ })
        .click()
      await page.getByRole('heading', { level: 2, name: 'ETW Türkenstraße' }).waitFor()
      await expect.poll(() => previewsShown(page), { timeout: 30_000 }).toBe(3)
      expect(await page.getByTestId('portfolio-offline').count()).toBe(0)

      // Offline: the service is gone; a fresh window reads the same portfolio from the kept copy.
      await sandbox.close()
      await page.goto(e2e.appUrl)
      await openArea(page, 'Portfolio')
      const banner = page.getByTestId('portfolio-offline')
      await banner.waitFor({ timeout: 30_000 })
      expect(await banner.innerText()).toMatch(
        /^Offline: Das Portfolio, wie es am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} zuletzt vom Dienst abgerufen wurde\./
      )
      await tree(page).getByRole('button', { name: 'Auftrag Offline', exact: true }).click()
      await page.getByRole('heading', { level: 2, name: 'Auftrag Offline' }).waitFor()
      await page
        .locator('.property-list')
        .getByRole('button', { name: /ETW Türkenstraße/ })
        .click()
      await page.getByRole('heading', { level: 2, name: 'ETW Türkenstraße' }).waitFor()
      const form = page.getByRole('form', { name: 'Objektdaten' })
      // The property's data as fetched, numbers in the German form.
      expect(await form.getByLabel('Wohnfläche (m²)').inputValue()).toBe('64,5')
      expect(await form.getByLabel('Baujahr').inputValue()).toBe('1911')
      await expect.poll(() => previewsShown(page), { timeout: 30_000 }).toBe(3)
      expect(await page.locator('.photos__caption').allInnerTexts()).toEqual(['Ansicht 1', 'Ansicht 2', 'Ansicht 3'])
      expect(await page.getByText('Der Dienst ist nicht erreichbar').count()).toBe(0)
      // The first-start text promises only what works without the service.
      const intro = await page.locator('body').innerText()
      expect(intro).not.toContain('Alles funktioniert damit, auch offline')
      expect(intro).toContain('das Portfolio im Stand des letzten Abrufs')
      await e2e.screenshot('portfolio-offline-de')

      // A photo opened full size offline: only its preview was seen online, so the preview stands in and says so.
      await page.locator('.photos__thumb').first().click()
      const viewer = page.locator('dialog.photo-viewer')
      await viewer.getByTestId('photo-preview-only').waitFor()
      await expect
        .poll(() => viewer.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true)
      await page.keyboard.press('Escape')

      // A change offline: refused, said at the top, what was typed stays.
      await form.getByLabel('Zimmer').fill('2,5')
      await form.getByRole('button', { name: 'Objekt speichern' }).click()
      const refused = page.getByTestId('portfolio-offline-refused')
      await refused.waitFor()
      expect(await refused.innerText()).toContain(
        'Nicht gespeichert: Ohne Verbindung zum Dienst lässt sich das Portfolio nicht ändern.'
      )
      expect(await form.getByLabel('Zimmer').inputValue()).toBe('2,5')

      // The property sheet prints offline, with its photos.
      await page.getByRole('button', { name: 'Objektblatt als PDF …' }).click()
      const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
      await saved.waitFor({ timeout: 90_000 })
      const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '').trim()
      const body = pdfText(pdf)
      expect(body).toContain('Objektblatt: ETW Türkenstraße')
      expect(body).toContain('Fotodokumentation (3 Fotos)')
      expect(body).toContain('Beispieldaten, nicht für Gutachten')
      // Only the previews were seen online: the sheet prints them and says so under each photo.
      expect(pdfImages(pdf).filter((i) => i.width >= 300).length).toBe(3)
      const flat = body.replace(/\s+/g, ' ')
      expect(flat).toContain(
        'Foto 3 (Standard): Ansicht 3 (Vorschau: das Original wurde online nicht geöffnet und ist offline nicht gespeichert)'
      )
      expect(flat.split('(Vorschau: das Original wurde online').length - 1).toBe(3)
      expect(e2e.exports.pageErrors).toEqual([])
    }
  )
})
