// Locations: the v2 address and region answers and the v1 block, derived from the geography and the
// market (MODEL.md). Everything that depends only on a division is computed once per division and kept
// in LRU caches, so a request touches the market only for divisions not seen before.
import type { Address, Coordinates, DivisionLevel, Division } from '@shared/api'
import type { GeoPoint, Geography } from '../geo/types'
import type { Market, RegionRef } from '../market/types'
import { LRUCache } from 'lru-cache'
import { regionSeries, type RegionSeries } from './region-series'
import { regionLevels, type Levels } from './market-levels'
import { buildProfile, municipalityUrbanity, type PlaceProfile } from './profile'
import { CityIndex } from './poi'
import type { DivisionTraits } from './region-charts'
import { clamp } from './seed'
import { buildAddresses } from './addresses'
import { buildRegions } from './regions'
import { buildBlock } from './block'
import type { Locations, PlaceDivision } from './types'

const EAST_STATES = new Set(['Sachsen', 'Sachsen-Anhalt', 'Thüringen', 'Brandenburg', 'Mecklenburg-Vorpommern'])

/** The cached value for the key, computed and kept on a miss. */
function cached<V extends object>(cache: LRUCache<string, V>, key: string, compute: () => V): V {
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const value = compute()
  cache.set(key, value)
  return value
}

class CachedLocations implements Locations {
  readonly cities: CityIndex
  private readonly levelsCache = new LRUCache<string, Levels>({ max: 4000 })
  private readonly seriesCache = new LRUCache<string, RegionSeries>({ max: 1500 })
  private readonly traitsCache = new LRUCache<string, DivisionTraits>({ max: 4000 })
  private readonly divisionCache = new LRUCache<string, Division>({ max: 4000 })
  private country: Levels | null = null
  private countrySeries: RegionSeries | null = null

  constructor(
    readonly geo: Geography,
    readonly market: Market
  ) {
    this.cities = new CityIndex(geo)
  }

  // --- placing -------------------------------------------------------------------------------

  locateV2(location: { address?: Address; coordinates?: Coordinates }): GeoPoint | null {
    return this.geo.locateV2(location)
  }

  locateV1(address?: string, coordinate?: string): GeoPoint | null {
    return this.geo.locateV1(address, coordinate)
  }

  // --- answers -----------------------------------------------------------------------------------

  addresses(point: GeoPoint) {
    return buildAddresses(this, point)
  }

  regions(point: GeoPoint) {
    return buildRegions(this, point)
  }

  block(point: GeoPoint) {
    return buildBlock(this, point)
  }

  // --- divisions and their market data -----------------------------------------------------------

  division(point: GeoPoint, level: DivisionLevel): Division {
    const id = this.divisionId(point, level)
    return cached(this.divisionCache, `${level}:${id}`, () => this.geo.division(point, level))
  }

  divisionId(point: GeoPoint, level: DivisionLevel): string {
    switch (level) {
      case 'divisionLevel2':
        return 'DE'
      case 'divisionLevel4':
        return point.stateId
      case 'divisionLevel6':
        return point.countyId
      case 'divisionLevel8':
        return point.municipalityId
      case 'divisionLevel20':
        return point.quarterId
      case 'divisionLevel100':
        return `plz-${point.postCode}`
    }
  }

  regionOf(point: GeoPoint, level: DivisionLevel): RegionRef {
    switch (level) {
      case 'divisionLevel2':
        return { level: 'country' }
      case 'divisionLevel4':
        return { level: 'state', id: point.stateId }
      case 'divisionLevel6':
        return { level: 'county', id: point.countyId }
      case 'divisionLevel8':
        return { level: 'municipality', id: point.municipalityId }
      case 'divisionLevel100':
        return { level: 'postalCode', code: point.postCode }
      case 'divisionLevel20':
        return { level: 'circle', lat: point.lat, lon: point.lon, radiusM: 500 }
    }
  }

  placeDivisions(point: GeoPoint, levels: DivisionLevel[]): PlaceDivision[] {
    return levels.map((level) => ({
      level,
      division: this.division(point, level),
      region: this.regionOf(point, level),
      key: `${level}:${this.divisionId(point, level)}`
    }))
  }

  levels(region: RegionRef): Levels {
    if (region.level === 'country') return this.countryLevels()
    return cached(this.levelsCache, regionKey(region), () => regionLevels(this.market, region))
  }

  countryLevels(): Levels {
    this.country ??= regionLevels(this.market, { level: 'country' })
    return this.country
  }

