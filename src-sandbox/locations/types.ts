// The locations service as its answer builders see it (addresses.ts, regions.ts, block.ts and the
// figures they draw on); index.ts implements it with its caches.
import type {
  Address,
  AddressesResponse,
  BlockResponse,
  Coordinates,
  Division,
  DivisionLevel,
  RegionsResponse
} from '@shared/api'
import type { GeoPoint, Geography } from '../geo/types'
import type { Market, RegionRef } from '../market/types'
import type { Levels } from './market-levels'
import type { CityIndex } from './poi'
import type { PlaceProfile } from './profile'
import type { DivisionTraits } from './region-charts'
import type { RegionSeries } from './region-series'

/** A division of the place together with its market region. */
export interface PlaceDivision {
  level: DivisionLevel
  division: Division
  region: RegionRef
  key: string
}

export interface Locations {
  readonly geo: Geography
  readonly market: Market
  readonly cities: CityIndex

  locateV2(location: { address?: Address; coordinates?: Coordinates }): GeoPoint | null
  locateV1(address?: string, coordinate?: string): GeoPoint | null

  addresses(point: GeoPoint): Omit<AddressesResponse, 'meta'>
  regions(point: GeoPoint): Omit<RegionsResponse, 'meta'>
  block(point: GeoPoint): Omit<BlockResponse, 'meta'>

  division(point: GeoPoint, level: DivisionLevel): Division
  divisionId(point: GeoPoint, level: DivisionLevel): string
  regionOf(point: GeoPoint, level: DivisionLevel): RegionRef
  placeDivisions(point: GeoPoint, levels: DivisionLevel[]): PlaceDivision[]
  levels(region: RegionRef): Levels
  countryLevels(): Levels
  /** First finite value of a figure from the smallest region upwards (postal code, municipality, county, state, country). */
  localFigure(point: GeoPoint, pick: (l: Levels) => number): number
  priceIndexAt(region: RegionRef, fallback: () => number): number
  profile(point: GeoPoint): PlaceProfile
  /** Demographic traits of the division of one level containing the point. */
  traits(point: GeoPoint, level: DivisionTraits['divisionLevel']): DivisionTraits
  /** Price and duration series of a region, computed once per region. */
  series(region: RegionRef): RegionSeries
  /** Computes the country-wide figures every answer needs (call once after start, off the request path). */
  warm(): void
}
