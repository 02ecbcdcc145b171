// Validity checks for GeoJSON MultiPolygons ([lon, lat] positions), used by the geography tests.
type Pos = number[]
type Ring = Pos[]
type MultiPoly = Ring[][]

export function ringArea(ring: Ring): number {
  let a = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!)
  return a / 2
}

function orient(a: Pos, b: Pos, c: Pos): number {
  return (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!)
}

function onSegment(a: Pos, b: Pos, p: Pos): boolean {
  return (
    Math.min(a[0]!, b[0]!) <= p[0]! &&
    p[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= p[1]! &&
    p[1]! <= Math.max(a[1]!, b[1]!)
  )
}

function segmentsIntersect(a: Pos, b: Pos, c: Pos, d: Pos): boolean {
  const o1 = orient(a, b, c),
    o2 = orient(a, b, d),
    o3 = orient(c, d, a),
    o4 = orient(c, d, b)
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  )
}

/** Problems with a MultiPolygon: unclosed or short rings, wrong winding, self-intersections (within a polygon's rings). */
export function polygonProblems(mp: MultiPoly): string[] {
  const problems: string[] = []
  if (!Array.isArray(mp) || mp.length === 0) return ['empty multipolygon']
  mp.forEach((poly, pi) => {
    poly.forEach((ring, ri) => {
      const first = ring[0],
        last = ring[ring.length - 1]
      if (ring.length < 4) problems.push(`polygon ${pi} ring ${ri}: ${ring.length} positions`)
      if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
        problems.push(`polygon ${pi} ring ${ri}: not closed`)
      const area = ringArea(ring)
      if (ri === 0 && !(area > 0)) problems.push(`polygon ${pi}: outer ring not counter-clockwise`)
      if (ri > 0 && !(area < 0)) problems.push(`polygon ${pi} ring ${ri}: hole not clockwise`)
    })
    const segs: [Pos, Pos, number, number][] = []
    poly.forEach((ring, ri) => {
      for (let i = 0; i + 1 < ring.length; i++) segs.push([ring[i]!, ring[i + 1]!, ri, i])
    })
    for (let s = 0; s < segs.length; s++) {
      for (let t = s + 1; t < segs.length; t++) {
        const [a, b, ra, ia] = segs[s]!,
          [c, d, rb, ib] = segs[t]!
        if (ra === rb) {
          const n = poly[ra]!.length - 1
          if (ib === ia + 1 || (ia === 0 && ib === n - 1)) continue
        }
        if (segmentsIntersect(a, b, c, d)) {
          problems.push(`polygon ${pi}: segments ${ra}:${ia} and ${rb}:${ib} intersect`)
          return
        }
      }
    }
  })
  return problems
}

function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!,
      yi = ring[i]![1]!,
      xj = ring[j]![0]!,
      yj = ring[j]![1]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

export function contains(mp: MultiPoly, lon: number, lat: number): boolean {
  return mp.some((poly) => inRing(lon, lat, poly[0]!) && !poly.slice(1).some((h) => inRing(lon, lat, h)))
}

function distToSegment(p: Pos, a: Pos, b: Pos): number {
  const dx = b[0]! - a[0]!,
    dy = b[1]! - a[1]!
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / len2))
  return Math.hypot(p[0]! - (a[0]! + t * dx), p[1]! - (a[1]! + t * dy))
}

export function distanceToBoundary(mp: MultiPoly, p: Pos): number {
  let best = Infinity
  for (const poly of mp)
    for (const ring of poly)
      for (let i = 0; i + 1 < ring.length; i++) best = Math.min(best, distToSegment(p, ring[i]!, ring[i + 1]!))
  return best
}

/** Child vertices lying outside the parent farther than the tolerance (degrees). */
export function verticesOutside(child: MultiPoly, parent: MultiPoly, tolerance = 2e-5): Pos[] {
  const out: Pos[] = []
  for (const poly of child)
    for (const ring of poly)
      for (const p of ring) {
        if (!contains(parent, p[0]!, p[1]!) && distanceToBoundary(parent, p) > tolerance) out.push(p)
      }
  return out
}
