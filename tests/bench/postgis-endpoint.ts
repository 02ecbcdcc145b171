// The side by side's competitor over HTTP: a minimal Fastify + pg server answering POST
// /api/v2/offers/search from PostgreSQL + PostGIS with the same JSON as the sandbox, for the filters
// the bench cases use. Each offer's JSON is stored in a table of its own as text around the place its
// distance goes (head, tail; written by the bench from the sandbox's own offers), so the endpoint only
// queries, adds distance and similarity score, and joins. `toSql` is also what the in-process comparison runs.
// Started by postgis-side-by-side.ts as a child process: `tsx postgis-endpoint.ts <pg port>`; prints
// its own port on stdout.
import Fastify from 'fastify'
import pg from 'pg'
import { API_VERSIONS, type OffersSearchRequest } from '@shared/api'
import { haversineM } from '@sandbox/market/market'
import { LOG_SCALE, similarityScorer, YEAR_SCALE } from '@sandbox/market/similarity'
import { MISSING_INT, type MarketColumns } from '@sandbox/market/types'

/** PostGIS measures use_spheroid=false distances on a sphere of WGS 84's mean radius; the sandbox on 6,371,000 m. */
export const SPHERE_RATIO = 6371008.7714 / 6_371_000
const NOT_MARKED = 'NOT furnished AND NOT subsidized'

export interface SqlQuery { text: string; values: unknown[] }

/**
 * The search as SQL: ids (ordinals) in answer order with the count of all matches, and with `answer`
 * also what the JSON needs.
 */
export function toSql(body: OffersSearchRequest, answer = true): SqlQuery {
  const f = body.filters
  const values: unknown[] = []
  const v = (x: unknown): string => { values.push(x); return `$${values.length}` }
  const where: string[] = [NOT_MARKED]
  const loc = f.location as { circle?: { center: { coordinates: { latitude: number; longitude: number } }; radius?: number }; divisionLevel100?: string }
  let point = ''
  if (loc.circle) {
    const { latitude, longitude } = loc.circle.center.coordinates
    point = `ST_MakePoint(${v(longitude)}, ${v(latitude)})::geography`
    where.push(`ST_DWithin(geog, ${point}, ${v((loc.circle.radius ?? 3000) * SPHERE_RATIO)}, false)`)
  } else where.push(`postal = ${v(/\d{5}/.exec(loc.divisionLevel100 ?? '')?.[0])}`)
  if (f.dealType) where.push(`deal = ${v(f.dealType === 'sale' ? 0 : 1)}`)
  const codes = (f.propertyType ?? []).map((p) => p.code)
  if (codes.length) where.push(`kind = ANY(${v(codes.map((c) => (c === 'apartment' ? 0 : 1)))})`)
  const range = (column: string, r: { min?: number; max?: number } | undefined) => {
    if (r?.min !== undefined) where.push(`${column} >= ${v(r.min)}`)
    if (r?.max !== undefined) where.push(`${column} <= ${v(r.max)}`)
  }
  range('living', f.livingArea)
  range('rooms', f.numberOfRooms)
  range('by', f.buildingYear)
  range('ppsqm', f.pricePerSqm)
  const ref = body.referenceProperty
  let score = 'NULL::float8'
  if (ref) {
    const terms: string[] = []
    if (ref.livingArea) terms.push(`power((ln(living) - ln(${v(ref.livingArea)}::float8)) / ${LOG_SCALE}, 2)`)
    if (ref.price) terms.push(`power((ln(price) - ln(${v(ref.price)}::float8)) / ${LOG_SCALE}, 2)`)
    if (ref.buildingYear !== undefined) terms.push(`power((by - ${v(ref.buildingYear)}) / ${YEAR_SCALE}.0, 2)`)
    score = `exp(-(${terms.join(' + ')}) / ${2 * terms.length})`
  }
  const order = (body.orderBy ?? []).map((o) => {
    const dir = o.direction === 'desc' ? 'DESC' : 'ASC'
    if (o.field === 'distance') return `ST_Distance(geog, ${point}, false) ${dir}`
    if (o.field === 'similarityScore') return `score ${dir} NULLS LAST`
    if (o.field === 'startDate') return `start_day ${dir}`
    throw new Error(`the endpoint does not order by ${o.field}`)
  })
  if (order.length === 0) order.push(point ? `ST_Distance(geog, ${point}, false)` : 'start_day DESC')
  const limit = Math.min(body.limit ?? 3000, 3000)
  const hits = `SELECT i, ${answer ? 'lat, lon, living, price, by, ' : ''}count(*) OVER () AS total, ${score} AS score FROM offers
    WHERE ${where.join(' AND ')} ORDER BY ${order.join(', ')}, i LIMIT ${limit}`
  // The offers' JSON lies in its own table, read for the answer's offers only (not for every candidate).
  const text = answer
    ? `SELECT h.*, j.head, j.tail FROM (SELECT row_number() OVER () AS rn, x.* FROM (${hits}) x) h JOIN offer_json j USING (i) ORDER BY h.rn`
    : hits
  return { text, values }
}

interface Row { i: string; head: string; tail: string; lat: number; lon: number; living: number; price: number; by: number | null; total: string }

/** The answer's JSON, as the sandbox writes it: each offer's head, its distance, its tail and its score. */
export function answerJson(body: OffersSearchRequest, rows: Row[]): string {
  const circle = (body.filters.location as { circle?: { center: { coordinates: { latitude: number; longitude: number } } } }).circle
  const ref = body.referenceProperty
  const items = rows.map((r) => {
    let s = r.head
    if (circle) s += `,"distance":${Math.round(haversineM(circle.center.coordinates.latitude, circle.center.coordinates.longitude, r.lat, r.lon) * 10) / 10}`
    s += r.tail
    if (ref) {
      const cols = { livingArea: [r.living], landArea: [NaN], price: [r.price], buildingYear: [r.by ?? MISSING_INT] } as unknown as MarketColumns
      const score = similarityScorer(cols, ref)?.(0)
      if (score !== undefined) s += `,"similarityScore":${Math.round(score * 1e6) / 1e6}`
    }
    return `${s}}`
  })
  const total = rows.length ? Math.min(Number(rows[0].total), 3000) : 0
  return `{"items":[${items.join(',')}],"totalItems":${total},"meta":{"url":null,"version":"${API_VERSIONS.v2}"}}`
}

async function main(): Promise<void> {
  const pool = new pg.Pool({ host: '127.0.0.1', port: Number(process.argv[2]), user: 'postgres', database: 'postgres', max: 2 })
  const app = Fastify({ bodyLimit: 1024 * 1024 })
  app.post<{ Body: OffersSearchRequest }>('/api/v2/offers/search', async (req, reply) => {
    const q = toSql(req.body)
    const { rows } = await pool.query<Row>(q.text, q.values)
    return reply.type('application/json; charset=utf-8').send(answerJson(req.body, rows))
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`)
  const stop = () => void app.close().then(() => pool.end()).then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1]?.endsWith('postgis-endpoint.ts')) void main()
