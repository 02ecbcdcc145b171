// Generates nested borders bottom-up, so that every child lies inside its parent by construction:
// 1. a Voronoi diagram of all places (towns, villages, city parts), each cell capped to a disc,
//    gives each municipality the union of its places' cells;
// 2. each municipality is split among its postal codes by a Voronoi diagram of evenly spread seeds;
// 3. a postal code area is the union of its pieces; municipalities, counties, states and the
//    country are unions of their children.
import { Delaunay } from 'd3-delaunay'
import polygonClipping from 'polygon-clipping'
import {
  bboxOf, distanceKm, encodeMultiPolygon, decodeMultiPolygon, hashString, pointInMultiPolygon, prng,
  type MultiPoly, type Pos, type Ring
} from '../geometry'
import type { Sources } from './sources'

/** Radius (km) of the disc that caps each place's cell: land farther than this from any place is left out. */
export const CAP_KM = 14
const K = Math.cos((51.2 * Math.PI) / 180)
const project = ([lon, lat]: Pos): Pos => [lon * K, lat]
const unproject = ([x, y]: Pos): Pos => [x / K, y]

export interface Piece { code: string; municipalityId: string; seed: Pos; geometry: MultiPoly }
export interface Borders {
  pieces: Piece[]
  /** Municipality, county, state, country ("DE") and multi-piece postal code ("plz-<code>") borders. */
  borders: Map<string, MultiPoly>
  /** Postal codes per municipality after municipalities without an own code got their neighbour's. */
  codesByMunicipality: Map<string, string[]>
}

function roundMulti(mp: MultiPoly): MultiPoly {
  return decodeMultiPolygon(encodeMultiPolygon(mp)).map(poly => poly.map(dedupeRing).filter(r => r.length >= 4)).filter(p => p.length > 0)
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
  return polygonClipping.union(parts[0]! as polygonClipping.MultiPolygon, ...(parts.slice(1) as polygonClipping.MultiPolygon[])) as MultiPoly
}

