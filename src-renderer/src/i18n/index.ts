import { createI18n } from 'vue-i18n'
import type { Language } from '@shared/bridge/contract'
import de from './de'
import en from './en'
import { systemLanguage } from './locale'

export const i18n = createI18n({
  legacy: false,
  locale: systemLanguage(),
  fallbackLocale: 'en',
  messages: { de, en },
  missingWarn: false,
  fallbackWarn: false
})

export function applyLanguage(language: Language) {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}
