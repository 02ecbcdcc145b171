// Date fields in the UI language's form: the order of day, month and year and the separator come from
// the locale (German always DD.MM.YYYY), what is typed is read in that order, and nothing that is no
// date of the calendar is taken for one.
import { describe, expect, it } from 'vitest'
import { datePattern, datePlaceholder, parseDate } from '@renderer/kit/format'

describe('date fields', () => {
  it('know the order of each locale', () => {
    expect(datePattern('de-DE')).toEqual({ order: ['day', 'month', 'year'], separator: '.' })
    expect(datePattern('en-GB')).toEqual({ order: ['day', 'month', 'year'], separator: '/' })
    expect(datePattern('en-US')).toEqual({ order: ['month', 'day', 'year'], separator: '/' })
    expect(datePlaceholder('de-DE', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ')
    expect(datePlaceholder('en-US', { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('MM/DD/YYYY')
  })

  it('read a typed date in the locale’s order', () => {
    expect(parseDate('22.11.2026', 'de-DE')).toBe('2026-11-22')
    expect(parseDate('1.1.2022', 'de-DE')).toBe('2022-01-01')
    expect(parseDate(' 3.4.26 ', 'de-DE')).toBe('2026-04-03')
    expect(parseDate('22/11/2026', 'en-GB')).toBe('2026-11-22')
    expect(parseDate('11/22/2026', 'en-US')).toBe('2026-11-22')
    expect(parseDate('2026-11-22', 'de-DE')).toBe('2026-11-22')
  })

  it('refuse what is no date', () => {
    for (const s of ['31.02.2026', '11/22/2026', '22.11', '22.11.2026 12:00', 'gestern', '1.1.202', ''])
      expect(parseDate(s, 'de-DE'), s).toBeNull()
    expect(parseDate('22/11/2026', 'en-US')).toBeNull()
  })
})
