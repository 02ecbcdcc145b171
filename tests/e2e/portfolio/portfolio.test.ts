// The portfolio in Chromium over the real sandbox: the group tree (create, nest, rename, move, counts,
// paging past 100), the property form (every field, German numbers, checks at the fields, the service's
// own messages), the delete confirmation that counts the subtree, search, the photo gallery with the
// full view (keyboard, caption), and the same in English.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/portfolio.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import * as img from '../../sandbox/portfolio/images'
import { imageUpload } from '../../sandbox/portfolio/multipart'

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.goto(e2e.appUrl)
    await openArea(e2e.page, 'Portfolio')
  },
  timeout: 180_000
})

const tree = (page: Page) => page.getByRole('tree', { name: 'Objektgruppen' })
const post = async (e2e: E2E, path: string, json: unknown) =>
  (await (await e2e.sandbox.request(path, { method: 'POST', json })).json()) as { id: string }

async function createGroupInForm(page: Page, name: string, externalId = '') {
  await page.getByLabel('Bezeichnung').fill(name)
  if (externalId) await page.getByLabel('Externe ID').fill(externalId)
  await page.getByRole('button', { name: 'Speichern' }).click()
}

describe('portfolio', () => {
  it('creates a group and a subgroup, shows them nested with counts, renames and moves', async ({ e2e }) => {
    const { page } = e2e
    await expect.poll(() => page.getByText('Noch keine Gruppen.').count()).toBe(1)
    await page.getByRole('button', { name: 'Neue Gruppe' }).click()
    await createGroupInForm(page, 'Auftrag Müller', 'AZ 2026/117')
    await page.getByRole('heading', { level: 2, name: 'Auftrag Müller' }).waitFor()
    expect(await page.locator('.group-panel__facts').innerText()).toContain('Externe ID: AZ 2026/117')

    await page.getByRole('button', { name: 'Neue Untergruppe' }).click()
    await createGroupInForm(page, 'Schwabing')
    await page.getByRole('status').filter({ hasText: 'Gruppe „Schwabing“ angelegt.' }).waitFor()
    await expect.poll(() => page.locator('.group-panel__facts').innerText()).toContain('Untergruppen: 1 · Objekte: 0')
    // The parent opened to show its new child.
    const parentItem = tree(page)
      .getByRole('treeitem', { name: /Auftrag Müller/ })
      .first()
    expect(await parentItem.getAttribute('aria-expanded')).toBe('true')
    // The keyboard: down to the parent, left closes it, right opens it, down to the child, Enter chooses.
    await tree(page).getByRole('button', { name: 'Objekte ohne Gruppe', exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => parentItem.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => parentItem.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 2, name: 'Schwabing' }).waitFor()
    expect(await page.locator('.crumbs').innerText()).toBe('Auftrag Müller')

    await page.getByRole('button', { name: 'Umbenennen' }).click()
    await page.getByLabel('Bezeichnung').fill('München-Schwabing')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.getByRole('heading', { level: 2, name: 'München-Schwabing' }).waitFor()
    await expect.poll(() => tree(page).getByRole('button', { name: 'München-Schwabing', exact: true }).count()).toBe(1)

    await page.getByRole('button', { name: 'Verschieben' }).click()
    const parent = page.getByLabel('Übergeordnete Gruppe')
    // Only groups outside the moved one are offered.
    expect(await parent.locator('option').allInnerTexts()).toEqual(['(oberste Ebene)', 'Auftrag Müller'])
    await parent.selectOption({ label: '(oberste Ebene)' })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect.poll(() => page.locator('.crumbs').count()).toBe(0)
    const top = await e2e.sandbox.request('/api/v2/property_groups?limit=100')
    const names = ((await top.json()) as { items: Array<{ customId: string }> }).items.map((g) => g.customId).sort()
    expect(names).toEqual(['Auftrag Müller', 'München-Schwabing'])
  })

  it('creates a property with every field, checks the fields first, and shows the service’s own messages', async ({
    e2e
  }) => {
    const { page } = e2e
    await tree(page).getByRole('button', { name: 'Auftrag Müller', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Auftrag Müller' }).waitFor()
    await page.getByRole('button', { name: 'Neues Objekt' }).click()
    const form = page.getByRole('form', { name: 'Objektdaten' })
    await form.getByLabel('Adresse').fill('Leopoldstraße 10, 80802 München')
    await form.getByLabel('Bezeichnung').fill('ETW Leopoldstraße')
    await form.getByLabel('Externe ID').fill('Akte 17')
    await form.getByLabel('Objektart').selectOption({ label: 'Wohnung' })
    await form.getByLabel('Objekttyp').selectOption({ label: 'Dachgeschosswohnung' })
    await form.getByLabel('Wohnfläche (m²)').fill('72,5')
    await form.getByLabel('Zimmer').fill('2,5')
    await form.getByLabel('Baujahr').fill('3000')
    await form.getByLabel('Etage').fill('4')
    await form.getByLabel('Aktuelle Nettokaltmiete (EUR/Monat)').fill('1.250')
    await form.getByLabel('Mietpreisbremse').selectOption({ label: 'ja' })
    await form.getByLabel('Zustand').selectOption({ label: 'gut' })
    await form.getByLabel('Ausstattung', { exact: true }).selectOption({ label: 'gehoben' })
    await form.getByLabel('Wesentlicher Energieträger').selectOption({ label: 'Fernwärme' })
    await form.getByLabel('Energieausweis').selectOption({ label: 'Verbrauchsausweis' })
    await form.getByLabel('Fußbodenheizung').check()
    await form.getByLabel('Ausstattungsmerkmale').fill('Balkon, Aufzug')
    await form.getByRole('button', { name: 'Objekt anlegen' }).click()
    // Checked here: the year out of range, the certificate without its value; nothing sent.
    await expect
      .poll(() => form.locator('.field__problem').allInnerTexts())
      .toEqual(['Zulässig sind 1000 bis 2100.', 'Art und Kennwert des Energieausweises gehören zusammen.'])
    expect(await form.getByLabel('Baujahr').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Wohnfläche (m²)').inputValue()).toBe('72,5')
    await form.getByLabel('Baujahr').fill('1908')
    await form.getByLabel('Energiekennwert (kWh/(m²·a))').fill('112,4')
    await form.getByRole('button', { name: 'Objekt anlegen' }).click()
    await page.getByRole('heading', { level: 2, name: 'ETW Leopoldstraße' }).waitFor()

    const list = (
      (await (await e2e.sandbox.request('/api/v2/properties?query=Leopold')).json()) as {
        items: Array<Record<string, unknown>>
      }
    ).items
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      customId: 'ETW Leopoldstraße',
      externalId: 'Akte 17',
      propertyType: { type: 'apartment', subtype: 'apartment_attic' },
      livingArea: 72.5,
      numberOfRooms: 2.5,
      buildingYear: 1908,
      floor: 4,
      currentRent: 1250,
      rentControl: true,
      condition: 'good',
      quality: 'upscale',
      primaryEnergySource: 'district_heating',
      energyCertificate: { type: 'consumption', value: 112.4 },
      heatingTypes: ['floor'],
      equipments: ['Balkon', 'Aufzug']
    })
    expect(list[0]!.location).toMatchObject({
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) }
    })
    await expect.poll(() => page.locator('.group-panel__facts').innerText()).toContain('Untergruppen: 0 · Objekte: 1')
    await page
      .locator('.property-list')
      .getByRole('button', { name: /ETW Leopoldstraße/ })
      .waitFor()

    // Editing: a cleared field is refused (the service keeps it), a changed one is saved.
    await form.getByLabel('Etage').fill('')
    await form.getByLabel('Zimmer').fill('3')
    await form.getByRole('button', { name: 'Objekt speichern' }).click()
    await form.getByText('Der Dienst kann eine gespeicherte Angabe nicht löschen, nur ändern.').waitFor()
    await form.getByLabel('Etage').fill('5')
    await form.getByRole('button', { name: 'Objekt speichern' }).click()
    await form.getByRole('status').filter({ hasText: 'Objekt gespeichert.' }).waitFor()
    const saved = (await (await e2e.sandbox.request(`/api/v2/properties/${list[0]!.id}`)).json()) as Record<
      string,
      unknown
    >
    expect([saved.floor, saved.numberOfRooms]).toEqual([5, 3])
    await e2e.screenshot('portfolio-de-property')
  })

  it('goes from a property to its valuation, its comparables and its location report in one step each', async ({
    e2e
  }) => {
    const { page } = e2e
    const toProperty = async () => {
      await openArea(page, 'Portfolio')
      await tree(page).getByRole('button', { name: 'Auftrag Müller', exact: true }).click()
      await page
        .locator('.property-list')
        .getByRole('button', { name: /ETW Leopoldstraße/ })
        .click()
      await page.getByRole('heading', { level: 2, name: 'ETW Leopoldstraße' }).waitFor()
    }
    await toProperty()
    await page.locator('.property-panel').getByRole('button', { name: 'Bewertung', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Bewertung' }).waitFor()
    expect(await page.locator('.valuation-subject__current').innerText()).toContain('Leopoldstraße')
    expect(await page.locator('#vf-livingArea').inputValue()).toMatch(/^72[.,]5$/)
    expect(await page.locator('#vf-buildingYear').inputValue()).toBe('1908')

    await toProperty()
    await page.locator('.property-panel').getByRole('button', { name: 'Vergleichsobjekte', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Vergleichsobjekte' }).waitFor()
    expect(await page.inputValue('input[name=address]')).toContain('Leopoldstraße')
    expect(await page.inputValue('input[name=livingArea]')).toBe('72.5')
    expect(await page.inputValue('input[name=latitude]')).toMatch(/^48\.\d+$/)

    await toProperty()
    await page.locator('.property-panel').getByRole('button', { name: 'Lagebericht', exact: true }).click()
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/#\/report\?id=/)
  })

  it('names the fields the service refused, at those fields', async ({ e2e }) => {
    const { page } = e2e
    // Only the service knows that this group was deleted meanwhile: it answers 400 for parentId.
    const gone = await post(e2e, '/api/v2/property_groups', { customId: 'Gleich weg' })
    const form = page.getByRole('form', { name: 'Objektdaten' })
    await page.reload()
    await openArea(page, 'Portfolio')
    await tree(page).getByRole('button', { name: 'Gleich weg', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Gleich weg' }).waitFor()
    await e2e.sandbox.request(`/api/v2/property_groups/${gone.id}`, { method: 'DELETE' })
    await page.getByRole('button', { name: 'Neues Objekt' }).click()
    await form.getByLabel('Adresse').fill('Marienplatz 1, 80331 München')
    await form.getByRole('button', { name: 'Objekt anlegen' }).click()
    const problem = page.locator('#prop-new-parentId-note')
    // In the UI's language, the service's own words only as a detail.
    await expect.poll(() => problem.innerText()).toContain('Gibt es beim Dienst nicht (mehr)')
    const original = await page.evaluate(() =>
      [...document.querySelectorAll('details')].map((d) => d.textContent ?? '').join(' | ')
    )
    expect(original).toContain('property group does not exist')
    expect(await form.getByLabel('Adresse').inputValue()).toBe('Marienplatz 1, 80331 München')
  })

  it('asks before deleting a group, saying how many subgroups and properties go with it', async ({ e2e }) => {
    const { page } = e2e
    const root = await post(e2e, '/api/v2/property_groups', { customId: 'Nachlass Berger' })
    const a = await post(e2e, '/api/v2/property_groups', { customId: 'Haus A', parentId: root.id })
    const b = await post(e2e, '/api/v2/property_groups', { customId: 'Haus B', parentId: a.id })
    for (const [parentId, customId] of [
      [root.id, 'P1'],
      [a.id, 'P2'],
      [b.id, 'P3'],
      [b.id, 'P4']
    ]) {
      await post(e2e, '/api/v2/properties', {
        customId,
        parentId,
        location: { coordinates: { latitude: 48.1, longitude: 11.5 } }
      })
    }
    await page.reload()
    await openArea(page, 'Portfolio')
    await tree(page).getByRole('button', { name: 'Nachlass Berger', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Nachlass Berger' }).waitFor()
    await page.getByRole('button', { name: 'Löschen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Gruppe „Nachlass Berger“ löschen?' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(
      'Untergruppen: 2, Objekte: 4 – mit ihren Fotos, Bewertungen und Berichten'
    )
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await e2e.sandbox.request(`/api/v2/property_groups/${root.id}`)).status).toBe(200)

    await page.getByRole('button', { name: 'Löschen' }).click()
    await dialog.getByRole('button', { name: 'Gruppe und Inhalt löschen' }).click()
    await page.getByRole('status').filter({ hasText: 'Gruppe „Nachlass Berger“ gelöscht.' }).waitFor()
    expect((await e2e.sandbox.request(`/api/v2/property_groups/${root.id}`)).status).toBe(404)
    expect((await e2e.sandbox.request(`/api/v2/property_groups/${b.id}`)).status).toBe(404)
    await expect.poll(() => tree(page).getByRole('button', { name: 'Nachlass Berger', exact: true }).count()).toBe(0)
  })

  it('pages past 100 groups and finds groups and properties by search', async ({ e2e }) => {
    const { page } = e2e
    for (let i = 0; i < 101; i++)
      await post(e2e, '/api/v2/property_groups', { customId: `Serie ${String(i).padStart(3, '0')}` })
    await page.reload()
    await openArea(page, 'Portfolio')
    const more = tree(page).getByRole('button', { name: /^Weitere laden \(100 von 10\d\)$/ })
    await more.waitFor()
    const before = await tree(page).locator(':scope > li[data-group]').count()
    expect(before).toBe(100)
    await more.click()
    await expect.poll(() => tree(page).locator(':scope > li[data-group]').count()).toBeGreaterThan(100)
    expect(await more.count()).toBe(0)

    await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill('Leopold')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.getByRole('heading', { name: 'Objekte (1)' }).waitFor()
    await page.locator('.search-results').getByRole('button', { name: 'ETW Leopoldstraße' }).click()
    await page.getByRole('heading', { level: 2, name: 'ETW Leopoldstraße' }).waitFor()
    await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill('gibt es nicht <script>')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.getByText('Nichts gefunden für „gibt es nicht <script>“.').waitFor()
    await page.getByRole('button', { name: 'Suche leeren' }).click()
  })

  it('shows a property’s photos, opens them full size, steps with the arrow keys, and saves a caption', async ({
    e2e
  }) => {
    const { page } = e2e
    const prop = await post(e2e, '/api/v2/properties', {
      customId: 'Mit Fotos',
      location: { coordinates: { latitude: 48.14, longitude: 11.58 } }
    })
    for (const [w, caption] of [
      [320, 'Straßenansicht'],
      [200, 'Küche']
    ] as const) {
      const upload = imageUpload(await img.jpeg(w, 160), { type: 'exterior', caption })
      await e2e.sandbox.request(`/api/v2/properties/${prop.id}/images`, {
        method: 'POST',
        body: new Uint8Array(upload.body),
        headers: { 'content-type': upload.contentType }
      })
    }
    await page.getByRole('searchbox', { name: 'Portfolio durchsuchen' }).fill('Mit Fotos')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.locator('.search-results').getByRole('button', { name: 'Mit Fotos' }).click()
    await page.getByRole('heading', { name: 'Fotos (2)' }).waitFor()
    const thumbs = page.locator('.photos__thumb img')
    await thumbs.first().scrollIntoViewIfNeeded()
    await expect
      .poll(() => thumbs.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).naturalWidth > 0)), {
        timeout: 15_000
      })
      .toEqual([true, true])

    await page.getByRole('button', { name: 'Foto 1 von 2 öffnen: Straßenansicht' }).click()
    const viewer = page.getByRole('dialog', { name: 'Foto 1 von 2' })
    await viewer.waitFor()
    await expect
      .poll(() => viewer.locator('img').evaluate((e) => (e as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBe(320)
    await viewer
      .locator('img')
      .focus()
      .catch(() => undefined)
    await page.getByRole('button', { name: 'Nächstes Foto' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'Foto 2 von 2' }).waitFor()
    const open = page.getByRole('dialog')
    const caption = open.getByLabel('Bildunterschrift')
    expect(await caption.inputValue()).toBe('Küche')
    await caption.fill('Küche, renoviert 2021')
    await open.getByLabel('Art', { exact: true }).selectOption({ label: 'Innenansicht' })
    await open.getByRole('button', { name: 'Speichern', exact: true }).click()
    await open.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor()
    const images = (
      (await (await e2e.sandbox.request(`/api/v2/properties/${prop.id}/images`)).json()) as {
        items: Array<{ caption: string; type: string }>
      }
    ).items
    expect(images.map((i) => [i.caption, i.type])).toEqual([
      ['Straßenansicht', 'exterior'],
      ['Küche, renoviert 2021', 'interior']
    ])
    await e2e.screenshot('portfolio-de-photo-viewer')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(e2e.pageErrors).toEqual([])
  })
})
