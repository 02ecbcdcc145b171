// The one number reader: German and English as typed, garbage refused as a whole,
// and every number the app writes (Intl in the locales a German or English UI uses) read back unchanged.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coordinateOrNaN, numberForInput, readNumber } from '@shared/format/number-reader'
import type { Language } from '@shared/language'
import { formatNumber } from '@renderer/kit/format'

const value = (raw: string, language: Language) => {
  const r = readNumber(raw, language)
  return r.ok ? r.value : r.reason
}

describe('readNumber', () => {
  it('reads German as typed', () => {
    const de: Array<[string, number]> = [
      ['250.000', 250000],
      ['1.250', 1250],
      ['72,5', 72.5],
      ['72.5', 72.5],
      ['1.250,5', 1250.5],
      ['1.234.567,89', 1234567.89],
      ['250 000', 250000],
      ['1\u00a0250,5', 1250.5],
      ['1\u202f250', 1250],
      ["1'250", 1250],
      ['0,001', 0.001],
      ['0.250', 0.25],
      ['-3', -3],
      ['\u22123,5', -3.5],
      ['+4', 4],
      [',5', 0.5],
      ['  72,5  ', 72.5],
      ['1.25', 1.25],
      ['1,250', 1.25]
    ]
    for (const [raw, n] of de) expect(value(raw, 'de'), raw).toBe(n)
  })

  it('reads English as typed', () => {
    const en: Array<[string, number]> = [
      ['250,000', 250000],
      ['1,250', 1250],
      ['1,250.5', 1250.5],
      ['72.5', 72.5],
      ['72,5', 72.5],
      ['1,234,567.89', 1234567.89],
      ['250 000', 250000],
      ['1\u00a0250.5', 1250.5],
      ['1.250', 1.25],
      ['0,250', 0.25],
      ['-1,250.75', -1250.75]
    ]
    for (const [raw, n] of en) expect(value(raw, 'en'), raw).toBe(n)
  })

  it('refuses what is not a number as a whole, and says an empty field is empty', () => {
    const garbage = [
      'viel',
      '1e5',
      '12a',
      '72 m²',
      '--1',
      '1,2,3,4.5.6',
      'Infinity',
      'NaN',
      '٣',
      '1.2.3',
      '12 34',
      '1.250.5',
      '1,250.5',
      '5,',
      ',',
      '.',
      '-',
      '1..2',
      '1.23.456',
      '1 250.000.000',
      '9'.repeat(400),
      '0x10',
      '1_000'
    ]
    for (const raw of garbage) expect(readNumber(raw, 'de'), raw).toEqual({ ok: false, reason: 'not_a_number' })
    for (const raw of ['viel', '1.250,5', '1,25,0', '1e5', '12 34', '1.250.5'])
      expect(readNumber(raw, 'en'), raw).toEqual({ ok: false, reason: 'not_a_number' })
    for (const raw of ['', '   ', '\u00a0']) expect(readNumber(raw, 'de')).toEqual({ ok: false, reason: 'empty' })
  })

  // The locales the app formats in for each UI language (i18n/locale.ts: the system's own variant, else
  // de-DE or en-GB). de-CH writes "1.125" for 1.125, which a German reader takes as 1,125, so it is not here.
  const LOCALES: Array<[Language, string]> = [
    ['de', 'de-DE'],
    ['de', 'de-AT'],
    ['en', 'en-GB'],
    ['en', 'en-US']
  ]
  const locale = fc.constantFrom(...LOCALES)

  it('reads back every integer the app writes, large ones too', () => {
    fc.assert(
      fc.property(
        locale,
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ([language, tag], n) => {
          expect(readNumber(formatNumber(tag, n), language)).toEqual({ ok: true, value: n })
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('reads back every decimal the app writes, with one to three decimals', () => {
    fc.assert(
      fc.property(
        locale,
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 3 }),
        ([language, tag], k, digits) => {
          const n = k / 10 ** digits
          expect(readNumber(formatNumber(tag, n, digits), language)).toEqual({ ok: true, value: n })
          expect(readNumber(formatNumber(tag, n), language)).toEqual({ ok: true, value: n })
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('reads back what a field shows for a stored number, in both languages', () => {
    const stored = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.integer(),
      fc.constantFrom(1e21, 1.5e-7, 0.1, 1250, 72.5)
    )
    fc.assert(
      fc.property(fc.constantFrom<Language>('de', 'en'), stored, (language, n) => {
        expect(readNumber(numberForInput(n, language), language)).toEqual({ ok: true, value: n === 0 ? 0 : n })
      }),
      { numRuns: 2000 }
    )
  })
})

describe('coordinateOrNaN', () => {
  it('reads degrees with a decimal point or comma in either language, never as thousands', () => {
    for (const language of ['de', 'en'] as const) {
      expect(coordinateOrNaN('13.405', language)).toBe(13.405)
      expect(coordinateOrNaN('13,405', language)).toBe(13.405)
      expect(coordinateOrNaN('-0.1278', language)).toBe(-0.1278)
      expect(coordinateOrNaN(' 52 ', language)).toBe(52)
      expect(coordinateOrNaN('', language)).toBeUndefined()
      expect(coordinateOrNaN('Nord', language)).toBeNaN()
    }
  })
})
