// `meta {url, version}` on every successful JSON answer of an endpoint. Handlers return bodies
// without meta; one that links to its object sets `reply.metaUrl = '<absolute url>'`.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_VERSIONS, type Endpoint, type Meta } from '@shared/api'
import { endpointOf } from './auth'

declare module 'fastify' {
  interface FastifyReply {
    /** meta.url of this answer; null (the default) on lists, images and v1 answers. */
    metaUrl: string | null
  }
}

export function versionOf(endpoint: Endpoint): string {
  return endpoint.path.startsWith('/api/v1/') ? API_VERSIONS.v1 : API_VERSIONS.v2
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false
  const proto = Object.getPrototypeOf(x)
  return proto === Object.prototype || proto === null
}

/** The meta of an answer of the API's routes. */
export function metaFor(req: FastifyRequest, url: string | null): Meta {
  return { url, version: versionOf(endpointOf(req)) }
}

/** Registered inside the API plugin (routes/index.ts): only the API's answers get meta. */
export function registerMeta(api: FastifyInstance): void {
  api.decorateReply('metaUrl', null)
  api.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !isPlainObject(payload)) return payload
    return { ...payload, meta: metaFor(req, reply.metaUrl) }
  })
}
