// The four routes of a v2 customer-data resource (property_groups, properties), built from its rows of
// ENDPOINTS (the resource() builder in src-shared/api/endpoints.ts): list, create, get and update, each
// a portfolio call (its PortfolioErrors become the vendor's answers in http/error-handler.ts); an answer
// about one item names that item's URL in meta.
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type ListQuery } from '@shared/api'
import type { SandboxContext } from '../context'
import type { Resource } from '../portfolio'
import { routeOptions } from './route-options'

export type IdParams = { Params: { id: string } }

export function registerResource<Create, Patch, Item extends { id: string }>(
  app: FastifyInstance,
  ctx: SandboxContext,
  name: 'propertyGroups' | 'properties',
  calls: Resource<Create, Patch, Item>
): void {
  const itemPath = ENDPOINTS[`${name}Get`].path
  const item = async (reply: { metaUrl: string | null }, call: () => Item | Promise<Item>): Promise<Item> => {
    const found = await call()
    reply.metaUrl = `${ctx.publicBaseUrl}${itemPath.replace(':id', encodeURIComponent(found.id))}`
    return found
  }
  app.route(routeOptions<{ Querystring: ListQuery }>(ENDPOINTS[`${name}List`], (req) => calls.list(req.query)))
  app.route(
    routeOptions<{ Body: Create }>(ENDPOINTS[`${name}Create`], (req, reply) =>
      item(reply, () => calls.create(req.body as Create))
    )
  )
  app.route(
    routeOptions<IdParams>(ENDPOINTS[`${name}Get`], (req, reply) => item(reply, () => calls.get(req.params.id)))
  )
  app.route(
    routeOptions<IdParams & { Body: Patch }>(ENDPOINTS[`${name}Update`], (req, reply) =>
      item(reply, () => calls.update(req.params.id, (req.body ?? {}) as Patch))
    )
  )
}
