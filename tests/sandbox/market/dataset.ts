// The small market startSandbox() serves by default (tests/helpers/sandbox.ts), opened in-process too,
// so tests can compare answers with brute-force scans of the very same offers.
import { marketCacheDir, TEST_MARKET_AS_OF, TEST_OFFERS } from '../../helpers/sandbox'
import { loadGeography } from '../../../src-sandbox/geo'
import { openMarketSync } from '../../../src-sandbox/market'
import type { MarketImpl } from '../../../src-sandbox/market'

export const TEST_MARKET = { offers: TEST_OFFERS, marketCacheDir: marketCacheDir(TEST_OFFERS) }

let opened: MarketImpl | null = null
/** The same market the sandbox started with TEST_MARKET serves, opened in this process. */
export function testMarket(): MarketImpl {
  opened ??= openMarketSync(loadGeography(), { offers: TEST_MARKET.offers, asOf: TEST_MARKET_AS_OF, cacheDir: TEST_MARKET.marketCacheDir }).market
  return opened
}

export const EARTH_RADIUS_M = 6_371_000
/** Independent haversine for brute-force checks. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** R-7 quantile of unsorted values, computed naively. */
export function naiveQuantile(values: number[], q: number): number | null {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const h = (s.length - 1) * q
  const lo = Math.floor(h)
  return s[lo] + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]) - s[lo])
}
export const round2 = (x: number): number => Math.round(x * 100) / 100
