// The answer's headers that matter to the app: rate limit and request id.
export interface RateLimitInfo {
  limit?: number
  remaining?: number
  /** ISO timestamp at which the quota resets (from X-RateLimit-Reset, UTC epoch seconds). */
  resetAt?: string
}

export interface ResponseInfo {
  /** Endpoint id from the endpoint table, e.g. "locationsAddresses". */
  endpoint: string
  method: string
  /** The request URL with api_key redacted. */
  url: string
  status: number
  requestId?: string
  rateLimit?: RateLimitInfo
  /** Redacted Location header of a redirect. */
  location?: string
  /** Deprecation and Sunset headers (RFC 9745, RFC 8594) of an endpoint the vendor is retiring. */
  deprecation?: string
  sunset?: string
  /** 1 for the first request; more when the call was retried. */
  attempt: number
}

export interface HeadersLike {
  get(name: string): string | null
}

const intHeader = (headers: HeadersLike, name: string): number | undefined => {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return undefined
  const n = Number(raw.trim())
  return Number.isFinite(n) ? n : undefined
}

/** Milliseconds since the epoch at which the quota resets: X-RateLimit-Reset, else Retry-After. */
export function resetTimeMs(headers: HeadersLike, now = Date.now()): number | undefined {
  const reset = intHeader(headers, 'x-ratelimit-reset')
  // The vendor sends epoch seconds; a small number can only be seconds from now.
  if (reset !== undefined) return reset < 1e9 ? now + reset * 1000 : reset * 1000
  const retryAfter = headers.get('retry-after')
  if (retryAfter === null) return undefined
  const seconds = Number(retryAfter)
  if (Number.isFinite(seconds)) return now + seconds * 1000
  const date = Date.parse(retryAfter)
  return Number.isFinite(date) ? date : undefined
}

export function readRateLimit(headers: HeadersLike): RateLimitInfo | undefined {
  const out: RateLimitInfo = {}
  const limit = intHeader(headers, 'x-ratelimit-limit')
  const remaining = intHeader(headers, 'x-ratelimit-remaining')
  if (limit !== undefined) out.limit = limit
  if (remaining !== undefined) out.remaining = remaining
  const reset = resetTimeMs(headers)
  if (reset !== undefined) {
    const d = new Date(reset)
    if (!Number.isNaN(d.getTime())) out.resetAt = d.toISOString()
  }
  return Object.keys(out).length ? out : undefined
}
