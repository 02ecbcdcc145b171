// Fetching one service image for the image protocol: only from the connection's own origin, redirects
// only on that host, the key added only when the service answers 401/403 without it, raster images
// (or an SVG, served inert by the protocol) confirmed by their bytes, at most IMAGE_MAX_BYTES.
import { RASTER, readCapped } from '../net/image-bytes'

export const IMAGE_TIMEOUT_MS = 20_000
/** Above the service's own 25 MB upload limit: nothing larger is a property photo or an offer image. */
export const IMAGE_MAX_BYTES = 30 * 1024 * 1024
const MAX_REDIRECTS = 3

export const SVG_TYPE = 'image/svg+xml'
const isSvg = (b: Uint8Array) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(Buffer.from(b.subarray(0, 512)).toString('utf8'))

export interface FetchedImage {
  type: string
  data: Uint8Array
}

export interface ImageFetchOptions {
  apiKey: string | null
  userAgent: string
  timeoutMs?: number
}

/** The image at `target` (already on the connection's origin), or null for any failure. Never throws. */
export async function fetchImage(fetchFn: typeof fetch, target: URL, opts: ImageFetchOptions): Promise<FetchedImage | null> {
  try {
    const first = await fetchOnce(fetchFn, target, opts, false)
    if (first !== 'unauthorized' || !opts.apiKey) return first === 'unauthorized' ? null : first
    const second = await fetchOnce(fetchFn, target, opts, true)
    return second === 'unauthorized' ? null : second
  } catch {
    return null
  }
}

async function fetchOnce(fetchFn: typeof fetch, start: URL, opts: ImageFetchOptions, withKey: boolean): Promise<FetchedImage | null | 'unauthorized'> {
  let target = start
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const url = new URL(target)
    if (withKey && opts.apiKey) url.searchParams.set('api_key', opts.apiKey)
    const res = await fetchFn(url.href, {
      headers: { 'User-Agent': opts.userAgent, Accept: [...Object.keys(RASTER), SVG_TYPE].join(', ') },
      redirect: 'manual',
      credentials: 'omit',
      signal: AbortSignal.timeout(opts.timeoutMs ?? IMAGE_TIMEOUT_MS)
    })
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location')
      await res.body?.cancel()
      if (!location) return null
      const next = new URL(location, target)
      // The key travels only to the connection's own origin.
      if (next.origin !== start.origin) return null
      target = next
      continue
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel()
      return 'unauthorized'
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const matches = type === SVG_TYPE ? isSvg : RASTER[type]
    if (!res.ok || !matches) {
      await res.body?.cancel()
      return null
    }
    const data = await readCapped(res, IMAGE_MAX_BYTES)
    if (!data || !matches(data)) return null
    return { type, data }
  }
  return null
}
