// Map tiles through main: only well-formed tile URLs are fetched, only images come back.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchTile, parseTileUrl, upstreamTileUrl } from '@main/tiles'

let server: Server
let base = ''
const seen: Array<{ url: string; ua: string | undefined }> = []
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', ua: req.headers['user-agent'] })
    if (req.url?.startsWith('/html/')) return res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>')
    if (req.url?.startsWith('/missing/')) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('tiles', () => {
  it('parses only lagebild-tile://tile/{z}/{x}/{y} inside the tile grid', () => {
    expect(parseTileUrl('lagebild-tile://tile/3/4/5')).toEqual({ z: 3, x: 4, y: 5 })
    expect(parseTileUrl('lagebild-tile://tile/3/4/5.png')).toEqual({ z: 3, x: 4, y: 5 })
    for (const bad of ['lagebild-tile://tile/3/8/0', 'lagebild-tile://tile/23/0/0', 'lagebild-tile://tile/3/../5', 'lagebild-tile://evil/3/4/5', 'https://tile/3/4/5']) {
      expect(parseTileUrl(bad), bad).toBeNull()
    }
    expect(upstreamTileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { z: 1, x: 0, y: 1 })).toBe('https://a.tiles.example/1/0/1.png')
  })

  it('fetches the tile from the configured server with an identifying User-Agent', async () => {
    const res = await fetchTile(fetch, `${base}/{z}/{x}/{y}.png`, 'lagebild-tile://tile/2/1/3', 'Lagebild/test')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
    expect(seen.at(-1)).toEqual({ url: '/2/1/3.png', ua: 'Lagebild/test' })
  })

  it('passes on no HTML, no errors as images, and nothing for malformed URLs', async () => {
    expect((await fetchTile(fetch, `${base}/html/{z}/{x}/{y}`, 'lagebild-tile://tile/1/1/1', 'ua')).status).toBe(502)
    expect((await fetchTile(fetch, `${base}/missing/{z}/{x}/{y}`, 'lagebild-tile://tile/1/1/1', 'ua')).status).toBe(404)
    const before = seen.length
    expect((await fetchTile(fetch, `${base}/{z}/{x}/{y}`, 'lagebild-tile://tile/1/9/9', 'ua')).status).toBe(400)
    expect((await fetchTile(fetch, 'file:///etc/{z}/{x}/{y}', 'lagebild-tile://tile/1/1/1', 'ua')).status).toBe(400)
    expect(seen.length).toBe(before)
    expect((await fetchTile(fetch, 'http://127.0.0.1:1/{z}/{x}/{y}', 'lagebild-tile://tile/1/1/1', 'ua')).status).toBe(504)
  })
})
