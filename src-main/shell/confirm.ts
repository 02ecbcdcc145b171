// The confirm port in Electron: a native message box over the app's window, the cancel button first
// and the default (Enter, Escape and closing the box all answer "cancel").
import { BrowserWindow, dialog, type MessageBoxOptions } from 'electron'
import type { Confirm } from '../confirm'

const focusedWindow = () => BrowserWindow.getFocusedWindow()

/** The port over `parent()` (the main window; without one, an application-modal box). */
export function electronConfirm(parent: () => BrowserWindow | null = focusedWindow): Confirm {
  return async ({ title, message, detail, confirmLabel, cancelLabel }) => {
    const options: MessageBoxOptions = {
      type: 'warning',
      title,
      message,
      detail,
      buttons: [cancelLabel, confirmLabel],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
      normalizeAccessKeys: false
    }
    const win = parent()
    const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options)
    return response === 1
  }
}
