// Generates nested borders bottom-up, so that every child lies inside its parent by construction:
// 1. a Voronoi diagram of all places (towns, villages, city parts), each cell capped to a disc,
//    gives each municipality the union of its places' cells;
// 2. each municipality is split among its postal codes by a Voronoi diagram of evenly spread seeds;
// 3. a postal code area is the union of its pieces; municipalities, counties, states and the
//    country are unions of their children.
import { Delaunay } from 'd3-delaunay'
import { intersection, union as clipUnion, type Geom } from 'polyclip-ts'
import {
  bboxOf,
  ringArea,
  SCALE,
  selfIntersects,
  encodeMultiPolygon,
  decodeMultiPolygon,
  pointInMultiPolygon,
  prng,
  type MultiPoly,
  type Pos,
  type Ring
} from '../geometry'
import type { Place, Sources } from './sources'
import { fnv1a } from '../../hash'
import { haversineKm } from '@shared/geo/geodesy'

/** Radius (km) of the disc around each place whose union is the country: land farther from any place is left out. */
export const CAP_KM = 14
const K = Math.cos((51.2 * Math.PI) / 180)
const project = ([lon, lat]: Pos): Pos => [lon * K, lat]
const unproject = ([x, y]: Pos): Pos => [x / K, y]

export interface Piece {
  code: string
  municipalityId: string
  seed: Pos
  geometry: MultiPoly
}
export interface Borders {
  pieces: Piece[]
  /** Municipality, county, state, country ("DE") and multi-piece postal code ("plz-<code>") borders. */
  borders: Map<string, MultiPoly>
  /** Postal codes per municipality after municipalities without an own code got their neighbour's. */
  codesByMunicipality: Map<string, string[]>
}

/**
 * Every stage works on coordinates snapped to about 1 m (polyclip-ts is robust on such input).
 * Snapping leaves slivers between neighbours (rings under ~2 m wide) and near-collinear vertices
 * where a neighbour's corner touched an edge; both are dropped.
 */
const SNAP = 1 / SCALE

function roundMulti(mp: MultiPoly, attempts = 3): MultiPoly {
  const snapped = decodeMultiPolygon(encodeMultiPolygon(mp))
  const clean = (poly: MultiPoly[number], collinear: boolean) =>
    poly
      .map((r) => (collinear ? dropCollinear(dedupeRing(r)) : dedupeRing(r)))
      .filter((r) => r.length >= 4 && !isSliver(r))
  const out: MultiPoly = []
  for (const poly of snapped) {
    const simplified = clean(poly, true)
    if (simplified.length === 0) continue
    if (!selfIntersects(simplified)) {
      out.push(simplified)
      continue
    }
    const plain = clean(poly, false)
    if (plain.length > 0 && !selfIntersects(plain)) {
      out.push(plain)
      continue
    }
    // Snapping folded a thin spike over itself: let polyclip-ts resolve it, then snap again.
    const repaired = attempts > 0 ? roundMulti(clipUnion(plain as Geom) as MultiPoly, attempts - 1) : []
    out.push(...(repaired.length > 0 ? repaired : [plain]))
  }
  return out
}

function isSliver(ring: Ring): boolean {
  let perimeter = 0
  for (let i = 1; i < ring.length; i++)
    perimeter += Math.hypot(ring[i]![0] - ring[i - 1]![0], ring[i]![1] - ring[i - 1]![1])
  return (2 * Math.abs(ringArea(ring))) / perimeter < 2 * SNAP
}

/** Removes vertices lying within SNAP/2 of the line through their neighbours (closed ring in, closed ring out). */
function dropCollinear(ring: Ring): Ring {
  if (ring.length < 5) return ring
  const pts = ring.slice(0, -1)
  let changed = true
  while (changed && pts.length > 3) {
    changed = false
    for (let i = 0; i < pts.length && pts.length > 3; i++) {
      const a = pts[(i + pts.length - 1) % pts.length]!,
        b = pts[i]!,
        c = pts[(i + 1) % pts.length]!
      const len = Math.hypot(c[0] - a[0], c[1] - a[1])
      const d = Math.abs((c[0] - a[0]) * (a[1] - b[1]) - (a[0] - b[0]) * (c[1] - a[1])) / (len || 1e-12)
      const between =
        (b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1]) >= 0 &&
        (b[0] - c[0]) * (a[0] - c[0]) + (b[1] - c[1]) * (a[1] - c[1]) >= 0
      if (d < SNAP / 2 && between) {
        pts.splice(i, 1)
        changed = true
        i--
      }
    }
  }
  return [...pts, pts[0]!]
}

