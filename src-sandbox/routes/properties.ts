// v2 properties (ENDPOINTS in src-shared/api/endpoints.ts, schemas in src-shared/api/v2-portfolio.ts):
//   GET   /api/v2/properties       limit (max 100, default 10), offset (default 0), parentId, query
//   POST  /api/v2/properties       Property fields -> 201 Property; the location is geocoded to carry
//                                  address.unstructured and coordinates (400 when it cannot be placed)
//   GET   /api/v2/properties/:id   Property
//   PATCH /api/v2/properties/:id   any subset of the fields -> Property
// Defaults when omitted: condition moderate, quality good, rentControl false.
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type ListQuery, type PropertyCreate, type PropertyPatch } from '@shared/api'
import type { SandboxContext } from '../context'
import { domain } from '../portfolio/service-errors'
import { routeOptions } from './route-options'

type IdParams = { Params: { id: string } }

export function propertyUrl(ctx: SandboxContext, id: string): string {
  return `${ctx.publicBaseUrl}/api/v2/properties/${encodeURIComponent(id)}`
}

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  app.route(routeOptions<{ Querystring: ListQuery }>(ENDPOINTS.propertiesList, (req) =>
    domain(() => ctx.portfolio.listProperties(req.query))
  ))

  app.route(routeOptions<{ Body: PropertyCreate }>(ENDPOINTS.propertiesCreate, async (req, reply) => {
    const property = await domain(() => ctx.portfolio.createProperty(req.body))
    reply.metaUrl = propertyUrl(ctx, property.id)
    return property
  }))

  app.route(routeOptions<IdParams>(ENDPOINTS.propertiesGet, async (req, reply) => {
    const property = await domain(() => ctx.portfolio.getProperty(req.params.id))
    reply.metaUrl = propertyUrl(ctx, property.id)
    return property
  }))

  app.route(routeOptions<IdParams & { Body: PropertyPatch }>(ENDPOINTS.propertiesUpdate, async (req, reply) => {
    const property = await domain(() => ctx.portfolio.patchProperty(req.params.id, req.body ?? {}))
    reply.metaUrl = propertyUrl(ctx, property.id)
    return property
  }))
}
