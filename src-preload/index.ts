// The preload: window.api from the contract and nothing else. Runs sandboxed; electron-vite bundles
// it, so only 'electron' is required at run time.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { contract } from '@shared/bridge/contract'
import { buildApi } from './build-api'

contextBridge.exposeInMainWorld(
  'api',
  buildApi(
    contract,
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
