// A phone-sized HEIC for the photo benches: 12 MP of gradients with grain, encoded once by libheif's
// heif-enc (x265, quality 50, about 3.5 MB, about 15 s on 2 cores) and kept in the temp folder. Null
// where heif-enc is not installed (Debian: apt-get install libheif-examples).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

export async function phoneHeic(): Promise<Uint8Array | null> {
  const file = join(tmpdir(), 'lagebild-bench-phone-v1.heic')
  if (existsSync(file)) return new Uint8Array(readFileSync(file))
  try {
    execFileSync('heif-enc', ['--version'], { stdio: 'ignore' })
  } catch {
    return null
  }
  const width = 4032
  const height = 3024
  const raw = Buffer.alloc(width * height * 3)
  let x = 12345
  for (let y = 0; y < height; y++)
    for (let i = 0; i < width; i++) {
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      const o = (y * width + i) * 3
      raw[o] = ((i * 255) / width + (x & 31)) & 255
      raw[o + 1] = ((y * 255) / height + ((x >> 5) & 31)) & 255
      raw[o + 2] = (((i + y) * 128) / width + ((x >> 10) & 31)) & 255
    }
  const jpeg = join(tmpdir(), 'lagebild-bench-phone-v1.jpg')
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(jpeg)
  execFileSync('heif-enc', ['-q', '50', '-o', file, jpeg])
  rmSync(jpeg)
  return new Uint8Array(readFileSync(file))
}
