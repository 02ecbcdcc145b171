// v1 building block: GET /api/v1/block with address or coordinate (address wins).
// No place -> 400 address-not-found; a place without a street address (only a postal code or town
// was given) has no building block -> 400 {"error": "building block not found"}.
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type BlockQuery } from '@shared/api'
import type { SandboxContext } from '../context'
import { ErrorAnswer } from '../http/errors'
import { routeOptions } from './route-options'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  app.route(
    routeOptions<{ Querystring: BlockQuery }>(ENDPOINTS.block, async (req) => {
      const { address, coordinate } = req.query
      if (!address && !coordinate) throw ErrorAnswer.fields({ address: ['address or coordinate must be given'] })
      const point = ctx.locations.locateV1(address, coordinate)
      if (!point) throw ErrorAnswer.of('addressNotFound')
      if (point.source === 'address' && !point.street) throw ErrorAnswer.of('blockNotFound')
      return ctx.locations.block(point)
    })
  )
}
