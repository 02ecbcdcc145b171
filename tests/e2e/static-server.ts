// An HTTP server on 127.0.0.1 in front of the app scheme's handler: the built renderer reaches the test
// browser through the same mapping (paths, types, CSP) that serves app://lagebild/ in the installed app,
// with routes for what the app gets from main over its other protocols (map tiles, images).
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { APP_ORIGIN, appSchemeHandler } from '@main/app-scheme'
import { CONTENT_SECURITY_POLICY } from '@main/shell/csp'

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
    const headers: Record<string, string> = {}
    r.headers.forEach((value, name) => (headers[name] = value))
    res.writeHead(r.status, { ...headers, 'cache-control': 'no-store' }).end(body)
  } catch {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('route failed')
  }
}

/** Serves the renderer built into dir as app://lagebild/ serves it, never cached by the browser. */
export async function serveStatic(dir: string, route?: Route): Promise<StaticServer> {
  const appFiles = appSchemeHandler(dir, CONTENT_SECURITY_POLICY)
  const server: Server = createServer((req, res) => {
    const target = req.url ?? '/'
    let path: string
    try {
      path = decodeURIComponent(new URL(target, 'http://x').pathname)
    } catch {
      path = ''
    }
    const routed = route?.(path)
    // The request's own path, undecoded and unnormalised, goes to the handler as the app URL's path.
    void answer(
      res,
      routed ?? appFiles({ url: `${APP_ORIGIN}${target.split(/[?#]/)[0]}`, method: req.method ?? 'GET' })
    )
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
