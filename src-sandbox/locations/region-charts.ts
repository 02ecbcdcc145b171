// Region statistics and their charts over the years, from the traits of each division (urbanity,
// east/west, income and price level). Each figure follows a trend fixed by the division id, so the
// same division always shows the same history.
import { AGE_KEYS } from '@shared/api'
import { AGE_CLASSES, ageGroup, foreignerPercent, type DemographicTraits, unemploymentPercent } from './demographics'
import { clamp, normal, round } from './seed'
import type { Series } from './series'

export interface DivisionTraits extends DemographicTraits {
  divisionLevel: 'divisionLevel2' | 'divisionLevel4' | 'divisionLevel6' | 'divisionLevel8' | 'divisionLevel100'
  name: string
  population: number
  priceIndex: number
}

export const HISTORY_YEARS = Array.from({ length: 13 }, (_, i) => 2011 + i) // 2011..2023
export const FORECAST_YEARS = Array.from({ length: 20 }, (_, i) => 2021 + i) // 2021..2040
export const INCOME_YEARS = Array.from({ length: 11 }, (_, i) => 2011 + i) // 2011..2021

/** Yearly population growth (fraction) of a division, before the 2015 and 2022 migration waves. */
export function growthRate(t: DivisionTraits): number {
  return (
    0.003 +
    0.007 * (t.urbanity - 0.5) -
    (t.east ? 0.005 : 0) +
    0.004 * (t.incomeIndex - 1) +
    0.0015 * normal(t.key, 'growth')
  )
}

const WAVE: Record<number, number> = { 2015: 0.009, 2016: 0.004, 2022: 0.011 }

function indexSeries(years: number[], rate: (year: number) => number): [string, number][] {
  let v = 100
  return years.map((y, i) => {
    if (i > 0) v *= 1 + rate(y)
    return [String(y), round(v, 1)]
  })
}

export function populationDevelopment(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => ({
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: indexSeries(HISTORY_YEARS, (y) => growthRate(t) + (WAVE[y] ?? 0))
  }))
}

export function populationForecast(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => ({
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: indexSeries(FORECAST_YEARS, (y) => growthRate(t) - 0.0025 - 0.0001 * (y - 2021))
  }))
}

/** Growth of an age class relative to the total: the old grow, the young shrink (less so in cities). */
const AGE_SHIFT = [-0.002, -0.004, 0.002, -0.003, 0.006, 0.02]

export function populationDevelopmentByAge(t: DivisionTraits): Series[] {
  return AGE_CLASSES.map((cls, k) => ({
    title: cls,
    divisionLevel: t.divisionLevel,
    points: indexSeries(
      HISTORY_YEARS,
      (y) =>
        growthRate(t) +
        (WAVE[y] ?? 0) * (k === 1 || k === 2 ? 2 : 0.5) +
        AGE_SHIFT[k] +
        (k < 3 ? 0.004 * (t.urbanity - 0.5) : 0)
    )
  }))
}

export function ageDistribution(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => {
    const a = ageGroup(t)
    return {
      title: t.name,
      divisionLevel: t.divisionLevel,
      points: AGE_CLASSES.map((cls, k): [string, number] => [cls, round(a[AGE_KEYS[k]] * 100, 2)])
    }
  })
}

/** Persons per 1,000 inhabitants moving in and out, and the balance. */
export function migrationBalance(t: DivisionTraits): Series[] {
  const rows = HISTORY_YEARS.map((y) => {
    const inflow = (45 + 40 * t.urbanity) * (1 + 0.05 * normal(t.key, 'mig', y)) + (WAVE[y] ?? 0) * 1000
    const net = (growthRate(t) + 0.003 + (WAVE[y] ?? 0)) * 1000 + normal(t.key, 'net', y)
    return { y, inflow: round(inflow, 1), outflow: round(inflow - net, 1) }
  })
  return [
    { title: 'immigration', divisionLevel: t.divisionLevel, points: rows.map((r) => [String(r.y), r.inflow]) },
    { title: 'emigration', divisionLevel: t.divisionLevel, points: rows.map((r) => [String(r.y), r.outflow]) },
    {
      title: 'net_migration',
      divisionLevel: t.divisionLevel,
      points: rows.map((r) => [String(r.y), round(r.inflow - r.outflow, 1)])
    }
  ]
}

/** Completed apartments per 10,000 inhabitants, in one- and two-family houses and in larger buildings. */
export function constructionCompletions(t: DivisionTraits): Series[] {
  const cycle = (y: number) => 0.7 + 0.5 * Math.min(1, (y - 2011) / 9) - (y > 2021 ? 0.08 * (y - 2021) : 0)
  const small = (y: number) =>
    round((8 + 14 * (1 - t.urbanity)) * cycle(y) * Math.sqrt(t.priceIndex) * (1 + 0.08 * normal(t.key, 'c12', y)), 1)
  const large = (y: number) =>
    round((4 + 26 * t.urbanity) * cycle(y) * t.priceIndex * (1 + 0.1 * normal(t.key, 'c3', y)), 1)
  return [
    {
      title: 'one_to_two_apartments',
      divisionLevel: t.divisionLevel,
      points: HISTORY_YEARS.map((y) => [String(y), small(y)])
    },
    {
      title: 'more_than_three_apartments',
      divisionLevel: t.divisionLevel,
      points: HISTORY_YEARS.map((y) => [String(y), large(y)])
    }
  ]
}

/** Unemployment and minimum-benefit (SGB II) rates in percent, falling until 2019, up in 2020. */
export function unemploymentRates(t: DivisionTraits): Series[] {
  const now = unemploymentPercent(t)
  const at = (y: number) => now * (1 + 0.045 * Math.max(0, 2019 - y)) * (y === 2020 ? 1.12 : y === 2021 ? 1.07 : 1)
  return [
    {
      title: 'unemployment_rate',
      divisionLevel: t.divisionLevel,
      points: HISTORY_YEARS.map((y) => [String(y), round(at(y), 1)])
    },
    {
      title: 'minimum_benefit_rate',
      divisionLevel: t.divisionLevel,
      points: HISTORY_YEARS.map((y) => [String(y), round(at(y) * 1.45, 1)])
    }
  ]
}

/** Foreign nationals in percent of the population. */
export function immigrantRates(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => {
    const now = foreignerPercent(t)
    return {
      title: t.name,
      divisionLevel: t.divisionLevel,
      points: HISTORY_YEARS.map((y): [string, number] => [String(y), round(now / (1 + 0.04 * (2023 - y)), 1)])
    }
  })
}

/** Available income per inhabitant and year, EUR (Germany 2021 about 24,800). */
export function availableIncomeOf(t: DivisionTraits, year: number): number {
  const growth = 0.024 + 0.004 * (t.incomeIndex - 1) + 0.002 * normal(t.key, 'incgrowth')
  return Math.round(24_800 * t.incomeIndex * Math.pow(1 + growth, year - 2021))
}

export function availableIncome(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => ({
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: INCOME_YEARS.map((y): [string, number] => [String(y), availableIncomeOf(t, y)])
  }))
}

export function incomeDevelopment(divs: DivisionTraits[]): Series[] {
  return divs.map((t) => ({
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: INCOME_YEARS.map((y): [string, number] => [
      String(y),
      round((100 * availableIncomeOf(t, y)) / availableIncomeOf(t, 2011), 1)
    ])
  }))
}

const pct = (weights: number[]): number[] => {
  const total = weights.reduce((a, b) => a + b, 0)
  const units = weights.map((w) => Math.round((1000 * w) / total))
  const diff = 1000 - units.reduce((a, b) => a + b, 0)
  units[units.indexOf(Math.max(...units))] += diff
  return units.map((u) => u / 10)
}

/** Apartments by use in percent: rented, owner-occupied, other (vacant, holiday). */
export function apartmentUsage(t: DivisionTraits): Series {
  const rental = clamp(30 + 50 * t.urbanity + 3 * normal(t.key, 'use'), 20, 88)
  const other = t.east ? 7 : 4
  const [r, o, x] = pct([rental, 100 - rental - other, other])
  return {
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: [
      ['rental', r],
      ['owner', o],
      ['other', x]
    ]
  }
}

/** Apartments by owner in percent. */
export function apartmentOwners(t: DivisionTraits): Series {
  const u = t.urbanity
  const [a, b, c, d] = pct([75 - 35 * u, 4 + 12 * u + (t.east ? 6 : 0), 6 + 18 * u, 8 + 8 * u + (t.east ? 5 : 0)])
  return {
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: [
      ['private', a],
      ['cooperative', b],
      ['private_company', c],
      ['other', d]
    ]
  }
}

/** Apartments by living area in percent: cities have smaller flats. */
export function apartmentsByLivingArea(t: DivisionTraits): Series {
  const u = t.urbanity
  const shares = pct([3 + 8 * u, 10 + 16 * u, 18 + 10 * u, 18, 14 - 5 * u, 37 - 28 * u])
  const labels = ['below_40', '40_to_59', '60_to_79', '80_to_99', '100_to_119', 'above_120']
  return {
    title: t.name,
    divisionLevel: t.divisionLevel,
    points: labels.map((l, i): [string, number] => [l, shares[i]])
  }
}

export function numberOfApartments(t: DivisionTraits): number {
  return Math.round(t.population * (0.48 + 0.09 * t.urbanity))
}

/** Households with 100 Mbit/s or more, in percent, and its class. */
export function broadband(t: DivisionTraits): { value: number; class: string } {
  const value = round(clamp(55 + 45 * t.urbanity + 8 * normal(t.key, 'bb'), 5, 100), 1)
  const cls =
    value >= 95
      ? 'supplied'
      : value >= 75
        ? 'mainly_supplied'
        : value >= 50
          ? 'largely_supplied'
          : value >= 10
            ? 'partially_supplied'
            : 'not_supplied'
  return { value, class: cls }
}

/** Future potential of a county, 0..1: population growth, income and a younger population. */
export function futurePotential(t: DivisionTraits): number {
  const g = growthRate(t)
  return round(clamp(0.5 + 40 * g + 0.35 * (t.incomeIndex - 1) + 0.05 * normal(t.key, 'future'), 0, 1), 3)
}
