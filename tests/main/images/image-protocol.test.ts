// The image protocol (lagebild-image://img/<id>) over a real sandbox and real SQLite files: a property
// photo and its preview show through main, then offline and after a restart from the cache; URLs of
// other hosts and made-up references are refused; the key goes only to the connection's own host and
// only when the service asks for it; the cache stays under its cap.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { onceLauncher } from '@main/sandbox/launcher'
import { createImageService } from '@main/images/service'
import { openImageFile } from '@main/images/refs'
import { createTestApp, tempDir, type TestApp } from '../../helpers/platform'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import * as img from '../../sandbox/portfolio/images'
import { imageUpload } from '../../sandbox/portfolio/multipart'

const REF = /^lagebild-image:\/\/img\/[0-9a-f]{40}$/
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('image protocol against the built-in sandbox', () => {
  // Two sandboxes, both started before either is used: `online` stays up, `photos` is stopped to go offline.
  let online: StartedSandbox
  let photos: StartedSandbox
  let app: TestApp
  let offlineApp: TestApp | undefined
  const dataDir = tempDir('lagebild-images-')
  const offlineDir = tempDir('lagebild-images-offline-')
  const launcher = (sb: StartedSandbox) =>
    onceLauncher(async () => ({ url: sb.url, key: sb.keys.full, stop: async () => undefined }))

  /** The active connection as main connects to it (the client released, so a sandbox can stop). */
  async function activeConnection(over: TestApp) {
    const connected = await over.services.connect()
    await connected.release?.()
    return connected.connection
  }

  beforeAll(async () => {
    online = await startSandbox()
    photos = await startSandbox()
    app = createTestApp({ dataDir, sandbox: launcher(online) })
  })
  afterAll(async () => {
    await app?.close()
    await offlineApp?.close()
    await online?.close()
    await photos?.close().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(offlineDir, { recursive: true, force: true })
  })

  it('shows a property photo and its preview, then offline and after a restart from the cache', async () => {
    offlineApp = createTestApp({ dataDir: offlineDir, sandbox: launcher(photos) })
    const property = await (
      await photos.request('/api/v2/properties', { method: 'POST', json: { customId: 'Fotos' } })
    ).json()
    const photo = await img.png(320, 200)
    const upload = imageUpload(photo, { type: 'exterior', caption: 'Ansicht' })
    const created = await (
      await photos.request(`/api/v2/properties/${property.id}/images`, {
        method: 'POST',
        body: new Uint8Array(upload.body),
        headers: { 'content-type': upload.contentType }
      })
    ).json()
    const connection = await activeConnection(offlineApp)
    const full = offlineApp.services.images.reference(created.src, connection)!
    const preview = offlineApp.services.images.reference(created.previewSrc, connection)!
    expect(full).toMatch(REF)
    expect(preview).toMatch(REF)
    expect(preview).not.toBe(full)

    const first = await offlineApp.services.images.handler(full)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('x-lagebild-image')).toBe('network')
    expect(await bytesOf(first)).toEqual(photo)
    const small = await offlineApp.services.images.handler(preview)
    expect(small.headers.get('content-type')).toBe('image/webp')
    expect(await offlineApp.services.images.handler(full).then((r) => r.headers.get('x-lagebild-image'))).toBe('cache')

    // Offline: what was seen still shows; what was never seen is unavailable, without a reason.
    const unseen = offlineApp.services.images.reference(`${photos.url}/files/images/${'1'.repeat(64)}.jpg`, connection)!
    await photos.close()
    const offline = await offlineApp.services.images.handler(full)
    expect(offline.status).toBe(200)
    expect(await bytesOf(offline)).toEqual(photo)
    const missing = await offlineApp.services.images.handler(unseen)
    expect(missing.status).toBe(502)
    expect(await missing.text()).toBe('image unavailable')

    // Restarted app, same data folder, still offline.
    await offlineApp.close()
    offlineApp = createTestApp({ dataDir: offlineDir, sandbox: launcher(photos) })
    const afterRestart = await offlineApp.services.images.handler(full)
    expect(afterRestart.status).toBe(200)
    expect(await bytesOf(afterRestart)).toEqual(photo)
  }, 60_000)

  it('refuses URLs that are not on the connection’s host, and references main never handed out', async () => {
    const connection = await activeConnection(app)
    const port = Number(new URL(online.url).port)
    for (const url of [
      'https://images.example.com/a.jpg',
      `http://127.0.0.1:${port + 1}/files/images/a.jpg`,
      `http://user:pw@127.0.0.1:${port}/files/images/a.jpg`,
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'not a url'
    ]) {
      expect(app.services.images.reference(url, connection), url).toBeNull()
    }
    for (const url of [
      'lagebild-image://img/' + '0'.repeat(40),
      'lagebild-image://img/../../etc/passwd',
      'https://example.com/x.png',
      'lagebild-image://img/ABC'
    ]) {
      expect((await app.services.images.handler(url)).status, url).toBe(404)
    }
    // A key in an answer's URL is never kept.
    const ref = app.services.images.reference(
      `${online.url}/files/images/${'2'.repeat(64)}.jpg?api_key=sbx_SECRET_123`,
      connection
    )
    expect(ref).toMatch(REF)
    app.services.images.close()
    expect(readFileSync(app.services.images.file).includes('sbx_SECRET_123')).toBe(false)
  })

  it('turns the image URLs of an offer search into references, so the renderer never sees a service URL', async () => {
    const result = await app.services.comparables.search({
      subject: { address: 'Marienplatz 1, 80331 München', livingArea: 80 },
      request: {
        filters: {
          location: { circle: { center: { coordinates: { latitude: 48.1374, longitude: 11.5755 } }, radius: 2000 } },
          dealType: 'sale'
        }
      }
    })
    const urls = result.items.flatMap((o) => (o.images ?? []).map((i) => i.url))
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) expect(url).toMatch(REF)
    const res = await app.services.images.handler(urls[0]!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    // The sandbox's placeholders are SVG: served inert even when opened as a document.
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect((await res.text()).trimStart().startsWith('<svg')).toBe(true)
  }, 60_000)
})

