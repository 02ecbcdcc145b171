// topK (offers/search's selection of the first page without sorting every match) equals a full sort's head.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortByValue, topK, topKByValue } from '@sandbox/market/offer-search'

describe('topK', () => {
  it('returns exactly the first k of a full sort, for any values with ties, any k and n', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }), fc.nat(500), (values, k) => {
      const cmp = (a: number, b: number) => values[a] - values[b] || a - b
      const full = Array.from({ length: values.length }, (_, x) => x).sort(cmp)
      expect(topK(values.length, k, cmp)).toEqual(full.slice(0, k))
    }), { numRuns: 500, seed: 16 })
  })

  it('topKByValue returns exactly the first k by value then tie-break, for any values with ties and infinities, any k and n', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(Infinity), fc.double({ min: 0, max: 5000, noNaN: true }))
    fc.assert(fc.property(fc.array(value, { maxLength: 400 }), fc.nat(500), (values, k) => {
      const rank = values.map((_, x) => (x * 7919) % 401)
      const tie = (a: number, b: number) => rank[a] - rank[b] || a - b
      const full = Array.from({ length: values.length }, (_, x) => x).sort((a, b) => (values[a] === values[b] ? tie(a, b) : values[a] - values[b]))
      expect(topKByValue(Float64Array.from(values), k, tie)).toEqual(full.slice(0, k))
    }), { numRuns: 1000, seed: 16 })
  })

  it('sortByValue orders like a comparator sort, also where values differ only in their last bits or are negative, -0 or NaN', () => {
    // Values a few ulps apart share their high 32 bits: the packed sort must leave their order to the comparator.
    const near = fc.integer({ min: 0, max: 50 }).map((u) => 1000 + u * 2 ** -40)
    const value = fc.oneof(near, fc.integer({ min: 0, max: 20 }), fc.constant(Infinity), fc.double({ min: 0, max: 5000, noNaN: true }))
    const signed = fc.oneof(value, fc.constant(0), fc.constant(-0), fc.double({ min: -5, max: 5, noNaN: true }))
    const withNaN = fc.oneof({ arbitrary: value, weight: 20 }, { arbitrary: fc.constant(NaN), weight: 1 })
    for (const arb of [value, signed, withNaN]) {
      fc.assert(fc.property(fc.array(arb, { minLength: 64, maxLength: 600 }), (values) => {
        const rank = values.map((_, x) => (x * 7919) % 601)
        const tie = (a: number, b: number) => rank[a] - rank[b] || a - b
        const positions = Array.from({ length: values.length }, (_, x) => x)
        const expected = positions.slice().sort((a, b) => (values[a] === values[b] ? tie(a, b) : values[a] - values[b]))
        expect(sortByValue(positions, Float64Array.from(values), tie)).toEqual(expected)
      }), { numRuns: 300, seed: 16 })
    }
  })
})
