// Runs once before the test files: builds the shared test market and the renderer, so parallel test
// files find them ready instead of each building its own copy.
import { buildRenderer } from './e2e/build-renderer'
import { openTestMarket } from './helpers/sandbox'

export default async function setup(): Promise<void> {
  openTestMarket()
  await buildRenderer()
}
