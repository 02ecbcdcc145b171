// App updates in Chromium over the real router: the Settings switch and status, and the app frame's
// update line, with electron-updater's own updater (tests/main/updates/feed.ts: NsisUpdater with a Node app
// adapter and http executor) put into the platform as the Electron shell does in a packaged app, against
// a local feed. One story: not available in development; the switch; a faulty feed (Settings only); a
// download that fails and is tried again; progress; ready; the release notes in the UI language; install
// on quit once agreed; English; restart now. All by keyboard where a user would.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/settings/updates.test.ts
import { afterAll, describe, expect } from 'vitest'
import {
  BILINGUAL_NOTES,
  fakeInstaller,
  latestYml,
  nodeUpdater,
  startFeedServer,
  type FeedServer,
  type NodeUpdaterSetup
} from '../../main/updates/feed'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'

let feed: FeedServer
let setup: NodeUpdaterSetup
const INSTALLER = 'Lagebild-Setup-1.2.0.exe'
const installer = fakeInstaller(100_000)

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    feed = await startFeedServer()
    await e2e.page.goto(e2e.appUrl)
    await e2e.page.getByTestId('active-connection').getByText('Sandbox (eingebaut)').waitFor()
  }
})
afterAll(async () => {
  await feed?.close()
  setup?.close()
})

const indicator = (e2e: E2E) => e2e.page.getByTestId('update-indicator')
const settingsState = (e2e: E2E) => e2e.page.getByTestId('update-state')
const focusedClass = (e2e: E2E) =>
  e2e.page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '')

