// The bridge contract: every call the renderer may make into main, with its argument schemas and
// result type, and every event main may send. Main validates arguments against `args`; preload
// builds window.api from the same table; the renderer takes its types from here.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { LANGUAGES } from '../language'
import { comparableSetsDomain, comparablesDomain } from './comparables'
import { marketDomain } from './market'
import { call, event, type CallSpec } from './define'
import { CACHE_CAP_MAX, CACHE_CAP_MIN, TILE_ATTRIBUTION_MAX, TILE_URL_MAX, TILE_URL_PATTERN } from './settings-rules'
import { ConnectionKind } from './provenance'
import { libraryDomain, reportEvents, reportsDomain } from './reports'
import { networkDomain, networkEvents, tilesDomain } from './network'
import { portfolioDomain } from './portfolio'
import { photoEvents, photosDomain } from './photos'
import { exportsDomain } from './exports'
import { valuationDomain } from './valuation'
import { updateEvents, updatesDomain } from './updates'
import { transactionEvents, transactionsDomain } from './transactions'

export type { CallSpec, EventSpec } from './define'
export { ConnectionKind }

const ConnectionId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const ApiKey = Type.String({ minLength: 1, maxLength: 512 })

/** A connection as Settings keep it (a Provenance cites one as provenance.ts's Connection: id, name, kind). */
export const SavedConnection = Type.Object({
  id: ConnectionId,
  kind: ConnectionKind,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  /** Ignored for the sandbox, whose URL is known only once it runs. */
  baseUrl: Type.String({ maxLength: 500 })
})
export type SavedConnection = Static<typeof SavedConnection>

/** What the renderer may know of a connection: never the key, only whether one is set and its end. */
export const ConnectionView = Type.Object({
  ...SavedConnection.properties,
  hasKey: Type.Boolean(),
  keyLast4: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean()
})
export type ConnectionView = Static<typeof ConnectionView>

export const ConnectionDraft = Type.Object({
  id: Type.Optional(ConnectionId),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  baseUrl: Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' })
})
export type ConnectionDraft = Static<typeof ConnectionDraft>

export const ConnectionTestOutcome = Literals([
  'ok',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'offline',
  'timeout',
  'server_error',
  'no_key',
  'invalid_response'
])
export const ConnectionTestResult = Type.Object({
  outcome: ConnectionTestOutcome,
  /** Restricted endpoints checked and whether this key may use them. */
  restricted: Type.Optional(Type.Object({ enabled: Type.Boolean(), checked: Type.String() })),
  resetAt: Type.Optional(Type.String()),
  rateLimit: Type.Optional(Type.Object({ limit: Type.Integer(), remaining: Type.Integer() })),
  apiVersion: Type.Optional(Type.String()),
  /** The requests the test made, cheapest first, as a user can check them in the vendor's request log. */
  requests: Type.Optional(Type.Array(Type.String(), { maxItems: 4 })),
  durationMs: Type.Number()
})
export type ConnectionTestResult = Static<typeof ConnectionTestResult>

export const Language = Literals([...LANGUAGES])
export type Language = Static<typeof Language>
/** The settings a user sets, with the rules a new value must meet (the renderer's form checks them too). */
const UserSettings = Type.Object({
  language: Language,
  tileUrl: Type.String({ minLength: 1, maxLength: TILE_URL_MAX, pattern: TILE_URL_PATTERN }),
  tileAttribution: Type.String({ maxLength: TILE_ATTRIBUTION_MAX }),
  tileAllowLocal: Type.Boolean(),
  cacheSizeCapMb: Type.Integer({ minimum: CACHE_CAP_MIN, maximum: CACHE_CAP_MAX }),
  /** Check the release feed for a newer version at every start (default on). */
  checkUpdatesAtStart: Type.Boolean(),
  /** The user closed the sample-data introduction; it stays closed across restarts. */
  sampleIntroSeen: Type.Boolean()
})
/**
 * The settings as stored, and the connection in use. A stored tile URL is not held to the placeholder
 * pattern: files from previews may carry other URLs (src-main/settings/schema.ts stores it so).
 */
