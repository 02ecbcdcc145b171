// The Electron side of picking one file to import (the transactions domain): the native open dialog over
// the main window. Main reads the file itself; the renderer only ever sees what main made of it.
import { BrowserWindow, dialog, type OpenDialogOptions } from 'electron'

export function electronOpenFile(parent: () => BrowserWindow | null) {
  return async (filters: { name: string; extensions: string[] }[]): Promise<string | null> => {
    const options: OpenDialogOptions = { properties: ['openFile'], filters }
    const win = parent()
    const { canceled, filePaths } = win
      ? await dialog.showOpenDialog(win, options)
      : await dialog.showOpenDialog(options)
    return canceled ? null : (filePaths[0] ?? null)
  }
}
