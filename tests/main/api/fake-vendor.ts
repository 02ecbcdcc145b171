// A scripted stand-in for the vendor on loopback, for what the sandbox cannot do on demand:
// 5xx, resets, slow answers, malformed bodies, near rate-limit resets and legacy shapes.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Buffer
  /** Epoch ms at which the request arrived. */
  at: number
}

export type Step =
  | { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> }
  /** Never answer (the client's timeout or signal ends the request). */
  | { hang: true }
  /** Cut the connection before or after the status line. */
  | { destroy: 'before-headers' | 'after-headers' }
  | ((req: RecordedRequest, res: ServerResponse) => void)

export interface FakeVendor {
  url: string
  requests: RecordedRequest[]
  /** Answers the next requests in order; the last step repeats. */
  script(...steps: Step[]): void
  /** Resolves once `n` requests have arrived. */
  waitForRequests(n: number): Promise<void>
  close(): Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

export function answer(
  res: ServerResponse,
  step: Exclude<Step, { hang: true } | { destroy: string } | ((...a: never[]) => void)>
) {
  const status = step.status ?? 200
  const text = step.raw ?? (step.body === undefined ? '' : JSON.stringify(step.body))
  res.writeHead(status, {
    ...(text ? { 'content-type': step.raw !== undefined ? 'text/plain' : 'application/json' } : {}),
    'x-request-id': `req-${Math.random().toString(36).slice(2, 10)}`,
    ...step.headers
  })
  res.end(text)
}

export async function startFakeVendor(): Promise<FakeVendor> {
  let steps: Step[] = [{ status: 500, body: { error: 'unscripted' } }]
  const requests: RecordedRequest[] = []
  const waiters: { n: number; resolve: () => void }[] = []

  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      at: Date.now()
    }
    requests.push(recorded)
    const step = steps[Math.min(requests.length - 1, steps.length - 1)]!
    for (const w of waiters.filter((w) => requests.length >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve()
    }
    if (typeof step === 'function') return step(recorded, res)
    if ('hang' in step) return
    if ('destroy' in step) {
      if (step.destroy === 'before-headers') return req.socket.destroy()
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"count": 1, "exp')
      setImmediate(() => req.socket.destroy())
      return
    }
    answer(res, step)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(...next: Step[]) {
      steps = next
      requests.length = 0
    },
    waitForRequests(n) {
      if (requests.length >= n) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ n, resolve }))
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

/** A port on loopback that nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
