// What the app says about itself (version, data folder, whether main is there at all: not in a plain
// browser) and where the map's tiles come from.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { SettingsRepair } from '@shared/bridge/contract'
import { appCalls, hasBridge } from '../../bridge/app'
import { tileTemplate } from '../../bridge/network'

export const useAppInfo = defineStore('appInfo', () => {
  const info = ref<{ version: string; dataDir: string; logDir: string; settingsRepair: SettingsRepair | null } | null>(
    null
  )
  const logFolderError = ref<AppError | null>(null)

  async function load() {
    const r = await appCalls.info()
    if (r.ok) info.value = r.value
  }

  /** Opens the log folder in the system's file manager. */
  async function openLogFolder() {
    logFolderError.value = null
    const r = await appCalls.openLogFolder()
    if (!r.ok) logFolderError.value = r.error
  }

  return { info, logFolderError, load, openLogFolder, tileTemplate, bridged: hasBridge() }
})
