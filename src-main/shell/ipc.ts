// Electron transport of the ipc router: one ipcMain.handle per contract call, events to windows.
import type { BrowserWindow, IpcMain } from 'electron'
import { eventChannelOf } from '@shared/bridge/manifest'
import type { IpcRouter } from '../ipc/router'

export function registerIpc(ipcMain: IpcMain, router: IpcRouter, windows: () => BrowserWindow[]): () => void {
  for (const { domain, name, channel } of router.calls) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      // senderFrame is null when the frame navigated away or was destroyed: treat as untrusted.
      router.invoke(domain, name, args, { url: event.senderFrame?.url ?? '' })
    )
  }
  const off = router.onEvent((name, payload) => {
    for (const win of windows()) {
      if (!win.isDestroyed() && router.isTrustedSender(win.webContents.getURL())) {
        win.webContents.send(eventChannelOf(name), payload)
      }
    }
  })
  return () => {
    off()
    for (const { channel } of router.calls) ipcMain.removeHandler(channel)
  }
}
