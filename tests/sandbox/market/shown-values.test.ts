// Filters compare exactly the values an answer shows: a bound equal to an offer's shown living area or
// price per sqm keeps that offer, a bound one cent past it leaves it out (offers/search and price_filter).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchOffers } from '@sandbox/market/offer-search'
import { priceFilterMatcher, type PriceFilterParams } from '@sandbox/market/price-filter'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { testMarket } from './dataset'

const m = testMarket()
let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

const offerArb = fc.integer({ min: 0, max: m.size - 1 })

function searchAround(
  i: number,
  area: { min?: number; max?: number },
  ppsqm: { min?: number; max?: number }
): string[] {
  const o = m.toOffer(i)
  const r = m.record(i)
  return searchOffers(m, {
    area: { kind: 'postalCode', code: r.postCode },
    filters: {
      dealType: r.deal,
      livingArea: area,
      pricePerSqm: { ...ppsqm, currency: 'EUR' },
      isFurnished: o.isFurnished === true,
      isSubsidizedHousing: o.isSubsidizedHousing === true
    } as never,
    objectTypes: null,
    limit: 3000,
    offset: 0
  }).items.map((x) => x.id)
}

describe('filters compare the shown values', () => {
  it('offers/search keeps an offer whose shown living area and price per sqm equal both bounds, and not one cent past', () => {
    fc.assert(
      fc.property(offerArb, (i) => {
        const o = m.toOffer(i)
        const area = o.livingArea!
        const ppsqm = (o.salePricePerSqm ?? o.rentNetPerSqm)!
        expect(searchAround(i, { min: area, max: area }, { min: ppsqm, max: ppsqm })).toContain(o.id)
        expect(searchAround(i, { max: Math.round(area * 100 - 1) / 100 }, {})).not.toContain(o.id)
        expect(searchAround(i, { min: Math.round(area * 100 + 1) / 100 }, {})).not.toContain(o.id)
        expect(searchAround(i, {}, { max: Math.round(ppsqm * 100 - 1) / 100 })).not.toContain(o.id)
        expect(searchAround(i, {}, { min: Math.round(ppsqm * 100 + 1) / 100 })).not.toContain(o.id)
      }),
      { numRuns: 300, seed: 16 }
    )
  })

  it('price_filter matches an offer whose shown price per sqm and living space equal both bounds', () => {
    fc.assert(
      fc.property(offerArb, (i) => {
        const e = m.toExpose(i)
        const r = m.record(i)
        const params = (price: number, space: number): PriceFilterParams => ({
          typeOfDemand: r.deal === 'sale' ? 'buy' : 'rent',
          rooms: { min: 0, max: 100 },
          livingSpace: { min: space, max: space },
          price: { min: price, max: price },
          buildingYear: { min: 1000, max: 3000 },
          objectTypes: null,
          furnished: r.furnished === true,
          subsidizedHousingPermit: r.subsidized === true,
          firstTimeUse: false,
          startDate: r.startDate,
          endDate: r.startDate
        })
        expect(priceFilterMatcher(m, params(e.price_square_meter!, r.livingArea))(i)).toBe(true)
        expect(priceFilterMatcher(m, params(Math.round(e.price_square_meter! * 100 + 1) / 100, r.livingArea))(i)).toBe(
          false
        )
      }),
      { numRuns: 300, seed: 16 }
    )
  })

  it('over HTTP, bounds copied from an answer find the very offers it showed', async () => {
    const first = (await (
      await sb.request('/api/v2/offers/search', {
        method: 'POST',
        json: { filters: { location: { divisionLevel100: 'plz-20095' } }, limit: 40 }
      })
    ).json()) as any
    expect(first.items.length).toBeGreaterThan(10)
    for (const o of first.items) {
      const ppsqm = o.salePricePerSqm ?? o.rentNetPerSqm
      const res = await sb.request('/api/v2/offers/search', {
        method: 'POST',
        json: {
          filters: {
            location: { divisionLevel100: 'plz-20095' },
            dealType: o.dealType,
            livingArea: { min: o.livingArea, max: o.livingArea },
            pricePerSqm: { min: ppsqm, max: ppsqm, currency: 'EUR' }
          },
          limit: 100
        }
      })
      expect(((await res.json()) as any).items.map((x: any) => x.id)).toContain(o.id)
    }
  })
})
