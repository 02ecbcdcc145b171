// Valuations (METHOD.md in src-sandbox/valuation):
//   GET|POST /api/v1/vps/apartments, /apartment_buildings, /houses, /plots   -> { valuation, confidence? }
//   GET /api/v1/valuation/alpha (deprecated: Deprecation and Sunset headers) -> { valuation, confidence }
//   POST /api/v2/valuations/properties_light                              -> { value, currency, confidence }
// Thin data lowers the confidence; only a market without any comparable offer answers 400 "not enough
// comparable offers" (the vendor's code set has no 422).
import type { FastifyInstance } from 'fastify'
import { Type, type TObject } from '@sinclair/typebox'
import {
  ENDPOINTS,
  type Endpoint,
  type PropertiesLightRequest,
  type ValuationAlphaQuery,
  type VpsApartmentBuildingsQuery,
  type VpsApartmentsQuery,
  type VpsHousesQuery,
  type VpsPlotsQuery
} from '@shared/api'
import type { SandboxContext } from '../context'
import type { GeoPoint } from '../geo/types'
import { ErrorAnswer } from '../http/errors'
import {
  confidenceV1,
  confidenceV2,
  normaliseClass,
  NotEnoughComparables,
  type ConditionClass,
  type QualityClass
} from '../valuation'
import { routeOptions } from './route-options'

/** The deprecated alpha endpoint's schedule (RFC 9745 Deprecation date, RFC 8594 Sunset). */
export const ALPHA_DEPRECATED_AT = Date.UTC(2025, 0, 1) / 1000
export const ALPHA_SUNSET = new Date(Date.UTC(2027, 5, 30, 23, 59, 59)).toUTCString()

/** A valuation is a number: inputs the model cannot turn into one are the request's fault, never 200 with null. */
function guarded<T extends { value: number | null }>(compute: () => T): T {
  try {
    const result = compute()
    if (typeof result.value !== 'number' || !Number.isFinite(result.value))
      throw ErrorAnswer.badRequest('the given values are outside the range this valuation can compute')
    return result
  } catch (err) {
    if (err instanceof NotEnoughComparables) throw ErrorAnswer.badRequest(err.message)
    throw err
  }
}

type V1Common = {
  address?: string
  coordinate?: string
  condition?: string
  furnishing?: string
  building_year?: number
}

