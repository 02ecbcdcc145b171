// The setting "check for updates at start": on by default, switched through the contract, kept in the
// settings file, validated and repaired like every setting, and read by the updates module at start.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_SENDER, createTestApp, createTestSettings, tempDir, type TestApp } from '../../helpers/platform'

let app: TestApp | undefined
const dirs: string[] = []
afterEach(async () => {
  await app?.close()
  app = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const newDir = () => {
  const d = tempDir()
  dirs.push(d)
  return d
}

describe('the setting "check for updates at start"', () => {
  it('is on by default, also for a settings file written before it existed', async () => {
    app = createTestApp()
    expect(await app.router.invoke('settings', 'get', [], APP_SENDER)).toMatchObject({
      ok: true,
      value: { checkUpdatesAtStart: true }
    })
    await app.close()

    const dir = newDir()
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ __internal__: { migrations: { version: '0.1.0' } }, language: 'de', cacheSizeCapMb: 700 })
    )
    app = createTestApp({ dataDir: dir })
    expect(app.services.settingsRepair).toBeNull()
    expect(app.services.settings.read()).toMatchObject({ checkUpdatesAtStart: true, cacheSizeCapMb: 700 })
  })

  it('switches off through the contract and stays off after a restart', async () => {
    const dir = newDir()
    app = createTestApp({ dataDir: dir })
    const r = await app.router.invoke('settings', 'update', [{ checkUpdatesAtStart: false }], APP_SENDER)
    expect(r).toMatchObject({ ok: true, value: { checkUpdatesAtStart: false } })
    await app.close()
    app = createTestApp({ dataDir: dir })
    expect(app.services.settings.read().checkUpdatesAtStart).toBe(false)
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).checkUpdatesAtStart).toBe(false)
  })

  it('refuses anything but a boolean, in the contract and in the file (repaired to on)', async () => {
    app = createTestApp()
    for (const value of ['no', 0, null]) {
      const r = await app.router.invoke('settings', 'update', [{ checkUpdatesAtStart: value }], APP_SENDER)
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'invalid_argument', fieldErrors: { checkUpdatesAtStart: expect.any(Array) } }
      })
    }
    await app.close()

    const dir = newDir()
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ __internal__: { migrations: { version: '0.1.0' } }, checkUpdatesAtStart: 'sometimes' })
    )
    app = createTestApp({ dataDir: dir })
    expect(app.services.settingsRepair).toMatchObject({ resetFields: ['checkUpdatesAtStart'] })
    expect((app.platform.settings as ReturnType<typeof createTestSettings>).get('checkUpdatesAtStart')).toBe(true)
  })

  it('the updates calls answer through the contract: not available without an updater, arguments refused', async () => {
    app = createTestApp()
    const unavailable = { state: 'unavailable', currentVersion: '0.1.0', reason: 'development' }
    for (const call of ['agreeToInstall', 'installNow', 'status', 'check']) {
      expect(await app.router.invoke('updates', call, [], APP_SENDER), call).toEqual({ ok: true, value: unavailable })
    }
    expect(await app.router.invoke('updates', 'check', ['now'], APP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument' }
    })
  })
})
