// Registers every endpoint group. Each owner adds the import and the call of their module here.
import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'
import * as properties from './properties'
import * as propertyGroups from './property-groups'
import * as propertyImages from './property-images'
import * as locations from './locations'
import * as block from './block'
import * as valuations from './valuations'
import * as priceFilter from './price-filter'
import * as offers from './offers'

export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  void app
  void ctx
  propertyGroups.register(app, ctx)
  properties.register(app, ctx)
  propertyImages.register(app, ctx)
  locations.register(app, ctx)
  block.register(app, ctx)
  valuations.register(app, ctx)
  priceFilter.register(app, ctx)
  offers.register(app, ctx)
}
