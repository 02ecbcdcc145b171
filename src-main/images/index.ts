// Wires the image protocol to the app: references and cached images in <dataDir>/cache/images.db
// (opened on first use), connections resolved through the connection service.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { openBlobCache, type BlobCache } from '../storage/blob-cache'
import { openImageRefs, type ImageRefs } from './refs'
import { createImageService, type ImageService, type ImageServiceOptions } from './service'

export { APP_IMAGE_BASE, IMAGE_SCHEME } from '@shared/bridge/images'
export type { ImageService, ImageSource } from './service'

const MB = 1024 * 1024
/** Images get at most 300 MB, and never more than the user's cache cap. */
export const imageCacheBytes = (capMb: number) => Math.min(300 * MB, Math.max(1, capMb) * MB)

export interface Images extends ImageService {
  readonly file: string
  close(): void
}

export interface ImagesOptions extends Pick<ImageServiceOptions, 'base' | 'resolve' | 'log'> {
  dataDir: string
  capMb: () => number
  /** Electron: net.fetch; tests and Node: the global fetch. */
  fetch?: typeof fetch
  userAgent?: string
}

export function openImages(opts: ImagesOptions): Images {
  const dir = join(opts.dataDir, 'cache')
  const file = join(dir, 'images.db')
  let parts: { cache: BlobCache; refs: ImageRefs; service: ImageService } | null = null
  const open = () => {
    if (!parts) {
      mkdirSync(dir, { recursive: true })
      const cache = openBlobCache(file, { table: 'images', capBytes: () => imageCacheBytes(opts.capMb()) })
      const refs = openImageRefs(file)
      const service = createImageService({
        cache,
        refs,
        base: opts.base,
        resolve: opts.resolve,
        fetch: opts.fetch ?? fetch,
        userAgent: opts.userAgent ?? 'Lagebild',
        ...(opts.log ? { log: opts.log } : {})
      })
      parts = { cache, refs, service }
    }
    return parts.service
  }
  return {
    file,
    reference: (url, source) => open().reference(url, source),
    referenceAll: (urls, source) => open().referenceAll(urls, source),
    handler: (url) => open().handler(url),
    putLocal: (data, type) => open().putLocal(data, type),
    close() {
      parts?.refs.close()
      parts?.cache.close()
      parts = null
    }
  }
}
