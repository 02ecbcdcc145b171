// Wires the main-process services from their platform parts. The Electron shell passes electron-store,
// the OS keychain, net.fetch and a utilityProcess sandbox; tests pass conf in a temp folder, the
// same keychain on a test Secret Service, undici fetch and an in-process sandbox.
import { mkdirSync } from 'node:fs'
import type { AppError } from '@shared/bridge/errors'
import type { SettingsRepair } from '@shared/bridge/contract'
import type { FetchLike } from './api'
import { appErrorOf, ServiceError } from './app-error'
import { linkQuestion, oneDialogAtATime, oneQuestionAtATime, refuseAll, type Confirm } from './confirm'
import { createConnect, type Connect } from './connections/connect'
import { createConnectionService, type ConnectionService } from './connections/service'
import { createConnectionTester, type ConnectionTester } from './connections/tester'
import { createAppEvents, type AppEvents } from './events'
import { createConnectivity, type Connectivity } from './net/connectivity'
import { consoleLogger, type Logger } from './log/logger'
import type { Keychain } from './keychain'
import { logDirOf } from './log/file-log'
import type { SandboxLauncher } from './sandbox/launcher'
import { moveToLayout } from './storage/layout'
import { createSettingsService, type SettingsBackend, type SettingsService } from './settings/store'
import { openComparables, type Comparables } from './comparables'
import { openMarket, type MarketService } from './market/service'
import { openReports, type Reports } from './reports'
import { openTiles, type Tiles } from './tiles'
import { APP_IMAGE_BASE, openImages, type Images } from './images'
import { openValuations, type Valuations } from './valuation'
import { openPortfolio, type Portfolio } from './portfolio'
import { openPhotos, type Photos } from './photos'
import {
  createExportService,
  type ClipboardPlatform,
  type ExportService,
  type PdfPlatform,
  type ScreenPlatform
} from './export/service'
import { oneExportAtATime } from './export/one-at-a-time'
import { openUpdates, type UpdaterEngine, type Updates } from './updates'
import { openTransactions, type Transactions } from './transactions'
import type { ImportProcessLauncher } from './transactions/import-process'

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
  /** Shows a folder in the system's file manager (Electron: shell.openPath). */
  openFolder?: (dir: string) => Promise<void>
  /**
   * Where the renderer's map asks for tiles; the Electron shell serves APP_TILE_TEMPLATE (its
   * lagebild-tile protocol), the browser test harness a same-origin path over the same tile handler.
   */
  tileTemplate?: string
  /**
   * What image references start with: the Electron shell serves APP_IMAGE_BASE (its lagebild-image
   * protocol), the browser test harness a same-origin path over the same image handler.
   */
  imageBase?: string
  /** How main fetches images for the image protocol (Electron: net.fetch); default the global fetch. */
  imageFetch?: typeof fetch
  /** Sent with image and tile requests. */
  userAgent?: string
  /** What repairSettingsFile repaired before the settings opened; shown once in the app. */
  settingsRepair?: SettingsRepair | null
  /** Prints the app's print view to PDF and saves files (Electron: a hidden window and a save dialog). */
  pdf?: PdfPlatform
  /** The system clipboard (Electron: its clipboard module). */
  clipboard?: ClipboardPlatform
  /** Captures a region of the app's window (Electron: capturePage of the main window). */
  screen?: ScreenPlatform
  /**
   * Asks the user about a security-relevant change in a native dialog (Electron: dialog.showMessageBox,
   * shell/confirm.ts): local tile servers, an address not used before, a link to another site. Without
   * it nothing of that is confirmed (tests pass a port that records the questions and answers).
   */
  confirm?: Confirm
  /**
   * electron-updater's updater (Electron, packaged app only: its autoUpdater); absent in development and
   * in tests unless a test injects one over a local feed. Read when updates are used, so it may be set later.
   */
  updater?: UpdaterEngine
  /** Main's open dialog for one file (Electron: dialog.showOpenDialog, shell/open-file.ts); the path chosen, null when cancelled. */
  openFile?: (filters: { name: string; extensions: string[] }[]) => Promise<string | null>
  /** Starts the child process an imported file is read in (Electron: a utilityProcess; Node: a forked process). */
  importProcess: ImportProcessLauncher
}

