// Attacks made as a compromised renderer would make them: through the real ipc
// router with the app's own sender. A stored key must not travel to another server, and main must not
// fetch tiles from wherever the renderer says. And the renderer alone can neither allow
// local tile servers nor make main send requests to an address the user has not confirmed.
import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DECLINED_QUIET_MS } from '@main/confirm'
import type { ConnectionTestResult, ConnectionView, SettingsView } from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'
import { APP_SENDER, createMemoryKeychain, createTestApp, tempDir, type TestApp } from '../../helpers/platform'

const VENDOR_KEY = 'vendor-secret-key-1234'
const OFFICE_KEY = 'office-secret-key-5678'
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

/** A server that records every request: the attacker's, or a tile server on loopback. */
function recorder() {
  const requests: Array<{ url: string; headers: IncomingMessage['headers'] }> = []
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers })
    if (req.url?.startsWith('/svg/')) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
    if (req.url?.startsWith('/401/')) return res.writeHead(401).end()
    if (req.url?.startsWith('/504/')) return res.writeHead(504).end()
    if (req.url?.startsWith('/jump/'))
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    if (req.url?.startsWith('/api/'))
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"meta":{"version":"1"}}')
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
  })
  return {
    requests,
    server,
    url: '',
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
      this.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    }
  }
}

const attacker = recorder()
const office = recorder()
beforeAll(async () => {
  await attacker.start()
  await office.start()
})
afterAll(async () => {
  for (const s of [attacker.server, office.server]) await new Promise<void>((r) => s.close(() => r()))
})

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function invoke<T>(domain: string, name: string, ...args: unknown[]): Promise<Result<T>> {
  return (await app!.router.invoke(domain, name, args, APP_SENDER)) as Result<T>
}
async function call<T>(domain: string, name: string, ...args: unknown[]): Promise<T> {
  const r = await invoke<T>(domain, name, ...args)
  if (!r.ok) throw new Error(`${domain}.${name}: ${r.error.code} ${r.error.message}`)
  return r.value
}
async function fails(domain: string, name: string, ...args: unknown[]): Promise<AppError> {
  const r = await invoke(domain, name, ...args)
  if (r.ok) throw new Error(`${domain}.${name} should have failed`)
  return r.error
}
const sawKey = (key: string) =>
  attacker.requests.some((r) => decodeURIComponent(r.url).includes(key) || JSON.stringify(r.headers).includes(key))

