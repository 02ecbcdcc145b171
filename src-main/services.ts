// Wires the main-process services from their platform parts. The Electron shell passes electron-store,
// the OS keychain, net.fetch and a utilityProcess sandbox; tests pass conf in a temp folder, the
// same keychain on a test Secret Service, undici fetch and an in-process sandbox.
import type { AppError } from '@shared/bridge/errors'
import { toAppError, type FetchLike } from './api'
import { ServiceError } from './app-error'
import { createConnect, type Connect } from './connections/connect'
import { createConnectionService, type ConnectionService } from './connections/service'
import { createConnectionTester, type ConnectionTester } from './connections/tester'
import { createAppEvents, type AppEvents } from './events'
import { createIpcRouter, type IpcRouter, type IpcRouterOptions, type Logger } from './ipc/router'
import { createHandlers } from './ipc/handlers'
import type { Keychain } from './keychain'
import type { SandboxLauncher } from './sandbox/launcher'
import { createSettingsService, type SettingsBackend, type SettingsService } from './settings/store'
import { openReportLibrary, type ReportLibrary } from './reports/library'
import { APP_TILE_TEMPLATE } from './tiles'

export interface AppInfo {
  version: string
  platform: string
  /** The app's data folder (settings file, caches); shown in Settings. */
  dataDir: string
}

export interface Platform {
  /** electron-store or conf, built with settingsStoreOptions() from settings/schema. */
  settings: SettingsBackend
  keychain: Keychain
  sandbox: SandboxLauncher
  /** Electron: net.fetch; Node: leave out (the API client uses undici with HTTP/2). */
  fetch?: FetchLike
  appInfo: AppInfo
  log?: Logger
  /** Sent as X-Custom-Client-Id. */
  clientId?: string
  /**
   * Where the renderer's map asks for tiles; the Electron shell serves APP_TILE_TEMPLATE (its
   * lagebild-tile protocol), the browser test harness a same-origin path over the same tile handler.
   */
  tileTemplate?: string
}

export interface Services {
  appInfo: AppInfo
  settings: SettingsService
  connections: ConnectionService
  testConnection: ConnectionTester
  keychain: Keychain
  sandbox: SandboxLauncher
  events: AppEvents
  /** The tile URL template the renderer's map uses ({z}/{x}/{y}), served by main's tile handler. */
  tileTemplate: string
  /** Location reports, the report library (offline cache), the tile cache and the online state. */
  reports: ReportLibrary
  /** The API client of a connection (the given one if it exists, else the active one): the one way every service reaches the API. */
  connect: Connect
  /** Any thrown error as an AppError (ServiceError, API client errors; unknown: internal). */
  appErrorOf(err: unknown): AppError
  close(): Promise<void>
}

export function appErrorOf(err: unknown): AppError {
  return err instanceof ServiceError ? err.appError : toAppError(err)
}

export function createServices(platform: Platform): Services {
  const events = createAppEvents()
  const settings = createSettingsService(platform.settings)
  const connections = createConnectionService({
    settings: platform.settings,
    keychain: platform.keychain,
    sandbox: platform.sandbox,
    onChange: (list) => events.emit('connectionsChanged', list)
  })
  const testConnection = createConnectionTester({
    resolve: connections.resolve,
    toAppError: appErrorOf,
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
    ...(platform.clientId ? { clientId: platform.clientId } : {})
  })
  const connect = createConnect({
    connections,
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
    ...(platform.clientId ? { clientId: platform.clientId } : {})
  })
  const reports = openReportLibrary({
    dataDir: platform.appInfo.dataDir,
    capMb: () => settings.read().cacheSizeCapMb,
    connect,
    events
  })
  return {
    appInfo: platform.appInfo,
    settings,
    connections,
    testConnection,
    keychain: platform.keychain,
    sandbox: platform.sandbox,
    events,
    tileTemplate: platform.tileTemplate ?? APP_TILE_TEMPLATE,
    reports,
    connect,
    appErrorOf,
    close: async () => {
      reports.close()
      await platform.sandbox.stop()
    }
  }
}

/**
 * The ipc router over the services, as the Electron shell and the end-to-end harness use it:
 * handlers from the contract, API errors mapped, keys redacted from logs, service events forwarded.
 */
export function createAppRouter(services: Services, options: IpcRouterOptions = {}): IpcRouter {
  const router = createIpcRouter(createHandlers(services), {
    mapError: (err) => appErrorOf(err),
    secrets: () => services.connections.knownSecrets(),
    ...options
  })
  services.events.on((name, payload) => router.emit(name, payload))
  return router
}

export { createHandlers }