  /** First finite value of a figure from the smallest region upwards (postal code, municipality, county, state, country). */
  localFigure(point: GeoPoint, pick: (l: Levels) => number): number {
    for (const level of [
      'divisionLevel100',
      'divisionLevel8',
      'divisionLevel6',
      'divisionLevel4',
      'divisionLevel2'
    ] as const) {
      const v = pick(this.levels(this.regionOf(point, level)))
      if (Number.isFinite(v)) return v
    }
    return NaN
  }

  priceIndexAt(region: RegionRef, fallback: () => number): number {
    const local = this.levels(region).saleApartmentStock
    const national = this.countryLevels().saleApartmentStock
    return Number.isFinite(local) && national > 0 ? local / national : fallback()
  }

  profile(point: GeoPoint): PlaceProfile {
    const national = this.countryLevels().saleApartmentStock
    const local = this.localFigure(point, (l) => l.saleApartmentStock)
    const priceIndex = Number.isFinite(local) && national > 0 ? clamp(local / national, 0.25, 4) : 1
    return buildProfile(this.geo, point, priceIndex)
  }

  /** Demographic traits of the division of one level containing the point. */
  traits(
    point: GeoPoint,
    level: 'divisionLevel2' | 'divisionLevel4' | 'divisionLevel6' | 'divisionLevel8' | 'divisionLevel100'
  ): DivisionTraits {
    const id = this.divisionId(point, level)
    return cached(this.traitsCache, `${level}:${id}`, () => this.computeTraits(point, level, id))
  }

  private computeTraits(point: GeoPoint, level: DivisionTraits['divisionLevel'], id: string): DivisionTraits {
    const geo = this.geo
    const state = geo.stateById(point.stateId)
    const county = geo.countyById(point.countyId)
    const municipality = geo.municipalityById(point.municipalityId)
    const east = EAST_STATES.has(state?.name ?? '')
    const name = this.division(point, level).name
    const parentIndex = (): number => 1
    const priceIndex = clamp(this.priceIndexAt(this.regionOf(point, level), parentIndex), 0.25, 4)
    const income = (urbanity: number) =>
      clamp(Math.pow(priceIndex, 0.45) * (east ? 0.93 : 1) * (1 + 0.04 * (urbanity - 0.5)), 0.55, 1.9)
    let urbanity: number
    let population: number
    switch (level) {
      case 'divisionLevel2':
        return {
          key: id,
          divisionLevel: level,
          name,
          population: geo.states.reduce((a, s) => a + s.population, 0),
          urbanity: 0.5,
          east: false,
          incomeIndex: 1,
          priceIndex: 1
        }
      case 'divisionLevel4': {
        const counties = geo.counties.filter((c) => c.stateId === point.stateId)
        const area = counties.reduce((a, c) => a + c.areaKm2, 0)
        population = state?.population ?? counties.reduce((a, c) => a + c.population, 0)
        urbanity = clamp((Math.log10(Math.max(1, population / Math.max(1, area))) - 1.7) / (3.6 - 1.7), 0, 1)
        break
      }
      case 'divisionLevel6':
        population = county?.population ?? 0
        urbanity = county
          ? clamp((Math.log10(Math.max(1, county.population / Math.max(1, county.areaKm2))) - 1.7) / (3.6 - 1.7), 0, 1)
          : 0.5
        break
      case 'divisionLevel8':
      case 'divisionLevel100':
        population =
          level === 'divisionLevel8'
            ? (municipality?.population ?? 0)
            : (geo.postalCode(point.postCode)?.population ?? 0)
        urbanity = municipality && county ? municipalityUrbanity(municipality, county) : 0.5
        break
    }
    return {
      key: id,
      divisionLevel: level,
      name,
      population,
      urbanity,
      east,
      incomeIndex: income(urbanity),
      priceIndex
    }
  }

  /** Price and duration series of a region, computed once per region. */
  series(region: RegionRef): RegionSeries {
    if (region.level === 'country') return (this.countrySeries ??= regionSeries(this.market, region))
    return cached(this.seriesCache, regionKey(region), () => regionSeries(this.market, region))
  }

  /** Computes the country-wide figures every answer needs (call once after start, off the request path). */
  warm(): void {
    this.countryLevels()
    this.series({ level: 'country' })
  }
}

function regionKey(r: RegionRef): string {
  switch (r.level) {
    case 'country':
      return 'country'
    case 'state':
    case 'county':
    case 'municipality':
      return `${r.level}:${r.id}`
    case 'postalCode':
      return `postalCode:${r.code}`
    case 'circle':
      return `circle:${r.lat.toFixed(5)},${r.lon.toFixed(5)},${r.radiusM}`
  }
}

export function createLocations(geo: Geography, market: Market): Locations {
  return new CachedLocations(geo, market)
}
