// A fair sandbox: while keep-alive connections keep the sandbox busy with 10 km searches at cold points
// (each generates hundreds of thousands of offers), a cheap request on a new connection is answered
// while most of those searches are still under way, and a search answered under that load is the same
// as answered idle. The sandbox runs as its own process on the calibrated (lazy) market, on 127.0.0.1
// only; before the fix a request on a new connection waited until the load stopped (the load ends by
// itself, so the test then finds no search under way). The times are bench:sandbox:fair's.
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { Client } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_EXEC_ARGV } from '@shared/sandbox/process-flags'
import { loadGeography } from '@sandbox/geo'
import { Rng } from '@sandbox/market/prng'
import { marketCacheDir, tempDataDir, TEST_MARKET_AS_OF } from '../../helpers/sandbox'

const ROOT = join(import.meta.dirname, '..', '..', '..')
/** Load connections, each looping 10 km searches at cold points. */
const CONNECTIONS = 16
const SEED = 2027

let child: ChildProcess
let url = ''
let key = ''
let dataDir = ''

beforeAll(async () => {
  dataDir = tempDataDir()
  child = spawn(
    process.execPath,
    [
      ...SANDBOX_EXEC_ARGV,
      '--import',
      'tsx',
      'src-sandbox/cli.ts',
      '--port',
      '0',
      '--data',
      dataDir,
      '--json',
      '--market-cache',
      join(marketCacheDir(0), '..', 'market-calibrated'),
      '--market-as-of',
      TEST_MARKET_AS_OF
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before answering: ${stderr}`)))
  })
  ;({
    url,
    keys: { full: key }
  } = JSON.parse(line) as { url: string; keys: { full: string } })
})

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    // Before the fix the event loop may be busy for many seconds: SIGKILL, the test's own child only.
    child.kill('SIGKILL')
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const geo = loadGeography()
const cumulative: number[] = []
for (const p of geo.postalCodes) cumulative.push((cumulative.at(-1) ?? 0) + p.population)
/** A population-weighted random point: a postal code area drawn by its population, then within about 1 km of its centre. */
function randomPoint(rng: Rng): [number, number] {
  const x = rng.next() * cumulative[cumulative.length - 1]
  const k = cumulative.findIndex((c) => c > x)
  const p = geo.postalCodes[k]
  return [p.lat + rng.range(-0.009, 0.009), p.lon + rng.range(-0.014, 0.014)]
}

const searchBody = (lat: number, lon: number, radius: number) =>
  JSON.stringify({
    filters: {
      location: { circle: { center: { coordinates: { latitude: lat, longitude: lon } }, radius } },
      dealType: 'rent',
      livingArea: { min: 40, max: 140 }
    },
    orderBy: [{ field: 'distance', direction: 'asc' }],
    limit: 50
  })

interface Answer {
  status: number
  body: string
  timing: string
}

async function send(client: Client, path: string, body?: string, signal?: AbortSignal): Promise<Answer> {
  const res = await client.request({
    path: `${path}?api_key=${key}`,
    method: body === undefined ? 'GET' : 'POST',
    body,
    signal,
    headers: body === undefined ? {} : { 'content-type': 'application/json' }
  })
  const text = await res.body.text()
  return { status: res.statusCode, body: text, timing: String(res.headers['server-timing'] ?? '') }
}

/** One request on a new connection. */
async function onNewConnection(path: string, body?: string): Promise<Answer> {
  const client = new Client(url, { pipelining: 1 })
  try {
    return await send(client, path, body)
  } catch (err) {
    return { status: 0, body: String(err), timing: '' }
  } finally {
    void client.destroy()
  }
}

describe('a fair sandbox', () => {
  it('answers a cheap request on a new connection while connections keep it busy with cold 10 km searches', async () => {
    // A 3 km search in Munich, answered idle first: under the load it is a search at a warm point.
    const city = searchBody(48.1372, 11.5755, 3000)
    const idle = await onNewConnection('/api/v2/offers/search', city)
    expect(idle.status).toBe(200)
    const rng = new Rng(SEED, 1)
    let stop = false
    let inFlight = 0
    const failures: string[] = []
    let firstAnswer: () => void = () => {}
    const busy = new Promise<void>((resolve) => (firstAnswer = resolve))
    const clients = Array.from(
      { length: CONNECTIONS },
      () => new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 })
    )
    // At most 8 searches a connection: the load stops by itself.
    const loops = clients.map(async (client) => {
      for (let n = 0; n < 8 && !stop; n++) {
        const [lat, lon] = randomPoint(rng)
        inFlight++
        const a = await send(client, '/api/v2/offers/search', searchBody(lat, lon, 10_000)).catch(
          (err: Error) => ({ status: 0, body: err.message }) as Answer
        )
        inFlight--
        if (stop) return
        if (a.status !== 200) failures.push(`${a.status} ${a.body.slice(0, 200)}`)
        firstAnswer()
      }
    })
    try {
      // The load is on once a first search has been answered (every connection has sent one).
      await busy
      // Each answer comes while at least half the load's searches are still under way.
      const light = await onNewConnection('/api/v2/property_groups')
      const busyAtLight = inFlight
      const search = await onNewConnection('/api/v2/offers/search', city)
      const busyAtSearch = inFlight
      const light2 = await onNewConnection('/api/v2/property_groups')
      const busyAtEnd = inFlight
      stop = true
      expect(failures).toEqual([])
      expect(
        [busyAtLight, busyAtSearch, busyAtEnd].map((n) => n >= CONNECTIONS / 2),
        `searches under way at each answer: ${busyAtLight}, ${busyAtSearch}, ${busyAtEnd}`
      ).toEqual([true, true, true])
      expect([light.status, search.status, light2.status]).toEqual([200, 200, 200])
      // The server reports what the search waited for and what it generated; under the load it gave the same offers in the same order as idle.
      expect(search.timing).toMatch(/queue;dur=[\d.]+, generate;dur=[\d.]+;desc="\d+ offers", compute;dur=[\d.]+/)
      expect(search.body).toBe(idle.body)
    } finally {
      stop = true
      await Promise.all(clients.map((c) => c.destroy()))
      await Promise.allSettled(loops)
    }
  }, 30_000)
})
