// Points of interest near a place. Distances are metres: a typical urban distance per category,
// stretched with the rurality of the point and varied by the building block (seeded by its id), so
// villages are far from hospitals and city blocks are next to a bakery. Airports and universities
// are real distances to the nearest airport (a fixed list) and to the nearest city of 100,000+.
import { VolumeLevels } from '@shared/api/v2-locations'
import type { Geography, Municipality } from '../geo/types'
import { haversineM } from '@shared/geo/geodesy'
import type { PlaceProfile } from './profile'
import { classOf } from './classes'
import { clamp, normal, pick, unit } from './seed'

export interface Poi {
  distance: number
  name: string | null
}

/** Urban median distance (m) and how many times farther it is in open country. */
const CATEGORIES = {
  supermarket: [350, 9],
  bakery: [250, 8],
  restaurant: [200, 7],
  shoppingCenter: [1800, 10],
  busStop: [180, 4],
  trainStation: [900, 9],
  chargingStation: [500, 10],
  childDayCare: [400, 6],
  primarySchool: [550, 6],
  highSchool: [1100, 8],
  grammarSchool: [1500, 9],
  familyDoctor: [400, 8],
  hospital: [2200, 8],
  pharmacy: [400, 9],
  playground: [250, 4],
  sportFacility: [600, 4],
  fireStation: [1300, 3],
  policeStation: [1400, 8]
} as const satisfies Record<string, readonly [number, number]>
export type PoiCategory = keyof typeof CATEGORIES

const AIRPORTS: [string, number, number][] = [
  ['Flughafen Frankfurt am Main', 50.0379, 8.5622],
  ['Flughafen München', 48.3538, 11.7861],
  ['Flughafen Berlin Brandenburg', 52.3667, 13.5033],
  ['Flughafen Düsseldorf', 51.2895, 6.7668],
  ['Flughafen Hamburg', 53.6304, 9.9882],
  ['Flughafen Stuttgart', 48.6899, 9.2219],
  ['Flughafen Köln/Bonn', 50.8659, 7.1427],
  ['Flughafen Hannover', 52.4611, 9.6851],
  ['Flughafen Nürnberg', 49.4987, 11.0669],
  ['Flughafen Leipzig/Halle', 51.4239, 12.2364],
  ['Flughafen Bremen', 53.0475, 8.7867],
  ['Flughafen Dresden', 51.1328, 13.7672],
  ['Flughafen Dortmund', 51.5183, 7.6122],
  ['Flughafen Münster/Osnabrück', 52.1346, 7.6848],
  ['Flughafen Karlsruhe/Baden-Baden', 48.7794, 8.0805],
  ['Flughafen Memmingen', 47.9888, 10.2395],
  ['Flughafen Friedrichshafen', 47.6713, 9.5115],
  ['Flughafen Saarbrücken', 49.2146, 7.1095],
  ['Flughafen Paderborn/Lippstadt', 51.6141, 8.6163],
  ['Flughafen Erfurt-Weimar', 50.9798, 10.9581],
  ['Flughafen Rostock-Laage', 53.9182, 12.2783],
  ['Flughafen Weeze', 51.6024, 6.1422],
  ['Flughafen Frankfurt-Hahn', 49.9487, 7.2639]
]
/** Farther than this, the answer has no airport (null), as the vendor's samples show. */
export const AIRPORT_RANGE_M = 120_000

