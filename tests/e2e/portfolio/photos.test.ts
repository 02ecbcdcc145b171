// Photos into a property in Chromium over the real sandbox: a drop of mixed files (a duplicate, a
// non-image, a truncated and an empty JPEG) shows previews, progress and each refusal's reason and
// uploads the rest; a folder from the folder picker (hidden files left out); with the service gone the
// queue pauses and says so, and after the service is back it goes on; the same in English.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/photos.test.ts
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect } from 'vitest'
import { tempDir } from '../../helpers/platform'
import { startSandbox, tempDataDir, type StartedSandbox } from '../../helpers/sandbox'
import * as img from '../../sandbox/portfolio/images'
import { noiseJpeg } from '../../main/photos/photos'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

let flaky: StartedSandbox | undefined
const scratch = tempDir('lagebild-e2e-photos-')

const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })
afterAll(async () => {
  await flaky?.close()
  rmSync(scratch, { recursive: true, force: true })
})

type Sandboxish = Pick<StartedSandbox, 'request'>
async function newProperty(on: Sandboxish, customId: string) {
  return (
    (await (
      await on.request('/api/v2/properties', {
        method: 'POST',
        json: { customId, location: { coordinates: { latitude: 48.14, longitude: 11.58 } } }
      })
    ).json()) as { id: string }
  ).id
}
async function openProperty(page: Page, customId: string) {
  await openArea(page, 'Portfolio')
  await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill(customId)
  await page.getByRole('button', { name: 'Suchen', exact: true }).click()
  await page.locator('.search-results').getByRole('button', { name: customId }).click()
  await page.getByRole('heading', { level: 2, name: customId }).waitFor()
}
/** Drops files as the OS does (a drop event whose DataTransfer holds the files): on the drop zone, or on `target`. */
async function drop(
  page: Page,
  files: Array<{ name: string; bytes: Uint8Array; type?: string }>,
  target = page.getByTestId('photo-drop')
) {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.type ?? '',
    data: Buffer.from(f.bytes).toString('base64')
  }))
  await target.evaluate((zone, list) => {
    const dt = new DataTransfer()
    for (const f of list)
      dt.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: f.type }))
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }))
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }))
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  }, payload)
}
const rows = (page: Page) => page.getByTestId('upload-list').locator('li')
const rowOf = (page: Page, name: string) =>
  rows(page).filter({
    has: page.locator('.upload__name', { hasText: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}$`) })
  })

describe('photos into a property', () => {
  it('a mixed drop: previews, each refusal with its reason, the duplicate skipped, the rest uploaded', async ({
    e2e
  }) => {
    const { page } = e2e
    await newProperty(e2e.sandbox, 'Ortstermin Au')
    await openProperty(page, 'Ortstermin Au')
    await page.getByText('Noch keine Fotos.').waitFor()
    const a = await noiseJpeg(1, 640, 480)
    await drop(page, [
      { name: 'IMG_0001.JPG', bytes: a, type: 'image/jpeg' },
      { name: 'IMG_0001 (1).JPG', bytes: a, type: 'image/jpeg' },
      { name: 'notizen.txt', bytes: new TextEncoder().encode('Ortstermin 14 Uhr'), type: 'text/plain' },
      { name: 'abgebrochen.jpg', bytes: a.subarray(0, 4000), type: 'image/jpeg' },
      { name: 'leer.jpg', bytes: new Uint8Array(0), type: 'image/jpeg' },
      { name: 'grundriss.png', bytes: await img.png(400, 300), type: 'image/png' },
      { name: 'iphone.heic', bytes: img.heic(), type: 'image/heic' }
    ])
    await expect
      .poll(() => page.getByRole('heading', { name: /^Fotos \(\d+\)$/ }).innerText(), { timeout: 30_000 })
      .toBe('Fotos (3)')
    const states = async () =>
      Object.fromEntries(
        await rows(page).evaluateAll((els) =>
          els.map((e) => [
            e.querySelector('.upload__name')!.textContent,
            e.querySelector('.upload__state')!.textContent
          ])
        )
      )
    await expect.poll(states, { timeout: 30_000 }).toEqual({
      'IMG_0001.JPG': 'hochgeladen',
      'IMG_0001 (1).JPG': 'übersprungen: dieses Foto hat das Objekt schon',
      'notizen.txt': 'abgelehnt: keine Bilddatei (JPEG, PNG, WebP oder HEIC)',
      'abgebrochen.jpg': 'abgelehnt: die Datei ist unvollständig (abgeschnitten)',
      'leer.jpg': 'abgelehnt: die Datei ist leer',
      'grundriss.png': 'hochgeladen',
      'iphone.heic': 'hochgeladen'
    })
    // Each accepted file shows its preview (made in main before uploading, HEIC included).
    for (const name of ['IMG_0001.JPG', 'grundriss.png', 'iphone.heic']) {
      await expect
        .poll(
          () =>
            rowOf(page, name)
              .locator('img')
              .evaluate((e) => (e as HTMLImageElement).naturalWidth),
          { timeout: 15_000 }
        )
        .toBeGreaterThan(0)
    }
    expect(await page.locator('label[for=upload-total]').innerText()).toMatch(/ · 3 von 3 Fotos hochgeladen$/)
    await e2e.screenshot('photos-de-mixed-drop')

    await page.getByRole('button', { name: 'Erledigte ausblenden' }).click()
    await expect.poll(() => rows(page).count()).toBe(0)

    // The property sheet with its photo documentation as PDF.
    await page.getByRole('button', { name: 'Objektblatt als PDF …' }).click()
    const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
    await saved.waitFor({ timeout: 60_000 })
    const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '')
    const body = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
    expect(body).toContain('Objektblatt: Ortstermin Au')
    expect(body).toContain('Fotodokumentation (3 Fotos)')
    expect(body).toMatch(/Foto 1 \(Standard\)[\s\S]*Foto 2 \(Standard\)[\s\S]*Foto 3 \(Standard\)/)
    expect(body).toMatch(/Endpunkt: GET\s+\/api\/v2\/properties\/[A-Za-z0-9_-]+\/images/)
    expect(body).toContain('Beispieldaten, nicht für Gutachten')
    expect(body).toMatch(/Seite 1 von \d/)
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => / image /.test(l))
    expect(images.length).toBeGreaterThanOrEqual(3)
  })

  it('a folder from the folder picker: its photos in order, hidden system files left out', async ({ e2e }) => {
    const { page } = e2e
    const card = join(scratch, 'SD-Karte')
    mkdirSync(join(card, 'DCIM', '100CANON'), { recursive: true })
    writeFileSync(join(card, 'DCIM', '100CANON', 'IMG_0002.JPG'), await noiseJpeg(2))
    writeFileSync(join(card, 'DCIM', '100CANON', 'IMG_0010.JPG'), await noiseJpeg(3))
    writeFileSync(join(card, 'DCIM', '.DS_Store'), 'x')
    await page.getByTestId('photo-folder').setInputFiles(card)
    await expect
      .poll(() => page.getByRole('heading', { name: /^Fotos \(\d+\)$/ }).innerText(), { timeout: 30_000 })
      .toBe('Fotos (5)')
    const names = await page.getByTestId('upload-list').locator('.upload__name').allInnerTexts()
    expect(names).toEqual(['SD-Karte/DCIM/100CANON/IMG_0002.JPG', 'SD-Karte/DCIM/100CANON/IMG_0010.JPG'])
  })

  it('files dropped anywhere on the window: the appraiser chooses the property, then they upload there', async ({
    e2e
  }) => {
    const { page } = e2e
    await newProperty(e2e.sandbox, 'Zielobjekt Pasing')
    await openArea(page, 'Lagebericht')
    await drop(page, [{ name: 'fassade.jpg', bytes: await noiseJpeg(50), type: 'image/jpeg' }], page.locator('main'))
    const dialog = page.getByRole('dialog', { name: 'Abgelegte Dateien: 1. Zu welchem Objekt gehören sie?' })
    await dialog.waitFor()
    // Still on the report: a drop never navigates away.
    expect(page.url()).toContain('#/report')
    await dialog.getByLabel('Objekt suchen (Bezeichnung, externe ID, Adresse)').fill('Pasing')
    await dialog.getByRole('button', { name: 'Suchen', exact: true }).click()
    await dialog.getByRole('button', { name: 'Zielobjekt Pasing' }).click()
    await page.getByRole('heading', { level: 2, name: 'Zielobjekt Pasing' }).waitFor()
    await expect
      .poll(() => rowOf(page, 'fassade.jpg').locator('.upload__state').innerText(), { timeout: 30_000 })
      .toBe('hochgeladen')
    await page.getByRole('heading', { name: 'Fotos (1)' }).waitFor()
  })

  it('with the service gone: paused and said so, nothing lost; goes on once the service is back', async ({ e2e }) => {
    const { page, app } = e2e
    const dataDir = tempDataDir()
    flaky = await startSandbox({ dataDir })
    const port = Number(new URL(flaky.url).port)
    const c = await app.services.connections.save({ name: 'Wackelige Verbindung', baseUrl: flaky.url })
    await app.services.connections.setKey(c.id, flaky.keys.full)
    await app.services.connections.setActive(c.id)
    await newProperty(flaky, 'Funkloch')
    await page.reload()
    await openProperty(page, 'Funkloch')

    await flaky.close()
    await drop(page, [{ name: 'keller.jpg', bytes: await noiseJpeg(40), type: 'image/jpeg' }])
    const paused = page.getByTestId('upload-paused')
    await paused.waitFor({ timeout: 30_000 })
    expect(await paused.innerText()).toContain('Das Hochladen pausiert, bis der Dienst wieder erreichbar ist.')
    expect(await rowOf(page, 'keller.jpg').locator('.upload__state').innerText()).toBe('wartet')
    await e2e.screenshot('photos-de-paused')

    flaky = await startSandbox({ dataDir, port })
    await page.getByRole('button', { name: 'Jetzt erneut versuchen' }).click()
    await expect
      .poll(() => rowOf(page, 'keller.jpg').locator('.upload__state').innerText(), { timeout: 30_000 })
      .toBe('hochgeladen')
    await expect.poll(() => paused.count()).toBe(0)
    await page.getByRole('heading', { name: 'Fotos (1)' }).waitFor()
    await app.services.connections.setActive('sandbox')
    expect(e2e.pageErrors).toEqual([])
  })
})

describe('photos in English', () => {
  const inEnglish = e2eTest({ locale: 'en-US' })

  inEnglish(
    'says why a file was refused, in English',
    async ({ e2e: en }) => {
      const { page } = en
      await newProperty(en.sandbox, 'Site visit')
      await openArea(page, 'Portfolio', 'Main navigation')
      await page.getByRole('searchbox', { name: 'Search the portfolio' }).fill('Site visit')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await page.locator('.search-results').getByRole('button', { name: 'Site visit' }).click()
      await page.getByText('No photos yet.').waitFor()
      await drop(page, [{ name: 'notes.txt', bytes: new TextEncoder().encode('x'), type: 'text/plain' }])
      await expect
        .poll(() => rows(page).locator('.upload__state').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['refused: not an image file (JPEG, PNG, WebP or HEIC)'])
      await en.screenshot('photos-en-refused')
    },
    120_000
  )
})
