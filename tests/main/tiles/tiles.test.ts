// Map tiles through main: only well-formed tile URLs are fetched, only raster images come back, and
// main is nobody's proxy (the tile URL policy of src-main/tiles/policy.ts, checked before every fetch).
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchTile, parseTileUrl, upstreamTileUrl } from '@main/tiles/fetch-tile'
import { isLocalAddress, tileUrlProblem } from '@main/tiles/policy'

let server: Server
let base = ''
const seen: Array<{ url: string; ua: string | undefined; auth: string | undefined }> = []
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const local = { allowLocal: true }

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', ua: req.headers['user-agent'], auth: req.headers.authorization })
    const url = req.url ?? ''
    if (url.startsWith('/html/'))
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>')
    if (url.startsWith('/svg/'))
      return res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')
    if (url.startsWith('/fakepng/')) return res.writeHead(200, { 'content-type': 'image/png' }).end('<svg/>')
    if (url.startsWith('/missing/')) return res.writeHead(404).end()
    if (url.startsWith('/denied/')) return res.writeHead(401).end('key expired')
    if (url.startsWith('/away/'))
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
    if (url.startsWith('/down/')) return res.writeHead(301, { location: url.replace('/down/', '/') }).end()
    if (url.startsWith('/hang/')) return // never answers
    if (url.startsWith('/huge/'))
      return res
        .writeHead(200, { 'content-type': 'image/png' })
        .end(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((r) => server.close(() => r()))
})

async function unavailable(res: Response) {
  expect(res.status).toBe(502)
  expect(await res.text()).toBe('tile unavailable')
}

describe('tiles', () => {
  it('parses only lagebild-tile://tile/{z}/{x}/{y} inside the tile grid', () => {
    expect(parseTileUrl('lagebild-tile://tile/3/4/5')).toEqual({ z: 3, x: 4, y: 5 })
    expect(parseTileUrl('lagebild-tile://tile/3/4/5.png')).toEqual({ z: 3, x: 4, y: 5 })
    for (const bad of [
      'lagebild-tile://tile/3/8/0',
      'lagebild-tile://tile/23/0/0',
      'lagebild-tile://tile/3/../5',
      'lagebild-tile://evil/3/4/5',
      'https://tile/3/4/5'
    ]) {
      expect(parseTileUrl(bad), bad).toBeNull()
    }
    expect(upstreamTileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { z: 1, x: 0, y: 1 })).toBe(
      'https://a.tiles.example/1/0/1.png'
    )
  })

  it('fetches the tile from an allowed local server with an identifying User-Agent, following a same-host redirect', async () => {
    const res = await fetchTile(
      fetch,
      `${base}/down/{z}/{x}/{y}.png`,
      'lagebild-tile://tile/2/1/3',
      'Lagebild/test',
      local
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
    expect(seen.at(-1)).toEqual({ url: '/2/1/3.png', ua: 'Lagebild/test', auth: undefined })
  })

  it('answers every failure with the same "tile unavailable": no HTML, no SVG, no upstream status, no other hosts, no hang', async () => {
    for (const path of ['html', 'svg', 'fakepng', 'missing', 'denied', 'away', 'huge']) {
      await unavailable(
        await fetchTile(fetch, `${base}/${path}/{z}/{x}/{y}`, 'lagebild-tile://tile/1/1/1', 'ua', local)
      )
    }
    expect(
      seen.some((s) => s.url.includes('meta-data')),
      'the redirect to another host was not followed'
    ).toBe(false)
    await unavailable(
      await fetchTile(fetch, `${base}/hang/{z}/{x}/{y}`, 'lagebild-tile://tile/1/1/1', 'ua', {
        ...local,
        timeoutMs: 300
      })
    )
    await unavailable(
      await fetchTile(fetch, 'http://127.0.0.1:1/{z}/{x}/{y}', 'lagebild-tile://tile/1/1/1', 'ua', local)
    )
    const before = seen.length
    await unavailable(await fetchTile(fetch, `${base}/{z}/{x}/{y}`, 'lagebild-tile://tile/1/9/9', 'ua', local))
    await unavailable(await fetchTile(fetch, 'file:///etc/{z}/{x}/{y}', 'lagebild-tile://tile/1/1/1', 'ua', local))
    expect(seen.length).toBe(before)
  })

  it('fetches nothing local unless allowed, whatever the name resolves to', async () => {
    const before = seen.length
    await unavailable(await fetchTile(fetch, `${base}/{z}/{x}/{y}.png`, 'lagebild-tile://tile/1/1/1', 'ua'))
    const port = new URL(base).port
    const toLoopback = async () => ['127.0.0.1']
    await unavailable(
      await fetchTile(fetch, `https://tiles.example:${port}/{z}/{x}/{y}.png`, 'lagebild-tile://tile/1/1/1', 'ua', {
        lookup: toLoopback
      })
    )
    await unavailable(await fetchTile(fetch, 'https://169.254.169.254/{z}/{x}/{y}', 'lagebild-tile://tile/1/1/1', 'ua'))
    expect(seen.length).toBe(before)
  })

  it('the policy: https only, http only to this computer when allowed, no credentials, no local targets unless allowed', () => {
    const off = { allowLocal: false }
    expect(tileUrlProblem('https://tile.openstreetmap.org/{z}/{x}/{y}.png', off)).toBeNull()
    expect(tileUrlProblem('http://tile.openstreetmap.org/{z}/{x}/{y}.png', local)).toMatch(/https/)
    expect(tileUrlProblem('http://127.0.0.1:8080/{z}/{x}/{y}.png', off)).toMatch(/Settings/)
    expect(tileUrlProblem('http://127.0.0.1:8080/{z}/{x}/{y}.png', local)).toBeNull()
    expect(tileUrlProblem('https://user:pw@tiles.example/{z}/{x}/{y}.png', local)).toMatch(/password/)
    for (const host of [
      'localhost',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '[::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '0.0.0.0'
    ]) {
      expect(tileUrlProblem(`https://${host}/{z}/{x}/{y}.png`, off), host).not.toBeNull()
      expect(tileUrlProblem(`https://${host}/{z}/{x}/{y}.png`, local), host).toBeNull()
    }
    expect(isLocalAddress('8.8.8.8')).toBe(false)
    expect(isLocalAddress('2a00:1450:4001::1')).toBe(false)
    expect(isLocalAddress('172.20.0.1')).toBe(true)
  })
})
