// The typed bridge: every contract call has a handler, the router validates arguments and senders and
// returns errors as data, and the preload exposes exactly the contract.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { Kind } from '@sinclair/typebox'
import { contract, type CallSpec } from '@shared/bridge/contract'
import { bridgeManifest, channelOf, eventChannelOf } from '@shared/bridge/manifest'
import { ApiError } from '@main/api'
import { ServiceError } from '@main/app-error'
import { createHandlers } from '@main/ipc/handlers'
import { contractCalls, createIpcRouter, type Handlers } from '@main/ipc/router'
import { strictSchema } from '@main/ipc/strict-schema'
import { buildApi } from '@preload/build-api'
import { wireInvoke } from '@preload/wire-invoke'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'

const callsOfContract = () =>
  Object.entries(contract)
    .filter(([domain]) => domain !== 'events')
    .flatMap(([domain, calls]) => Object.keys(calls).map((name) => `${domain}.${name}`))
    .sort()

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('handlers', () => {
  it('has one handler for every contract call and nothing else', () => {
    app = createTestApp()
    const handlers = createHandlers(app.services) as unknown as Record<string, Record<string, unknown>>
    const handled = Object.entries(handlers)
      .flatMap(([domain, calls]) =>
        Object.entries(calls).map(([name, fn]) => (typeof fn === 'function' ? `${domain}.${name}` : ''))
      )
      .filter(Boolean)
      .sort()
    expect(handled).toEqual(callsOfContract())
    expect(
      contractCalls()
        .map((c) => `${c.domain}.${c.name}`)
        .sort()
    ).toEqual(callsOfContract())
  })

  it('refuses to build a router when a handler is missing', () => {
    app = createTestApp()
    const handlers = createHandlers(app.services)
    const { test: _missing, ...rest } = handlers.connections
    expect(() => createIpcRouter({ ...handlers, connections: rest } as unknown as Handlers)).toThrow(
      /connections\.test/
    )
  })
})

