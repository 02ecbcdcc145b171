// "Test connection" against a real sandbox on loopback: every outcome a user can meet.
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectionTestResult, ConnectionView } from '@shared/bridge/contract'
import type { Result } from '@shared/bridge/errors'
import { freshKeys, RESTRICTED, writeKeysFile } from '@sandbox/keys'
import { onceLauncher } from '@main/sandbox/launcher'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { APP_SENDER, createTestApp, tempDir, type TestApp } from '../../helpers/platform'

const QUOTA_ONE_KEY = 'sbx_quota_one_0123456789'
let sandbox: StartedSandbox
let sandboxDir: string
let app: TestApp | undefined

beforeAll(async () => {
  sandboxDir = tempDir('lagebild-sandbox-ct-')
  const keys = freshKeys()
  keys.keys.push({ key: QUOTA_ONE_KEY, name: 'quota one', entitlements: [RESTRICTED], dailyQuota: 1 })
  writeKeysFile(sandboxDir, keys)
  sandbox = await startSandbox({ dataDir: sandboxDir })
})
afterAll(async () => {
  await sandbox?.close()
  rmSync(sandboxDir, { recursive: true, force: true })
})
afterEach(async () => {
  await app?.close()
  app = undefined
})

const newApp = () =>
  (app = createTestApp({
    sandbox: onceLauncher(async () => ({ url: sandbox.url, key: sandbox.keys.full, stop: async () => undefined }))
  }))

async function call<T>(domain: string, name: string, ...args: unknown[]): Promise<T> {
  const r = (await app!.router.invoke(domain, name, args, APP_SENDER)) as Result<T>
  if (!r.ok) throw new Error(`${domain}.${name}: ${r.error.code} ${r.error.message}`)
  return r.value
}
async function customWithKey(baseUrl: string, key: string) {
  const c = await call<ConnectionView>('connections', 'save', { name: 'Test target', baseUrl })
  await call('connections', 'setKey', c.id, key)
  return c.id
}
const testConnection = (id: string) => call<ConnectionTestResult>('connections', 'test', id)

describe('connection test', () => {
  it('the built-in sandbox works, restricted endpoints included, proven with one small request', async () => {
    newApp()
    const r = await testConnection('sandbox')
    expect(r).toMatchObject({ outcome: 'ok', restricted: { enabled: true }, apiVersion: expect.any(String) })
    expect(r.requests).toEqual(['GET /api/v2/property_groups?limit=1'])
    // The sandbox counts every authorised request against the quota: exactly one was made.
    expect(r.rateLimit!.limit - r.rateLimit!.remaining).toBe(1)
    expect(r.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('a wrong key is unauthorized', async () => {
    newApp()
    const r = await testConnection(await customWithKey(sandbox.url, 'not-a-key-of-this-sandbox'))
    expect(r.outcome).toBe('unauthorized')
  })

  it('a basic key works, but the restricted endpoints are not enabled for it; the key is proven by an unbilled 400', async () => {
    newApp()
    const r = await testConnection(await customWithKey(sandbox.url, sandbox.keys.basic))
    expect(r).toMatchObject({ outcome: 'ok', restricted: { enabled: false, checked: 'GET /api/v2/property_groups' } })
    expect(r.requests).toEqual([
      'GET /api/v2/property_groups?limit=1',
      'POST /api/v2/locations/addresses without a location (answered 400, not billed)'
    ])
  })

  it('a spent quota is rate_limited, with the time it resets', async () => {
    newApp()
    const id = await customWithKey(sandbox.url, QUOTA_ONE_KEY)
    expect(await testConnection(id)).toMatchObject({ outcome: 'ok', rateLimit: { limit: 1, remaining: 0 } })
    const r = await testConnection(id)
    expect(r.outcome).toBe('rate_limited')
    expect(Date.parse(r.resetAt ?? '')).toBeGreaterThan(Date.now())
  })

  it('a service nobody answers at is offline', async () => {
    newApp()
    const port = await new Promise<number>((resolve) => {
      const srv = createServer()
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number }
        srv.close(() => resolve(port))
      })
    })
    const r = await testConnection(await customWithKey(`http://127.0.0.1:${port}`, 'some-key-1234'))
    expect(r.outcome).toBe('offline')
  })

  it('a connection without a key says so without calling anyone', async () => {
    newApp()
    expect(await testConnection('vendor')).toMatchObject({ outcome: 'no_key' })
  })

  it('the key never reaches a log line', async () => {
    newApp()
    const id = await customWithKey(sandbox.url, 'secret-wrong-key-5678')
    await testConnection(id)
    expect(app!.logs.join('\n')).not.toContain('secret-wrong-key-5678')
  })

  it('a failing service is server_error; an address without this service is invalid_response', async () => {
    newApp()
    const srv = createHttpServer((req, res) => {
      if (req.url?.startsWith('/broken/'))
        return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}')
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')
    })
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()))
    const base = `http://127.0.0.1:${(srv.address() as { port: number }).port}`
    try {
      expect((await testConnection(await customWithKey(`${base}/broken`, 'some-key-1234'))).outcome).toBe(
        'server_error'
      )
      expect((await testConnection(await customWithKey(`${base}/elsewhere`, 'some-key-1234'))).outcome).toBe(
        'invalid_response'
      )
    } finally {
      await new Promise<void>((r) => srv.close(() => r()))
    }
  })
})
