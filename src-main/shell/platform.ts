// The platform parts of the services in Electron: electron-store, the OS keychain, net.fetch, and the
// sandbox and the reading of imported files as utilityProcesses.
import { join } from 'node:path'
import { app, net, shell } from 'electron'
import Store from 'electron-store'
import { createNapiKeychain } from '../keychain/napi-keyring'
import { appFiles } from '../app-paths'
import type { Logger } from '../log/logger'
import type { Platform } from '../services'
import { settingsStoreOptions, type SettingsData } from '../settings/schema'
import { repairSettingsFile } from '../settings/repair'
import { createUtilitySandboxLauncher } from './sandbox-process'
import { utilityImportProcess } from './import-process'

export function createElectronPlatform(log: Logger): Platform {
  const dataDir = app.getPath('userData')
  const files = appFiles({
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath
  })
  // electron-store's file: <userData>/settings.json.
  const settingsRepair = repairSettingsFile(join(dataDir, 'settings.json'))
  if (settingsRepair) log.warn('the settings file failed validation; repaired', settingsRepair)
  const settings = new Store<SettingsData>({
    name: 'settings',
    ...settingsStoreOptions(app.getLocale())
  } as ConstructorParameters<typeof Store<SettingsData>>[0])
  return {
    settings,
    settingsRepair,
    keychain: createNapiKeychain(),
    sandbox: createUtilitySandboxLauncher(files, join(dataDir, 'sandbox')),
    importProcess: utilityImportProcess(files.importEntry),
    // net.fetch uses Chromium's network stack: system proxy, system certificates, HTTP/2.
    fetch: (url, init) => net.fetch(url, init),
    imageFetch: (input, init) => net.fetch(input as string, init),
    userAgent: `Lagebild/${app.getVersion()} (desktop)`,
    appInfo: { version: app.getVersion(), platform: process.platform, dataDir },
    clientId: `lagebild-desktop/${app.getVersion()}`,
    log,
    openFolder: async (dir) => {
      const problem = await shell.openPath(dir)
      if (problem) throw new Error(problem)
    }
  }
}
