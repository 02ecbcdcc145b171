// The idle warm-up of the market at real density: the cores of the large metros first, and what it
// generated stays when the pieces requests generated are dropped again.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync } from '@sandbox/market'
import type { MarketImpl } from '@sandbox/market/market'
import { PREFETCH_MARGIN_M } from '@sandbox/market/residency'
import { warmOrder } from '@sandbox/market/warm-order'
import { marketCacheDir, TEST_MARKET_AS_OF } from '../../helpers/sandbox'

const geo = loadGeography()
const open = (budget?: number): MarketImpl =>
  openMarketSync(geo, { asOf: TEST_MARKET_AS_OF, cacheDir: join(marketCacheDir(0), '..', 'market-calibrated'), budget })
    .market

/** The pieces whose box comes within `radiusM` of the point. */
function piecesNear(m: MarketImpl, lat: number, lon: number, radiusM: number): number[] {
  return Array.from({ length: m.plan.pieceCount }, (_, k) => k).filter((k) => m.boxDistanceM(k, lat, lon) <= radiusM)
}

describe('idle warm-up', () => {
  const m = open()
  const plan = m.plan
  const order = warmOrder(plan)
  const population = (k: number) => geo.municipalities[plan.municipality[k]].population

  it('orders every piece with offers beyond the sample once, the cores of the large metros first', () => {
    const lazy = Array.from({ length: plan.pieceCount }, (_, k) => k).filter((k) => plan.count[k] > plan.sampleCount[k])
    expect([...order].sort((a, b) => a - b)).toEqual(lazy)
    expect(order.slice(0, 100).every((k) => population(k) > 200_000)).toBe(true)
    // At the default budget (3.4 million offers, 70 % warmed) every piece within 3 km of the centres of
    // the six largest cities is warm. Ranked by their own box's density, a third of the pieces around
    // Hamburg's, Cologne's and Stuttgart's centres stayed cold.
    const warm = new Set<number>()
    let held = 0
    for (const k of order) {
      if (held + plan.count[k] > 0.7 * 3_400_000) break
      held += plan.count[k]
      warm.add(k)
    }
    const centres = [
      [52.52, 13.405],
      [53.5511, 9.9937],
      [48.1372, 11.5755],
      [50.9375, 6.9603],
      [50.1109, 8.6821],
      [48.7758, 9.1829]
    ]
    for (const [lat, lon] of centres) {
      const near = piecesNear(m, lat, lon, 3000).filter((k) => plan.count[k] > plan.sampleCount[k])
      expect(near.length).toBeGreaterThan(5)
      expect(near.filter((k) => !warm.has(k)).map((k) => plan.tables.postalCodes[plan.postalCode[k]])).toEqual([])
    }
  })

  it('keeps the pieces it generated when the pieces requests generated are dropped; the same ids give the same offers', async () => {
    const small = open(200_000)
    const warmed = await small.warmUp(1)
    small.stopWarmUp()
    expect(warmed).toBeGreaterThan(small.plan.sampleTotal + 100_000)
    expect(warmed).toBeLessThanOrEqual(small.plan.sampleTotal + 0.7 * 200_000)
    const first = order[0]
    const [start, n] = small.pieceSlots(first)
    expect(small.held).toBe(warmed)
    const ids = Array.from({ length: n }, (_, j) => small.id(start + j))
    const offers = ids.slice(0, 50).map((id) => small.toOffer(small.indexOfId(id)))

    // A search far from the warmed cores goes past the budget: after it, only its own pieces are dropped.
    const dresden = small.within(51.05, 13.74, 6000)
    expect(dresden.length).toBeGreaterThan(0)
    expect(small.held).toBeGreaterThan(small.plan.sampleTotal + 200_000)
    const epoch = small.epoch
    await new Promise((resolve) => setImmediate(resolve))
    expect(small.epoch).toBe(epoch + 1)
    expect(small.held).toBe(warmed)
    expect(small.pieceSlots(first)).toEqual([start, n])
    expect(small.held).toBe(warmed)
    expect(ids.slice(0, 50).map((id) => small.toOffer(small.indexOfId(id)))).toEqual(offers)
  })

  it('after a circle search, generates the pieces just beyond it between requests, up to 90 % of the budget', async () => {
    const market = open(1_500_000)
    market.startPrefetching()
    const [lat, lon] = [53.5511, 9.9937]
    const ring = piecesNear(market, lat, lon, 2000 + PREFETCH_MARGIN_M).filter(
      (k) => market.plan.count[k] > market.plan.sampleCount[k]
    )
    market.within(lat, lon, 2000)
    const afterSearch = market.held
    // Between requests: the event loop turns until nothing is left to generate (each turn generates).
    let turns = 0
    for (let last = -1; market.held !== last && turns < 10_000; turns++) {
      last = market.held
      for (let t = 0; t < 50; t++) await new Promise((resolve) => setImmediate(resolve))
    }
    expect(market.held).toBeGreaterThan(afterSearch)
    // The next search nearby, 1 km on and 500 m wider, finds every piece ready.
    const held = market.held
    market.within(lat + 0.009, lon, 2500)
    expect(market.held).toBe(held)
    const sizes = ring.map((k) => market.pieceSlots(k)[1])
    expect(market.held).toBe(held)
    expect(sizes).toEqual(ring.map((k) => market.plan.count[k]))
    market.stopWarmUp()

    const small = open(50_000)
    small.startPrefetching()
    small.within(48.1372, 11.5755, 1000)
    for (let t = 0; t < 2000; t++) await new Promise((resolve) => setImmediate(resolve))
    expect(small.held).toBeGreaterThan(small.plan.sampleTotal)
    expect(small.held).toBeLessThanOrEqual(small.plan.sampleTotal + 0.9 * 50_000)
    small.stopWarmUp()
  })
})
