// Formatting bound to the current UI language, for templates and components: the one place a screen
// learns its language, writes and reads numbers, writes dates, and shows the dash for a missing figure.
import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Language } from '@shared/bridge/contract'
import { numberForInput, readNumber } from '@shared/format/number-reader'
import { DASH, formatDate, formatDateTime, formatNumber } from './format'
import { intlLocale } from './locale'

export function useFormat() {
  const { locale } = useI18n()
  const language = computed<Language>(() => (locale.value === 'en' ? 'en' : 'de'))
  const tag = computed(() => intlLocale(language.value))
  const number = (value: number, fractionDigits?: number) => formatNumber(tag.value, value, fractionDigits)
  return {
    /** The UI language (de or en). */
    language,
    /** The Intl locale numbers and dates are written in (de-DE, en-GB, or the system's own variant). */
    tag,
    number,
    /** A number, or the dash when there is none (undefined, null, not finite). */
    numberOrDash: (value: number | null | undefined, fractionDigits?: number) =>
      value === undefined || value === null || !Number.isFinite(value) ? DASH : number(value, fractionDigits),
    /** A number as typed in the UI language (72,5 in German, 72.5 in English), by the one reader. */
    read: (raw: string) => readNumber(raw, language.value),
    /** A number as the UI language types it back into a field (no grouping); '' for none. */
    forInput: (value: number | null | undefined) => numberForInput(value, language.value),
    date: (value: string | number | Date) => formatDate(tag.value, value),
    dateTime: (value: string | number | Date) => formatDateTime(tag.value, value)
  }
}
