// Widening bounded: the first valuation of a flat far smaller than any offer (1.5 sqm) skips the size
// condition at once instead of reading, and so generating, every offer within 15 km to find none. On
// the calibrated (lazy) market at a cold point it generates no more offers than a 60 sqm flat's first
// valuation there, and is valued from the nearest sale flats within the radius.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync } from '@sandbox/market'
import { createValuation, MAX_COMPARABLES } from '@sandbox/valuation'
import { marketCacheDir, TEST_MARKET_AS_OF } from '../../helpers/sandbox'

const geo = loadGeography()
const market = openMarketSync(geo, {
  asOf: TEST_MARKET_AS_OF,
  cacheDir: join(marketCacheDir(0), '..', 'market-calibrated')
}).market
const valuation = createValuation(market)

/** A first valuation of a flat at the point (nothing generated on demand before it): its answer and the offers it generated. */
async function firstValuation(coordinate: string, livingArea: number) {
  market.dropPieces()
  const point = geo.locateV1(undefined, coordinate)!
  const before = market.held
  const answer = await market.run(() => valuation.apartment(point, { livingArea, buildingYear: 1990 }))
  return { answer, generated: market.held - before }
}

describe('widening', () => {
  it(
    'values a 1.5 sqm flat from the flats nearby, generating no more than a 60 sqm flat does',
    { timeout: 300_000 },
    async () => {
      // Cologne's cathedral: nothing is warmed in a market opened without its idle warm-up.
      const cologne = '50.9413,6.9583'
      const usual = await firstValuation(cologne, 60)
      const tiny = await firstValuation(cologne, 1.5)
      expect(usual.generated).toBeGreaterThan(0)
      expect(tiny.generated, `1.5 sqm generated ${tiny.generated}, 60 sqm ${usual.generated}`).toBeLessThanOrEqual(
        usual.generated
      )
      expect(tiny.answer.estimate.count).toBe(MAX_COMPARABLES)
      expect(tiny.answer.value).toBeGreaterThan(0)
    }
  )
})
