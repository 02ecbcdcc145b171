// A tiny upstream tile server on 127.0.0.1 for the end-to-end tests: every tile a PNG of its own
// colour (from z/x/y), so a test can tell which tile it sees and that offline it sees the same one.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export const TEST_TILE_ATTRIBUTION = '© Lagebild-Testkacheln'

export interface TileServer {
  /** The Settings tile URL for this server: http://127.0.0.1:<port>/{z}/{x}/{y}.png */
  template: string
  /** Tiles answered so far. */
  served(): number
  close(): Promise<void>
}

/** The colour of tile z/x/y, as [r, g, b]. */
export function tileColour(z: number, x: number, y: number): [number, number, number] {
  return [40 + ((x * 67 + z * 29) % 180), 40 + ((y * 89 + z * 13) % 180), 40 + (((x + y) * 41 + z * 53) % 180)]
}

export async function startTileServer(): Promise<TileServer> {
  let served = 0
  const server = createServer((req, res) => {
    const m = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '')
    if (!m) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const [r, g, b] = tileColour(Number(m[1]), Number(m[2]), Number(m[3]))
    sharp({ create: { width: 256, height: 256, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer()
      .then((png) => {
        served++
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png)
      })
      .catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  let closed: Promise<void> | null = null
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () =>
      (closed ??= new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }))
  }
}