describe('router', () => {
  it('answers a valid call from the app page with the value', async () => {
    app = createTestApp({ locale: 'de-DE' })
    const r = await app.router.invoke('settings', 'get', [], APP_SENDER)
    expect(r).toMatchObject({ ok: true, value: { language: 'de', activeConnectionId: 'sandbox' } })
  })

  it("names main's tile protocol as the map's tile template, or the template the platform gives", async () => {
    app = createTestApp()
    expect(await app.router.invoke('tiles', 'template', [], APP_SENDER)).toEqual({
      ok: true,
      value: 'lagebild-tile://tile/{z}/{x}/{y}'
    })
    await app.close()
    app = createTestApp({ tileTemplate: 'http://app.test/__tiles/{z}/{x}/{y}' })
    expect(await app.router.invoke('tiles', 'template', [], APP_SENDER)).toEqual({
      ok: true,
      value: 'http://app.test/__tiles/{z}/{x}/{y}'
    })
  })

  it('rejects arguments outside the schema with field errors, before any service runs', async () => {
    app = createTestApp()
    const before = await app.router.invoke('connections', 'list', [], APP_SENDER)
    const bad = await app.router.invoke('connections', 'save', [{ name: '', baseUrl: 'ftp://x' }], APP_SENDER)
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.error.code).toBe('invalid_argument')
    expect(Object.keys(bad.error.fieldErrors ?? {})).toEqual(expect.arrayContaining(['name', 'baseUrl']))
    const after = await app.router.invoke('connections', 'list', [], APP_SENDER)
    expect(after).toEqual(before)

    for (const args of [undefined, null, {}, 'sandbox', [], ['sandbox', 'extra'], [42], ['../../etc']]) {
      const r = await app.router.invoke('connections', 'setActive', args, APP_SENDER)
      expect(r.ok, JSON.stringify(args)).toBe(false)
      if (!r.ok) expect(r.error.code).toBe('invalid_argument')
    }
    const extra = await app.router.invoke('settings', 'update', [{ language: 'fr' }], APP_SENDER)
    expect(extra).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument', fieldErrors: { language: expect.any(Array) } }
    })
  })

  it('refuses an argument with a property the contract does not name, for every object of every call', async () => {
    app = createTestApp()
    const settingsBefore = await app.router.invoke('settings', 'get', [], APP_SENDER)
    const extraSettings = await app.router.invoke('settings', 'update', [{ language: 'en', theme: 'dark' }], APP_SENDER)
    expect(extraSettings).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect(await app.router.invoke('settings', 'get', [], APP_SENDER)).toEqual(settingsBefore)

    const listBefore = await app.router.invoke('connections', 'list', [], APP_SENDER)
    const extraDraft = await app.router.invoke(
      'connections',
      'save',
      [{ name: 'X', baseUrl: 'https://x.test', apiKey: 'k' }],
      APP_SENDER
    )
    expect(extraDraft).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect(await app.router.invoke('connections', 'list', [], APP_SENDER)).toEqual(listBefore)

    // Extra fields of a report query used to be saved into the library with the report.
    const extraQuery = await app.router.invoke(
      'reports',
      'fetch',
      [{ city: 'Berlin', note: '<b>x</b>' }, 'req-1'],
      APP_SENDER
    )
    expect(extraQuery).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument', message: 'Invalid arguments for reports.fetch.' }
    })
    const extraLookup = await app.router.invoke('library', 'savedFor', [{ city: 'Berlin', note: 'x' }], APP_SENDER)
    expect(extraLookup).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument', message: 'Invalid arguments for library.savedFor.' }
    })
    const nested = await app.router.invoke(
      'library',
      'savedFor',
      [{ coordinates: { latitude: 52.5, longitude: 13.4, altitude: 30 } }],
      APP_SENDER
    )
    expect(nested).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument', message: 'Invalid arguments for library.savedFor.' }
    })
    expect(
      await app.router.invoke('library', 'savedFor', [{ coordinates: { latitude: 52.5, longitude: 13.4 } }], APP_SENDER)
    ).toEqual({ ok: true, value: [] })
  })

  it('derives the refusal for every object schema of every call, nested ones included', () => {
    const open: string[] = []
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`))
      if (!node || typeof node !== 'object') return
      const o = node as Record<string | symbol, unknown>
      if (o[Kind] === 'Object' && o.additionalProperties !== false) open.push(path)
      for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`)
    }
    let objects = 0
    for (const { domain, name } of contractCalls()) {
      const args = (contract[domain] as Record<string, CallSpec>)[name].args
      objects += JSON.stringify(args).split('"type":"object"').length - 1
      walk(strictSchema(args), `${domain}.${name}`)
    }
    expect(objects).toBeGreaterThan(3)
    expect(open).toEqual([])
  })

  it('rejects unknown calls, including names from Object.prototype', async () => {
    app = createTestApp()
    for (const [d, n] of [
      ['connections', 'drop'],
      ['constructor', 'name'],
      ['settings', '__proto__'],
      ['events', 'connectionsChanged']
    ]) {
      const r = await app.router.invoke(d, n, [], APP_SENDER)
      expect(r).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    }
  })

  it('rejects callers that are not the app page: only the app scheme and the allowed origins call, never file://', async () => {
    const { APP_ORIGIN } = await import('@main/app-scheme')
    app = createTestApp({ router: { allowedOrigins: [APP_ORIGIN, 'http://app.test'] } })
    const foreign = [
      'https://evil.example/index.html',
      'http://app.test.evil.example/',
      'http://app.test:8080/',
      'file:///tmp/evil.html',
      'file:///opt/lagebild/out/renderer/index.html',
      'file://host/opt/lagebild/out/renderer/index.html',
      'app://lagebild.evil/index.html',
      'app://evil/index.html',
      'app://lagebild@evil/index.html',
      'app://x:y@lagebild/index.html',
      'app://lagebild:8080/index.html',
      'lagebild-tile://lagebild/index.html',
      'app:lagebild/index.html',
      'about:blank',
      'data:text/html,hi',
      'javascript:alert(1)',
      ''
    ]
    for (const url of foreign) {
      const r = await app.router.invoke('settings', 'get', [], { url })
      expect(r, url).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
    expect((await app.router.invoke('settings', 'get', [], { url: 'app://lagebild/index.html#/settings' })).ok).toBe(
      true
    )
    expect(
      (await app.router.invoke('settings', 'get', [], { url: 'app://lagebild/index.html#/print?kind=report' })).ok
    ).toBe(true)
    expect((await app.router.invoke('settings', 'get', [], { url: 'http://app.test/#/settings' })).ok).toBe(true)
  })

  it('returns service errors as data, maps API errors, and hides unexpected errors behind a generic message', async () => {
    app = createTestApp()
    const logged: string[] = []
    const handlers = createHandlers(app.services)
    const secret = 'sk_live_0123456789abcdef'
    const failing = (err: unknown) =>
      createIpcRouter(
        { ...handlers, settings: { ...handlers.settings, get: () => Promise.reject(err) } },
        {
          allowedOrigins: ['http://app.test'],
          mapError: app!.services.appErrorOf,
          secrets: () => [secret],
          log: { error: (m, d) => logged.push(`${m} ${String(d)}`), warn: () => undefined }
        }
      ).invoke('settings', 'get', [], APP_SENDER)

    expect(await failing(new ServiceError('not_found', 'There is no connection "x".'))).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'There is no connection "x".' }
    })
    const rateLimited = await failing(
      new ApiError({ code: 'rate_limited', message: 'Rate limited', status: 429, resetAt: '2030-01-01T00:00:00.000Z' })
    )
    expect(rateLimited).toMatchObject({
      ok: false,
      error: { code: 'rate_limited', status: 429, resetAt: '2030-01-01T00:00:00.000Z' }
    })

    const bug = await failing(
      new TypeError(`cannot read x of undefined near https://quis.de/api?api_key=${secret} and ${secret}`)
    )
    expect(bug).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } })
    if (!bug.ok) expect(bug.error.message).not.toContain('undefined')
    expect(logged.join('\n')).toContain('TypeError')
    expect(logged.join('\n')).not.toContain(secret)
  })

  it('publishes contract events to subscribers and drops payloads outside the contract', async () => {
    app = createTestApp()
    const seen: Array<[string, unknown]> = []
    const off = app.router.onEvent((name, payload) => seen.push([name, payload]))
    await app.router.invoke('connections', 'save', [{ name: 'Office', baseUrl: 'https://api.example.org' }], APP_SENDER)
    expect(seen).toHaveLength(1)
    expect(seen[0][0]).toBe('connectionsChanged')
    expect((seen[0][1] as Array<{ name: string }>).map((c) => c.name)).toContain('Office')
    app.router.emit('connectionsChanged', [{ bogus: true }] as never)
    expect(seen).toHaveLength(1)
    off()
  })
})

