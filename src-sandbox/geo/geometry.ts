// Planar geometry on [lon, lat] positions: point-in-polygon, bounding boxes, the compact
// integer encoding of the resource file, and a deterministic PRNG.

export type Pos = [number, number]
export type Ring = Pos[]
export type Poly = Ring[]
export type MultiPoly = Poly[]
export interface BBox {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** Coordinates are stored as integers of this many units per degree (about 1.1 m). */
export const SCALE = 1e5

function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
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
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity
  for (const poly of mp)
    for (const [x, y] of poly[0] ?? []) {
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
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1])
  return a / 2
}

/**
 * A MultiPolygon packed as base64 of unsigned LEB128 varints: polygon count, then per polygon its
 * ring count, per ring its position count and the positions as zigzag deltas of integer
 * coordinates (SCALE units per degree), continuing from the previous position.
 */
export type EncodedMultiPoly = string

export function encodeMultiPolygon(mp: MultiPoly): EncodedMultiPoly {
  const bytes: number[] = []
  const put = (n: number) => {
    let v = n >>> 0
    while (v >= 0x80) {
      bytes.push((v & 0x7f) | 0x80)
      v >>>= 7
    }
    bytes.push(v)
  }
  const zigzag = (n: number) => (n << 1) ^ (n >> 31)
  let px = 0,
    py = 0
  put(mp.length)
  for (const poly of mp) {
    put(poly.length)
    for (const ring of poly) {
      put(ring.length)
      for (const [lon, lat] of ring) {
        const x = Math.round(lon * SCALE),
          y = Math.round(lat * SCALE)
        put(zigzag(x - px))
        put(zigzag(y - py))
        px = x
        py = y
      }
    }
  }
  return Buffer.from(bytes).toString('base64')
}

export function decodeMultiPolygon(enc: EncodedMultiPoly): MultiPoly {
  const bytes = Buffer.from(enc, 'base64')
  let i = 0
  const get = () => {
    let v = 0,
      shift = 0,
      b: number
    do {
      b = bytes[i++]!
      v += (b & 0x7f) * 2 ** shift
      shift += 7
    } while (b & 0x80)
    return v
  }
  const unzig = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2)
  let x = 0,
    y = 0
  const mp: MultiPoly = []
  const polys = get()
  for (let p = 0; p < polys; p++) {
    const poly: Poly = []
    const rings = get()
    for (let r = 0; r < rings; r++) {
      const n = get()
      const ring: Ring = new Array(n)
      for (let k = 0; k < n; k++) {
        x += unzig(get())
        y += unzig(get())
        ring[k] = [x / SCALE, y / SCALE]
      }
      poly.push(ring)
    }
    mp.push(poly)
  }
  return mp
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

function orient(a: Pos, b: Pos, c: Pos): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
}

function segmentsTouch(a: Pos, b: Pos, c: Pos, d: Pos): boolean {
  const o1 = orient(a, b, c),
    o2 = orient(a, b, d),
    o3 = orient(c, d, a),
    o4 = orient(c, d, b)
  if (o1 * o2 < 0 && o3 * o4 < 0) return true
  const on = (p: Pos, q: Pos, r: Pos) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1])
  return (
    (o1 === 0 && on(a, b, c)) || (o2 === 0 && on(a, b, d)) || (o3 === 0 && on(c, d, a)) || (o4 === 0 && on(c, d, b))
  )
}

/** True when two edges of the polygon's rings cross or touch anywhere but at shared ring neighbours. */
export function selfIntersects(poly: Poly): boolean {
  const segs: [Pos, Pos, number, number][] = []
  poly.forEach((ring, r) => {
    for (let i = 0; i + 1 < ring.length; i++) segs.push([ring[i]!, ring[i + 1]!, r, i])
  })
  for (let s = 0; s < segs.length; s++) {
    const [a, b, ra, ia] = segs[s]!
    const minX = Math.min(a[0], b[0]),
      maxX = Math.max(a[0], b[0]),
      minY = Math.min(a[1], b[1]),
      maxY = Math.max(a[1], b[1])
    for (let t = s + 1; t < segs.length; t++) {
      const [c, d, rb, ib] = segs[t]!
      if (
        Math.max(c[0], d[0]) < minX ||
        Math.min(c[0], d[0]) > maxX ||
        Math.max(c[1], d[1]) < minY ||
        Math.min(c[1], d[1]) > maxY
      )
        continue
      if (ra === rb && (ib === ia + 1 || (ia === 0 && ib === poly[ra]!.length - 2))) continue
      if (segmentsTouch(a, b, c, d)) return true
    }
  }
  return false
}
