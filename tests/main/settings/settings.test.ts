// Settings: schema, defaults from the system locale, validation, migration of an older file, and the
// repair of a file that fails validation (backed up, repaired field by field, never cleared).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createSettingsService } from '@main/settings/store'
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, languageFromLocale } from '@main/settings/schema'
import { APP_SENDER, createTestApp, createTestSettings, tempDir, type TestApp } from '../../helpers/platform'

const dirs: string[] = []
let app: TestApp | undefined
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

describe('settings', () => {
  it('defaults: language from the system locale, OpenStreetMap tiles, the sandbox connection active', async () => {
    expect(languageFromLocale('de-AT')).toBe('de')
    expect(languageFromLocale('de')).toBe('de')
    expect(languageFromLocale('en-GB')).toBe('en')
    expect(languageFromLocale('fr-FR')).toBe('en')
    expect(languageFromLocale(undefined)).toBe('en')

    app = createTestApp({ locale: 'de-DE' })
    const r = await app.router.invoke('settings', 'get', [], APP_SENDER)
    expect(r).toEqual({
      ok: true,
      value: {
        language: 'de',
        tileUrl: DEFAULT_TILE_URL,
        tileAttribution: DEFAULT_TILE_ATTRIBUTION,
        tileAllowLocal: false,
        cacheSizeCapMb: 500,
        checkUpdatesAtStart: true,
        sampleIntroSeen: false,
        activeConnectionId: 'sandbox'
      }
    })
    expect(DEFAULT_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(DEFAULT_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors')
  })

  it('updates survive a restart (a new store on the same file)', async () => {
    const dir = newDir()
    app = createTestApp({ dataDir: dir, locale: 'en-US' })
    const r = await app.router.invoke('settings', 'update', [{ language: 'de', cacheSizeCapMb: 2000 }], APP_SENDER)
    expect(r).toMatchObject({ ok: true, value: { language: 'de', cacheSizeCapMb: 2000 } })
    const again = createSettingsService(createTestSettings(dir, { locale: 'en-US' }))
    expect(again.read()).toMatchObject({ language: 'de', cacheSizeCapMb: 2000, tileUrl: DEFAULT_TILE_URL })
  })

  it('the sample-data introduction, once closed, stays closed after a restart', async () => {
    const dir = newDir()
    app = createTestApp({ dataDir: dir, locale: 'de-DE' })
    expect(await app.router.invoke('settings', 'update', [{ sampleIntroSeen: true }], APP_SENDER)).toMatchObject({
      ok: true,
      value: { sampleIntroSeen: true }
    })
    const again = createSettingsService(createTestSettings(dir, { locale: 'de-DE' }))
    expect(again.read().sampleIntroSeen).toBe(true)
    expect(await app.router.invoke('settings', 'update', [{ sampleIntroSeen: 'yes' }], APP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument' }
    })
  })

  it('rejects values outside the schema, at the bridge and in the store', async () => {
    app = createTestApp()
    for (const patch of [
      { cacheSizeCapMb: 1 },
      { tileUrl: 'javascript:alert(1)' },
      { tileUrl: 'https://tiles.example/no-placeholders.png' },
      { language: 'fr' }
    ]) {
      const r = await app.router.invoke('settings', 'update', [patch], APP_SENDER)
      expect(r, JSON.stringify(patch)).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    }
    const store = createTestSettings(newDir())
    expect(() => store.set('cacheSizeCapMb', 3)).toThrow()
    expect(() => store.set('language', 'fr' as never)).toThrow()
  })

  it('migrates a file written by a 0.0.x preview', () => {
    const dir = newDir()
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({
        __internal__: { migrations: { version: '0.0.9' } },
        locale: 'de_CH',
        cacheSizeMb: 750,
        tileServer: 'https://tiles.example.org/{z}/{x}/{y}.png',
        activeConnection: 'c-office',
        connections: [
          { id: 'sandbox', kind: 'sandbox', name: 'Sandbox (built in)', url: '' },
          { id: 'vendor', kind: 'vendor', name: 'Vendor', url: 'https://quis.de' },
          { id: 'c-office', kind: 'custom', name: 'Office proxy', url: 'https://proxy.office.example' }
        ]
      })
    )
    const store = createTestSettings(dir, { locale: 'en-US' })
    expect(store.get('language')).toBe('de')
    expect(store.get('cacheSizeCapMb')).toBe(750)
    expect(store.get('tileUrl')).toBe('https://tiles.example.org/{z}/{x}/{y}.png')
    expect(store.get('activeConnectionId')).toBe('c-office')
    expect(store.get('connections')).toContainEqual({
      id: 'c-office',
      kind: 'custom',
      name: 'Office proxy',
      baseUrl: 'https://proxy.office.example'
    })
    const file = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))
    expect(file).not.toHaveProperty('locale')
    expect(file).not.toHaveProperty('cacheSizeMb')
    expect(file.__internal__.migrations.version).toBe('0.1.0')
    // A second start leaves the migrated file as it is.
    const again = createTestSettings(dir, { locale: 'en-US' })
    expect(again.store).toEqual(store.store)
  })

  it('a file that is not JSON at all is kept as a backup, the app starts from the defaults and says so', async () => {
    const dir = newDir()
    const broken = '{"language": "de", "connec'
    writeFileSync(join(dir, 'settings.json'), broken)
    app = createTestApp({ dataDir: dir, locale: 'en-US' })
    const store = app.platform.settings as ReturnType<typeof createTestSettings>
    expect(store.get('language')).toBe('en')
    expect(store.get('connections').map((c) => c.id)).toEqual(['sandbox', 'vendor'])
    const info = await app.router.invoke('app', 'info', [], APP_SENDER)
    expect(info).toMatchObject({
      ok: true,
      value: { settingsRepair: { unreadable: true, resetFields: [], droppedConnections: [] } }
    })
    const backup = (info as { value: { settingsRepair: { backup: string } } }).value.settingsRepair.backup
    expect(backup.startsWith(join(dir, 'settings.backup-'))).toBe(true)
    expect(readFileSync(backup, 'utf8')).toBe(broken)
  })

  it('keeps the addresses the user confirmed in the file, never in the view; a damaged list goes back to empty', async () => {
    const dir = newDir()
    app = createTestApp({ dataDir: dir })
    await app.router.invoke(
      'connections',
      'save',
      [{ name: 'Office', baseUrl: 'https://proxy.office.example/api' }],
      APP_SENDER
    )
    await app.router.invoke(
      'settings',
      'update',
      [{ tileAllowLocal: true, tileUrl: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }],
      APP_SENDER
    )
    const store = app.platform.settings as ReturnType<typeof createTestSettings>
    expect(store.get('confirmedOrigins')).toEqual({
      tiles: ['http://127.0.0.1:8080'],
      connections: ['https://proxy.office.example']
    })
    const view = await app.router.invoke('settings', 'get', [], APP_SENDER)
    expect(JSON.stringify(view)).not.toContain('confirmedOrigins')
    await app.close()

    const file = join(dir, 'settings.json')
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), confirmedOrigins: { tiles: 'all', connections: [] } })
    )
    app = createTestApp({ dataDir: dir, confirm: false })
    expect(app.services.settingsRepair).toMatchObject({ resetFields: ['confirmedOrigins'] })
    expect((app.platform.settings as ReturnType<typeof createTestSettings>).get('confirmedOrigins')).toEqual({
      tiles: [],
      connections: []
    })
    // Forgotten, so asked again: the tile server is off until the user confirms it once more.
    expect(await app.router.invoke('settings', 'get', [], APP_SENDER)).toMatchObject({
      ok: true,
      value: { tileAllowLocal: false }
    })
  })

  it('a file holding only confirmed addresses (as the Electron suite seeds it) opens as is, and those addresses are not asked about', async () => {
    const dir = newDir()
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({
        confirmedOrigins: { tiles: ['http://127.0.0.1:4567'], connections: ['https://electron-suite.invalid'] }
      })
    )
    app = createTestApp({ dataDir: dir, confirm: false })
    expect(app.services.settingsRepair).toBeNull()
    const update = await app.router.invoke(
      'settings',
      'update',
      [{ language: 'de', tileUrl: 'http://127.0.0.1:4567/{z}/{x}/{y}.png', tileAllowLocal: true }],
      APP_SENDER
    )
    expect(update).toMatchObject({ ok: true, value: { tileAllowLocal: true } })
    expect(
      await app.router.invoke(
        'connections',
        'save',
        [{ name: 'Electron-Suite', baseUrl: 'https://electron-suite.invalid' }],
        APP_SENDER
      )
    ).toMatchObject({ ok: true })
    expect(app.confirms).toEqual([])
  })

  it('repairs an invalid file field by field: bad fields to their defaults, a bad connection dropped, the custom ones kept, the original backed up', async () => {
    const dir = newDir()
    const original = JSON.stringify({
      __internal__: { migrations: { version: '0.1.0' } },
      language: 'fr',
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
      tileAllowLocal: 'yes',
      cacheSizeCapMb: 900,
      activeConnectionId: 'c-office',
      connections: [
        { id: 'sandbox', kind: 'sandbox', name: 'Sandbox (built in)', baseUrl: '' },
        { id: 'vendor', kind: 'vendor', name: 'Vendor', baseUrl: 'https://quis.de' },
        { id: 'c-office', kind: 'custom', name: 'Office proxy', baseUrl: 'https://proxy.office.example' },
        { id: 'c-broken', kind: 'teleport', name: 'Kaputt', baseUrl: 'https://x.example' },
        { id: 'c-old', kind: 'custom', name: 'Old format', url: 'https://old.example' }
      ]
    })
    writeFileSync(join(dir, 'settings.json'), original)
    app = createTestApp({ dataDir: dir, locale: 'de-DE' })
    const store = app.platform.settings as ReturnType<typeof createTestSettings>
    // Invalid: back to the defaults. Valid: kept.
    expect(store.get('language')).toBe('de')
    expect(store.get('tileAllowLocal')).toBe(false)
    expect(store.get('tileUrl')).toBe('https://tiles.example.org/{z}/{x}/{y}.png')
    expect(store.get('tileAttribution')).toBe('© Example')
    expect(store.get('cacheSizeCapMb')).toBe(900)
    expect(store.get('activeConnectionId')).toBe('c-office')
    // The broken connection is gone; the custom ones stay (the older-format one migrated, not dropped).
    expect(store.get('connections').map((c) => c.id)).toEqual(['sandbox', 'vendor', 'c-office', 'c-old'])
    expect(store.get('connections')).toContainEqual({
      id: 'c-old',
      kind: 'custom',
      name: 'Old format',
      baseUrl: 'https://old.example'
    })
    const info = (await app.router.invoke('app', 'info', [], APP_SENDER)) as {
      ok: true
      value: {
        settingsRepair: { backup: string; resetFields: string[]; droppedConnections: string[]; unreadable: boolean }
      }
    }
    expect(info.value.settingsRepair).toMatchObject({
      unreadable: false,
      resetFields: ['language', 'tileAllowLocal'],
      droppedConnections: ['Kaputt']
    })
    expect(readFileSync(info.value.settingsRepair.backup, 'utf8')).toBe(original)

    // The repaired file opens as it is at the next start: nothing more to repair, nothing lost.
    await app.close()
    const before = readFileSync(join(dir, 'settings.json'), 'utf8')
    app = createTestApp({ dataDir: dir, locale: 'de-DE' })
    expect(app.services.settingsRepair).toBeNull()
    expect(
      (app.platform.settings as ReturnType<typeof createTestSettings>).get('connections').map((c) => c.id)
    ).toEqual(['sandbox', 'vendor', 'c-office', 'c-old'])
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(before)
  })

  it('leaves a valid file untouched and reports nothing', async () => {
    const dir = newDir()
    createTestSettings(dir, { locale: 'de-DE' }).set('cacheSizeCapMb', 1200)
    const before = readFileSync(join(dir, 'settings.json'), 'utf8')
    app = createTestApp({ dataDir: dir })
    expect(app.services.settingsRepair).toBeNull()
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(before)
    expect(readdirSync(dir).filter((f) => f.includes('backup'))).toEqual([])
  })
})
