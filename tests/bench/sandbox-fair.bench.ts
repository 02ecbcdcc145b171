// `npm run bench:sandbox:fair`: is the sandbox fair under load? Starts the sandbox CLI as a child process
// on the default (calibrated, lazy) market, as `npm run bench:sandbox` does, waits for its idle warm-up,
// then over HTTP on 127.0.0.1 only:
//   1. cold points: the first 3 km search at each of 10 random population-weighted points (idle), and the
//      same search again, with what the server says it waited for and generated (Server-Timing);
//   2. throughput: 3 km searches one after another at random population-weighted points for a few seconds;
//   3. load: CONNECTIONS keep-alive connections loop 3 km and 10 km searches at random population-weighted
//      points for LOAD_S seconds (at most LOAD_MAX requests), and meanwhile, once a second, each of these
//      cheap requests on a NEW connection: a light GET (the property groups list), a 3 km search at a warm
//      city point, a 200 m search and a 3 km search at a fresh random point (a first search there), a
//      price_filter (2 km at a warm city point) and a locations/addresses. Prints their p50/p99/max
//      (target: the light GET, the warm search, price_filter and addresses within 1 s at p99), the load's
//      throughput and latencies, the server's resident memory at most, and the machine's load before and after.
// Points come from a seeded generator (BENCH_SEED, printed): a postal code area drawn by its population,
// then a point up to 1 km from its centre. The run stops by itself.
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { Client } from 'undici'
import { loadGeography } from '@sandbox/geo'
import { Rng } from '@sandbox/market/prng'
import { startSandbox, stop, type Started } from './sandbox-process'

const SEED = Number(process.env.BENCH_SEED ?? 27)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 30)
const LOAD_MAX = Number(process.env.BENCH_LOAD_MAX ?? 20_000)
const THROUGHPUT_S = Number(process.env.BENCH_THROUGHPUT_S ?? 10)
const COLD_POINTS = 10
/** Structured addresses for the locations/addresses probe. */
const ADDRESSES = [
  { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' },
  { street: 'Alexanderplatz', houseNumber: '1', postCode: '10178', city: 'Berlin' },
  { street: 'Straße der Nationen', houseNumber: '10', postCode: '09111', city: 'Chemnitz' }
]
/** Warm city points (Munich, Berlin, Hamburg centres: warmed while idle). */
const WARM_POINTS: [number, number][] = [
  [48.1372, 11.5755],
  [52.52, 13.405],
  [53.5511, 9.9937],
  [48.15, 11.56],
  [52.5, 13.42]
]

const geo = loadGeography()
const codes = geo.postalCodes
const cumulative = new Float64Array(codes.length)
for (let k = 0, sum = 0; k < codes.length; k++) cumulative[k] = sum += codes[k].population

/** A random population-weighted point: a postal code area drawn by its population, then up to ~1 km from its centre. */
function randomPoint(rng: Rng): [number, number] {
  const x = rng.next() * cumulative[cumulative.length - 1]
  let lo = 0
  let hi = cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (cumulative[mid] > x) hi = mid
    else lo = mid + 1
  }
  const p = codes[lo]
  return [p.lat + rng.range(-0.009, 0.009), p.lon + rng.range(-0.014, 0.014)]
}

function searchBody(lat: number, lon: number, radius: number, n: number): string {
  return JSON.stringify({
    filters: {
      location: { circle: { center: { coordinates: { latitude: lat, longitude: lon } }, radius } },
      dealType: n % 2 ? 'sale' : 'rent',
      livingArea: { min: 40, max: 140 },
      numberOfRooms: { min: 2 }
    },
    orderBy: [{ field: 'distance', direction: 'asc' }],
    limit: 100
  })
}

interface Answer {
  ms: number
  status: number
  timing: string
}

