// The services' platform parts in plain Node, for tests and the end-to-end harness: conf (same schema
// and migrations as electron-store) in a temp folder, a keychain (the real OS keychain, or a memory one
// for tests that are not about the keychain), and the sandbox started in-process on loopback.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Conf from 'conf'
import type { Confirm, ConfirmRequest } from '@main/confirm'
import type { Keychain } from '@main/keychain'
import { createNapiKeychain } from '@main/keychain/napi-keyring'
import { onceLauncher, type SandboxLauncher } from '@main/sandbox/launcher'
import { openServices, type Platform, type Services } from '@main/services'
import { createAppRouter } from '@main/ipc/app-router'
import type { IpcRouter, IpcRouterOptions } from '@main/ipc/router'
import { settingsStoreOptions, type SettingsData } from '@main/settings/schema'
import { repairSettingsFile } from '@main/settings/repair'
import { forkImportProcess } from '@main/transactions/import-process'
import { startSandbox } from './sandbox'

export const APP_VERSION = '0.1.0'

export function tempDir(prefix = 'lagebild-desktop-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** conf over <dir>/settings.json with the app's schema, defaults and migrations. */
export function createTestSettings(dir: string, opts: { locale?: string; version?: string } = {}) {
  return new Conf<SettingsData>({
    cwd: dir,
    configName: 'settings',
    projectName: 'lagebild',
    projectVersion: opts.version ?? APP_VERSION,
    ...settingsStoreOptions(opts.locale ?? 'en-US')
  } as ConstructorParameters<typeof Conf<SettingsData>>[0])
}

/** A keychain in memory, for tests about something else than the keychain. */
export function createMemoryKeychain(): Keychain & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get: async (id) => entries.get(id) ?? null,
    set: async (id, key) => void entries.set(id, key),
    delete: async (id) => entries.delete(id)
  }
}

/** The OS keychain under a service name of its own, so parallel test files never share entries. */
export function createTestOsKeychain(): Keychain {
  return createNapiKeychain(`Lagebild-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`)
}

/** The sandbox, started in this process on first use, in its own temp folder. */
export function inProcessSandbox(
  opts: { dataDir?: string; offers?: number; marketCacheDir?: string } = {}
): SandboxLauncher {
  return onceLauncher(async (_exited, progress) => {
    const sandbox = await startSandbox({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.offers ? { offers: opts.offers } : {}),
      ...(opts.marketCacheDir ? { marketCacheDir: opts.marketCacheDir } : {}),
      onMarketProgress: progress
    })
    return { url: sandbox.url, key: sandbox.keys.full, stop: () => sandbox.close() }
  })
}

/**
 * The confirm port of a test: records every question main asks and answers it, by default yes (a user who
 * confirms); `answer` may also decide per question.
 */
export function recordingConfirm(
  answer: boolean | ((q: ConfirmRequest) => boolean | Promise<boolean>) = true
): Confirm & { asked: ConfirmRequest[] } {
  const asked: ConfirmRequest[] = []
  const port = async (q: ConfirmRequest) => {
    asked.push(q)
    return typeof answer === 'function' ? answer(q) : answer
  }
  return Object.assign(port, { asked })
}

export interface TestApp {
  dataDir: string
  /** Every question main asked the user (tile servers, new addresses, links), in order. */
  confirms: ConfirmRequest[]
  /** What the router logged (errors and warnings), instead of the console. */
  logs: string[]
  /** Folders the app asked the system to show (Settings: Open log folder). */
  openedFolders: string[]
  platform: Platform
  services: Services
  router: IpcRouter
  close(): Promise<void>
}

/** The entry of the child process imported files are read in, run from its source. */
export const IMPORT_CHILD_ENTRY = fileURLToPath(new URL('../../src-main/transactions/import-child.ts', import.meta.url))

/** Services and router as the Electron shell builds them, on Node platform parts. */
export function createTestApp(
  opts: {
    keychain?: Keychain
    sandbox?: SandboxLauncher
    locale?: string
    router?: IpcRouterOptions
    dataDir?: string
    /** The map's tile URL template main names (tiles.template); the app's protocol unless given. */
    tileTemplate?: string
    /** What image references start with (images.reference); the app's protocol unless given. */
    imageBase?: string
    /** The user's answers to main's confirmation dialogs: yes to all unless given (see recordingConfirm). */
    confirm?: boolean | ((q: ConfirmRequest) => boolean | Promise<boolean>)
  } = {}
): TestApp {
  const ownDir = !opts.dataDir
  const dataDir = opts.dataDir ?? tempDir()
  const openedFolders: string[] = []
  const confirm = recordingConfirm(opts.confirm ?? true)
  // As the Electron shell does: the settings file is checked and repaired before it opens.
  const settingsRepair = repairSettingsFile(join(dataDir, 'settings.json'))
  const platform: Platform = {
    settingsRepair,
    settings: createTestSettings(dataDir, { locale: opts.locale }),
    keychain: opts.keychain ?? createMemoryKeychain(),
    sandbox: opts.sandbox ?? inProcessSandbox(),
    appInfo: { version: APP_VERSION, platform: process.platform, dataDir },
    clientId: 'lagebild-tests',
    openFolder: async (dir) => void openedFolders.push(dir),
    confirm,
    // As the app reads imported files in a utilityProcess: a real child process, the TypeScript entry through tsx.
    importProcess: forkImportProcess(IMPORT_CHILD_ENTRY, ['--import', 'tsx']),
    ...(opts.tileTemplate ? { tileTemplate: opts.tileTemplate } : {}),
    ...(opts.imageBase ? { imageBase: opts.imageBase } : {})
  }
  const services = openServices(platform)
  const logs: string[] = []
  const log = { error: (m: string, d?: unknown) => void logs.push(`${m} ${d === undefined ? '' : JSON.stringify(d)}`) }
  const router = createAppRouter(services, {
    allowedOrigins: ['http://app.test'],
    log: { error: log.error, warn: log.error },
    ...opts.router
  })
  return {
    dataDir,
    confirms: confirm.asked,
    logs,
    openedFolders,
    platform,
    services,
    router,
    async close() {
      await services.close()
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** The sender of the app's own page in tests. */
export const APP_SENDER = { url: 'http://app.test/index.html' }
