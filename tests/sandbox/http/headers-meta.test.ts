import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSIONS, ENDPOINTS, type Endpoint } from '@shared/api'
import { buildApp } from '@sandbox/app'
import { closeContext, createContext } from '@sandbox/context'
import { nextUtcMidnight } from '@sandbox/http/quota'
import { routeOptions } from '@sandbox/routes/route-options'
import { registerApiHooks } from '@sandbox/routes'
import { rmSync } from 'node:fs'
import { startSandbox, tempDataDir, testMarketOptions, type StartedSandbox } from '../../helpers/sandbox'

describe('headers on every response', () => {
  let sb: StartedSandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())

  it('carry X-RateLimit-* and a fresh X-Request-Id, errors included', async () => {
    const created = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      json: { customId: 'headers' }
    })
    const { id } = (await created.json()) as { id: string }
    const answers = [
      created,
      await sb.request(ENDPOINTS.propertyGroupsList.path),
      await sb.request(`${ENDPOINTS.propertyGroupsList.path}?limit=x`),
      await sb.request(ENDPOINTS.propertyGroupsList.path, { key: null }),
      await sb.request(ENDPOINTS.propertyGroupsList.path, { key: sb.keys.basic }),
      await sb.request('/api/v2/unknown'),
      await sb.request('/api/v2/property_groups/%E0%A4%A'),
      await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' }
      }),
      await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/csv' }
      }),
      await sb.request('/api/openapi.json', { key: null }),
      await sb.request(ENDPOINTS.propertyGroupsDelete.path.replace(':id', id), { method: 'DELETE' })
    ]
    expect(answers.map((r) => r.status)).toEqual([201, 200, 400, 401, 403, 404, 400, 400, 415, 200, 204])
    const ids = new Set<string>()
    for (const res of answers) {
      expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThanOrEqual(0)
      expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0)
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(nextUtcMidnight())
      const requestId = res.headers.get('x-request-id')
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      ids.add(requestId!)
    }
    expect(ids.size).toBe(answers.length)
  })

  it('a client X-Custom-Id is not echoed; the request id stays the sandbox own', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsList.path, {
      headers: { 'x-custom-id': 'my-trace-1', 'x-request-id': 'forged' }
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).not.toBe('forged')
    expect(res.headers.get('x-custom-id')).toBeNull()
  })

  it('an unlimited key reports a large limit that counts down', async () => {
    const a = await sb.request(ENDPOINTS.propertyGroupsList.path)
    const b = await sb.request(ENDPOINTS.propertyGroupsList.path)
    const limit = Number(a.headers.get('x-ratelimit-limit'))
    expect(limit).toBeGreaterThanOrEqual(1_000_000)
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(Number(a.headers.get('x-ratelimit-remaining')) - 1)
  })
})

describe('meta', () => {
  let sb: StartedSandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())

  it('v2 lists: url null and the v2 version', async () => {
    const body = (await (await sb.request(ENDPOINTS.propertyGroupsList.path)).json()) as { meta: unknown }
    expect(body.meta).toEqual({ url: null, version: API_VERSIONS.v2 })
  })

  it('v2 single objects: a link to the object', async () => {
    const created = (await (
      await sb.request(ENDPOINTS.propertyGroupsCreate.path, { method: 'POST', json: { customId: 'meta' } })
    ).json()) as {
      id: string
      meta: { url: string; version: string }
    }
    expect(created.meta.version).toBe(API_VERSIONS.v2)
    expect(created.meta.url).toMatch(/^https?:\/\/.+/)
    expect(created.meta.url).toContain(created.id)
  })

  it('v1 answers report the v1 version', async () => {
    const res = await sb.request(`${ENDPOINTS.vpsPlots.path}?coordinate=52.5200,13.4050&land_area=500`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { meta: unknown }).meta).toEqual({ url: null, version: API_VERSIONS.v1 })
  })
})

describe('meta hook', () => {
  it('adds meta by API generation, keeps handler bodies, and leaves errors alone', async () => {
    const ctx = await createContext({ dataDir: tempDataDir(), ...testMarketOptions() })
    const app = await buildApp(ctx)
    const v1: Endpoint = { id: 'coreTestV1', method: 'GET', path: '/api/v1/core_test', restricted: false, status: 200 }
    const v2: Endpoint = {
      id: 'coreTestV2',
      method: 'GET',
      path: '/api/v2/core_test/:id',
      restricted: false,
      status: 200
    }
    // Test routes join the API plugin's scope, where its hooks apply.
    await app.register(async (api) => {
      registerApiHooks(api, ctx)
      api.route(routeOptions(v1, async () => ({ valuation: 1 })))
      api.route(
        routeOptions<{ Params: { id: string } }>(v2, async (req, reply) => {
          if (req.params.id === 'missing') return reply.code(404).send({ error: 'not found' })
          reply.metaUrl = `https://example.test/${req.params.id}`
          return { id: req.params.id }
        })
      )
    })
    try {
      const key = ctx.keys.basic.key
      const one = await app.inject({ url: `/api/v1/core_test?api_key=${key}` })
      expect(one.json()).toEqual({ valuation: 1, meta: { url: null, version: API_VERSIONS.v1 } })
      const two = await app.inject({ url: `/api/v2/core_test/abc?api_key=${key}` })
      expect(two.json()).toEqual({ id: 'abc', meta: { url: 'https://example.test/abc', version: API_VERSIONS.v2 } })
      const missing = await app.inject({ url: `/api/v2/core_test/missing?api_key=${key}` })
      expect(missing.json()).toEqual({ error: 'not found' })
    } finally {
      await app.close()
      await closeContext(ctx)
      rmSync(ctx.dataDir, { recursive: true, force: true })
    }
  })
})