describe('attack: send a stored key elsewhere', () => {
  it('the vendor connection cannot be pointed at another server; its key stays', async () => {
    const keychain = createMemoryKeychain()
    app = createTestApp({ keychain })
    await call('connections', 'setKey', 'vendor', VENDOR_KEY)
    const error = await fails('connections', 'save', { id: 'vendor', name: 'Vendor', baseUrl: attacker.url })
    expect(error).toMatchObject({ code: 'invalid_argument', fieldErrors: { baseUrl: expect.any(Array) } })
    expect(
      await fails('connections', 'save', { id: 'vendor', name: 'Vendor', baseUrl: 'https://quis.de.attacker.example' })
    ).toMatchObject({ code: 'invalid_argument' })
    const vendor = (await call<ConnectionView[]>('connections', 'list')).find((c) => c.id === 'vendor')!
    expect(vendor).toMatchObject({ baseUrl: 'https://quis.de', hasKey: true })
    expect(keychain.entries.get('vendor')).toBe(VENDOR_KEY)
    // Renaming it is fine.
    expect(
      await call<ConnectionView>('connections', 'save', { id: 'vendor', name: 'Quis', baseUrl: 'https://quis.de' })
    ).toMatchObject({ name: 'Quis', hasKey: true })
  })

  it('moving a connection to another scheme, host or port removes its key; the next test sends none', async () => {
    const keychain = createMemoryKeychain()
    app = createTestApp({ keychain })
    const c = await call<ConnectionView>('connections', 'save', { name: 'Office', baseUrl: office.url })
    await call('connections', 'setKey', c.id, OFFICE_KEY)
    // Same address, new name: the key stays.
    expect(
      await call<ConnectionView>('connections', 'save', { id: c.id, name: 'Office 2', baseUrl: `${office.url}/` })
    ).toMatchObject({ hasKey: true })

    const moved = await call<ConnectionView>('connections', 'save', {
      id: c.id,
      name: 'Office 2',
      baseUrl: attacker.url
    })
    expect(moved).toMatchObject({ baseUrl: attacker.url, hasKey: false, keyLast4: null })
    expect(keychain.entries.has(c.id)).toBe(false)
    const result = await call<ConnectionTestResult>('connections', 'test', c.id)
    expect(result.outcome).toBe('no_key')
    expect(sawKey(OFFICE_KEY)).toBe(false)

    // Scheme and port changes count too.
    await call('connections', 'setKey', c.id, OFFICE_KEY)
    const httpsSameHost = attacker.url.replace('http:', 'https:')
    expect(
      await call<ConnectionView>('connections', 'save', { id: c.id, name: 'Office', baseUrl: httpsSameHost })
    ).toMatchObject({ hasKey: false })
    await call('connections', 'setKey', c.id, OFFICE_KEY)
    expect(
      await call<ConnectionView>('connections', 'save', { id: c.id, name: 'Office', baseUrl: 'https://127.0.0.1:1' })
    ).toMatchObject({ hasKey: false })
    expect(sawKey(OFFICE_KEY)).toBe(false)
  })

  it('a key is only kept for https, or plain http to this computer', async () => {
    const keychain = createMemoryKeychain()
    app = createTestApp({ keychain })
    const remote = await call<ConnectionView>('connections', 'save', { name: 'Plain', baseUrl: 'http://10.0.0.5:8080' })
    expect(await fails('connections', 'setKey', remote.id, OFFICE_KEY)).toMatchObject({
      code: 'invalid_argument',
      fieldErrors: { baseUrl: expect.any(Array) }
    })
    expect(keychain.entries.has(remote.id)).toBe(false)
    const loop = await call<ConnectionView>('connections', 'save', { name: 'Local', baseUrl: 'http://localhost:8080' })
    expect(await call<ConnectionView>('connections', 'setKey', loop.id, OFFICE_KEY)).toMatchObject({ hasKey: true })
  })
})

