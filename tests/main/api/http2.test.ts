// HTTP/2 when the server offers it: the client's own undici agent negotiates h2 over TLS (ALPN) and
// falls back to HTTP/1.1. The self-signed certificate is trusted through the agent's connect options.
import { createSecureServer } from 'node:http2'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, createNodeDispatcher } from '@main/api'
import { KEY, expectNoKey, failure, validBody } from './helpers'

let pems: { cert: string; key: string }
const versions: string[] = []

interface Req {
  httpVersion: string
  url?: string
}
interface Res {
  writeHead(status: number, headers: Record<string, string>): unknown
  end(body: string): unknown
}
const handler = (req: Req, res: Res) => {
  versions.push(req.httpVersion)
  const url = new URL(req.url ?? '/', 'https://localhost')
  const ok = url.searchParams.get('api_key') === KEY
  res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json', 'x-request-id': 'h2-1' })
  res.end(JSON.stringify(ok ? validBody('block') : { error: 'not authorized' }))
}

async function listen(server: import('node:net').Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `https://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const g = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]
  })
  pems = { cert: g.cert, key: g.private }
})

describe('HTTP/2', () => {
  const servers: { close(cb?: () => void): unknown; closeAllConnections?: () => void }[] = []
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections?.()
      await new Promise<void>((resolve) => s.close(() => resolve()))
    }
  })

  it('is used against a server that offers it (with HTTP/1.1 allowed too)', async () => {
    const server = createSecureServer({ ...pems, allowHTTP1: true }, handler)
    servers.push(server)
    const url = await listen(server)
    const dispatcher = createNodeDispatcher({ ca: pems.cert })
    const client = createApiClient({ baseUrl: url, apiKey: KEY, dispatcher })
    versions.length = 0
    const body = await client.v1.block({ address: 'a' })
    await client.v1.block({ address: 'b' })
    expect(body.meta.version).toBe('2.14.0')
    expect(versions).toEqual(['2.0', '2.0'])
    const err = await failure(() =>
      createApiClient({ baseUrl: url, apiKey: 'wrong', dispatcher }).v1.block({ address: 'a' })
    )
    expect(err.code).toBe('unauthorized')
    await dispatcher.close()
  })

  it('falls back to HTTP/1.1 against a server without it', async () => {
    const server = createHttpsServer(pems, handler)
    servers.push(server)
    const url = await listen(server)
    const dispatcher = createNodeDispatcher({ ca: pems.cert })
    const client = createApiClient({ baseUrl: url, apiKey: KEY, dispatcher })
    versions.length = 0
    await client.v1.block({ address: 'a' })
    expect(versions).toEqual(['1.1'])
    await dispatcher.close()
  })

  it('an untrusted certificate is reported as offline without the key', async () => {
    const server = createSecureServer({ ...pems, allowHTTP1: true }, handler)
    servers.push(server)
    const url = await listen(server)
    const client = createApiClient({ baseUrl: url, apiKey: KEY, retry: { attempts: 1 } })
    const err = await failure(() => client.v1.block({ address: 'a' }))
    await client.close()
    expect(err.code).toBe('offline')
    expect(err.message).toMatch(/certificate is not trusted/)
    expectNoKey(err)
  })

  it('an injected fetch (as Electron passes net.fetch) is what the client uses', async () => {
    const server = createHttpsServer(pems, handler)
    servers.push(server)
    const url = await listen(server)
    const dispatcher = createNodeDispatcher({ ca: pems.cert })
    const { fetch } = await import('undici')
    const calls: string[] = []
    const client = createApiClient({
      baseUrl: url,
      apiKey: KEY,
      fetch: async (u, init) => {
        calls.push(init.method)
        return fetch(u, { ...init, dispatcher })
      }
    })
    await client.v1.block({ address: 'a' })
    expect(calls).toEqual(['GET'])
    await dispatcher.close()
  })
})
