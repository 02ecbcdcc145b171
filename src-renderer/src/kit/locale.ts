// Which language and Intl locale to use. Pure functions (tests pass the preferred list; the app passes
// the browser's), so they run in Node without a DOM.
import type { Language } from '@shared/bridge/contract'

export const LANGUAGES: readonly Language[] = ['de', 'en']

export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** The UI language the system asks for: German for any German locale, English otherwise. */
export function systemLanguage(preferred: readonly string[] = browserLocales()): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'de' || base === 'en') return base
  }
  return 'en'
}

/**
 * The Intl locale for numbers and dates: the system's own variant of the UI language where it has
 * one (de-AT, en-US), else de-DE or en-GB. German always formats 1.234,56 and DD.MM.YYYY.
 */
export function intlLocale(language: Language, preferred: readonly string[] = browserLocales()): string {
  const own = preferred.find((tag) => tag.toLowerCase().split('-')[0] === language && tag.includes('-'))
  if (own) return own
  return language === 'de' ? 'de-DE' : 'en-GB'
}
