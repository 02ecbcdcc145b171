// The tile cache behind lagebild-tile://: a tile seen online is served offline, the cache stays under
// its cap (least recently used out), and another tile server does not get the old server's tiles.
import { createServer, type Server } from 'node:http'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTileHandler, openTileCache, TILE_MAX_AGE_MS, type TileCache } from '@main/tiles/cache'
import { tempDir } from '../reports/helpers'

let server: Server
let base = ''
let dir: string
const requests: string[] = []
/** A distinct small "image" per tile, so the test can tell tiles apart. */
const tileBytes = (path: string) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(path.padEnd(1000, '.'))])

beforeAll(async () => {
  dir = tempDir('lagebild-tiles-')
  server = createServer((req, res) => {
    requests.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'image/png' }).end(tileBytes(req.url ?? ''))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()))
  rmSync(dir, { recursive: true, force: true })
})

const body = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('tile cache', () => {
  it('serves a tile seen online from the cache when the tile server is gone, across restarts', async () => {
    const file = join(dir, 'offline.db')
    let cache: TileCache = openTileCache(file, { capBytes: () => 10 * 1024 * 1024 })
    let template = `${base}/{z}/{x}/{y}.png`
    const handler = (c: TileCache) =>
      createTileHandler({
        cache: c,
        fetch,
        template: () => template,
        userAgent: 'Lagebild/test',
        allowLocal: () => true
      })

    const first = await handler(cache)('lagebild-tile://tile/5/16/10')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-lagebild-tile')).toBe('network')
    expect(await body(first)).toEqual(tileBytes('/5/16/10.png'))
    const seen = requests.length
    const again = await handler(cache)('lagebild-tile://tile/5/16/10')
    expect(again.headers.get('x-lagebild-tile')).toBe('cache')
    expect(requests.length).toBe(seen)
    cache.close()

    // Offline: a server that refuses connections, the app restarted.
    cache = openTileCache(file, { capBytes: () => 10 * 1024 * 1024 })
    const offline = createTileHandler({
      cache,
      fetch,
      template: () => template,
      userAgent: 'ua',
      allowLocal: () => true
    })
    const fromCache = await offline('lagebild-tile://tile/5/16/10')
    expect(fromCache.status).toBe(200)
    expect(fromCache.headers.get('content-type')).toBe('image/png')
    expect(await body(fromCache)).toEqual(tileBytes('/5/16/10.png'))
    // Never seen: the fetch fails as before (no tile).
    template = 'http://127.0.0.1:1/{z}/{x}/{y}.png'
    expect((await offline('lagebild-tile://tile/5/16/11')).status).toBe(502) // "tile unavailable": no upstream status reaches the renderer
    // Another tile server does not get the first server's tiles.
    expect((await offline('lagebild-tile://tile/5/16/10')).status).toBe(502)
    expect((await offline('lagebild-tile://evil/1/2/3')).status).toBe(502)
    cache.close()
  })

  it('refetches stale tiles when online and falls back to the stale tile when not', async () => {
    let now = Date.now()
    const cache = openTileCache(join(dir, 'stale.db'), { capBytes: () => 10 * 1024 * 1024, now: () => now })
    const template = `${base}/{z}/{x}/{y}.png`
    const handle = createTileHandler({
      cache,
      fetch,
      template: () => template,
      userAgent: 'ua',
      allowLocal: () => true,
      now: () => now
    })
    await handle('lagebild-tile://tile/3/1/1')
    now += TILE_MAX_AGE_MS + 1
    const seen = requests.length
    expect((await handle('lagebild-tile://tile/3/1/1')).headers.get('x-lagebild-tile')).toBe('network')
    expect(requests.length).toBe(seen + 1)
    now += TILE_MAX_AGE_MS + 1
    // The network is gone (same tile server in Settings, requests fail).
    const failing: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    const offline = createTileHandler({
      cache,
      fetch: failing,
      template: () => template,
      userAgent: 'ua',
      allowLocal: () => true,
      now: () => now
    })
    const res = await offline('lagebild-tile://tile/3/1/1')
    expect(res.status).toBe(200)
    expect(await body(res)).toEqual(tileBytes('/3/1/1.png'))
    cache.close()
  })

  it('stays under its cap, dropping the least recently used tiles', async () => {
    let now = 1_000_000
    const cap = 5 * 1100
    const cache = openTileCache(join(dir, 'cap.db'), { capBytes: () => cap, now: () => now })
    const handle = createTileHandler({
      cache,
      fetch,
      template: () => `${base}/{z}/{x}/{y}.png`,
      userAgent: 'ua',
      allowLocal: () => true,
      now: () => now
    })
    for (let x = 0; x < 5; x++) {
      now += 60 * 60_000
      await handle(`lagebild-tile://tile/4/${x}/0`)
    }
    now += 60 * 60_000
    await handle('lagebild-tile://tile/4/0/0') // used again: stays
    for (let x = 5; x < 8; x++) {
      now += 60 * 60_000
      await handle(`lagebild-tile://tile/4/${x}/0`)
    }
    expect(cache.usage().bytes).toBeLessThanOrEqual(cap)
    expect(cache.usage().count).toBe(5)
    const seen = requests.length
    for (const x of [0, 4, 5, 6, 7])
      expect((await handle(`lagebild-tile://tile/4/${x}/0`)).headers.get('x-lagebild-tile'), `x=${x}`).toBe('cache')
    expect(requests.length).toBe(seen)
    expect((await handle('lagebild-tile://tile/4/1/0')).headers.get('x-lagebild-tile')).toBe('network')
    cache.close()
  })
})
