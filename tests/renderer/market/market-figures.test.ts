// The market figures' arithmetic against hand-made cases: readable bin widths, every price in exactly
// one bin (also the maximum, also a single price), the scatter's prices for rent and for sale.
import { describe, expect, it } from 'vitest'
import type { PriceFilterExpose } from '@shared/api/v1'
import { areaBands, edgeDigits, histogram, niceWidth, pricePoints } from '@renderer/market/market-figures'
import { tableTsv } from '@renderer/kit/export/table-copy'

describe('market figures', () => {
  it('picks bin widths of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceWidth(0.885)).toBe(1)
    expect(niceWidth(1.2)).toBe(2)
    expect(niceWidth(2.1)).toBe(2.5)
    expect(niceWidth(330)).toBe(500)
    expect(niceWidth(0.03)).toBeCloseTo(0.05)
    expect(niceWidth(0)).toBe(1)
  })

  it('counts every price once, the maximum in the last bin, nulls left out', () => {
    const prices = [11.5, 12, 12.99, 13, 29.24, null, Number.NaN]
    const bins = histogram(prices)
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(5)
    expect(bins[0]!.from).toBe(11)
    expect(bins.at(-1)!.from).toBeLessThanOrEqual(29.24)
    expect(bins.at(-1)!.to).toBeGreaterThan(29.24)
    expect(bins.at(-1)!.count).toBe(1)
    expect(bins.find((b) => b.from === 12)!.count).toBe(2)
    expect(edgeDigits(bins)).toBe(0)
    expect(histogram([4200])).toEqual([{ from: 4200, to: 4201, count: 1 }])
    expect(histogram([])).toEqual([])
  })

  it('prices against living area: cold rent for rent, price per m² times area for sale, sorted by area', () => {
    const e = (o: Partial<PriceFilterExpose>) =>
      ({ living_area: null, cold_rent: null, price_square_meter: null, ...o }) as PriceFilterExpose
    const list = [
      e({ living_area: 90, cold_rent: 1200, price_square_meter: 13.33 }),
      e({ living_area: 40, cold_rent: 600, price_square_meter: 15 }),
      e({ living_area: null, cold_rent: 500 })
    ]
    expect(pricePoints(list, 'rent')).toEqual([
      { x: 40, y: 600 },
      { x: 90, y: 1200 }
    ])
    expect(pricePoints(list, 'buy')).toEqual([
      { x: 40, y: 600 },
      { x: 90, y: 90 * 13.33 }
    ])
  })

  it('gives the scatter as a table: living-area bands with the number of offers and their median price, empty bands left out', () => {
    const points = [
      { x: 31, y: 500 },
      { x: 38, y: 700 },
      { x: 35, y: 600 },
      { x: 92, y: 1500 },
      { x: 95, y: 1300 }
    ]
    const bands = areaBands(points)
    expect(bands.reduce((n, b) => n + b.count, 0)).toBe(points.length)
    expect(bands[0]).toMatchObject({ count: 3, median: 600 })
    expect(bands.at(-1)).toMatchObject({ count: 2, median: 1400 })
    for (const b of bands) expect(b.count).toBeGreaterThan(0)
    expect(areaBands([])).toEqual([])
  })

  it('keeps tabs and line breaks inside a value from breaking the copied columns', () => {
    expect(tableTsv({ caption: '', head: ['a', 'b'], rows: [['x\ty', 'z\nw']] })).toBe('a\tb\nx y\tz w')
  })
})
