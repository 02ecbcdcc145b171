// Previews of photos before they are uploaded: upright (EXIF orientation applied), longest side 480 px,
// WebP. The full decode also finds damage that the end markers did not show. HEIC goes through
// heic-decode (libheif compiled to wasm; sharp's prebuilt libvips reads HEIF only as AVIF) in a worker
// thread, so decoding a phone photo never blocks main.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { ImageFormat } from '@shared/images/image-format'

export const PREVIEW_SIDE = 480

type SharpFactory = (typeof import('sharp'))['default']
const requireCjs = createRequire(import.meta.url)
let sharpFactory: SharpFactory | undefined
const sharp = (...args: Parameters<SharpFactory>) => (sharpFactory ??= requireCjs('sharp') as SharpFactory)(...args)

export class UnreadableImage extends Error {
  constructor(
    readonly truncated: boolean,
    message: string
  ) {
    super(message)
  }
}

// The worker's code: heic-decode loaded by its absolute path (handed over in workerData).
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require(workerData.heicDecode)
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { width, height, data } = await decode({ buffer: bytes })
    parentPort.postMessage({ id, width, height, data }, [data.buffer])
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) })
  }
})
`

type Decoded = { width: number; height: number; data: Uint8ClampedArray }
let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, { resolve: (d: Decoded) => void; reject: (e: Error) => void }>()

function heicWorker(): Worker {
  if (worker) return worker
  const w = new Worker(HEIC_WORKER, { eval: true, workerData: { heicDecode: requireCjs.resolve('heic-decode') } })
  w.on('message', (m: { id: number; error?: string } & Partial<Decoded>) => {
    const job = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.error !== undefined) job?.reject(new UnreadableImage(false, m.error))
    else job?.resolve(m as Decoded)
  })
  w.on('error', (err) => {
    for (const job of waiting.values()) job.reject(err)
    waiting.clear()
    worker = null
  })
  // Idle, the worker does not keep the app (or a test) running.
  w.unref()
  worker = w
  return w
}

export function decodeHeicOffThread(bytes: Uint8Array): Promise<Decoded> {
  const id = nextId++
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    heicWorker().postMessage({ id, bytes })
  })
}

export async function stopPreviewWorker(): Promise<void> {
  const w = worker
  worker = null
  await w?.terminate()
}

/** The preview as WebP bytes; throws UnreadableImage when the file cannot be decoded. */
export async function makePreview(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array> {
  try {
    const input =
      format === 'heic'
        ? await decodeHeicOffThread(bytes).then(({ width, height, data }) =>
            sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
          )
        : sharp(bytes, { failOn: 'truncated' }).rotate()
    return new Uint8Array(
      await input
        .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer()
    )
  } catch (err) {
    if (err instanceof UnreadableImage) throw err
    const message = err instanceof Error ? err.message : String(err)
    throw new UnreadableImage(/truncat|premature|end of (file|data|stream)/i.test(message), message)
  }
}