export const SettingsView = Type.Object({
  ...UserSettings.properties,
  tileUrl: Type.String({ minLength: 1, maxLength: TILE_URL_MAX }),
  activeConnectionId: Type.String()
})
export type SettingsView = Static<typeof SettingsView>
export const SettingsPatch = Type.Partial(UserSettings)
export type SettingsPatch = Static<typeof SettingsPatch>

/** What main repaired in the settings file at this start (never cleared: the original is kept as `backup`). */
export const SettingsRepair = Type.Object({
  backup: Type.String(),
  /** Not JSON at all: the app started from the defaults. */
  unreadable: Type.Boolean(),
  /** Settings that failed validation and went back to their defaults. */
  resetFields: Type.Array(Type.String()),
  /** Names of connections that failed validation and were dropped (all others kept). */
  droppedConnections: Type.Array(Type.String())
})
export type SettingsRepair = Static<typeof SettingsRepair>

export const AppInfo = Type.Object({
  version: Type.String(),
  platform: Type.String(),
  dataDir: Type.String(),
  logDir: Type.String(),
  settingsRepair: Type.Union([SettingsRepair, Type.Null()])
})

export const contract = {
  app: {
    info: call([], AppInfo),
    /** Opens the log folder in the system's file manager; answers its path. */
    openLogFolder: call([], Type.String())
  },
  settings: {
    get: call([], SettingsView),
    update: call([SettingsPatch], SettingsView)
  },
  connections: {
    list: call([], Type.Array(ConnectionView)),
    save: call([ConnectionDraft], ConnectionView),
    remove: call([ConnectionId], Type.Array(ConnectionView)),
    setActive: call([ConnectionId], Type.Array(ConnectionView)),
    setKey: call([ConnectionId, ApiKey], ConnectionView),
    clearKey: call([ConnectionId], ConnectionView),
    test: call([ConnectionId], ConnectionTestResult)
  },
  reports: reportsDomain,
  library: libraryDomain,
  network: networkDomain,
  valuation: valuationDomain,
  market: marketDomain,
  comparables: comparablesDomain,
  comparableSets: comparableSetsDomain,
  portfolio: portfolioDomain,
  photos: photosDomain,
  exports: exportsDomain,
  updates: updatesDomain,
  transactions: transactionsDomain,
  tiles: tilesDomain,
  events: {
    connectionsChanged: event(Type.Array(ConnectionView)),
    /** The built-in sandbox had exited and a request started it again. */
    sandboxRestarted: event(Type.Object({ at: Type.String() })),
    /** A first start of the built-in sandbox builds the sample market: its phases, then ready or failed. */
    sandboxProgress: event(
      Type.Object({
        phase: Literals(['generate', 'index', 'snapshot', 'ready', 'failed']),
        fraction: Type.Number({ minimum: 0, maximum: 1 })
      })
    ),
    ...reportEvents,
    ...networkEvents,
    ...photoEvents,
    ...updateEvents,
    ...transactionEvents
  }
} as const

export type Contract = typeof contract
type Calls<D> = { [K in keyof D as D[K] extends CallSpec ? K : never]: D[K] }
export type Domain = Exclude<keyof Contract, 'events'>
export type CallName<D extends Domain> = keyof Calls<Contract[D]> & string
export type ArgsOf<S> = S extends CallSpec<infer A> ? { [I in keyof A]: Static<A[I]> } : never
export type ResultOf<S> = S extends CallSpec<TSchema[], infer R> ? Static<R> : never
export type EventName = keyof Contract['events'] & string
export type EventPayload<E extends EventName> = Static<Contract['events'][E]['payload']>

/** window.api as the renderer sees it: every call returns a Result, never throws for service errors. */
export type Api = {
  [D in Domain]: {
    [C in CallName<D>]: (
      ...args: ArgsOf<Contract[D][C]>
    ) => Promise<import('./errors').Result<ResultOf<Contract[D][C]>>>
  }
} & {
  events: {
    on<E extends keyof Contract['events']>(
      name: E,
      listener: (payload: Static<Contract['events'][E]['payload']>) => void
    ): () => void
  }
}
