// The e2e app as a vitest fixture: `const it = e2eTest(options)` at the top of a file or inside a
// describe gives an `it` whose tests receive `{ e2e }`: the app of tests/e2e/harness.ts, started once
// for that suite (before its first test, under the hook timeout), with the page opened at the app
// unless `ready` says otherwise, and closed after the suite's last test. Two calls in one file give
// two independent apps (a German and an English one, say).
import { afterAll, test as base, beforeAll, type TestAPI } from 'vitest'
import { startE2E, type E2E, type E2EOptions } from './harness'

export interface E2ETestOptions extends E2EOptions {
  /** Brings the started app to where the suite's tests begin; opens the page at the app unless given. */
  ready?: (e2e: E2E) => Promise<void>
  /** How long starting and `ready` may take; the config's hook timeout unless given. */
  timeout?: number
}

const openApp = async (e2e: E2E) => {
  await e2e.page.goto(e2e.appUrl)
}

export function e2eTest(opts: E2ETestOptions = {}): TestAPI<{ e2e: E2E }> {
  const { ready = openApp, timeout, ...options } = opts
  let app: E2E | undefined
  beforeAll(async () => {
    app = await startE2E(options)
    await ready(app)
  }, timeout)
  afterAll(async () => {
    await app?.close()
  })
  return base.extend<{ e2e: E2E }>({
    // vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    e2e: async ({}, use) => {
      if (!app) throw new Error("the suite's e2e app did not start (see the error of its beforeAll)")
      await use(app)
    }
  })
}
