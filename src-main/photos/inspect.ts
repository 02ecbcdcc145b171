// A dropped file checked before anything is uploaded: empty, too large for the service, not an image
// the service takes (by its first bytes, never its name), or cut off. JPEG and PNG are checked for their
// end marker here; the preview's full decode (preview.ts) catches damage in between.
import { IMAGE_MAX_BYTES } from '@shared/api/v2-portfolio'
import type { JobReason } from '@shared/bridge/photos'
import { detectImageFormat, type ImageFormat } from '@shared/images/image-format'

export type Inspection =
  { ok: true; format: ImageFormat; contentType: string } | { ok: false; reason: Exclude<JobReason, 'duplicate'> }

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic'
}

/** How far from the end a JPEG's end-of-image marker may sit (cameras append trailers after it). */
const JPEG_TRAILER_MAX = 256 * 1024

/** maxBytes: the service's limit, or more for a photo that is to be scaled down first (scale-copy.ts). */
export function inspectPhoto(bytes: Uint8Array, maxBytes = IMAGE_MAX_BYTES): Inspection {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' }
  if (bytes.byteLength > maxBytes) return { ok: false, reason: 'too_large' }
  const format = detectImageFormat(bytes)
  if (!format) return { ok: false, reason: 'not_image' }
  if (!complete(bytes, format)) return { ok: false, reason: 'truncated' }
  return { ok: true, format, contentType: CONTENT_TYPES[format] }
}

function complete(b: Uint8Array, format: ImageFormat): boolean {
  switch (format) {
    case 'jpeg': {
      for (let i = b.byteLength - 2; i >= Math.max(2, b.byteLength - JPEG_TRAILER_MAX); i--) {
        if (b[i] === 0xff && b[i + 1] === 0xd9) return true
      }
      return false
    }
    case 'png':
      // The IEND chunk: length 0, type IEND, CRC AE 42 60 82.
      return b.byteLength >= 12 && String.fromCharCode(...b.subarray(b.byteLength - 8, b.byteLength - 4)) === 'IEND'
    case 'webp': {
      const riffSize = (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) >>> 0
      return riffSize + 8 <= b.byteLength
    }
    case 'heic':
      return boxesComplete(b)
  }
}

/** The top-level ISO-BMFF boxes of a HEIC file fit in it (a cut-off file ends inside its last box). */
function boxesComplete(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  let at = 0
  while (at + 8 <= b.byteLength) {
    let size = view.getUint32(at)
    if (size === 1) {
      if (at + 16 > b.byteLength) return false
      size = Number(view.getBigUint64(at + 8))
    } else if (size === 0) return true
    if (size < 8 || at + size > b.byteLength) return false
    at += size
  }
  return at === b.byteLength
}
