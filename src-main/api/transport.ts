// One HTTP exchange: URL building, the fetch seam (undici with HTTP/2 in Node, net.fetch in Electron)
// and classification of what went wrong on the wire.
import { Agent, fetch as undiciFetch, type Dispatcher } from 'undici'
import type { HeadersLike } from './response-info'

export interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: string | Uint8Array | ReadableStream<Uint8Array>
  /** Required by fetch for a stream body. */
  duplex?: 'half'
  signal: AbortSignal
  redirect: 'manual'
}

export interface FetchResponse {
  status: number
  headers: HeadersLike
  text(): Promise<string>
}

/** What the client needs of `fetch`; undici's fetch and Electron's net.fetch both fit. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>

/** An undici dispatcher that negotiates HTTP/2 over TLS (ALPN) and falls back to HTTP/1.1. */
export function createNodeDispatcher(connect?: Agent.Options['connect']): Agent {
  return new Agent({ allowH2: true, ...(connect ? { connect } : {}) })
}

export function nodeFetch(dispatcher: Dispatcher): FetchLike {
  return (url, init) => undiciFetch(url, { ...init, dispatcher }) as Promise<FetchResponse>
}

export type QueryValue = string | number | boolean | null | undefined

export function buildUrl(
  baseUrl: string,
  path: string,
  pathParams: Record<string, string>,
  query: Record<string, QueryValue> | undefined,
  apiKey: string
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? ''))
  const url = new URL(baseUrl.replace(/\/+$/, '') + filled)
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue
    url.searchParams.append(k, String(v))
  }
  url.searchParams.append('api_key', apiKey)
  return url.toString()
}

const NETWORK_CODE = /^[A-Z][A-Z0-9_]{2,60}$/
const ELECTRON_NET_ERROR = /net::ERR_[A-Z_]+/

/** A short, secret-free name of a network failure, e.g. "ECONNREFUSED", "DEPTH_ZERO_SELF_SIGNED_CERT" or "net::ERR_NAME_NOT_RESOLVED". */
export function networkErrorCode(err: unknown): string | undefined {
  let cur: unknown = err
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    const { code, message } = cur as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && NETWORK_CODE.test(code)) return code
    if (typeof message === 'string') {
      const m = ELECTRON_NET_ERROR.exec(message)
      if (m) return m[0]
    }
    // AggregateError (several addresses tried) carries the causes in `errors`.
    const errors = (cur as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.length) {
      const inner = networkErrorCode(errors[0])
      if (inner) return inner
    }
    cur = (cur as { cause?: unknown }).cause
  }
  return undefined
}

// Failures before a connection exists (Node's and Chromium's names): nothing of the request went out.
const NEVER_CONNECTED =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENETDOWN)$|^net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|NAME_RESOLUTION_FAILED)$/
export const neverConnected = (code: string | undefined) => code !== undefined && NEVER_CONNECTED.test(code)

const CERTIFICATE_PROBLEM = /CERT|SSL|TLS|SIGNATURE|HOSTNAME_MISMATCH/
export const isCertificateProblem = (code: string | undefined) => code !== undefined && CERTIFICATE_PROBLEM.test(code)

// Electron's net.fetch rejects a redirect in 'manual' mode instead of returning it.
export const isRefusedRedirect = (err: unknown) => err instanceof Error && /redirect was cancelled/i.test(err.message)
