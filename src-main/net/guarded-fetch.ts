// The one way main fetches an image from the network for the renderer (map tiles, service images):
// redirects followed by hand, each hop allowed by the caller's rule; no cookies; a timeout per request;
// only the image types asked for, confirmed by their leading bytes; at most maxBytes.
/** Raster image types and their leading bytes. SVG (scriptable) and everything else is refused. */
export const RASTER: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  'image/gif': (b) => String.fromCharCode(...b.subarray(0, 4)) === 'GIF8'
}

export interface GuardedFetchOptions {
  headers: Record<string, string>
  /** Per request (each redirect hop included). */
  timeoutMs: number
  maxBytes: number
  /** Content types accepted and how their bytes are recognised. */
  types: Record<string, (bytes: Uint8Array) => boolean>
  /** Whether a redirect from `from` to `to` may be followed. */
  follows(from: URL, to: URL): boolean
  /** Checked before every request, redirects included: false refuses the target. */
  allowed?: (target: URL) => Promise<boolean>
  /** The address actually requested for a target (e.g. with a key added); default its href. */
  requestUrl?: (target: URL) => string
  maxRedirects?: number
}

export type Guarded = { ok: true; type: string; data: Uint8Array } | { ok: false; status: number | null }

/** The image at `start`, or why not (the status of a refusing answer, else null). Throws only what fetchFn throws. */
export async function guardedFetch(fetchFn: typeof fetch, start: URL, o: GuardedFetchOptions): Promise<Guarded> {
  let target = start
  for (let hop = 0; hop <= (o.maxRedirects ?? 3); hop++) {
    if (o.allowed && !(await o.allowed(target))) return { ok: false, status: null }
    const res = await fetchFn(o.requestUrl ? o.requestUrl(target) : target.href, {
      headers: o.headers,
      redirect: 'manual',
      credentials: 'omit',
      signal: AbortSignal.timeout(o.timeoutMs)
    })
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location')
      await res.body?.cancel()
      if (!location) return { ok: false, status: res.status }
      const next = new URL(location, target)
      if (!o.follows(target, next)) return { ok: false, status: res.status }
      target = next
      continue
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const matches = o.types[type]
    if (!res.ok || !matches) {
      await res.body?.cancel()
      return { ok: false, status: res.status }
    }
    const data = await readCapped(res, o.maxBytes)
    if (!data || !matches(data)) return { ok: false, status: res.status }
    return { ok: true, type, data }
  }
  return { ok: false, status: null }
}

/** The body, or null when it is (or announces itself) larger than `max` bytes. */
export async function readCapped(res: Response, max: number): Promise<Uint8Array | null> {
  const declared = Number(res.headers.get('content-length') ?? '0')
  if (declared > max) return null
  if (!res.body) return new Uint8Array(await res.arrayBuffer())
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}
