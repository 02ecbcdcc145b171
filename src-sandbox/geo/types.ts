// The sandbox's geography as the rest of the sandbox sees it. Implemented in src-sandbox/geo;
// read by the geocoder routes, the market generator, locations and valuations.
import type { Address, Coordinates, Division, DivisionLevel } from '@shared/api'

export interface State {
  id: string
  name: string
  population: number
  lat: number
  lon: number
}
export interface County {
  id: string
  name: string
  stateId: string
  population: number
  areaKm2: number
  lat: number
  lon: number
  isCity: boolean
}
export interface Municipality {
  id: string
  name: string
  countyId: string
  stateId: string
  population: number
  lat: number
  lon: number
  postalCodes: string[]
}
/** A postal code area's part within one municipality, with its bounding box (degrees). */
export interface GeoPiece {
  index: number
  code: string
  municipalityId: string
  box: { minX: number; minY: number; maxX: number; maxY: number }
}
export interface PostalCode {
  code: string
  municipalityId: string
  lat: number
  lon: number
  population: number
}

/** A place the geocoder found: always inside exactly one division of each level. */
export interface GeoPoint {
  lat: number
  lon: number
  street: string | null
  houseNumber: string | null
  postCode: string
  city: string
  municipalityId: string
  countyId: string
  stateId: string
  /** Id of the level-20 quarter (building block) the point lies in. */
  quarterId: string
  /** 'address' when placed from an address, 'coordinates' otherwise. */
  source: 'address' | 'coordinates'
}

export interface Geography {
  states: State[]
  counties: County[]
  municipalities: Municipality[]
  postalCodes: PostalCode[]
  stateById(id: string): State | undefined
  countyById(id: string): County | undefined
  municipalityById(id: string): Municipality | undefined
  postalCode(code: string): PostalCode | undefined
  /** v1 rule: address wins over coordinate ("lat,lon"). Null when it cannot be placed. */
  locateV1(address?: string, coordinate?: string): GeoPoint | null
  /** v2 rule: coordinates win over the address. Null when it cannot be placed (or lies outside Germany). */
  locateV2(location: { address?: Address; coordinates?: Coordinates }): GeoPoint | null
  /** Point lookup, consistent with the division borders: the point lies inside every division returned. */
  at(lat: number, lon: number): GeoPoint | null
  /** Every postal-code piece (a postal code area within one municipality), in a fixed order. */
  pieces(): readonly GeoPiece[]
  /** Index into pieces() of the piece containing the point, or -1 (outside Germany). Consistent with at(). */
  pieceIndexAt(lat: number, lon: number): number
  /** The division of one level containing the point, with its MultiPolygon border. */
  division(point: GeoPoint, level: DivisionLevel): Division
  /** A division by id (any level), or undefined. Postal code divisions have the id `plz-<code>`. */
  divisionById(id: string): Division | undefined
}
