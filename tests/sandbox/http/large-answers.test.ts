// Large answers (price_filter's exposés, 10 km searches) leave the sandbox through reused buffers: many
// at once, read slowly or broken off, each must still arrive whole and exactly as asked.
import { connect, type AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerBodyBuffers } from '@sandbox/http/body-buffers'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'

let sb: StartedSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
})

const PLACES = [
  ['48.13720,11.57550', 'München'],
  ['52.52000,13.40500', 'Berlin'],
  ['53.55110,9.99370', 'Hamburg'],
  ['50.93750,6.96030', 'Köln']
] as const

interface Ask {
  path: string
  init?: { method: string; json: unknown }
  city?: string
}
const ASKS: Ask[] = PLACES.flatMap(([coordinate, city]) => [
  ...(['buy', 'rent'] as const).map((demand) => ({
    path: `/api/v1/price_filter?${new URLSearchParams({ coordinate, type_of_demand: demand, radius: '10000' })}`,
    city
  })),
  {
    path: '/api/v2/offers/search',
    init: {
      method: 'POST',
      json: {
        filters: {
          location: {
            circle: {
              center: {
                coordinates: { latitude: Number(coordinate.split(',')[0]), longitude: Number(coordinate.split(',')[1]) }
              },
              radius: 10_000
            }
          }
        },
        limit: 3000
      }
    }
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
    for (const [k, a] of ASKS.entries())
      expect((await bytesOf(await sb.request(a.path, a.init))).equals(alone[k])).toBe(true)
  })
})

describe('reused answer buffers', () => {
  it('are not reused while an answer is still waiting to be sent', async () => {
    // 3.6 MB answers, distinct per request. One client asks for three at once on one connection and
    // stops reading after the first bytes: the later answers wait in the server, in their buffers, while
    // other clients are answered.
    const rowsOf = (n: number) => Array.from({ length: 40_000 }, (_, k) => `${n}:${k}:Größe`.padEnd(86, 'x'))
    const app = Fastify()
    app.setSerializerCompiler(() => (data) => JSON.stringify(data))
    registerBodyBuffers(app)
    app.get<{ Params: { n: string } }>('/big/:n', async (req) => ({
      n: Number(req.params.n),
      rows: rowsOf(Number(req.params.n))
    }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    try {
      const slow = connect(port, '127.0.0.1')
      const received: Buffer[] = []
      await new Promise<void>((resolve) => {
        slow.once('data', (chunk) => {
          received.push(chunk)
          slow.pause()
          resolve()
        })
        slow.write(
          [0, 2, 4]
            .map((n) => `GET /big/${n} HTTP/1.1\r\nHost: x\r\n${n === 4 ? 'Connection: close\r\n' : ''}\r\n`)
            .join('')
        )
      })
      for (const n of [6, 8, 10]) {
        const body = (await (await fetch(`http://127.0.0.1:${port}/big/${n}`)).json()) as { n: number; rows: string[] }
        expect(body).toEqual({ n, rows: rowsOf(n) })
      }
      slow.on('data', (chunk) => received.push(chunk))
      const ended = new Promise((resolve) => slow.once('end', resolve))
      slow.resume()
      await ended
      let raw = Buffer.concat(received)
      for (const n of [0, 2, 4]) {
        const at = raw.indexOf('\r\n\r\n')
        const head = raw.subarray(0, at).toString()
        expect(head).toMatch(/^HTTP\/1\.1 200/)
        const length = Number(/content-length: (\d+)/i.exec(head)![1])
        expect(JSON.parse(raw.subarray(at + 4, at + 4 + length).toString('utf8'))).toEqual({ n, rows: rowsOf(n) })
        raw = raw.subarray(at + 4 + length)
      }
    } finally {
      await app.close()
    }
  })
})
