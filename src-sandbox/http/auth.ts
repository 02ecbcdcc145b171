// Keys and quota: `api_key` from the query string or the JSON body (removed from both before
// validation, so handlers and body schemas never see it), 401 / 403 / 429, and the X-RateLimit-*
// headers on every response, errors included.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Endpoint } from '@shared/api'
import type { SandboxContext } from '../context'
import { RESTRICTED, type SandboxKey } from '../keys'
import { ErrorAnswer } from './errors'
import { nextUtcMidnight, type QuotaState } from './quota'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The row of ENDPOINTS this route serves (set by routeOptions). */
    endpoint?: Endpoint
  }
  interface FastifyRequest {
    sandboxKey: SandboxKey | null
    quotaState: QuotaState | null
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** Removes api_key from query and body; the query's wins. Undefined when none is a string. */
function takeApiKey(req: FastifyRequest): string | undefined {
  let key: unknown
  if (isRecord(req.query) && 'api_key' in req.query) {
    key = req.query.api_key
    delete req.query.api_key
  }
  if (isRecord(req.body) && 'api_key' in req.body) {
    if (key === undefined) key = req.body.api_key
    delete req.body.api_key
  }
  return typeof key === 'string' && key.length > 0 ? key : undefined
}

function peekKey(ctx: SandboxContext, req: FastifyRequest): SandboxKey | undefined {
  const q = req.query
  return isRecord(q) && typeof q.api_key === 'string' ? ctx.keys.find(q.api_key) : undefined
}

export function rateLimitHeaders(ctx: SandboxContext, req: FastifyRequest, reply: FastifyReply): void {
  const key = req.sandboxKey ?? peekKey(ctx, req)
  const state = req.quotaState ?? (key ? ctx.quota.peek(key) : null)
  reply.header('X-RateLimit-Limit', String(state?.limit ?? 0))
  reply.header('X-RateLimit-Remaining', String(state?.remaining ?? 0))
  reply.header('X-RateLimit-Reset', String(state?.reset ?? nextUtcMidnight()))
}

/** The X-RateLimit-* headers on every response (the whole app: errors and files included). */
export function registerRateLimitHeaders(app: FastifyInstance, ctx: SandboxContext): void {
  app.decorateRequest('sandboxKey', null)
  app.decorateRequest('quotaState', null)
  app.addHook('onSend', async (req, reply, payload) => {
    rateLimitHeaders(ctx, req, reply)
    return payload
  })
}

/** The key check of the API's routes (registered inside the API plugin, routes/index.ts): 401, 403, 429. */
export function registerKeyCheck(api: FastifyInstance, ctx: SandboxContext): void {
  api.addHook('preValidation', async (req) => {
    const endpoint = endpointOf(req)
    const given = takeApiKey(req)
    const key = given === undefined ? undefined : ctx.keys.find(given)
    if (!key) throw ErrorAnswer.of('notAuthorized')
    req.sandboxKey = key
    if (endpoint.restricted && !key.entitlements.includes(RESTRICTED)) throw ErrorAnswer.of('notEntitled')
    if (key.endpoints && !key.endpoints.includes(endpoint.id)) throw ErrorAnswer.of('notEntitled')
    const state = ctx.quota.consume(key)
    req.quotaState = state
    if (!state.allowed) throw ErrorAnswer.of('quotaExceeded')
  })
}

/** The endpoint row of a route of the API plugin (every one has one: routes/index.ts checks as they are added). */
export function endpointOf(req: FastifyRequest): Endpoint {
  return req.routeOptions.config.endpoint!
}
