// The settings file: its JSON schema, defaults and migrations. The same options serve electron-store
// (Electron) and conf (tests, a temp folder), so both read and migrate the file the same way.
import { Language, SavedConnection, SettingsPatch, SettingsView } from '@shared/bridge/contract'

export interface SettingsData {
  /** The built-in connections (sandbox, vendor) and the user's own. Never any key. */
  connections: SavedConnection[]
  /** null: automatic (Sandbox unless a vendor key is configured). */
  activeConnectionId: string | null
  language: Language
  tileUrl: string
  tileAttribution: string
  /** Tile servers on this computer or the local network (and http:// to this computer); off by default. */
  tileAllowLocal: boolean
  cacheSizeCapMb: number
  /** Check the release feed for a newer version at every start; on by default. */
  checkUpdatesAtStart: boolean
  /** The sample-data introduction was closed (shown again only in a new data folder). */
  sampleIntroSeen: boolean
  /** Addresses the user confirmed in main's dialog (confirm.ts), never set by the renderer. */
  confirmedOrigins: ConfirmedOrigins
}

/** Origins (scheme://host:port) the user allowed: tile servers while local ones are allowed, and API connections. */
export interface ConfirmedOrigins {
  tiles: string[]
  connections: string[]
}

/** At most this many remembered origins of each kind (the oldest are forgotten first). */
export const CONFIRMED_ORIGINS_MAX = 100

export const SANDBOX_ID = 'sandbox'
export const VENDOR_ID = 'vendor'
export const VENDOR_BASE_URL = 'https://quis.de'
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors'
export const DEFAULT_CACHE_SIZE_CAP_MB = 500

export const BUILT_IN_CONNECTIONS: readonly SavedConnection[] = [
  { id: SANDBOX_ID, kind: 'sandbox', name: 'Sandbox (built in)', baseUrl: '' },
  { id: VENDOR_ID, kind: 'vendor', name: 'Vendor', baseUrl: VENDOR_BASE_URL }
]

/** de when the system locale is German, else en. */
export const languageFromLocale = (locale: string | undefined): Language =>
  (locale ?? '').toLowerCase().startsWith('de') ? 'de' : 'en'

export function settingsDefaults(systemLocale: string | undefined): SettingsData {
  return {
    connections: BUILT_IN_CONNECTIONS.map((c) => ({ ...c })),
    activeConnectionId: null,
    language: languageFromLocale(systemLocale),
    tileUrl: DEFAULT_TILE_URL,
    tileAttribution: DEFAULT_TILE_ATTRIBUTION,
    tileAllowLocal: false,
    cacheSizeCapMb: DEFAULT_CACHE_SIZE_CAP_MB,
    checkUpdatesAtStart: true,
    sampleIntroSeen: false,
    confirmedOrigins: { tiles: [], connections: [] }
  }
}

/**
 * conf/electron-store `schema`: one JSON schema per top-level key, taken from the contract's TypeBox
 * schemas (they are JSON schemas). The tile URL is the view's, without the placeholder pattern: files
 * migrated from previews may carry other URLs, and a schema error would make the file unreadable.
 */
export const settingsSchema = {
  connections: { type: 'array', items: { ...SavedConnection, additionalProperties: false } },
  activeConnectionId: { type: ['string', 'null'] },
  language: Language,
  tileUrl: SettingsView.properties.tileUrl,
  tileAttribution: SettingsPatch.properties.tileAttribution,
  tileAllowLocal: SettingsView.properties.tileAllowLocal,
  cacheSizeCapMb: SettingsPatch.properties.cacheSizeCapMb,
  checkUpdatesAtStart: SettingsPatch.properties.checkUpdatesAtStart,
  sampleIntroSeen: SettingsPatch.properties.sampleIntroSeen,
  confirmedOrigins: {
    type: 'object',
    properties: {
      tiles: { type: 'array', maxItems: CONFIRMED_ORIGINS_MAX, items: { type: 'string', maxLength: 600 } },
      connections: { type: 'array', maxItems: CONFIRMED_ORIGINS_MAX, items: { type: 'string', maxLength: 600 } }
    },
    required: ['tiles', 'connections'],
    additionalProperties: false
  }
}

/** What a migration sees: conf's and electron-store's store, reduced to what migrations use. */
export interface MigrationStore {
  get(key: string): unknown
  set(key: string, value: unknown): void
  has(key: string): boolean
  delete(key: string): void
}

/**
 * Keyed by the app version that introduced the change (electron-store uses app.getVersion(); tests
 * pass the same version to conf as projectVersion). Each must be safe to run on a fresh file.
 */
export const settingsMigrations: Record<string, (store: MigrationStore) => void> = {
  // 0.0.x previews kept `locale`, `cacheSizeMb`, `tileServer`, connections with `url` and the
  // active connection as `activeConnection`.
  '0.1.0': (store) => {
    const rename = (from: string, to: string) => {
      if (!store.has(from)) return
      const value = store.get(from)
      store.delete(from)
      if (value !== undefined && value !== null) store.set(to, value)
    }
    if (store.has('locale')) {
      const locale = store.get('locale')
      store.delete('locale')
      store.set('language', languageFromLocale(typeof locale === 'string' ? locale : undefined))
    }
    rename('cacheSizeMb', 'cacheSizeCapMb')
    rename('tileServer', 'tileUrl')
    rename('activeConnection', 'activeConnectionId')
    const connections = store.get('connections')
    if (Array.isArray(connections)) {
      store.set(
        'connections',
        connections.map((c: Record<string, unknown>) => {
          const { url, ...rest } = c
          return {
            ...rest,
            baseUrl: typeof rest.baseUrl === 'string' ? rest.baseUrl : typeof url === 'string' ? url : ''
          }
        })
      )
    }
  }
}

/** Options shared by electron-store and conf. */
export function settingsStoreOptions(systemLocale: string | undefined) {
  return {
    schema: settingsSchema,
    defaults: settingsDefaults(systemLocale),
    migrations: settingsMigrations,
    // Never cleared: repairSettingsFile (repair.ts) backs the file up and repairs it before it is opened.
    clearInvalidConfig: false
  }
}
