// Runs once before the test files: builds the shared test market and the renderer, so parallel test
// files find them ready instead of each building its own copy.
import { loadGeography } from '../src-sandbox/geo'
import { openMarketSync } from '../src-sandbox/market'
import { buildRenderer } from './e2e/build-renderer'
import { marketCacheDir, TEST_MARKET_AS_OF, TEST_OFFERS } from './helpers/sandbox'

export default async function setup(): Promise<void> {
  openMarketSync(loadGeography(), { offers: TEST_OFFERS, asOf: TEST_MARKET_AS_OF, cacheDir: marketCacheDir(TEST_OFFERS) })
  await buildRenderer()
}
