// Image formats recognised by their first bytes, never by file name or declared content type.
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic'

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1'])

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (isHeic(bytes)) return 'heic'
  return null
}

/** ISO-BMFF `ftyp` box whose major or compatible brands name HEVC-coded HEIF (not AVIF). */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const size = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]
  if (size < 16 || size > bytes.length || size > 4096) return false
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4))
  if (brands.some((b) => HEIC_BRANDS.has(b))) return true
  // A generic HEIF brand alone is HEIC only when no AVIF brand says otherwise.
  return brands.some((b) => HEIF_GENERIC_BRANDS.has(b)) && !brands.some((b) => b.startsWith('avi'))
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}
