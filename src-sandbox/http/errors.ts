// Error answers in the vendor's shapes (ErrorBody in src-shared/api/common.ts): `{"error": ...}` for a category,
// `{"errors": {"<field path>": ["<message>"]}}` for invalid fields. Handlers throw ErrorAnswer (an error answer of the service, not main's ServiceError);
// the error handler in app.ts turns everything else into one of these bodies too.
import type { ErrorBody } from '@shared/api'
import { redactApiKeyParams } from '@shared/redact'

export type FieldErrors = Record<string, string[]>

export class ErrorAnswer extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.error ?? body.message ?? 'request failed')
    this.name = 'ErrorAnswer'
  }

  static notAuthorized(): ErrorAnswer {
    return new ErrorAnswer(401, { error: 'not authorized' })
  }

  static notEntitled(): ErrorAnswer {
    return new ErrorAnswer(403, { error: 'this endpoint is not enabled for this key; ask sales to enable it' })
  }

  static quotaExceeded(): ErrorAnswer {
    return new ErrorAnswer(429, { error: 'daily request quota exceeded' })
  }

  static notFound(): ErrorAnswer {
    return new ErrorAnswer(404, { error: 'not found' })
  }

  static addressNotFound(): ErrorAnswer {
    return new ErrorAnswer(400, { error: 'address or coordinate not found' })
  }

  static blockNotFound(): ErrorAnswer {
    return new ErrorAnswer(400, { error: 'building block not found' })
  }

  static fields(errors: FieldErrors): ErrorAnswer {
    return new ErrorAnswer(400, { errors })
  }

  static payloadTooLarge(): ErrorAnswer {
    return new ErrorAnswer(413, { error: 'payload too large' })
  }

  static unsupportedMediaType(message = 'unsupported media type'): ErrorAnswer {
    return new ErrorAnswer(415, { error: message })
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
    case 404: return { status, body: { error: 'not found' } }
    case 405: return { status: 404, body: { error: 'not found' } }
    case 406: return { status: 415, body: { error: 'unsupported media type', message } }
    case 413: return { status, body: { error: 'payload too large' } }
    case 415: return { status, body: { error: 'unsupported media type' } }
    default: return { status, body: { error: 'bad request', message } }
  }
}
