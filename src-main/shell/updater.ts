// electron-updater in the Electron shell: its autoUpdater picks the updater of the OS (NSIS on Windows,
// Squirrel.Mac on macOS, AppImage on Linux) with Electron's app (ElectronAppAdapter) and network
// (ElectronHttpExecutor over net: system proxy and certificates), and reads the feed from the
// app-update.yml that electron-builder writes from electron-builder.json's `publish`. Only a packaged
// app updates itself: a development start gets none, and Settings says updates are not available.
//
// electron-updater is CommonJS and requires `electron` only lazily (inside ElectronAppAdapter,
// ElectronHttpExecutor, MacUpdater's constructor, quitAndInstall), so loading it is harmless; its
// `autoUpdater` is a getter that builds the platform's updater on first use, here.
import { app } from 'electron'
import electronUpdaterModule from 'electron-updater'
import type { UpdaterEngine } from '../updates'

export function electronUpdater(): UpdaterEngine | undefined {
  if (!app.isPackaged) return undefined
  return electronUpdaterModule.autoUpdater
}
