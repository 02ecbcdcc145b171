// Demographic and social figures of a place. Shares are fractions (0..1) rounded to 4 decimals that
// add up to exactly 1 (the rounding remainder goes to the largest share).
import {
  AGE_KEYS,
  HOUSEHOLD_KEYS,
  IncomePerHouseholdClasses,
  PercentageClassEnum,
  SocialClasses,
  type AgeGroup,
  type Household
} from '@shared/api'
import { classOf, INCOME_BOUNDS } from './classes'
import type { PlaceProfile } from './profile'
import { clamp, normal, round } from './seed'

export const AGE_CLASSES = ['below_18', '18_to_29', '30_to_44', '45_to_64', '65_to_74', 'above_75'] as const

/** Normalises positive weights to shares rounded to 4 decimals whose sum is exactly 1 (in units of 1e-4). */
export function toShares(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + Math.max(0, b), 0)
  const units = weights.map((w) => Math.round((Math.max(0, w) / total) * 10_000))
  const diff = 10_000 - units.reduce((a, b) => a + b, 0)
  let largest = 0
  units.forEach((u, i) => {
    if (u > units[largest]) largest = i
  })
  units[largest] += diff
  return units.map((u) => u / 10_000)
}

/** Traits that drive demographics; a profile or a whole division (county, state, country). */
export interface DemographicTraits {
  key: string
  urbanity: number
  east: boolean
  incomeIndex: number
}

export function traitsOf(p: PlaceProfile, level: 'quarter' | 'municipality'): DemographicTraits {
  return level === 'quarter'
    ? { key: p.point.quarterId, urbanity: 1 - p.rurality, east: p.east, incomeIndex: quarterIncome(p) }
    : { key: p.municipality.id, urbanity: p.urbanity, east: p.east, incomeIndex: p.incomeIndex }
}

/** Income of the quarter: the municipality's, varied by the block. */
export function quarterIncome(p: PlaceProfile): number {
  return clamp(p.incomeIndex * Math.exp(0.12 * normal(p.point.quarterId, 'income')), 0.45, 2.2)
}

/**
 * Age shares. Germany 2021 as the base (16.6 / 13.5 / 18.9 / 28.6 / 11.3 / 11.1 %), shifted towards
 * young adults in cities, towards the old in the country and in the east.
 */
export function ageGroup(t: DemographicTraits): AgeGroup {
  const u = t.urbanity - 0.5
  const e = t.east ? 1 : 0
  const n = (k: string) => 1 + 0.06 * normal(t.key, 'age', k)
  const w = [
    (16.6 - 1.5 * u - 1.5 * e) * n('a'),
    (13.5 + 6 * u - 1.8 * e) * n('b'),
    (18.9 + 4 * u - 0.5 * e) * n('c'),
    (28.6 - 3.5 * u + 0.5 * e) * n('d'),
    (11.3 - 2.5 * u + 1.5 * e) * n('e'),
    (11.1 - 2.5 * u + 2.0 * e) * n('f')
  ]
  const s = toShares(w)
  return Object.fromEntries(AGE_KEYS.map((k, i) => [k, s[i]])) as AgeGroup
}

/**
 * Household shares, a partition of all households: `child` = households with children under 18,
 * the other four = households without children by size. Germany: about 20 % with children,
 * 41 % one person, 29 % two, 6 % three, 4 % four or more adults; cities have more singles.
 */
export function household(t: DemographicTraits): Household {
  const u = t.urbanity - 0.5
  const n = (k: string) => 1 + 0.06 * normal(t.key, 'hh', k)
  const w = [
    (20 - 6 * u - (t.east ? 2 : 0)) * n('a'),
    (41 + 16 * u + (t.east ? 2 : 0)) * n('b'),
    (29 - 6 * u) * n('c'),
    (6 - 2 * u) * n('d'),
    (4 - 2 * u) * n('e')
  ]
  const s = toShares(w)
  return Object.fromEntries(HOUSEHOLD_KEYS.map((k, i) => [k, s[i]])) as Household
}

/** Unemployment rate in percent (Germany about 5.7 %). */
export function unemploymentPercent(t: DemographicTraits): number {
  const base = 5.7 * Math.pow(t.incomeIndex, -0.8) * (1 + 0.25 * (t.urbanity - 0.5)) * (t.east ? 1.1 : 1)
  return round(clamp(base * Math.exp(0.1 * normal(t.key, 'unemp')), 1.2, 18), 1)
}

/** Share of residents with a migration background, in percent (Germany about 27 %). */
export function migrantPercent(t: DemographicTraits): number {
  const base = t.east ? 9 + 8 * t.urbanity : 14 + 26 * t.urbanity
  return round(clamp(base * Math.exp(0.15 * normal(t.key, 'migr')), 2, 60), 1)
}

/** Share of foreign nationals, in percent (Germany about 14 %). */
export function foreignerPercent(t: DemographicTraits): number {
  return round(migrantPercent(t) * 0.5, 1)
}

/** Average net income per household and month, EUR (Germany about 3,600). */
export function householdIncome(t: DemographicTraits): number {
  return Math.round(3600 * t.incomeIndex * (1 - 0.12 * (t.urbanity - 0.5)))
}

export function incomeClass(income: number): (typeof IncomePerHouseholdClasses)[number] {
  return classOf(income, INCOME_BOUNDS, IncomePerHouseholdClasses)
}

export function socialClass(incomeIndex: number): (typeof SocialClasses)[number] {
  return classOf(incomeIndex, [0.75, 0.92, 1.1, 1.3], SocialClasses)
}

/** Class of a value relative to the national reference (ratio 1 = average). */
export function relativeClass(ratio: number): (typeof PercentageClassEnum)[number] {
  return classOf(ratio, [0.6, 0.87, 1.15, 1.5], PercentageClassEnum)
}

export function purchasingPowerClass(index: number): (typeof PercentageClassEnum)[number] {
  return classOf(index, [85, 95, 105, 115], PercentageClassEnum)
}

/**
 * Rental burden in percent: the rent of an average 65 sqm flat over the net income of a two-earner
 * household (1.6 times the average household's).
 */
export function rentalBurdenPercent(rentPerSqm: number, t: DemographicTraits): number {
  return round(clamp((100 * rentPerSqm * 65) / (1.6 * householdIncome(t)), 2, 80), 1)
}

export const NATIONAL = { unemployment: 5.7, migrants: 27, foreigners: 13.5, rentalBurden: 14 }
