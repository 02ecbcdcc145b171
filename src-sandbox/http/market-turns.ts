// Every route that reads the market answers in its turn (MarketImpl.run, market/MODEL.md "Turns"): its
// handler is wrapped when the route is added, so the route modules stay as they are. Offer searches and
// price filters name their region beforehand (the offers to read and the pieces to generate), which
// orders the queue by cost; the others are found out by a first attempt. The answer carries a
// Server-Timing header: queue, generate (with the offers generated for it) and compute. A request whose
// connection closes before its answer (the client gave up) leaves the queue: its search stops.
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify'
import type { SandboxContext } from '../context'
import { priceRegionRef } from '../market/price-filter'
import { Abandoned, serverTiming } from '../market/turns'
import type { RegionRef } from '../market/types'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'

/** Routes that read the market: price filter, block, valuations, locations, offer search, offer images. */
const MARKET_ROUTE =
  /^\/(?:api\/v1\/(?:price_filter|block|vps\/|valuation\/)|api\/v2\/(?:locations|offers|valuations)\/|media\/offers\/)/
const POSTAL_CODE = /^(?:plz-)?(\d{5})$/

/** The region a request reads, where the route's rules tell it cheaply beforehand; undefined otherwise (or when invalid). */
function regionOf(ctx: SandboxContext, url: string, req: FastifyRequest): RegionRef | undefined {
  try {
    if (url === '/api/v2/offers/search') {
      const loc = (
        req.body as
          | { filters?: { location?: { circle?: { center?: object; radius?: number }; divisionLevel100?: string } } }
          | undefined
      )?.filters?.location
      if (loc?.circle?.center) {
        const p = ctx.geo.locateV2(loc.circle.center)
        return p
          ? { level: 'circle', lat: p.lat, lon: p.lon, radiusM: loc.circle.radius ?? OFFER_SEARCH_DEFAULTS.radiusM }
          : undefined
      }
      const raw = loc?.divisionLevel100?.trim()
      const code = raw === undefined ? undefined : POSTAL_CODE.exec(raw)?.[1]
      return code ? { level: 'postalCode', code } : undefined
    }
    if (url === '/api/v1/price_filter') {
      const q = req.query as { address?: string; coordinate?: string; radius?: unknown }
      const p = ctx.geo.locateV1(q.address, q.coordinate)
      return p ? priceRegionRef(ctx.geo, p, typeof q.radius === 'number' ? q.radius : undefined) : undefined
    }
  } catch {
    // The handler reports what is wrong with the request.
  }
  return undefined
}

/** Registers the hook; call before the routes are added. */
export function registerMarketTurns(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('onRoute', (route) => {
    if (!MARKET_ROUTE.test(route.url)) return
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown
    const url = route.url
    route.handler = async function (this: FastifyInstance, req, reply) {
      const gone = new AbortController()
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort()
      }
      reply.raw.once('close', onClose)
      try {
        return await ctx.market.run(() => handler.call(this, req, reply), {
          region: regionOf(ctx, url, req),
          onDone: (t) => {
            reply.header('server-timing', serverTiming(t))
          },
          signal: gone.signal
        })
      } catch (err) {
        if (!(err instanceof Abandoned)) throw err
        // Nobody is left to answer: the connection is closed.
        req.log.info(
          `the client closed the connection: its market work was dropped (${ctx.market.abandoned} since the start)`
        )
        return reply.hijack()
      }
    }
  })
}
