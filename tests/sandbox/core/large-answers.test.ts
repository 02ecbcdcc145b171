// Large answers (price_filter's exposés, 10 km searches) leave the sandbox through reused buffers: many
// at once, read slowly or broken off, each must still arrive whole and exactly as asked.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBodyBuffers } from '@sandbox/http/body-buffers'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

let sb: StartedSandbox
beforeAll(async () => { sb = await startSandbox() })
afterAll(async () => { await sb?.close() })

const PLACES = [['48.13720,11.57550', 'München'], ['52.52000,13.40500', 'Berlin'], ['53.55110,9.99370', 'Hamburg'], ['50.93750,6.96030', 'Köln']] as const

interface Ask { path: string; init?: { method: string; json: unknown }; city?: string }
const ASKS: Ask[] = PLACES.flatMap(([coordinate, city]) => [
  ...(['buy', 'rent'] as const).map((demand) => ({ path: `/api/v1/price_filter?${new URLSearchParams({ coordinate, type_of_demand: demand, radius: '10000' })}`, city })),
  {
    path: '/api/v2/offers/search',
    init: { method: 'POST', json: { filters: { location: { circle: { center: { coordinates: { latitude: Number(coordinate.split(',')[0]), longitude: Number(coordinate.split(',')[1]) } }, radius: 10_000 } } }, limit: 3000 } }
  }
])

async function bytesOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200)
  const body = Buffer.from(await res.arrayBuffer())
  expect(Number(res.headers.get('content-length'))).toBe(body.length)
  return body
}

describe('large answers', () => {
  let alone: Buffer[] = []
  beforeAll(async () => {
    alone = []
    for (const a of ASKS) alone.push(await bytesOf(await sb.request(a.path, a.init)))
  })

  it('are large, valid UTF-8 JSON with the place names intact', () => {
    for (const [k, a] of ASKS.entries()) {
      expect(alone[k].length).toBeGreaterThan(100_000)
      const body = JSON.parse(alone[k].toString('utf8'))
      if (a.city) expect(body.exposes.some((e: { city: string }) => e.city === a.city)).toBe(true)
    }
  })

  it('arrive byte for byte the same when all are asked at once and read only after every answer has started', async () => {
    // Reading late keeps the server's writes pending, so every answer holds its buffer at the same time.
    const responses = await Promise.all([...ASKS, ...ASKS].map((a) => sb.request(a.path, a.init)))
    const bodies: Buffer[] = []
    for (const res of responses) bodies.push(await bytesOf(res))
    bodies.forEach((b, k) => expect(b.equals(alone[k % ASKS.length])).toBe(true))
  })

  it('arrive whole after answers broken off mid-way', async () => {
    for (const a of ASKS) {
      const ctrl = new AbortController()
      const res = await sb.request(a.path, { ...a.init, signal: ctrl.signal })
      const reader = res.body!.getReader()
      await reader.read()
      ctrl.abort()
      await reader.read().catch(() => undefined)
    }
    for (const [k, a] of ASKS.entries()) expect((await bytesOf(await sb.request(a.path, a.init))).equals(alone[k])).toBe(true)
  })
})

describe('reused answer buffers', () => {
  it('are not reused while an answer larger than the socket buffers is still being sent', async () => {
    // 6 MB answers, distinct per request, outgrow the kernel's socket buffers (4 MB at most here), so
    // their writes stay pending until the client reads.
    const app = Fastify()
    app.setSerializerCompiler(() => (data) => JSON.stringify(data))
    registerBodyBuffers(app)
    app.get<{ Params: { n: string } }>('/big/:n', async (req) => ({ n: req.params.n, rows: Array.from({ length: 60_000 }, (_, k) => `${req.params.n}:${k}:Größe`.padEnd(90, 'ä')) }))
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const responses = await Promise.all(Array.from({ length: 6 }, (_, n) => fetch(`${url}/big/${n}`)))
      for (const [n, res] of responses.entries()) {
        const body = await res.json() as { n: string; rows: string[] }
        expect(body.n).toBe(String(n))
        expect(body.rows.every((r, k) => r === `${n}:${k}:Größe`.padEnd(90, 'ä'))).toBe(true)
      }
    } finally {
      await app.close()
    }
  })
})
