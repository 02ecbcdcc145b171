// The Electron shell: single instance, hardened sessions and windows, the ipc router over the
// services, the tile protocol. Everything else is plain Node code in the services.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, ipcMain, net, protocol } from 'electron'
import { selfTestKeychain } from './keychain'
import { createAppRouter, createServices } from './services'
import { installMenu } from './shell/menu'
import { createElectronPlatform } from './shell/platform'
import { registerIpc } from './shell/ipc'
import { hardenAllWebContents, hardenSession } from './shell/security'
import { createMainWindow, rendererPaths } from './shell/window'
import { TILE_SCHEME } from './tiles'

const mainDir = dirname(fileURLToPath(import.meta.url))
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
const paths = rendererPaths(mainDir)

protocol.registerSchemesAsPrivileged([{ scheme: TILE_SCHEME, privileges: { standard: true, secure: true } }])

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let mainWindow: BrowserWindow | null = null
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })

  void app.whenReady().then(async () => {
    const platform = createElectronPlatform(mainDir)
    const services = createServices(platform)
    await selfTestKeychain(platform.keychain).catch((err: unknown) => {
      // The app still opens; Settings shows the keychain error when a key is saved.
      console.error('keychain self-test failed:', err instanceof Error ? err.message : err)
    })
    const router = createAppRouter(services, {
      allowedFileRoots: [paths.rendererRoot],
      allowedOrigins: devServerUrl ? [devServerUrl] : []
    })
    const isAppUrl = (url: string) => router.isTrustedSender(url)

    hardenSession()
    hardenAllWebContents(isAppUrl)
    installMenu(!app.isPackaged)
    registerIpc(ipcMain, router, () => BrowserWindow.getAllWindows())
    const serveTile = services.reports.tileHandler(
      (input, init) => net.fetch(input as string, init),
      () => services.settings.read().tileUrl,
      `Lagebild/${app.getVersion()} (desktop; +https://quis.de)`,
      { allowLocal: () => services.settings.read().tileAllowLocal }
    )
    protocol.handle(TILE_SCHEME, (request) => serveTile(request.url))

    const open = () => {
      mainWindow = createMainWindow({ preload: paths.preload, rendererFile: paths.rendererFile, devServerUrl })
      mainWindow.on('closed', () => (mainWindow = null))
    }
    open()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open()
    })
    app.on('will-quit', () => void services.close())
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
