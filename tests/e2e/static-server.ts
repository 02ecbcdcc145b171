// A tiny static file server on 127.0.0.1 for the built renderer (ES modules do not load from file://),
// with routes for what the app gets from main over its own protocols (the map tiles).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2'
}

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

/** Answers some paths itself (e.g. the map tiles); null leaves the path to the files. */
export type Route = (path: string) => Promise<Response> | null

async function answer(res: ServerResponse, response: Promise<Response>) {
  try {
    const r = await response
    const body = Buffer.from(await r.arrayBuffer())
    const type = r.headers.get('content-type')
    res.writeHead(r.status, { ...(type ? { 'content-type': type } : {}), 'cache-control': 'no-store' }).end(body)
  } catch {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('route failed')
  }
}

/** Serves the files under dir, never cached by the browser (every request reaches this server). */
export async function serveStatic(dir: string, route?: Route): Promise<StaticServer> {
  const root = normalize(dir + sep)
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const routed = route?.(path)
    if (routed) {
      void answer(res, routed)
      return
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}
