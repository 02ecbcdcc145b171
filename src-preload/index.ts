// The preload: window.api from the bridge manifest and nothing else. Runs sandboxed; electron-vite
// bundles it, so only 'electron' is required at run time. The manifest (call and event names, no
// schemas) is written in at build time from the contract (electron.vite.config.ts).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { BridgeManifest } from '@shared/bridge/manifest'
import { buildApi } from './build-api'

declare const __BRIDGE_MANIFEST__: BridgeManifest

contextBridge.exposeInMainWorld(
  'api',
  buildApi(
    __BRIDGE_MANIFEST__,
    (channel, args) => ipcRenderer.invoke(channel, ...args),
    (channel, listener) => {
      // The renderer gets the payload only, never the IpcRendererEvent (it holds `sender`).
      const stripped = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
      ipcRenderer.on(channel, stripped)
      return () => {
        ipcRenderer.removeListener(channel, stripped)
      }
    }
  )
)
