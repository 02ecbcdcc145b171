// Wires the image protocol to the app: references and cached images in <dataDir>/cache/images.db
// (opened on first use), connections resolved through the connection service.
import { storeFile } from '../storage/layout'
import { openImageFile } from './refs'
import { createImageService, type ImageService, type ImageServiceOptions } from './service'

export { APP_IMAGE_BASE, IMAGE_SCHEME } from '@shared/bridge/images'
export type { ImageConnection, ImageService } from './service'

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
  const file = storeFile(opts.dataDir, 'images')
  let parts: { close(): void; service: ImageService } | null = null
  const open = () => {
    if (!parts) {
      const { cache, refs, close } = openImageFile(file, { capBytes: () => imageCacheBytes(opts.capMb()) })
      const service = createImageService({
        cache,
        refs,
        base: opts.base,
        resolve: opts.resolve,
        fetch: opts.fetch ?? fetch,
        userAgent: opts.userAgent ?? 'Lagebild',
        ...(opts.log ? { log: opts.log } : {})
      })
      parts = { close, service }
    }
    return parts.service
  }
  return {
    file,
    reference: (url, connection) => open().reference(url, connection),
    referenceAll: (urls, connection) => open().referenceAll(urls, connection),
    handler: (url) => open().handler(url),
    putLocal: (data, type) => open().putLocal(data, type),
    rebase: (ref) => open().rebase(ref),
    flush: () => parts?.service.flush(),
    close() {
      parts?.service.flush()
      parts?.close()
      parts = null
    }
  }
}
