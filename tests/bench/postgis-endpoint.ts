// The side by side's competitor over HTTP: a minimal Fastify + pg server answering POST
// /api/v2/offers/search from PostgreSQL + PostGIS with the same JSON as the sandbox, for the filters
// the bench's random cases can draw (all of the spec's filters, orders, limits and offsets). Each offer's JSON is stored in a table of its own as text around the place its
// distance goes (head, tail; written by the bench from the sandbox's own offers), so the endpoint only
// queries, adds distance and similarity score, and joins. `toSql` is also what the in-process comparison runs.
// Started by postgis-side-by-side.ts as a child process: `tsx postgis-endpoint.ts <pg port>`; prints
// its own port on stdout.
import Fastify from 'fastify'
import pg from 'pg'
import { API_VERSIONS, type OffersSearchRequest } from '@shared/api'
import { dateToDay } from '@sandbox/market/dates'
import { haversineM } from '@shared/geo/geodesy'
import { propertyTypeCodes } from '@sandbox/market/offer-search'
import { LOG_SCALE, similarityScorer, YEAR_SCALE } from '@sandbox/market/similarity'
import { MISSING_INT, type MarketColumns } from '@sandbox/market/types'

/** PostGIS measures use_spheroid=false distances on a sphere of WGS 84's mean radius; the sandbox on 6,371,000 m. */
export const SPHERE_RATIO = 6371008.7714 / 6_371_000
/** totalItems and the result list are capped at this many before offset and limit apply. */
const CAP = 3000

export interface SqlQuery {
  text: string
  values: unknown[]
  /** The count of all matches alone, for when the page is empty (offset past the matches, or limit 0): the page carries it otherwise. */
  count: SqlQuery | null
}

type Body = OffersSearchRequest
type Circle = { center: { coordinates: { latitude: number; longitude: number } }; radius?: number }

/** The search's WHERE clause (values appended to `values`), and the circle's point when it is one. */
function whereOf(body: Body, values: unknown[]): { where: string; point: string } {
  const f = body.filters
  const v = (x: unknown): string => {
    values.push(x)
    return `$${values.length}`
  }
  // isFurnished and isSubsidizedHousing default to false, and false is a filter (MODEL.md).
  const where: string[] = [`furnished = ${f.isFurnished === true}`, `subsidized = ${f.isSubsidizedHousing === true}`]
  const loc = f.location as { circle?: Circle; divisionLevel100?: string }
  let point = ''
  if (loc.circle) {
    const { latitude, longitude } = loc.circle.center.coordinates
    point = `ST_MakePoint(${v(longitude)}, ${v(latitude)})::geography`
    where.push(`ST_DWithin(geog, ${point}, ${v((loc.circle.radius ?? 3000) * SPHERE_RATIO)}, false)`)
  } else where.push(`postal = ${v(/\d{5}/.exec(loc.divisionLevel100 ?? '')?.[0])}`)
  if (f.dealType) where.push(`deal = ${v(f.dealType === 'sale' ? 0 : 1)}`)
  const codes = (f.propertyType ?? []).map((p) => p.code)
  if (codes.length) {
    const types = propertyTypeCodes(codes)
    if ('invalid' in types) throw new Error(`unknown property type ${codes[types.invalid]}`)
    where.push(`otype = ANY(${v([...types.objectTypes])})`)
  }
  const range = (column: string, r: { min?: number; max?: number } | undefined) => {
    if (r?.min !== undefined) where.push(`${column} >= ${v(r.min)}`)
    if (r?.max !== undefined) where.push(`${column} <= ${v(r.max)}`)
    // A range on rooms or building year, even an empty one, leaves out offers that do not state them.
    if (r && r.min === undefined && r.max === undefined) where.push(`${column} IS NOT NULL`)
  }
  range('price', f.price)
  range('ppsqm', f.pricePerSqm)
  range('living', f.livingArea)
  range('rooms', f.numberOfRooms)
  range('by', f.buildingYear)
  // startDate.max and endDate.min are ignored; isFirstOccupancy false is ignored.
  if (f.startDate?.min !== undefined) where.push(`start_day >= ${v(dateToDay(f.startDate.min))}`)
  if (f.endDate?.max !== undefined) where.push(`end_day <= ${v(dateToDay(f.endDate.max))}`)
  if (f.isFirstOccupancy === true) where.push('first_occ')
  return { where: where.join(' AND '), point }
}

/**
 * The search as SQL: ids (ordinals) in answer order with the count of all matches, and with `answer`
 * also what the JSON needs. The order is the sandbox's (MODEL.md): the keys as given with
 * similarityScore after all others, distance only in circles and in whole millimetres (of the
 * sandbox's 6,371,000 m sphere), offers lacking a key's value last either way, the ordinal breaking ties;
 * without orderBy nearest first in a circle and newest first in a postal code area.
 */
