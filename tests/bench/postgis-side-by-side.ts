// `npm run bench:sandbox -- --postgis`: the sandbox's offer search against PostgreSQL 15 + PostGIS 3 on
// the identical offers (geography column with a GiST index, table clustered on it, btree on the postal
// code), interleaved request by request, with the answers compared:
//   - in process: the sandbox's searchOffers against the SQL over a pg client (ids compared);
//   - over HTTP: the sandbox server (the CLI, as the app runs it) against a minimal Fastify + pg
//     endpoint (postgis-endpoint.ts) answering the same POST /api/v2/offers/search with the same JSON
//     (bodies compared byte for byte).
// At the market's calibrated density (about 17 million offers) Postgres is loaded with every offer of
// the pieces the cases can reach (within 11 km of their places, and their postal code areas), and each
// offer's JSON as the sandbox writes it in a table of its own: the answers are the same as over the whole market, and a smaller
// table only helps Postgres. Postgres is started on loopback in a temp folder by this bench (as the
// postgres user when run as root) and stopped after; where it is not installed the bench says so and skips.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import type { OffersSearchRequest } from '@shared/api'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync, type MarketImpl } from '@sandbox/market'
import { offerId } from '@sandbox/market/market'
import { propertyTypeCodes, searchOffers, type SearchInput } from '@sandbox/market/offer-search'
import { MISSING_INT } from '@sandbox/market/types'
import { toSql } from './postgis-endpoint'
import { ROOT, startSandbox, stop } from './sandbox-process'

const PG_BIN = '/usr/lib/postgresql/15/bin'
const POSTGIS_CONTROL = '/usr/share/postgresql/15/extension/postgis.control'

interface SideCase { name: string; body: (n: number) => OffersSearchRequest }

const jitter = (n: number, k: number): number => (((n * 7919 + k * 104729) % 1000) / 1000 - 0.5) * 0.01
const CITY: [number, number][] = [[48.1372, 11.5755], [52.52, 13.405], [53.5511, 9.9937], [50.1109, 8.6821], [50.9375, 6.9603], [48.7758, 9.1829]]
const RURAL: [number, number][] = [[49.45, 10.95], [51.3, 9.8], [52.9, 12.0], [48.6, 12.9], [50.5, 7.7], [53.3, 8.2]]
const POSTAL = ['80331', '10117', '20095', '60311', '50667', '70173', '01067', '04109', '30159', '90402']
/** Every circle of the cases lies within this distance of one of the places above. */
const REACH_M = 11_000

const circle = (list: [number, number][], n: number, radius: number) => {
  const [lat, lon] = list[n % list.length]
  return { circle: { center: { coordinates: { latitude: lat + jitter(n, 1), longitude: lon + jitter(n, 2) } }, radius } }
}
const byDistance = [{ field: 'distance' as const, direction: 'asc' as const }]

export const SIDE_CASES: SideCase[] = [
  {
    name: '3 km circle, 3 filters, by distance, limit 100',
    body: (n) => ({ filters: { location: circle(CITY, n, 3000), dealType: n % 2 ? 'sale' : 'rent', livingArea: { min: 40, max: 140 }, numberOfRooms: { min: 2 } }, orderBy: byDistance, limit: 100 })
  },
  { name: '10 km circle, by distance, limit 3,000', body: (n) => ({ filters: { location: circle(CITY, n, 10_000) }, orderBy: byDistance, limit: 3000 }) },
  { name: 'rural 10 km circle, by distance, limit 100', body: (n) => ({ filters: { location: circle(RURAL, n, 10_000) }, orderBy: byDistance, limit: 100 }) },
  {
    name: 'similarity to a flat in 5 km, limit 100',
    body: (n) => ({
      filters: { location: circle(CITY, n, 5000), dealType: 'sale', propertyType: [{ code: 'apartment' }] },
      referenceProperty: { livingArea: 60 + (n % 5) * 10, buildingYear: 1960 + (n % 7) * 9, price: 250_000 + (n % 4) * 75_000 },
      orderBy: [{ field: 'similarityScore', direction: 'desc' }],
      limit: 100
    })
  },
  {
    name: 'five filters in 5 km, by distance, limit 500',
    body: (n) => ({
      filters: {
        location: circle(CITY, n, 5000), dealType: 'rent', livingArea: { min: 35, max: 120 }, numberOfRooms: { min: 1.5, max: 4 },
        buildingYear: { min: 1950 }, pricePerSqm: { min: 6, max: 30 }
      },
      orderBy: byDistance,
      limit: 500
    })
  },
  { name: 'postal code area, newest first, limit 100', body: (n) => ({ filters: { location: { divisionLevel100: POSTAL[n % POSTAL.length] } }, limit: 100 }) }
] as SideCase[]