function dedupeRing(ring: Ring): Ring {
  const out: Ring = []
  for (const p of ring) {
    const last = out[out.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
  }
  return out
}

function capPolygon(center: Pos, km: number, sides = 12): Ring {
  const r = km / 111.2
  const ring: Ring = []
  for (let i = 0; i < sides; i++) {
    const a = (2 * Math.PI * i) / sides
    ring.push([center[0] + r * Math.cos(a), center[1] + r * Math.sin(a)])
  }
  ring.push(ring[0]!)
  return ring
}

function union(parts: MultiPoly[]): MultiPoly {
  if (parts.length === 0) return []
  if (parts.length === 1) return parts[0]!
  return clipUnion(parts[0]! as Geom, ...(parts.slice(1) as Geom[])) as MultiPoly
}

/** k seeds spread evenly over the region (k-means over deterministic samples), each on a sample inside it. */
function spreadSeeds(region: MultiPoly, k: number, seedKey: string): Pos[] {
  const rand = prng(fnv1a(seedKey))
  const box = bboxOf(region)
  const samples: Pos[] = []
  const want = Math.min(Math.max(60 * k, 400), 12000)
  for (let tries = 0; samples.length < want && tries < want * 50; tries++) {
    const p: Pos = [box.minX + rand() * (box.maxX - box.minX), box.minY + rand() * (box.maxY - box.minY)]
    if (pointInMultiPolygon(p[0], p[1], region)) samples.push(project(p))
  }
  let centers = samples.slice(0, k).map((p) => [...p] as Pos)
  for (let iter = 0; iter < 10; iter++) {
    const sx = new Float64Array(k),
      sy = new Float64Array(k),
      n = new Float64Array(k)
    for (const s of samples) {
      let best = 0,
        bestD = Infinity
      for (let c = 0; c < k; c++) {
        const d = (s[0] - centers[c]![0]) ** 2 + (s[1] - centers[c]![1]) ** 2
        if (d < bestD) {
          bestD = d
          best = c
        }
      }
      sx[best] += s[0]
      sy[best] += s[1]
      n[best]++
    }
    centers = centers.map((c, i) => (n[i]! > 0 ? [sx[i]! / n[i]!, sy[i]! / n[i]!] : c))
  }
  const used = new Set<number>()
  return centers.map((c) => {
    let best = -1,
      bestD = Infinity
    samples.forEach((s, i) => {
      if (used.has(i)) return
      const d = (s[0] - c[0]) ** 2 + (s[1] - c[1]) ** 2
      if (d < bestD) {
        bestD = d
        best = i
      }
    })
    used.add(best)
    return unproject(samples[best]!)
  })
}

/** Voronoi cells of the seeds (lon/lat), each cell as a closed ring, bounded by the box. */
function voronoiCells(seeds: Pos[], box: { minX: number; minY: number; maxX: number; maxY: number }): Ring[] {
  const pts = seeds.map(project)
  const delaunay = Delaunay.from(pts)
  const v = delaunay.voronoi([box.minX * K, box.minY, box.maxX * K, box.maxY])
  return pts.map((_, i) => (v.cellPolygon(i) ?? []).map((p) => unproject([p[0]!, p[1]!])))
}

/** Douglas-Peucker simplification of a closed ring (in projected space), keeping first/last. */
function simplifyRing(ring: Ring, tolerance: number): Ring {
  const pts = ring.map(project)
  const keep = new Uint8Array(pts.length)
  keep[0] = 1
  keep[pts.length - 1] = 1
  // Split the closed ring at its farthest point from the start so both halves are open chains.
  let far = 0,
    farD = -1
  pts.forEach((p, i) => {
    const d = (p[0] - pts[0]![0]) ** 2 + (p[1] - pts[0]![1]) ** 2
    if (d > farD) {
      farD = d
      far = i
    }
  })
  keep[far] = 1
  const stack: [number, number][] = [
    [0, far],
    [far, pts.length - 1]
  ]
  while (stack.length > 0) {
    const [a, b] = stack.pop()!
    const [ax, ay] = pts[a]!,
      [bx, by] = pts[b]!
    const len = Math.hypot(bx - ax, by - ay) || 1e-12
    let idx = -1,
      maxD = tolerance
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs((bx - ax) * (ay - pts[i]![1]) - (ax - pts[i]![0]) * (by - ay)) / len
      if (d > maxD) {
        maxD = d
        idx = i
      }
    }
    if (idx >= 0) {
      keep[idx] = 1
      stack.push([a, idx], [idx, b])
    }
  }
  return ring.filter((_, i) => keep[i] === 1)
}

