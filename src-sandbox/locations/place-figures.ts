// Figures of a place that the v2 address answer and the v1 block both report, derived once here so
// the two answers can never disagree.
import type { GeoPoint } from '../geo/types'
import { quarterIncome, rentalBurdenPercent, traitsOf, unemploymentPercent } from './demographics'
import type { Locations } from './types'
import { infrastructureOf, scoresOf, vacancyPercent } from './scores'

export function rentRatioAt(l: Locations, point: GeoPoint): number {
  const local = l.localFigure(point, (x) => x.rentApartmentStock)
  const national = l.countryLevels().rentApartmentStock
  return Number.isFinite(local) && national > 0 ? local / national : 1
}

export function durationRatioAt(l: Locations, point: GeoPoint): number {
  const local = l.localFigure(point, (x) => x.rentDurationDays)
  const national = l.countryLevels().rentDurationDays
  return Number.isFinite(local) && national > 0 ? local / national : 1
}

export function localRentPerSqm(l: Locations, point: GeoPoint): number {
  const v = l.localFigure(point, (x) => x.rentApartmentStock)
  return Number.isFinite(v) ? v : 9
}

export function placeFigures(l: Locations, point: GeoPoint) {
  const profile = l.profile(point)
  const traits = traitsOf(profile, 'quarter')
  const infra = infrastructureOf(l, profile)
  const rentRatio = rentRatioAt(l, point)
  return {
    profile,
    traits,
    infra,
    scores: scoresOf(profile, infra, rentRatio),
    unemployment: unemploymentPercent(traits),
    rentalBurden: rentalBurdenPercent(localRentPerSqm(l, point), traits),
    /** Purchasing power, 100 = national average. */
    purchasingPower: 100 * quarterIncome(profile),
    vacancy: vacancyPercent(profile, rentRatio, durationRatioAt(l, point))
  }
}
