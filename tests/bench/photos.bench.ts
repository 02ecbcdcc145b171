// bench:photos: main's photo pipeline over the real sandbox, as the Electron main process runs it (the
// renderer's part is reading files and one IPC call per file); the sandbox runs in a process of its own,
// as the app's utility process does, so the event-loop figures are main's alone. 20 JPEGs of about 5 MB handed over one by
// one as a drop does: time until every preview is made (target <= 2 s) and until all are uploaded to the
// built-in sandbox (target <= 10 s). Then 10 HEICs: previews as they are decoded (in the worker thread),
// with main's event-loop delay meanwhile (p95; the renderer's frames depend on main answering IPC).
// The HEICs are phone-sized (12 MP, about 3.5 MB) when libheif's heif-enc is installed (Debian:
// apt-get install libheif-examples; x265 encodes one once, about 15 s, kept in the temp folder);
// without it the bench says so and uses the small committed fixture, which shows the path and the
// worker's isolation but not the decode cost of a phone photo.
//   npx tsx tests/bench/photos.bench.ts
import { readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import sharp from 'sharp'
import { tempDir } from '../helpers/platform'
import { spawnSandbox } from '../sandbox/portfolio/sandbox-process'
import { photosOver } from '../main/photos/photos'
import { phoneHeic } from './phone-heic'

const JPEGS = 20
const HEICS = 10
const ms = (n: number) => `${Math.round(n)} ms`
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN

/** A camera-sized JPEG of about 5 MB: noise at high quality (distinct per seed). */
async function cameraJpeg(seed: number): Promise<Uint8Array> {
  const width = 3000
  const height = 2250
  const raw = Buffer.alloc(width * height * 3)
  let x = seed * 2654435761 + 7
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    raw[i] = (x & 0x7f) + 64
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer()
  )
}

/** The HEIC fixture made distinct by a trailing `free` box (legal ISO-BMFF, ignored by decoders). */
function distinctHeic(base: Uint8Array, n: number): Uint8Array {
  const free = new Uint8Array(16)
  new DataView(free.buffer).setUint32(0, 16)
  free.set(new TextEncoder().encode('free'), 4)
  new DataView(free.buffer).setUint32(8, n)
  const out = new Uint8Array(base.byteLength + free.byteLength)
  out.set(base)
  out.set(free, base.byteLength)
  return out
}

const dataDir = tempDir('lagebild-bench-photos-')
const sb = await spawnSandbox(join(dataDir, 'sandbox'))
const q = photosOver({ dataDir, url: () => sb.url, key: sb.keys.full })
try {
  const created = await fetch(`${sb.url}/api/v2/properties?api_key=${sb.keys.full}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customId: 'Bench' })
  })
  const propertyId = ((await created.json()) as { id: string }).id
  process.stdout.write('making 20 camera-sized JPEGs … ')
  const jpegs = await Promise.all(Array.from({ length: JPEGS }, (_, i) => cameraJpeg(i + 1)))
  const mb = jpegs.reduce((s, b) => s + b.byteLength, 0) / 1024 / 1024
  console.log(`${mb.toFixed(1)} MB in all (${(mb / JPEGS).toFixed(1)} MB each)`)

  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  const t0 = performance.now()
  const previewAt = new Map<string, number>()
  const doneAt = new Map<string, number>()
  const watch = setInterval(() => {
    for (const j of q.photos.state().jobs) {
      if (j.preview && !previewAt.has(j.id)) previewAt.set(j.id, performance.now() - t0)
      if (j.state === 'done' && !doneAt.has(j.id)) doneAt.set(j.id, performance.now() - t0)
    }
  }, 5)
  for (const [i, bytes] of jpegs.entries()) await q.photos.add(propertyId, { name: `IMG_${1000 + i}.JPG`, bytes })
  const handedOver = performance.now() - t0
  while (previewAt.size < JPEGS) await new Promise((r) => setTimeout(r, 5))
  const previews = performance.now() - t0
  while (doneAt.size < JPEGS) await new Promise((r) => setTimeout(r, 5))
  const uploaded = performance.now() - t0
  loop.disable()
  const jpegPreviews = [...previewAt.values()]
  console.log(
    `20 JPEGs: handed over ${ms(handedOver)}; all previews ${ms(previews)} (target <= 2000 ms); all uploaded ${ms(uploaded)} (target <= 10000 ms)`
  )
  console.log(`  main event-loop delay meanwhile: p95 ${ms(loop.percentile(95) / 1e6)}, max ${ms(loop.max / 1e6)}`)
  console.log(
    `  each JPEG's preview, from the start of the drop: p50 ${ms(pct(jpegPreviews, 50))}, p95 ${ms(pct(jpegPreviews, 95))}`
  )

  const phone = await phoneHeic()
  if (!phone)
    console.log('heif-enc not found (apt-get install libheif-examples): the HEIC phase uses the small fixture')
  const heic =
    phone ?? new Uint8Array(readFileSync(join(import.meta.dirname, '../sandbox/portfolio/fixtures/two-colours.heic')))
  const heicLoop = monitorEventLoopDelay({ resolution: 5 })
  heicLoop.enable()
  const h0 = performance.now()
  const heicIds: string[] = []
  for (let i = 0; i < HEICS; i++)
    heicIds.push((await q.photos.add(propertyId, { name: `IMG_${2000 + i}.HEIC`, bytes: distinctHeic(heic, i) })).id)
  const heicPreview: number[] = []
  while (heicPreview.length < HEICS) {
    const jobs = q.photos.state().jobs.filter((j) => heicIds.includes(j.id) && j.preview)
    while (heicPreview.length < jobs.length) heicPreview.push(performance.now() - h0)
    await new Promise((r) => setTimeout(r, 5))
  }
  heicLoop.disable()
  console.log(
    `10 HEICs (${phone ? '12 MP phone-sized' : 'small fixture'}, ${(heic.byteLength / 1e6).toFixed(2)} MB each): previews after ${heicPreview.map((t) => Math.round(t)).join(', ')} ms`
  )
  console.log(
    `  main event-loop delay meanwhile: p95 ${ms(heicLoop.percentile(95) / 1e6)}, max ${ms(heicLoop.max / 1e6)} (target p95 <= 50 ms)`
  )
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  clearInterval(watch)
} finally {
  await q.close()
  await sb.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
