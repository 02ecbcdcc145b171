// Fetching one service image for the image protocol: only from the connection's own origin, redirects
// only on that host, the key added only when the service answers 401/403 without it, raster images
// (or an SVG, served inert by the protocol) confirmed by their bytes, at most IMAGE_MAX_BYTES.
import { guardedFetch, RASTER } from '../net/guarded-fetch'

export const IMAGE_TIMEOUT_MS = 20_000
/** Above the service's own 25 MB upload limit: nothing larger is a property photo or an offer image. */
export const IMAGE_MAX_BYTES = 30 * 1024 * 1024
const MAX_REDIRECTS = 3

export const SVG_TYPE = 'image/svg+xml'
const isSvg = (b: Uint8Array) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(Buffer.from(b.subarray(0, 512)).toString('utf8'))

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
export async function fetchImage(
  fetchFn: typeof fetch,
  target: URL,
  opts: ImageFetchOptions
): Promise<FetchedImage | null> {
  try {
    const first = await fetchOnce(fetchFn, target, opts, false)
    if (first !== 'unauthorized' || !opts.apiKey) return first === 'unauthorized' ? null : first
    const second = await fetchOnce(fetchFn, target, opts, true)
    return second === 'unauthorized' ? null : second
  } catch {
    return null
  }
}

async function fetchOnce(
  fetchFn: typeof fetch,
  start: URL,
  opts: ImageFetchOptions,
  withKey: boolean
): Promise<FetchedImage | null | 'unauthorized'> {
  const got = await guardedFetch(fetchFn, start, {
    headers: { 'User-Agent': opts.userAgent, Accept: [...Object.keys(RASTER), SVG_TYPE].join(', ') },
    timeoutMs: opts.timeoutMs ?? IMAGE_TIMEOUT_MS,
    maxBytes: IMAGE_MAX_BYTES,
    types: { ...RASTER, [SVG_TYPE]: isSvg },
    // The key travels only to the connection's own origin.
    follows: (_from, to) => to.origin === start.origin,
    requestUrl: (target) => {
      if (!withKey || !opts.apiKey) return target.href
      const url = new URL(target)
      url.searchParams.set('api_key', opts.apiKey)
      return url.href
    },
    maxRedirects: MAX_REDIRECTS
  })
  if (got.ok) return { type: got.type, data: got.data }
  return got.status === 401 || got.status === 403 ? 'unauthorized' : null
}
