// The market at its calibrated (real) density: about 17 million offers, held as a 500,000-offer sample
// with every other piece generated when a request reaches it. Checked against independent brute force:
// every piece near a place generated afresh into its own columns.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGeography } from '../../../src-sandbox/geo'
import { openMarketSync } from '../../../src-sandbox/market'
import { allocateColumns } from '../../../src-sandbox/market/columns'
import { generatePiece, generationContext } from '../../../src-sandbox/market/generate'
import { haversineM } from '@shared/geo/geodesy'
import type { MarketImpl } from '@sandbox/market/market'
import { offerId } from '@sandbox/market/offer-ids'
import { marketCacheDir, TEST_MARKET_AS_OF } from '../../helpers/sandbox'

const geo = loadGeography()
const open = (budget?: number): MarketImpl =>
  openMarketSync(geo, { asOf: TEST_MARKET_AS_OF, cacheDir: join(marketCacheDir(0), '..', 'market-calibrated'), budget })
    .market
const m = open()
const GASSTRASSE = geo.locateV1('Gasstraße 10, 22761 Hamburg')!

/** Every offer of the pieces whose box comes within `marginDeg` of the point, generated afresh, by id. */
function bruteForce(
  lat: number,
  lon: number,
  marginDeg: number
): Map<string, { lat: number; lon: number; ordinal: number; hasCoords: boolean; deal: number; kind: number }> {
  const plan = m.plan
  const ctx = generationContext(plan, geo)
  const out = new Map<
    string,
    { lat: number; lon: number; ordinal: number; hasCoords: boolean; deal: number; kind: number }
  >()
  for (let k = 0; k < plan.pieceCount; k++) {
    if (
      plan.maxX[k] < lon - marginDeg * 1.6 ||
      plan.minX[k] > lon + marginDeg * 1.6 ||
      plan.maxY[k] < lat - marginDeg ||
      plan.minY[k] > lat + marginDeg
    )
      continue
    const n = plan.count[k]
    if (n === 0) continue
    const cols = allocateColumns(n)
    generatePiece(ctx, k, 0, n, cols, 0)
    for (let i = 0; i < n; i++) {
      out.set(offerId(m.seed, cols.ordinal[i]), {
        lat: cols.lat[i],
        lon: cols.lon[i],
        ordinal: cols.ordinal[i],
        hasCoords: cols.hasCoords[i] === 1,
        deal: cols.deal[i],
        kind: cols.kind[i]
      })
    }
  }
  return out
}

const yearOf = (day: number): number => new Date(day * 86_400_000).getUTCFullYear()

describe('density from reality', () => {
  it('holds about 17 million offers in all, of which a 500,000-offer sample is kept', () => {
    expect(m.plan.lazy).toBe(true)
    expect(m.size).toBeGreaterThan(14_000_000)
    expect(m.size).toBeLessThan(20_000_000)
    expect(m.plan.sampleTotal).toBeGreaterThan(450_000)
    expect(m.plan.sampleTotal).toBeLessThan(550_000)
  })

  it('a 3.5 km circle around Gasstraße 10, Hamburg (Altona, Ottensen, St. Pauli) holds thousands of offers a year, a village a handful', () => {
    const inCircle = m.within(GASSTRASSE.lat, GASSTRASSE.lon, 3500)
    const c = m.cols
    let sale2025 = 0,
      rent2025 = 0
    for (const i of inCircle) {
      if (yearOf(c.startDay[i]) !== 2025) continue
      if (c.deal[i] === 0) sale2025++
      else rent2025++
    }
    expect(sale2025 + rent2025).toBeGreaterThan(2000)
    expect(sale2025).toBeGreaterThan(500)
    expect(rent2025).toBeGreaterThan(sale2025)

    const villages = geo.municipalities.filter((v) => v.population >= 1000 && v.population <= 1500).slice(0, 40)
    const perYear = villages.map((v) => {
      let n = 0
      for (const i of m.inMunicipality(v.id)) if (yearOf(c.startDay[i]) === 2025) n++
      return n
    })
    const mean = perYear.reduce((a, b) => a + b, 0) / perYear.length
    expect(mean).toBeGreaterThan(5)
    expect(mean).toBeLessThan(60)
  })

  it('flags come at plausible rates for each deal type: furnished flats for sale exist, subsidised housing only to rent', () => {
    const c = m.cols
    const offers = m.within(GASSTRASSE.lat, GASSTRASSE.lon, 3500)
    const rate = (deal: number, col: Uint8Array) => {
      let n = 0,
        yes = 0
      for (const i of offers)
        if (c.deal[i] === deal && c.kind[i] === 0) {
          n++
          if (col[i] === 1) yes++
        }
      return yes / n
    }
    expect(rate(0, c.furnished)).toBeGreaterThan(0.005)
    expect(rate(0, c.furnished)).toBeLessThan(0.06)
    expect(rate(1, c.furnished)).toBeGreaterThan(0.04)
    expect(rate(1, c.furnished)).toBeLessThan(0.25)
    expect(rate(0, c.subsidized)).toBe(0)
    expect(rate(1, c.subsidized)).toBeGreaterThan(0.01)
    expect(rate(0, c.firstOccupancy)).toBeGreaterThan(0.03)
    expect(rate(1, c.balcony)).toBeGreaterThan(0.4)
  })
})

