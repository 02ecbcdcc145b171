// Photo test fixtures: distinct JPEGs of a chosen size (noise compresses badly, so bytes stay large),
// and the Photos wiring of the app over a given sandbox URL and key, for tests and the crash child.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { createApiClient } from '@main/api'
import type { Connect } from '@main/connections/connect'
import { APP_IMAGE_BASE, openImages } from '@main/images'
import { appErrorOf } from '@main/app-error'
import { consoleLogger } from '@main/log/logger'
import { openPhotos } from '@main/photos'
import type { QueueState } from '@shared/bridge/photos'

/** A width x height JPEG of seeded noise: different seeds, different bytes. */
export async function noiseJpeg(seed: number, width = 400, height = 300): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  let x = seed * 2654435761 + 1
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    raw[i] = x & 0xff
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

/** The app's photo service over one connection, with every queue state it emits. */
export function photosOver(opts: {
  dataDir: string
  url: () => string
  key: string
  concurrency?: number
  retryAfterMs?: number
}) {
  const states: QueueState[] = []
  const connection = () => ({ id: 'sandbox', name: 'Sandbox', baseUrl: opts.url(), kind: 'sandbox' as const })
  const connect: Connect = async () => {
    const client = createApiClient({ baseUrl: opts.url(), apiKey: opts.key, retry: { attempts: 1 } })
    return { connection: connection(), client, apiKey: opts.key, release: () => client.close() }
  }
  const images = openImages({
    dataDir: opts.dataDir,
    capMb: () => 200,
    base: APP_IMAGE_BASE,
    resolve: async (id) => (id === 'sandbox' ? { baseUrl: opts.url(), apiKey: opts.key } : null)
  })
  const photos = openPhotos({
    dataDir: opts.dataDir,
    connect,
    images,
    events: { emit: (_name, payload) => void states.push(payload as QueueState) },
    toAppError: appErrorOf,
    log: consoleLogger,
    ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
    ...(opts.retryAfterMs ? { retryAfterMs: opts.retryAfterMs } : {})
  })
  return {
    photos,
    images,
    states,
    async close() {
      await photos.close()
      images.close()
    }
  }
}
