// Maps every error to the vendor's error bodies: an ErrorAnswer as it is, a portfolio's domain error as
// the answer the vendor gives for it, request validation as field errors. Client errors keep their 4xx
// status; only a bug in the sandbox itself answers 500 (the fuzz test in tests/sandbox/http proves no
// input gets there).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorObject } from 'ajv'
import type { ErrorBody } from '@shared/api'
import { PortfolioError } from '../portfolio/errors'
import { checkBodyLimits } from './body-limits'
import { clientErrorBody, ErrorAnswer } from './errors'
import { fieldErrors } from './validation'

/** A domain error of the portfolio as the vendor's HTTP answer. */
function portfolioAnswer(err: PortfolioError): ErrorAnswer {
  switch (err.kind) {
    case 'notFound':
      return ErrorAnswer.of('notFound')
    case 'fields':
      return ErrorAnswer.fields(err.fields ?? {})
    case 'addressNotFound':
      return ErrorAnswer.of('addressNotFound')
    case 'unsupportedImage':
      return ErrorAnswer.of('unsupportedMediaType', err.message)
  }
}

export function errorResponse(error: unknown): { status: number; body: ErrorBody } {
  const answer = error instanceof PortfolioError ? portfolioAnswer(error) : error
  if (answer instanceof ErrorAnswer) return { status: answer.status, body: answer.body }
  const e = error as Partial<FastifyError> & { validation?: ErrorObject[]; validationContext?: string }
  if (Array.isArray(e.validation))
    return { status: 400, body: { errors: fieldErrors(e.validation, e.validationContext) } }
  if (error instanceof SyntaxError && e.statusCode === undefined)
    return { status: 400, body: { error: 'malformed JSON' } }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500
  if (status >= 400 && status < 500) {
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
      return { status: 400, body: { error: 'malformed JSON' } }
    return clientErrorBody(status, typeof e.message === 'string' ? e.message : 'bad request')
  }
  return { status: 500, body: { error: 'internal server error' } }
}

export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = errorResponse(error)
  if (status >= 500) req.log.error({ err: error }, 'unhandled error')
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => sendError(error, req, reply))
  // An unknown path has its query and body bounded like every route's (routes/index.ts registers the hook per scope).
  app.setNotFoundHandler({ preValidation: checkBodyLimits }, (req, reply) =>
    sendError(ErrorAnswer.of('notFound'), req, reply)
  )
}
