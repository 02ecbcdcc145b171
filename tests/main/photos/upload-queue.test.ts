// The photo upload queue over a real sandbox, real SQLite and real files: a drop of mixed files (a
// duplicate, a non-image, a truncated and an empty file, a PNG and a phone HEIC) ends with each file
// uploaded once or refused with its reason; photos already on the service are skipped; a sandbox that
// goes away pauses the queue and it goes on once the sandbox is back; cancel and retry; a queue closed
// mid-upload goes on after it is opened again; an upload the service took whose answer was lost is not
// sent twice.
import { readFileSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../../helpers/platform'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import * as img from '../../sandbox/portfolio/images'
import { imageUpload } from '../../sandbox/portfolio/multipart'
import { noiseJpeg, photosOver, sha256 } from './photos'

type Listed = { items: Array<{ id: string; src: string }>; totalItems: number }

let sb: StartedSandbox
const dirs: string[] = []
const fresh = () => {
  const d = tempDir('lagebild-photos-')
  dirs.push(d)
  return d
}

beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

async function newProperty(on: StartedSandbox = sb) {
  return (
    (await (await on.request('/api/v2/properties', { method: 'POST', json: { customId: 'Fotos' } })).json()) as {
      id: string
    }
  ).id
}
async function serviceHashes(propertyId: string, on: StartedSandbox = sb) {
  const list = (await (await on.request(`/api/v2/properties/${propertyId}/images?limit=100`)).json()) as Listed
  return list.items.map((i) => /\/([0-9a-f]{64})\.\w+$/.exec(i.src)![1]).sort()
}
async function settled(p: ReturnType<typeof photosOver>) {
  await expect.poll(() => p.photos.state().totals.pending, { timeout: 30_000, interval: 20 }).toBe(0)
  return p.photos.state()
}

describe('photo upload queue', () => {
  it('a mixed drop: each image uploaded once, the rest skipped or refused with the reason, previews first', async () => {
    const propertyId = await newProperty()
    const q = photosOver({ dataDir: fresh(), url: () => sb.url, key: sb.keys.full })
    const a = await noiseJpeg(1)
    const b = await img.png(300, 200)
    const heic = img.heic()
    const drop: Array<[string, Uint8Array]> = [
      ['IMG_0001.JPG', a],
      ['IMG_0001 (Kopie).JPG', a],
      ['notizen.txt', new TextEncoder().encode('Ortstermin 14 Uhr')],
      ['kaputt.jpg', a.subarray(0, Math.floor(a.length / 2))],
      ['leer.jpg', new Uint8Array(0)],
      ['grundriss.png', b],
      ['iphone.heic', heic]
    ]
    const jobs = []
    for (const [name, bytes] of drop) jobs.push(await q.photos.add(propertyId, { name, bytes }))
    expect(jobs.map((j) => [j.name, j.state === 'checking' ? 'accepted' : j.state, j.reason ?? null])).toEqual([
      ['IMG_0001.JPG', 'accepted', null],
      ['IMG_0001 (Kopie).JPG', 'skipped', 'duplicate'],
      ['notizen.txt', 'refused', 'not_image'],
      ['kaputt.jpg', 'refused', 'truncated'],
      ['leer.jpg', 'refused', 'empty'],
      ['grundriss.png', 'accepted', null],
      ['iphone.heic', 'accepted', null]
    ])
    const end = await settled(q)
    // Every accepted file had its preview before it was uploaded: a WebP through the image protocol.
    expect(
      q.states
        .flatMap((s) => s.jobs)
        .filter((j) => j.state === 'uploading' || j.state === 'done')
        .every((j) => j.preview !== null)
    ).toBe(true)
    for (const j of end.jobs.filter((j) => !j.reason)) {
      expect(j.preview).toMatch(/^lagebild-image:\/\/img\/[0-9a-f]{40}$/)
      const res = await q.images.handler(j.preview!)
      expect(res.headers.get('content-type')).toBe('image/webp')
    }
    expect(end.totals).toMatchObject({ files: 7, done: 3, skipped: 1, refused: 3, failed: 0, pending: 0 })
    expect(end.jobs.map((j) => j.name)).toEqual(drop.map(([name]) => name))
    expect(end.totals.sentBytes).toBe(end.totals.bytes)
    // The sandbox stores HEIC as JPEG: two files as sent, one converted.
    const stored = await serviceHashes(propertyId)
    expect(stored).toHaveLength(3)
    expect(stored).toEqual(expect.arrayContaining([sha256(a), sha256(b)]))
    // Progress was reported in between, not only at the end.
    expect(q.states.some((s) => s.jobs.some((j) => j.state === 'uploading'))).toBe(true)
    await q.close()
  })

  it('makes previews upright: a JPEG stored landscape with EXIF orientation 6 previews as portrait', async () => {
    const propertyId = await newProperty()
    const q = photosOver({ dataDir: fresh(), url: () => sb.url, key: sb.keys.full })
    const job = await q.photos.add(propertyId, { name: 'hochkant.jpg', bytes: await img.rotatedJpeg() })
    const end = await settled(q)
    const preview = end.jobs.find((j) => j.id === job.id)!.preview!
    const bytes = Buffer.from(await (await q.images.handler(preview)).arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([240, 480])
    // Left half red stored, so upright the top is red and the bottom blue.
    expect(img.isRed(await img.pixel(bytes, 120, 20))).toBe(true)
    expect(img.isBlue(await img.pixel(bytes, 120, 460))).toBe(true)
    await q.close()
  })

  it('skips photos the property already has on the service, and files queued before', async () => {
    const propertyId = await newProperty()
    const there = await noiseJpeg(2)
    const upload = imageUpload(there, { type: 'exterior' })
    await sb.request(`/api/v2/properties/${propertyId}/images`, {
      method: 'POST',
      body: new Uint8Array(upload.body),
      headers: { 'content-type': upload.contentType }
    })
    const q = photosOver({ dataDir: fresh(), url: () => sb.url, key: sb.keys.full })
    expect((await q.photos.add(propertyId, { name: 'schon-da.jpg', bytes: there })).reason).toBe('duplicate')
    const next = await noiseJpeg(3)
    expect((await q.photos.add(propertyId, { name: 'neu.jpg', bytes: next })).reason).toBeUndefined()
    await settled(q)
    expect((await q.photos.add(propertyId, { name: 'neu nochmal.jpg', bytes: next })).reason).toBe('duplicate')
    // Another property may have the same photo.
    const other = await newProperty()
    expect((await q.photos.add(other, { name: 'neu.jpg', bytes: next })).reason).toBeUndefined()
    await settled(q)
    expect(await serviceHashes(propertyId)).toEqual([sha256(there), sha256(next)].sort())
    expect(await serviceHashes(other)).toEqual([sha256(next)])
    await q.close()
  })

  it('pauses when the service is gone, keeps cancel and retry working, and goes on once it is back', async () => {
    const dataDir = fresh()
    let flaky = await startSandbox({ dataDir })
    const port = Number(new URL(flaky.url).port)
    const propertyId = await newProperty(flaky)
    const q = photosOver({
      dataDir: fresh(),
      url: () => flaky.url,
      key: flaky.keys.full,
      concurrency: 1,
      retryAfterMs: 60_000
    })
    await flaky.close()
    const files = await Promise.all([10, 11, 12].map((s) => noiseJpeg(s)))
    const jobs = []
    for (const [i, bytes] of files.entries())
      jobs.push(await q.photos.add(propertyId, { name: `ortstermin-${i}.jpg`, bytes }))
    await expect.poll(() => q.photos.state().paused?.code, { timeout: 20_000 }).toBe('offline')
    await expect
      .poll(() => q.photos.state().jobs.map((j) => j.state), { timeout: 20_000 })
      .toEqual(['queued', 'queued', 'queued'])
    const waiting = q.photos.state()
    expect(waiting.jobs.map((j) => j.state)).toEqual(['queued', 'queued', 'queued'])
    expect(waiting.jobs.every((j) => !j.error)).toBe(true)

    q.photos.cancel(jobs[2]!.id)
    expect(q.photos.state().jobs[2]!.state).toBe('cancelled')
    q.photos.retry(jobs[2]!.id)
    expect(q.photos.state().jobs[2]!.state).toBe('queued')

    flaky = await startSandbox({ dataDir, port })
    q.photos.resume()
    const end = await settled(q)
    expect(end.paused).toBeNull()
    expect(end.totals).toMatchObject({ done: 3, failed: 0 })
    expect(await serviceHashes(propertyId, flaky)).toEqual(files.map(sha256).sort())
    await q.close()
    await flaky.close()
  })

  it('fails a file the service refuses (not a network problem) and retries it on request', async () => {
    const q = photosOver({ dataDir: fresh(), url: () => sb.url, key: sb.keys.full })
    const job = await q.photos.add('does-not-exist', { name: 'a.jpg', bytes: await noiseJpeg(20) })
    await expect
      .poll(() => q.photos.state().jobs.find((j) => j.id === job.id)?.state, { timeout: 20_000 })
      .toBe('failed')
    const failed = q.photos.state().jobs.find((j) => j.id === job.id)!
    expect(failed.error?.code).toBe('not_found')
    expect(q.photos.state().paused).toBeNull()
    q.photos.retryFailed()
    await expect
      .poll(() => q.photos.state().jobs.find((j) => j.id === job.id)?.state, { timeout: 20_000 })
      .toBe('failed')
    q.photos.clearFinished()
    expect(q.photos.state().jobs.map((j) => j.state)).toEqual(['failed'])
    await q.close()
  })

  it('closed in the middle, opened again: goes on, and nothing is uploaded twice', async () => {
    const propertyId = await newProperty()
    const dataDir = fresh()
    const files = await Promise.all([30, 31, 32, 33, 34, 35].map((s) => noiseJpeg(s, 900, 700)))
    let q = photosOver({ dataDir, url: () => sb.url, key: sb.keys.full, concurrency: 2 })
    for (const [i, bytes] of files.entries()) await q.photos.add(propertyId, { name: `f${i}.jpg`, bytes })
    await expect.poll(() => q.photos.state().totals.done, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0)
    await q.close()
    const spooled = readFileSync(`${dataDir}/photos/queue.db`).length
    expect(spooled).toBeGreaterThan(0)
    q = photosOver({ dataDir, url: () => sb.url, key: sb.keys.full, concurrency: 2 })
    const end = await settled(q)
    expect(end.totals.done).toBe(6)
    expect(await serviceHashes(propertyId)).toEqual(files.map(sha256).sort())
    await q.close()
  })
  it('an upload the service took but whose answer was lost is found there, not sent twice', async () => {
    const propertyId = await newProperty()
    // Between app and sandbox: passes everything on, except that the first upload's answer never
    // arrives (the connection is cut once the sandbox has stored the photo).
    let cut = 0
    const proxy: Server = createServer((req, res) => {
      const target = new URL(req.url ?? '/', sb.url)
      const up = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
        if (req.method === 'POST' && /\/images$/.test(target.pathname) && cut === 0) {
          cut++
          answer.resume()
          answer.on('end', () => req.socket.destroy())
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      req.pipe(up)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const via = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    // Image addresses name the sandbox's own host, so once the answer is lost the app talks to it directly.
    const q = photosOver({
      dataDir: fresh(),
      url: () => (cut === 0 ? via : sb.url),
      key: sb.keys.full,
      concurrency: 1,
      retryAfterMs: 60_000
    })
    const bytes = await noiseJpeg(40)
    await q.photos.add(propertyId, { name: 'antwort-verloren.jpg', bytes })
    await expect.poll(() => q.photos.state().paused?.code, { timeout: 20_000 }).toBe('offline')
    expect(cut).toBe(1)
    expect(await serviceHashes(propertyId)).toEqual([sha256(bytes)])
    q.photos.resume()
    const end = await settled(q)
    expect(end.totals).toMatchObject({ done: 1, failed: 0 })
    expect(await serviceHashes(propertyId)).toEqual([sha256(bytes)])
    await q.close()
    proxy.closeAllConnections()
    await new Promise((r) => proxy.close(r))
  })
})