describe('generated on demand, the same offer everywhere', () => {
  it('within() finds exactly the offers a brute force over freshly generated pieces finds', () => {
    for (const [lat, lon, r] of [
      [GASSTRASSE.lat, GASSTRASSE.lon, 3000],
      [52.52, 13.405, 1500],
      [49.65, 9.95, 8000]
    ] as const) {
      const all = bruteForce(lat, lon, r / 111_000 + 0.05)
      const expected = [...all]
        .filter(([, o]) => o.hasCoords && haversineM(lat, lon, o.lat, o.lon) <= r)
        .map(([id]) => id)
        .sort()
      const got = Array.from(m.within(lat, lon, r), (i) => m.id(i)).sort()
      expect(got.length).toBeGreaterThan(0)
      expect(got).toEqual(expected)
    }
  })

  it('nearest() returns the n closest matching offers, nearest first (ties by market order), as brute force does', () => {
    const [lat, lon] = [53.56, 9.93]
    const all = bruteForce(lat, lon, 0.08)
    const expected = [...all]
      .filter(([, o]) => o.hasCoords && o.deal === 0 && o.kind === 1)
      .map(([id, o]) => ({ id, d: haversineM(lat, lon, o.lat, o.lon), ordinal: o.ordinal }))
      .sort((a, b) => a.d - b.d || a.ordinal - b.ordinal)
      .slice(0, 60)
      .map((o) => o.id)
    const c = m.cols
    const got = m
      .nearest(lat, lon, 60, { maxRadiusM: 5000, filter: (i) => c.deal[i] === 0 && c.kind[i] === 1 })
      .map((i) => m.id(i))
    expect(got).toEqual(expected)
  })

  it('an offer of the sample is the same offer when its piece is generated, and after pieces are dropped and generated again', async () => {
    const small = open(50_000)
    const plan = small.plan
    const k = Array.from({ length: plan.pieceCount }, (_, x) => x).find(
      (x) => plan.sampleCount[x] >= 3 && plan.count[x] > plan.sampleCount[x] * 10
    )!
    const [start, n] = small.pieceSlots(k)
    expect(n).toBe(plan.count[k])
    for (let j = 0; j < plan.sampleCount[k]; j++)
      expect(small.toOffer(start + j)).toEqual(small.toOffer(plan.sampleBase[k] + j))
    const ids = Array.from({ length: n }, (_, j) => small.id(start + j))
    const offers = ids.map((id) => small.toOffer(small.indexOfId(id)))

    // Past the budget, generated pieces are dropped after the request; the same ids give the same offers again.
    small.within(52.52, 13.405, 4000)
    expect(small.held).toBeGreaterThan(plan.sampleTotal + 50_000)
    const epoch = small.epoch
    await new Promise((resolve) => setImmediate(resolve))
    expect(small.epoch).toBe(epoch + 1)
    expect(small.held).toBe(plan.sampleTotal)
    expect(ids.map((id) => small.toOffer(small.indexOfId(id)))).toEqual(offers)
  })

  it('large divisions are read from the sample with a weight that restores their number of offers; small ones whole', () => {
    const berlin = m.regionOffers({ level: 'municipality', id: '11000000' })
    expect(berlin.weight).toBeGreaterThan(10)
    const [a, b] = [
      m.plan.municipalityRange[2 * m.plan.tables.municipalityIds.indexOf('11000000')],
      m.plan.municipalityRange[2 * m.plan.tables.municipalityIds.indexOf('11000000') + 1]
    ]
    expect(Math.round(berlin.offers.length * berlin.weight)).toBe(m.plan.base[b] - m.plan.base[a])
    const village = geo.municipalities.find((v) => v.population > 1000 && v.population < 3000)!
    const whole = m.regionOffers({ level: 'municipality', id: village.id })
    expect(whole.weight).toBe(1)
    expect(whole.offers.length).toBe(m.inMunicipality(village.id).length)
  })
})
