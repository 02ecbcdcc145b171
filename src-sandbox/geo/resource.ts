// Shape of resources/geo/germany.json, written by build/build-resource.ts and read by load.ts.
import type { County, Municipality, PostalCode, State } from './types'
import type { EncodedMultiPoly } from './geometry'

export interface ResourceCounty extends County {
  /** Kreisfreie Stadt or Landkreis. */
  designation: string
}

export interface GeoResource {
  version: number
  states: State[]
  counties: ResourceCounty[]
  municipalities: Municipality[]
  postalCodes: PostalCode[]
  /** Folded place name -> municipality ids (municipalities, their villages and city parts, postal place names). */
  places: Record<string, string[]>
  /** Each postal code's share of one municipality: [code, municipalityId, encoded border]. */
  pieces: [string, string, EncodedMultiPoly][]
  /** Borders of the country ("DE"), states, counties, municipalities and multi-piece postal codes ("plz-<code>"). */
  borders: Record<string, EncodedMultiPoly>
}

export const RESOURCE_VERSION = 1
