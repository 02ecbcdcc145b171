// Geography: point lookups, the v1/v2 location rules and divisions with borders, on top of the atlas.
import { intersection, type Geom } from 'polyclip-ts'
import type { Address, Coordinates, Division, DivisionLevel } from '@shared/api'
import type { Atlas, Piece } from './atlas'
import { Geocoder, type Placement } from './geocoder'
import type { MultiPoly } from './geometry'
import type { County, GeoPoint, Geography, Municipality, PostalCode, State } from './types'

/** Size of a level-20 quarter: a grid cell of about 220 m x 210 m, cut to its postal-code piece. */
export const QUARTER_LAT = 0.002
export const QUARTER_LON = 0.003

const QUARTER_ID = /^q-(\d{5})-(\d{8})-(-?\d+)-(-?\d+)$/

export class GeographyImpl implements Geography {
  readonly states: State[]
  readonly counties: County[]
  readonly municipalities: Municipality[]
  readonly postalCodes: PostalCode[]
  private readonly geocoder: Geocoder

  constructor(private readonly atlas: Atlas) {
    this.states = atlas.states
    this.counties = atlas.counties
    this.municipalities = atlas.municipalities
    this.postalCodes = atlas.postalCodes
    this.geocoder = new Geocoder(atlas)
  }

  stateById(id: string): State | undefined {
    return this.atlas.stateById.get(id)
  }
  countyById(id: string): County | undefined {
    return this.atlas.countyById.get(id)
  }
  municipalityById(id: string): Municipality | undefined {
    return this.atlas.municipalityById.get(id)
  }
  postalCode(code: string): PostalCode | undefined {
    return this.atlas.postalCodeByCode.get(code)
  }

  locateV1(address?: string, coordinate?: string): GeoPoint | null {
    if (typeof address === 'string' && address.trim() !== '')
      return this.fromPlacement(this.geocoder.geocodeText(address))
    if (typeof coordinate === 'string') {
      const m = /^\s*([-+]?\d+(?:\.\d+)?)\s*,\s*([-+]?\d+(?:\.\d+)?)\s*$/.exec(coordinate)
      if (m) return this.at(Number(m[1]), Number(m[2]))
    }
    return null
  }

  locateV2(location: { address?: Address; coordinates?: Coordinates }): GeoPoint | null {
    const c = location?.coordinates
    if (c && typeof c.latitude === 'number' && typeof c.longitude === 'number') return this.at(c.latitude, c.longitude)
    if (location?.address) return this.fromPlacement(this.geocoder.geocodeAddress(location.address))
    return null
  }

  /** Geocodes a typed address (v1 form) without coordinates; null when it cannot be placed. */
  geocode(address: string | Address): GeoPoint | null {
    return this.fromPlacement(
      typeof address === 'string' ? this.geocoder.geocodeText(address) : this.geocoder.geocodeAddress(address)
    )
  }

  at(lat: number, lon: number): GeoPoint | null {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null
    const piece = this.atlas.pieceAt(lat, lon)
    if (!piece) return null
    return this.point(piece, lat, lon, null, null, 'coordinates')
  }

  pieces(): readonly Piece[] {
    return this.atlas.pieces
  }

  pieceIndexAt(lat: number, lon: number): number {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return -1
    return this.atlas.pieceAt(lat, lon)?.index ?? -1
  }

  division(point: GeoPoint, level: DivisionLevel): Division {
    const id =
      level === 'divisionLevel2'
        ? 'DE'
        : level === 'divisionLevel4'
          ? point.stateId
          : level === 'divisionLevel6'
            ? point.countyId
            : level === 'divisionLevel8'
              ? point.municipalityId
              : level === 'divisionLevel100'
                ? `plz-${point.postCode}`
                : point.quarterId
    const d = this.divisionById(id)
    if (!d) throw new Error(`no ${level} division for ${id}`)
    return d
  }

  divisionById(id: string): Division | undefined {
    if (typeof id !== 'string') return undefined
    const q = QUARTER_ID.exec(id)
    if (q) return this.quarter(q[1]!, q[2]!, Number(q[3]), Number(q[4]))
    if (id === 'DE') return this.make(id, 'Deutschland', 'Staat')
    if (id.startsWith('plz-')) {
      const pc = this.atlas.postalCodeByCode.get(id.slice(4))
      return pc ? this.make(id, pc.code, 'Postleitzahlgebiet') : undefined
    }
    const state = this.atlas.stateById.get(id)
    if (state) return this.make(id, state.name, 'Bundesland')
    const county = this.atlas.countyById.get(id)
    if (county) return this.make(id, county.name, county.designation)
    const m = this.atlas.municipalityById.get(id)
    if (m) return this.make(id, m.name, 'Gemeinde')
    return undefined
  }

  private make(id: string, name: string, levelDesignation: string): Division | undefined {
    const border = this.atlas.border(id)
    return border ? { id, name, levelDesignation, geometry: { type: 'MultiPolygon', coordinates: border } } : undefined
  }

  private quarter(code: string, municipalityId: string, i: number, j: number): Division | undefined {
    const piece = this.atlas.piecesByCode.get(code)?.find((p) => p.municipalityId === municipalityId)
    if (!piece) return undefined
    const geometry = quarterGeometry(piece, i, j)
    if (geometry.length === 0) return undefined
    const m = this.atlas.municipalityById.get(municipalityId)!
    return {
      id: quarterId(piece, i, j),
      name: `${m.name}, Quartier ${code}-${i}-${j}`,
      levelDesignation: 'Quartier',
      geometry: { type: 'MultiPolygon', coordinates: geometry }
    }
  }

  private fromPlacement(p: Placement | null): GeoPoint | null {
    if (!p) return null
    const piece = this.atlas.pieceAt(p.lat, p.lon)
    if (!piece) return null
    const point = this.point(piece, p.lat, p.lon, p.street, p.houseNumber, 'address')
    return p.locality ? { ...point, city: p.locality } : point
  }

  private point(
    piece: Piece,
    lat: number,
    lon: number,
    street: string | null,
    houseNumber: string | null,
    source: GeoPoint['source']
  ): GeoPoint {
    const m = this.atlas.municipalityById.get(piece.municipalityId)!
    const i = Math.floor(lat / QUARTER_LAT),
      j = Math.floor(lon / QUARTER_LON)
    return {
      lat,
      lon,
      street,
      houseNumber,
      postCode: piece.code,
      city: m.name,
      municipalityId: m.id,
      countyId: m.countyId,
      stateId: m.stateId,
      quarterId: quarterId(piece, i, j),
      source
    }
  }
}

function quarterId(piece: Piece, i: number, j: number): string {
  return `q-${piece.code}-${piece.municipalityId}-${i}-${j}`
}

function quarterGeometry(piece: Piece, i: number, j: number): MultiPoly {
  const x0 = j * QUARTER_LON,
    y0 = i * QUARTER_LAT,
    x1 = x0 + QUARTER_LON,
    y1 = y0 + QUARTER_LAT
  if (x1 < piece.box.minX || x0 > piece.box.maxX || y1 < piece.box.minY || y0 > piece.box.maxY) return []
  const cell: Geom = [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0]
    ]
  ]
  return intersection(cell, piece.geometry as Geom) as MultiPoly
}