describe('updates', () => {
  it('Settings: not available in development; the switch "Beim Start nach Updates suchen" is on and switches', async ({
    e2e
  }) => {
    const { page, app } = e2e
    await openArea(page, 'Einstellungen')
    await page.getByRole('heading', { level: 2, name: 'Updates' }).waitFor()
    await expect
      .poll(() => settingsState(e2e).textContent())
      .toBe('Updates sind in dieser Entwicklungs- oder Testversion nicht verfügbar.')
    expect(await page.getByRole('button', { name: 'Jetzt nach Updates suchen' }).isDisabled()).toBe(true)
    expect(await indicator(e2e).count()).toBe(0)

    const box = page.getByRole('checkbox', { name: 'Beim Start nach Updates suchen' })
    expect(await box.isChecked()).toBe(true)
    await box.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => app.services.settings.read().checkUpdatesAtStart).toBe(false)
    expect(await box.isChecked()).toBe(false)

    // The shell's start step with the switch off: no request at all, even with an updater.
    setup = nodeUpdater('0.1.0', feed.url)
    app.platform.updater = setup.updater
    app.services.updates.checkAtStart()
    await new Promise((r) => setTimeout(r, 300))
    expect(feed.requests).toEqual([])

    await page.keyboard.press('Space')
    await expect.poll(() => app.services.settings.read().checkUpdatesAtStart).toBe(true)
  })

  it('a faulty feed at start is said in Settings, in German, and the frame stays quiet', async ({ e2e }) => {
    const { page, app } = e2e
    feed.setFeed('version: 1.2.0\nfiles: [\n  - url: "unterminated\n')
    app.services.updates.checkAtStart()
    await expect
      .poll(() => settingsState(e2e).textContent())
      .toBe('Die Update-Informationen des Servers sind fehlerhaft. Lagebild bleibt bei Version 0.1.0.')
    expect(await page.getByTestId('update-settings').innerText()).toMatch(/Zuletzt gesucht: \d{2}\.\d{2}\.\d{4}/)
    expect(await indicator(e2e).count()).toBe(0)
    expect(feed.requests.length).toBeGreaterThan(0)
  })

  it('a download that fails: a clear German message in the frame and "Erneut versuchen"', async ({ e2e }) => {
    const { page } = e2e
    // The feed is repaired; the installer is not on the server yet.
    feed.setFeed(
      latestYml({
        version: '1.2.0',
        file: INSTALLER,
        sha512: installer.sha512,
        size: installer.body.length,
        notes: BILINGUAL_NOTES
      })
    )
    await page.getByRole('button', { name: 'Jetzt nach Updates suchen' }).press('Enter')
    await indicator(e2e).waitFor()
    await expect.poll(() => indicator(e2e).innerText()).toContain('Update 1.2.0 konnte nicht geladen werden.')
    const text = await indicator(e2e).innerText()
    expect(text).toContain('Die Verbindung zum Update-Server ist abgebrochen.')
    // Never the updater's own English in the German UI.
    expect(text).not.toMatch(/Cannot|status|Error|404|download/i)
    expect(await indicator(e2e).getAttribute('class')).toContain('message--error')
    await e2e.screenshot('updates-download-failed-de')
  })

  it('tried again: "wird geladen … 45 %", then ready with "Beim Beenden installieren" and "Jetzt neu starten"', async ({
    e2e
  }) => {
    feed.setFile(INSTALLER, { body: installer.body, holdAfter: 45_000 })
    await indicator(e2e).getByRole('button', { name: 'Erneut versuchen' }).press('Enter')
    // Focus lands on the line saying what happens now, not on the page's body.
    await expect.poll(() => focusedClass(e2e)).toContain('update-indicator__line')
    await expect.poll(() => indicator(e2e).innerText()).toContain('Update 1.2.0 wird geladen …')
    await feed.held()
    await expect.poll(() => indicator(e2e).innerText()).toMatch(/Update 1\.2\.0 wird geladen …\s*45 %/)
    expect(
      await indicator(e2e).getByRole('progressbar', { name: 'Download von Update 1.2.0' }).getAttribute('value')
    ).toBe('45')
    await e2e.screenshot('updates-downloading-de')

    feed.release()
    await expect.poll(() => indicator(e2e).innerText()).toContain('Update 1.2.0 bereit')
    expect(await indicator(e2e).getAttribute('class')).not.toContain('message--error')
    await indicator(e2e).getByRole('button', { name: 'Beim Beenden installieren' }).waitFor()
    await indicator(e2e).getByRole('button', { name: 'Jetzt neu starten' }).waitFor()
    // The Settings line says the same.
    expect(await settingsState(e2e).textContent()).toBe('Update 1.2.0 bereit')
  })

  it('the release notes open by keyboard, in German: the German section only', async ({ e2e }) => {
    const toggle = indicator(e2e).getByRole('button', { name: 'Was ist neu?' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const notes = e2e.page.getByRole('region', { name: 'Neu in Version 1.2.0' })
    expect(await notes.isVisible()).toBe(false)
    await toggle.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await notes.waitFor()
    expect(await toggle.getAttribute('aria-controls')).toBe(await notes.getAttribute('id'))
    const text = await notes.innerText()
    expect(text).toContain('Vergleichsobjekte lassen sich als Satz speichern.')
    expect(text).toContain('Die Karte zeigt Bodenrichtwerte.')
    expect(text).not.toContain('Comparable offers')
    expect(text).not.toContain('## ')
    expect(await notes.getAttribute('lang')).toBe('de')
    expect(await notes.getByRole('listitem').count()).toBe(2)
    expect(await notes.getByRole('heading', { level: 3, name: 'Neu' }).count()).toBe(1)
    await e2e.screenshot('updates-ready-notes-de')
  })

  it('"Beim Beenden installieren": electron-updater now installs on quit; focus on the new line', async ({ e2e }) => {
    const { adapter, updater } = setup
    expect(adapter.quitHandlers).toHaveLength(0)
    expect(updater.autoInstallOnAppQuit).toBe(false)
    await indicator(e2e).getByRole('button', { name: 'Beim Beenden installieren' }).press('Enter')
    await expect.poll(() => indicator(e2e).innerText()).toContain('Update 1.2.0 wird beim Beenden installiert.')
    await expect.poll(() => focusedClass(e2e)).toContain('update-indicator__line')
    expect(await indicator(e2e).getByRole('button', { name: 'Beim Beenden installieren' }).count()).toBe(0)
    expect(updater.autoInstallOnAppQuit).toBe(true)
    expect(adapter.quitHandlers).toHaveLength(1)
    expect(updater.installs).toEqual([])
  })

  it('in English: the English sentences and the English section of the notes', async ({ e2e }) => {
    const { page } = e2e
    await page.getByLabel('Sprache').selectOption('en')
    await expect.poll(() => indicator(e2e).innerText()).toContain('Update 1.2.0 will be installed when you quit.')
    const notes = page.getByRole('region', { name: 'New in version 1.2.0' })
    const text = await notes.innerText()
    expect(text).toContain('Comparable offers can be saved as a set.')
    expect(text).not.toContain('Vergleichsobjekte')
    expect(await notes.getAttribute('lang')).toBe('en')
    expect(await settingsState(e2e).textContent()).toBe('Update 1.2.0 will be installed when you quit.')
    await e2e.screenshot('updates-agreed-en')
  })

  it('"Restart now" installs at once (electron-updater quitAndInstall: silent installer, then the new version)', async ({
    e2e
  }) => {
    const { updater, adapter } = setup
    await indicator(e2e).getByRole('button', { name: 'Restart now' }).press('Enter')
    await expect.poll(() => updater.quitAndInstallCalls.length).toBe(1)
    expect(updater.quitAndInstallCalls).toEqual([{ isSilent: true, isForceRunAfter: true }])
    expect(updater.installs).toEqual([{ isSilent: true, isForceRunAfter: true, isAdminRightsRequired: false }])
    expect(adapter.quitCalls).toBe(1)
    expect(e2e.pageErrors).toEqual([])
    expect(e2e.app.logs.filter((l) => l.includes('outside the contract'))).toEqual([])
  })
})
