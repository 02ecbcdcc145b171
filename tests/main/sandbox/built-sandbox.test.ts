// The sandbox as the packaged app runs it: electron-vite's bundle of the utility-process entry
// (out/main/sandbox.js), started under Node with a stand-in parent port. Catches what only bundling
// breaks: clashing module-scope names, resources found relative to the source, native modules.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ROOT } from '../../helpers/root'

let child: ReturnType<typeof spawn> | undefined
let dataDir: string
let ready: { url: string; key: string }

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lagebild-built-sandbox-'))
  child = spawn(
    process.execPath,
    ['--import', join(ROOT, 'tests/main/sandbox/fixtures/fake-parent-port.mjs'), join(ROOT, 'out/main/sandbox.js')],
    {
      cwd: ROOT,
      env: { ...process.env, LAGEBILD_SANDBOX_DATA: dataDir, LAGEBILD_SANDBOX_OFFERS: '20000' },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  // A first start builds the market: { type: 'progress', phase, fraction } messages come before 'ready'.
  const progress: { phase: string; fraction: number }[] = []
  const first = await new Promise<string>((ok, fail) => {
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      const m = JSON.parse(line) as { type: string; phase: string; fraction: number }
      if (m.type === 'progress') progress.push(m)
      else ok(line)
    })
    child!.once('exit', (code) => fail(new Error(`built sandbox exited (${code}): ${stderr}`)))
  })
  const message = JSON.parse(first) as { type: string; url: string; key: string; message?: string }
  expect(message.type, message.message).toBe('ready')
  expect(progress[0]).toEqual({ type: 'progress', phase: 'generate', fraction: 0 })
  expect(progress.at(-1)).toEqual({ type: 'progress', phase: 'snapshot', fraction: 1 })
  ready = message
}, 180_000)

afterAll(() => {
  child?.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const api = (path: string, init?: RequestInit) =>
  fetch(`${ready.url}${path}${path.includes('?') ? '&' : '?'}api_key=${ready.key}`, init)

it('answers a location report request with its geography', async () => {
  const res = await api('/api/v2/locations/addresses', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      location: { address: { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' } }
    })
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { divisionLevel20: { geometry: { type: string } } }
  expect(body.divisionLevel20.geometry.type).toBe('MultiPolygon')
})

it('stores an uploaded photo with its preview (sharp loads inside the bundle)', async () => {
  const created = await api('/api/v2/properties', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location: { coordinates: { latitude: 48.137, longitude: 11.575 } } })
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('type', 'default')
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png')
  const uploaded = await api(`/api/v2/properties/${id}/images`, { method: 'POST', body: form })
  expect(uploaded.status).toBe(201)
  const image = (await uploaded.json()) as { previewSrc: string }
  const preview = await fetch(image.previewSrc)
  expect(preview.status).toBe(200)
  const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata()
  expect(Math.max(meta.width!, meta.height!)).toBe(400)
})

it('builds a main and a preload bundle that parse (they need Electron to run, which this machine lacks)', () => {
  for (const file of ['out/main/index.js', 'out/preload/index.cjs']) {
    execFileSync(process.execPath, ['--check', join(ROOT, file)], { stdio: 'pipe' })
  }
})

it('takes the geography from the path main gives it (the packaged app keeps it in its resources folder)', async () => {
  const missing = join(dataDir, 'resources-elsewhere/geo/germany.json')
  const other = spawn(
    process.execPath,
    ['--import', join(ROOT, 'tests/main/sandbox/fixtures/fake-parent-port.mjs'), join(ROOT, 'out/main/sandbox.js')],
    {
      cwd: ROOT,
      env: { ...process.env, LAGEBILD_SANDBOX_DATA: join(dataDir, 'other'), LAGEBILD_GEO_RESOURCE: missing },
      stdio: ['ignore', 'pipe', 'ignore']
    }
  )
  const first = await new Promise<string>((ok) => createInterface({ input: other.stdout! }).once('line', ok))
  other.kill('SIGKILL')
  const message = JSON.parse(first) as { type: string; message?: string }
  expect(message.type).toBe('error')
  expect(message.message).toContain(missing)
})
