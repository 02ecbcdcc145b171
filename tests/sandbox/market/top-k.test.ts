// topKByValue (offers/search's selection of the first page without sorting every match) equals a full
// sort's head; so does searchOrder's page for any order keys (the first key by quickselect, the others
// among its ties).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OrderByFields } from '@shared/api/v2-offers'
import { searchOrder, sortByValue, topKByValue, type SearchInput } from '@sandbox/market/offer-search'
import { similarityScorer } from '@sandbox/market/similarity'
import { DEAL_SALE, MISSING_INT } from '@sandbox/market/types'
import { haversine, testMarket } from './dataset'

describe('top k', () => {
  it('topKByValue returns exactly the first k by value then tie-break, for any values with ties and infinities, any k and n', () => {
    const value = fc.oneof(
      fc.integer({ min: 0, max: 20 }),
      fc.constant(Infinity),
      fc.double({ min: 0, max: 5000, noNaN: true })
    )
    fc.assert(
      fc.property(fc.array(value, { maxLength: 400 }), fc.nat(500), (values, k) => {
        const rank = values.map((_, x) => (x * 7919) % 401)
        const tie = (a: number, b: number) => rank[a] - rank[b] || a - b
        const full = Array.from({ length: values.length }, (_, x) => x).sort((a, b) =>
          values[a] === values[b] ? tie(a, b) : values[a] - values[b]
        )
        expect(topKByValue(Float64Array.from(values), k, tie)).toEqual(full.slice(0, k))
      }),
      { numRuns: 1000, seed: 16 }
    )
  })

  it('sortByValue orders like a comparator sort, also where values differ only in their last bits, are negative (also a few ulps apart), infinite, -0 or NaN', () => {
    // Values a few ulps apart share their high 32 bits: the packed sort must leave their order to the comparator.
    const near = fc.integer({ min: 0, max: 50 }).map((u) => 1000 + u * 2 ** -40)
    const value = fc.oneof(
      near,
      fc.integer({ min: 0, max: 20 }),
      fc.constant(Infinity),
      fc.double({ min: 0, max: 5000, noNaN: true })
    )
    const signed = fc.oneof(
      value,
      near.map((v) => -v),
      fc.constant(0),
      fc.double({ min: -5, max: 5, noNaN: true }),
      fc.constant(-Infinity)
    )
    const withMinusZero = fc.oneof(signed, fc.constant(-0))
    const withNaN = fc.oneof({ arbitrary: value, weight: 20 }, { arbitrary: fc.constant(NaN), weight: 1 })
    for (const arb of [value, signed, withMinusZero, withNaN]) {
      fc.assert(
        fc.property(fc.array(arb, { minLength: 64, maxLength: 600 }), (values) => {
          const rank = values.map((_, x) => (x * 7919) % 601)
          const tie = (a: number, b: number) => rank[a] - rank[b] || a - b
          const positions = Array.from({ length: values.length }, (_, x) => x)
          const expected = positions
            .slice()
            .sort((a, b) => (values[a] === values[b] ? tie(a, b) : values[a] - values[b]))
          expect(sortByValue(positions, Float64Array.from(values), tie)).toEqual(expected)
        }),
        { numRuns: 300, seed: 16 }
      )
    }
  })

  it('searchOrder gives the page of a full sort by every key (missing values last, distances in millimetres, ordinal last) for random orders, pages and places', () => {
    const m = testMarket()
    const c = m.cols
    const order = fc.uniqueArray(
      fc.record({ field: fc.constantFrom(...OrderByFields), direction: fc.constantFrom('asc', 'desc', undefined) }),
      { selector: (o) => o.field, maxLength: 4 }
    )
    const place = fc.constantFrom([52.52, 13.405], [48.137, 11.575], [50.94, 6.96], [53.55, 9.99])
    fc.assert(
      fc.property(
        order,
        place,
        fc.integer({ min: 200, max: 6000 }),
        fc.nat(400),
        fc.nat(300),
        fc.boolean(),
        (orderBy, [lat, lon], radiusM, limit, offset, withRef) => {
          const referenceProperty = withRef ? { livingArea: 80, buildingYear: 1990 } : undefined
          const s: SearchInput = {
            area: { kind: 'circle', lat, lon, radiusM },
            filters: { location: {} as never },
            objectTypes: null,
            orderBy: orderBy.map((o) => (o.direction ? o : { field: o.field })) as SearchInput['orderBy'],
            referenceProperty,
            limit,
            offset
          }
          const found = searchOrder(m, s, offset + limit)
          const scorer = referenceProperty ? similarityScorer(c, referenceProperty) : null
          const value = (i: number, field: string): number => {
            switch (field) {
              case 'distance':
                return Math.floor(haversine(lat, lon, c.lat[i], c.lon[i]) * 1000)
              case 'startDate':
                return c.startDay[i]
              case 'endDate':
                return c.endDay[i]
              case 'salePrice':
                return c.deal[i] === DEAL_SALE ? c.price[i] : NaN
              case 'salePricePerSqm':
                return c.deal[i] === DEAL_SALE ? c.pricePerSqm[i] : NaN
              case 'rentNet':
                return c.deal[i] !== DEAL_SALE ? c.price[i] : NaN
              case 'rentNetPerSqm':
                return c.deal[i] !== DEAL_SALE ? c.pricePerSqm[i] : NaN
              case 'livingArea':
                return c.livingArea[i]
              case 'buildingYear':
                return c.buildingYear[i] === MISSING_INT ? NaN : c.buildingYear[i]
              default:
                return scorer?.(i) ?? NaN
            }
          }
          const keys = [
            ...orderBy.filter((o) => o.field !== 'similarityScore'),
            ...orderBy.filter((o) => o.field === 'similarityScore')
          ]
          if (keys.length === 0) keys.push({ field: 'distance', direction: 'asc' })
          const expected = Array.from(found.offers)
            .sort((a, b) => {
              for (const k of keys) {
                const x = value(a, k.field),
                  y = value(b, k.field)
                if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue
                if (Number.isNaN(x)) return 1
                if (Number.isNaN(y)) return -1
                return (x < y ? -1 : 1) * (k.direction === 'desc' ? -1 : 1)
              }
              return c.ordinal[a] - c.ordinal[b]
            })
            .slice(offset, offset + limit)
          expect(found.order.slice(offset, offset + limit).map((k) => found.offers[k])).toEqual(expected)
        }
      ),
      { numRuns: 120, seed: 27 }
    )
  })
})
