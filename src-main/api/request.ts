// Runs one client call: timeout and cancellation, retries for reads, rate-limit waits, error mapping,
// lenient validation and redaction of the answer.
import type { Endpoint, EndpointId } from '@shared/api'
import { ApiError, errorFromResponse } from './errors'
import { normalizeResponse } from './normalize'
import type { Redactor } from '@shared/redact'
import { readRateLimit, resetTimeMs, type ResponseInfo } from './response-info'
import { backoffDelay, rateLimitWait, sleep, type RetryPolicy } from './retry'
import {
  buildUrl,
  isCertificateProblem,
  isRefusedRedirect,
  networkErrorCode,
  neverConnected,
  type FetchLike,
  type FetchResponse,
  type QueryValue
} from './transport'
import { describeProblems, shapeProblems } from './validate'
import { parseJsonWithoutDirectionControls } from '@shared/format/direction-controls'

export interface CallOptions {
  signal?: AbortSignal
  /** Time for the whole call, retries and waits included. */
  timeoutMs?: number
  /** Called with the headers that matter of every answer received (also error answers). */
  onResponse?: (info: ResponseInfo) => void
  /** Multipart uploads: called as the body is handed to the connection, with bytes sent and the total. */
  onUploadProgress?: (sent: number, total: number) => void
}

/** Chunks the upload body is streamed in when its progress is watched. */
const UPLOAD_CHUNK = 256 * 1024

function progressStream(
  bytes: Uint8Array,
  onProgress: (sent: number, total: number) => void
): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.byteLength) {
          controller.close()
          return
        }
        const chunk = bytes.subarray(at, Math.min(at + UPLOAD_CHUNK, bytes.byteLength))
        at += chunk.byteLength
        controller.enqueue(chunk)
        onProgress(at, bytes.byteLength)
      }
      // Pulled on demand, nothing buffered ahead. undici may still pull the whole body before a refused
      // connection fails, so "all sent" is only a hint; ApiError.unsent says when nothing went out.
    },
    { highWaterMark: 0 }
  )
}

export interface ClientContext {
  baseUrl: string
  apiKey: string
  clientId: string
  fetch: FetchLike
  timeoutMs: number
  retry: RetryPolicy
  redactor: Redactor
  onResponse?: (info: ResponseInfo) => void
  log?: (line: string) => void
  random?: () => number
}

export interface RequestSpec {
  id: EndpointId
  endpoint: Endpoint
  pathParams?: Record<string, string>
  query?: Record<string, QueryValue>
  json?: unknown
  multipart?: { body: Uint8Array; contentType: string }
  /** Reads may be retried; writes never. */
  retryable: boolean
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: parseJsonWithoutDirectionControls(text) }
  } catch {
    return { ok: false }
  }
}

/**
 * The parsed answer redacted. Without a backslash in the raw text every parsed string and key stands in
 * it verbatim between quotes, so one pass of the redactor over the raw text finding nothing proves the
 * walk over every string would change nothing (3,000 offers: one regex pass instead of ~200,000).
 */
export function redactParsed(redactor: Redactor, raw: string, parsed: unknown): unknown {
  if (raw.indexOf('\\') === -1 && redactor.text(raw) === raw) return parsed
  return redactor.deep(parsed)
}

