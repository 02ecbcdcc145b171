// `npm run bench:sandbox`: starts the sandbox CLI as a child process on the default dataset (built
// once into node_modules/.cache/lagebild-sandbox/bench), then measures over HTTP:
//   - time from spawn to the first answer of a first start in an empty data folder (dataset built),
//   - time from spawn to the first answer of a cold start with the dataset built,
//   - p50 / p99 latency of each case below to the answer's last byte (sequential requests, after a short warm-up),
//   - the server's resident memory (VmRSS) after the runs, and its peak over heavy use after them.
// Targets: dataset built in < 30 s at first start; p50 <= 20 ms, p99 <= 100 ms per case;
// cold start < 3 s; RSS < 600 MB.
// Add a case by appending to CASES: a name and a function from the request number to a request.
// `npm run bench:sandbox -- --postgis` instead compares the search with PostgreSQL + PostGIS (postgis-side-by-side.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cpus, loadavg } from 'node:os'
import { sideBySide } from './postgis-side-by-side'
import { DATA_DIR, startSandbox, stop, type Started } from './sandbox-process'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const WARMUP = 20

interface BenchRequest {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string>
  body?: unknown
}
interface BenchCase {
  name: string
  request: (n: number) => BenchRequest
  p99Max?: number
}

// Points in large cities (lat, lon), cycled through so that caches do not answer every request.
const CITY_POINTS: [number, number][] = [
  [48.1372, 11.5755],
  [48.15, 11.56],
  [48.12, 11.6],
  [48.16, 11.59],
  [48.105, 11.545], // München
  [52.52, 13.405],
  [52.5, 13.42],
  [52.54, 13.39],
  [52.49, 13.36],
  [52.53, 13.44], // Berlin
  [53.5511, 9.9937],
  [53.56, 10.02],
  [53.57, 9.96], // Hamburg
  [50.1109, 8.6821],
  [50.12, 8.66],
  [50.1, 8.7], // Frankfurt am Main
  [50.9375, 6.9603],
  [50.95, 6.93], // Köln
  [48.7758, 9.1829],
  [48.79, 9.2] // Stuttgart
]
const jitter = (n: number, k: number): number => (((n * 7919 + k * 104729) % 1000) / 1000 - 0.5) * 0.01
const pointOf = (n: number): [number, number] => {
  const [lat, lon] = CITY_POINTS[n % CITY_POINTS.length]
  return [lat + jitter(n, 1), lon + jitter(n, 2)]
}

export const CASES: BenchCase[] = [
  {
    name: 'offers/search (3 km circle, 3 filters, by distance, limit 100)',
    p99Max: 20,
    request: (n) => {
      const [latitude, longitude] = pointOf(n)
      return {
        method: 'POST',
        path: '/api/v2/offers/search',
        body: {
          filters: {
            location: { circle: { center: { coordinates: { latitude, longitude } }, radius: 3000 } },
            dealType: n % 2 ? 'sale' : 'rent',
            livingArea: { min: 40, max: 140 },
            numberOfRooms: { min: 2 }
          },
          orderBy: [{ field: 'distance', direction: 'asc' }],
          limit: 100
        }
      }
    }
  },
  {
    name: 'price_filter (coordinate in a large city, region rule)',
    request: (n) => {
      const [lat, lon] = pointOf(n)
      return {
        method: 'GET',
        path: '/api/v1/price_filter',
        query: { coordinate: `${lat.toFixed(5)},${lon.toFixed(5)}`, type_of_demand: n % 2 ? 'buy' : 'rent' }
      }
    }
  },
  {
    name: 'price_filter (radius 2000, apartments)',
    request: (n) => {
      const [lat, lon] = pointOf(n)
      return {
        method: 'GET',
        path: '/api/v1/price_filter',
        query: {
          coordinate: `${lat.toFixed(5)},${lon.toFixed(5)}`,
          type_of_demand: n % 2 ? 'buy' : 'rent',
          radius: '2000',
          object_type: '7'
        }
      }
    }
  },
  {
    name: 'locations/addresses (coordinates in a large city)',
    request: (n) => {
      const [latitude, longitude] = pointOf(n)
      return {
        method: 'POST',
        path: '/api/v2/locations/addresses',
        body: { location: { coordinates: { latitude, longitude } } }
      }
    }
  },
  {
    name: 'valuations/properties_light (apartment, varied size and year)',
    request: (n) => {
      const [latitude, longitude] = pointOf(n)
      return {
        method: 'POST',
        path: '/api/v2/valuations/properties_light',
        body: {
          dealType: 'sale',
          property: {
            propertyType: { type: 'apartment', subtype: 'apartment_apartment' },
            location: { coordinates: { latitude, longitude } },
            livingArea: 40 + (n % 90),
            buildingYear: 1950 + ((n * 7) % 75),
            condition: 'good'
          }
        }
      }
    }
  }
]