const GROCERS = ['REWE', 'EDEKA', 'Lidl', 'ALDI', 'Netto Marken-Discount', 'Penny', 'Kaufland', 'NORMA']
const BAKERS = [
  'Bäckerei Müller',
  'Backhaus Schmidt',
  'Kamps',
  'Bäckerei Wagner',
  'Steinecker',
  'Bäckerei Schneider',
  'Backstube Becker'
]
const RESTAURANTS = [
  'Gasthaus Zum Löwen',
  'Ristorante Da Mario',
  'Gasthof zur Post',
  'Trattoria Roma',
  'Asia Garden',
  'Zum Goldenen Hirsch',
  'Taverna Olympia',
  'Brauhaus am Markt'
]
const PLACES = [
  'am Markt',
  'am Park',
  'an der Linde',
  'am Schlossberg',
  'am Stadtwald',
  'Am Sonnenhang',
  'an der Kirche',
  'am Mühlbach'
]
const PEOPLE = [
  'Goethe',
  'Schiller',
  'Humboldt',
  'Kepler',
  'Lessing',
  'Heine',
  'Albert-Schweitzer',
  'Geschwister-Scholl',
  'Käthe-Kollwitz'
]
const DAYCARE = [
  'Kita Sonnenschein',
  'Kita Regenbogen',
  'Kindergarten St. Marien',
  'Kita Pusteblume',
  'Kita Löwenzahn',
  'Kinderhaus Arche Noah'
]
const DOCTORS = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch']
const PHARMACY = ['Linden', 'Stadt', 'Markt', 'Rathaus', 'Sonnen', 'Löwen', 'Adler', 'Bahnhof']
const CHARGERS = [
  'EnBW Ladestation',
  'IONITY',
  'Tesla Supercharger',
  'Allego Ladepunkt',
  'Stadtwerke Ladesäule',
  'EWE Go'
]
const PLAYGROUNDS = [
  'Spielplatz am Park',
  'Spielplatz Lindenweg',
  'Abenteuerspielplatz',
  'Spielplatz Schulstraße',
  'Wasserspielplatz'
]
const SPORT = ['Sportplatz', 'Hallenbad', 'Turnhalle', 'Tennisanlage', 'Sportzentrum']

/** Nearest municipality of at least 100,000 inhabitants (cached list). */
export class CityIndex {
  private readonly cities: Municipality[]
  constructor(geo: Geography) {
    this.cities = geo.municipalities.filter((m) => m.population >= 100_000)
  }
  nearest(lat: number, lon: number): { city: Municipality; distance: number } | null {
    let best: Municipality | null = null
    let bestD = Infinity
    for (const c of this.cities) {
      const d = haversineM(lat, lon, c.lat, c.lon)
      if (d < bestD) {
        bestD = d
        best = c
      }
    }
    return best ? { city: best, distance: bestD } : null
  }
}

function distance(p: PlaceProfile, cat: PoiCategory): number {
  const [urban, ruralFactor] = CATEGORIES[cat]
  const stretch = 1 + (ruralFactor - 1) * Math.pow(p.rurality, 1.6)
  const d = urban * stretch * Math.exp(0.3 * normal(p.point.quarterId, 'poi', cat))
  return Math.max(30, Math.round(d))
}