async function search(
  client: Client,
  s: Started,
  lat: number,
  lon: number,
  radius: number,
  n: number
): Promise<Answer> {
  const t0 = performance.now()
  const res = await client.request({
    path: `/api/v2/offers/search?api_key=${s.key}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searchBody(lat, lon, radius, n)
  })
  await res.body.arrayBuffer()
  return { ms: performance.now() - t0, status: res.statusCode, timing: String(res.headers['server-timing'] ?? '') }
}

/** GET or POST (JSON) one path, timed. */
async function timed(client: Client, s: Started, path: string, json?: unknown): Promise<Answer> {
  const t0 = performance.now()
  const res = await client.request({
    path: `${path}${path.includes('?') ? '&' : '?'}api_key=${s.key}`,
    method: json === undefined ? 'GET' : 'POST',
    ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })
  })
  await res.body.arrayBuffer()
  return { ms: performance.now() - t0, status: res.statusCode, timing: String(res.headers['server-timing'] ?? '') }
}

async function lightGet(client: Client, s: Started): Promise<Answer> {
  const t0 = performance.now()
  const res = await client.request({ path: `/api/v2/property_groups?api_key=${s.key}`, method: 'GET' })
  await res.body.arrayBuffer()
  return { ms: performance.now() - t0, status: res.statusCode, timing: '' }
}

/** One request on a new connection (closed after): the time includes connecting. */
async function onNewConnection(s: Started, send: (c: Client) => Promise<Answer>): Promise<Answer> {
  const client = new Client(s.url, { pipelining: 1 })
  try {
    return await send(client)
  } finally {
    await client.close()
  }
}

const quantile = (sorted: number[], q: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN
const ms = (x: number): string => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`)
function summary(times: number[]): string {
  const t = [...times].sort((a, b) => a - b)
  return `n ${t.length}, p50 ${ms(quantile(t, 0.5))}, p99 ${ms(quantile(t, 0.99))}, max ${ms(t[t.length - 1] ?? NaN)}`
}

/** CPU seconds the process has used (user + system), from /proc (clock ticks of 1/100 s). */
function cpuS(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

async function coldPoints(s: Started): Promise<void> {
  const rng = new Rng(SEED, 1)
  const client = new Client(s.url, { pipelining: 1 })
  const firsts: number[] = []
  const cpus: number[] = []
  console.log(
    `cold points: the first 3 km search at each of ${COLD_POINTS} random population-weighted points (seed ${SEED}, stream 1), idle, then the same search again`
  )
  try {
    for (let n = 0; n < COLD_POINTS; n++) {
      const [lat, lon] = randomPoint(rng)
      const cpu0 = cpuS(s.child.pid!)
      const first = await search(client, s, lat, lon, 3000, n)
      const cpu = cpuS(s.child.pid!) - cpu0
      const again = await search(client, s, lat, lon, 3000, n)
      firsts.push(first.ms)
      cpus.push(cpu * 1000)
      const where = geo.at(lat, lon)
      console.log(
        `  ${lat.toFixed(4)},${lon.toFixed(4)} ${(where ? `${where.postCode} ${where.city}` : '?').padEnd(30)} first ${ms(first.ms).padStart(7)} (CPU ${ms(cpu * 1000).padStart(6)})  again ${ms(again.ms).padStart(6)}  ${first.status === 200 ? '' : `status ${first.status} `}${first.timing}`
      )
    }
  } finally {
    await client.close()
  }
  console.log(`  first searches: ${summary(firsts)}; the server's CPU ${summary(cpus)}`)
}

async function throughput(s: Started): Promise<void> {
  const rng = new Rng(SEED, 2)
  const client = new Client(s.url, { pipelining: 1 })
  const times: number[] = []
  const t0 = performance.now()
  const cpu0 = cpuS(s.child.pid!)
  try {
    while (performance.now() - t0 < THROUGHPUT_S * 1000)
      times.push((await search(client, s, ...randomPoint(rng), 3000, times.length)).ms)
  } finally {
    await client.close()
  }
  const secs = (performance.now() - t0) / 1000
  const cpu = cpuS(s.child.pid!) - cpu0
  console.log(
    `throughput, 3 km searches one after another at random population-weighted points (seed ${SEED}, stream 2): ${(times.length / secs).toFixed(1)} per second, the server's CPU ${((1000 * cpu) / times.length).toFixed(0)} ms a search (${summary(times)})`
  )
}

async function load(s: Started): Promise<void> {
  const loadRng = new Rng(SEED, 3)
  const probeRng = new Rng(SEED, 4)
  const pid = s.child.pid!
  const deadline = performance.now() + LOAD_S * 1000
  let sent = 0
  const byRadius = new Map<number, number[]>([
    [3000, []],
    [10_000, []]
  ])
  /** The work each search ran in one go, its turn's compute (Server-Timing), by radius. */
  const computeByRadius = new Map<number, number[]>([
    [3000, []],
    [10_000, []]
  ])
  let failed = 0
  let peakRss = rssMb(pid)
  const cpu0 = cpuS(pid)
  const t0 = performance.now()
  const clients = Array.from(
    { length: CONNECTIONS },
    () => new Client(s.url, { pipelining: 1, keepAliveTimeout: 60_000 })
  )
  const loops = clients.map(async (client, c) => {
    for (let n = 0; performance.now() < deadline && sent < LOAD_MAX; n++) {
      sent++
      const radius = (c + n) % 2 ? 3000 : 10_000
      const [lat, lon] = randomPoint(loadRng)
      const a = await search(client, s, lat, lon, radius, n)
      if (a.status === 200) {
        byRadius.get(radius)!.push(a.ms)
        const compute = /compute;dur=([\d.]+)/.exec(a.timing)
        if (compute) computeByRadius.get(radius)!.push(Number(compute[1]))
      } else failed++
    }
  })
  const probes = {
    light: [] as number[],
    warm: [] as number[],
    fresh: [] as number[],
    small: [] as number[],
    priceFilter: [] as number[],
    addresses: [] as number[]
  }
  let probeFailures = 0
  const probe = (times: number[], send: (c: Client) => Promise<Answer>) =>
    onNewConnection(s, send).then(
      (a) => {
        times.push(a.ms)
        if (a.status !== 200) probeFailures++
      },
      () => {
        probeFailures++
      }
    )
  const probeRuns: Promise<void>[] = []
  // Once a second while the load runs: the three cheap requests, each on a new connection, not waiting for earlier ones.
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid))
    if (performance.now() >= deadline) return
    const n = probeRuns.length
    const [wLat, wLon] = WARM_POINTS[n % WARM_POINTS.length]
    const [fLat, fLon] = randomPoint(probeRng)
    const [sLat, sLon] = randomPoint(probeRng)
    const coordinate = `${wLat},${wLon}`
    probeRuns.push(
      probe(probes.light, (cl) => lightGet(cl, s)),
      probe(probes.warm, (cl) => search(cl, s, wLat, wLon, 3000, n)),
      probe(probes.fresh, (cl) => search(cl, s, fLat, fLon, 3000, n)),
      probe(probes.small, (cl) => search(cl, s, sLat, sLon, 200, n)),
      probe(probes.priceFilter, (cl) =>
        timed(cl, s, `/api/v1/price_filter?coordinate=${coordinate}&type_of_demand=rent&radius=2000`)
      ),
      probe(probes.addresses, (cl) =>
        timed(cl, s, '/api/v2/locations/addresses', { location: { address: ADDRESSES[n % ADDRESSES.length] } })
      )
    )
  }, 1000)
  await Promise.all(loops)
  const loadSecs = (performance.now() - t0) / 1000
  const loadCpu = cpuS(pid) - cpu0
  clearInterval(timer)
  await Promise.all(probeRuns)
  await Promise.all(clients.map((c) => c.close()))
  peakRss = Math.max(peakRss, rssMb(pid))
  const n3 = byRadius.get(3000)!
  const n10 = byRadius.get(10_000)!
  console.log(
    `load: ${CONNECTIONS} keep-alive connections looping 3 km and 10 km searches at random population-weighted points (seed ${SEED}, stream 3) for ${loadSecs.toFixed(1)} s${failed ? `, ${failed} failed` : ''}`
  )
  console.log(`  3 km:  ${(n3.length / loadSecs).toFixed(1)} per second (${summary(n3)})`)
  console.log(`  10 km: ${(n10.length / loadSecs).toFixed(1)} per second (${summary(n10)})`)
  console.log(
    `  the work a search runs in one go (its compute; generation goes in slices of about 8 ms): 3 km ${summary(computeByRadius.get(3000)!)}; 10 km ${summary(computeByRadius.get(10_000)!)}`
  )
  console.log(
    `  the server's CPU: ${loadCpu.toFixed(1)} s over ${loadSecs.toFixed(1)} s (${((1000 * loadCpu) / Math.max(1, n3.length + n10.length)).toFixed(0)} ms a search); resident memory at most ${peakRss.toFixed(0)} MB`
  )
  console.log(`meanwhile, once a second, on a new connection each${probeFailures ? ` (${probeFailures} failed)` : ''}:`)
  const verdict = (t: number[]) =>
    t.length &&
    quantile(
      [...t].sort((a, b) => a - b),
      0.99
    ) <= 1000
      ? 'ok'
      : 'OVER'
  const target = (name: string, t: number[]) =>
    console.log(`  ${name.padEnd(40)}${summary(t)} ${verdict(t)} (target p99 <= 1 s)`)
  target('light GET (property groups):', probes.light)
  target('3 km search at a warm city point:', probes.warm)
  target('price_filter, 2 km at a warm city point:', probes.priceFilter)
  target('locations/addresses:', probes.addresses)
  console.log(
    `  ${'200 m search at a fresh random point:'.padEnd(40)}${summary(probes.small)} (seed ${SEED}, stream 4)`
  )
  console.log(`  ${'3 km search at a fresh random point:'.padEnd(40)}${summary(probes.fresh)} (seed ${SEED}, stream 4)`)
}

async function main(): Promise<void> {
  const s = await startSandbox()
  try {
    const warmLine = await s.warmed
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} (1/5/15 min); figures include that load`
    )
    console.log(warmLine)
    await coldPoints(s)
    await throughput(s)
    await load(s)
    console.log(
      `machine after: load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} (1/5/15 min)`
    )
  } finally {
    await stop(s.child)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
