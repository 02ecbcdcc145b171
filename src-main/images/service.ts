// The image protocol's two halves. reference(): a URL main received in a connection's answer becomes
// `<base><id>` for the renderer (null for a host that is not the connection's own); handler(): the
// protocol answers a reference from the cache, else fetches it through main and keeps it, so an image
// seen once shows offline. The renderer can name only references main handed out, never a URL.
import { createHash } from 'node:crypto'
import type { BlobCache } from '../storage/blob-cache'
import { fetchImage, SVG_TYPE } from './fetch-image'
import { scaleForPrint } from './print-size'
import type { ImageRef, ImageRefs } from './refs'

/** Images change rarely (the sandbox's are content-addressed): refetched when older, cache as fallback. */
export const IMAGE_MAX_AGE_MS = 30 * 24 * 3600_000

/** The connection an answer came from: its images are referenced only on its own host. */
export interface ImageConnection {
  id: string
  baseUrl: string
}

export interface ImageServiceOptions {
  cache: BlobCache
  refs: ImageRefs
  /** What a reference starts with: `lagebild-image://img/` (Electron) or a same-origin path (tests). */
  base: string
  /** The connection's current URL and key; null when it no longer exists. */
  resolve(connectionId: string): Promise<{ baseUrl: string; apiKey: string | null } | null>
  fetch: typeof fetch
  userAgent: string
  now?: () => number
  log?: (message: string) => void
}

export interface ImageService {
  /** The reference for an image URL from the given connection's answer; null when it is not on that connection's host. */
  reference(url: string, connection: ImageConnection): string | null
  /** The same for many URLs, recorded in one go; null where refused. */
  referenceAll(urls: readonly string[], connection: ImageConnection): Array<string | null>
  /**
   * The protocol handler for `lagebild-image://img/<id>`, and for `lagebild-image://img/<id>/print`: the
   * same image scaled for paper (print-size.ts), kept in the cache beside the original.
   */
  handler(url: string): Promise<Response>
  /**
   * A reference for an image made in main (a photo's preview before it is uploaded): kept in the cache
   * only, under no connection, so it shows until the cache lets it go.
   */
  putLocal(data: Uint8Array, type: string): string
  /**
   * A reference handed out before (kept in a copy of an answer), as this start of the app serves it: the
   * image's id under today's base, whatever base, origin or port it was handed out under; null when it
   * is no reference.
   */
  rebase(ref: string): string | null
  /** Writes the references handed out but not yet recorded (before the file closes). */
  flush(): void
}

/** References recorded per turn of the event loop after an answer, so recording never holds one back. */
const RECORD_BATCH = 2000
/** Image URLs whose reference is remembered (a search again in the same area repeats most of them). */
const KNOWN_URLS = 100_000

/** The connection id of images made in main; no connection has it (ids are [A-Za-z0-9_-]). */
const LOCAL_CONNECTION = ' local'

const ID = /^[0-9a-f]{40}$/
/** A reference's id at its end, whatever base it was handed out under. */
const REF_ID = /\/([0-9a-f]{40})$/
const PROTOCOL_URL = /^lagebild-image:\/\/img\/([0-9a-f]{40})(\/print)?$/
/** The cache key of an image's print size. */
const printKey = (id: string) => `${id}/print`

