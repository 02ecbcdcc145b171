// What every screen sets up: its words in the UI language and the formats of numbers and dates; a screen
// that saves a PDF also takes the exports, with the outcome the last screen left (saved to, cancelled,
// error) cleared as it opens.
import { useI18n } from 'vue-i18n'
import { useExports } from './stores/exports'
import { useFormat } from './useFormat'

export function useScreen() {
  const { t, te, n, locale } = useI18n()
  return { t, te, n, locale, fmt: useFormat() }
}

export function usePdfScreen() {
  const ex = useExports()
  ex.clear()
  return { ...useScreen(), ex }
}