describe('preload', () => {
  it('exposes exactly window.api.<domain>.<call> and events.on, each call on its own channel', async () => {
    const invoked: Array<[string, unknown[]]> = []
    const subscribed: string[] = []
    const api = buildApi(
      bridgeManifest(contract),
      async (channel, args) => {
        invoked.push([channel, args])
        return { ok: true, value: null }
      },
      (channel) => {
        subscribed.push(channel)
        return () => undefined
      }
    ) as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>

    const exposed = Object.entries(api)
      .filter(([d]) => d !== 'events')
      .flatMap(([d, calls]) => Object.keys(calls).map((n) => `${d}.${n}`))
      .sort()
    expect(exposed).toEqual(callsOfContract())
    expect(Object.keys(api).sort()).toEqual(
      [...new Set(callsOfContract().map((c) => c.split('.')[0])), 'events'].sort()
    )
    expect(Object.keys(api.events)).toEqual(['on'])
    expect(Object.isFrozen(api)).toBe(true)

    for (const call of callsOfContract()) {
      const [d, n] = call.split('.')
      await api[d][n]('a', 2)
      expect(invoked.at(-1)).toEqual([channelOf(d, n), ['a', 2]])
    }
    api.events.on('connectionsChanged', () => undefined)
    expect(subscribed).toEqual([eventChannelOf('connectionsChanged')])
    expect(() => api.events.on('somethingElse', () => undefined)).toThrow()
  })

  it('sends each call as one JSON string and its byte blocks, which the router answers; sends nothing it cannot encode', async () => {
    const app = createTestApp({ locale: 'en-GB' })
    try {
      const sent: Array<[string, string, Uint8Array[]]> = []
      const invoke = wireInvoke(async (channel, json, bytes) => {
        sent.push([channel, json, bytes])
        const m = /^api:([^.]+)\.(.+)$/.exec(channel)!
        return app.router.invokeWire(m[1]!, m[2]!, json, bytes, APP_SENDER)
      })
      const api = buildApi(bridgeManifest(contract), invoke, () => () => undefined) as unknown as Record<
        string,
        Record<string, (...a: unknown[]) => Promise<unknown>>
      >
      expect(await api.settings!.update!({ language: 'de' })).toMatchObject({ ok: true })
      expect(await api.settings!.get!()).toMatchObject({ ok: true, value: { language: 'de' } })
      expect(typeof sent[0]![1]).toBe('string')
      const photo = new Uint8Array([1, 2, 3])
      await api.photos!.add!('property-1', { name: 'a.jpg', bytes: photo })
      expect(sent.at(-1)![2]).toEqual([photo])
      const cycle: Record<string, unknown> = {}
      cycle.self = cycle
      const count = sent.length
      expect(await api.settings!.update!(cycle)).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
      expect(sent).toHaveLength(count)
    } finally {
      await app.close()
    }
  })

  it('uses the channels the router registers', () => {
    expect(
      contractCalls()
        .map((c) => c.channel)
        .sort()
    ).toEqual(
      callsOfContract()
        .map((c) => channelOf(...(c.split('.') as [string, string])))
        .sort()
    )
  })

  it('exposes only buildApi output from the real preload, built from the manifest, and strips the IPC event', () => {
    const src = readFileSync(new URL('../../../src-preload/index.ts', import.meta.url), 'utf8')
    const code = src.replace(/\/\/.*$/gm, '')
    expect(code.match(/exposeInMainWorld/g)).toHaveLength(1)
    expect(code).toMatch(/exposeInMainWorld\(\s*'api',\s*buildApi\(\s*__BRIDGE_MANIFEST__,/)
    // No generic invoke/send/on reaches the page.
    expect(code).not.toMatch(/ipcRenderer\.(send|sendSync|postMessage)\b/)
    expect(code).toMatch(/\(_event: IpcRendererEvent, payload: unknown\) => listener\(payload\)/)
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]).sort()
    expect(imports).toEqual(['./build-api', './wire-invoke', '@shared/bridge/manifest', 'electron'])
    // Calls cross as the wire sends them, never as the page's objects.
    expect(code).toMatch(/wireInvoke\(\(channel, json, bytes\) => ipcRenderer\.invoke\(channel, json, bytes\)\)/)
  })
})