/** k seeds spread evenly over the region (k-means over deterministic samples), each on a sample inside it. */
function spreadSeeds(region: MultiPoly, k: number, seedKey: string): Pos[] {
  const rand = prng(hashString(seedKey))
  const box = bboxOf(region)
  const samples: Pos[] = []
  const want = Math.min(Math.max(60 * k, 400), 12000)
  for (let tries = 0; samples.length < want && tries < want * 50; tries++) {
    const p: Pos = [box.minX + rand() * (box.maxX - box.minX), box.minY + rand() * (box.maxY - box.minY)]
    if (pointInMultiPolygon(p[0], p[1], region)) samples.push(project(p))
  }
  let centers = samples.slice(0, k).map(p => [...p] as Pos)
  for (let iter = 0; iter < 10; iter++) {
    const sx = new Float64Array(k), sy = new Float64Array(k), n = new Float64Array(k)
    for (const s of samples) {
      let best = 0, bestD = Infinity
      for (let c = 0; c < k; c++) {
        const d = (s[0] - centers[c]![0]) ** 2 + (s[1] - centers[c]![1]) ** 2
        if (d < bestD) { bestD = d; best = c }
      }
      sx[best] += s[0]; sy[best] += s[1]; n[best]++
    }
    centers = centers.map((c, i) => (n[i]! > 0 ? [sx[i]! / n[i]!, sy[i]! / n[i]!] : c))
  }
  const used = new Set<number>()
  return centers.map(c => {
    let best = -1, bestD = Infinity
    samples.forEach((s, i) => {
      if (used.has(i)) return
      const d = (s[0] - c[0]) ** 2 + (s[1] - c[1]) ** 2
      if (d < bestD) { bestD = d; best = i }
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
  return pts.map((_, i) => (v.cellPolygon(i) ?? []).map(p => unproject([p[0]!, p[1]!])))
}

export function buildBorders(src: Sources, log: (msg: string) => void = () => {}): Borders {
  // 1. Municipality regions from capped Voronoi cells of all places.
  const seen = new Set<string>()
  const places = src.places.filter(p => {
    const key = `${p.lon},${p.lat}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const lons = places.map(p => p.lon), lats = places.map(p => p.lat)
  const outer = { minX: Math.min(...lons) - 1, minY: Math.min(...lats) - 1, maxX: Math.max(...lons) + 1, maxY: Math.max(...lats) + 1 }
  const cells = voronoiCells(places.map(p => [p.lon, p.lat] as Pos), outer)
  const cellsByMunicipality = new Map<string, MultiPoly[]>()
  places.forEach((p, i) => {
    const ring = cells[i]!
    if (ring.length < 4) return
    const capped = polygonClipping.intersection([ring] as polygonClipping.Polygon, [capPolygon([p.lon, p.lat], CAP_KM)]) as MultiPoly
    const list = cellsByMunicipality.get(p.municipalityId) ?? []
    list.push(capped)
    cellsByMunicipality.set(p.municipalityId, list)
  })
  const regions = new Map<string, MultiPoly>()
  for (const [id, parts] of cellsByMunicipality) regions.set(id, union(parts))
  log(`municipality regions: ${regions.size}`)

  // 2. Postal codes per municipality; a municipality without one shares its nearest neighbour's (same county).
  const codesByMunicipality = new Map<string, string[]>()
  for (const pc of src.postalCodes) for (const m of pc.municipalityIds) {
    codesByMunicipality.set(m, [...(codesByMunicipality.get(m) ?? []), pc.code])
  }
  for (const m of src.municipalities) {
    if (codesByMunicipality.has(m.id)) continue
    let best: string | null = null, bestD = Infinity
    for (const o of src.municipalities) {
      if (!codesByMunicipality.has(o.id)) continue
      // Prefer a neighbour in the same county.
      const d = distanceKm(m.lat, m.lon, o.lat, o.lon) + (o.countyId === m.countyId ? 0 : 1000)
      if (d < bestD) { bestD = d; best = o.id }
    }
    if (best) codesByMunicipality.set(m.id, [[...codesByMunicipality.get(best)!].sort()[0]!])
  }

  // 3. Pieces: each municipality split among its codes; the lowest code sits nearest the centre.
  const pieces: Piece[] = []
  for (const m of src.municipalities) {
    const region = regions.get(m.id)
    const codes = [...new Set(codesByMunicipality.get(m.id) ?? [])].sort()
    if (!region || codes.length === 0) continue
    if (codes.length === 1) {
      pieces.push({ code: codes[0]!, municipalityId: m.id, seed: [m.lon, m.lat], geometry: roundMulti(region) })
      continue
    }
    const seeds = spreadSeeds(region, codes.length, m.id)
      .sort((a, b) => distanceKm(m.lat, m.lon, a[1], a[0]) - distanceKm(m.lat, m.lon, b[1], b[0]))
    const box = bboxOf(region)
    const pad = 0.01
    const seedCells = voronoiCells(seeds, { minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad })
    codes.forEach((code, i) => {
      const geometry = roundMulti(polygonClipping.intersection(region as polygonClipping.MultiPolygon, [seedCells[i]!]) as MultiPoly)
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
  for (const [code, list] of piecesByCode) if (list.length > 1) borders.set(`plz-${code}`, roundMulti(union(list.map(p => p.geometry))))
  for (const [id, list] of piecesByMunicipality) borders.set(id, roundMulti(union(list.map(p => p.geometry))))
  log('municipality borders done')
  for (const c of src.counties) {
    const parts = src.municipalities.filter(m => m.countyId === c.id && borders.has(m.id)).map(m => borders.get(m.id)!)
    borders.set(c.id, roundMulti(union(parts)))
  }
  log('county borders done')
  for (const s of src.states) {
    borders.set(s.id, roundMulti(union(src.counties.filter(c => c.stateId === s.id).map(c => borders.get(c.id)!))))
  }
  borders.set('DE', roundMulti(union(src.states.map(s => borders.get(s.id)!))))
  log('state and country borders done')
  return { pieces, borders, codesByMunicipality }
}
