// The preload: window.api from the bridge manifest and nothing else. Runs sandboxed; electron-vite
// bundles it, so only 'electron' is required at run time. The manifest (call and event names, no
// schemas) is written in at build time from the contract (electron.vite.config.ts).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { BridgeManifest } from '@shared/bridge/manifest'
import { buildApi } from './build-api'
import { wireInvoke } from './wire-invoke'

declare const __BRIDGE_MANIFEST__: BridgeManifest

contextBridge.exposeInMainWorld(
  'api',
  buildApi(
    __BRIDGE_MANIFEST__,
    // As one JSON string and its byte blocks, so main can size a call before it reads it.
    wireInvoke((channel, json, bytes) => ipcRenderer.invoke(channel, json, bytes)),
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