export function imageUnavailable(status = 404): Response {
  return new Response('image unavailable', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

const originOf = (baseUrl: string): string | null => {
  try {
    return new URL(baseUrl).origin
  } catch {
    return null
  }
}

/** Path and query of `url` when it lies on `origin` (api_key removed); else null. */
function pathOnOrigin(url: string, origin: string): string | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null
  if (u.username || u.password || u.origin !== origin) return null
  if (u.search) u.searchParams.delete('api_key')
  return `${u.pathname}${u.search}`
}

/** How often a reference handed out again is written again (its used_at refreshed). */
export const TOUCH_EVERY_MS = 10 * 60_000

export function createImageService(opts: ImageServiceOptions): ImageService {
  const now = opts.now ?? Date.now
  const idOf = (connectionId: string, path: string) =>
    createHash('sha256').update(`${connectionId}\n${path}`).digest('hex').slice(0, 40)

  // References handed out but not yet in the file: the handler finds them here until they are written.
  const unrecorded = new Map<string, ImageRef>()
  let recording: ReturnType<typeof setImmediate> | null = null
  // When each reference was last handed to the file: a search again within TOUCH_EVERY_MS writes
  // nothing for it (its used_at, which only orders the trim at MAX_IMAGE_REFS, is that recent already).
  const recordedAt = new WeakMap<ImageRef, number>()

  function recordSome() {
    const batch: ImageRef[] = []
    for (const ref of unrecorded.values()) {
      batch.push(ref)
      if (batch.length >= RECORD_BATCH) break
    }
    try {
      opts.refs.putMany(batch)
    } catch (err) {
      opts.log?.(`image references not recorded: ${err instanceof Error ? err.message : String(err)}`)
      for (const ref of batch) recordedAt.delete(ref)
    }
    for (const ref of batch) unrecorded.delete(ref.id)
    recording = unrecorded.size ? setImmediate(recordSome) : null
  }

  function record(refs: readonly ImageRef[]) {
    const at = now()
    for (const ref of refs) {
      if (at - (recordedAt.get(ref) ?? -Infinity) < TOUCH_EVERY_MS) continue
      recordedAt.set(ref, at)
      unrecorded.set(ref.id, ref)
    }
    if (unrecorded.size) recording ??= setImmediate(recordSome)
  }

  function flush() {
    if (recording) clearImmediate(recording)
    recording = null
    while (unrecorded.size) recordSome()
    if (recording) clearImmediate(recording)
    recording = null
  }

  // A URL's reference depends on the connection and its origin only: parsed and hashed once.
  const known = new Map<string, ImageRef>()

  function referenceAll(urls: readonly string[], connection: ImageConnection): Array<string | null> {
    const refs: ImageRef[] = []
    const origin = originOf(connection.baseUrl)
    const prefix = `${connection.id}\n${origin}\n`
    if (known.size > KNOWN_URLS) known.clear()
    const out = urls.map((url) => {
      const remembered = known.get(prefix + url)
      if (remembered) {
        refs.push(remembered)
        return `${opts.base}${remembered.id}`
      }
      const path = origin === null ? null : pathOnOrigin(url, origin)
      if (path === null) {
        opts.log?.(`image refused: not on the connection's host (${connection.id})`)
        return null
      }
      const ref = { id: idOf(connection.id, path), connectionId: connection.id, path }
      known.set(prefix + url, ref)
      refs.push(ref)
      return `${opts.base}${ref.id}`
    })
    // Recorded after the answer went out (the ids are known now).
    record(refs)
    return out
  }

  const respond = (type: string, data: Uint8Array, from: 'cache' | 'network') =>
    new Response(new Uint8Array(data), {
      status: 200,
      headers: {
        'Content-Type': type,
        'Cache-Control': 'max-age=86400',
        'X-Lagebild-Image': from,
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened as a document (not through <img>) must not run anything either.
        ...(type === SVG_TYPE
          ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
          : {})
      }
    })

  return {
    reference: (url, connection) => referenceAll([url], connection)[0] ?? null,
    referenceAll,
    putLocal(data, type) {
      const path = `/${createHash('sha256').update(data).digest('hex')}`
      const id = idOf(LOCAL_CONNECTION, path)
      opts.refs.putMany([{ id, connectionId: LOCAL_CONNECTION, path }])
      opts.cache.put(id, type, data)
      return `${opts.base}${id}`
    },
    rebase(ref) {
      const id = REF_ID.exec(ref)?.[1]
      return id ? `${opts.base}${id}` : null
    },
    handler,
    flush
  }

  async function handler(url: string): Promise<Response> {
    const m = PROTOCOL_URL.exec(url)
    const id = m?.[1]
    if (!id || !ID.test(id)) return imageUnavailable()
    if (m[2]) {
      const kept = opts.cache.get(printKey(id))
      const original = opts.cache.get(id)
      // The print size is as fresh as the original it was made from (or all there is, offline).
      if (kept && (!original || kept.fetchedAt >= original.fetchedAt)) return respond(kept.type, kept.data, 'cache')
      const res = await handler(`lagebild-image://img/${id}`)
      if (!res.ok) return res
      const type = res.headers.get('Content-Type') ?? ''
      const scaled = await scaleForPrint({ type, data: new Uint8Array(await res.arrayBuffer()) })
      opts.cache.put(printKey(id), scaled.type, scaled.data)
      return respond(scaled.type, scaled.data, res.headers.get('X-Lagebild-Image') === 'network' ? 'network' : 'cache')
    }
    const cached = opts.cache.get(id)
    if (cached && now() - cached.fetchedAt < IMAGE_MAX_AGE_MS) return respond(cached.type, cached.data, 'cache')
    const ref = unrecorded.get(id) ?? opts.refs.get(id)
    const connection = ref ? await opts.resolve(ref.connectionId).catch(() => null) : null
    if (ref && connection) {
      const origin = new URL(connection.baseUrl).origin
      const image = await fetchImage(opts.fetch, new URL(ref.path, origin), {
        apiKey: connection.apiKey,
        userAgent: opts.userAgent
      })
      if (image) {
        opts.cache.put(id, image.type, image.data)
        return respond(image.type, image.data, 'network')
      }
    }
    // Offline, or the service refused: an older copy beats an empty frame.
    if (cached) return respond(cached.type, cached.data, 'cache')
    return imageUnavailable(ref ? 502 : 404)
  }
}
