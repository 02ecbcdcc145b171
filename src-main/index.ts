// The Electron shell: single instance, hardened sessions and windows, the ipc router over the
// services, the tile and image protocols. Everything else is plain Node code in the services; the order of the
// start and what happens when it fails is in startup.ts.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import { app, BrowserWindow, dialog, ipcMain, net, protocol } from 'electron'
import { selfTestKeychain } from './keychain'
import { createFileLog, logDirOf } from './log/file-log'
import { redactForLog } from './log/redaction'
import { openServices, type Services } from './services'
import { createAppRouter } from './ipc/app-router'
import { failStart, runStartup, type StartupShell } from './startup'
import { installMenu } from './shell/menu'
import { createElectronPlatform } from './shell/platform'
import { registerIpc } from './shell/ipc'
import { hardenAllWebContents, hardenSession } from './shell/security'
import { createMainWindow, rendererPaths, whenShown } from './shell/window'
import { electronPdf } from './shell/pdf'
import { electronClipboard } from './shell/clipboard'
import { electronScreen } from './shell/screen'
import { electronConfirm } from './shell/confirm'
import { electronUpdater } from './shell/updater'
import { electronOpenFile } from './shell/open-file'
import { TILE_SCHEME } from './tiles/fetch-tile'
import { IMAGE_SCHEME } from './images'
import { APP_ORIGIN, APP_SCHEME, appSchemeHandler } from './app-scheme'
import { CONTENT_SECURITY_POLICY } from './shell/csp'

const mainDir = dirname(fileURLToPath(import.meta.url))
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
const paths = rendererPaths(mainDir)

protocol.registerSchemesAsPrivileged([
  // The app's pages: a secure, standard origin of their own, so module scripts, fetch and storage work
  // as on https, while file:// keeps no extra privileges (the fuse is off).
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  { scheme: TILE_SCHEME, privileges: { standard: true, secure: true } },
  { scheme: IMAGE_SCHEME, privileges: { standard: true, secure: true } }
])

// An existing folder in place of the per-user one, for automated runs (tests/electron): settings,
// library, caches, logs, the sandbox's data and the single-instance lock all go there.
if (process.env.LAGEBILD_USER_DATA) app.setPath('userData', process.env.LAGEBILD_USER_DATA)

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let services: Services | null = null
  const secrets = () => services?.connections.knownSecrets() ?? []
  const logDir = logDirOf(app.getPath('userData'))
  const log = createFileLog({
    dir: logDir,
    secrets,
    ...(app.isPackaged ? {} : { echo: (line) => process.stderr.write(`${line}\n`) })
  })
  // Whatever any part of main prints goes to the log file, redacted, too.
  console.error = (...args: unknown[]) => log.error(format(...args))
  console.warn = (...args: unknown[]) => log.warn(format(...args))
  const shell: StartupShell = {
    log,
    logDir,
    showError: (title, message) => dialog.showErrorBox(title, message),
    exit: (code) => app.exit(code),
    redact: (text) => redactForLog(text, secrets())
  }
  let windowShown = false
  process.on('uncaughtException', (err) => (windowShown ? log.error('uncaught exception', err) : failStart(err, shell)))
  process.on('unhandledRejection', (err) => log.error('unhandled rejection', err))

  let mainWindow: BrowserWindow | null = null
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })

  const open = () => {
    mainWindow = createMainWindow({ preload: paths.preload, ...(devServerUrl ? { devServerUrl } : {}) })
    mainWindow.on('closed', () => (mainWindow = null))
    return mainWindow
  }

  void app.whenReady().then(() =>
    runStartup(
      {
        async openWindow() {
          const platform = createElectronPlatform(log)
          platform.clipboard = electronClipboard
          // Security-relevant changes the renderer asks for are confirmed by the user in a native dialog over the window.
          platform.confirm = electronConfirm(() => mainWindow)
          platform.screen = electronScreen(() => mainWindow)
          platform.openFile = electronOpenFile(() => mainWindow)
          const updater = electronUpdater()
          if (updater) platform.updater = updater
          platform.pdf = electronPdf({
            ...paths,
            ...(devServerUrl ? { devServerUrl } : {}),
            dataDir: platform.appInfo.dataDir,
            parent: () => mainWindow
          })
          const s = (services = openServices(platform))
          const router = createAppRouter(s, {
            allowedOrigins: devServerUrl ? [APP_ORIGIN, devServerUrl] : [APP_ORIGIN]
          })
          hardenSession()
          hardenAllWebContents(
            (url) => router.isTrustedSender(url),
            (url) => s.confirmExternalLink(url)
          )
          installMenu(!app.isPackaged)
          registerIpc(ipcMain, router, () => BrowserWindow.getAllWindows())
          const serveTile = s.tiles.handler(
            (input, init) => net.fetch(input as string, init),
            `Lagebild/${app.getVersion()} (desktop; +https://quis.de)`
          )
          protocol.handle(APP_SCHEME, appSchemeHandler(paths.rendererRoot, CONTENT_SECURITY_POLICY))
          protocol.handle(TILE_SCHEME, (request) => serveTile(request.url))
          protocol.handle(IMAGE_SCHEME, (request) => s.images.handler(request.url))
          app.on('will-quit', () => void s.close())
          await whenShown(open())
          windowShown = true
          app.on('activate', () => {
            if (BrowserWindow.getAllWindows().length === 0) open()
          })
        },
        afterWindow: [
          // The app still works without it; Settings shows the keychain error when a key is saved.
          { name: 'keychain self-test', run: () => selfTestKeychain(services!.keychain) },
          // Starts the check when the setting is on and returns at once: the network never holds up the start.
          { name: 'update check', run: async () => services!.updates.checkAtStart() }
        ]
      },
      shell
    )
  )

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