function name(p: PlaceProfile, cat: PoiCategory): string | null {
  const k = (s: string) => [p.point.quarterId, 'poi-name', cat, s]
  const city = p.municipality.name
  const big = p.municipality.population >= 100_000
  switch (cat) {
    case 'supermarket':
      return pick(GROCERS, ...k('a'))
    case 'bakery':
      return pick(BAKERS, ...k('a'))
    case 'restaurant':
      return pick(RESTAURANTS, ...k('a'))
    case 'shoppingCenter':
      return big
        ? pick([`${city} Arcaden`, `${city}-Galerie`, `Einkaufszentrum ${city}`], ...k('a'))
        : `Einkaufszentrum ${p.county.name}`
    case 'busStop':
      return pick(
        ['Rathaus', 'Marktplatz', 'Bahnhofstraße', 'Schulzentrum', 'Friedhof', 'Kirchplatz', 'Hauptstraße'],
        ...k('a')
      )
    case 'trainStation':
      return big && p.centrality > 0.6 ? `${city} Hauptbahnhof` : `${city} Bahnhof`
    case 'chargingStation':
      return pick(CHARGERS, ...k('a'))
    case 'childDayCare':
      return pick(DAYCARE, ...k('a'))
    case 'primarySchool':
      return `Grundschule ${pick(PLACES, ...k('a'))}`
    case 'highSchool':
      return unit(...k('b')) < 0.5 ? `Realschule ${city}` : `${pick(PEOPLE, ...k('a'))}-Gesamtschule`
    case 'grammarSchool':
      return `${pick(PEOPLE, ...k('a'))}-Gymnasium`
    case 'familyDoctor':
      return `Hausarztpraxis Dr. ${pick(DOCTORS, ...k('a'))}`
    case 'hospital':
      return big
        ? `Klinikum ${city}`
        : pick([`Kreiskrankenhaus ${p.county.name}`, 'St. Elisabeth-Krankenhaus', 'Marienhospital'], ...k('a'))
    case 'pharmacy':
      return `${pick(PHARMACY, ...k('a'))}-Apotheke`
    case 'playground':
      return unit(...k('b')) < 0.2 ? null : pick(PLAYGROUNDS, ...k('a'))
    case 'sportFacility':
      return `${pick(SPORT, ...k('a'))} ${city}`
    case 'fireStation':
      return big ? `Feuerwache ${1 + Math.floor(unit(...k('a')) * 9)}` : `Freiwillige Feuerwehr ${city}`
    case 'policeStation':
      return big
        ? `Polizeirevier ${city}-${pick(['Mitte', 'Nord', 'Süd', 'Ost', 'West'], ...k('a'))}`
        : `Polizeiinspektion ${p.county.name}`
  }
}

export function poi(p: PlaceProfile, cat: PoiCategory): Poi {
  return { distance: distance(p, cat), name: name(p, cat) }
}

export function airport(p: PlaceProfile): Poi | null {
  let best: [string, number, number] | null = null
  let bestD = Infinity
  for (const a of AIRPORTS) {
    const d = haversineM(p.point.lat, p.point.lon, a[1], a[2])
    if (d < bestD) {
      bestD = d
      best = a
    }
  }
  return best && bestD <= AIRPORT_RANGE_M ? { distance: Math.round(bestD), name: best[0] } : null
}

export function university(p: PlaceProfile, cities: CityIndex): Poi {
  const own = p.municipality.population >= 100_000
  const near = own ? null : cities.nearest(p.point.lat, p.point.lon)
  if (near && near.distance < 60_000)
    return { distance: Math.round(near.distance), name: `Universität ${near.city.name}` }
  if (own)
    return {
      distance: Math.round(
        Math.max(300, 2500 * (1 - p.centrality) + 600 * Math.exp(0.4 * normal(p.point.quarterId, 'uni')))
      ),
      name: `Universität ${p.municipality.name}`
    }
  // No large city near: the nearest Hochschule sits in the county town.
  return {
    distance: Math.round(clamp(distance(p, 'hospital') * 3, 8_000, 60_000)),
    name: `Hochschule ${p.county.name}`
  }
}

/** The VolumeLevel class of a day-evening-night level in dB(A). */
export function volumeLevel(db: number): (typeof VolumeLevels)[number] {
  return classOf(db, [55, 60, 65, 70, 75], VolumeLevels)
}

export interface Noise {
  road: number
  train: number
  airport: number
  industry: number
}

/** Noise in dB(A): road from density, rail from the distance to the station, aircraft within 15 km of an airport. */
export function noise(p: PlaceProfile, trainStationM: number, airportPoi: Poi | null): Noise {
  const q = p.point.quarterId
  const road = 45 + 18 * (1 - p.rurality) + 5 * normal(q, 'noise-road')
  const train = 40 + 25 * Math.exp(-trainStationM / 600) + 4 * normal(q, 'noise-rail')
  const air = airportPoi ? 40 + 28 * Math.exp(-airportPoi.distance / 6000) + 2 * normal(q, 'noise-air') : 35
  const industry = 40 + 14 * (1 - p.rurality) * unit(q, 'noise-ind') + 3 * normal(q, 'noise-ind2')
  return { road, train, airport: air, industry }
}
