// X-Request-Id on every response. X-Custom-Id / X-Custom-Client-Id from the client (at most 64
// characters each, as the vendor allows) only go into the log, like the vendor's customer request log.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export const genRequestId = (): string => randomUUID()

const CLIENT_ID = /^[\x20-\x7e]{1,64}$/

function clientId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && CLIENT_ID.test(value) ? value : undefined
}

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id)
    const customId = clientId(req.headers['x-custom-id'])
    const customClientId = clientId(req.headers['x-custom-client-id'])
    if (customId || customClientId) req.log.info({ customId, customClientId }, 'client request ids')
  })
}
