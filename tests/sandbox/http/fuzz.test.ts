// Property-based test: generated bad (and good) input at every endpoint of ENDPOINTS (the vps ones by GET and
// by POST) never yields a 5xx, and every error answer has the vendor's shape and headers. FUZZ_RUNS and FUZZ_SEED override the defaults.
import { rmSync } from 'node:fs'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINT_LIST, ENDPOINTS, type Endpoint } from '@shared/api'
import { buildApp } from '@sandbox/app'
import { closeContext, createContext, type SandboxContext } from '@sandbox/context'
import { tempDataDir, testMarketOptions } from '../../helpers/sandbox'
import {
  bigNumberBody,
  bigNumberText,
  deepArrayText,
  deepJson,
  fromSchema,
  hostileJson,
  hostileString,
  longArrayBody,
  multipartBody,
  queryFromSchema
} from './fuzz-arbitraries'
import { label } from './endpoints'

const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
const SEED = Number(process.env.FUZZ_SEED ?? 20260601)
/**
 * No answer may cost more than this. A correctness bound on a stall (orderBy with 1,000 invalid items
 * once froze the sandbox for 81 s), not a speed figure. Measured as this process's CPU time (other
 * processes on a loaded 2-core machine do not count; wall-clock time does, so it is not bounded here).
 */
const STALL_CPU_MS = Number(process.env.FUZZ_STALL_CPU_MS ?? 1000)
const METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'] as const
/** Every route: the rows of ENDPOINTS, plus the vps endpoints by POST with their parameters in a JSON body. */
const ROUTES: Endpoint[] = [
  ...ENDPOINT_LIST,
  ...ENDPOINT_LIST.filter((e) => e.path.startsWith('/api/v1/vps/')).map((e): Endpoint => ({
    ...e,
    id: `${e.id}Post`,
    method: 'POST',
    body: e.query,
    query: undefined
  }))
]

/** Lone surrogates (which encodeURIComponent rejects) become U+FFFD. */
function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
}

function enc(s: string): string {
  return encodeURIComponent(wellFormed(s))
}

let ctx: SandboxContext
let app: FastifyInstance
const ids: string[] = ['no-such-id']
const images: Buffer[] = []

async function json(res: { statusCode: number; body: string }, status: number): Promise<Record<string, unknown>> {
  expect(res.statusCode, res.body).toBe(status)
  return JSON.parse(res.body) as Record<string, unknown>
}

beforeAll(async () => {
  ctx = await createContext({ dataDir: tempDataDir(), ...testMarketOptions() })
  ctx.publicBaseUrl = 'http://127.0.0.1:9'
  app = await buildApp(ctx)
  await app.ready()
  const key = ctx.keys.full.key
  // The property's group stays out of `ids`, so fuzzed deletions cannot take the property with them.
  const group = await json(
    await app.inject({
      method: 'POST',
      url: `${ENDPOINTS.propertyGroupsCreate.path}?api_key=${key}`,
      payload: { customId: 'fuzz' }
    }),
    201
  )
  const emptyGroup = await json(
    await app.inject({
      method: 'POST',
      url: `${ENDPOINTS.propertyGroupsCreate.path}?api_key=${key}`,
      payload: { customId: 'fuzz-empty' }
    }),
    201
  )
  const property = await json(
    await app.inject({
      method: 'POST',
      url: `${ENDPOINTS.propertiesCreate.path}?api_key=${key}`,
      payload: {
        parentId: group.id,
        propertyType: { type: 'apartment', subtype: 'apartment_apartment' },
        livingArea: 80
      }
    }),
    201
  )
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const jpeg = await sharp({ create: { width: 5, height: 9, channels: 3, background: '#993366' } })
    .jpeg()
    .toBuffer()
  images.push(png, jpeg)
  const form = new FormData()
  form.set('type', 'default')
  form.set('caption', 'fuzz')
  form.set('image', new Blob([png], { type: 'image/png' }), 'x.png')
  const request = new Request('http://x/', { method: 'POST', body: form })
  const image = await json(
    await app.inject({
      method: 'POST',
      url: `${ENDPOINTS.propertyImagesCreate.path.replace(':propertyId', String(property.id))}?api_key=${key}`,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer())
    }),
    201
  )
  ids.push(String(emptyGroup.id), String(property.id), String(image.id))
})

