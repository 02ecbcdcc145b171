// Shape of resources/geo/germany.json, written by build/build-resource.ts and read by load.ts.
import type { County, State } from './types'
import type { EncodedMultiPoly } from './geometry'

export interface ResourceCounty extends County {
  /** Kreisfreie Stadt or Landkreis. */
  designation: string
}

export interface GeoResource {
  version: number
  states: State[]
  counties: ResourceCounty[]
  /** [id (AGS; its first 5 digits are the county, first 2 the state), name, population, lat, lon, postal codes joined by spaces] */
  municipalities: [string, string, number, number, number, string][]
  /** [code, municipalityId, lat, lon, population] */
  postalCodes: [string, string, number, number, number][]
  /** Folded place name -> municipality ids (municipalities, their villages and city parts, postal place names). */
  places: Record<string, string[]>
  /** Each postal code's share of one municipality: [code, municipalityId, minX, minY, maxX, maxY (SCALE units), encoded border]. */
  pieces: [string, string, number, number, number, number, EncodedMultiPoly][]
  /** Borders of the country ("DE"), states, counties, municipalities and multi-piece postal codes ("plz-<code>"). */
  borders: Record<string, EncodedMultiPoly>
}

export const RESOURCE_VERSION = 2
