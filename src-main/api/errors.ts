// Typed errors of the API client and their mapping onto the bridge's AppError codes.
// Every text that ends up here has been through the redactor: no api_key in messages or properties.
import type { AppError, ErrorCode } from '@shared/bridge/errors'
import type { ResponseInfo } from './response-info'

export interface ApiErrorInit {
  code: ErrorCode
  message: string
  endpoint?: string
  status?: number
  fieldErrors?: Record<string, string[]>
  resetAt?: string
  requestId?: string
  /** How many requests were sent for this call. */
  attempts?: number
  info?: ResponseInfo
  /** No connection was made: the service cannot have received the request. */
  unsent?: true
}

export class ApiError extends Error {
  readonly code: ErrorCode
  readonly endpoint?: string
  readonly status?: number
  readonly fieldErrors?: Record<string, string[]>
  readonly resetAt?: string
  readonly requestId?: string
  readonly attempts?: number
  /** Headers that matter (rate limit, request id) of the answer that failed, when there was one. */
  readonly info?: ResponseInfo
  readonly unsent?: true

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.code = init.code
    if (init.endpoint !== undefined) this.endpoint = init.endpoint
    if (init.status !== undefined) this.status = init.status
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors
    if (init.resetAt !== undefined) this.resetAt = init.resetAt
    if (init.requestId !== undefined) this.requestId = init.requestId
    if (init.attempts !== undefined) this.attempts = init.attempts
    if (init.info !== undefined) this.info = init.info
    if (init.unsent) this.unsent = true
  }

  toJSON(): AppError {
    return toAppError(this)
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError

/** The AppError the IPC layer sends to the renderer. Anything that is not an ApiError becomes a generic `internal`. */
export function toAppError(err: unknown): AppError {
  if (err instanceof ApiError) {
    const out: AppError = { code: err.code, message: err.message }
    if (err.status !== undefined) out.status = err.status
    if (err.fieldErrors !== undefined) out.fieldErrors = err.fieldErrors
    if (err.resetAt !== undefined) out.resetAt = err.resetAt
    if (err.endpoint !== undefined) out.endpoint = err.endpoint
    if (err.requestId !== undefined) out.requestId = err.requestId
    return out
  }
  if (isAbortError(err)) return { code: 'cancelled', message: 'The request was cancelled.' }
  // An unknown error may carry a URL or other secrets in its text: never pass it on.
  return { code: 'internal', message: 'An internal error occurred.' }
}

export const isAbortError = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError'

/** Vendor error body (ErrorBody in src-shared/api/common.ts): any of `error`, `errors`, `message`. */
export interface VendorErrorBody {
  error?: string
  errors?: Record<string, string[]>
  message?: string
}

export function readVendorErrorBody(body: unknown): VendorErrorBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {}
  const b = body as Record<string, unknown>
  const out: VendorErrorBody = {}
  if (typeof b.error === 'string' && b.error.trim()) out.error = b.error.trim()
  if (typeof b.message === 'string' && b.message.trim()) out.message = b.message.trim()
  if (typeof b.errors === 'object' && b.errors !== null && !Array.isArray(b.errors)) {
    const fields: Record<string, string[]> = {}
    for (const [field, msgs] of Object.entries(b.errors as Record<string, unknown>)) {
      const list = Array.isArray(msgs)
        ? msgs.filter((m): m is string => typeof m === 'string')
        : typeof msgs === 'string'
          ? [msgs]
          : []
      if (list.length) fields[field] = list
    }
    if (Object.keys(fields).length) out.errors = fields
  }
  return out
}

const ADDRESS_NOT_FOUND = /not found/i

/** Maps a non-2xx answer to a typed error. The body of a 5xx is never shown: it is useless to users. */
export function errorFromResponse(args: {
  status: number
  body: unknown
  endpoint: string
  info: ResponseInfo
  attempts: number
}): ApiError {
  const { status, endpoint, info, attempts } = args
  const vendor = readVendorErrorBody(args.body)
  const said = vendor.message ?? vendor.error
  const base = { endpoint, status, attempts, info, ...(info.requestId ? { requestId: info.requestId } : {}) }
  const withVendorText = (text: string) => (said ? `${text}: ${said}` : text)

  if (status === 401) {
    return new ApiError({
      ...base,
      code: 'unauthorized',
      message: withVendorText('The service does not accept this API key (HTTP 401)')
    })
  }
  if (status === 403) {
    return new ApiError({
      ...base,
      code: 'forbidden',
      message: withVendorText(
        "This endpoint is not enabled for this API key; the vendor's sales team enables restricted endpoints (HTTP 403)"
      )
    })
  }
  if (status === 404)
    return new ApiError({ ...base, code: 'not_found', message: withVendorText('Not found (HTTP 404)') })
  if (status === 429) {
    const resetAt = info.rateLimit?.resetAt
    return new ApiError({
      ...base,
      ...(resetAt ? { resetAt } : {}),
      code: 'rate_limited',
      message: resetAt
        ? `The request quota of this API key is used up; it resets at ${resetAt} (HTTP 429)`
        : 'The request quota of this API key is used up (HTTP 429)'
    })
  }
  if (status >= 500) {
    return new ApiError({
      ...base,
      code: 'server_error',
      message: `The service had an internal error (HTTP ${status})`
    })
  }
  if (status === 400) {
    if (vendor.error && ADDRESS_NOT_FOUND.test(vendor.error)) {
      return new ApiError({
        ...base,
        code: 'address_not_found',
        message: `The address or coordinate was not found: ${vendor.error}`
      })
    }
    if (vendor.errors) {
      const summary = Object.entries(vendor.errors)
        .map(([field, msgs]) => `${field} ${msgs.join(', ')}`)
        .join('; ')
      return new ApiError({
        ...base,
        code: 'validation',
        fieldErrors: vendor.errors,
        message: `The service rejected the request: ${summary}`
      })
    }
  }
  if (status >= 300 && status < 400) {
    const to = info.location ? ` to ${info.location}` : ''
    return new ApiError({
      ...base,
      code: 'bad_request',
      message: `The service redirected${to} (HTTP ${status}); use that address as the base URL`
    })
  }
  return new ApiError({
    ...base,
    code: 'bad_request',
    message: withVendorText(`The service rejected the request (HTTP ${status})`)
  })
}
