// The sandbox's German geography (see types.ts and DATA.md).
import { Atlas, defaultResourcePath } from './atlas'
import { GeographyImpl } from './geography'
import type { Geography } from './types'

export type { Geography, GeoPiece, GeoPoint, State, County, Municipality, PostalCode } from './types'
export { QUARTER_LAT, QUARTER_LON } from './geography'

let shared: GeographyImpl | null = null

/**
 * Loads the geography from resources/geo/germany.json (once per process; later calls return the
 * same object). `resourcePath` overrides the file, e.g. where a packaged app keeps its resources.
 */
export function loadGeography(resourcePath?: string): Geography & { geocode: GeographyImpl['geocode'] } {
  if (resourcePath) return new GeographyImpl(Atlas.load(resourcePath))
  shared ??= new GeographyImpl(Atlas.load(defaultResourcePath()))
  return shared
}