/** What the offers/search route makes of a body (without its validation): the sandbox's search in process. */
function inputOf(body: OffersSearchRequest): SearchInput {
  const loc = body.filters.location as { circle?: { center: { coordinates: { latitude: number; longitude: number } }; radius?: number }; divisionLevel100?: string }
  const codes = body.filters.propertyType?.map((p) => p.code)
  const types = codes?.length ? propertyTypeCodes(codes) : null
  return {
    area: loc.circle
      ? { kind: 'circle', lat: loc.circle.center.coordinates.latitude, lon: loc.circle.center.coordinates.longitude, radiusM: loc.circle.radius ?? 3000 }
      : { kind: 'postalCode', code: loc.divisionLevel100! },
    filters: body.filters,
    objectTypes: types && 'objectTypes' in types ? types.objectTypes : null,
    referenceProperty: body.referenceProperty,
    orderBy: body.orderBy,
    limit: body.limit ?? 3000,
    offset: 0
  }
}

const asPostgres = (args: string[]): string[] => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args)
const run = (args: string[]): void => { const [cmd, ...rest] = asPostgres(args); execFileSync(cmd, rest, { stdio: 'ignore' }) }

/** Pieces the cases can reach: boxes within REACH_M of a case's place, and the cases' postal code areas. */
function reachablePieces(m: MarketImpl): number[] {
  const plan = m.plan
  const places = [...CITY, ...RURAL]
  const codes = new Set(POSTAL)
  const out: number[] = []
  for (let k = 0; k < plan.pieceCount; k++) {
    const near = places.some(([lat, lon]) => m.boxDistanceM(k, lat, lon) <= REACH_M)
    if (near || codes.has(plan.tables.postalCodes[plan.postalCode[k]])) out.push(k)
  }
  return out
}

/** COPY text format: backslash, tab and newline escaped. */
const copyText = (v: string): string => v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n')

/**
 * Writes every offer of the pieces as a COPY text file, with its JSON as the sandbox answers it (images
 * under `baseUrl`) split where its distance goes; returns how many. Each piece is generated into the
 * market and written before anything else runs (pieces may be dropped between requests).
 */
async function writeRows(m: MarketImpl, pieces: number[], path: string, jsonPath: string, baseUrl: string): Promise<number> {
  const out = createWriteStream(path)
  const jsonOut = createWriteStream(jsonPath)
  let json = ''
  const num = (v: number) => (Number.isNaN(v) ? '\\N' : String(v))
  const c = m.cols
  let buf = ''
  let rows = 0
  for (const k of pieces) {
    // Generated pieces are dropped between requests past the budget: let that happen before there is no room.
    if (m.held > m.plan.sampleTotal + 2_000_000) await new Promise((r) => setImmediate(r))
    const [start, n] = m.pieceSlots(k)
    if (n !== m.plan.count[k]) throw new Error(`piece ${k}: ${n} of ${m.plan.count[k]} offers held`)
    for (let i = start; i < start + n; i++) {
      const entries = Object.entries(m.toOffer(i, { baseUrl }))
      const at = entries.findIndex(([key]) => key === 'location') + 1
      const head = JSON.stringify(Object.fromEntries(entries.slice(0, at))).slice(0, -1)
      const rest = JSON.stringify(Object.fromEntries(entries.slice(at)))
      const tail = rest === '{}' ? '' : `,${rest.slice(1, -1)}`
      buf += [c.ordinal[i], c.hasCoords[i] ? c.lon[i] : '\\N', c.hasCoords[i] ? c.lat[i] : '\\N', c.deal[i], c.kind[i], c.livingArea[i], num(c.rooms[i]),
        c.buildingYear[i] === MISSING_INT ? '\\N' : c.buildingYear[i], c.pricePerSqm[i], c.price[i], c.furnished[i] === 1, c.subsidized[i] === 1,
        m.tables.postalCodes[m.plan.postalCode[m.pieceOf(i)]], c.startDay[i]].join('\t') + '\n'
      json += `${c.ordinal[i]}\t${copyText(head)}\t${copyText(tail)}\n`
    }
    rows += n
    if (buf.length > 1 << 20) { if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r())); buf = '' }
    if (json.length > 1 << 22) { if (!jsonOut.write(json)) await new Promise<void>((r) => jsonOut.once('drain', () => r())); json = '' }
  }
  out.end(buf)
  jsonOut.end(json)
  await Promise.all([out, jsonOut].map((s) => new Promise<void>((r) => s.once('finish', () => r()))))
  return rows
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

