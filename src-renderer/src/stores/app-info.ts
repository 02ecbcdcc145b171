// What the app says about itself (version, data folder, whether main is there at all: not in a plain
// browser) and where the map's tiles come from.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { appCalls, hasBridge, tileTemplate } from '../bridge/app'

export const useAppInfo = defineStore('appInfo', () => {
  const info = ref<{ version: string; dataDir: string } | null>(null)

  async function load() {
    const r = await appCalls.info()
    if (r.ok) info.value = r.value
  }

  return { info, load, tileTemplate, bridged: hasBridge() }
})
