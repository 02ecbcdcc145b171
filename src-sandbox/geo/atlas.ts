// The loaded resource with its lookups: postal-code pieces in a grid index for point lookups,
// and borders decoded on demand.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeMultiPolygon, SCALE, type BBox, type MultiPoly } from './geometry'
import { RESOURCE_VERSION, type GeoResource, type ResourceCounty } from './resource'
import type { Municipality, PostalCode, State } from './types'

export interface Piece {
  /** Position in Atlas.pieces (the resource's order). */
  index: number
  code: string
  municipalityId: string
  box: BBox
  /** The border, decoded on first use. */
  readonly geometry: MultiPoly
}

class LazyPiece implements Piece {
  private decoded: MultiPoly | null = null
  constructor(
    readonly index: number,
    readonly code: string,
    readonly municipalityId: string,
    readonly box: BBox,
    private readonly encoded: string
  ) {}
  get geometry(): MultiPoly {
    this.decoded ??= decodeMultiPolygon(this.encoded)
    return this.decoded
  }
}

const GRID = 0.1
/**
 * pieceAt looks a point up in one of FINE x FINE sub-cells of its grid cell (about 1.1 x 0.7 km), whose
 * candidates are the cell's whose box comes within MARGIN degrees of the sub-cell (far more than the
 * rounding of lon / GRID), in the cell's order: the same first match as over the whole cell, from a
 * handful of candidates instead of up to a hundred in a city.
 */
const FINE = 10
const MARGIN = 1e-7

/** A grid cell's candidates by sub-cell: those of sub-cell s are pieces[start[s]..start[s + 1]). */
interface FineCell {
  start: Int32Array
  pieces: Int32Array
}

/** A MultiPolygon's rings as flat [x0, y0, x1, y1, ...] arrays, for the point-in-polygon test. */
type FlatMultiPoly = Float64Array[][]

