// Scores (0..1, higher = better for living, except rentPrice = the local rent level, 1 = dearest) and
// the infrastructure block with its points of interest, shared by the v2 address answer and the v1 block.
import type { GeoPoint } from '../geo/types'
import { buildingStructure, densityOf } from './building'
import { householdIncome, quarterIncome, traitsOf, unemploymentPercent, type DemographicTraits } from './demographics'
import type { Locations } from './types'
import { airport, noise, poi, university, volumeLevel, type Noise, type Poi, type PoiCategory } from './poi'
import type { PlaceProfile } from './profile'
import { clamp, normal, round, unit } from './seed'

const URBAN_M: Record<string, number> = {
  supermarket: 350,
  bakery: 250,
  restaurant: 200,
  shoppingCenter: 1800,
  busStop: 180,
  trainStation: 900,
  airport: 15000,
  chargingStation: 500,
  childDayCare: 400,
  primarySchool: 550,
  highSchool: 1100,
  grammarSchool: 1500,
  university: 3000,
  familyDoctor: 400,
  hospital: 2200,
  pharmacy: 400,
  playground: 250,
  sportFacility: 600,
  fireStation: 1300,
  policeStation: 1400
}

/** Closeness 0..1 of a point of interest: about 0.65 at the typical urban distance, near 0 far out. */
export function closeness(p: Poi | null, category: string): number {
  if (!p) return 0
  return 1 / (1 + Math.pow(p.distance / (1.5 * URBAN_M[category]), 1.5))
}

const s3 = (x: number) => round(clamp(x, 0, 1), 3)
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

export interface Infrastructure {
  pois: Record<PoiCategory | 'airport' | 'university', Poi | null>
  noise: Noise
  greenPercent: number
  scores: {
    dailyNeeds: number
    transport: number
    education: number
    healthAndSport: number
    emergencyServices: number
    noise: number
    overall: number
  }
}

export function infrastructureOf(l: Locations, p: PlaceProfile): Infrastructure {
  const cats: PoiCategory[] = [
    'supermarket',
    'bakery',
    'restaurant',
    'shoppingCenter',
    'busStop',
    'trainStation',
    'chargingStation',
    'childDayCare',
    'primarySchool',
    'highSchool',
    'grammarSchool',
    'familyDoctor',
    'hospital',
    'pharmacy',
    'playground',
    'sportFacility',
    'fireStation',
    'policeStation'
  ]
  const pois = Object.fromEntries(cats.map((c) => [c, poi(p, c)])) as Infrastructure['pois']
  pois.airport = airport(p)
  pois.university = university(p, l.cities)
  const n = noise(p, pois.trainStation!.distance, pois.airport)
  const c = (k: keyof Infrastructure['pois']) => closeness(pois[k], k)
  const noiseScore = s3(1 - mean([n.road, n.train, n.airport, n.industry].map((db) => clamp((db - 45) / 30, 0, 1))))
  const scores = {
    dailyNeeds: s3(mean([c('supermarket'), c('bakery'), c('restaurant'), c('shoppingCenter')])),
    transport: s3(mean([c('busStop'), c('trainStation'), c('airport'), c('chargingStation')])),
    education: s3(mean([c('childDayCare'), c('primarySchool'), c('highSchool'), c('grammarSchool'), c('university')])),
    healthAndSport: s3(mean([c('familyDoctor'), c('hospital'), c('pharmacy'), c('playground'), c('sportFacility')])),
    emergencyServices: s3(mean([c('fireStation'), c('policeStation')])),
    noise: noiseScore,
    overall: 0
  }
  scores.overall = s3(
    mean([scores.dailyNeeds, scores.transport, scores.education, scores.healthAndSport, scores.emergencyServices])
  )
  const greenPercent = round(clamp(8 + 62 * p.rurality + 8 * normal(p.point.quarterId, 'green'), 1, 95), 1)
  return { pois, noise: n, greenPercent, scores }
}

export interface PlaceScores {
  overall: number
  socialStructure: number
  infrastructure: number
  rentPrice: number
  qualityOfLife: number
  quality: { overall: number; environment: number; infrastructure: number; neighborhood: number }
}

export function scoresOf(p: PlaceProfile, infra: Infrastructure, rentRatio: number): PlaceScores {
  const t: DemographicTraits = traitsOf(p, 'quarter')
  const social = s3(0.5 + 0.7 * (quarterIncome(p) - 1) - 0.015 * (unemploymentPercent(t) - 5.7))
  const rentPrice = s3(1 / (1 + Math.exp(-2.5 * Math.log(Math.max(0.05, rentRatio)))))
  const environment = s3(0.5 * (infra.greenPercent / 100) * 1.4 + 0.5 * infra.scores.noise)
  const neighborhood = s3(0.55 * social + 0.25 * (1 - densityOf(p)) + 0.2 * unit(p.point.quarterId, 'neighbours'))
  const qualityOverall = s3(mean([environment, infra.scores.overall, neighborhood]))
  return {
    overall: s3(0.3 * social + 0.3 * infra.scores.overall + 0.3 * qualityOverall + 0.1 * rentPrice),
    socialStructure: social,
    infrastructure: infra.scores.overall,
    rentPrice,
    qualityOfLife: qualityOverall,
    quality: { overall: qualityOverall, environment, infrastructure: infra.scores.overall, neighborhood }
  }
}

/** Vacancy forecast in percent: low where rents are high and flats let quickly, higher in the east. */
export function vacancyPercent(p: PlaceProfile, rentRatio: number, durationRatio: number): number {
  const base =
    2.8 * Math.pow(Math.max(0.2, rentRatio), -2.2) * (p.east ? 1.5 : 1) * Math.sqrt(clamp(durationRatio, 0.3, 3))
  return round(clamp(base * Math.exp(0.1 * normal(p.municipality.id, 'vacancy')), 0.2, 18), 1)
}

export { buildingStructure, householdIncome, volumeLevel }
export type { GeoPoint }