function table(title: string, header: string[], rows: string[][]): void {
  console.log(title)
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k].length)))
  for (const r of [header, ...rows]) console.log(r.map((v, k) => v.padEnd(widths[k])).join('  '))
}

/**
 * Runs every case: 10 requests to warm up, then `requests` measured ones, each step timing the
 * sandbox and its competitor on the same body and telling how their answers differ (null: the same).
 * Returns a table row per case: p50s, the sandbox's p99, the ratio of p50s against `target`, differences.
 */
async function compare(requests: number, step: (body: OffersSearchRequest) => Promise<{ own: number; theirs: number; difference: string | null }>, target = 0.5): Promise<string[][]> {
  const rows: string[][] = []
  for (const c of SIDE_CASES) {
    const own: number[] = [], theirs: number[] = []
    let differing = 0
    let first = ''
    for (let n = -10; n < requests; n++) {
      const r = await step(c.body(n + 10))
      if (n < 0) continue
      own.push(r.own)
      theirs.push(r.theirs)
      if (r.difference !== null) {
        differing++
        first ||= `${c.name}, request ${n}: ${r.difference}`
      }
    }
    own.sort((x, y) => x - y); theirs.sort((x, y) => x - y)
    const ratio = quantile(own, 0.5) / quantile(theirs, 0.5)
    rows.push([c.name, quantile(own, 0.5).toFixed(2), quantile(own, 0.99).toFixed(2), quantile(theirs, 0.5).toFixed(2), ratio.toFixed(2), ratio <= target ? 'ok' : 'OVER', String(differing)])
    if (first) console.log(`  differs: ${first}`)
  }
  return rows
}