afterAll(async () => {
  await app?.close()
  if (ctx) {
    await closeContext(ctx)
    rmSync(ctx.dataDir, { recursive: true, force: true })
  }
})

/** Requests at `endpoint`; hostility 0 makes well-formed ones (to reach the handlers), higher more hostile. */
function requestFor(endpoint: Endpoint, hostility: number): fc.Arbitrary<InjectOptions> {
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)
  const hostile = hostility > 0 ? 1 : 0
  const jsonBody = fromSchema((endpoint.body ?? { type: 'object' }) as Record<string, unknown>, hostility).map(
    (value) => ({ kind: 'json' as const, value })
  )
  return fc
    .record({
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(endpoint.method) },
        { weight: hostile, arbitrary: fc.constantFrom(...METHODS) }
      ),
      params: fc.tuple(
        ...paramNames.map(() =>
          fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: hostile, arbitrary: hostileString })
        )
      ),
      key: fc.oneof(
        { weight: 10, arbitrary: fc.constant<string | undefined>(ctx.keys.full.key) },
        { weight: hostile, arbitrary: fc.constant(ctx.keys.basic.key) },
        { weight: hostile, arbitrary: fc.option(hostileString, { nil: undefined }) }
      ),
      keyInBody: fc.boolean(),
      query: fc.oneof(
        { weight: 4, arbitrary: queryFromSchema(endpoint.query as Record<string, unknown> | undefined, hostility) },
        { weight: hostile, arbitrary: queryWithBigNumbers(endpoint) }
      ),
      body: fc.oneof(
        { weight: endpoint.multipart ? 1 : 8, arbitrary: jsonBody },
        { weight: hostile, arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })) },
        { weight: hostile, arbitrary: deepJson.map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: hostile,
          arbitrary: longArrayBody((endpoint.body ?? { type: 'object' }) as Record<string, unknown>).map((value) => ({
            kind: 'json' as const,
            value
          }))
        },
        {
          weight: hostile,
          arbitrary: bigNumberBody((endpoint.body ?? { type: 'object' }) as Record<string, unknown>).map((text) => ({
            kind: 'text' as const,
            text,
            type: 'application/json'
          }))
        },
        {
          weight: hostile,
          arbitrary: deepArrayText.map((text) => ({ kind: 'text' as const, text, type: 'application/json' }))
        },
        {
          weight: hostile,
          arbitrary: fc
            .string({ maxLength: 60 })
            .map((text) => ({ kind: 'text' as const, text, type: 'application/json' }))
        },
        {
          weight: hostile,
          arbitrary: fc
            .tuple(
              hostileString,
              fc.constantFrom(
                'text/plain',
                'application/xml',
                'application/x-www-form-urlencoded',
                'image/png',
                'application/json; charset=latin1'
              )
            )
            .map(([text, type]) => ({ kind: 'text' as const, text, type }))
        },
        {
          weight: endpoint.multipart ? 8 : hostile,
          arbitrary: multipartBody(images).map((m) => ({ kind: 'multipart' as const, ...m }))
        },
        { weight: hostile, arbitrary: fc.constant({ kind: 'none' as const }) }
      ),
      customId: fc.option(hostileString, { nil: undefined })
    })
    .map(({ method, params, key, keyInBody, query, body, customId }) => {
      let path = endpoint.path
      paramNames.forEach((name, i) => (path = path.replace(`:${name}`, enc(params[i]!))))
      const hasBody = method !== 'GET' && method !== 'HEAD'
      const bodyKey =
        keyInBody &&
        hasBody &&
        body.kind === 'json' &&
        typeof body.value === 'object' &&
        body.value !== null &&
        !Array.isArray(body.value)
      const pairs = [...query]
      if (key !== undefined && !bodyKey) pairs.push(['api_key', key])
      const qs = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')
      const opts: InjectOptions = { method, url: qs ? `${path}?${qs}` : path, headers: {} }
      if (customId !== undefined) opts.headers!['x-custom-id'] = wellFormed(customId).replace(/[^\x20-\x7e]/g, '?')
      if (!hasBody) return opts
      if (body.kind === 'json') {
        const value = bodyKey && key !== undefined ? { ...(body.value as object), api_key: key } : body.value
        opts.headers!['content-type'] = 'application/json'
        opts.payload = JSON.stringify(value) ?? 'null'
      } else if (body.kind === 'text') {
        opts.headers!['content-type'] = body.type
        opts.payload = body.text
      } else if (body.kind === 'multipart') {
        opts.headers!['content-type'] = body.contentType
        opts.payload = body.payload
      }
      return opts
    })
}

