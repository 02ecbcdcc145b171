// `npm run bench:sandbox -- --postgis`: the sandbox's offer search against PostgreSQL 15 + PostGIS 3 on
// the identical offers (geography column with a GiST index, table clustered on it, btree on the postal
// code), interleaved request by request, with the answers compared:
//   - in process: the sandbox's answer (searchOffersJson: the JSON bytes the route sends, written into a
//     buffer) against the SQL over a pg client (its ids and count; ids and totals compared);
//   - over HTTP: the sandbox server (the CLI, as the app runs it) against a minimal Fastify + pg
//     endpoint (postgis-endpoint.ts) answering the same POST /api/v2/offers/search with the same JSON
//     (bodies compared byte for byte).
// The cases are drawn at random from a seed (postgis-cases.ts: cities and villages, radii up to 10 km,
// every order, limits up to 3,000, offsets, postal code areas, 0-6 filters); BENCH_SEED repeats a run,
// BENCH_CASES sets how many (default 30), BENCH_REQUESTS the requests per case (default 100, after 10
// to warm up). At the market's calibrated density (about 17 million offers) Postgres is loaded with every
// offer of the pieces the cases can reach, and each offer's JSON as the sandbox writes it in a table of
// its own: the answers are the same as over the whole market, and a smaller table only helps Postgres.
// Postgres is started on loopback in a temp folder by this bench (as the postgres user when run as root)
// and stopped after; where it is not installed the bench says so and skips.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { API_VERSIONS, type OffersSearchRequest } from '@shared/api'
import { loadGeography } from '@sandbox/geo'
import { openMarketSync, type MarketImpl } from '@sandbox/market'
import { offerId } from '@sandbox/market/offer-ids'
import { ByteSink } from '@sandbox/market/offer-json'
import {
  propertyTypeCodes,
  SEARCH_CAP,
  searchOffersJson,
  searchOrder,
  type SearchInput
} from '@sandbox/market/offer-search'
import { MISSING_INT } from '@sandbox/market/types'
import { randomCases, type SideCase } from './postgis-cases'
import { runSql, toSql } from './postgis-endpoint'
import { ROOT, startSandbox, stop } from './sandbox-process'

const PG_BIN = '/usr/lib/postgresql/15/bin'
const POSTGIS_CONTROL = '/usr/share/postgresql/15/extension/postgis.control'

/** What the offers/search route makes of a body (without its validation): the sandbox's search in process. */
function inputOf(body: OffersSearchRequest, baseUrl: string): SearchInput {
  const loc = body.filters.location as {
    circle?: { center: { coordinates: { latitude: number; longitude: number } }; radius?: number }
    divisionLevel100?: string
  }
  const codes = body.filters.propertyType?.map((p) => p.code)
  const types = codes?.length ? propertyTypeCodes(codes) : null
  return {
    area: loc.circle
      ? {
          kind: 'circle',
          lat: loc.circle.center.coordinates.latitude,
          lon: loc.circle.center.coordinates.longitude,
          radiusM: loc.circle.radius ?? 3000
        }
      : { kind: 'postalCode', code: /^(?:plz-)?(\d{5})$/.exec(loc.divisionLevel100!)![1] },
    filters: body.filters,
    objectTypes: types && 'objectTypes' in types ? types.objectTypes : null,
    referenceProperty: body.referenceProperty,
    orderBy: body.orderBy,
    limit: body.limit ?? 3000,
    offset: body.offset ?? 0,
    baseUrl
  }
}

const asPostgres = (args: string[]): string[] =>
  process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args
const run = (args: string[]): void => {
  const [cmd, ...rest] = asPostgres(args)
  execFileSync(cmd, rest, { stdio: 'ignore' })
}

