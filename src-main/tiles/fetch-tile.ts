// Map tiles reach the renderer through main (protocol lagebild-tile://tile/{z}/{x}/{y}), so the
// renderer's CSP can forbid every network origin; tiles-cache.ts keeps them for offline use.
// Main fetches only what tile-policy.ts allows, follows redirects only on the same host, returns only
// raster images, and answers every failure with one generic "tile unavailable".
import { APP_TILE_TEMPLATE, TILE_SCHEME } from '@shared/bridge/tiles'
import { RASTER, readCapped } from './net/image-bytes'
import { systemLookup, tileTargetProblem, type HostLookup, type TileTargetPolicy } from './tile-policy'

export { APP_TILE_TEMPLATE, TILE_SCHEME }

export interface TileRequest {
  z: number
  x: number
  y: number
}

export interface TileFetchOptions extends Partial<TileTargetPolicy> {
  /** Per fetch (each redirect hop included); default 10 s. */
  timeoutMs?: number
  lookup?: HostLookup
}

export const TILE_TIMEOUT_MS = 10_000
/** Larger answers are not map tiles. */
export const TILE_MAX_BYTES = 2 * 1024 * 1024
const MAX_REDIRECTS = 3

/** The one answer the renderer gets for any failure: no upstream status, no reason. */
export function tileUnavailable(): Response {
  return new Response('tile unavailable', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
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

/** The upstream answer for a tile URL of the app's protocol, or tileUnavailable(). Never throws. */
export async function fetchTile(
  fetchFn: typeof fetch,
  template: string,
  url: string,
  userAgent: string,
  options: TileFetchOptions = {}
): Promise<Response> {
  const tile = parseTileUrl(url)
  if (!tile) return tileUnavailable()
  const policy: TileTargetPolicy = { allowLocal: options.allowLocal ?? false }
  const lookup = options.lookup ?? systemLookup
  try {
    let target = new URL(upstreamTileUrl(template, tile))
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (await tileTargetProblem(target, policy, lookup)) return tileUnavailable()
      const res = await fetchFn(target.href, {
        headers: { 'User-Agent': userAgent, Accept: Object.keys(RASTER).join(', ') },
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.timeout(options.timeoutMs ?? TILE_TIMEOUT_MS)
      })
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location')
        await res.body?.cancel()
        if (!location) return tileUnavailable()
        const next = new URL(location, target)
        // Same host only, and never from https down to http.
        if (next.host !== target.host || (target.protocol === 'https:' && next.protocol !== 'https:')) return tileUnavailable()
        target = next
        continue
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      const matches = RASTER[type]
      if (!res.ok || !matches) {
        await res.body?.cancel()
        return tileUnavailable()
      }
      const data = await readCapped(res, TILE_MAX_BYTES)
      if (!data || !matches(data)) return tileUnavailable()
      return new Response(new Uint8Array(data), { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'max-age=86400' } })
    }
    return tileUnavailable()
  } catch {
    return tileUnavailable()
  }
}
