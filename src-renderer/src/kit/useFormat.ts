import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Language } from '@shared/bridge/contract'
import { formatDate, formatDateTime, formatNumber } from './format'
import { intlLocale } from './locale'

/** Formatting bound to the current UI language, for templates. */
export function useFormat() {
  const { locale } = useI18n()
  const tag = computed(() => intlLocale(locale.value as Language))
  return {
    number: (value: number, fractionDigits?: number) => formatNumber(tag.value, value, fractionDigits),
    date: (value: string | number | Date) => formatDate(tag.value, value),
    dateTime: (value: string | number | Date) => formatDateTime(tag.value, value)
  }
}