/** Pieces the cases can reach: boxes within a circle's reach of its centre, and the cases' postal code areas. */
function reachablePieces(m: MarketImpl, cases: SideCase[]): number[] {
  const plan = m.plan
  const codes = new Set<string>()
  const circles: { lat: number; lon: number; radiusM: number }[] = []
  for (const c of cases)
    if ('postalCode' in c.reach) codes.add(c.reach.postalCode)
    else circles.push(c.reach)
  const out: number[] = []
  for (let k = 0; k < plan.pieceCount; k++) {
    const near = circles.some(({ lat, lon, radiusM }) => m.boxDistanceM(k, lat, lon) <= radiusM)
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
async function writeRows(
  m: MarketImpl,
  pieces: number[],
  path: string,
  jsonPath: string,
  baseUrl: string
): Promise<number> {
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
      buf +=
        [
          c.ordinal[i],
          c.hasCoords[i] ? c.lon[i] : '\\N',
          c.hasCoords[i] ? c.lat[i] : '\\N',
          c.deal[i],
          c.kind[i],
          c.livingArea[i],
          num(c.rooms[i]),
          c.buildingYear[i] === MISSING_INT ? '\\N' : c.buildingYear[i],
          c.pricePerSqm[i],
          c.price[i],
          c.furnished[i] === 1,
          c.subsidized[i] === 1,
          m.tables.postalCodes[m.plan.postalCode[m.pieceOf(i)]],
          c.startDay[i],
          c.endDay[i],
          c.objectType[i],
          c.firstOccupancy[i] === 1,
          num(c.landArea[i])
        ].join('\t') + '\n'
      json += `${c.ordinal[i]}\t${copyText(head)}\t${copyText(tail)}\n`
    }
    rows += n
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()))
      buf = ''
    }
    if (json.length > 1 << 22) {
      if (!jsonOut.write(json)) await new Promise<void>((r) => jsonOut.once('drain', () => r()))
      json = ''
    }
  }
  out.end(buf)
  jsonOut.end(json)
  await Promise.all([out, jsonOut].map((s) => new Promise<void>((r) => s.once('finish', () => r()))))
  return rows
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

interface CaseResult {
  name: string
  own50: number
  own99: number
  theirs50: number
  ratio: number
  part50: number
  partRatio: number
  differing: number
  requests: number
}

/**
 * Runs every case: 10 requests to warm up, then `requests` measured ones, each step timing the
 * sandbox (and optionally a part of its work, `ownPart`) and its competitor on the same body and telling
 * how their answers differ (null: the same). Prints a line per case as it ends (p50s, the sandbox's p99,
 * the ratio of p50s against `target`, differing answers and the first difference), then the summary:
 * the median of the cases' ratios, the worst case, the cases over the target and the differing answers.
 */
async function compare(
  title: string,
  cases: SideCase[],
  requests: number,
  step: (
    body: OffersSearchRequest
  ) => Promise<{ own: number; ownPart?: number; theirs: number; difference: string | null }>,
  target: number,
  theirName: string,
  partName = ''
): Promise<CaseResult[]> {
  console.log(title)
  const results: CaseResult[] = []
  for (const c of cases) {
    const own: number[] = [],
      part: number[] = [],
      theirs: number[] = []
    let differing = 0
    let first = ''
    for (let n = -10; n < requests; n++) {
      const r = await step(c.body(n + 10))
      if (n < 0) continue
      own.push(r.own)
      part.push(r.ownPart ?? NaN)
      theirs.push(r.theirs)
      if (r.difference !== null) {
        differing++
        first ||= `request ${n}: ${r.difference}`
      }
    }
    for (const list of [own, part, theirs]) list.sort((x, y) => x - y)
    const theirs50 = quantile(theirs, 0.5)
    const res = {
      name: c.name,
      own50: quantile(own, 0.5),
      own99: quantile(own, 0.99),
      theirs50,
      ratio: quantile(own, 0.5) / theirs50,
      part50: quantile(part, 0.5),
      partRatio: quantile(part, 0.5) / theirs50,
      differing,
      requests
    }
    results.push(res)
    const partText = partName ? `; ${partName} p50 ${res.part50.toFixed(2)} ms: ratio ${res.partRatio.toFixed(2)}` : ''
    console.log(
      `  ${c.name}\n      sandbox p50 ${res.own50.toFixed(2)} ms (p99 ${res.own99.toFixed(2)}), ${theirName} p50 ${theirs50.toFixed(2)} ms: ratio ${res.ratio.toFixed(2)} ${res.ratio <= target ? 'ok' : 'OVER'}${partText}; answers differing ${differing}`
    )
    if (first) console.log(`      differs: ${first}`)
  }
  const ratios = results.map((r) => r.ratio).sort((x, y) => x - y)
  const p50 = quantile(ratios, 0.5)
  const worst = results.reduce((w, r) => (r.ratio > w.ratio ? r : w))
  const over = results.filter((r) => r.ratio > target).length
  const differing = results.reduce((sum, r) => sum + r.differing, 0)
  console.log(
    `  => p50 of the ${results.length} cases' ratios: ${p50.toFixed(2)} ${p50 <= target ? 'ok' : 'OVER'} (target <= ${target}); p90 ${quantile(ratios, 0.9).toFixed(2)}; cases over ${target}: ${over}`
  )
  console.log(
    `  => worst case: ${worst.name}: ratio ${worst.ratio.toFixed(2)} (sandbox p50 ${worst.own50.toFixed(2)} ms, ${theirName} p50 ${worst.theirs50.toFixed(2)} ms)`
  )
  if (partName) {
    const parts = results.map((r) => r.partRatio).sort((x, y) => x - y)
    const worstPart = results.reduce((w, r) => (r.partRatio > w.partRatio ? r : w))
    console.log(
      `  => ${partName} alone: p50 of the cases' ratios ${quantile(parts, 0.5).toFixed(2)}, p90 ${quantile(parts, 0.9).toFixed(2)}, worst ${worstPart.partRatio.toFixed(2)} (${worstPart.name.split(' ')[0]})`
    )
  }
  console.log(
    `  => answers differing: ${differing} of ${results.length * requests} (in ${results.filter((r) => r.differing > 0).length} cases)`
  )
  return results
}

