// Test fixture: a real sandbox on 127.0.0.1, port 0, in a fresh temp data folder (or the given one).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync } from '@sandbox/market'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '@sandbox/app'
import { closeContext, createContext, type ContextOptions, type SandboxContext } from '@sandbox/context'
import { createSandbox, type Sandbox, type SandboxOptions } from '@sandbox/server'

export interface StartedSandbox extends Sandbox {
  /** GET/POST/... against the sandbox with the full key added to the query unless `key` is given (null: no key). */
  request(path: string, init?: RequestInit & { key?: string | null; json?: unknown }): Promise<Response>
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'lagebild-sandbox-test-'))
}

/** Tests run on a small market (default 60,000 offers) whose snapshot is built once and shared. */
export const TEST_OFFERS = 60_000
/** Tests see one fixed market whatever the date they run on. */
export const TEST_MARKET_AS_OF = '2026-10-31'

export function marketCacheDir(offers: number): string {
  return join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/lagebild-sandbox', `market-${offers}`)
}

export async function startSandbox(opts: Partial<SandboxOptions> = {}): Promise<StartedSandbox> {
  const ownDir = opts.dataDir === undefined
  const dataDir = opts.dataDir ?? tempDataDir()
  const offers = opts.offers ?? TEST_OFFERS
  const sandbox = await createSandbox({
    ...opts,
    dataDir,
    offers,
    marketAsOf: opts.marketAsOf ?? TEST_MARKET_AS_OF,
    marketCacheDir: opts.marketCacheDir ?? marketCacheDir(offers)
  })
  const close = async () => {
    await sandbox.close()
    if (ownDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const request: StartedSandbox['request'] = (path, init = {}) => {
    const { key = sandbox.keys.full, json, ...rest } = init
    const url = new URL(path, sandbox.url)
    if (key !== null) url.searchParams.set('api_key', key)
    const headers = new Headers(rest.headers)
    let body = rest.body
    if (json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(json)
    }
    return fetch(url, { ...rest, headers, body })
  }
  return { ...sandbox, close, request }
}

/** CLI arguments that make a sandbox process serve the same shared test market as startSandbox(). */
export function testMarketArgs(offers = TEST_OFFERS): string[] {
  return ['--offers', String(offers), '--market-cache', marketCacheDir(offers), '--market-as-of', TEST_MARKET_AS_OF]
}

/** The test market opened in this process: the very offers startSandbox() serves, for brute-force checks. */
export function openTestMarket() {
  return openMarketSync(loadGeography(), {
    offers: TEST_OFFERS,
    asOf: TEST_MARKET_AS_OF,
    cacheDir: marketCacheDir(TEST_OFFERS)
  }).market
}

/** Context options of the shared test market, for tests that build a sandbox context themselves. */
export function testMarketOptions() {
  return { offers: TEST_OFFERS, marketAsOf: TEST_MARKET_AS_OF, marketCacheDir: marketCacheDir(TEST_OFFERS) }
}

/**
 * The sandbox's app in this process without listening (requests by app.inject), in a fresh temp data
 * folder, on the shared test market unless other context options are given. close() removes the folder.
 */
export async function inProcessSandbox(
  opts: Omit<ContextOptions, 'dataDir'> = testMarketOptions()
): Promise<{ ctx: SandboxContext; app: FastifyInstance; close(): Promise<void> }> {
  const ctx = await createContext({ dataDir: tempDataDir(), ...opts })
  const app = await buildApp(ctx)
  await app.ready()
  const close = async () => {
    await app.close()
    await closeContext(ctx)
    rmSync(ctx.dataDir, { recursive: true, force: true })
  }
  return { ctx, app, close }
}
