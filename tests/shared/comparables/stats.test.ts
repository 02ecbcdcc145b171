// The summary statistics and the outlier rule, checked against a worked example with published
// figures and against a separate, deliberately naive calculation written here.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isOutside, summarize, tukeyFences } from '@shared/comparables/stats'

/** Type-7 quantile computed the textbook way: position 1 + (n-1)p in the 1-based sorted list. */
function naiveQuantile(values: number[], p: number): number {
  const xs = values.slice().sort((a, b) => a - b)
  const pos = 1 + (xs.length - 1) * p
  const below = Math.floor(pos)
  const frac = pos - below
  const a = xs[below - 1]!
  const b = xs[Math.min(below, xs.length - 1)]!
  return a + frac * (b - a)
}

function naiveMedian(values: number[]): number {
  const xs = values.slice().sort((a, b) => a - b)
  const m = xs.length >> 1
  return xs.length % 2 ? xs[m]! : (xs[m - 1]! + xs[m]!) / 2
}

/** Sample standard deviation via the sum of squares identity (a different route from the two-pass one). */
function naiveSd(values: number[]): number {
  const n = values.length
  const sum = values.reduce((a, b) => a + b, 0)
  const sumSq = values.reduce((a, b) => a + b * b, 0)
  return Math.sqrt(Math.max(0, (sumSq - (sum * sum) / n) / (n - 1)))
}

const close = (a: number, b: number, tol = 1e-7) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b))

describe('summary of price per m²', () => {
  it('matches the worked example (R: quantile(1:10) gives 3.25 and 7.75, sd 3.02765)', () => {
    const s = summarize([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 80)
    expect(s.count).toBe(10)
    expect(s.median).toBe(5.5)
    expect(s.mean).toBe(5.5)
    expect(s.q1).toBe(3.25)
    expect(s.q3).toBe(7.75)
    expect(s.sd).toBeCloseTo(3.0276503540974917, 12)
    expect(s.cv).toBeCloseTo(3.0276503540974917 / 5.5, 12)
    expect(s.impliedValue).toBe(5.5 * 80)
    expect(s.impliedRange).toEqual({ low: 3.25 * 80, high: 7.75 * 80 })
  })

  it('agrees with an independent calculation on random prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 500, max: 20000, noNaN: true }), { minLength: 2, maxLength: 300 }),
        fc.double({ min: 20, max: 400, noNaN: true }),
        (prices, area) => {
          const s = summarize(prices, area)
          const mean = prices.reduce((a, b) => a + b, 0) / prices.length
          const sd = naiveSd(prices)
          expect(s.count).toBe(prices.length)
          expect(close(s.median!, naiveMedian(prices))).toBe(true)
          expect(close(s.mean!, mean)).toBe(true)
          expect(Math.abs(s.sd! - sd)).toBeLessThan(1e-3)
          expect(Math.abs(s.cv! - sd / mean)).toBeLessThan(1e-6)
          expect(close(s.impliedValue!, naiveMedian(prices) * area)).toBe(true)
          expect(close(s.impliedRange!.low, naiveQuantile(prices, 0.25) * area)).toBe(true)
          expect(close(s.impliedRange!.high, naiveQuantile(prices, 0.75) * area)).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  it('says nothing it cannot know: no values, one value, no living area', () => {
    expect(summarize([])).toMatchObject({ count: 0, median: null, mean: null, sd: null, cv: null, impliedValue: null })
    expect(summarize([4000], 50)).toMatchObject({ count: 1, median: 4000, sd: null, cv: null, impliedValue: 200000 })
    expect(summarize([4000, 5000], null)).toMatchObject({ count: 2, impliedValue: null, impliedRange: null })
    expect(summarize([4000, Number.NaN, 5000], 10).count).toBe(2)
  })
})

describe('Tukey fences at 1.5 IQR', () => {
  it('flag exactly the values outside q1 - 1.5·IQR and q3 + 1.5·IQR', () => {
    // q1 = 4250, q3 = 4750 (type 7 over 9 values), IQR 500: fences 3500 and 5500.
    const prices = [4000, 4250, 4300, 4500, 4600, 4750, 4800, 3400, 5600]
    const f = tukeyFences(prices)!
    expect(f.q1).toBe(4250)
    expect(f.q3).toBe(4750)
    expect([f.lower, f.upper]).toEqual([3500, 5500])
    expect(prices.filter((p) => isOutside(p, f))).toEqual([3400, 5600])
    expect(isOutside(3500, f)).toBe(false)
    expect(isOutside(5500, f)).toBe(false)
  })

  it('agree with an independent calculation on random prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 30000 }), { minLength: 4, maxLength: 200 }), (prices) => {
        const q1 = naiveQuantile(prices, 0.25)
        const q3 = naiveQuantile(prices, 0.75)
        const lower = q1 - 1.5 * (q3 - q1)
        const upper = q3 + 1.5 * (q3 - q1)
        const f = tukeyFences(prices)!
        const expected = prices.map((p) => p < lower || p > upper)
        expect(prices.map((p) => isOutside(p, f))).toEqual(expected)
      }),
      { numRuns: 300 }
    )
  })

  it('need four values, and flag nothing without fences', () => {
    expect(tukeyFences([1, 2, 100])).toBeNull()
    expect(isOutside(1e9, null)).toBe(false)
  })
})
