// Photos scaled for print: a camera photo (4000 x 3000) comes out at 1200 px on its longest side,
// upright (EXIF orientation applied) and a fraction of its bytes; a picture already small enough and an
// SVG are printed as they are.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PRINT_SIDE, scaleForPrint } from '@main/images/print-size'
import { noiseJpeg } from '../photos/photos'

describe('photos for print', () => {
  it('scales a camera photo to print size, upright, as JPEG', async () => {
    const camera = await sharp(await noiseJpeg(7, 4000, 3000))
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer()
    const out = await scaleForPrint({ type: 'image/jpeg', data: camera })
    const meta = await sharp(out.data).metadata()
    expect(out.type).toBe('image/jpeg')
    // Orientation 6: the 4000 x 3000 picture stands upright, 900 x 1200.
    expect([meta.width, meta.height]).toEqual([(PRINT_SIDE * 3) / 4, PRINT_SIDE])
    expect(meta.orientation ?? 1).toBe(1)
    expect(out.data.byteLength).toBeLessThan(camera.byteLength / 5)
  })

  it('leaves small pictures, SVGs and unreadable bytes as they are', async () => {
    const small = {
      type: 'image/png',
      data: new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3060a0' } })
          .png()
          .toBuffer()
      )
    }
    expect(await scaleForPrint(small)).toBe(small)
    const svg = { type: 'image/svg+xml', data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') }
    expect(await scaleForPrint(svg)).toBe(svg)
    const broken = { type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]) }
    expect(await scaleForPrint(broken)).toBe(broken)
  })
})
