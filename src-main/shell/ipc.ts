// Electron transport of the ipc router: one ipcMain.handle per contract call, events to windows.
import type { BrowserWindow, IpcMain } from 'electron'
import { eventChannelOf } from '@shared/bridge/manifest'
import type { IpcRouter } from '../ipc/router'

export function registerIpc(ipcMain: IpcMain, router: IpcRouter, windows: () => BrowserWindow[]): () => void {
  for (const { domain, name, channel } of router.calls) {
    // The preload sends a call as a JSON string and its byte blocks (src-shared/bridge/wire.ts); anything
    // else that arrives is refused by the router. senderFrame is null when the frame navigated away or
    // was destroyed: treated as untrusted.
    ipcMain.handle(channel, (event, json: unknown, bytes: unknown) =>
      router.invokeWire(domain, name, json, bytes, { url: event.senderFrame?.url ?? '' })
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
