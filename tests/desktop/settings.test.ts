// Settings: schema, defaults from the system locale, validation, and migration of an older file.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createSettingsService } from '@main/settings/store'
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, languageFromLocale } from '@main/settings/schema'
import { APP_SENDER, createTestApp, createTestSettings, tempDir, type TestApp } from './helpers/platform'

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

  it('rejects values outside the schema, at the bridge and in the store', async () => {
    app = createTestApp()
    for (const patch of [{ cacheSizeCapMb: 1 }, { tileUrl: 'javascript:alert(1)' }, { tileUrl: 'https://tiles.example/no-placeholders.png' }, { language: 'fr' }]) {
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
    expect(store.get('connections')).toContainEqual({ id: 'c-office', kind: 'custom', name: 'Office proxy', baseUrl: 'https://proxy.office.example' })
    const file = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))
    expect(file).not.toHaveProperty('locale')
    expect(file).not.toHaveProperty('cacheSizeMb')
    expect(file.__internal__.migrations.version).toBe('0.1.0')
    // A second start leaves the migrated file as it is.
    const again = createTestSettings(dir, { locale: 'en-US' })
    expect(again.store).toEqual(store.store)
  })

  it('starts from the defaults when the file is not JSON at all', () => {
    const dir = newDir()
    writeFileSync(join(dir, 'settings.json'), '{"language": "de", "connec')
    const store = createTestSettings(dir, { locale: 'en-US' })
    expect(store.get('language')).toBe('en')
    expect(store.get('connections').map((c) => c.id)).toEqual(['sandbox', 'vendor'])
  })
})
