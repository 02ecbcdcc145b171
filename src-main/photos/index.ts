// Wires the photo upload queue to the app: files checked and previewed in main, uploaded over the active
// connection, duplicates found by content hash against the property's photos on the service, and every
// change sent to the renderer as a photoQueue event. The queue (<dataDir>/photos) opens at start when it
// exists, so uploads left over from the last session go on by themselves.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileDurably } from '@shared/node/durable-file'
import type { AppError } from '@shared/bridge/errors'
import {
  SCALE_MAX_BYTES,
  type OversizedPhotoFile,
  type PhotoFile,
  type PhotoJob,
  type QueueState,
  type ScaledPhoto
} from '@shared/bridge/photos'
import type { PropertyImage } from '@shared/api/v2-portfolio'
import { ApiError } from '../api/errors'
import { invalidArgument } from '../app-error'
import type { Connect, Connected } from '../connections/connect'
import type { AppEvents } from '../events'
import type { Images } from '../images'
import type { Logger } from '../log/logger'
import { lazyStore } from '../storage/lazy-store'
import { inspectPhoto } from './inspect'
import { makePreview, stopPreviewWorker, UnreadableImage } from './preview'
import { scaledCopy } from './scale-copy'
import { openUploadQueue, type QueuedFile } from './upload-queue'

/** An upload may take this long (25 MB over a slow site-visit connection). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000
const PAUSING: ReadonlySet<AppError['code']> = new Set(['offline', 'timeout', 'server_error', 'rate_limited'])

export interface PhotosOptions {
  dataDir: string
  connect: Connect
  images: Pick<Images, 'reference' | 'handler' | 'putLocal'>
  events: Pick<AppEvents, 'emit'>
  toAppError(err: unknown): AppError
  log: Logger
  concurrency?: number
  retryAfterMs?: number
}

export function openPhotos(opts: PhotosOptions) {
  const dir = join(opts.dataDir, 'photos')

  async function serviceImages(
    propertyId: string
  ): Promise<{ images: PropertyImage[]; connection: Connected['connection'] }> {
    const connected = await opts.connect()
    try {
      const images: PropertyImage[] = []
      for (let offset = 0; ; offset += 100) {
        const page = await connected.client.v2.propertyImages.list(propertyId, { limit: 100, offset })
        images.push(...page.items)
        if (page.items.length < 100 || images.length >= page.totalItems) break
      }
      return { images, connection: connected.connection }
    } finally {
      await connected.release?.()
    }
  }

  /** sha256 of each full image of the property, read through the image protocol (cached after the first time). */
  async function hashes(propertyId: string): Promise<Map<string, string>> {
    const { images, connection } = await serviceImages(propertyId)
    const out = new Map<string, string>()
    for (const image of images) {
      const ref = opts.images.reference(image.src, connection)
      if (!ref) continue
      const res = await opts.images.handler(ref.replace(/^.*\/([0-9a-f]{40})$/, 'lagebild-image://img/$1'))
      if (res.status !== 200) continue
      out.set(
        createHash('sha256')
          .update(new Uint8Array(await res.arrayBuffer()))
          .digest('hex'),
        image.id
      )
    }
    return out
  }

  const open = lazyStore(
    'photo queue',
    () =>
      openUploadQueue({
        dir,
        ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
        ...(opts.retryAfterMs ? { retryAfterMs: opts.retryAfterMs } : {}),
        async upload(job: QueuedFile, bytes, signal, onProgress) {
          const connected = await opts.connect()
          try {
            const image = await connected.client.v2.propertyImages.create(
              job.propertyId,
              { type: 'default', image: { data: bytes, filename: job.name, contentType: job.contentType } },
              { signal, timeoutMs: UPLOAD_TIMEOUT_MS, onUploadProgress: onProgress }
            )
            return image.id
          } finally {
            await connected.release?.()
          }
        },
        mayHaveArrived: (err) => !(err instanceof ApiError && err.unsent),
        alreadyUploaded: async (job) => (await hashes(job.propertyId)).get(job.sha256) ?? null,
        knownHashes: async (propertyId) => new Set((await hashes(propertyId)).keys()),
        preview: async (bytes, format) => opts.images.putLocal(await makePreview(bytes, format), 'image/webp'),
        pauses: (error) => PAUSING.has(error.code),
        toAppError: opts.toAppError,
        onChange: (state) => opts.events.emit('photoQueue', state)
      }),
    opts.log
  )

  // Uploads left over from the last session go on now.
  if (existsSync(join(dir, 'queue.db'))) open()

  return {
    dir,
    add(propertyId: string, file: PhotoFile): Promise<PhotoJob> {
      const bytes = file.bytes
      return open().add(propertyId, file.name, bytes, inspectPhoto(bytes))
    },
    /** A photo too large for the service: the original kept in photos/originals, a scaled copy queued. */
    async addScaled(propertyId: string, file: OversizedPhotoFile): Promise<ScaledPhoto> {
      const checked = inspectPhoto(file.bytes, SCALE_MAX_BYTES)
      if (!checked.ok)
        throw invalidArgument(`The file cannot be scaled (${checked.reason}).`, { file: [checked.reason] })
      let copy
      try {
        copy = await scaledCopy(file.bytes, checked.format)
      } catch (err) {
        if (err instanceof UnreadableImage) throw invalidArgument('The photo cannot be read.', { file: ['unreadable'] })
        throw err
      }
      const originals = join(dir, 'originals')
      mkdirSync(originals, { recursive: true })
      const sha = createHash('sha256').update(file.bytes).digest('hex').slice(0, 16)
      const base =
        file.name
          .split(/[\\/]/)
          .pop()!
          .replace(/[^\p{L}\p{N}._ -]/gu, '_') || 'photo'
      const original = join(originals, `${sha}-${base}`)
      await writeFileDurably(original, file.bytes, `${original}.part`)
      const name = `${file.name.replace(/\.[^./\\]*$/, '')}.jpg`.slice(-255)
      const job = await open().add(propertyId, name, copy.data, inspectPhoto(copy.data))
      return { job, width: copy.width, height: copy.height, bytes: copy.data.byteLength, original }
    },
    state: (): QueueState => open().state(),
    cancel: (id: string) => open().cancel(id),
    cancelAll: () => open().cancelAll(),
    retry: (id: string) => open().retry(id),
    retryFailed: () => open().retryFailed(),
    resume: () => open().resume(),
    clearFinished: () => open().clearFinished(),
    async close() {
      await open.close()
      await stopPreviewWorker()
    }
  }
}

export type Photos = ReturnType<typeof openPhotos>
