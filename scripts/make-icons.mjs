// Writes the app icons for the installers from resources/icons/icon.svg: icon.png (Linux, 512 px),
// icon.ico (Windows: PNG images of 16-256 px) and icon.icns (macOS: PNG images of 16-1024 px).
// Run after changing the SVG: node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const dir = join(dirname(fileURLToPath(import.meta.url)), '../resources/icons')
const svg = readFileSync(join(dir, 'icon.svg'))
const png = (size) =>
  sharp(svg, { density: 72 * (size / 1024) * 4 })
    .resize(size, size)
    .png()
    .toBuffer()

writeFileSync(join(dir, 'icon.png'), await png(512))

// ICO: header, one 16-byte directory entry per image, then the PNG data.
const icoSizes = [16, 24, 32, 48, 64, 128, 256]
const icoImages = await Promise.all(icoSizes.map(png))
const header = Buffer.alloc(6)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(icoSizes.length, 4)
let offset = 6 + 16 * icoSizes.length
const entries = icoImages.map((data, i) => {
  const e = Buffer.alloc(16)
  e.writeUInt8(icoSizes[i] % 256, 0)
  e.writeUInt8(icoSizes[i] % 256, 1)
  e.writeUInt16LE(1, 4)
  e.writeUInt16LE(32, 6)
  e.writeUInt32LE(data.length, 8)
  e.writeUInt32LE(offset, 12)
  offset += data.length
  return e
})
writeFileSync(join(dir, 'icon.ico'), Buffer.concat([header, ...entries, ...icoImages]))

// ICNS: 'icns' + total length, then per image a 4-character type, its length (header included) and PNG data.
const icnsTypes = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024]
]
const icnsParts = await Promise.all(
  icnsTypes.map(async ([type, size]) => {
    const data = await png(size)
    const h = Buffer.alloc(8)
    h.write(type, 0, 'ascii')
    h.writeUInt32BE(data.length + 8, 4)
    return Buffer.concat([h, data])
  })
)
const body = Buffer.concat(icnsParts)
const icnsHeader = Buffer.alloc(8)
icnsHeader.write('icns', 0, 'ascii')
icnsHeader.writeUInt32BE(body.length + 8, 4)
writeFileSync(join(dir, 'icon.icns'), Buffer.concat([icnsHeader, body]))
