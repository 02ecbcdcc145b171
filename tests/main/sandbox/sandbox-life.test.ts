// The built-in sandbox's life in main: it starts on first use, starts again on the next request after it
// exited on its own (and the app hears of it), stops when another connection becomes active, and a first
// start that builds the sample market reports its progress to the renderer.
import { afterEach, describe, expect, it } from 'vitest'
import type { Result } from '@shared/bridge/errors'
import { onceLauncher } from '@main/sandbox/launcher'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_SENDER, createTestApp, inProcessSandbox, type TestApp } from '../../helpers/platform'

let app: TestApp | undefined
const started: StartedSandbox[] = []
afterEach(async () => {
  await app?.close()
  app = undefined
  for (const s of started.splice(0)) await s.close().catch(() => undefined)
})

/** A launcher over real sandboxes on loopback, with a way to make the running one exit on its own. */
function killableLauncher() {
  let exitRunning: (() => Promise<void>) | null = null
  let stops = 0
  const launcher = onceLauncher(async (exited) => {
    const sandbox = await startSandbox()
    started.push(sandbox)
    exitRunning = async () => {
      await sandbox.close()
      exited()
    }
    return {
      url: sandbox.url,
      key: sandbox.keys.full,
      stop: async () => {
        stops++
        await sandbox.close()
      }
    }
  })
  return { launcher, crash: () => exitRunning!(), stops: () => stops }
}

async function call<T>(domain: string, name: string, ...args: unknown[]): Promise<T> {
  const r = (await app!.router.invoke(domain, name, args, APP_SENDER)) as Result<T>
  if (!r.ok) throw new Error(`${domain}.${name}: ${r.error.code} ${r.error.message}`)
  return r.value
}

const answers = async (url: string) => {
  try {
    await fetch(`${url}/api/openapi.json`)
    return true
  } catch {
    return false
  }
}

describe('built-in sandbox', () => {
  it('after it exited on its own, the next request starts it again and the app is told', async () => {
    const k = killableLauncher()
    app = createTestApp({ sandbox: k.launcher })
    const told: unknown[] = []
    app.router.onEvent((name, payload) => {
      if (name === 'sandboxRestarted') told.push(payload)
    })
    expect(await call('connections', 'test', 'sandbox')).toMatchObject({ outcome: 'ok' })
    const first = (await app.services.connections.resolve('sandbox')).baseUrl
    await k.crash()
    expect(await answers(first)).toBe(false)
    expect(told).toEqual([])

    expect(await call('connections', 'test', 'sandbox')).toMatchObject({ outcome: 'ok' })
    const second = (await app.services.connections.resolve('sandbox')).baseUrl
    expect(second).not.toBe(first)
    expect(await answers(second)).toBe(true)
    expect(told).toEqual([{ at: expect.any(String) }])
  })

  it('stops when another connection becomes active, and starts again when it is chosen again', async () => {
    const k = killableLauncher()
    app = createTestApp({ sandbox: k.launcher })
    const { baseUrl } = await app.services.connections.resolve('sandbox')
    expect(await answers(baseUrl)).toBe(true)

    await call('connections', 'setKey', 'vendor', 'vendor-key-1234')
    await call('connections', 'setActive', 'vendor')
    expect(k.stops()).toBe(1)
    expect(await answers(baseUrl)).toBe(false)

    await call('connections', 'setActive', 'sandbox')
    const again = await app.services.connections.resolve('sandbox')
    expect(await answers(again.baseUrl)).toBe(true)
  })

  it('a stop it was asked for is not a restart', async () => {
    const k = killableLauncher()
    app = createTestApp({ sandbox: k.launcher })
    const told: unknown[] = []
    app.router.onEvent((name) => void (name === 'sandboxRestarted' && told.push(name)))
    await app.services.connections.resolve('sandbox')
    await app.services.sandbox.stop()
    await app.services.connections.resolve('sandbox')
    expect(told).toEqual([])
  })

  it('a first start that builds the sample market tells the renderer its phases, then ready; a cached start says nothing', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'lagebild-market-build-'))
    try {
      app = createTestApp({ sandbox: inProcessSandbox({ offers: 4000, marketCacheDir: cache }) })
      const heard: Array<{ phase: string; fraction: number }> = []
      app.router.onEvent(
        (name, payload) =>
          void (name === 'sandboxProgress' && heard.push(payload as { phase: string; fraction: number }))
      )
      await app.services.connections.resolve('sandbox')
      const phases = heard.map((p) => p.phase).filter((p, i, all) => all[i - 1] !== p)
      expect(phases).toEqual(['generate', 'index', 'snapshot', 'ready'])
      for (const p of heard) {
        expect(p.fraction).toBeGreaterThanOrEqual(0)
        expect(p.fraction).toBeLessThanOrEqual(1)
      }
      await app.close()

      // The market is built now: the next start loads it and has no build to report.
      app = createTestApp({ sandbox: inProcessSandbox({ offers: 4000, marketCacheDir: cache }) })
      const again: unknown[] = []
      app.router.onEvent((name, payload) => void (name === 'sandboxProgress' && again.push(payload)))
      await app.services.connections.resolve('sandbox')
      expect(again).toEqual([])
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
  }, 120_000)
})
