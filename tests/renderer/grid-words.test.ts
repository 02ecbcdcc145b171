// The valuation grid's cells in words: years stand as years (2016, not "2.016" or "2,016"), amounts grouped.
import { describe, expect, it } from 'vitest'
import { INPUT_ROWS } from '@renderer/components/valuation/grid-rows'
import { cellText } from '@renderer/components/valuation/grid-words'
import { formatNumber } from '@renderer/format'

const words = (locale: string) => ({ t: (k: string) => k, fmt: { number: (n: number, d?: number) => formatNumber(locale, n, d), date: (d: string) => d } })
const row = (key: string) => INPUT_ROWS.find((r) => r.key === key)!

describe('cellText', () => {
  it('writes years without a thousands group and other numbers with one, in German and English', () => {
    for (const locale of ['de', 'en']) {
      expect(cellText(row('buildingYear'), 2016, null, words(locale))).toBe('2016')
      expect(cellText(row('modernisationYear'), 1999, null, words(locale))).toBe('1999')
    }
    expect(cellText(row('kitchenEuro'), 12000, null, words('de'))).toBe('12.000 €')
  })
})