export async function perform<T>(ctx: ClientContext, spec: RequestSpec, opts: CallOptions = {}): Promise<T> {
  const { endpoint, id } = spec
  for (const [name, value] of Object.entries(spec.pathParams ?? {})) {
    if (typeof value !== 'string' || value.length === 0) {
      throw new ApiError({ code: 'invalid_argument', endpoint: id, message: `${name} must be a non-empty string` })
    }
  }
  const url = buildUrl(ctx.baseUrl, endpoint.path, spec.pathParams ?? {}, spec.query, ctx.apiKey)
  const shownUrl = ctx.redactor.text(url)
  const timeoutMs = opts.timeoutMs ?? ctx.timeoutMs
  const deadlineAt = Date.now() + timeoutMs
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline

  const headers: Record<string, string> = { accept: 'application/json', 'x-custom-client-id': ctx.clientId }
  let body: string | Uint8Array | undefined
  if (spec.multipart) {
    headers['content-type'] = spec.multipart.contentType
    body = spec.multipart.body
  } else if (spec.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(spec.json)
  }

  const log = (line: string) => ctx.log?.(ctx.redactor.text(line))
  const what = `${endpoint.method} ${shownUrl}`
  const aborted = (attempts: number) =>
    opts.signal?.aborted
      ? new ApiError({ code: 'cancelled', endpoint: id, attempts, message: 'The request was cancelled' })
      : new ApiError({
          code: 'timeout',
          endpoint: id,
          attempts,
          message: `The service did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`
        })
  const notify = (info: ResponseInfo) => {
    for (const hook of [ctx.onResponse, opts.onResponse]) {
      try {
        hook?.(info)
      } catch {
        // A listener's bug must not turn a good answer into a failure.
      }
    }
  }
  const wait = async (ms: number, attempts: number) => {
    try {
      await sleep(ms, signal)
    } catch {
      throw aborted(attempts)
    }
  }

  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) throw aborted(attempt - 1)
    const canRetry = spec.retryable && attempt < ctx.retry.attempts

    let res: FetchResponse
    try {
      // A watched upload streams its body (a fresh stream per attempt), with its length announced.
      const sent =
        spec.multipart && opts.onUploadProgress
          ? {
              body: progressStream(spec.multipart.body, opts.onUploadProgress),
              duplex: 'half' as const,
              headers: { ...headers, 'content-length': String(spec.multipart.body.byteLength) }
            }
          : { ...(body !== undefined ? { body } : {}), headers }
      res = await ctx.fetch(url, { method: endpoint.method, signal, redirect: 'manual', ...sent })
    } catch (err) {
      if (signal.aborted) throw aborted(attempt)
      if (isRefusedRedirect(err)) {
        throw new ApiError({
          code: 'bad_request',
          endpoint: id,
          attempts: attempt,
          message: 'The service redirected to another address; check the base URL'
        })
      }
      const code = networkErrorCode(err)
      const offline = new ApiError({
        code: 'offline',
        endpoint: id,
        attempts: attempt,
        ...(neverConnected(code) ? { unsent: true as const } : {}),
        message: ctx.redactor.text(
          isCertificateProblem(code)
            ? `The service's certificate is not trusted (${code})`
            : `The service could not be reached${code ? ` (${code})` : ''}`
        )
      })
      if (canRetry) {
        const delay = backoffDelay(ctx.retry, attempt, ctx.random)
        log(`${what}: ${offline.message}; retry ${attempt + 1}/${ctx.retry.attempts} in ${delay} ms`)
        await wait(delay, attempt)
        continue
      }
      log(`${what}: ${offline.message}`)
      throw offline
    }

    const success = res.status >= 200 && res.status < 300
    const info: ResponseInfo = { endpoint: id, method: endpoint.method, url: shownUrl, status: res.status, attempt }
    const requestId = res.headers.get('x-request-id')
    if (requestId) info.requestId = ctx.redactor.text(requestId)
    const rateLimit = readRateLimit(res.headers)
    if (rateLimit) info.rateLimit = rateLimit
    const location = res.headers.get('location')
    if (location) info.location = ctx.redactor.text(location)
    const deprecation = res.headers.get('deprecation')
    if (deprecation) info.deprecation = ctx.redactor.text(deprecation).slice(0, 200)
    const sunset = res.headers.get('sunset')
    if (sunset) info.sunset = ctx.redactor.text(sunset).slice(0, 200)
    const withId = info.requestId ? { requestId: info.requestId } : {}

    let text: string
    try {
      text = await res.text()
    } catch {
      if (signal.aborted) throw aborted(attempt)
      if (success) {
        // Answered (and billed) but cut off: never retried after a 2xx.
        notify(info)
        throw new ApiError({
          code: 'offline',
          endpoint: id,
          status: res.status,
          attempts: attempt,
          info,
          ...withId,
          message: 'The connection broke while the answer was being read'
        })
      }
      text = ''
    }
    notify(info)

    if (success) {
      if (!endpoint.response) return undefined as T
      const parsed = parseJson(text)
      if (!parsed.ok) {
        throw new ApiError({
          code: 'invalid_response',
          endpoint: id,
          status: res.status,
          attempts: attempt,
          info,
          ...withId,
          message: 'The service answered with something that is not JSON'
        })
      }
      const value = redactParsed(ctx.redactor, text, normalizeResponse(id, parsed.value))
      const problems = shapeProblems(endpoint.response, value)
      if (problems.length) {
        throw new ApiError({
          code: 'invalid_response',
          endpoint: id,
          status: res.status,
          attempts: attempt,
          info,
          ...withId,
          fieldErrors: Object.fromEntries(problems.map((p) => [p.path, [p.problem]])),
          message: ctx.redactor.text(`The service's answer has an unexpected shape: ${describeProblems(problems)}`)
        })
      }
      return value as T
    }

    const parsed = parseJson(text)
    const error = errorFromResponse({
      status: res.status,
      body: parsed.ok ? ctx.redactor.deep(parsed.value) : undefined,
      endpoint: id,
      info,
      attempts: attempt
    })

    if (res.status === 429 && canRetry) {
      const resetAt = resetTimeMs(res.headers)
      const ms = rateLimitWait(ctx.retry, resetAt)
      if (ms !== undefined && Date.now() + ms < deadlineAt) {
        log(`${what}: rate limited; waiting ${ms} ms for the quota to reset`)
        await wait(ms, attempt)
        continue
      }
    }
    if (res.status >= 500 && canRetry) {
      const delay = backoffDelay(ctx.retry, attempt, ctx.random)
      log(`${what}: HTTP ${res.status}; retry ${attempt + 1}/${ctx.retry.attempts} in ${delay} ms`)
      await wait(delay, attempt)
      continue
    }
    log(`${what}: ${error.message}`)
    throw error
  }
}
