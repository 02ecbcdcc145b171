// The tile confirmation names exactly what it allows: a template with {z}, {x} or {y} in its host or
// port is refused before any question (else the question would name one address and the tiles come from
// others), the question names scheme, host and port, and every tile fetch is checked against the origin
// the user confirmed: a template confirmed in an older file as http://127.0.0.1:0 fetches nothing from
// the port its tile numbers spell.
import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppError, Result } from '@shared/bridge/errors'
import { fetchTile } from '@main/tiles/fetch-tile'
import { PLACEHOLDER_PROBLEM, tileOriginOf, tileUrlProblem } from '@main/tiles/policy'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

let app: TestApp | undefined
let server: Server | null = null
afterEach(async () => {
  await app?.close()
  app = undefined
  server?.closeAllConnections()
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
  server = null
})

/** A tile server on a port whose digits are a tile's z and x (z 12-22, x below 2^z): e.g. 18123 is z 18, x 123. */
async function serverOnTilePort(): Promise<{ port: number; z: number; x: number; requests: string[] }> {
  const requests: string[] = []
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 12_000 + Math.floor(Math.random() * 10_000)
    const s = createServer((req, res) => {
      requests.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    })
    const listening = await new Promise<boolean>((resolve) => {
      s.once('error', () => resolve(false))
      s.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (!listening) continue
    server = s
    return { port, z: Math.floor(port / 1000), x: port % 1000, requests }
  }
  throw new Error('no free port between 12000 and 22000')
}

const invoke = (domain: string, name: string, ...args: unknown[]): Promise<Result<unknown>> =>
  app!.router.invoke(domain, name, args, APP_SENDER)

describe('placeholders in the host or port', () => {
  it.each([
    'http://127.0.0.1:{z}{x}{y}/tile.png',
    'http://127.0.0.1:80{z}/{x}/{y}.png',
    'https://{z}.tiles.example.org/{x}/{y}.png',
    'https://tiles-{x}.example.org/{z}/{y}.png',
    'https://{s}{z}.tiles.example.org/{x}/{y}.png',
    'https://{z}@tiles.example.org/{x}/{y}.png'
  ])('%s is refused as it is saved, before any question', async (tileUrl) => {
    app = createTestApp({ locale: 'en-GB' })
    const r = await invoke('settings', 'update', { tileAllowLocal: true, tileUrl })
    const error = (r.ok ? null : r.error) as AppError | null
    // The contract's pattern (the form checks it too, in the user's language) and main's own check.
    expect(error).toMatchObject({ code: 'invalid_argument', fieldErrors: { tileUrl: [expect.any(String)] } })
    expect(app.confirms).toEqual([])
    expect(tileUrlProblem(tileUrl, { allowLocal: true })).toBe(PLACEHOLDER_PROBLEM)
    expect(() => app!.services.settings.update({ tileUrl })).toThrow(PLACEHOLDER_PROBLEM)
    expect(tileOriginOf(tileUrl)).toBeNull()
  })

  it('{s} at the start of the host stays allowed: it always stands for "a", the address the question names', () => {
    expect(tileUrlProblem('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { allowLocal: false })).toBeNull()
    expect(tileOriginOf('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://a.tile.openstreetmap.org')
  })

  it('the question names scheme, host and port', async () => {
    app = createTestApp({ locale: 'en-GB' })
    await invoke('settings', 'update', { tileAllowLocal: true, tileUrl: 'http://localhost:8123/{z}/{x}/{y}.png' })
    expect(app.confirms.map((q) => q.message)).toEqual(['Lagebild is to load map tiles from http://localhost:8123.'])
  })
})

describe('every tile fetch against what was confirmed', () => {
  it('a template confirmed in an older file as http://127.0.0.1:0 fetches nothing from the port its tile numbers spell', async () => {
    const tiles = await serverOnTilePort()
    app = createTestApp({ confirm: false })
    // What the question of an older version confirmed for this template, as its settings file keeps it.
    app.platform.settings.set('tileUrl', 'http://127.0.0.1:{z}{x}/{y}.png')
    app.platform.settings.set('tileAllowLocal', true)
    app.platform.settings.set('confirmedOrigins', { tiles: ['http://127.0.0.1:0'], connections: [] })
    const handler = app.services.tiles.handler(fetch, 'Lagebild/test', { fetchOptions: { timeoutMs: 5000 } })
    const res = await handler(`lagebild-tile://tile/${tiles.z}/${tiles.x}/0`)
    expect(res.status).toBe(502)
    expect(tiles.requests).toEqual([])
  })

  it('local tile servers allowed count for the template’s own origin only', async () => {
    const tiles = await serverOnTilePort()
    const url = `lagebild-tile://tile/${tiles.z}/${tiles.x}/0`
    const port = await fetchTile(fetch, 'http://127.0.0.1:{z}{x}/{y}.png', url, 'Lagebild/test', { allowLocal: true })
    expect(port.status).toBe(502)
    expect(tiles.requests).toEqual([])
    // The template of the confirmed server itself still loads.
    const own = await fetchTile(fetch, `http://127.0.0.1:${tiles.port}/{z}/{x}/{y}.png`, url, 'Lagebild/test', {
      allowLocal: true
    })
    expect(own.status).toBe(200)
    expect(tiles.requests).toEqual([`/${tiles.z}/${tiles.x}/0.png`])
  })
})
