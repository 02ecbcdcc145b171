// The comparables search's router call for 3,000 offers (target p50 <= 150 ms), in
// Node over the real sandbox, with its parts: the service's answer (offers/search over HTTP) and the
// image references (ids computed before the answer, written to images.db after it).
//   npm run bench:comparables:router
// BENCH_SANDBOX=process runs the sandbox as its own process, as the app does (a utility process), so
// the router's time is not shared with the sandbox's own work.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { onceLauncher } from '@main/sandbox/launcher'
import { startSandbox, tempDataDir, testMarketArgs } from '../helpers/sandbox'
import { createTestApp } from '../helpers/platform'
import { APP_SENDER, tempDir } from '../main/reports/helpers'

const CENTRES = [
  { name: 'München', latitude: 48.1374, longitude: 11.5755 },
  { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { name: 'Hamburg', latitude: 53.5511, longitude: 9.9937 }
]
/** Searched once each after the rounds above: image URLs main has not seen yet. */
const NEW_AREAS = [
  { name: 'Köln', latitude: 50.9375, longitude: 6.9603 },
  { name: 'Frankfurt am Main', latitude: 50.1109, longitude: 8.6821 },
  { name: 'Stuttgart', latitude: 48.7758, longitude: 9.1829 },
  { name: 'Düsseldorf', latitude: 51.2277, longitude: 6.7735 },
  { name: 'Leipzig', latitude: 51.3397, longitude: 12.3731 },
  { name: 'Dresden', latitude: 51.0504, longitude: 13.7373 },
  { name: 'Hannover', latitude: 52.3759, longitude: 9.732 },
  { name: 'Nürnberg', latitude: 49.4521, longitude: 11.0767 }
]
// BENCH_PROFILE=1: node's CPU profiler over the measured calls, self time summed by function.
const PROFILE = process.env.BENCH_PROFILE === '1'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
const ms = (v: number) => `${v.toFixed(1)} ms`

/** The sandbox CLI as its own process on the given market; its first line names its URL and keys. */
async function spawnSandbox(dataDir: string, market: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--data', dataDir, '--json', ...market],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit']
    }
  )
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before answering`)))
  })
  const { url, keys } = JSON.parse(first) as { url: string; keys: { full: string } }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { url, keys, stop: async () => void (child.kill('SIGTERM'), await exited) }
}

// The app's own sample market (500,000 offers), so a 10 km search in a city reaches the 3,000 cap.
const OFFERS = 500_000
const own = process.env.BENCH_SANDBOX === 'process'
const sandboxDir = tempDataDir()
const sandbox = own ? await spawnSandbox(sandboxDir, testMarketArgs(OFFERS)) : await startSandbox({ offers: OFFERS })
const dataDir = tempDir('lagebild-bench-comparables-')
const app = createTestApp({
  dataDir,
  sandbox: onceLauncher(async () => ({ url: sandbox.url, key: sandbox.keys.full, stop: async () => undefined }))
})
try {
  const images = app.services.images
  const referenceAll = images.referenceAll.bind(images)
  let referencing = 0
  let referencingCpu = 0
  let answered = 0
  images.referenceAll = (urls, source) => {
    const t0 = performance.now()
    const cpu0 = process.cpuUsage()
    answered = t0
    try {
      return referenceAll(urls, source)
    } finally {
      referencing += performance.now() - t0
      const cpu = process.cpuUsage(cpu0)
      referencingCpu += (cpu.user + cpu.system) / 1000
    }
  }
  const client = {
    calls: [] as number[],
    service: [] as number[],
    refs: [] as number[],
    refsCpu: [] as number[],
    offers: [] as number[],
    images: [] as number[]
  }
  const fresh = { calls: [] as number[], refs: [] as number[], refsCpu: [] as number[] }
  const { Session } = await import('node:inspector/promises')
  const session = PROFILE ? new Session() : null
  for (let i = 0; i < ROUNDS + 3 + NEW_AREAS.length; i++) {
    if (session && i === 3) {
      session.connect()
      await session.post('Profiler.enable')
      await session.post('Profiler.start')
    }
    if (session && i === ROUNDS + 3) {
      const { profile } = await session.post('Profiler.stop')
      const self = new Map<string, number>()
      const byId = new Map(profile.nodes.map((n) => [n.id, n]))
      const dt = profile.timeDeltas ?? []
      ;(profile.samples ?? []).forEach((id, k) => {
        const f = byId.get(id)!.callFrame
        const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(src-[^/]+|node_modules)\//, '$1/')}:${f.lineNumber + 1}`
        self.set(key, (self.get(key) ?? 0) + (dt[k] ?? 0) / 1000)
      })
      console.log(`self time by function over ${ROUNDS} calls (ms per call):`)
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`  ${(v / ROUNDS).toFixed(1).padStart(6)}  ${k}`)
      session.disconnect()
    }
    const c = i < ROUNDS + 3 ? CENTRES[i % CENTRES.length]! : NEW_AREAS[i - ROUNDS - 3]!
    referencing = 0
    referencingCpu = 0
    const t0 = performance.now()
    const r = await app.router.invoke(
      'comparables',
      'search',
      [
        {
          subject: { address: c.name, livingArea: 80 },
          request: {
            filters: {
              location: {
                circle: { center: { coordinates: { latitude: c.latitude, longitude: c.longitude } }, radius: 10000 }
              },
              dealType: 'sale',
              isFurnished: false,
              isSubsidizedHousing: false
            },
            orderBy: [{ field: 'similarityScore', direction: 'desc' }]
          }
        }
      ],
      APP_SENDER
    )
    const took = performance.now() - t0
    if (!r.ok) throw new Error(r.error.message)
    // The first rounds warm the sandbox's pieces and the JIT.
    if (i < 3) continue
    if (i >= ROUNDS + 3) {
      fresh.calls.push(took)
      fresh.refs.push(referencing)
      fresh.refsCpu.push(referencingCpu)
      continue
    }
    const items = (r.value as { items: Array<{ images?: unknown[] }> }).items
    client.calls.push(took)
    client.refs.push(referencing)
    client.refsCpu.push(referencingCpu)
    client.service.push(answered - t0)
    client.offers.push(items.length)
    client.images.push(items.reduce((n, o) => n + (o.images?.length ?? 0), 0))
  }
  console.log(
    `comparables.search over the router (sandbox ${own ? 'in its own process' : 'in this process'}), ${ROUNDS} calls, ${pct(client.offers, 50)} offers with ${pct(client.images, 50)} image URLs in all (p50):`
  )
  console.log(
    `  router call p50 ${ms(pct(client.calls, 50))}, p95 ${ms(pct(client.calls, 95))} (target p50 <= 150 ms) ${pct(client.calls, 50) <= 150 ? 'ok' : 'MISSED'}`
  )
  console.log(
    `  of it, to the service's answer checked (HTTP, offers/search, schema check) p50 ${ms(pct(client.service, 50))}`
  )
  console.log(
    `  of it, image references before answering p50 ${ms(pct(client.refs, 50))}, p95 ${ms(pct(client.refs, 95))} (CPU p50 ${ms(pct(client.refsCpu, 50))})`
  )
  console.log(
    `a new area each (${NEW_AREAS.length} calls, image URLs not seen before): router call p50 ${ms(pct(fresh.calls, 50))}, image references p50 ${ms(pct(fresh.refs, 50))} (CPU p50 ${ms(pct(fresh.refsCpu, 50))})`
  )
  console.log(
    `machine load while measuring (1 min average): ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`
  )
} finally {
  await app.close()
  await ('close' in sandbox ? sandbox.close() : sandbox.stop())
  rmSync(sandboxDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