/** pointInRing (geometry.ts) over a flat ring: the same arithmetic on the same numbers. */
function inFlatRing(x: number, y: number, r: Float64Array): boolean {
  let inside = false
  const n = r.length >> 1
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = r[2 * i],
      yi = r[2 * i + 1],
      xj = r[2 * j],
      yj = r[2 * j + 1]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** pointInMultiPolygon (geometry.ts) over flat rings: in an outer ring and none of its holes. */
function inFlatMultiPolygon(x: number, y: number, mp: FlatMultiPoly): boolean {
  for (const poly of mp) {
    if (poly.length === 0 || !inFlatRing(x, y, poly[0])) continue
    let hole = false
    for (let h = 1; h < poly.length && !hole; h++) hole = inFlatRing(x, y, poly[h])
    if (!hole) return true
  }
  return false
}

export function defaultResourcePath(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../resources/geo/germany.json')
}

export class Atlas {
  readonly states: State[]
  readonly counties: ResourceCounty[]
  readonly municipalities: Municipality[]
  readonly postalCodes: PostalCode[]
  readonly stateById = new Map<string, State>()
  readonly countyById = new Map<string, ResourceCounty>()
  readonly municipalityById = new Map<string, Municipality>()
  readonly postalCodeByCode = new Map<string, PostalCode>()
  readonly piecesByCode = new Map<string, Piece[]>()
  readonly piecesByMunicipality = new Map<string, Piece[]>()
  readonly pieces: Piece[] = []
  private readonly places: Record<string, string[]>
  private readonly encodedBorders: GeoResource['borders']
  private readonly decoded = new Map<string, MultiPoly>()
  private readonly grid = new Map<number, Piece[]>()
  private readonly fineCells = new Map<number, FineCell | null>()
  /** Piece boxes as [minX, minY, maxX, maxY] per piece, and borders as flat rings (on first use). */
  private readonly boxes: Float64Array
  private readonly flat: (FlatMultiPoly | undefined)[] = []

  constructor(resource: GeoResource) {
    if (resource.version !== RESOURCE_VERSION)
      throw new Error(
        `geography resource version ${resource.version}, expected ${RESOURCE_VERSION}: run npm run geo:build`
      )
    this.states = resource.states
    this.counties = resource.counties
    this.municipalities = resource.municipalities.map(([id, name, population, lat, lon, codes]) => ({
      id,
      name,
      countyId: id.slice(0, 5),
      stateId: id.slice(0, 2),
      population,
      lat,
      lon,
      postalCodes: codes ? codes.split(' ') : []
    }))
    this.postalCodes = resource.postalCodes.map(([code, municipalityId, lat, lon, population]) => ({
      code,
      municipalityId,
      lat,
      lon,
      population
    }))
    this.places = resource.places
    this.encodedBorders = resource.borders
    for (const s of this.states) this.stateById.set(s.id, s)
    for (const c of this.counties) this.countyById.set(c.id, c)
    for (const m of this.municipalities) this.municipalityById.set(m.id, m)
    for (const p of this.postalCodes) this.postalCodeByCode.set(p.code, p)
    for (const [code, municipalityId, minX, minY, maxX, maxY, enc] of resource.pieces) {
      const box = { minX: minX / SCALE, minY: minY / SCALE, maxX: maxX / SCALE, maxY: maxY / SCALE }
      const piece = new LazyPiece(this.pieces.length, code, municipalityId, box, enc)
      this.pieces.push(piece)
      push(this.piecesByCode, code, piece)
      push(this.piecesByMunicipality, municipalityId, piece)
      for (let gx = Math.floor(piece.box.minX / GRID); gx <= Math.floor(piece.box.maxX / GRID); gx++) {
        for (let gy = Math.floor(piece.box.minY / GRID); gy <= Math.floor(piece.box.maxY / GRID); gy++)
          push(this.grid, gridKey(gx, gy), piece)
      }
    }
    this.boxes = new Float64Array(4 * this.pieces.length)
    this.pieces.forEach((p, k) => this.boxes.set([p.box.minX, p.box.minY, p.box.maxX, p.box.maxY], 4 * k))
  }

  static load(path = defaultResourcePath()): Atlas {
    return new Atlas(JSON.parse(readFileSync(path, 'utf8')) as GeoResource)
  }

  /** The postal-code piece containing the point, or null outside every piece (outside Germany). */
  pieceAt(lat: number, lon: number): Piece | null {
    // The first of the grid cell's pieces (in the resource's order) whose box and border hold the point,
    // looked for among the candidates of its sub-cell only (FINE).
    const u = lon / GRID
    const v = lat / GRID
    const gx = Math.floor(u)
    const gy = Math.floor(v)
    const key = gridKey(gx, gy)
    let cell = this.fineCells.get(key)
    if (cell === undefined) this.fineCells.set(key, (cell = this.fineCell(key, gx, gy)))
    if (cell === null) return null
    const s = Math.min(FINE - 1, Math.floor((v - gy) * FINE)) * FINE + Math.min(FINE - 1, Math.floor((u - gx) * FINE))
    const b = this.boxes
    for (let c = cell.start[s]; c < cell.start[s + 1]; c++) {
      const k = cell.pieces[c]
      if (lon < b[4 * k] || lon > b[4 * k + 2] || lat < b[4 * k + 1] || lat > b[4 * k + 3]) continue
      if (
        inFlatMultiPolygon(
          lon,
          lat,
          (this.flat[k] ??= this.pieces[k].geometry.map((poly) => poly.map((ring) => Float64Array.from(ring.flat()))))
        )
      )
        return this.pieces[k]
    }
    return null
  }

  /** The sub-cells of grid cell (gx, gy) with their candidates; null when no piece's box meets the cell. */
  private fineCell(key: number, gx: number, gy: number): FineCell | null {
    const candidates = this.grid.get(key)
    if (!candidates) return null
    const start = new Int32Array(FINE * FINE + 1)
    const pieces: number[] = []
    for (let sy = 0; sy < FINE; sy++) {
      const y0 = (gy + sy / FINE) * GRID - MARGIN
      const y1 = (gy + (sy + 1) / FINE) * GRID + MARGIN
      for (let sx = 0; sx < FINE; sx++) {
        const x0 = (gx + sx / FINE) * GRID - MARGIN
        const x1 = (gx + (sx + 1) / FINE) * GRID + MARGIN
        for (const p of candidates)
          if (p.box.maxX >= x0 && p.box.minX <= x1 && p.box.maxY >= y0 && p.box.minY <= y1) pieces.push(p.index)
        start[sy * FINE + sx + 1] = pieces.length
      }
    }
    return { start, pieces: Int32Array.from(pieces) }
  }

  /** Municipality ids a place name may mean (already folded with placeKey / placeBaseKey). */
  placeIds(key: string): string[] {
    return this.places[key] ?? []
  }

  /** Border of the country ("DE"), a state, county, municipality or postal code. */
  border(id: string): MultiPoly | undefined {
    const cached = this.decoded.get(id)
    if (cached) return cached
    let mp: MultiPoly | undefined
    const enc = this.encodedBorders[id]
    if (enc) mp = decodeMultiPolygon(enc)
    else if (id.startsWith('plz-')) {
      const pieces = this.piecesByCode.get(id.slice(4))
      if (pieces?.length === 1) mp = pieces[0]!.geometry
    }
    if (mp) this.decoded.set(id, mp)
    return mp
  }
}

function gridKey(gx: number, gy: number): number {
  return gx * 100000 + gy
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
