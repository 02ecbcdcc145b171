// A photo above the service's 25 MB limit, in Chromium over the real services and both languages: a
// 48 MP camera JPEG of about 27 MB is refused with the reason and offered a scaled copy; taking it queues
// a copy under the limit (its size said), which the service receives, and the original stays on this
// computer, byte for byte, where the notice says.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/photo-scale.test.ts
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const LIMIT = 25 * 1024 * 1024

/** A 48 MP (8000 × 6000) JPEG full of sensor noise: about 27 MB, above the service's limit. */
async function bigCameraJpeg(seed: number): Promise<Buffer> {
  const [w, h] = [8000, 6000]
  const raw = Buffer.alloc(w * h * 3)
  let x = seed * 2654435761 + 1
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    raw[i] = (x >>> 0) & 255
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 75 })
    .toBuffer()
}

const TEXT = {
  de: {
    locale: 'de-DE',
    nav: 'Hauptnavigation',
    tree: 'Objektgruppen',
    refused: 'abgelehnt: größer als 25 MB, die Grenze des Dienstes',
    scale: 'Verkleinerte Kopie hochladen: DSC_4800.JPG',
    scaled:
      /^Verkleinerte Kopie \((\d+) × (\d+) px, ([\d,]+) MB\) zum Hochladen eingereiht; das Original bleibt auf diesem Rechner: (.+)$/,
    photos: 'Fotos (1)'
  },
  en: {
    locale: 'en-GB',
    nav: 'Main navigation',
    tree: 'Property groups',
    refused: 'refused: larger than 25 MB, the service’s limit',
    scale: 'Upload a scaled copy: DSC_4800.JPG',
    scaled:
      /^Scaled copy \((\d+) × (\d+) px, ([\d.]+) MB\) queued for upload; the original stays on this computer: (.+)$/,
    photos: 'Photos (1)'
  }
} as const

for (const lang of ['de', 'en'] as const) {
  const T = TEXT[lang]
  describe(`an oversized photo (${lang})`, () => {
    const it = e2eTest({ locale: T.locale, timeout: 180_000 })

    it('is offered a scaled copy, which is uploaded, the original kept', { timeout: 240_000 }, async ({ e2e }) => {
      const { page, sandbox } = e2e
      const group = `Auftrag Großfoto ${lang}`
      const name = `ETW Großfoto ${lang}`
      const post = async (path: string, json: unknown) =>
        ((await (await sandbox.request(path, { method: 'POST', json })).json()) as { id: string }).id
      const groupId = await post('/api/v2/property_groups', { customId: group })
      const property = await post('/api/v2/properties', {
        customId: name,
        parentId: groupId,
        location: { coordinates: { latitude: 48.15, longitude: 11.58 } }
      })
      const big = await bigCameraJpeg(lang === 'de' ? 7 : 8)
      expect(big.byteLength).toBeGreaterThan(LIMIT)

      await page.goto(e2e.appUrl)
      await openArea(page, 'Portfolio', T.nav)
      await page.getByRole('tree', { name: T.tree }).getByRole('button', { name: group, exact: true }).click()
      await page.locator('.property-list').getByRole('button', { name }).click()
      await page.getByRole('heading', { level: 2, name }).waitFor()
      await page.getByTestId('photo-files').setInputFiles({ name: 'DSC_4800.JPG', mimeType: 'image/jpeg', buffer: big })

      const list = page.getByTestId('upload-list')
      await expect.poll(() => list.locator('[data-state=refused] .upload__state').innerText()).toBe(T.refused)
      await list.getByRole('button', { name: T.scale }).click()
      const notice = list.locator('[data-state=scaled] .upload__state')
      await notice.waitFor({ timeout: 120_000 })
      const said = T.scaled.exec((await notice.innerText()).trim())
      expect(said, await notice.innerText()).not.toBeNull()
      const [width, height] = [Number(said![1]), Number(said![2])]
      expect(Math.max(width, height)).toBeLessThan(8000)
      expect(width / height).toBeCloseTo(8000 / 6000, 2)
      // The original stays on this computer, byte for byte.
      expect(readFileSync(said![4]!.trim()).equals(big)).toBe(true)

      // The copy reaches the service: under its limit, at the size said.
      await expect.poll(() => page.getByRole('heading', { name: T.photos }).count(), { timeout: 120_000 }).toBe(1)
      const images = (await (await sandbox.request(`/api/v2/properties/${property}/images`)).json()) as {
        items: Array<{ src: string }>
      }
      expect(images.items).toHaveLength(1)
      const uploaded = new Uint8Array(
        await (await sandbox.request(new URL(images.items[0]!.src).pathname)).arrayBuffer()
      )
      expect(uploaded.byteLength).toBeLessThanOrEqual(LIMIT)
      const meta = await sharp(uploaded).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
      await e2e.screenshot(`portfolio-photo-scaled-${lang}`)
      expect(e2e.pageErrors).toEqual([])
    })
  })
}
