// 415 when the body's media type does not fit the endpoint: multipart sent to a JSON endpoint, or
// anything but multipart sent to the image upload. (Other media types never reach a route: only the
// JSON and multipart parsers are registered.) Runs after auth, so 401/403 come first.
// Registered inside the API plugin (routes/index.ts), so it runs for the API's routes only.
import type { FastifyInstance } from 'fastify'
import { endpointOf } from './auth'
import { ErrorAnswer } from './errors'

export function registerContentTypeCheck(api: FastifyInstance): void {
  api.addHook('preValidation', async (req) => {
    const endpoint = endpointOf(req)
    if (endpoint.multipart) {
      if (!req.isMultipart()) throw new ErrorAnswer(415, { error: 'expected multipart/form-data' })
    } else if (req.isMultipart()) {
      throw endpoint.body
        ? new ErrorAnswer(415, { error: 'expected application/json' })
        : ErrorAnswer.of('unsupportedMediaType')
    }
  })
}
