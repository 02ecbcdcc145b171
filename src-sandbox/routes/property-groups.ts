// v2 property groups (ENDPOINTS in src-shared/api/endpoints.ts, schemas in src-shared/api/v2-portfolio.ts):
//   GET    /api/v2/property_groups        limit (max 100, default 10), offset (default 0), parentId, query
//   POST   /api/v2/property_groups        customId, externalId, parentId, location -> 201 PropertyGroup
//   GET    /api/v2/property_groups/:id    PropertyGroup
//   PATCH  /api/v2/property_groups/:id    any subset of the create fields -> PropertyGroup
//   DELETE /api/v2/property_groups/:id    204; removes the subtree with its properties and images
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type ListQuery, type PropertyGroupCreate, type PropertyGroupPatch } from '@shared/api'
import type { SandboxContext } from '../context'
import { domain } from '../portfolio/service-errors'
import { routeOptions } from './route-options'

type IdParams = { Params: { id: string } }

export function groupUrl(ctx: SandboxContext, id: string): string {
  return `${ctx.publicBaseUrl}/api/v2/property_groups/${encodeURIComponent(id)}`
}

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  app.route(routeOptions<{ Querystring: ListQuery }>(ENDPOINTS.propertyGroupsList, (req) =>
    domain(() => ctx.portfolio.listGroups(req.query))
  ))

  app.route(routeOptions<{ Body: PropertyGroupCreate }>(ENDPOINTS.propertyGroupsCreate, async (req, reply) => {
    const group = await domain(() => ctx.portfolio.createGroup(req.body))
    reply.metaUrl = groupUrl(ctx, group.id)
    return group
  }))

  app.route(routeOptions<IdParams>(ENDPOINTS.propertyGroupsGet, async (req, reply) => {
    const group = await domain(() => ctx.portfolio.getGroup(req.params.id))
    reply.metaUrl = groupUrl(ctx, group.id)
    return group
  }))

  app.route(routeOptions<IdParams & { Body: PropertyGroupPatch }>(ENDPOINTS.propertyGroupsUpdate, async (req, reply) => {
    const group = await domain(() => ctx.portfolio.patchGroup(req.params.id, req.body ?? {}))
    reply.metaUrl = groupUrl(ctx, group.id)
    return group
  }))

  app.route(routeOptions<IdParams>(ENDPOINTS.propertyGroupsDelete, async (req) => {
    await domain(() => ctx.portfolio.deleteGroup(req.params.id))
    return undefined
  }))
}
