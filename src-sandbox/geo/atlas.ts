// The loaded resource with its lookups: postal-code pieces in a grid index for point lookups,
// and borders decoded on demand.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeMultiPolygon, pointInMultiPolygon, SCALE, type BBox, type MultiPoly } from './geometry'
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
  constructor(readonly index: number, readonly code: string, readonly municipalityId: string, readonly box: BBox, private readonly encoded: string) {}
  get geometry(): MultiPoly {
    this.decoded ??= decodeMultiPolygon(this.encoded)
    return this.decoded
  }
}

const GRID = 0.1

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

  constructor(resource: GeoResource) {
    if (resource.version !== RESOURCE_VERSION) throw new Error(`geography resource version ${resource.version}, expected ${RESOURCE_VERSION}: run npm run geo:build`)
    this.states = resource.states
    this.counties = resource.counties
    this.municipalities = resource.municipalities.map(([id, name, population, lat, lon, codes]) => ({
      id, name, countyId: id.slice(0, 5), stateId: id.slice(0, 2), population, lat, lon, postalCodes: codes ? codes.split(' ') : []
    }))
    this.postalCodes = resource.postalCodes.map(([code, municipalityId, lat, lon, population]) => ({ code, municipalityId, lat, lon, population }))
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
        for (let gy = Math.floor(piece.box.minY / GRID); gy <= Math.floor(piece.box.maxY / GRID); gy++) push(this.grid, gridKey(gx, gy), piece)
      }
    }
  }

  static load(path = defaultResourcePath()): Atlas {
    return new Atlas(JSON.parse(readFileSync(path, 'utf8')) as GeoResource)
  }

  /** The postal-code piece containing the point, or null outside every piece (outside Germany). */
  pieceAt(lat: number, lon: number): Piece | null {
    const candidates = this.grid.get(gridKey(Math.floor(lon / GRID), Math.floor(lat / GRID))) ?? []
    for (const p of candidates) {
      if (lon < p.box.minX || lon > p.box.maxX || lat < p.box.minY || lat > p.box.maxY) continue
      if (pointInMultiPolygon(lon, lat, p.geometry)) return p
    }
    return null
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
