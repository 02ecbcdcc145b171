import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINT_LIST, ENDPOINTS } from '@shared/api'
import { writeKeysFile } from '@sandbox/keys'
import { startSandbox, tempDataDir, type StartedSandbox } from '../../helpers/sandbox'
import { concretePath, label } from './endpoints'

describe('keys', () => {
  let sb: StartedSandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())

  it('a fresh data folder gets two different keys', () => {
    expect(sb.keys.full).toMatch(/\S{16,}/)
    expect(sb.keys.basic).toMatch(/\S{16,}/)
    expect(sb.keys.full).not.toBe(sb.keys.basic)
  })

  it.each(ENDPOINT_LIST.map((e) => [label(e), e] as const))(
    '%s: 401 without a key and with an unknown key',
    async (_l, endpoint) => {
      for (const key of [null, 'not-a-key']) {
        const res = await sb.request(concretePath(endpoint), { method: endpoint.method, key })
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({ error: 'not authorized' })
      }
    }
  )

  const restricted = ENDPOINT_LIST.filter((e) => e.restricted)
  it.each(restricted.map((e) => [label(e), e] as const))('%s: 403 for the basic key', async (_l, endpoint) => {
    const res = await sb.request(concretePath(endpoint), { method: endpoint.method, key: sb.keys.basic })
    expect(res.status).toBe(403)
    const body = (await res.json()) as { error: string }
    expect(body.error).toMatch(/not enabled for this key/)
  })

  const open = ENDPOINT_LIST.filter((e) => !e.restricted)
  it.each(open.map((e) => [label(e), e] as const))(
    '%s: the basic key passes (input errors, not auth errors)',
    async (_l, endpoint) => {
      const res = await sb.request(concretePath(endpoint), {
        method: endpoint.method,
        key: sb.keys.basic,
        ...(endpoint.body ? { json: {} } : {})
      })
      expect(res.status).toBe(400)
      expect(Object.keys((await res.json()) as object)).toEqual(['errors'])
    }
  )

  it('api_key in the JSON body is accepted and does not fail body validation', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      key: null,
      json: { api_key: sb.keys.full, customId: 'body-key' }
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.customId).toBe('body-key')
    expect(body).not.toHaveProperty('api_key')
  })

  it('api_key in the body does not unlock a restricted endpoint for the basic key', async () => {
    const res = await sb.request(ENDPOINTS.propertyGroupsCreate.path, {
      method: 'POST',
      key: null,
      json: { api_key: sb.keys.basic }
    })
    expect(res.status).toBe(403)
  })
})

describe('daily quota', () => {
  it('answers 429 when spent, counts down in the headers, and keeps counting across a restart', async () => {
    const dataDir = tempDataDir()
    const quotaKey = 'quota-key-with-three-requests'
    writeKeysFile(dataDir, {
      keys: [
        { key: 'full-unlimited-key', name: 'full', entitlements: ['restricted'], dailyQuota: null },
        { key: 'basic-unlimited-key', name: 'basic', entitlements: [], dailyQuota: null },
        { key: quotaKey, name: 'small', entitlements: ['restricted'], dailyQuota: 3 }
      ]
    })
    let sb = await startSandbox({ dataDir })
    try {
      expect(sb.keys).toEqual({ full: 'full-unlimited-key', basic: 'basic-unlimited-key' })
      const list = () => sb.request(ENDPOINTS.propertyGroupsList.path, { key: quotaKey })
      const first = await list()
      expect(first.status).toBe(200)
      expect(first.headers.get('x-ratelimit-limit')).toBe('3')
      expect(first.headers.get('x-ratelimit-remaining')).toBe('2')
      expect((await list()).headers.get('x-ratelimit-remaining')).toBe('1')
      await sb.close()

      sb = await startSandbox({ dataDir })
      const third = await list()
      expect(third.status).toBe(200)
      expect(third.headers.get('x-ratelimit-remaining')).toBe('0')
      const over = await list()
      expect(over.status).toBe(429)
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0')
      expect(((await over.json()) as { error: string }).error).toMatch(/quota/)

      const other = await sb.request(ENDPOINTS.propertyGroupsList.path, { key: 'full-unlimited-key' })
      expect(other.status).toBe(200)
      expect(Number(other.headers.get('x-ratelimit-limit'))).toBeGreaterThanOrEqual(1_000_000)
    } finally {
      await sb.close()
    }
  })
})
