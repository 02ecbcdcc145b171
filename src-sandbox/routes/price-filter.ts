// GET /api/v1/price_filter. The spec's table, with the defaults and internal bounds applied in
// market/price-filter.ts (resolveParams):
//   type_of_demand      rent | buy (required)
//   rooms[min/max]      1 / 7            living_space[min/max]  15 / 400
//   price[min]          3, at least 3 (rent) / 300 (buy), per sqm
//   price[max]          20000, at most 40 (rent) / 20000 (buy), per sqm
//   building_year       1800 .. current year
//   radius              500 | 1000 | 2000 | 5000 | 10000 m around the point; without it the postal
//                       code area or the municipality, whichever is smaller (by population)
//   object_type         comma-separated codes, all by default; 7 = all apartments, 0 and 1 = all houses
//   furnished, subsidized_housing_permit   false: leave out offers marked so; true: only those
//   first_time_use      true: only first occupancy; false: no restriction
//   start_date/end_date publication dates, 2018-02-01 .. yesterday
// The 3000 exposés closest to the point enter the answer; count, median_duration (days), median,
// average, minimum_price, maximum_price and interval {10, 90} are over those, per square metre.
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type PriceFilterQuery } from '@shared/api'
import type { SandboxContext } from '../context'
import { ErrorAnswer } from '../http/errors'
import { isValidDate } from '../market/dates'
import { expandObjectTypes, PriceFilter, resolveParams } from '../market/price-filter'
import { routeOptions } from './route-options'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  let priceFilter: PriceFilter | null = null
  app.route(
    routeOptions<{ Querystring: PriceFilterQuery }>(ENDPOINTS.priceFilter, async (req) => {
      const q = req.query
      if (q.address === undefined && q.coordinate === undefined) {
        throw ErrorAnswer.fields({ address: ['address or coordinate must be given'] })
      }
      const errors: Record<string, string[]> = {}
      for (const k of ['start_date', 'end_date'] as const) {
        if (q[k] !== undefined && !isValidDate(q[k])) errors[k] = ['is not a valid date (YYYY-MM-DD)']
      }
      if (q.object_type !== undefined && expandObjectTypes(q.object_type.split(',').map(Number)) === 'invalid') {
        errors.object_type = ['contains an unknown object type code']
      }
      if (Object.keys(errors).length) throw ErrorAnswer.fields(errors)

      const point = ctx.geo.locateV1(q.address, q.coordinate)
      if (!point) throw ErrorAnswer.of('addressNotFound')
      const params = resolveParams(q as Record<string, unknown>, ctx.market.asOf, new Date().getUTCFullYear())
      priceFilter ??= new PriceFilter(ctx.market, ctx.geo)
      return priceFilter.answer(point, params)
    })
  )
}
