// A copy of a photo too large for the service, made to fit: upright (EXIF orientation applied), its
// longest side brought down step by step and written as JPEG until it is under the service's limit.
// sharp (libvips) does the work, as for the previews and the print sizes; HEIC is decoded by heic-decode
// off the main thread first (preview.ts).
import { createRequire } from 'node:module'
import { IMAGE_MAX_BYTES } from '@shared/api/v2-portfolio'
import type { ImageFormat } from '@shared/images/image-format'
import { decodeHeicOffThread, UnreadableImage } from './preview'

/** Longest sides tried, largest first: 6000 px keeps a 48 MP photo at 27 MP, far above print needs. */
export const SCALE_SIDES = [6000, 4800, 4000, 3000] as const
export const SCALE_QUALITY = 88

type SharpFactory = (typeof import('sharp'))['default']
const requireCjs = createRequire(import.meta.url)
let sharpFactory: SharpFactory | undefined
const sharp = (...args: Parameters<SharpFactory>) => (sharpFactory ??= requireCjs('sharp') as SharpFactory)(...args)

export interface ScaledCopy {
  data: Uint8Array
  width: number
  height: number
}

/** The scaled copy under `limit` bytes; throws UnreadableImage when the file cannot be decoded. */
export async function scaledCopy(bytes: Uint8Array, format: ImageFormat, limit = IMAGE_MAX_BYTES): Promise<ScaledCopy> {
  try {
    const source = async () =>
      format === 'heic'
        ? await decodeHeicOffThread(bytes).then(({ width, height, data }) =>
            sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
          )
        : sharp(bytes, { failOn: 'truncated', limitInputPixels: 400_000_000 }).rotate()
    for (const side of SCALE_SIDES) {
      const { data, info } = await (
        await source()
      )
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: SCALE_QUALITY })
        .toBuffer({ resolveWithObject: true })
      if (data.byteLength <= limit) return { data: new Uint8Array(data), width: info.width, height: info.height }
    }
  } catch (err) {
    if (err instanceof UnreadableImage) throw err
    throw new UnreadableImage(false, err instanceof Error ? err.message : String(err))
  }
  throw new UnreadableImage(false, 'no scaled copy fits the service’s limit')
}