/**
 * The country outline: the union of discs around all places (computed as the union of each
 * place's Voronoi cell cut to its own disc, which is the same set), without holes, simplified.
 */
function countryOutline(places: { lat: number; lon: number; municipalityId: string }[], cells: Ring[]): MultiPoly {
  // Merged in steps (county, state, country): polyclip-ts is robust with few large inputs.
  const byMunicipality = new Map<string, MultiPoly[]>()
  places.forEach((p, i) => {
    const ring = cells[i]!
    if (ring.length < 4) return
    const capped = intersection([ring] as Geom, [capPolygon([p.lon, p.lat], CAP_KM)]) as MultiPoly
    byMunicipality.set(p.municipalityId, [...(byMunicipality.get(p.municipalityId) ?? []), roundMulti(capped)])
  })
  const byCounty = new Map<string, MultiPoly[]>()
  for (const [id, parts] of byMunicipality)
    byCounty.set(id.slice(0, 5), [...(byCounty.get(id.slice(0, 5)) ?? []), roundMulti(union(parts))])
  const byState = new Map<string, MultiPoly[]>()
  for (const [county, parts] of byCounty)
    byState.set(county.slice(0, 2), [...(byState.get(county.slice(0, 2)) ?? []), roundMulti(union(parts))])
  const merged = union([...byState.values()].map((parts) => roundMulti(union(parts))))
  const simplified = merged
    .map((poly) => [simplifyRing(poly[0]!, OUTLINE_TOLERANCE_KM / 111.2)])
    .filter((poly) => poly[0]!.length >= 4)
  return (clipUnion(simplified as Geom) as MultiPoly).map((poly) => [poly[0]!])
}

/** Outline simplification tolerance (km): larger means fewer vertices on the country's edge. */
const OUTLINE_TOLERANCE_KM = 4

function cellInside(ring: Ring, outline: MultiPoly, outlineVertices: Pos[]): boolean {
  if (!ring.every(([x, y]) => pointInMultiPolygon(x, y, outline))) return false
  const box = bboxOf([[ring]])
  return !outlineVertices.some(
    ([x, y]) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY && pointInMultiPolygon(x, y, [[ring]])
  )
}

/**
 * A kreisfreie Stadt known by one or two places would get only the small cell its neighbours
 * leave it. Extra seeds on a ring around its centre (at 60 % of the radius of a disc of its real
 * area) widen it towards its real size; a seed within 2 km of another municipality's place is skipped.
 */
function citySeeds(src: Sources): Place[] {
  const out: Place[] = []
  const placesBy = new Map<string, number>()
  for (const p of src.places) placesBy.set(p.municipalityId, (placesBy.get(p.municipalityId) ?? 0) + 1)
  for (const c of src.counties) {
    if (!/Kreisfreie Stadt|Stadtkreis/.test(c.type)) continue
    const m = src.municipalities.find((x) => x.id === `${c.id}000`)
    if (!m || (placesBy.get(m.id) ?? 0) >= 5) continue
    const radiusKm = 0.6 * Math.sqrt(c.areaKm2 / Math.PI)
    for (let k = 0; k < 8; k++) {
      const a = (2 * Math.PI * k) / 8
      const lat = m.lat + (radiusKm / 111.2) * Math.sin(a)
      const lon = m.lon + (radiusKm / (111.2 * Math.cos((m.lat * Math.PI) / 180))) * Math.cos(a)
      const crowded = src.places.some((p) => p.municipalityId !== m.id && haversineKm(lat, lon, p.lat, p.lon) < 2)
      if (!crowded) out.push({ name: m.name, municipalityId: m.id, lat, lon, population: 0 })
    }
  }
  return out
}

