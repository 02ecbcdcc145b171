// Placeholder photos of an offer: a small SVG drawing (house or apartment block), coloured per offer.
import type { OfferRecord } from './types'

export function offerImageSvg(r: OfferRecord, n: number): string {
  let h = 0
  for (const ch of `${r.id}/${n}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0
  const hue = h % 360
  const sky = `hsl(${(hue + 180) % 360},45%,82%)`
  const wall = `hsl(${hue},35%,70%)`
  const roof = `hsl(${(hue + 20) % 360},45%,38%)`
  const building =
    r.kind === 'house'
      ? `<polygon points="80,150 200,70 320,150" fill="${roof}"/><rect x="100" y="150" width="200" height="110" fill="${wall}"/>` +
        `<rect x="130" y="180" width="40" height="40" fill="#dfeefa"/><rect x="230" y="180" width="40" height="40" fill="#dfeefa"/><rect x="185" y="205" width="30" height="55" fill="${roof}"/>`
      : `<rect x="110" y="50" width="180" height="210" fill="${wall}"/>` +
        Array.from(
          { length: 12 },
          (_, k) =>
            `<rect x="${130 + (k % 3) * 55}" y="${70 + Math.floor(k / 3) * 48}" width="30" height="30" fill="#dfeefa"/>`
        ).join('')
  const label = `${r.objectTypeName} · ${r.livingArea} m² · ${n}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/>` +
    `<rect y="260" width="400" height="40" fill="hsl(100,30%,55%)"/>${building}` +
    `<text x="12" y="292" font-family="sans-serif" font-size="14" fill="#1d2a33">${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`
  )
}
