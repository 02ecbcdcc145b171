// The v1 building block answer (BlockResponse in src-shared/api/v1.ts), without meta: the same
// derived figures as v2, under the block's keys with German labels and class names.
import type { BlockResponse } from '@shared/api'
import type { GeoPoint } from '../geo/types'
import { placeFigures } from './place-figures'
import { classOf, INCOME_BOUNDS } from './classes'
import { buildingStructure } from './building'
import {
  ageGroup,
  foreignerPercent,
  household,
  householdIncome,
  NATIONAL,
  relativeClass,
  socialClass,
  type DemographicTraits
} from './demographics'
import type { Locations } from './types'
import { CHART_LEVELS, priceFactors } from './market-charts'
import type { Poi } from './poi'
import {
  ageDistribution,
  availableIncome,
  broadband,
  constructionCompletions,
  futurePotential,
  immigrantRates,
  incomeDevelopment,
  migrationBalance,
  populationDevelopment,
  populationDevelopmentByAge,
  populationForecast,
  unemploymentRates
} from './region-charts'
import { round } from './seed'
import { de, developmentData, REGION_TYPE_OF_LEVEL, toBlockSeries, type Series } from './series'

export type BlockBody = Omit<BlockResponse, 'meta'>

export const CLASS_DE = {
  very_low: 'sehr niedrig',
  low: 'niedrig',
  average: 'durchschnittlich',
  high: 'hoch',
  very_high: 'sehr hoch'
} as const
const SOCIAL_DE: Record<string, string> = {
  lower_class: 'Unterschicht',
  lower_middle_class: 'untere Mittelschicht',
  middle_class: 'Mittelschicht',
  upper_middle_class: 'obere Mittelschicht',
  upper_class: 'Oberschicht'
}
const BUILDING_DE: Record<string, string> = {
  one_or_two_family_house: 'Ein- und Zweifamilienhäuser',
  apartment_building: 'Mehrfamilienhäuser',
  high_rise: 'Hochhäuser',
  business: 'Geschäfts- und Bürogebäude',
  special: 'Sonderbauten',
  unknown: 'unbekannt'
}
const YEAR_DE: Record<string, string> = {
  below_1919: 'vor 1919',
  '1920_to_1949': '1920 - 1949',
  '1950_to_1979': '1950 - 1979',
  '1980_to_1989': '1980 - 1989',
  '1990_to_1999': '1990 - 1999',
  '2000_to_2009': '2000 - 2009',
  '2010_to_2019': '2010 - 2019',
  above_2020: 'ab 2020'
}
const FLOORS_DE: Record<string, string> = {
  one: '1 Geschoss',
  two: '2 Geschosse',
  three: '3 Geschosse',
  four: '4 Geschosse',
  five: '5 Geschosse',
  six: '6 Geschosse',
  seven: '7 Geschosse',
  eight: '8 Geschosse',
  nine_to_twelve: '9 - 12 Geschosse',
  above_13: 'ab 13 Geschosse'
}

/** pclass: the 5-point percentage band a share falls into, e.g. "10 - 15 %". */
export function percentBand(percent: number): string {
  const lo = Math.floor(percent / 5) * 5
  return `${lo} - ${lo + 5} %`
}

/** A share as {class relative to the national value, pclass percentage band}. */
function shareClass(percent: number, national: number) {
  return { class: CLASS_DE[relativeClass(percent / national)], pclass: percentBand(percent) }
}

/** Distance as a bounded range string in metres, e.g. "250 - 500 m". */
export function distanceRange(p: Poi | null): string | null {
  if (!p) return null
  const bounds = [0, 250, 500, 1000, 2000, 5000, 10000, 20000]
  for (let i = 1; i < bounds.length; i++) if (p.distance < bounds[i]) return `${bounds[i - 1]} - ${bounds[i]} m`
  return `über ${bounds[bounds.length - 1]} m`
}

function dbRange(db: number): string {
  if (db < 55) return 'unter 55 dB(A)'
  if (db >= 75) return 'über 75 dB(A)'
  const lo = Math.floor(db / 5) * 5
  return `${lo} - ${lo + 5} dB(A)`
}

function cityType(population: number): string {
  if (population >= 100_000) return 'Großstadt'
  if (population >= 20_000) return 'Mittelstadt'
  if (population >= 5_000) return 'Kleinstadt'
  return 'Landgemeinde'
}

function wohnkonzept(t: DemographicTraits, familyShare: number): string {
  if (t.incomeIndex >= 1.25) return 'Gehobenes Wohnen'
  if (t.urbanity >= 0.65) return familyShare > 0.18 ? 'Urbanes Familienwohnen' : 'Urbanes Wohnen'
  if (familyShare > 0.2) return 'Familienorientiertes Wohnen'
  if (t.incomeIndex < 0.8) return 'Einfaches Wohnen'
  return 'Ländliches Wohnen'
}

function demographyLabel(t: DemographicTraits): string {
  const a = ageGroup(t),
    h = household(t)
  if (a.between18And30 >= 0.17) return 'junge Erwachsene'
  if (h.child >= 0.22) return 'Familien mit Kindern'
  if (a.between65And75 + a.above75 >= 0.27) return 'Senioren'
  return 'gemischte Altersstruktur'
}

export function buildBlock(l: Locations, point: GeoPoint): BlockBody {
  const {
    profile: p,
    traits: t,
    infra,
    scores,
    unemployment,
    rentalBurden: burden,
    purchasingPower: power,
    vacancy
  } = placeFigures(l, point)
  const structure = buildingStructure(p)
  const age = ageGroup(t)
  const hh = household(t)
  const factors = priceFactors(l, point)
  const income = householdIncome(t)
  const pois = infra.pois
  const m8 = l.traits(point, 'divisionLevel8'),
    c6 = l.traits(point, 'divisionLevel6'),
    s4 = l.traits(point, 'divisionLevel4'),
    d2 = l.traits(point, 'divisionLevel2')
  const municipality = l.division(point, 'divisionLevel8')
  const postal = l.division(point, 'divisionLevel100')
  const quarter = l.division(point, 'divisionLevel20')

  // Prices: apartments (stock and new together), yearly development and monthly marketing duration.
  const regions = l.placeDivisions(point, CHART_LEVELS)
  const development = (deal: 'rent' | 'sale') => ({
    title:
      deal === 'rent'
        ? 'Entwicklung der Angebotsmieten Wohnungen (€/m²)'
        : 'Entwicklung der Angebotspreise Wohnungen (€/m²)',
    series: regions.flatMap((d) => {
      const s = l.series(d.region)[deal === 'rent' ? 'rentApartments' : 'saleApartments'].filter((x) => x.y !== null)
      if (!s.length) return []
      const digits = deal === 'rent' ? 2 : 0
      return [
        {
          title: d.division.name,
          region_type: REGION_TYPE_OF_LEVEL[d.level],
          data: developmentData(s.map((x) => [x.x, round(x.y as number, digits), x.n]))
        }
      ]
    })
  })
  const duration = (deal: 'rent' | 'sale') => ({
    title: deal === 'rent' ? 'Vermarktungsdauer Mietwohnungen (Tage)' : 'Vermarktungsdauer Kaufwohnungen (Tage)',
    series: regions.flatMap((d) => {
      const monthly = l.series(d.region)[deal === 'rent' ? 'rentDurationsMonthly' : 'saleDurationsMonthly']
      const s = monthly.filter((x) => x.y !== null)
      if (!s.length) return []
      return [
        {
          title: d.division.name,
          region_type: REGION_TYPE_OF_LEVEL[d.level],
          data: Object.fromEntries(s.map((x) => [x.x, Math.round(x.y as number)]))
        }
      ]
    })
  })

  const all = [m8, c6, s4, d2]
  const upper = [c6, s4, d2]
  const bb = broadband(m8)
  return {
    address: {
      street: point.street && point.houseNumber ? `${point.street} ${point.houseNumber}` : point.street,
      postcode: point.postCode,
      city: point.city,
      district: quarter.name,
      county: l.division(point, 'divisionLevel6').name,
      state: l.division(point, 'divisionLevel4').name,
      latitude: point.lat,
      longitude: point.lon,
      geo_json: quarter.geometry
    },
    rating: {
      total: scores.overall,
      social: scores.socialStructure,
      infrastructure: scores.infrastructure,
      rent: scores.rentPrice,
      demography: demographyLabel(t),
      building: BUILDING_DE[structure.dominantBuildingClass]
    },
    prices: {
      rent: { development: development('rent'), marketing_duration: duration('rent') },
      purchase: { development: development('sale'), marketing_duration: duration('sale') }
    },
    investment_risk: {
      price_factor: { stock: factors.stock, new: factors.new },
      vacancy_rate: { class: CLASS_DE[relativeClass(vacancy / 2.8)], percent: vacancy }
    },
    social_structure: {
      unemployed: shareClass(unemployment, NATIONAL.unemployment),
      purchasing_power: { class: CLASS_DE[relativeClass(power / 100)], index: de(power, 1) },
      income: incomeLabel(income),
      social_class: SOCIAL_DE[socialClass(t.incomeIndex)],
      wohnkonzept: wohnkonzept(t, hh.child),
      rental_burden: { class: CLASS_DE[relativeClass(burden / NATIONAL.rentalBurden)], percent: burden }
    },
    demography: {
      foreigners: shareClass(foreignerPercent(t), NATIONAL.foreigners),
      households: {
        children: shareClass(100 * hh.child, 20),
        '1-2_persons': shareClass(100 * (hh.onePerson + hh.twoPerson), 70),
        '3+_persons': shareClass(100 * (hh.threePerson + hh.fourOrMorePerson), 10)
      },
      age: {
        '0-18': shareClass(100 * age.below18, 16.6),
        '18-30': shareClass(100 * age.between18And30, 13.5),
        '30-45': shareClass(100 * age.between30And45, 18.9),
        '45-65': shareClass(100 * age.between45And65, 28.6),
        '65+': shareClass(100 * (age.between65And75 + age.above75), 22.4)
      }
    },
    infrastructure: {
      neighborhood: {
        subrating: infra.scores.dailyNeeds,
        grocery: distanceRange(pois.supermarket),
        bakery: distanceRange(pois.bakery),
        restaurant: distanceRange(pois.restaurant)
      },
      family: {
        subrating: infra.scores.education,
        child_care: pois.childDayCare!.distance,
        primary_school: pois.primarySchool!.distance,
        comprehensive_school: pois.highSchool!.distance,
        grammar_school: pois.grammarSchool!.distance
      },
      noise: { subrating: infra.scores.noise, street: dbRange(infra.noise.road), rail: dbRange(infra.noise.train) },
      mobility: {
        subrating: infra.scores.transport,
        bus: pois.busStop!.distance,
        train: pois.trainStation!.distance,
        airport: pois.airport?.distance ?? null,
        ev_charging_station: pois.chargingStation!.distance
      },
      health: {
        subrating: infra.scores.healthAndSport,
        doctor: pois.familyDoctor!.distance,
        hospital: pois.hospital!.distance,
        pharmacy: pois.pharmacy!.distance,
        recreation: CLASS_DE[relativeClass(infra.greenPercent / 35)],
        sports: pois.sportFacility!.distance
      }
    },
    building_structure: {
      density: CLASS_DE[structure.buildingDensityClass as keyof typeof CLASS_DE],
      floors: structure.dominantNumberOfFloors.map((f) => FLOORS_DE[f]).join(', '),
      year: structure.dominantBuildingYearClasses.map((y) => YEAR_DE[y]).join(', '),
      type: BUILDING_DE[structure.dominantBuildingClass]
    },
    region: {
      city: {
        name: municipality.name,
        type: cityType(m8.population),
        population: m8.population,
        broadband_availability: { class: BROADBAND_DE[bb.class], percent: bb.value },
        geo_json: municipality.geometry
      },
      postal_code: { code: point.postCode, geo_json: postal.geometry },
      county: { name: c6.name, future_potential: futurePotential(c6) },
      state: { name: s4.name },
      population_development: toBlockSeries('Bevölkerungsentwicklung (2011 = 100)', populationDevelopment(all)),
      population_forecast: toBlockSeries('Bevölkerungsprognose nach Altersgruppen (2021 = 100)', forecastByAge(c6)),
      population_pyramid: toBlockSeries(
        'Altersstruktur (%)',
        ageDistribution(all).map((s) => ({
          ...s,
          points: s.points.map(([, y], i): [string, number] => [PYRAMID_KEYS[i], y])
        }))
      ),
      population_by_age: toBlockSeries(
        'Bevölkerungsentwicklung nach Altersgruppen (2011 = 100)',
        populationDevelopmentByAge(m8).map(relabelAge)
      ),
      migration_balance: toBlockSeries(
        'Wanderungssaldo je 1.000 Einwohner',
        migrationBalance(m8).map((s) => ({ ...s, title: MIGRATION_DE[s.title] }))
      ),
      construction_completions: toBlockSeries(
        'Baufertigstellungen je 10.000 Einwohner',
        constructionCompletions(m8).map((s) => ({
          ...s,
          title: s.title === 'one_to_two_apartments' ? 'Ein- und Zweifamilienhäuser' : 'Mehrfamilienhäuser'
        }))
      ),
      unemployment_rates: toBlockSeries(
        'Arbeitslosenquote und SGB-II-Quote (%)',
        unemploymentRates(c6).map((s) => ({
          ...s,
          title: s.title === 'unemployment_rate' ? 'Arbeitslosenquote' : 'SGB-II-Quote'
        }))
      ),
      migrant_share: toBlockSeries('Ausländeranteil (%)', immigrantRates(all)),
      available_income: toBlockSeries('Verfügbares Einkommen je Einwohner (€)', availableIncome(upper)),
      income: toBlockSeries('Einkommensentwicklung (2011 = 100)', incomeDevelopment(upper))
    }
  }
}

