// Error answers in the vendor's shapes (ErrorBody in src-shared/api/common.ts): `{"error": ...}` for a category,
// `{"errors": {"<field path>": ["<message>"]}}` for invalid fields. Handlers throw ErrorAnswer (an error answer of the service, not main's ServiceError);
// the error handler in app.ts turns everything else into one of these bodies too.
import type { ErrorBody } from '@shared/api'
import { redactApiKeyParams } from '@shared/redact'

export type FieldErrors = Record<string, string[]>

/** The failures with a fixed `error` text, and their status. */
const KINDS = {
  notAuthorized: [401, 'not authorized'],
  notEntitled: [403, 'this endpoint is not enabled for this key; ask sales to enable it'],
  quotaExceeded: [429, 'daily request quota exceeded'],
  notFound: [404, 'not found'],
  addressNotFound: [400, 'address or coordinate not found'],
  blockNotFound: [400, 'building block not found'],
  payloadTooLarge: [413, 'payload too large'],
  unsupportedMediaType: [415, 'unsupported media type']
} as const satisfies Record<string, readonly [number, string]>

export type ErrorKind = keyof typeof KINDS

/** Status and body of a failure of this kind; `message` (details) stands beside the fixed `error` text. */
export function answerOf(kind: ErrorKind, message?: string): { status: number; body: ErrorBody } {
  const [status, error] = KINDS[kind]
  return { status, body: message === undefined ? { error } : { error, message } }
}

export class ErrorAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody
  ) {
    super(body.error ?? body.message ?? 'request failed')
    this.name = 'ErrorAnswer'
  }

  static of(kind: ErrorKind, message?: string): ErrorAnswer {
    const { status, body } = answerOf(kind, message)
    return new ErrorAnswer(status, body)
  }

  static fields(errors: FieldErrors): ErrorAnswer {
    return new ErrorAnswer(400, { errors })
  }

  static badRequest(message: string): ErrorAnswer {
    return new ErrorAnswer(400, { error: message })
  }
}

/** Status and body for any 4xx error Fastify or a plugin raised (statusCode set on the error). */
export function clientErrorBody(status: number, rawMessage: string): { status: number; body: ErrorBody } {
  // Fastify's messages may quote the request URL with its key.
  const message = redactApiKeyParams(rawMessage)
  switch (status) {
    case 404:
    case 405:
      return answerOf('notFound')
    case 406:
      return answerOf('unsupportedMediaType', message)
    case 413:
      return answerOf('payloadTooLarge')
    case 415:
      return answerOf('unsupportedMediaType')
    default:
      return { status, body: { error: 'bad request', message } }
  }
}
