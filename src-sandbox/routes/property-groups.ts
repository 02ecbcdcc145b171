// v2 property groups (ENDPOINTS in src-shared/api/endpoints.ts, schemas in src-shared/api/v2-portfolio.ts):
//   GET    /api/v2/property_groups        limit (max 100, default 10), offset (default 0), parentId, query
//   POST   /api/v2/property_groups        customId, externalId, parentId, location -> 201 PropertyGroup
//   GET    /api/v2/property_groups/:id    PropertyGroup
//   PATCH  /api/v2/property_groups/:id    any subset of the create fields -> PropertyGroup
//   DELETE /api/v2/property_groups/:id    204; removes the subtree with its properties and images
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS } from '@shared/api'
import type { SandboxContext } from '../context'
import { registerResource, type IdParams } from './resource'
import { routeOptions } from './route-options'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  const groups = ctx.portfolio.groups
  registerResource(app, ctx, 'propertyGroups', groups)

  app.route(
    routeOptions<IdParams>(ENDPOINTS.propertyGroupsDelete, async (req) => {
      await groups.delete(req.params.id)
      return undefined
    })
  )
}
