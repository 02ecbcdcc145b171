// What the app says at start, in Chromium over the real router: the built-in sandbox's first build
// (phases and progress from main's events, gone when ready), and a damaged settings file that main
// repaired (what went back to its default, which connection was dropped, where the original is kept).
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/frame/start-notices.test.ts
import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { e2eTest } from '../fixture'

const damaged = JSON.stringify({
  __internal__: { migrations: { version: '0.1.0' } },
  language: 'de',
  cacheSizeCapMb: -3,
  connections: [
    { id: 'sandbox', kind: 'sandbox', name: 'Sandbox (built in)', baseUrl: '' },
    { id: 'vendor', kind: 'vendor', name: 'Vendor', baseUrl: 'https://quis.de' },
    { id: 'c-office', kind: 'custom', name: 'Büro-Proxy', baseUrl: 'https://proxy.office.example' },
    { id: 'c-bad', kind: 'custom', name: '' }
  ]
})

describe('start notices', () => {
  describe('the first build of the sample market', () => {
    const it = e2eTest({ locale: 'de-DE' })
    it('shows the sample market being built, phase by phase, until the sandbox is ready', async ({ e2e }) => {
      const { page, app } = e2e
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      const notice = page.getByTestId('sandbox-build')
      expect(await notice.count()).toBe(0)

      app.services.events.emit('sandboxProgress', { phase: 'generate', fraction: 0.4 })
      await notice.waitFor()
      expect(await notice.textContent()).toContain('Die Beispieldaten werden eingerichtet')
      expect(await notice.textContent()).toContain('Angebote erzeugen')
      expect(await notice.locator('progress').getAttribute('value')).toBe('40')
      await e2e.screenshot('start-sandbox-build-de')

      app.services.events.emit('sandboxProgress', { phase: 'index', fraction: 0.75 })
      await expect.poll(() => notice.textContent()).toContain('Suchindex aufbauen')
      expect(await notice.locator('progress').getAttribute('value')).toBe('75')
      app.services.events.emit('sandboxProgress', { phase: 'ready', fraction: 1 })
      await notice.waitFor({ state: 'detached' })
      expect(e2e.pageErrors).toEqual([])
    })
  })

  describe('a damaged settings file', () => {
    const it = e2eTest({ locale: 'de-DE', settingsFile: damaged })
    it('says what main repaired in a damaged settings file and where the original is kept', async ({ e2e }) => {
      const { page } = e2e
      const notice = page.getByTestId('settings-repaired')
      await notice.waitFor()
      const text = (await notice.textContent()) ?? ''
      expect(text).toContain('Einstellungen repariert')
      expect(text).toContain('Auf den Standard zurückgesetzt, weil ungültig: Größe des Offline-Speichers.')
      expect(text).toContain('Ungültige Verbindungen entfernt (alle anderen sind erhalten): c-bad.')
      const backup = /gesichert: (\S+?\.json)/.exec(text)?.[1]
      expect(backup).toBeTruthy()
      expect(readFileSync(backup!, 'utf8')).toBe(damaged)
      await e2e.screenshot('start-settings-repaired-de')

      // The custom connection survived, in Settings.
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('button', { name: 'Einstellungen' })
        .click()
      await page.getByText('Büro-Proxy').first().waitFor()
      await page.getByRole('button', { name: 'Schließen' }).click()
      await notice.waitFor({ state: 'detached' })
      expect(e2e.pageErrors).toEqual([])
    })
  })

  describe('in English', () => {
    const it = e2eTest({ locale: 'en-US', settingsFile: damaged.replace('"language":"de"', '"language":"en"') })
    it('speaks English too', async ({ e2e }) => {
      const { page } = e2e
      const notice = page.getByTestId('settings-repaired')
      await notice.waitFor()
      expect(await notice.textContent()).toContain(
        'Reset to the default because they were invalid: Offline storage size.'
      )
      e2e.app.services.events.emit('sandboxProgress', { phase: 'snapshot', fraction: 0.5 })
      await expect.poll(() => page.getByTestId('sandbox-build').textContent()).toContain('Saving for fast starts')
      await e2e.screenshot('start-notices-en')
    })
  })
})
