// Map tiles reach the renderer through main (protocol lagebild-tile://tile/{z}/{x}/{y}), so the
// renderer's CSP can forbid every network origin; cache.ts keeps them for offline use.
// Main fetches only what policy.ts allows, follows redirects only on the same host, returns only
// raster images, and answers every failure with one generic "tile unavailable".
import { APP_TILE_TEMPLATE, TILE_SCHEME } from '@shared/bridge/tiles'
import { guardedFetch, RASTER } from '../net/guarded-fetch'
import { systemLookup, tileOriginOf, tileTargetProblem, type HostLookup, type TileTargetPolicy } from './policy'

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
  // Local tile servers are allowed for the template's one origin (the one the user confirmed), never
  // for another address a tile URL or a redirect leads to.
  const confirmed = options.allowLocal ? tileOriginOf(template) : null
  const policyFor = (target: URL): TileTargetPolicy => ({
    allowLocal: confirmed !== null && target.origin === confirmed
  })
  const lookup = options.lookup ?? systemLookup
  try {
    const got = await guardedFetch(fetchFn, new URL(upstreamTileUrl(template, tile)), {
      headers: { 'User-Agent': userAgent, Accept: Object.keys(RASTER).join(', ') },
      timeoutMs: options.timeoutMs ?? TILE_TIMEOUT_MS,
      maxBytes: TILE_MAX_BYTES,
      types: RASTER,
      allowed: async (target) => !(await tileTargetProblem(target, policyFor(target), lookup)),
      // Same host only, and never from https down to http.
      follows: (from, to) => to.host === from.host && !(from.protocol === 'https:' && to.protocol !== 'https:'),
      maxRedirects: MAX_REDIRECTS
    })
    if (!got.ok) return tileUnavailable()
    return new Response(new Uint8Array(got.data), {
      status: 200,
      headers: { 'Content-Type': got.type, 'Cache-Control': 'max-age=86400' }
    })
  } catch {
    return tileUnavailable()
  }
}