export function toSql(body: Body, answer = true): SqlQuery {
  const values: unknown[] = []
  const v = (x: unknown): string => {
    values.push(x)
    return `$${values.length}`
  }
  const { where, point } = whereOf(body, values)
  const ref = body.referenceProperty
  let score = 'NULL::float8'
  if (ref) {
    const terms: string[] = []
    if (ref.livingArea !== undefined && ref.livingArea > 0)
      terms.push(`power((ln(living) - ln(${v(ref.livingArea)}::float8)) / ${LOG_SCALE}, 2)`)
    if (ref.landArea !== undefined && ref.landArea > 0)
      terms.push(`power((ln(CASE WHEN land > 0 THEN land END) - ln(${v(ref.landArea)}::float8)) / ${LOG_SCALE}, 2)`)
    if (ref.price !== undefined && ref.price > 0)
      terms.push(`power((ln(price) - ln(${v(ref.price)}::float8)) / ${LOG_SCALE}, 2)`)
    if (ref.buildingYear !== undefined) terms.push(`power((by - ${v(ref.buildingYear)}) / ${YEAR_SCALE}.0, 2)`)
    if (terms.length) score = `exp(-(${terms.join(' + ')}) / ${2 * terms.length})`
  }
  const given = body.orderBy ?? []
  const keys = [
    ...given.filter((o) => o.field !== 'similarityScore'),
    ...given.filter((o) => o.field === 'similarityScore')
  ].filter((o) => o.field !== 'distance' || point)
  if (given.length === 0)
    keys.push(point ? { field: 'distance', direction: 'asc' } : { field: 'startDate', direction: 'desc' })
  const distanceMm = () => `floor(ST_Distance(geog, ${point}, false) / ${v(SPHERE_RATIO)}::float8 * 1000)`
  const order = keys.map((o) => {
    const expr =
      o.field === 'distance'
        ? distanceMm()
        : o.field === 'startDate'
          ? 'start_day'
          : o.field === 'endDate'
            ? 'end_day'
            : o.field === 'salePrice'
              ? 'CASE WHEN deal = 0 THEN price END'
              : o.field === 'salePricePerSqm'
                ? 'CASE WHEN deal = 0 THEN ppsqm END'
                : o.field === 'rentNet'
                  ? 'CASE WHEN deal = 1 THEN price END'
                  : o.field === 'rentNetPerSqm'
                    ? 'CASE WHEN deal = 1 THEN ppsqm END'
                    : o.field === 'livingArea'
                      ? 'living'
                      : o.field === 'buildingYear'
                        ? 'by'
                        : 'score'
    return `${expr} ${o.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`
  })
  const offset = body.offset ?? 0
  const limit = Math.max(0, Math.min(body.limit ?? CAP, CAP - offset))
  const hits = `SELECT i, ${answer ? 'lat, lon, living, price, by, land, ' : ''}count(*) OVER () AS total, ${score} AS score FROM offers
    WHERE ${where} ORDER BY ${[...order, 'i'].join(', ')} LIMIT ${limit} OFFSET ${offset}`
  // The offers' JSON lies in its own table, read for the answer's offers only (not for every candidate).
  const text = answer
    ? `SELECT h.*, j.head, j.tail FROM (SELECT row_number() OVER () AS rn, x.* FROM (${hits}) x) h JOIN offer_json j USING (i) ORDER BY h.rn`
    : hits
  const countValues: unknown[] = []
  const count =
    limit === 0 || offset > 0
      ? {
          text: `SELECT count(*) AS total FROM offers WHERE ${whereOf(body, countValues).where}`,
          values: countValues,
          count: null
        }
      : null
  return { text, values, count }
}

interface Row {
  i: string
  head: string
  tail: string
  lat: number
  lon: number
  living: number
  price: number
  by: number | null
  land: number | null
  total: string
}

/** The answer's JSON, as the sandbox writes it: each offer's head, its distance, its tail and its score. */
export function answerJson(body: Body, rows: Row[], total: number): string {
  const circle = (body.filters.location as { circle?: Circle }).circle
  const ref = body.referenceProperty
  // One offer's columns, for the sandbox's own similarity score.
  const cols = { livingArea: [0], landArea: [0], price: [0], buildingYear: [0] } as unknown as MarketColumns
  const items = rows.map((r) => {
    let s = r.head
    if (circle)
      s += `,"distance":${Math.round(haversineM(circle.center.coordinates.latitude, circle.center.coordinates.longitude, r.lat, r.lon) * 10) / 10}`
    s += r.tail
    if (ref) {
      cols.livingArea[0] = r.living
      cols.landArea[0] = r.land ?? NaN
      cols.price[0] = r.price
      cols.buildingYear[0] = r.by ?? MISSING_INT
      const score = similarityScorer(cols, ref)?.(0)
      if (score !== undefined) s += `,"similarityScore":${Math.round(score * 1e6) / 1e6}`
    }
    return `${s}}`
  })
  return `{"items":[${items.join(',')}],"totalItems":${Math.min(total, CAP)},"meta":{"url":null,"version":"${API_VERSIONS.v2}"}}`
}

/** Runs the search: the page's rows and the count of all matches (from the page, or counted when the page is empty). */
export async function runSql(client: pg.Client | pg.Pool, q: SqlQuery): Promise<{ rows: Row[]; total: number }> {
  const { rows } = await client.query<Row>(q.text, q.values)
  if (rows.length) return { rows, total: Number(rows[0].total) }
  if (!q.count) return { rows, total: 0 }
  const c = await client.query<{ total: string }>(q.count.text, q.count.values)
  return { rows, total: Number(c.rows[0].total) }
}

async function main(): Promise<void> {
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: Number(process.argv[2]),
    user: 'postgres',
    database: 'postgres',
    max: 2
  })
  const app = Fastify({ bodyLimit: 1024 * 1024 })
  app.post<{ Body: OffersSearchRequest }>('/api/v2/offers/search', async (req, reply) => {
    const { rows, total } = await runSql(pool, toSql(req.body))
    return reply.type('application/json; charset=utf-8').send(answerJson(req.body, rows, total))
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`)
  const stop = () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1]?.endsWith('postgis-endpoint.ts')) void main()