describe('image fetching rules', () => {
  let server: Server
  let other: Server
  let base = ''
  let otherBase = ''
  const seen: string[] = []
  const otherSeen: string[] = []
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1200, 7)])
  const dir = tempDir('lagebild-image-rules-')

  const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const s = createServer(handler)
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    return { s, base: `http://127.0.0.1:${(s.address() as { port: number }).port}` }
  }

  beforeAll(async () => {
    ;({ s: other, base: otherBase } = await listen((req, res) => {
      otherSeen.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    }))
    ;({ s: server, base } = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      seen.push(req.url ?? '')
      if (url.pathname === '/keyed.png') {
        if (url.searchParams.get('api_key') !== 'k-123')
          return void res.writeHead(401).end('{"error":"not authorized"}')
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      }
      if (url.pathname.startsWith('/open/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      if (url.pathname === '/away.png') return void res.writeHead(302, { location: `${otherBase}/stolen.png` }).end()
      if (url.pathname === '/page.png')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      if (url.pathname === '/liar.png')
        return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>')
      res.writeHead(404).end()
    }))
  })
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()))
    await new Promise<void>((r) => other.close(() => r()))
    rmSync(dir, { recursive: true, force: true })
  })

  function service(capBytes = 10 * 1024 * 1024) {
    const file = join(dir, `images-${Math.random().toString(36).slice(2)}.db`)
    const { cache, refs } = openImageFile(file, { capBytes: () => capBytes })
    return {
      cache,
      refs,
      file,
      images: createImageService({
        cache,
        refs,
        base: 'lagebild-image://img/',
        resolve: async () => ({ baseUrl: `${base}/api/`, apiKey: 'k-123' }),
        fetch,
        userAgent: 'Lagebild/test'
      })
    }
  }
  const connection = () => ({ id: 'vendor', baseUrl: `${base}/api/` })

  it('sends the key only after the service asked for it, and only to its own host', async () => {
    const { images } = service()
    seen.length = 0
    const keyed = images.reference(`${base}/keyed.png`, connection())!
    const res = await images.handler(keyed)
    expect(res.status).toBe(200)
    expect(seen).toEqual(['/keyed.png', '/keyed.png?api_key=k-123'])

    seen.length = 0
    expect(images.reference(`${otherBase}/stolen.png`, connection())).toBeNull()
    const away = await images.handler(images.reference(`${base}/away.png`, connection())!)
    expect(away.status).toBe(502)
    expect(otherSeen).toEqual([])
  })

  it('serves only images: HTML, and HTML that claims to be a PNG, are refused', async () => {
    const { images } = service()
    expect((await images.handler(images.reference(`${base}/page.png`, connection())!)).status).toBe(502)
    expect((await images.handler(images.reference(`${base}/liar.png`, connection())!)).status).toBe(502)
  })

  it('keeps the cache under its cap, the least recently used out first', async () => {
    const { images, cache } = service(3000)
    const refs = ['a', 'b', 'c'].map((n) => images.reference(`${base}/open/${n}.png`, connection())!)
    for (const r of refs) expect((await images.handler(r)).status).toBe(200)
    expect(cache.usage().bytes).toBeLessThanOrEqual(3000)
    expect(cache.usage().count).toBe(2)
    seen.length = 0
    expect((await images.handler(refs[2]!)).headers.get('x-lagebild-image')).toBe('cache')
    expect((await images.handler(refs[0]!)).headers.get('x-lagebild-image')).toBe('network')
    expect(seen).toEqual(['/open/a.png'])
  })

  it('hands out references at once and records them after the answer; one asked for before that still shows, and close writes the rest', async () => {
    const { images, refs, file } = service()
    const urls = Array.from({ length: 5000 }, (_, i) => `${base}/open/${['a', 'b', 'c'][i % 3]}.png?n=${i}`)
    const handedOut = images.referenceAll(urls, connection())
    // Nothing written yet: the answer is not held back by the file.
    expect(refs.count()).toBe(0)
    const early = await images.handler(handedOut[4999]!)
    expect(early.status).toBe(200)
    await vi.waitFor(() => expect(refs.count()).toBe(5000))
    const more = images.referenceAll([`${base}/open/a.png?late=1`], connection())
    images.flush()
    expect(refs.count()).toBe(5001)
    const reopened = openImageFile(file, { capBytes: () => 10 * 1024 * 1024 })
    try {
      expect(reopened.refs.get(more[0]!.slice('lagebild-image://img/'.length))).toMatchObject({
        path: '/open/a.png?late=1'
      })
    } finally {
      reopened.close()
    }
  })
})
