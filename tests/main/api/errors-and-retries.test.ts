// Every error class of the client against a scripted vendor on loopback, with server-side counts of
// how often a request was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import { AppError } from '@shared/bridge/errors'
import { createApiClient, toAppError } from '@main/api'
import { closedPort, startFakeVendor, type FakeVendor } from './fake-vendor'
import { FAST_RETRY, KEY, failure, validBody } from './helpers'

let vendor: FakeVendor
let client: ReturnType<typeof createApiClient>
const block = () => client.v1.block({ address: 'Marienplatz 1, 80331 München' })
const createGroup = () => client.v2.propertyGroups.create({ customId: 'g1' })

beforeAll(async () => {
  vendor = await startFakeVendor()
  client = createApiClient({ baseUrl: vendor.url, apiKey: KEY, retry: FAST_RETRY })
})
afterAll(async () => {
  await client.close()
  await vendor.close()
})

describe('answers mapped to typed errors', () => {
  it('401: the key is unknown', async () => {
    vendor.script({ status: 401, body: { error: 'not authorized' } })
    const err = await failure(block)
    expect(err.code).toBe('unauthorized')
    expect(err.status).toBe(401)
    expect(err.message).toContain('not authorized')
    expect(err.requestId).toMatch(/^req-/)
    expect(vendor.requests).toHaveLength(1)
  })

  it('403: the endpoint is not enabled for this key', async () => {
    vendor.script({ status: 403, body: { error: 'forbidden' } })
    const err = await failure(() => client.v1.vps.apartments({ address: 'a', living_space: 70 }))
    expect(err.code).toBe('forbidden')
    expect(err.message).toMatch(/not enabled for this API key/)
    expect(err.endpoint).toBe('vpsApartments')
    expect(vendor.requests).toHaveLength(1)
  })

  it('400 with field messages: validation', async () => {
    vendor.script({
      status: 400,
      body: { errors: { livingArea: ["can't be blank"], 'property.landArea': ['must be positive', 'is too big'] } }
    })
    const err = await failure(() =>
      client.v2.valuations.propertiesLight({
        dealType: 'sale',
        property: { propertyType: { type: 'house' }, location: {} }
      })
    )
    expect(err.code).toBe('validation')
    expect(err.fieldErrors).toEqual({
      livingArea: ["can't be blank"],
      'property.landArea': ['must be positive', 'is too big']
    })
    expect(err.message).toContain("livingArea can't be blank")
    expect(vendor.requests).toHaveLength(1)
  })

  it('400 "address or coordinate not found": address not found, not retried', async () => {
    vendor.script({ status: 400, body: { error: 'address or coordinate not found' } })
    const err = await failure(block)
    expect(err.code).toBe('address_not_found')
    expect(vendor.requests).toHaveLength(1)
  })

  it('400 with only a message: bad request carrying the vendor text', async () => {
    vendor.script({ status: 400, body: { message: 'radius must be one of 500, 1000, 2000, 5000, 10000' } })
    const err = await failure(() => client.v1.priceFilter({ address: 'a', type_of_demand: 'rent' }))
    expect(err.code).toBe('bad_request')
    expect(err.message).toContain('radius must be one of')
  })

  it('404: not found', async () => {
    vendor.script({ status: 404, body: { error: 'not found' } })
    const err = await failure(() => client.v2.properties.get('missing'))
    expect(err.code).toBe('not_found')
    expect(vendor.requests).toHaveLength(1)
  })

  it('5xx: server error whose body is never shown', async () => {
    vendor.script({
      status: 500,
      body: { error: 'PG::ConnectionBad at /srv/app/models/offer.rb:12', message: 'stack trace' }
    })
    const err = await failure(block)
    expect(err.code).toBe('server_error')
    expect(err.message).toBe('The service had an internal error (HTTP 500)')
    expect(err.attempts).toBe(3)
  })

  it('429 with a far reset: fails at once with the reset time, without hammering', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600
    vendor.script({
      status: 429,
      body: { error: 'rate limit exceeded' },
      headers: { 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }
    })
    const err = await failure(block)
    expect(err.code).toBe('rate_limited')
    expect(err.resetAt).toBe(new Date(reset * 1000).toISOString())
    expect(err.info?.rateLimit).toEqual({ limit: 1000, remaining: 0, resetAt: err.resetAt })
    expect(vendor.requests).toHaveLength(1)
  })

  it('429 with a near reset: waits for the reset, then asks once more', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1
    vendor.script(
      { status: 429, body: { error: 'rate limit exceeded' }, headers: { 'x-ratelimit-reset': String(reset) } },
      { body: validBody('block') }
    )
    const body = await block()
    expect(body.meta.version).toBe('2.14.0')
    expect(vendor.requests).toHaveLength(2)
    expect(vendor.requests[1]!.at).toBeGreaterThanOrEqual(reset * 1000)
  })

  it('429 with only Retry-After: waits that long, then asks once more', async () => {
    vendor.script({ status: 429, headers: { 'retry-after': '1' } }, { body: validBody('block') })
    await block()
    expect(vendor.requests).toHaveLength(2)
    expect(vendor.requests[1]!.at - vendor.requests[0]!.at).toBeGreaterThanOrEqual(1000)
  })

  it('429 on a write: not repeated, reported with the reset', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1
    vendor.script({ status: 429, headers: { 'x-ratelimit-reset': String(reset) } })
    const err = await failure(createGroup)
    expect(err.code).toBe('rate_limited')
    expect(err.resetAt).toBe(new Date(reset * 1000).toISOString())
    expect(vendor.requests).toHaveLength(1)
  })

  it('a redirect is not followed (it would carry the key elsewhere); the error names the redacted target', async () => {
    vendor.script({ status: 301, headers: { location: `https://elsewhere.example/api/v1/block?api_key=${KEY}` } })
    const err = await failure(block)
    expect(err.code).toBe('bad_request')
    expect(err.message).toContain('https://elsewhere.example/api/v1/block?api_key=REDACTED')
    expect(vendor.requests).toHaveLength(1)
  })

  it('a redirect refused by the fetch (as Electron net.fetch does in manual mode) is reported, not retried', async () => {
    vendor.script({ status: 302, headers: { location: `${vendor.url}/elsewhere` } })
    const { fetch } = await import('undici')
    const c = createApiClient({
      baseUrl: vendor.url,
      apiKey: KEY,
      retry: FAST_RETRY,
      fetch: async (url, init) => {
        const res = await fetch(url, init)
        if (res.status >= 300 && res.status < 400) throw new Error('Redirect was cancelled')
        return res
      }
    })
    const err = await failure(() => c.v1.block({ address: 'a' }))
    await c.close()
    expect(err.code).toBe('bad_request')
    expect(err.message).toMatch(/redirected/)
    expect(vendor.requests).toHaveLength(1)
  })
})

