// The small market startSandbox() serves by default (tests/helpers/sandbox.ts), opened in-process too,
// so tests can compare answers with brute-force scans of the very same offers.
import { openTestMarket } from '../../helpers/sandbox'
import type { MarketImpl } from '@sandbox/market'

let opened: MarketImpl | null = null
/** The same market startSandbox() serves, opened in this process (once per test file). */
export function testMarket(): MarketImpl {
  opened ??= openTestMarket()
  return opened
}

export const EARTH_RADIUS_M = 6_371_000
/** Independent haversine for brute-force checks. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2
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
