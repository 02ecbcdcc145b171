// Runs once before the test files: builds the shared test market, the renderer for the browser tests
// and the app (out/), so parallel test files find them ready instead of each building its own copy.
import { buildRenderer } from './e2e/build-renderer'
import { buildApp } from './helpers/build-app'
import { openTestMarket } from './helpers/sandbox'

export default async function setup(): Promise<void> {
  openTestMarket()
  await Promise.all([buildRenderer(), buildApp()])
}