/** POSTs the body; the time to the answer's last byte, and the answer. */
async function post(url: string, body: OffersSearchRequest): Promise<{ ms: number; text: string }> {
  const t0 = performance.now()
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  const bytes = await res.arrayBuffer()
  const ms = performance.now() - t0
  const text = Buffer.from(bytes).toString('utf8')
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`)
  return { ms, text }
}

/** The sandbox server's resident memory (MB). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

/** Answers in process are written into this buffer, as the sandbox server writes them into its pooled ones. */
const ANSWER = new ByteSink(Buffer.allocUnsafeSlow(4 * 1024 * 1024))

/**
 * The sandbox's answer in process: the search (searchOrder), then the JSON bytes the route sends (meta
 * included) written into a buffer; the times after the search and after the answer, the ids and the total.
 */
function sandboxAnswer(
  m: MarketImpl,
  body: OffersSearchRequest,
  baseUrl: string
): { searchMs: number; answerMs: number; ids: () => string[]; total: number } {
  const t0 = performance.now()
  const input = inputOf(body, baseUrl)
  const found = searchOrder(m, input, Math.min(SEARCH_CAP, input.offset + input.limit))
  const t1 = performance.now()
  ANSWER.off = 0
  const res = searchOffersJson(m, input, ANSWER, `{"url":null,"version":"${API_VERSIONS.v2}"}`, SEARCH_CAP, found)
  const t2 = performance.now()
  return { searchMs: t1 - t0, answerMs: t2 - t0, ids: () => res.indexes.map((i) => m.id(i)), total: res.totalItems }
}

export async function sideBySide(cacheDir: string, dataDir: string, requests: number): Promise<void> {
  if (!existsSync(join(PG_BIN, 'pg_ctl')) || !existsSync(POSTGIS_CONTROL)) {
    console.log(
      'side by side with PostGIS: skipped, PostgreSQL 15 + PostGIS 3 are not installed (apt-get install postgresql-15 postgresql-15-postgis-3)'
    )
    return
  }
  const seed = process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0
  const caseCount = Number(process.env.BENCH_CASES ?? 30)
  const geo = loadGeography()
  const m = openMarketSync(geo, { cacheDir }).market
  const cases = randomCases(geo, seed, caseCount, m.asOf)
  console.log(
    `side by side with PostGIS: seed ${seed} (BENCH_SEED=${seed} repeats it), ${cases.length} random cases, ${requests} requests each after 10 to warm up`
  )
  // The sandbox server first: the offers' image URLs in Postgres carry its address.
  const sandbox = await startSandbox(dataDir)
  const dir = mkdtempSync(join(tmpdir(), 'lagebild-postgis-'))
  chmodSync(dir, 0o755)
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString())
    )
  const data = join(dir, 'data')
  const port = 20000 + (process.pid % 20000)
  let started = false
  let endpoint: ReturnType<typeof spawn> | null = null
  try {
    run([join(PG_BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    run([
      join(PG_BIN, 'pg_ctl'),
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c shared_buffers=512MB`,
      'start'
    ])
    started = true
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' })
    await client.connect()
    try {
      const t0 = performance.now()
      const file = join(dir, 'offers.tsv')
      const jsonFile = join(dir, 'offer-json.tsv')
      const loaded = await writeRows(m, reachablePieces(m, cases), file, jsonFile, sandbox.url)
      chmodSync(file, 0o644)
      chmodSync(jsonFile, 0o644)
      await client.query('CREATE EXTENSION postgis')
      await client.query(`CREATE TABLE offers (i bigint PRIMARY KEY, lon float8, lat float8, deal smallint, kind smallint, living float8, rooms float8, by int,
        ppsqm float8, price float8, furnished bool, subsidized bool, postal text, start_day int, end_day int, otype smallint, first_occ bool, land float8)`)
      await client.query(`COPY offers FROM '${file}'`)
      await client.query('CREATE TABLE offer_json (i bigint PRIMARY KEY, head text, tail text)')
      await client.query(`COPY offer_json FROM '${jsonFile}'`)
      await client.query('ALTER TABLE offers ADD COLUMN geog geography(Point, 4326)')
      await client.query(
        'UPDATE offers SET geog = ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography WHERE lon IS NOT NULL'
      )
      await client.query('CREATE INDEX offers_geog ON offers USING gist (geog)')
      await client.query('CREATE INDEX offers_postal ON offers (postal, start_day DESC, i)')
      await client.query('CLUSTER offers USING offers_geog')
      await client.query('VACUUM ANALYZE offers')
      await client.query('VACUUM ANALYZE offer_json')
      console.log(
        `PostGIS: ${loaded.toLocaleString('en')} offers with their JSON (of the market's ${m.size.toLocaleString('en')}: every offer the cases can reach) loaded, indexed and clustered in ${((performance.now() - t0) / 1000).toFixed(1)} s`
      )

      // In process: the sandbox's answer against the SQL (ids and count only) over one pg connection.
      await compare(
        `side by side in process (target: sandbox p50 <= 0.5 x PostGIS): the sandbox's search and its whole answer's JSON bytes against the SQL's ids and count`,
        cases,
        requests,
        async (body) => {
          const mine = sandboxAnswer(m, body, sandbox.url)
          const a1 = performance.now()
          const theirs = await runSql(client, toSql(body, false))
          const a2 = performance.now()
          const ids = theirs.rows.map((r) => offerId(m.seed, Number(r.i)))
          const total = Math.min(theirs.total, 3000)
          const own = mine.ids()
          const at = own.findIndex((id, k) => id !== ids[k])
          const same = mine.total === total && at < 0 && own.length === ids.length
          return {
            own: mine.answerMs,
            ownPart: mine.searchMs,
            theirs: a2 - a1,
            difference: same
              ? null
              : `totals ${mine.total} / ${total}, offers ${own.length} / ${ids.length}; first differing position ${at}: sandbox ${own[at]}, PostGIS ${ids[at]}`
          }
        },
        0.5,
        'PostGIS',
        'search'
      )

      // Over HTTP: the sandbox server against the Fastify + pg endpoint, the same bodies, answers compared byte for byte.
      endpoint = spawn(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'tests/bench/postgis-endpoint.ts'), String(port)],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }
      )
      const endpointPort = await new Promise<string>((res, rej) => {
        createInterface({ input: endpoint!.stdout! }).once('line', res)
        endpoint!.once('exit', (code) => rej(new Error(`the PostGIS endpoint exited with ${code}`)))
      })
      await sandbox.warmed
      const sandboxUrl = `${sandbox.url}/api/v2/offers/search?api_key=${sandbox.key}`
      const endpointUrl = `http://127.0.0.1:${endpointPort}/api/v2/offers/search`
      let peak = 0
      await compare(
        `side by side over HTTP, to the last byte (target: sandbox p50 <= 0.6 x the Fastify + pg endpoint per case)`,
        cases,
        requests,
        async (body) => {
          const mine = await post(sandboxUrl, body)
          peak = Math.max(peak, rssMb(sandbox.child.pid!))
          const theirs = await post(endpointUrl, body)
          let at = 0
          while (at < mine.text.length && mine.text[at] === theirs.text[at]) at++
          return {
            own: mine.ms,
            theirs: theirs.ms,
            difference:
              mine.text === theirs.text
                ? null
                : `from character ${at}: sandbox …${mine.text.slice(Math.max(0, at - 60), at + 60)}… endpoint …${theirs.text.slice(Math.max(0, at - 60), at + 60)}…`
          }
        },
        0.6,
        'endpoint'
      )
      console.log(
        `sandbox server's resident memory: at most ${peak.toFixed(0)} MB over the HTTP cases; offers held in memory at the end: this process ${m.held.toLocaleString('en')}`
      )
      console.log(`seed ${seed}`)
    } finally {
      await client.end()
    }
  } finally {
    if (endpoint && endpoint.exitCode === null) {
      const gone = new Promise((r) => endpoint!.once('exit', r))
      endpoint.kill('SIGTERM')
      await gone
    }
    await stop(sandbox.child)
    if (started) run([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  }
}
