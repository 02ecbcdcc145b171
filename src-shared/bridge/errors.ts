// Errors travel across the bridge as data: Electron keeps only `message` of a thrown Error.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'

export const ERROR_CODES = [
  'unauthorized', // 401: unknown or missing key
  'forbidden', // 403: endpoint not enabled for this key (restricted endpoints are enabled by the vendor's sales)
  'validation', // 400 with field messages
  'address_not_found', // 400 {"error": "address or coordinate not found"}
  'not_found', // 404
  'rate_limited', // 429, with resetAt
  'server_error', // 5xx
  'offline', // the service could not be reached
  'timeout',
  'cancelled',
  'invalid_response', // the service answered with a shape we cannot read
  'bad_request', // any other 4xx
  'invalid_argument', // an IPC call whose arguments failed validation in main
  'keychain_unavailable', // no OS keychain (Secret Service, Keychain, Credential Manager) could be reached
  'report_damaged', // a saved report in the library cannot be read (damaged cache entry); it can only be deleted
  'stored_item_damaged', // any other stored item (a comparable set, a valuation or grid, a kept market answer) cannot be read
  'address_changed', // a new version would put another address into a saved entry; nothing was saved
  'declined', // the user said no in the confirmation main showed (a new address, local tile servers); nothing changed or was sent
  'internal' // a bug of ours; the message is generic
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const AppError = Type.Object({
  code: Literals(ERROR_CODES),
  /** English text for logs and as a fallback; the renderer shows its own localized text for `code`. */
  message: Type.String(),
  status: Type.Optional(Type.Integer()),
  fieldErrors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** ISO timestamp at which a rate-limit quota resets. */
  resetAt: Type.Optional(Type.String()),
  /** Which endpoint or part failed, e.g. "locationsAddresses". */
  endpoint: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String())
})
export type AppError = Static<typeof AppError>

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError }
