// The character of a place, from the geography alone (plus the market's price level): how urban it
// is, how central the point lies, whether it is in the east, and the income level that goes with its
// prices. Every other derived figure reads from this profile.
import type { County, GeoPoint, Geography, Municipality, State } from '../geo/types'
import { haversineM } from '@shared/geo/geodesy'
import { clamp, normal } from './seed'

const EAST = new Set(['Sachsen', 'Sachsen-Anhalt', 'Thüringen', 'Brandenburg', 'Mecklenburg-Vorpommern'])

export interface PlaceProfile {
  point: GeoPoint
  municipality: Municipality
  county: County
  state: State
  /** 0 (village) .. 1 (metropolis), from the municipality's population and the county's density. */
  urbanity: number
  /** 1 at the municipality's centre, falling with distance from it. */
  centrality: number
  /** 0 (inner city) .. 1 (open country) at the point itself. */
  rurality: number
  east: boolean
  /** Local sale price per sqm over the national one (1 = national level), from the market. */
  priceIndex: number
  /** Household income relative to the national average (1 = average), consistent with priceIndex. */
  incomeIndex: number
}

/** Urbanity of a municipality: log-population scaled between 1,000 and 1.5 million, nudged by county density. */
export function municipalityUrbanity(m: Municipality, county: County): number {
  const byPopulation = clamp((Math.log10(Math.max(1, m.population)) - 3) / (Math.log10(1.5e6) - 3), 0, 1)
  const density = county.population / Math.max(1, county.areaKm2)
  const byDensity = clamp((Math.log10(Math.max(1, density)) - 1.7) / (3.6 - 1.7), 0, 1)
  return clamp(0.75 * byPopulation + 0.25 * byDensity, 0, 1)
}

/** Radius in metres of a municipality if it were a disc of typical density for its size. */
export function municipalityRadius(m: Municipality): number {
  return 900 * Math.sqrt(Math.max(1, m.population) / 1000) ** 0.8 + 800
}

export function buildProfile(geo: Geography, point: GeoPoint, priceIndex: number): PlaceProfile {
  const municipality = geo.municipalityById(point.municipalityId)
  const county = geo.countyById(point.countyId)
  const state = geo.stateById(point.stateId)
  if (!municipality || !county || !state) throw new Error(`incomplete geography for ${point.municipalityId}`)
  const urbanity = municipalityUrbanity(municipality, county)
  const fromCentre = haversineM(point.lat, point.lon, municipality.lat, municipality.lon)
  const centrality = clamp(1 - fromCentre / municipalityRadius(municipality), 0, 1)
  const rurality = clamp(1 - urbanity * (0.55 + 0.45 * centrality) + 0.1 * normal(point.quarterId, 'rural'), 0, 1)
  const east = EAST.has(state.name)
  // Incomes follow prices with an elasticity of about 0.45 (prices vary far more than incomes),
  // plus a small regional deviation fixed by the municipality.
  const incomeIndex = clamp(
    Math.pow(Math.max(0.2, priceIndex), 0.45) *
      (east ? 0.93 : 1.0) *
      Math.exp(0.05 * normal(municipality.id, 'income')),
    0.55,
    1.9
  )
  return { point, municipality, county, state, urbanity, centrality, rurality, east, priceIndex, incomeIndex }
}
