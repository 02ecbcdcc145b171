// The UI's one vue-i18n instance and its language. The instance starts without messages: the app's
// entry (main.ts) installs every area's texts, so the kit depends on no area.
import { createI18n } from 'vue-i18n'
import type { Language } from '@shared/bridge/contract'
import { systemLanguage } from './locale'

export const i18n = createI18n({
  legacy: false,
  locale: systemLanguage(),
  fallbackLocale: 'en',
  messages: {},
  missingWarn: false,
  fallbackWarn: false
})

export function applyLanguage(language: Language) {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/** The UI language now: what every store and screen reads, never passed around by hand. */
export const uiLanguage = (): Language => (i18n.global.locale.value === 'en' ? 'en' : 'de')
