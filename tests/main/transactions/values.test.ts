// The cells of a German extract read back: every number German Excel writes (thousands dots, decimal
// commas, with or without € and m²) is the number it shows, every calendar date in dd.mm.yyyy is that
// date, and what is no number or no date of the calendar is refused rather than read as something else.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readDate, readNumber } from '@main/transactions/values'
import { readFloor } from '@main/transactions/levels'

const de = (digits: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits })

describe('readNumber', () => {
  it('reads what German Excel writes, with or without grouping, € and m²', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('', ' €', ' EUR', ' m²', '€'),
        fc.boolean(),
        (cents, digits, unit, grouped) => {
          const value = Number((cents / 100).toFixed(digits))
          let text = de(digits).format(value)
          if (!grouped) text = text.replace(/\./g, '')
          expect(readNumber(`${text}${unit}`)).toBe(value)
        }
      ),
      { numRuns: 500 }
    )
  })

  it('reads a lone dot before exactly three digits as grouping, any other as the decimal mark, and refuses the rest', () => {
    expect(readNumber('1.250')).toBe(1250)
    expect(readNumber('250.000')).toBe(250000)
    expect(readNumber('72.5')).toBe(72.5)
    expect(readNumber('72,5')).toBe(72.5)
    expect(readNumber('1.250,75')).toBe(1250.75)
    expect(readNumber(3250.5)).toBe(3250.5)
    for (const bad of ['', 'drei', '1,2,3', '12.34,5', '1.2.3,4', '=A1*2', '12 Tsd', '1e5', '--1', 'NaN'])
      expect(readNumber(bad), bad).toBeNull()
  })
})

describe('readDate', () => {
  it('reads every calendar date written dd.mm.yyyy or d.m.yyyy, and as an XLSX date cell', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.boolean(),
        (d, padded) => {
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
          const p = (n: number) => (padded ? String(n).padStart(2, '0') : String(n))
          const iso = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
          expect(readDate(`${p(day)}.${p(m)}.${y}`)).toBe(iso)
          expect(readDate(new Date(`${iso}T00:00:00Z`))).toBe(iso)
        }
      ),
      { numRuns: 500 }
    )
  })

  it('refuses dates not in the calendar and what is no date', () => {
    for (const bad of [
      '31.02.2024',
      '29.02.2023',
      '00.01.2024',
      '15.13.2024',
      '2024',
      'März 2024',
      '15/03/2024',
      '',
      '2024-02-30'
    ])
      expect(readDate(bad), bad).toBeNull()
    expect(readDate('29.02.2024')).toBe('2024-02-29')
    expect(readDate('15.03.24', 2026)).toBe('2024-03-15')
    expect(readDate('15.03.65', 2026)).toBe('1965-03-15')
    expect(readDate('2024-03-15')).toBe('2024-03-15')
    expect(readDate('15.03.2024 00:00')).toBe('2024-03-15')
    expect(readDate(45366)).toBe('2024-03-15')
  })
})

describe('readFloor', () => {
  it('reads the words of German extracts', () => {
    expect(readFloor('EG')).toEqual({ floor: 0, position: 'ground' })
    expect(readFloor('2. OG')).toEqual({ floor: 2, position: null })
    expect(readFloor('OG 4')).toEqual({ floor: 4, position: null })
    expect(readFloor('-1')).toEqual({ floor: -1, position: 'basement' })
    expect(readFloor('Souterrain')).toEqual({ floor: -1, position: 'basement' })
    expect(readFloor('DG')).toEqual({ floor: null, position: 'top' })
    expect(readFloor('Hinterhaus')).toBeNull()
    expect(readFloor('999')).toBeNull()
  })
})