const PYRAMID_KEYS = ['0-18', '18-30', '30-45', '45-65', '65-75', '75+']
const AGE_LABEL_DE: Record<string, string> = {
  below_18: 'unter 18',
  '18_to_29': '18 - 29',
  '30_to_44': '30 - 44',
  '45_to_64': '45 - 64',
  '65_to_74': '65 - 74',
  above_75: '75 und älter'
}
const MIGRATION_DE: Record<string, string> = { immigration: 'Zuzüge', emigration: 'Fortzüge', net_migration: 'Saldo' }
const BROADBAND_DE: Record<string, string> = {
  not_supplied: 'nicht versorgt',
  partially_supplied: 'teilweise versorgt',
  largely_supplied: 'größtenteils versorgt',
  mainly_supplied: 'überwiegend versorgt',
  supplied: 'versorgt'
}

function relabelAge(s: Series): Series {
  return { ...s, title: AGE_LABEL_DE[s.title] ?? s.title }
}

/** The county's forecast split by age group: the total forecast, shifted as each group ages. */
function forecastByAge(c6: Parameters<typeof populationForecast>[0][number]): Series[] {
  const total = populationForecast([c6])[0]
  const shift = [-0.004, -0.005, -0.002, -0.006, 0.004, 0.016]
  return ['below_18', '18_to_29', '30_to_44', '45_to_64', '65_to_74', 'above_75'].map((cls, k) => ({
    title: AGE_LABEL_DE[cls],
    divisionLevel: c6.divisionLevel,
    points: total.points.map(([x, y], i): [string, number] => [x, round(y * Math.pow(1 + shift[k], i), 1)])
  }))
}

function incomeLabel(income: number): string {
  return classOf(income, INCOME_BOUNDS, [
    'unter 1.500 €',
    '1.500 - 2.500 €',
    '2.500 - 3.500 €',
    '3.500 - 4.500 €',
    'über 4.500 €'
  ])
}
