// Settings as main keeps them (electron-store). The UI language is applied the moment it changes.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Language, SettingsPatch, SettingsView } from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'
import { settingsCalls } from '../../bridge/app'
import { applyLanguage } from '../i18n'

export const useSettings = defineStore('settings', () => {
  const view = ref<SettingsView | null>(null)
  const loadError = ref<AppError | null>(null)

  async function load() {
    const r = await settingsCalls.get()
    if (r.ok) {
      view.value = r.value
      loadError.value = null
      applyLanguage(r.value.language)
    } else {
      loadError.value = r.error
    }
    return r
  }

  async function update(patch: SettingsPatch): Promise<Result<SettingsView>> {
    const r = await settingsCalls.update(patch)
    if (r.ok) {
      view.value = r.value
      applyLanguage(r.value.language)
    }
    return r
  }

  /** Switches the UI at once, then stores the choice; a failed store switches back. */
  async function setLanguage(language: Language) {
    const before = view.value?.language
    applyLanguage(language)
    const r = await update({ language })
    if (!r.ok && before) applyLanguage(before)
    return r
  }

  return { view, loadError, load, update, setLanguage }
})
