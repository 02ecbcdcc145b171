// Turns an upload into the two files the portfolio stores: the full image (EXIF orientation applied)
// and a preview whose longest side is 400 px.
//
// Full image: kept byte for byte as uploaded when it is JPEG, PNG or WebP and already upright (no
// EXIF orientation other than 1), so nothing is lost to re-encoding; re-encoded in its own format
// (JPEG/WebP quality 90) when the orientation has to be applied; HEIC is always re-encoded as JPEG,
// because neither Chromium nor sharp's prebuilt libvips (AVIF-only HEIF) can show or read HEVC.
// Preview: always WebP (alpha-capable, small, shown by Chromium).
import type { Sharp } from 'sharp'
import { createRequire } from 'node:module'
import { detectImageFormat, type ImageFormat } from '@shared/images/image-format'
import { PortfolioError } from './errors'

export interface StoredImageFile {
  bytes: Buffer
  ext: 'jpg' | 'png' | 'webp'
  contentType: string
}

export interface ProcessedImage {
  format: ImageFormat
  width: number
  height: number
  full: StoredImageFile
  preview: StoredImageFile
}

export const PREVIEW_LONGEST_SIDE = 400

export const CONTENT_TYPES: Record<StoredImageFile['ext'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp'
}

const requireCjs = createRequire(import.meta.url)
// Loaded on the first upload, not at start-up: it is a large native module the rest of the sandbox does not need.
type SharpFactory = (typeof import('sharp'))['default']
let sharpFactory: SharpFactory | undefined
const sharp: SharpFactory = ((...args: Parameters<SharpFactory>) => {
  sharpFactory ??= requireCjs('sharp') as SharpFactory
  return sharpFactory(...args)
}) as SharpFactory
type HeicDecode = (opts: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>
let heicDecode: HeicDecode | undefined

async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  // sharp's prebuilt libvips reads HEIF only with AV1 (AVIF); HEVC goes through libheif compiled to wasm.
  heicDecode ??= requireCjs('heic-decode') as HeicDecode
  const { width, height, data } = await heicDecode({ buffer: bytes })
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = detectImageFormat(bytes)
  if (format === null) throw PortfolioError.unsupportedImage()
  try {
    return await process(bytes, format)
  } catch (err) {
    if (err instanceof PortfolioError) throw err
    // The first bytes looked like an image but the decoder could not read it: still not an image.
    throw PortfolioError.unsupportedImage(`the file could not be read as ${format.toUpperCase()}`)
  }
}

async function process(bytes: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  let full: StoredImageFile
  if (format === 'heic') {
    const decoded = await decodeHeic(bytes)
    const jpeg = await decoded.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    full = { bytes: jpeg, ext: 'jpg', contentType: CONTENT_TYPES.jpg }
  } else {
    const meta = await sharp(bytes).metadata()
    const ext = format === 'jpeg' ? 'jpg' : format
    if ((meta.orientation ?? 1) === 1) {
      full = { bytes, ext, contentType: CONTENT_TYPES[ext] }
    } else {
      const rotated = sharp(bytes).rotate()
      const encoded =
        ext === 'jpg'
          ? rotated.jpeg({ quality: 90, mozjpeg: true })
          : ext === 'png'
            ? rotated.png()
            : rotated.webp({ quality: 90 })
      full = { bytes: await encoded.toBuffer(), ext, contentType: CONTENT_TYPES[ext] }
    }
  }
  const info = await sharp(full.bytes).metadata()
  // Making the preview decodes the whole file; sharp's default failOn 'warning' refuses a truncated
  // or corrupt one here, not when someone views it.
  const preview = await sharp(full.bytes)
    .resize({ width: PREVIEW_LONGEST_SIDE, height: PREVIEW_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
  return {
    format,
    width: info.width ?? 0,
    height: info.height ?? 0,
    full,
    preview: { bytes: preview, ext: 'webp', contentType: CONTENT_TYPES.webp }
  }
}