/** POSTs the body; the time to the answer's last byte, and the answer. */
async function post(url: string, body: OffersSearchRequest): Promise<{ ms: number; text: string }> {
  const t0 = performance.now()
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const bytes = await res.arrayBuffer()
  const ms = performance.now() - t0
  const text = Buffer.from(bytes).toString('utf8')
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`)
  return { ms, text }
}

export async function sideBySide(cacheDir: string, dataDir: string, requests: number): Promise<void> {
  if (!existsSync(join(PG_BIN, 'pg_ctl')) || !existsSync(POSTGIS_CONTROL)) {
    console.log('side by side with PostGIS: skipped, PostgreSQL 15 + PostGIS 3 are not installed (apt-get install postgresql-15 postgresql-15-postgis-3)')
    return
  }
  const m = openMarketSync(loadGeography(), { cacheDir }).market
  // The sandbox server first: the offers' image URLs in Postgres carry its address.
  const sandbox = await startSandbox(dataDir)
  const dir = mkdtempSync(join(tmpdir(), 'lagebild-postgis-'))
  chmodSync(dir, 0o755)
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
  const data = join(dir, 'data')
  const port = 20000 + (process.pid % 20000)
  let started = false
  let endpoint: ReturnType<typeof spawn> | null = null
  try {
    run([join(PG_BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    run([join(PG_BIN, 'pg_ctl'), '-D', data, '-l', join(dir, 'log'), '-w', '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c shared_buffers=512MB`, 'start'])
    started = true
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' })
    await client.connect()
    try {
      const t0 = performance.now()
      const file = join(dir, 'offers.tsv')
      const jsonFile = join(dir, 'offer-json.tsv')
      const loaded = await writeRows(m, reachablePieces(m), file, jsonFile, sandbox.url)
      chmodSync(file, 0o644)
      chmodSync(jsonFile, 0o644)
      await client.query('CREATE EXTENSION postgis')
      await client.query(`CREATE TABLE offers (i bigint PRIMARY KEY, lon float8, lat float8, deal smallint, kind smallint, living float8, rooms float8, by int,
        ppsqm float8, price float8, furnished bool, subsidized bool, postal text, start_day int)`)
      await client.query(`COPY offers FROM '${file}'`)
      await client.query('CREATE TABLE offer_json (i bigint PRIMARY KEY, head text, tail text)')
      await client.query(`COPY offer_json FROM '${jsonFile}'`)
      await client.query('ALTER TABLE offers ADD COLUMN geog geography(Point, 4326)')
      await client.query('UPDATE offers SET geog = ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography WHERE lon IS NOT NULL')
      await client.query('CREATE INDEX offers_geog ON offers USING gist (geog)')
      await client.query('CREATE INDEX offers_postal ON offers (postal, start_day DESC, i)')
      await client.query('CLUSTER offers USING offers_geog')
      await client.query('VACUUM ANALYZE offers')
      await client.query('VACUUM ANALYZE offer_json')
      console.log(`PostGIS: ${loaded.toLocaleString('en')} offers with their JSON (of the market's ${m.size.toLocaleString('en')}: every offer the cases can reach) loaded, indexed and clustered in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

      // In process: the sandbox's search against the SQL (ids and count only) over one pg connection.
      const rows = await compare(requests, async (body) => {
        const a0 = performance.now()
        const mine = searchOffers(m, inputOf(body))
        const a1 = performance.now()
        const q = toSql(body, false)
        const theirs = await client.query<{ i: string; total: string }>(q.text, q.values)
        const a2 = performance.now()
        const ids = theirs.rows.map((r) => offerId(m.seed, Number(r.i)))
        const total = theirs.rows.length ? Math.min(Number(theirs.rows[0].total), 3000) : 0
        const at = mine.items.findIndex((o, k) => o.id !== ids[k])
        const same = mine.totalItems === total && at < 0 && mine.items.length === ids.length
        return {
          own: a1 - a0, theirs: a2 - a1,
          difference: same ? null : `totals ${mine.totalItems} / ${total}; first differing position ${at} of ${ids.length}: sandbox ${mine.items[at]?.id} at ${mine.items[at]?.distance} m, PostGIS ${ids[at]}`
        }
      })
      table(`side by side in process, ${requests} interleaved requests per case after 10 to warm up (target: sandbox p50 <= 0.5 x PostGIS)`,
        ['case', 'sandbox p50 ms', 'sandbox p99 ms', 'PostGIS p50 ms', 'ratio', 'target', 'answers differing'], rows)

      // Over HTTP: the sandbox server against the Fastify + pg endpoint, the same bodies, answers compared byte for byte.
      endpoint = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/bench/postgis-endpoint.ts'), String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
      const endpointPort = await new Promise<string>((res, rej) => {
        createInterface({ input: endpoint!.stdout! }).once('line', res)
        endpoint!.once('exit', (code) => rej(new Error(`the PostGIS endpoint exited with ${code}`)))
      })
      await sandbox.warmed
      const sandboxUrl = `${sandbox.url}/api/v2/offers/search?api_key=${sandbox.key}`
      const endpointUrl = `http://127.0.0.1:${endpointPort}/api/v2/offers/search`
      const httpRows = await compare(requests, async (body) => {
        const mine = await post(sandboxUrl, body)
        const theirs = await post(endpointUrl, body)
        let at = 0
        while (at < mine.text.length && mine.text[at] === theirs.text[at]) at++
        return {
          own: mine.ms, theirs: theirs.ms,
          difference: mine.text === theirs.text ? null
            : `from character ${at}: sandbox …${mine.text.slice(Math.max(0, at - 60), at + 60)}… endpoint …${theirs.text.slice(Math.max(0, at - 60), at + 60)}…`
        }
      }, 0.6)
      table(`side by side over HTTP, ${requests} interleaved requests per case after 10 to warm up, to the last byte (target: sandbox p50 <= 0.6 x the Fastify + pg endpoint)`,
        ['case', 'sandbox p50 ms', 'sandbox p99 ms', 'endpoint p50 ms', 'ratio', 'target', 'answers differing'], httpRows)
      console.log(`offers held in memory at the end: this process ${m.held.toLocaleString('en')}`)
    } finally {
      await client.end()
    }
  } finally {
    if (endpoint && endpoint.exitCode === null) { const gone = new Promise((r) => endpoint!.once('exit', r)); endpoint.kill('SIGTERM'); await gone }
    await stop(sandbox.child)
    if (started) run([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  }
}
