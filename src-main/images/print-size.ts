// Photos scaled for print: a property sheet prints each photo in a box about 8.7 cm wide (two a row
// on A4), so 1200 px on the longest side is about 350 dpi there. Camera photos of 4000 × 3000 px
// embedded as they are made a sheet of 8 photos weigh 15 MB; scaled, upright (EXIF orientation
// applied) and as JPEG at quality 80 they make well under 3 MB. Pictures already small enough, SVGs and
// anything sharp cannot read are printed as they are.
import { createRequire } from 'node:module'

/** The longest side of a photo on paper, in pixels. */
export const PRINT_SIDE = 1200
export const PRINT_QUALITY = 80

type SharpFactory = (typeof import('sharp'))['default']
const requireCjs = createRequire(import.meta.url)
let sharpFactory: SharpFactory | undefined
const sharp = (...args: Parameters<SharpFactory>) => (sharpFactory ??= requireCjs('sharp') as SharpFactory)(...args)

/** The image as it prints: `{ type, data }` scaled to PRINT_SIDE, or the original when there is nothing to gain. */
export async function scaleForPrint(image: {
  type: string
  data: Uint8Array
}): Promise<{ type: string; data: Uint8Array }> {
  if (!/^image\/(jpeg|png|webp)$/.test(image.type)) return image
  try {
    const meta = await sharp(image.data).metadata()
    const side = Math.max(meta.width ?? 0, meta.height ?? 0)
    // Oriented already and small: printing the original loses nothing and costs nothing.
    if (side <= PRINT_SIDE && (meta.orientation ?? 1) === 1 && image.data.byteLength <= 600 * 1024) return image
    const data = await sharp(image.data)
      .rotate()
      .resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PRINT_QUALITY, mozjpeg: true })
      .toBuffer()
    return data.byteLength < image.data.byteLength ? { type: 'image/jpeg', data: new Uint8Array(data) } : image
  } catch {
    return image
  }
}