/** Every query parameter of the endpoint set to a big number, Infinity or NaN, some of them repeated 500 times. */
function queryWithBigNumbers(endpoint: Endpoint): fc.Arbitrary<Array<[string, string]>> {
  const names = Object.keys(((endpoint.query ?? {}) as { properties?: object }).properties ?? {})
  if (names.length === 0) return fc.constant([])
  return fc
    .tuple(
      fc.array(fc.oneof(bigNumberText, fc.constantFrom('Infinity', '-Infinity', 'NaN')), {
        minLength: names.length,
        maxLength: names.length
      }),
      fc.boolean()
    )
    .map(([values, repeat]) =>
      names.flatMap((n, i): Array<[string, string]> =>
        Array.from({ length: repeat && i === 0 ? 500 : 1 }, () => [n, values[i]!])
      )
    )
}

async function check(opts: InjectOptions): Promise<void> {
  const cpuBefore = process.cpuUsage()
  const res = await app.inject(opts)
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMs = (cpu.user + cpu.system) / 1000
  const where = `${opts.method} ${String(opts.url).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`
  expect(res.statusCode, where).toBeLessThan(500)
  expect(cpuMs, `answered with ${Math.round(cpuMs)} ms of CPU: ${where}`).toBeLessThan(STALL_CPU_MS)
  expect(res.headers['x-request-id'], where).toBeTruthy()
  expect(res.headers['x-ratelimit-limit'], where).toBeDefined()
  expect(res.headers['x-ratelimit-remaining'], where).toBeDefined()
  expect(res.headers['x-ratelimit-reset'], where).toBeDefined()
  if (res.statusCode >= 400 && opts.method !== 'HEAD') {
    const body = JSON.parse(res.body) as Record<string, unknown>
    expect(Object.keys(body).length, where).toBeGreaterThan(0)
    expect(
      Object.keys(body).every((k) => ['error', 'errors', 'message'].includes(k)),
      where
    ).toBe(true)
  }
}

describe('fuzz: no input yields a 5xx', () => {
  it.each(ROUTES.map((e) => [label(e), e] as const))(
    '%s',
    async (_l, endpoint) => {
      const requests = fc.oneof(requestFor(endpoint, 0), requestFor(endpoint, 0.2), requestFor(endpoint, 0.6))
      await fc.assert(fc.asyncProperty(requests, check), { numRuns: RUNS, seed: SEED })
    },
    600_000
  )

  it('the file routes (offer images, property images and previews) with generated names', async () => {
    const arb = fc
      .record({
        method: fc.constantFrom(...METHODS),
        path: fc.oneof(
          fc
            .tuple(
              fc.oneof(fc.constantFrom(...ids), hostileString),
              fc.oneof(fc.constantFrom('1.svg', '0.svg', '99.svg', '.svg', '..'), hostileString)
            )
            .map(([id, file]) => `/media/offers/${enc(id)}/${enc(file)}`),
          fc
            .oneof(fc.constantFrom('x.jpg', 'x.webp', '..%2F..%2Fkeys.json', '%00'), hostileString)
            .map((name) => `/files/images/${name.startsWith('%') || name.includes('%2F') ? name : enc(name)}`)
        )
      })
      .map(({ method, path }): InjectOptions => ({ method, url: path }))
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS, seed: SEED })
  }, 600_000)

  it('random paths and methods', async () => {
    const arb = fc
      .record({
        method: fc.constantFrom(...METHODS),
        segments: fc.array(
          fc.oneof(
            fc.constantFrom(
              'api',
              'v1',
              'v2',
              'properties',
              'property_groups',
              'images',
              'media',
              'offers',
              'files',
              'openapi.json',
              '..',
              '%',
              '%zz',
              ''
            ),
            hostileString
          ),
          { maxLength: 6 }
        )
      })
      .map(({ method, segments }): InjectOptions => ({
        method,
        url: '/' + segments.map((s) => (s.startsWith('%') ? s : enc(s))).join('/')
      }))
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS * 3, seed: SEED })
  }, 600_000)
})