export interface Services {
  appInfo: AppInfo
  settingsRepair: SettingsRepair | null
  settings: SettingsService
  connections: ConnectionService
  testConnection: ConnectionTester
  keychain: Keychain
  sandbox: SandboxLauncher
  events: AppEvents
  /** Where main writes what went wrong (the Electron shell: the rotating log file, redacted). */
  log: Logger
  /** The log file's folder (<dataDir>/logs); every "details are in the log" message names it. */
  logDir: string
  openLogFolder(): Promise<void>
  /** Online or offline, as every call to the service ends (the frame's offline banner). */
  network: Connectivity
  /** Location reports and the report library (offline cache). */
  reports: Reports
  /** Map tiles: the tile cache (cache/tiles.db), the tile protocol's handler and the map's template. */
  tiles: Tiles
  /** Quick valuations, their history and the comparison grid (cache/valuations.db). */
  valuation: Valuations
  /** Offer search around a subject and the saved comparable sets. */
  comparables: Comparables
  market: MarketService
  /** Service images (offer images, property photos) by reference, cached for offline use (cache/images.db). */
  images: Images
  /** Property groups, properties and their photos on the active connection's service. */
  portfolio: Portfolio
  /** The durable photo upload queue (<dataDir>/photos). */
  photos: Photos
  /** PDFs of reports (and later of the other screens) for the appraisal. */
  exports: ExportService
  /** App updates (electron-updater): the check at start, the background download, install on quit once agreed. */
  updates: Updates
  /** Kaufpreise from a Gutachterausschuss extract (CSV, XLSX), read and checked here for the valuation grid. */
  transactions: Transactions
  /** The API client of a connection (the given one if it exists, else the active one): the one way every service reaches the API. */
  connect: Connect
  /** Any thrown error as an AppError (ServiceError, API client errors; unknown: internal). */
  appErrorOf(err: unknown): AppError
  /** Asks the user whether a link that leads neither to the vendor nor to Lagebild's pages may open in the browser. */
  confirmExternalLink(url: string): Promise<boolean>
  close(): Promise<void>
}

const guardedPdfs = new WeakMap<PdfPlatform, PdfPlatform>()
function guardedPdf(pdf: PdfPlatform): PdfPlatform {
  let guarded = guardedPdfs.get(pdf)
  if (!guarded) guardedPdfs.set(pdf, (guarded = oneExportAtATime(pdf)))
  return guarded
}

