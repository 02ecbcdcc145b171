// topK (offers/search's selection of the first page without sorting every match) equals a full sort's head.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { topK } from '@sandbox/market/offer-search'

describe('topK', () => {
  it('returns exactly the first k of a full sort, for any values with ties, any k and n', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }), fc.nat(500), (values, k) => {
      const cmp = (a: number, b: number) => values[a] - values[b] || a - b
      const full = Array.from({ length: values.length }, (_, x) => x).sort(cmp)
      expect(topK(values.length, k, cmp)).toEqual(full.slice(0, k))
    }), { numRuns: 500, seed: 16 })
  })
})
