// Map tiles reach the renderer through main (protocol lagebild-tile://tile/{z}/{x}/{y}), so the
// renderer's CSP can forbid every network origin; tiles-cache.ts keeps them for offline use.
import { APP_TILE_TEMPLATE, TILE_SCHEME } from '@shared/bridge/tiles'

export { APP_TILE_TEMPLATE, TILE_SCHEME }

export interface TileRequest {
  z: number
  x: number
  y: number
}

/** Parses lagebild-tile://tile/{z}/{x}/{y}[.png]; null for anything else. */
export function parseTileUrl(url: string): TileRequest | null {
  const m = /^lagebild-tile:\/\/tile\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})(?:\.png)?$/.exec(url)
  if (!m) return null
  const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const size = 2 ** z
  if (z > 22 || x >= size || y >= size) return null
  return { z, x, y }
}

/** The upstream URL for a tile: the settings' template with {z}, {x}, {y} (and {s} as "a"). */
export function upstreamTileUrl(template: string, t: TileRequest): string {
  return template
    .replaceAll('{z}', String(t.z))
    .replaceAll('{x}', String(t.x))
    .replaceAll('{y}', String(t.y))
    .replaceAll('{s}', 'a')
}

export async function fetchTile(
  fetchFn: typeof fetch,
  template: string,
  url: string,
  userAgent: string
): Promise<Response> {
  const tile = parseTileUrl(url)
  if (!tile) return new Response(null, { status: 400 })
  const upstream = upstreamTileUrl(template, tile)
  if (!/^https?:\/\//.test(upstream)) return new Response(null, { status: 400 })
  try {
    const res = await fetchFn(upstream, { headers: { 'User-Agent': userAgent } })
    const type = res.headers.get('content-type') ?? ''
    if (!res.ok || !type.startsWith('image/')) return new Response(null, { status: res.ok ? 502 : res.status })
    return new Response(await res.arrayBuffer(), { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'max-age=86400' } })
  } catch {
    return new Response(null, { status: 504 })
  }
}
