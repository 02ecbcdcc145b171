// The user story of Settings, end to end in Chromium over the real services and a real sandbox: add a
// connection, save a key, "Test connection" and read each outcome in plain words; switch language.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e
import { createServer } from 'node:net'
import type { Locator } from 'playwright-core'
import { describe, expect } from 'vitest'
import { formatDateTime } from '@renderer/kit/format'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'

/** What the user answers in main's confirmation window (a new address, local tile servers). */
let answer = true

const it = e2eTest({ locale: 'de-DE', confirm: () => answer })

/** A port on loopback that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as { port: number }
  await new Promise((ok) => server.close(ok))
  return port
}

const html = (e2e: E2E) => e2e.page.evaluate(() => document.documentElement.outerHTML)

async function openSettings(e2e: E2E) {
  const nav = e2e.page.getByRole('navigation', { name: 'Hauptnavigation' })
  await nav.getByRole('button', { name: 'Einstellungen' }).click()
  await e2e.page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor()
  expect(await nav.getByRole('button', { name: 'Einstellungen' }).getAttribute('aria-current')).toBe('page')
}

async function addConnection(e2e: E2E, name: string, baseUrl: string): Promise<Locator> {
  const page = e2e.page
  await page.getByRole('button', { name: 'Verbindung hinzufügen' }).click()
  const form = page.getByRole('form', { name: 'Neue Verbindung' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Basis-URL').fill(baseUrl)
  await form.getByRole('button', { name: 'Speichern' }).click()
  const card = page.getByRole('region', { name, exact: true })
  await card.waitFor()
  return card
}

async function saveKey(e2e: E2E, card: Locator, key: string) {
  const input = card.getByLabel('API-Schlüssel', { exact: true })
  await input.fill(key)
  await card.getByRole('button', { name: /^Schlüssel (speichern|ersetzen)$/ }).click()
  await card.getByText(`Schlüssel gesetzt, endet auf …${key.slice(-4)}`).waitFor()
  // The key went to the keychain; the page keeps nothing of it but its last four characters.
  expect(await input.inputValue()).toBe('')
  expect(await html(e2e)).not.toContain(key)
}

async function testConnection(e2e: E2E, card: Locator, expected: string, shot: string): Promise<string> {
  await card.getByRole('button', { name: 'Verbindung testen' }).click()
  const result = card.getByRole('status', { name: 'Ergebnis des Verbindungstests' })
  const text = async () => (await result.innerText()).replace(/\s+/g, ' ')
  try {
    await result.getByText(expected, { exact: false }).first().waitFor({ timeout: 30_000 })
  } catch {
    await e2e.screenshot(`failed-${shot}`)
    throw new Error(`expected "${expected}" in the test result, saw: "${await text()}"`)
  }
  await e2e.screenshot(shot)
  return text()
}

describe('Settings: connections, keys and the connection test', () => {
  it('opens in German with a navigation entry for every area', async ({ e2e }) => {
    const nav = e2e.page.getByRole('navigation', { name: 'Hauptnavigation' })
    const names = await nav.getByRole('button').allInnerTexts()
    expect(names.map((n) => n.replace(/^\W+\s*/, '').trim())).toEqual([
      'Adresssuche',
      'Lagebericht',
      'Marktdaten',
      'Vergleichsobjekte',
      'Bewertung',
      'Portfolio',
      'Berichtsarchiv',
      'Einstellungen'
    ])
    // Every area opens its own view.
    await nav.getByRole('button', { name: 'Marktdaten' }).click()
    await e2e.page.getByRole('heading', { level: 1, name: 'Marktdaten' }).waitFor()
    await openSettings(e2e)
    await e2e.page.getByRole('region', { name: 'Sandbox (eingebaut)' }).waitFor()
    await e2e.page.getByRole('region', { name: 'Anbieter' }).waitFor()
  })

  it('moves through the navigation by keyboard and lands on the chosen area', async ({ e2e }) => {
    const page = e2e.page
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await nav.getByRole('button', { name: 'Adresssuche' }).focus()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' })
    await heading.waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await nav.getByRole('button', { name: 'Berichtsarchiv' }).getAttribute('aria-current')).toBe('page')
    await openSettings(e2e)
  })

  it('adds a connection to the sandbox, saves a key and reports each outcome in plain words', async ({ e2e }) => {
    const { sandbox } = e2e
    const card = await addConnection(e2e, 'Testsandbox', sandbox.url)
    await card.getByText('Kein Schlüssel gesetzt.').waitFor()

    await saveKey(e2e, card, sandbox.keys.full)
    const ok = await testConnection(e2e, card, 'Die Verbindung funktioniert.', '01-ok-full-key')
    expect(ok).toContain(
      'eingeschränkten Endpunkte (geprüft: GET /api/v2/property_groups) sind für diesen Schlüssel freigeschaltet'
    )

    await saveKey(e2e, card, 'wrong_key_abcd')
    await testConnection(e2e, card, 'Der API-Schlüssel ist unbekannt.', '02-unknown-key')

    await saveKey(e2e, card, sandbox.keys.basic)
    const basic = await testConnection(e2e, card, 'Die Verbindung funktioniert.', '03-restricted-not-enabled')
    expect(basic).toContain(
      'für diesen Schlüssel nicht freigeschaltet. Diese schaltet der Vertrieb des Anbieters frei.'
    )

    await saveKey(e2e, card, sandbox.limitedKey)
    const limited = await testConnection(
      e2e,
      card,
      'Das Abfragekontingent dieses Schlüssels ist aufgebraucht.',
      '04-rate-limited'
    )
    const now = new Date()
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
    expect(limited).toContain(`Es wird am ${formatDateTime('de-DE', midnight)} zurückgesetzt.`)

    for (const key of [sandbox.keys.full, sandbox.keys.basic, sandbox.limitedKey])
      expect(await html(e2e)).not.toContain(key)
  })

  it('says the service cannot be reached when nothing answers at the address', async ({ e2e }) => {
    const closed = await addConnection(e2e, 'Geschlossener Port', `http://127.0.0.1:${await closedPort()}`)
    await saveKey(e2e, closed, 'any_key_9876')
    const offline = await testConnection(e2e, closed, 'Der Dienst ist nicht erreichbar.', '05-offline')
    expect(offline).toContain('Der Rechner ist offline, oder unter dieser Adresse antwortet kein Dienst.')
  })

  it('switches the language to English at once and back to German', async ({ e2e }) => {
    const page = e2e.page
    // An edit not saved yet stays through the switch (the form was refilled from the saved settings).
    const attribution = page.getByRole('form', { name: 'Allgemein' }).getByLabel('Quellenangabe der Karte')
    const saved = await attribution.inputValue()
    await attribution.fill('© Stadt Hamburg, noch nicht gespeichert')
    await page.getByLabel('Sprache').selectOption('en')
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Report library' })
      .waitFor()
    await page.getByRole('region', { name: 'Geschlossener Port' }).getByText('The service cannot be reached.').waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(e2e.app.services.settings.read().language).toBe('en')
    await e2e.screenshot('06-english')
    expect(await page.getByRole('form', { name: 'General' }).getByLabel('Map attribution').inputValue()).toBe(
      '© Stadt Hamburg, noch nicht gespeichert'
    )

    await page.getByLabel('Language').selectOption('de')
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor()
    expect(e2e.app.services.settings.read().language).toBe('de')
    expect(await attribution.inputValue()).toBe('© Stadt Hamburg, noch nicht gespeichert')
    expect(e2e.app.services.settings.read().tileAttribution).toBe(saved)
    await attribution.fill(saved)
  })

  it('checks the tile URL and the storage limit before saving them', async ({ e2e }) => {
    const page = e2e.page
    const form = page.getByRole('form', { name: 'Allgemein' })
    const tileUrl = form.getByLabel('Kachel-URL der Hintergrundkarte')
    await tileUrl.fill('https://tiles.example/{x}/{y}.png')
    await form.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    const hint = form.getByText(
      'Die Kachel-URL muss mit http:// oder https:// beginnen und {z}, {x} und {y} im Pfad enthalten (nicht im Host oder Port).'
    )
    await hint.waitFor()
    expect(await tileUrl.getAttribute('aria-invalid')).toBe('true')
    expect(e2e.app.services.settings.read().tileUrl).not.toContain('tiles.example')
    // Placeholders in the port would make one confirmed origin stand for many: refused the same way.
    await tileUrl.fill('http://127.0.0.1:{z}{x}{y}/tile.png')
    await form.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    await hint.waitFor()
    expect(e2e.app.services.settings.read().tileUrl).not.toContain('127.0.0.1:{z}')

    await tileUrl.fill('https://tiles.example/{z}/{x}/{y}.png')
    await form.getByLabel('Höchstgröße des Offline-Speichers (MB)').fill('750')
    await form.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    await form.getByText('Gespeichert.').waitFor()
    expect(e2e.app.services.settings.read()).toMatchObject({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      cacheSizeCapMb: 750
    })
  })

  // The storage limit was a browser number field: "1.000" reached the app as 1 and text could not be typed at all.
  it('reads the storage limit like every number of the app, in German and in English', async ({ e2e }) => {
    const page = e2e.page
    const cap = () => e2e.app.services.settings.read().cacheSizeCapMb
    const de = page.getByRole('form', { name: 'Allgemein' })
    const deField = de.getByLabel('Höchstgröße des Offline-Speichers (MB)')
    await deField.fill('1.000')
    await de.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    await expect.poll(cap).toBe(1000)
    await deField.fill('zehn')
    await de.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    await de.getByText('„zehn“ ist keine Zahl. Bitte eine ganze Zahl zwischen 10 und 100.000 eingeben.').waitFor()
    expect(await deField.inputValue()).toBe('zehn')
    expect(await deField.getAttribute('aria-invalid')).toBe('true')
    await deField.fill('200.000')
    await de.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }).click()
    await de.getByText('Bitte eine ganze Zahl zwischen 10 und 100.000 eingeben.').waitFor()
    expect(cap()).toBe(1000)

    await page.getByLabel('Sprache').selectOption('en')
    const en = page.getByRole('form', { name: 'General' })
    const enField = en.getByLabel('Offline storage limit (MB)')
    await enField.fill('1,500')
    await en.getByRole('button', { name: 'Save general settings' }).click()
    await expect.poll(cap).toBe(1500)
    expect(await enField.inputValue()).toBe('1500')
    await enField.fill('12 MB')
    await en.getByRole('button', { name: 'Save general settings' }).click()
    await en.getByText('“12 MB” is not a number. Please enter a whole number between 10 and 100,000.').waitFor()
    expect(await enField.inputValue()).toBe('12 MB')
    expect(cap()).toBe(1500)
    await page.getByLabel('Language').selectOption('de')
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor()
  })

  it('says plainly when the user declined a new address in main’s confirmation window, and saves nothing', async ({
    e2e
  }) => {
    const page = e2e.page
    const asked = e2e.app.confirms.length
    answer = false
    try {
      await page.getByRole('button', { name: 'Verbindung hinzufügen' }).click()
      const form = page.getByRole('form', { name: 'Neue Verbindung' })
      await form.getByLabel('Name').fill('Fremder Dienst')
      await form.getByLabel('Basis-URL').fill('https://10.0.0.5:8443')
      await form.getByRole('button', { name: 'Speichern' }).click()
      await form
        .getByText(
          'Sie haben im Bestätigungsfenster von Lagebild „Abbrechen“ gewählt: Die Änderung wurde nicht übernommen, und an diese Adresse wurde nichts gesendet.'
        )
        .waitFor()
      await form
        .getByText('Wenn Sie der Adresse vertrauen, versuchen Sie es erneut und bestätigen Sie im Fenster.')
        .waitFor()
      await e2e.screenshot('07-declined')
      expect(e2e.app.confirms.slice(asked).map((q) => q.message)).toEqual([
        'Lagebild soll Anfragen an https://10.0.0.5:8443 senden, mit dem API-Schlüssel dieser Verbindung.'
      ])
      expect((await e2e.app.services.connections.list()).map((c) => c.name)).not.toContain('Fremder Dienst')
      await form.getByRole('button', { name: 'Abbrechen' }).click()
      await form.waitFor({ state: 'detached' })
    } finally {
      answer = true
    }
  })

  it('removes a connection only after confirmation, with its key', async ({ e2e }) => {
    const page = e2e.page
    const card = page.getByRole('region', { name: 'Geschlossener Port' })
    const id = (await e2e.app.services.connections.list()).find((c) => c.name === 'Geschlossener Port')!.id

    await card.getByRole('button', { name: 'Entfernen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Verbindung entfernen?' })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await card.count()).toBe(1)

    await card.getByRole('button', { name: 'Entfernen' }).click()
    await dialog.getByRole('button', { name: 'Entfernen' }).click()
    await card.waitFor({ state: 'detached' })
    await page.getByText('Die Verbindung „Geschlossener Port“ wurde entfernt.').waitFor()
    expect(await e2e.app.platform.keychain.get(id)).toBeNull()
  })

  it('showed no page or console errors (e.g. CSP violations)', ({ e2e }) => {
    expect(e2e.pageErrors).toEqual([])
  })
})
