// Updates in a real Electron, where the Node tests (tests/main/updates, tests/e2e/settings/updates.test.ts) cannot
// reach: electron-updater loaded by the built main bundle and its autoUpdater built with Electron's own
// app and net. The built app (not packaged) has no updater: Settings says updates are not available in
// development. The packaged app has one: it checks at start (the setting is on by default) and ends in a
// state other than "development"; where electron-builder wrote app-update.yml (Linux always; Windows
// and macOS with their installer targets), it names the publish provider of electron-builder.json.
// Skipped like the rest of the suite without an Electron runtime or LAGEBILD_PACKAGED_APP.
//   xvfb-run -a bash tests/keychain-session.sh npx vitest run tests/electron/updates.test.ts
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { session } from './checks'
import { bridge, launchBuilt, launchPackaged } from './launch'
import { findElectronRuntime, packagedExecutable, ROOT } from './runtime'

const runtime = findElectronRuntime()
const packaged = packagedExecutable()

describe.skipIf(!runtime.found)('updates in the built app (out/) in Electron', () => {
  const app = session((userData) => launchBuilt(runtime.found ? runtime.executable : '', userData))

  it(
    'has no updater: not available in development, said in Settings, nothing in the frame',
    { timeout: 120_000 },
    async () => {
      const { page } = (await app.start()).app
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
      expect(await bridge(page, 'updates', 'status')).toMatchObject({ state: 'unavailable', reason: 'development' })
      await bridge(page, 'settings', 'update', { language: 'de' })
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('button', { name: 'Einstellungen' })
        .click()
      await page.getByRole('heading', { level: 2, name: 'Updates' }).waitFor()
      expect(await page.getByTestId('update-state').textContent()).toBe(
        'Updates sind in dieser Entwicklungs- oder Testversion nicht verfügbar.'
      )
      expect(await page.getByTestId('update-indicator').count()).toBe(0)
    }
  )
})

describe.skipIf(!packaged)('updates in the packaged app', () => {
  const app = session((userData) => launchPackaged(packaged ?? '', userData))

  it(
    'has electron-updater’s updater, checks at start, and ends in a state of a packaged app',
    { timeout: 180_000 },
    async () => {
      const { page } = (await app.start()).app
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
      let status = await bridge(page, 'updates', 'status')
      const end = Date.now() + 90_000
      // The start check runs in the background (electron-updater retries a refused connection for a few seconds).
      while ((status.state === 'idle' || status.state === 'checking') && Date.now() < end) {
        await page.waitForTimeout(500)
        status = await bridge(page, 'updates', 'status')
      }
      expect(status).not.toMatchObject({ state: 'unavailable', reason: 'development' })
      // Linux outside an AppImage: electron-updater declines; otherwise the placeholder repository answers
      // (not found: a faulty feed), or there is no network (offline), or a real feed answers.
      expect(['unavailable', 'up-to-date', 'offline', 'failed', 'downloading', 'ready']).toContain(status.state)
    }
  )

  it('app-update.yml, where electron-builder wrote it, names the publish provider of electron-builder.json', () => {
    const exe = packaged ?? ''
    const resources = exe.includes('.app/Contents/MacOS/')
      ? join(dirname(dirname(exe)), 'Resources')
      : join(dirname(exe), 'resources')
    const file = join(resources, 'app-update.yml')
    if (!existsSync(file)) return
    const publish = (
      JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as { publish: Record<string, string> }
    ).publish
    const yml = readFileSync(file, 'utf8')
    for (const [key, value] of Object.entries(publish)) expect(yml).toMatch(new RegExp(`^${key}: ${value}$`, 'm'))
    expect(yml).toMatch(/^updaterCacheDirName: /m)
  })
})