/** Heavy use for the memory figure: alternately a 10 km offer search (3,000 offers) and a 5 or 10 km price filter. */
const HEAVY_REQUESTS = Number(process.env.BENCH_HEAVY_REQUESTS ?? 600)
function heavyRequest(n: number): BenchRequest {
  const [lat, lon] = pointOf(n * 7)
  if (n % 2) {
    return {
      method: 'GET',
      path: '/api/v1/price_filter',
      query: {
        coordinate: `${lat.toFixed(5)},${lon.toFixed(5)}`,
        type_of_demand: n % 4 === 1 ? 'buy' : 'rent',
        radius: n % 3 ? '10000' : '5000'
      }
    }
  }
  return {
    method: 'POST',
    path: '/api/v2/offers/search',
    body: {
      filters: { location: { circle: { center: { coordinates: { latitude: lat, longitude: lon } }, radius: 10_000 } } },
      limit: 3000
    }
  }
}

async function send(s: Started, r: BenchRequest): Promise<number> {
  const url = new URL(r.path, s.url)
  url.searchParams.set('api_key', s.key)
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, v)
  const t0 = performance.now()
  const res = await fetch(
    url,
    r.body === undefined
      ? { method: r.method }
      : { method: r.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(r.body) }
  )
  // Time to the last byte, as server benchmarks measure: decoding the text is the client's work (for
  // price_filter's 1.9 MB answers, 5 ms of this process's time).
  const body = await res.arrayBuffer()
  const ms = performance.now() - t0
  if (res.status !== 200)
    throw new Error(`${r.method} ${r.path}: ${res.status} ${Buffer.from(body).toString('utf8', 0, 300)}`)
  return ms
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true })
  // A first start in an empty data folder: the dataset is always built.
  const fresh = mkdtempSync(join(tmpdir(), 'lagebild-bench-first-'))
  let builtMs: number
  try {
    const t0 = performance.now()
    const s = await startSandbox(fresh)
    await send(s, CASES[1].request(0))
    builtMs = performance.now() - t0
    await stop(s.child)
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
  const built = `first start in an empty data folder (dataset built) to first answer: ${(builtMs / 1000).toFixed(2)} s ${builtMs < 30_000 ? 'ok' : 'OVER'} (target < 30 s)`
  // First start on the bench folder: builds the dataset when the snapshot is missing or stale.
  const first = await startSandbox()
  await send(first, CASES[1].request(0))
  console.log(`first start (dataset built or loaded): ${(first.ms / 1000).toFixed(2)} s`)
  await stop(first.child)

  // Cold start with the dataset built: spawn until the first answer.
  const t0 = performance.now()
  const s = await startSandbox()
  await send(s, CASES[1].request(1))
  const coldMs = performance.now() - t0
  const rows: string[][] = []
  try {
    // A large market generates its densest areas while idle after the start: the cases measure after that.
    const warmLine = await s.warmed
    const warmS = (performance.now() - t0) / 1000
    for (const c of CASES) {
      for (let n = 0; n < WARMUP; n++) await send(s, c.request(n + 100_000))
      const times: number[] = []
      for (let n = 0; n < REQUESTS; n++) times.push(await send(s, c.request(n)))
      times.sort((a, b) => a - b)
      const p50 = quantile(times, 0.5)
      const p99 = quantile(times, 0.99)
      const p99Max = c.p99Max ?? 100
      rows.push([
        c.name,
        String(REQUESTS),
        p50.toFixed(1),
        p99.toFixed(1),
        p50 <= 20 && p99 <= p99Max ? 'ok' : 'OVER',
        `p50 <= 20, p99 <= ${p99Max}`
      ])
    }
    const rss = rssMb(s.child.pid!)
    // Then heavy use: 10 km searches of 3,000 offers and 5-10 km price filters of 3,000 exposés across the
    // large cities, generating and dropping pieces; resident memory read after every answer.
    let peak = rss
    for (let n = 0; n < HEAVY_REQUESTS; n++) {
      await send(s, heavyRequest(n))
      peak = Math.max(peak, rssMb(s.child.pid!))
    }
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} (1/5/15 min); figures include that load`
    )
    console.log(built)
    console.log(
      `cold start to first answer (dataset built): ${(coldMs / 1000).toFixed(2)} s ${coldMs < 3000 ? 'ok' : 'OVER'} (target < 3 s); listening after ${(s.ms / 1000).toFixed(2)} s`
    )
    console.log(`idle warm-up after the cold start: ${warmLine} (${warmS.toFixed(1)} s from spawn)`)
    console.log(
      `resident memory after the runs: ${rss.toFixed(0)} MB ${rss < 600 ? 'ok' : 'OVER'} (target < 600 MB); at most ${peak.toFixed(0)} MB ${peak < 600 ? 'ok' : 'OVER'} over ${HEAVY_REQUESTS} heavy requests after them`
    )
    const header = ['case', 'requests', 'p50 ms', 'p99 ms', 'result', 'target']
    const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k].length)))
    for (const r of [header, ...rows]) console.log(r.map((v, k) => v.padEnd(widths[k])).join('  '))
  } finally {
    await stop(s.child)
  }
}

const entry = process.argv.includes('--postgis')
  ? () => sideBySide(join(DATA_DIR, 'market'), DATA_DIR, Number(process.env.BENCH_REQUESTS ?? 100))
  : main
// Runs when started as the bench, not when another bench imports CASES.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  entry().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
