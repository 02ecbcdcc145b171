// Test images made with sharp at test time (plus the committed HEIC fixture, which sharp cannot write).
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import sharp from 'sharp'

/** A width x height image, left half red and right half blue, so rotations are visible in the pixels. */
function twoColours(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const left = x < width / 2
      raw[i] = left ? 220 : 30
      raw[i + 1] = 30
      raw[i + 2] = left ? 30 : 220
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
}

export const jpeg = (w = 600, h = 300) => twoColours(w, h).jpeg({ quality: 90 }).toBuffer()
export const png = (w = 200, h = 100) => twoColours(w, h).png().toBuffer()
export const webp = (w = 800, h = 500) => twoColours(w, h).webp({ quality: 90 }).toBuffer()
/** Stored landscape 600x300 with EXIF orientation 6: shown upright it is portrait 300x600. */
export const rotatedJpeg = () => twoColours(600, 300).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer()
export const avif = () => twoColours(64, 64).avif().toBuffer()
export const gif = () => twoColours(64, 64).gif().toBuffer()
export const heic = () => readFileSync(join(import.meta.dirname, 'fixtures', 'two-colours.heic'))

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** RGB of one pixel. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i], data[i + 1], data[i + 2]]
}

export const isRed = ([r, g, b]: number[]) => r > 150 && g < 90 && b < 90
export const isBlue = ([r, g, b]: number[]) => b > 150 && r < 90 && g < 90
