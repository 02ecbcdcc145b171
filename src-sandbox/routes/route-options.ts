// Builds a Fastify route from a row of ENDPOINTS: method, path, the params/query/body schemas
// validated before the handler runs, the response schema (for the OpenAPI document only; answers are
// serialised with JSON.stringify so a handler can never fail on serialisation), and the endpoint row
// in config, which the auth hook (401/403/429) and the meta hook read.
import type { FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface, RouteOptions } from 'fastify'
import { ErrorBody, type Endpoint } from '@shared/api'

export type EndpointHandler<G extends RouteGenericInterface = RouteGenericInterface> = (
  req: FastifyRequest<G>,
  reply: FastifyReply<G>
) => unknown

function tagOf(endpoint: Endpoint): string {
  const [, , version, group] = endpoint.path.split('/')
  return `${version} ${group}`
}

export function endpointSchema(endpoint: Endpoint): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.id,
    tags: [tagOf(endpoint)],
    summary: `${endpoint.method} ${endpoint.path}${endpoint.restricted ? ' (restricted)' : ''}`
  }
  if (endpoint.deprecated) schema.deprecated = true
  if (endpoint.params) schema.params = endpoint.params
  if (endpoint.query) schema.querystring = endpoint.query
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body
  const errors: Record<number, string> = {
    400: 'invalid input: {"errors": {"<field path>": ["<message>"]}}, or {"error": "..."}',
    401: 'missing or unknown api_key: {"error": "not authorized"}',
    429: 'daily request quota of the key spent'
  }
  if (endpoint.restricted) errors[403] = 'the key is not enabled for this restricted endpoint'
  if (endpoint.params) errors[404] = 'no object with this id: {"error": "not found"}'
  if (endpoint.body || endpoint.multipart) {
    errors[413] = 'body too large'
    errors[415] = endpoint.multipart
      ? 'not multipart, or the file is not a JPEG, PNG, WebP or HEIC image'
      : 'body is not JSON'
  }
  const response: Record<number, unknown> = endpoint.response
    ? { [endpoint.status]: endpoint.response }
    : { [endpoint.status]: { type: 'null', description: 'No Content' } }
  for (const [status, description] of Object.entries(errors)) response[Number(status)] = { ...ErrorBody, description }
  schema.response = response
  return schema
}

/**
 * `app.route(routeOptions(ENDPOINTS.x, async (req, reply) => body))`. The reply status defaults to the
 * endpoint's (201 creations, 204 deletions); return the body without meta, or nothing for a 204.
 */
export function routeOptions<G extends RouteGenericInterface = RouteGenericInterface>(
  endpoint: Endpoint,
  handler: EndpointHandler<G>
): RouteOptions {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    config: { endpoint },
    handler: async (req, reply) => {
      reply.code(endpoint.status)
      const typedReq = req as unknown as FastifyRequest<G>
      const typedReply = reply as unknown as FastifyReply<G>
      const body = await handler(typedReq, typedReply)
      if (reply.sent) return reply
      if (body === undefined) return reply.send()
      return body
    }
  }
}