export function openServices(platform: Platform): Services {
  const logDir = logDirOf(platform.appInfo.dataDir)
  const events = createAppEvents()
  // Read at each question: the shell sets its dialog once the window exists.
  const confirm = oneQuestionAtATime((q) => (platform.confirm ?? refuseAll)(q))
  const openFile = oneDialogAtATime((filters: { name: string; extensions: string[] }[]) =>
    platform.openFile ? platform.openFile(filters) : Promise.resolve(null)
  )
  const settings = createSettingsService(platform.settings, confirm)
  const connections = createConnectionService({
    settings: platform.settings,
    keychain: platform.keychain,
    sandbox: platform.sandbox,
    onChange: (list) => events.emit('connectionsChanged', list),
    confirm
  })
  const log: Logger = platform.log ?? consoleLogger
  for (const note of moveToLayout(platform.appInfo.dataDir)) log.warn(`data folder: ${note}`)
  platform.sandbox.onProgress?.((p) => events.emit('sandboxProgress', p))
  platform.sandbox.onRestarted?.(() => {
    log.warn('the built-in sandbox had exited; started again')
    events.emit('sandboxRestarted', { at: new Date().toISOString() })
  })
  const testConnection = createConnectionTester({
    resolve: connections.resolve,
    toAppError: appErrorOf,
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
    ...(platform.clientId ? { clientId: platform.clientId } : {})
  })
  const network = createConnectivity((status) => events.emit('onlineChanged', status))
  const connect = createConnect({
    connections,
    network,
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
    ...(platform.clientId ? { clientId: platform.clientId } : {})
  })
  const tiles = openTiles({
    dataDir: platform.appInfo.dataDir,
    capMb: () => settings.read().cacheSizeCapMb,
    settings: () => settings.read(),
    ...(platform.tileTemplate ? { template: platform.tileTemplate } : {}),
    log
  })
  const reports = openReports({
    dataDir: platform.appInfo.dataDir,
    capMb: () => settings.read().cacheSizeCapMb,
    connect,
    events,
    network,
    tilesBytes: () => tiles.cache().usage().bytes,
    log
  })
  const valuation = openValuations({
    dataDir: platform.appInfo.dataDir,
    log,
    toAppError: appErrorOf,
    connect
  })
  const images = openImages({
    dataDir: platform.appInfo.dataDir,
    capMb: () => settings.read().cacheSizeCapMb,
    base: platform.imageBase ?? APP_IMAGE_BASE,
    async resolve(connectionId) {
      if (!(await connections.list()).some((c) => c.id === connectionId)) return null
      const { baseUrl, apiKey } = await connections.resolve(connectionId)
      return { baseUrl, apiKey }
    },
    ...(platform.imageFetch ? { fetch: platform.imageFetch } : {}),
    ...(platform.userAgent ? { userAgent: platform.userAgent } : {}),
    log: (m) => log.warn(m)
  })
  const comparables = openComparables({
    dataDir: platform.appInfo.dataDir,
    connect,
    images,
    // A set is linked to the saved report of its subject's address (the newest, as the library lists it).
    reportFor: (address) => reports.savedFor({ text: address })[0]?.id ?? null,
    log
  })
  const market = openMarket({ dataDir: platform.appInfo.dataDir, connect, toAppError: appErrorOf, log })
  const portfolio = openPortfolio({ dataDir: platform.appInfo.dataDir, connect, images, toAppError: appErrorOf, log })
  const exports = createExportService({
    reports,
    portfolio,
    valuation,
    comparables,
    market,
    // The shell sets its printer once the window exists; each printer is guarded once.
    pdf: () => platform.pdf && guardedPdf(platform.pdf),
    clipboard: () => platform.clipboard,
    screen: () => platform.screen
  })
  const photos = openPhotos({ dataDir: platform.appInfo.dataDir, connect, images, events, toAppError: appErrorOf, log })
  const updates = openUpdates({
    updater: () => platform.updater,
    currentVersion: platform.appInfo.version,
    checkAtStart: () => settings.read().checkUpdatesAtStart,
    emit: (status) => events.emit('updateStatus', status),
    log
  })
  const transactions = openTransactions({
    dataDir: platform.appInfo.dataDir,
    pickFile: () => (platform.openFile ? openFile : undefined),
    progress: (p) => events.emit('transactionProgress', p),
    language: () => settings.read().language,
    importProcess: platform.importProcess
  })
  return {
    appInfo: platform.appInfo,
    settingsRepair: platform.settingsRepair ?? null,
    settings,
    connections,
    testConnection,
    keychain: platform.keychain,
    sandbox: platform.sandbox,
    events,
    log,
    logDir,
    async openLogFolder() {
      mkdirSync(logDir, { recursive: true })
      if (!platform.openFolder) throw new ServiceError('internal', 'This build cannot open folders.')
      await platform.openFolder(logDir)
    },
    network,
    reports,
    tiles,
    valuation,
    comparables,
    market,
    images,
    portfolio,
    photos,
    exports,
    updates,
    transactions,
    connect,
    appErrorOf,
    confirmExternalLink: (url) => confirm(linkQuestion(settings.read().language, url)).catch(() => false),
    close: async () => {
      updates.close()
      transactions.close()
      reports.close()
      tiles.close()
      valuation.close()
      comparables.close()
      market.close()
      portfolio.close()
      await photos.close()
      images.close()
      await platform.sandbox.stop()
    }
  }
}