describe('retries', () => {
  it('a read is retried after 5xx and succeeds on the third request', async () => {
    vendor.script({ status: 503 }, { status: 502, raw: '<html>bad gateway</html>' }, { body: validBody('block') })
    const seen: number[] = []
    await client.v1.block({ coordinate: '48.137,11.575' }, { onResponse: (i) => seen.push(i.status) })
    expect(vendor.requests).toHaveLength(3)
    expect(seen).toEqual([503, 502, 200])
  })

  it('a read-only POST (locations) is retried after 5xx', async () => {
    vendor.script({ status: 500 }, { body: validBody('locationsAddresses') })
    await client.v2.locations.addresses({
      location: { address: { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' } }
    })
    expect(vendor.requests).toHaveLength(2)
    expect(vendor.requests[1]!.body.toString()).toBe(vendor.requests[0]!.body.toString())
  })

  it('stops after three requests', async () => {
    vendor.script({ status: 500 })
    const err = await failure(() => client.v2.offersSearch({ filters: { location: { divisionLevel100: '80331' } } }))
    expect(err.code).toBe('server_error')
    expect(vendor.requests).toHaveLength(3)
  })

  it.each([
    ['POST creation', () => createGroup()],
    ['PATCH', () => client.v2.properties.update('p1', { livingArea: 80 })],
    ['DELETE', () => client.v2.propertyGroups.delete('g1')],
    [
      'image upload',
      () =>
        client.v2.propertyImages.create('p1', {
          type: 'default',
          image: { data: new Uint8Array([1, 2, 3]), filename: 'a.jpg', contentType: 'image/jpeg' }
        })
    ]
  ])('a write (%s) is never retried after 5xx', async (_, write) => {
    vendor.script({ status: 500 })
    const err = await failure(write)
    expect(err.code).toBe('server_error')
    expect(vendor.requests).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 422])('a %i is never retried', async (status) => {
    vendor.script({ status, body: { error: 'no' } })
    await failure(block)
    expect(vendor.requests).toHaveLength(1)
  })

  it('a read is retried after the connection was reset before an answer', async () => {
    vendor.script({ destroy: 'before-headers' }, { body: validBody('block') })
    await block()
    expect(vendor.requests).toHaveLength(2)
  })

  it('a write is not retried after a reset: it may have been carried out', async () => {
    vendor.script({ destroy: 'before-headers' }, { status: 201, body: validBody('propertyGroupsCreate') })
    const err = await failure(createGroup)
    expect(err.code).toBe('offline')
    expect(err.unsent).toBeUndefined()
    expect(vendor.requests).toHaveLength(1)
  })

  it('never after a 2xx, even when the answer broke off while being read', async () => {
    vendor.script({ destroy: 'after-headers' }, { body: validBody('priceFilter') })
    const err = await failure(() => client.v1.priceFilter({ address: 'a', type_of_demand: 'buy' }))
    expect(err.code).toBe('offline')
    expect(err.status).toBe(200)
    expect(vendor.requests).toHaveLength(1)
  })

  it('never after a 2xx whose body is not what was expected', async () => {
    vendor.script({ raw: 'Service temporarily in maintenance' }, { body: validBody('block') })
    const err = await failure(block)
    expect(err.code).toBe('invalid_response')
    expect(vendor.requests).toHaveLength(1)
  })
})

describe('the wire: offline, timeout, cancellation', () => {
  it('a closed port is offline, after the read was tried three times', async () => {
    const port = await closedPort()
    const lines: string[] = []
    const c = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: KEY,
      retry: FAST_RETRY,
      log: (l) => lines.push(l)
    })
    const err = await failure(() => c.v1.block({ address: 'a' }))
    await c.close()
    expect(err.code).toBe('offline')
    expect(err.message).toContain('ECONNREFUSED')
    expect(err.unsent).toBe(true)
    expect(err.attempts).toBe(3)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const l of lines) {
      expect(l).not.toContain(KEY)
      expect(l).toContain('api_key=REDACTED')
    }
  })

  it('a name that does not resolve is offline', async () => {
    const c = createApiClient({ baseUrl: 'http://lagebild-no-such-host.invalid', apiKey: KEY, retry: { attempts: 1 } })
    const err = await failure(() => c.v1.block({ address: 'a' }))
    await c.close()
    expect(err.code).toBe('offline')
    expect(err.unsent).toBe(true)
  })

  it('a slow answer times out after timeoutMs, and the timed-out request is not repeated', async () => {
    vendor.script({ hang: true })
    const err = await failure(() => client.v1.block({ address: 'a' }, { timeoutMs: 300 }))
    expect(err.code).toBe('timeout')
    expect(err.message).toBe('The service did not answer within 300 ms')
    expect(vendor.requests).toHaveLength(1)
  })

  it('the client-wide timeout applies when a call sets none', async () => {
    vendor.script({ hang: true })
    const c = createApiClient({ baseUrl: vendor.url, apiKey: KEY, timeoutMs: 300 })
    const err = await failure(() => c.v2.locations.regions({ location: { address: { unstructured: 'x' } } }))
    await c.close()
    expect(err.code).toBe('timeout')
  })

  it('an AbortSignal cancels a request in flight', async () => {
    vendor.script({ hang: true })
    const ac = new AbortController()
    const call = client.v1.block({ address: 'a' }, { signal: ac.signal })
    await vendor.waitForRequests(1)
    ac.abort()
    const err = await failure(() => call)
    expect(err.code).toBe('cancelled')
    expect(toAppError(err).code).toBe('cancelled')
  })

  it('an AbortSignal cancels the wait between retries', async () => {
    vendor.script({ status: 503 })
    const c = createApiClient({ baseUrl: vendor.url, apiKey: KEY, retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 } })
    const ac = new AbortController()
    const call = c.v1.block({ address: 'a' }, { signal: ac.signal })
    await vendor.waitForRequests(1)
    ac.abort()
    const err = await failure(() => call)
    await c.close()
    expect(err.code).toBe('cancelled')
    expect(vendor.requests).toHaveLength(1)
  })

  it('an already aborted signal sends nothing', async () => {
    vendor.script({ body: validBody('block') })
    const err = await failure(() => client.v1.block({ address: 'a' }, { signal: AbortSignal.abort() }))
    expect(err.code).toBe('cancelled')
    expect(vendor.requests).toHaveLength(0)
  })
})

describe('toAppError', () => {
  it('gives the bridge an AppError with code, status, field errors, reset time and request id', async () => {
    const reset = Math.floor(Date.now() / 1000) + 7200
    vendor.script({ status: 429, headers: { 'x-ratelimit-reset': String(reset), 'x-request-id': 'abc-123' } })
    const err = await failure(block)
    const app = toAppError(err)
    expect(Value.Check(AppError, app)).toBe(true)
    expect(app).toEqual({
      code: 'rate_limited',
      message: err.message,
      status: 429,
      resetAt: new Date(reset * 1000).toISOString(),
      endpoint: 'block',
      requestId: 'abc-123'
    })
    expect(JSON.parse(JSON.stringify(err))).toEqual(app)
  })

  it('turns anything else into a generic internal error that repeats nothing of the original', () => {
    const app = toAppError(new Error(`GET https://quis.de/api/v1/block?api_key=${KEY} failed`))
    expect(app).toEqual({ code: 'internal', message: 'An internal error occurred.' })
  })
})
