// Planar geometry on [lon, lat] positions: point-in-polygon, bounding boxes, the compact
// integer encoding of the resource file, and a deterministic PRNG.

export type Pos = [number, number]
export type Ring = Pos[]
export type Poly = Ring[]
export type MultiPoly = Poly[]
export interface BBox { minX: number; minY: number; maxX: number; maxY: number }

/** Coordinates are stored as integers of this many units per degree (about 1.1 m). */
export const SCALE = 1e5

function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

export function pointInPolygon(lon: number, lat: number, polygon: Poly): boolean {
  if (polygon.length === 0 || !pointInRing(lon, lat, polygon[0]!)) return false
  for (let h = 1; h < polygon.length; h++) if (pointInRing(lon, lat, polygon[h]!)) return false
  return true
}

export function pointInMultiPolygon(lon: number, lat: number, mp: MultiPoly): boolean {
  for (const p of mp) if (pointInPolygon(lon, lat, p)) return true
  return false
}

export function bboxOf(mp: MultiPoly): BBox {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity
  for (const poly of mp) for (const [x, y] of poly[0] ?? []) {
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  return { minX, minY, maxX, maxY }
}

/** Signed area of a ring in square degrees; positive when counter-clockwise. */
export function ringArea(ring: Ring): number {
  let a = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1])
  return a / 2
}

/** Rings as flat integer arrays: first position absolute, then deltas; polygons as arrays of rings. */
export type EncodedMultiPoly = number[][][]

export function encodeMultiPolygon(mp: MultiPoly): EncodedMultiPoly {
  return mp.map(poly => poly.map(ring => {
    const out: number[] = []
    let px = 0, py = 0
    for (const [lon, lat] of ring) {
      const x = Math.round(lon * SCALE), y = Math.round(lat * SCALE)
      out.push(x - px, y - py)
      px = x
      py = y
    }
    return out
  }))
}

export function decodeMultiPolygon(enc: EncodedMultiPoly): MultiPoly {
  return enc.map(poly => poly.map(flat => {
    const ring: Ring = []
    let x = 0, y = 0
    for (let i = 0; i < flat.length; i += 2) {
      x += flat[i]!
      y += flat[i + 1]!
      ring.push([x / SCALE, y / SCALE])
    }
    return ring
  }))
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small deterministic PRNG giving numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A deterministic point inside the multipolygon, drawn from the PRNG (null if it finds none). */
export function randomPointIn(mp: MultiPoly, box: BBox, rand: () => number, tries = 200): Pos | null {
  for (let i = 0; i < tries; i++) {
    const x = box.minX + rand() * (box.maxX - box.minX)
    const y = box.minY + rand() * (box.maxY - box.minY)
    if (pointInMultiPolygon(x, y, mp)) return [x, y]
  }
  return null
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180
  const dLat = (lat2 - lat1) * r, dLon = (lon2 - lon1) * r
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}
