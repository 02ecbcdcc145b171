// The main window: isolated, sandboxed renderer with the bundled preload, loaded from the app scheme.
import { join } from 'node:path'
import { BrowserWindow } from 'electron'
import { APP_ENTRY } from '../app-scheme'

export function createMainWindow(opts: { preload: string; devServerUrl?: string }) {
  const win = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Lagebild',
    webPreferences: {
      preload: opts.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false
    }
  })
  win.once('ready-to-show', () => win.show())
  void win.loadURL(opts.devServerUrl ?? APP_ENTRY)
  return win
}

export const rendererPaths = (mainDir: string) => ({
  preload: join(mainDir, '../preload/index.cjs'),
  rendererRoot: join(mainDir, '../renderer')
})

/** Resolves when the window shows; rejects when its page fails to load or its renderer dies first. */
export function whenShown(win: BrowserWindow): Promise<void> {
  return new Promise((resolve, reject) => {
    win.once('show', () => resolve())
    win.webContents.once('did-fail-load', (_e, code, description, url) =>
      reject(new Error(`The window could not load ${url}: ${description} (${code})`))
    )
    win.webContents.once('render-process-gone', (_e, details) =>
      reject(new Error(`The window's renderer stopped (${details.reason})`))
    )
  })
}