describe('attack: make main a proxy through the tile URL', () => {
  const tile = (z = 1, x = 1, y = 1) => `lagebild-tile://tile/${z}/${x}/${y}`
  const handlerOf = (a: TestApp, lookup?: (h: string) => Promise<string[]>) =>
    a.services.tiles.handler(fetch, 'Lagebild/test', {
      fetchOptions: { timeoutMs: 2000, ...(lookup ? { lookup } : {}) }
    })

  it('refuses loopback, link-local, private, credentials and plain http in Settings unless local servers are allowed', async () => {
    app = createTestApp()
    for (const tileUrl of [
      `${office.url}/{z}/{x}/{y}.png`,
      'https://169.254.169.254/{z}/{x}/{y}',
      'https://10.0.0.1/{z}/{x}/{y}.png',
      'https://localhost/{z}/{x}/{y}.png',
      'https://[::1]/{z}/{x}/{y}.png',
      'https://user:secret@tiles.example/{z}/{x}/{y}.png',
      'http://tiles.example/{z}/{x}/{y}.png'
    ]) {
      expect(await fails('settings', 'update', { tileUrl }), tileUrl).toMatchObject({
        code: 'invalid_argument',
        fieldErrors: { tileUrl: expect.any(Array) }
      })
    }
    expect((await call<SettingsView>('settings', 'get')).tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
  })

  it('fetches nothing local through a public-looking name, and gives the renderer one generic failure', async () => {
    app = createTestApp()
    const port = new URL(office.url).port
    await call('settings', 'update', { tileUrl: `https://tiles.example:${port}/{z}/{x}/{y}.png` })
    const before = office.requests.length
    const res = await handlerOf(app, async () => ['127.0.0.1'])(tile())
    expect(res.status).toBe(502)
    expect(await res.text()).toBe('tile unavailable')
    expect(office.requests.length).toBe(before)
  })

  it('with local servers allowed: images only, no SVG, no redirect to another host, no upstream status', async () => {
    app = createTestApp()
    await call('settings', 'update', { tileAllowLocal: true, tileUrl: `${office.url}/{z}/{x}/{y}.png` })
    const serve = handlerOf(app)
    const ok = await serve(tile(2, 1, 1))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/png')
    const answers: Array<[number, string]> = []
    for (const path of ['svg', '401', '504', 'jump']) {
      await call('settings', 'update', { tileUrl: `${office.url}/${path}/{z}/{x}/{y}.png` })
      const res = await serve(tile(3, 1, 1))
      answers.push([res.status, await res.text()])
    }
    expect(answers).toEqual(Array(4).fill([502, 'tile unavailable']))
    expect(office.requests.some((r) => r.url.includes('meta-data'))).toBe(false)
    // Switching local servers off again stops the fetches at once.
    await call('settings', 'update', { tileAllowLocal: false })
    const before = office.requests.length
    expect((await serve(tile(4, 1, 1))).status).toBe(502)
    expect(office.requests.length).toBe(before)
  })
})

// What the renderer asks for that widens where main sends requests is asked of
// the user in main's own dialog (the confirm port; here a recording one answering as the test says).
describe('attack: allow local tile servers from the renderer alone', () => {
  const tile = (z = 1, x = 1, y = 1) => `lagebild-tile://tile/${z}/${x}/${y}`
  const handlerOf = (a: TestApp, lookup?: (h: string) => Promise<string[]>) =>
    a.services.tiles.handler(fetch, 'Lagebild/test', {
      fetchOptions: { timeoutMs: 2000, ...(lookup ? { lookup } : {}) }
    })

  it('the user says no: nothing changes, and main fetches nothing from loopback, 10.x or 169.254.169.254', async () => {
    app = createTestApp({ confirm: false })
    const before = await call<SettingsView>('settings', 'get')
    const port = new URL(office.url).port
    const targets = [
      `${office.url}/{z}/{x}/{y}.png`,
      'https://10.0.0.1/{z}/{x}/{y}.png',
      'https://169.254.169.254/{z}/{x}/{y}',
      `https://tiles.example:${port}/{z}/{x}/{y}.png`
    ]
    for (const tileUrl of targets) {
      expect(await fails('settings', 'update', { tileAllowLocal: true, tileUrl }), tileUrl).toMatchObject({
        code: 'declined'
      })
    }
    // Switching it on for the tile URL in place is asked too.
    expect(await fails('settings', 'update', { tileAllowLocal: true })).toMatchObject({ code: 'declined' })
    expect(await call<SettingsView>('settings', 'get')).toEqual(before)
    // Each question named the address it is about.
    expect(app.confirms.map((q) => q.message)).toEqual([
      `Lagebild is to load map tiles from ${office.url}.`,
      'Lagebild is to load map tiles from https://10.0.0.1.',
      'Lagebild is to load map tiles from https://169.254.169.254.',
      `Lagebild is to load map tiles from https://tiles.example:${port}.`,
      'Lagebild is to load map tiles from https://tile.openstreetmap.org.'
    ])
    expect(app.confirms[0]).toMatchObject({
      confirmLabel: 'Allow',
      cancelLabel: 'Cancel',
      detail: expect.stringContaining('this computer or the local network')
    })
    const requests = office.requests.length
    expect((await handlerOf(app, async () => ['127.0.0.1'])(tile())).status).toBe(502)
    expect(office.requests.length).toBe(requests)
  })

  it('the user says yes: asked once per address, remembered across a restart; another address is asked again', async () => {
    const dir = tempDir()
    try {
      app = createTestApp({ dataDir: dir, confirm: true })
      await call('settings', 'update', { tileAllowLocal: true, tileUrl: `${office.url}/{z}/{x}/{y}.png` })
      expect(app.confirms).toHaveLength(1)
      expect((await handlerOf(app)(tile(2, 1, 1))).status).toBe(200)
      // The same server with another path, or saved again as a whole: no second question.
      await call('settings', 'update', { tileAllowLocal: true, tileUrl: `${office.url}/other/{z}/{x}/{y}.png` })
      await call('settings', 'update', {
        tileAllowLocal: true,
        tileUrl: `${office.url}/{z}/{x}/{y}.png`,
        language: 'de'
      })
      expect(app.confirms).toHaveLength(1)
      await app.close()

      // After a restart, in German; the remembered address is not asked about again, a new one is.
      let answer = true
      app = createTestApp({ dataDir: dir, confirm: () => answer })
      await call('settings', 'update', { tileAllowLocal: true, tileUrl: `${office.url}/{z}/{x}/{y}.png` })
      expect(app.confirms).toHaveLength(0)
      answer = false
      expect(await fails('settings', 'update', { tileUrl: 'https://169.254.169.254/{z}/{x}/{y}' })).toMatchObject({
        code: 'declined'
      })
      expect(app.confirms).toEqual([
        expect.objectContaining({
          title: 'Kartenkacheln von dieser Adresse laden?',
          message: 'Lagebild soll Kartenkacheln von https://169.254.169.254 laden.',
          confirmLabel: 'Erlauben',
          cancelLabel: 'Abbrechen'
        })
      ])
      expect(await call<SettingsView>('settings', 'get')).toMatchObject({
        tileUrl: `${office.url}/{z}/{x}/{y}.png`,
        tileAllowLocal: true
      })
      // Switching local servers off needs nobody's word.
      await call('settings', 'update', { tileAllowLocal: false })
      expect(app.confirms).toHaveLength(1)
    } finally {
      await app?.close()
      app = undefined
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a settings file that says "allowed" for an address the user never confirmed allows nothing', async () => {
    app = createTestApp({ confirm: false })
    // As a renderer could have left it before this check, or an edit by hand.
    app.platform.settings.set('tileAllowLocal', true)
    app.platform.settings.set('tileUrl', `${office.url}/{z}/{x}/{y}.png`)
    expect(await call<SettingsView>('settings', 'get')).toMatchObject({ tileAllowLocal: false })
    const requests = office.requests.length
    expect((await handlerOf(app)(tile(3, 1, 1))).status).toBe(502)
    expect(office.requests.length).toBe(requests)
    // Nor can the renderer name the confirmed addresses itself.
    expect(
      await fails('settings', 'update', { confirmedOrigins: { tiles: [office.url], connections: [] } })
    ).toMatchObject({ code: 'invalid_argument' })
  })
})

describe('links out of the app', () => {
  it('a link to another site is asked about in the app’s language; no answer is no', async () => {
    let answer: boolean | Error = true
    app = createTestApp({ locale: 'de-DE', confirm: () => (answer instanceof Error ? Promise.reject(answer) : answer) })
    expect(await app.services.confirmExternalLink('https://www.openstreetmap.org/copyright')).toBe(true)
    expect(app.confirms[0]).toMatchObject({
      title: 'Link im Browser öffnen?',
      message: 'Diese Adresse im Browser öffnen: https://www.openstreetmap.org/copyright'
    })
    await call('settings', 'update', { language: 'en' })
    answer = new Error('the dialog could not be shown')
    expect(await app.services.confirmExternalLink('https://evil.example/')).toBe(false)
    expect(app.confirms[1]).toMatchObject({
      title: 'Open the link in your browser?',
      confirmLabel: 'Open in browser',
      cancelLabel: 'Cancel'
    })
  })
})

describe('attack: point a connection at an address of the attacker’s choosing', () => {
  it('the user says no: the connection is not saved, and nothing is sent to loopback, private or other https hosts', async () => {
    app = createTestApp({ confirm: false })
    const before = await call<ConnectionView[]>('connections', 'list')
    for (const baseUrl of [
      `${attacker.url}/api-proxy`,
      'http://localhost:6379',
      'https://10.0.0.5:8443',
      'https://192.168.1.20',
      'https://api.attacker.example'
    ]) {
      expect(await fails('connections', 'save', { name: 'Evil', baseUrl }), baseUrl).toMatchObject({ code: 'declined' })
    }
    expect(await call<ConnectionView[]>('connections', 'list')).toEqual(before)
    expect(app.confirms.map((q) => q.message)).toEqual([
      `Lagebild is to send requests to ${attacker.url}/api-proxy, with this connection's API key.`,
      "Lagebild is to send requests to http://localhost:6379, with this connection's API key.",
      "Lagebild is to send requests to https://10.0.0.5:8443, with this connection's API key.",
      "Lagebild is to send requests to https://192.168.1.20, with this connection's API key.",
      "Lagebild is to send requests to https://api.attacker.example, with this connection's API key."
    ])
    expect(app.confirms.map((q) => q.detail.includes('this computer or the local network'))).toEqual([
      true,
      true,
      true,
      true,
      false
    ])
    // Nor can an existing connection be moved there.
    await call('connections', 'setKey', 'vendor', VENDOR_KEY)
    expect(attacker.requests.length).toBe(0)
  })

  it('a connection stored without confirmation (an older file) sends nothing until the user confirms its address', async () => {
    let answer = false
    app = createTestApp({ confirm: () => answer, keychain: createMemoryKeychain() })
    const stored = app.platform.settings.get('connections')
    app.platform.settings.set('connections', [
      ...stored,
      { id: 'c-legacy', kind: 'custom', name: 'Old', baseUrl: attacker.url }
    ])
    await call('connections', 'setKey', 'c-legacy', 'dummy-key-1234')
    await call('connections', 'setActive', 'c-legacy')
    const requests = attacker.requests.length
    expect(await fails('connections', 'test', 'c-legacy')).toMatchObject({ code: 'declined' })
    expect(await fails('reports', 'fetch', { text: 'Unter den Linden 1, 10117 Berlin' }, 'req-27')).toMatchObject({
      code: 'declined'
    })
    expect(attacker.requests.length).toBe(requests)
    // Asked once: the declined address is answered "no" at once for a while, without a dialog.
    expect(app.confirms).toHaveLength(1)
    expect(app.confirms[0]!.message).toContain(attacker.url)

    // Once that while is over, it is asked again.
    answer = true
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + DECLINED_QUIET_MS + 1000)
      expect((await call<ConnectionTestResult>('connections', 'test', 'c-legacy')).outcome).not.toBe('no_key')
    } finally {
      vi.useRealTimers()
    }
    expect(app.confirms).toHaveLength(2)
    expect(attacker.requests.length).toBeGreaterThan(requests)
    // Remembered: the next use asks nothing.
    const asked = app.confirms.length
    await call('connections', 'test', 'c-legacy')
    expect(app.confirms.length).toBe(asked)
  })

  it("the vendor's address and the built-in sandbox's own address need no confirmation", async () => {
    const sandboxHere = {
      start: async () => ({ url: office.url, key: 'sandbox-key-0000' }),
      stop: async () => undefined
    }
    app = createTestApp({ confirm: false, sandbox: sandboxHere })
    expect(
      await call<ConnectionView>('connections', 'save', { id: 'vendor', name: 'Quis', baseUrl: 'https://quis.de' })
    ).toMatchObject({ name: 'Quis' })
    expect(
      await call<ConnectionView>('connections', 'save', {
        name: 'Quis staging path',
        baseUrl: 'https://quis.de/api-mirror'
      })
    ).toMatchObject({ kind: 'custom' })
    // Once the sandbox runs, its own loopback address is known and needs no question.
    await app.services.connections.resolve('sandbox')
    expect(
      await call<ConnectionView>('connections', 'save', { name: 'Sandbox by hand', baseUrl: office.url })
    ).toMatchObject({ baseUrl: office.url })
    expect(app.confirms).toEqual([])
  })
})
