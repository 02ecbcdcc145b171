// POST /api/v2/offers/search (rules in market/offer-search.ts: filters, ordering, caps) and the
// offers' placeholder images under /media/offers/<id>/<n>.svg.
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type OffersSearchRequest } from '@shared/api'
import type { SandboxContext } from '../context'
import { ErrorAnswer } from '../http/errors'
import { isValidDate } from '../market/dates'
import { answerBuffer } from '../http/body-buffers'
import { metaFor } from '../http/meta'
import { ByteSink } from '../market/offer-json'
import { propertyTypeCodes, SEARCH_CAP, searchOffersJson, type SearchArea } from '../market/offer-search'
import { routeOptions } from './route-options'
import { offerImageSvg } from '../market/images'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'

const POSTAL_CODE = /^(?:plz-)?(\d{5})$/
/** The content type Fastify gives the JSON it serialises. */
const JSON_TYPE = 'application/json; charset=utf-8'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  app.route(
    routeOptions<{ Body: OffersSearchRequest }>(ENDPOINTS.offersSearch, async (req, reply) => {
      const body = req.body
      const f = body.filters
      const loc = f.location as {
        circle?: { center: Parameters<SandboxContext['geo']['locateV2']>[0]; radius?: number }
        divisionLevel100?: string
      }
      if ((loc.circle === undefined) === (loc.divisionLevel100 === undefined)) {
        throw ErrorAnswer.fields({ 'filters.location': ['must have exactly one of circle or divisionLevel100'] })
      }

      const errors: Record<string, string[]> = {}
      let objectTypes: Set<number> | null = null
      if (f.propertyType && f.propertyType.length > 0) {
        const r = propertyTypeCodes(f.propertyType.map((p) => p.code))
        if ('invalid' in r)
          errors[`filters.propertyType.${r.invalid}.code`] = [
            'is not a known property type (apartment, house or a subtype)'
          ]
        else objectTypes = r.objectTypes
      }
      if (f.startDate?.min !== undefined && !isValidDate(f.startDate.min))
        errors['filters.startDate.min'] = ['is not a valid date']
      if (f.endDate?.max !== undefined && !isValidDate(f.endDate.max))
        errors['filters.endDate.max'] = ['is not a valid date']
      for (const k of ['price', 'pricePerSqm'] as const) {
        const cur = f[k]?.currency
        if (cur !== undefined && cur !== 'EUR') errors[`filters.${k}.currency`] = ['only EUR is available']
      }
      const ref = body.referenceProperty
      for (const k of ['livingArea', 'landArea', 'price'] as const) {
        const v = ref?.[k]
        if (v !== undefined && !(v > 0)) errors[`referenceProperty.${k}`] = ['must be greater than 0']
      }
      if (Object.keys(errors).length) throw ErrorAnswer.fields(errors)

      let area: SearchArea
      if (loc.circle) {
        const point = ctx.geo.locateV2(loc.circle.center)
        if (!point) throw ErrorAnswer.of('addressNotFound')
        area = {
          kind: 'circle',
          lat: point.lat,
          lon: point.lon,
          radiusM: loc.circle.radius ?? OFFER_SEARCH_DEFAULTS.radiusM
        }
      } else {
        const raw = loc.divisionLevel100!.trim()
        const code = POSTAL_CODE.exec(raw)?.[1]
        if (code) {
          if (!ctx.geo.postalCode(code))
            throw ErrorAnswer.fields({ 'filters.location.divisionLevel100': ['is not a known postal code area'] })
          area = { kind: 'postalCode', code }
        } else {
          const point = ctx.geo.locateV2({ address: { unstructured: raw } })
          if (!point) throw ErrorAnswer.of('addressNotFound')
          area = { kind: 'postalCode', code: point.postCode }
        }
      }

      // The answer's JSON bytes are written straight from the columns into a pooled buffer (offer-json.ts),
      // not built as objects, stringified and encoded: byte for byte what JSON.stringify made of
      // { items, totalItems, meta } (about 1.1 KB an offer).
      const limit = body.limit ?? OFFER_SEARCH_DEFAULTS.limit
      const sink = new ByteSink(answerBuffer(req, reply, Math.min(limit, SEARCH_CAP) * 1100 + 256))
      searchOffersJson(
        ctx.market,
        {
          area,
          filters: f,
          objectTypes,
          referenceProperty: ref,
          orderBy: body.orderBy,
          limit,
          offset: body.offset ?? 0,
          baseUrl: ctx.publicBaseUrl
        },
        sink,
        JSON.stringify(metaFor(req, reply.metaUrl))
      )
      reply.type(JSON_TYPE)
      return sink.bytes()
    })
  )
}

/** The offers' placeholder images (no key: their URLs are in the answers). */
export function registerFiles(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { id: string; file: string } }>('/media/offers/:id/:file', async (req, reply) => {
    const m = /^(\d{1,2})\.svg$/.exec(req.params.file)
    const i = ctx.market.indexOfId(req.params.id)
    const n = m ? Number(m[1]) : 0
    if (i < 0 || n < 1 || n > ctx.market.cols.imageCount[i]) throw ErrorAnswer.of('notFound')
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(offerImageSvg(ctx.market.record(i), n))
  })
}
