// A photo as a camera takes it: 4000 x 3000, soft shapes and sensor noise, about 3 MB as JPEG, distinct
// per seed. For the print-size checks of the property sheet (e2e and bench:export).
import sharp from 'sharp'

export async function cameraPhoto(seed: number): Promise<Buffer> {
  const [w, h] = [4000, 3000]
  let x = seed * 2654435761 + 1
  const rnd = () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) & 0xff
  }
  const small = Buffer.alloc(160 * 120 * 3)
  for (let i = 0; i < small.length; i++) small[i] = rnd()
  const base = await sharp(small, { raw: { width: 160, height: 120, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + ((rnd() & 15) - 8)))
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}
