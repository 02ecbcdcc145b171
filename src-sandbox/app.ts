// The Fastify application of the sandbox, without listening: the hooks every answer needs (request
// id, X-RateLimit-*, pooled answer buffers), validation, errors, OpenAPI and the routes. createSandbox (server.ts) listens; tests can also use app.inject().
import type { Http2SecureServer } from 'node:http2'
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import multipart from '@fastify/multipart'
import { IMAGE_MAX_BYTES } from '@shared/api'
import type { SandboxContext } from './context'
import { rateLimitHeaders, registerRateLimitHeaders } from './http/auth'
import { registerBodyBuffers } from './http/body-buffers'
import { registerErrorHandling, sendError } from './http/error-handler'
import { ErrorAnswer } from './http/errors'
import { registerMarketTurns } from './http/market-turns'
import { registerOpenApi } from './http/openapi'
import { genRequestId, registerRequestIds } from './http/request-id'
import { compileValidator } from './http/validation'
import { registerRoutes } from './routes'
import { redact } from '@shared/redact'

export interface BuildOptions {
  /** Request log lines (JSON) to stdout, or to the given stream. */
  log?: boolean | NodeJS.WritableStream
  /** HTTP/2 over TLS with HTTP/1.1 fallback. */
  tls?: { cert: string; key: string }
}

/** Largest JSON body accepted (413 above). */
export const JSON_BODY_LIMIT = 1024 * 1024

export async function buildApp(ctx: SandboxContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const secrets = ctx.keys.keys.map((k) => k.key)
  const base: FastifyServerOptions = {
    logger: opts.log
      ? {
          level: 'info',
          ...(typeof opts.log === 'object' ? { stream: opts.log } : {}),
          // Request URLs carry the api_key: the log shows it redacted.
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({
              method: req.method,
              url: redact(req.url, secrets),
              id: req.id
            })
          }
        }
      : false,
    genReqId: genRequestId,
    // Stopping the sandbox ends every connection. With the default ('idle'), a keep-alive connection that
    // had served an image file stream was not counted idle, and close() waited out the 72 s keep-alive.
    forceCloseConnections: true,
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    // Errors raised before routing (a malformed URL) skip the hooks: set the headers here.
    frameworkErrors: (error, req, reply) => {
      reply.header('X-Request-Id', req.id)
      rateLimitHeaders(ctx, req, reply)
      // The message quotes the request URL, key included.
      sendError(ErrorAnswer.badRequest(redact(error.message, secrets)), req, reply)
    }
  }
  const app = (opts.tls
    ? Fastify({
        ...base,
        http2: true,
        https: { allowHTTP1: true, cert: opts.tls.cert, key: opts.tls.key }
      } as FastifyHttp2SecureOptions<Http2SecureServer>)
    : Fastify(base)) as unknown as FastifyInstance

  app.setValidatorCompiler(({ schema, httpPart }) => compileValidator(schema, httpPart))
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  // Bodies are JSON (or multipart for image uploads); anything else is a 415.
  app.removeContentTypeParser('text/plain')
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 32 }
  })

  registerRequestIds(app)
  registerRateLimitHeaders(app, ctx)
  registerBodyBuffers(app)
  registerErrorHandling(app)
  await registerOpenApi(app)
  // Before the routes: it wraps the handlers of the routes that read the market as they are added.
  registerMarketTurns(app, ctx)
  // The API's own hooks (key, body bounds, media type, meta) live in its plugin (routes/index.ts).
  await registerRoutes(app, ctx)
  return app
}
