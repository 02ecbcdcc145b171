// Photos seen online survive a restart of the app, in Chromium over the real services: main is started
// anew on the same data folder, with the built-in sandbox on a new port (as at every start of the app)
// and then with the sandbox not answering at all, each time with the page at another origin. The gallery's previews load, and the property sheet
// prints every photo at print size, never a broken frame, and a caption says "preview" only where a
// preview is printed. Both languages.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/photos-restart.test.ts
import { createServer } from 'node:net'
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { noiseJpeg } from '../../main/photos/photos'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { pdfImages, pdfText } from '../pdf-words'

const PHOTOS = 5

/** A loopback address nothing listens on: a sandbox that does not answer. */
async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

const previewsShown = (page: Page) =>
  page
    .locator('.photos__grid img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length)

const TEXT = {
  de: {
    locale: 'de-DE',
    area: 'Portfolio',
    tree: 'Objektgruppen',
    sheet: 'Objektblatt als PDF …',
    saved: /^PDF gespeichert: /,
    photos: `Fotodokumentation (${PHOTOS} Fotos)`,
    preview: 'Vorschau'
  },
  en: {
    locale: 'en-GB',
    area: 'Portfolio',
    tree: 'Property groups',
    sheet: 'Property sheet as PDF …',
    saved: /^PDF saved: /,
    photos: `Photo documentation (${PHOTOS} photos)`,
    preview: 'preview'
  }
} as const

for (const lang of ['de', 'en'] as const) {
  const T = TEXT[lang]
  describe(`photos after a restart (${lang})`, () => {
    const it = e2eTest({ locale: T.locale, timeout: 180_000 })

    async function openProperty(page: Page, group: string, name: string) {
      await openArea(page, T.area, lang === 'de' ? 'Hauptnavigation' : 'Main navigation')
      await page.getByRole('tree', { name: T.tree }).getByRole('button', { name: group, exact: true }).click()
      await page.getByRole('heading', { level: 2, name: group }).waitFor()
      await page.locator('.property-list').getByRole('button', { name }).click()
      await page.getByRole('heading', { level: 2, name }).waitFor()
    }

    async function printSheet(e2e: E2E): Promise<{ text: string; wide: number; small: number }> {
      const { page } = e2e
      const before = e2e.exports.printed.length
      await page.getByRole('button', { name: T.sheet }).click()
      await expect.poll(() => e2e.exports.printed.length, { timeout: 90_000 }).toBe(before + 1)
      const saved = page.getByRole('status').filter({ hasText: T.saved }).last()
      await saved.waitFor({ timeout: 90_000 })
      const pdf = (await saved.innerText()).replace(T.saved, '').trim()
      const images = pdfImages(pdf)
      return {
        text: pdfText(pdf).replace(/\s+/g, ' '),
        wide: images.filter((i) => i.width >= 300).length,
        small: images.filter((i) => i.width < 100).length
      }
    }

    it(
      'shows and prints the photos seen online after a restart on a new port and with the sandbox unreachable',
      { timeout: 300_000 },
      async ({ e2e }) => {
        const { page, sandbox } = e2e
        const group = `Auftrag Neustart ${lang}`
        const name = `ETW Fotos ${lang}`
        const post = async (path: string, json: unknown) =>
          ((await (await sandbox.request(path, { method: 'POST', json })).json()) as { id: string }).id
        const groupId = await post('/api/v2/property_groups', { customId: group })
        const property = await post('/api/v2/properties', {
          customId: name,
          parentId: groupId,
          livingArea: 64.5,
          location: { coordinates: { latitude: 48.15, longitude: 11.58 } }
        })
        for (let i = 1; i <= PHOTOS; i++) {
          const form = new FormData()
          form.set('type', 'default')
          form.set('caption', `Ansicht ${i}`)
          form.set(
            'image',
            new Blob([new Uint8Array(await noiseJpeg(60 + i, 800, 600))], { type: 'image/jpeg' }),
            `IMG_${i}.JPG`
          )
          expect(
            (await sandbox.request(`/api/v2/properties/${property}/images`, { method: 'POST', body: form })).status
          ).toBe(201)
        }

        // Online: the gallery's previews, and the sheet with every photo's original at print size.
        await page.goto(e2e.appUrl)
        await openProperty(page, group, name)
        await expect.poll(() => previewsShown(page), { timeout: 30_000 }).toBe(PHOTOS)
        const online = await printSheet(e2e)
        expect(online.text).toContain(T.photos)
        expect(online.wide).toBe(PHOTOS)

        // The app starts again; the built-in sandbox comes up on another port with the same data.
        const moved = await sandbox.restartOnNewPort()
        expect(moved.url).not.toBe(sandbox.url)
        await e2e.restart({ url: moved.url, key: moved.keys.full }, { newOrigin: true })
        await page.goto(e2e.appUrl)
        await openProperty(page, group, name)
        await expect.poll(() => previewsShown(page), { timeout: 30_000 }).toBe(PHOTOS)
        const newPort = await printSheet(e2e)
        expect(newPort.wide).toBe(PHOTOS)
        expect(newPort.small).toBe(0)

        // And again, with the sandbox not answering: the kept portfolio and the photos seen before.
        await moved.close()
        await e2e.restart({ url: await deadUrl(), key: moved.keys.full }, { newOrigin: true })
        await page.goto(e2e.appUrl)
        await openProperty(page, group, name)
        await page.getByTestId('portfolio-offline').waitFor({ timeout: 30_000 })
        await expect.poll(() => previewsShown(page), { timeout: 30_000 }).toBe(PHOTOS)
        await e2e.screenshot(`portfolio-photos-restart-offline-${lang}`)
        const offline = await printSheet(e2e)
        expect(offline.text).toContain(T.photos)
        expect(offline.wide).toBe(PHOTOS)
        expect(offline.small).toBe(0)
        // Every original was printed online, so no caption speaks of a preview.
        expect(offline.text).not.toContain(T.preview)
      }
    )
  })
}
