// v2 locations: POST /api/v2/locations/addresses and /regions. Body `{ location }` (structured address
// or coordinates; coordinates win). Derivation in src-sandbox/locations (MODEL.md).
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type LocationRequest } from '@shared/api'
import type { SandboxContext } from '../context'
import { ErrorAnswer } from '../http/errors'
import { routeOptions } from './route-options'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  const place = (body: LocationRequest) => {
    const { address, coordinates } = body.location
    if (!coordinates && !(address && Object.values(address).some((v) => typeof v === 'string' && v.trim()))) {
      throw ErrorAnswer.fields({ location: ['must have an address or coordinates'] })
    }
    const point = ctx.locations.locateV2(body.location)
    if (!point) throw ErrorAnswer.of('addressNotFound')
    return point
  }

  app.route(
    routeOptions<{ Body: LocationRequest }>(ENDPOINTS.locationsAddresses, async (req) =>
      ctx.locations.addresses(place(req.body))
    )
  )
  app.route(
    routeOptions<{ Body: LocationRequest }>(ENDPOINTS.locationsRegions, async (req) =>
      ctx.locations.regions(place(req.body))
    )
  )
}