/** GET with the parameters in the query; POST with them in a JSON body (or the query). */
function both<Q extends object>(app: FastifyInstance, endpoint: Endpoint, handle: (params: Q) => unknown): void {
  app.route(routeOptions<{ Querystring: Q }>(endpoint, async (req) => handle(req.query as Q)))
  // The query of a POST is read by the same rules as a GET's (numbers strictly decimal); the body wins.
  const post: Endpoint = {
    ...endpoint,
    id: `${endpoint.id}Post`,
    method: 'POST',
    body: endpoint.query,
    query: endpoint.query ? Type.Partial(endpoint.query as TObject) : undefined
  }
  app.route(
    routeOptions<{ Body: Q; Querystring: Partial<Q> }>(post, async (req) =>
      handle({ ...(req.query ?? {}), ...(req.body ?? {}) } as Q)
    )
  )
}

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  const placeV1 = (q: V1Common): GeoPoint => {
    if (!q.address && !q.coordinate) throw ErrorAnswer.fields({ address: ['address or coordinate must be given'] })
    const point = ctx.locations.locateV1(q.address, q.coordinate)
    if (!point) throw ErrorAnswer.of('addressNotFound')
    return point
  }
  const classes = (q: V1Common) => ({
    buildingYear: q.building_year,
    condition: normaliseClass(q.condition) as ConditionClass | undefined,
    quality: normaliseClass(q.furnishing) as QualityClass | undefined
  })
  const apartment = (q: VpsApartmentsQuery) => {
    const point = placeV1(q)
    const r = guarded(() => ctx.valuation.apartment(point, { livingArea: q.living_space, ...classes(q) }))
    return { valuation: r.value, confidence: confidenceV1(r.estimate.uncertainty) }
  }

  both<VpsApartmentsQuery>(app, ENDPOINTS.vpsApartments, apartment)

  both<VpsApartmentBuildingsQuery>(app, ENDPOINTS.vpsApartmentBuildings, (q) => {
    const point = placeV1(q)
    const r = guarded(() =>
      ctx.valuation.apartmentBuilding(point, { livingArea: q.living_space, landArea: q.land_area, ...classes(q) })
    )
    return { valuation: r.value, confidence: confidenceV1(r.estimate.uncertainty) }
  })

  both<VpsHousesQuery>(app, ENDPOINTS.vpsHouses, (q) => {
    const point = placeV1(q)
    const r = guarded(() =>
      ctx.valuation.house(point, {
        livingArea: q.living_space,
        landArea: q.land_area,
        houseType: q.house_type as never,
        ...classes(q)
      })
    )
    return { valuation: r.value }
  })

  both<VpsPlotsQuery>(app, ENDPOINTS.vpsPlots, (q) => {
    const point = placeV1(q)
    return { valuation: guarded(() => ctx.valuation.plot(point, q.land_area)).value }
  })

  app.route(
    routeOptions<{ Querystring: ValuationAlphaQuery }>(ENDPOINTS.valuationAlpha, async (req, reply) => {
      const body = apartment(req.query)
      reply.header('Deprecation', `@${ALPHA_DEPRECATED_AT}`)
      reply.header('Sunset', ALPHA_SUNSET)
      reply.header('Link', '</api/v2/valuations/properties_light>; rel="successor-version"')
      return body
    })
  )

  app.route(
    routeOptions<{ Body: PropertiesLightRequest }>(ENDPOINTS.propertiesLight, async (req) => {
      const p = req.body.property
      const type = p.propertyType.type
      const required: Record<string, (keyof typeof p)[]> = {
        apartment: ['livingArea'],
        house: ['livingArea', 'landArea', 'buildingYear', 'condition', 'quality'],
        apartment_building: ['livingArea', 'landArea'],
        plot: ['landArea']
      }
      const missing = required[type].filter((k) => p[k] === undefined)
      if (missing.length)
        throw ErrorAnswer.fields(Object.fromEntries(missing.map((k) => [`property.${k}`, ["can't be blank"]])))
      if (!p.location.coordinates && !p.location.address)
        throw ErrorAnswer.fields({ 'property.location': ["can't be blank"] })
      const point = ctx.locations.locateV2(p.location)
      if (!point) throw ErrorAnswer.of('addressNotFound')
      const v = ctx.valuation
      const common = {
        buildingYear: p.buildingYear,
        condition: p.condition as ConditionClass | undefined,
        quality: p.quality as QualityClass | undefined
      }
      const r = guarded(() => {
        switch (type) {
          case 'apartment':
            return v.apartment(point, {
              livingArea: p.livingArea!,
              landArea: p.landArea,
              subtype: p.propertyType.subtype,
              ...common
            })
          case 'house':
            return v.house(point, {
              livingArea: p.livingArea!,
              landArea: p.landArea,
              houseType: houseTypeOf(p.propertyType.subtype),
              ...common
            })
          case 'apartment_building':
            return v.apartmentBuilding(point, { livingArea: p.livingArea!, landArea: p.landArea!, ...common })
          case 'plot':
            return v.plot(point, p.landArea!)
          default:
            throw ErrorAnswer.fields({ 'property.propertyType.type': ['is not supported'] })
        }
      })
      return { value: r.value, currency: 'EUR', confidence: confidenceV2(r.estimate.uncertainty) }
    })
  )
}

function houseTypeOf(subtype: string | undefined): 'one-family' | 'two-family' | 'semi-detached' | 'row' {
  switch (subtype) {
    case 'house_two_family':
      return 'two-family'
    case 'house_semi_detached':
      return 'semi-detached'
    case 'house_row':
      return 'row'
    default:
      return 'one-family'
  }
}
