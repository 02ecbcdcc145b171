// The v2 region answer (RegionsResponse in src-shared/api/v2-locations.ts), without meta.
import type { GeoPoint } from '../geo/types'
import type { RegionsResponse } from '@shared/api'
import { ageGroup, household } from './demographics'
import type { Locations } from './types'
import {
  ageDistribution,
  apartmentOwners,
  apartmentsByLivingArea,
  apartmentUsage,
  availableIncome,
  broadband,
  constructionCompletions,
  futurePotential,
  immigrantRates,
  incomeDevelopment,
  migrationBalance,
  numberOfApartments,
  populationDevelopment,
  populationDevelopmentByAge,
  populationForecast,
  unemploymentRates
} from './region-charts'
import { rentalLaw } from './rental-law'
import { toChart } from './series'

export type RegionsBody = Omit<RegionsResponse, 'meta'>

export function rentRatioOfMunicipality(l: Locations, point: GeoPoint): number {
  const local = l.levels(l.regionOf(point, 'divisionLevel8')).rentApartmentStock
  const fallback = l.levels(l.regionOf(point, 'divisionLevel6')).rentApartmentStock
  const national = l.countryLevels().rentApartmentStock
  const v = Number.isFinite(local) ? local : fallback
  return Number.isFinite(v) && national > 0 ? v / national : 1
}

export function buildRegions(l: Locations, point: GeoPoint): RegionsBody {
  const m8 = l.traits(point, 'divisionLevel8')
  const c6 = l.traits(point, 'divisionLevel6')
  const s4 = l.traits(point, 'divisionLevel4')
  const d2 = l.traits(point, 'divisionLevel2')
  const municipality = l.geo.municipalityById(point.municipalityId)!
  const state = l.geo.stateById(point.stateId)!
  const all = [m8, c6, s4, d2]
  const upper = [c6, s4, d2]
  const construction = toChart(constructionCompletions(m8))
  return {
    divisionLevel2: l.division(point, 'divisionLevel2'),
    divisionLevel4: l.division(point, 'divisionLevel4'),
    divisionLevel6: l.division(point, 'divisionLevel6'),
    divisionLevel8: l.division(point, 'divisionLevel8'),
    divisionLevel100: l.division(point, 'divisionLevel100'),
    currency: 'EUR',
    population: m8.population,
    numberOfApartments: numberOfApartments(m8),
    broadbandAvailability: broadband(m8),
    futurePotential: futurePotential(c6),
    rentalLaw: rentalLaw(municipality, state, rentRatioOfMunicipality(l, point)),
    ageGroup: ageGroup(m8),
    household: household(m8),
    populationDevelopment: toChart(populationDevelopment(all)),
    populationForecast: toChart(populationForecast(upper)),
    ageDistribution: toChart(ageDistribution(all)),
    populationDevelopmentByAge: toChart(populationDevelopmentByAge(m8)),
    migrationBalance: toChart(migrationBalance(m8)),
    constructionCompletions: construction,
    unemploymentRates: toChart(unemploymentRates(c6)),
    immigrantRates: toChart(immigrantRates(all)),
    availableIncome: toChart(availableIncome(upper)),
    incomeDevelopment: toChart(incomeDevelopment(upper)),
    apartmentUsageDistribution: toChart([apartmentUsage(m8), apartmentUsage(d2)]),
    apartmentOwnerDistribution: toChart([apartmentOwners(m8), apartmentOwners(d2)]),
    apartmentByLivingAreaDistribution: toChart([apartmentsByLivingArea(m8), apartmentsByLivingArea(d2)])
  }
}
