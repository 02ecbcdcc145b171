// `meta {url, version}` on every successful JSON answer of an endpoint. Handlers return bodies
// without meta; one that links to its object sets `reply.metaUrl = '<absolute url>'`.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_VERSIONS, type Endpoint, type Meta } from '@shared/api'

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

export function metaFor(req: FastifyRequest, url: string | null): Meta | null {
  const endpoint = req.routeOptions.config.endpoint
  return endpoint ? { url, version: versionOf(endpoint) } : null
}

export function registerMeta(app: FastifyInstance): void {
  app.decorateReply('metaUrl', null)
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !isPlainObject(payload)) return payload
    const meta = metaFor(req, reply.metaUrl)
    return meta ? { ...payload, meta } : payload
  })
}
