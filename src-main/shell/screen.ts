// Captures a region of the main window as drawn (for maps copied as images: tiles, markers and the
// attribution exactly as the user sees them; a canvas of the tiles would be tainted or redrawn).
import type { BrowserWindow } from 'electron'
import type { ScreenPlatform } from '../export/service'

export function electronScreen(mainWindow: () => BrowserWindow | null): ScreenPlatform {
  return {
    async capture(rect) {
      const win = mainWindow()
      if (!win) throw new Error('No window to capture.')
      return new Uint8Array((await win.webContents.capturePage(rect)).toPNG())
    }
  }
}
