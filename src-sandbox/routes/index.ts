// The routes: the API as one encapsulated Fastify plugin carrying its hooks (key check, body bounds,
// media type, meta), so they run for its routes only, and beside it the files served without a key
// (offer placeholder images, uploaded property images, the OpenAPI document) with the body bounds alone.
// Not wrapped in fastify-plugin: that would hand the hooks to the whole app.
import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'
import { registerKeyCheck } from '../http/auth'
import { registerBodyLimits } from '../http/body-limits'
import { registerContentTypeCheck } from '../http/content-type'
import { registerMeta } from '../http/meta'
import { registerOpenApiDocument } from '../http/openapi'
import * as properties from './properties'
import * as propertyGroups from './property-groups'
import * as propertyImages from './property-images'
import * as locations from './locations'
import * as block from './block'
import * as valuations from './valuations'
import * as priceFilter from './price-filter'
import * as offers from './offers'

/**
 * The API's hooks, for the scope of the API plugin: 401/403/429, then the 400 bounds, then 415, and meta
 * on its answers. Every route added to the scope afterwards must be built from a row of ENDPOINTS (routeOptions).
 */
export function registerApiHooks(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.endpoint)
      throw new Error(`${String(route.method)} ${route.url}: the API plugin takes routes built by routeOptions only`)
  })
  registerKeyCheck(app, ctx)
  registerBodyLimits(app)
  registerContentTypeCheck(app)
  registerMeta(app)
}

/** The API: its hooks and every route built from a row of ENDPOINTS. */
async function api(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  registerApiHooks(app, ctx)
  propertyGroups.register(app, ctx)
  properties.register(app, ctx)
  propertyImages.register(app, ctx)
  locations.register(app, ctx)
  block.register(app, ctx)
  valuations.register(app, ctx)
  priceFilter.register(app, ctx)
  offers.register(app, ctx)
}

/** What is served without a key. */
async function files(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  registerBodyLimits(app)
  registerOpenApiDocument(app)
  propertyImages.registerFiles(app, ctx)
  offers.registerFiles(app, ctx)
}

export async function registerRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  await app.register(api, ctx)
  await app.register(files, ctx)
}