export function buildBorders(src: Sources, log: (msg: string) => void = () => {}): Borders {
  // 1. Municipality regions from Voronoi cells of all places, cut to the country outline.
  const seen = new Set<string>()
  const places = [...src.places, ...citySeeds(src)].filter((p) => {
    const key = `${p.lon},${p.lat}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const lons = places.map((p) => p.lon),
    lats = places.map((p) => p.lat)
  const outer = {
    minX: Math.min(...lons) - 1,
    minY: Math.min(...lats) - 1,
    maxX: Math.max(...lons) + 1,
    maxY: Math.max(...lats) + 1
  }
  const cells = voronoiCells(
    places.map((p) => [p.lon, p.lat] as Pos),
    outer
  )
  const outline = countryOutline(places, cells)
  const outlineVertices = outline.flatMap((poly) => poly[0]!)
  log(`country outline: ${outline.length} polygons, ${outlineVertices.length} vertices`)
  const cellsByMunicipality = new Map<string, MultiPoly[]>()
  places.forEach((p, i) => {
    const ring = cells[i]!
    if (ring.length < 4) return
    const clipped = cellInside(ring, outline, outlineVertices)
      ? [[ring]]
      : (intersection([ring] as Geom, outline as Geom) as MultiPoly)
    const list = cellsByMunicipality.get(p.municipalityId) ?? []
    list.push(roundMulti(clipped))
    cellsByMunicipality.set(p.municipalityId, list)
  })
  const regions = new Map<string, MultiPoly>()
  for (const [id, parts] of cellsByMunicipality) regions.set(id, roundMulti(union(parts)))
  log(`municipality regions: ${regions.size}`)

  // 2. Postal codes per municipality; a municipality without one shares its nearest neighbour's (same county).
  const codesByMunicipality = new Map<string, string[]>()
  for (const pc of src.postalCodes)
    for (const m of pc.municipalityIds) {
      codesByMunicipality.set(m, [...(codesByMunicipality.get(m) ?? []), pc.code])
    }
  for (const m of src.municipalities) {
    if (codesByMunicipality.has(m.id)) continue
    let best: string | null = null,
      bestD = Infinity
    for (const o of src.municipalities) {
      if (!codesByMunicipality.has(o.id)) continue
      // Prefer a neighbour in the same county.
      const d = haversineKm(m.lat, m.lon, o.lat, o.lon) + (o.countyId === m.countyId ? 0 : 1000)
      if (d < bestD) {
        bestD = d
        best = o.id
      }
    }
    if (best) codesByMunicipality.set(m.id, [[...codesByMunicipality.get(best)!].sort()[0]!])
  }

  // 3. Pieces: each municipality split among its codes; the lowest code sits nearest the centre.
  const pieces: Piece[] = []
  for (const m of src.municipalities) {
    const region = regions.get(m.id)
    const codes = [...new Set(codesByMunicipality.get(m.id) ?? [])].sort()
    if (!region || region.length === 0 || codes.length === 0) {
      log(`no region for ${m.id} ${m.name}`)
      continue
    }
    if (codes.length === 1) {
      pieces.push({ code: codes[0]!, municipalityId: m.id, seed: [m.lon, m.lat], geometry: region })
      continue
    }
    const seeds = spreadSeeds(region, codes.length, m.id).sort(
      (a, b) => haversineKm(m.lat, m.lon, a[1], a[0]) - haversineKm(m.lat, m.lon, b[1], b[0])
    )
    const box = bboxOf(region)
    const pad = 0.01
    const seedCells = voronoiCells(seeds, {
      minX: box.minX - pad,
      minY: box.minY - pad,
      maxX: box.maxX + pad,
      maxY: box.maxY + pad
    })
    codes.forEach((code, i) => {
      const geometry = roundMulti(intersection(region as Geom, [seedCells[i]!]) as MultiPoly)
      if (geometry.length > 0) pieces.push({ code, municipalityId: m.id, seed: seeds[i]!, geometry })
    })
  }
  log(`pieces: ${pieces.length}`)

  // 4. Unions upwards.
  const borders = new Map<string, MultiPoly>()
  const piecesByMunicipality = new Map<string, Piece[]>()
  const piecesByCode = new Map<string, Piece[]>()
  for (const p of pieces) {
    piecesByMunicipality.set(p.municipalityId, [...(piecesByMunicipality.get(p.municipalityId) ?? []), p])
    piecesByCode.set(p.code, [...(piecesByCode.get(p.code) ?? []), p])
  }
  for (const [code, list] of piecesByCode)
    if (list.length > 1) borders.set(`plz-${code}`, roundMulti(union(list.map((p) => p.geometry))))
  for (const [id, list] of piecesByMunicipality) borders.set(id, roundMulti(union(list.map((p) => p.geometry))))
  log('municipality borders done')
  for (const c of src.counties) {
    const parts = src.municipalities
      .filter((m) => m.countyId === c.id && borders.has(m.id))
      .map((m) => borders.get(m.id)!)
    borders.set(c.id, roundMulti(union(parts)))
  }
  log('county borders done')
  for (const s of src.states) {
    borders.set(s.id, roundMulti(union(src.counties.filter((c) => c.stateId === s.id).map((c) => borders.get(c.id)!))))
  }
  borders.set('DE', roundMulti(union(src.states.map((s) => borders.get(s.id)!))))
  log('state and country borders done')
  return { pieces, borders, codesByMunicipality }
}
