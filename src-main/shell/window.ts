// The main window: isolated, sandboxed renderer with the bundled preload.
import { join } from 'node:path'
import { BrowserWindow } from 'electron'

export function createMainWindow(opts: { preload: string; rendererFile: string; devServerUrl?: string }) {
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
  if (opts.devServerUrl) void win.loadURL(opts.devServerUrl)
  else void win.loadFile(opts.rendererFile)
  return win
}

export const rendererPaths = (mainDir: string) => ({
  preload: join(mainDir, '../preload/index.cjs'),
  rendererFile: join(mainDir, '../renderer/index.html'),
  rendererRoot: join(mainDir, '../renderer')
})

/** Resolves when the window shows; rejects when its page fails to load or its renderer dies first. */
export function whenShown(win: BrowserWindow): Promise<void> {
  return new Promise((resolve, reject) => {
    win.once('show', () => resolve())
    win.webContents.once('did-fail-load', (_e, code, description, url) =>
      reject(new Error(`The window could not load ${url}: ${description} (${code})`))
    )
    win.webContents.once('render-process-gone', (_e, details) => reject(new Error(`The window's renderer stopped (${details.reason})`)))
  })
}
