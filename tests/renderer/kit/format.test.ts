// Numbers and dates as appraisers expect them: 1.234,56 and DD.MM.YYYY in German.
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatNumber } from '@renderer/kit/format'
import { intlLocale, systemLanguage } from '@renderer/kit/locale'

describe('formatting', () => {
  it('writes German numbers with a dot for thousands and a comma for decimals', () => {
    expect(formatNumber('de-DE', 1234.56, 2)).toBe('1.234,56')
    expect(formatNumber('en-GB', 1234.56, 2)).toBe('1,234.56')
  })

  it('writes German dates as DD.MM.YYYY', () => {
    expect(formatDate('de-DE', '2024-03-05T12:00:00Z')).toBe('05.03.2024')
    expect(formatDate('en-GB', '2024-03-05T12:00:00Z')).toBe('05/03/2024')
    expect(formatDateTime('de-DE', new Date(2024, 2, 5, 14, 7))).toBe('05.03.2024, 14:07')
  })

  it('leaves an unreadable date as it came rather than printing "Invalid Date"', () => {
    expect(formatDate('de-DE', 'not a date')).toBe('not a date')
  })
})

describe('language', () => {
  it("defaults to the system's language: German for any German locale, else English", () => {
    expect(systemLanguage(['de-AT', 'en-US'])).toBe('de')
    expect(systemLanguage(['fr-FR', 'en-US'])).toBe('en')
    expect(systemLanguage(['fr-FR'])).toBe('en')
    expect(systemLanguage([])).toBe('en')
  })

  it("formats in the system's variant of the chosen language, else de-DE or en-GB", () => {
    expect(intlLocale('de', ['de-CH'])).toBe('de-CH')
    expect(intlLocale('de', ['en-US'])).toBe('de-DE')
    expect(intlLocale('en', ['en-US'])).toBe('en-US')
    expect(intlLocale('en', ['de-DE'])).toBe('en-GB')
  })
})
