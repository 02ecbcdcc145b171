// Regional price levels: the asking price per sqm of a reference apartment (70 sqm, built in the
// 1990s, moderate condition, good equipment, January 2024) for sale and for rent, per municipality.
import type { Geography, Municipality } from '../geo/types'
import { haversineKm } from '@shared/geo/geodesy'
import { mix32 } from './prng'
import { fnv1a } from '../hash'

/** Base sale level (EUR/sqm) of a 20,000-inhabitant town by state name. */
const STATE_BASE: Record<string, number> = {
  Bayern: 3300,
  'Baden-Württemberg': 3200,
  Hessen: 2800,
  Hamburg: 6000,
  Berlin: 5200,
  'Schleswig-Holstein': 2700,
  'Nordrhein-Westfalen': 2300,
  Niedersachsen: 2100,
  'Rheinland-Pfalz': 2100,
  Bremen: 2600,
  Saarland: 1700,
  Brandenburg: 2100,
  'Mecklenburg-Vorpommern': 2000,
  Sachsen: 1600,
  'Sachsen-Anhalt': 1250,
  Thüringen: 1350
}
const EAST = new Set(['Brandenburg', 'Mecklenburg-Vorpommern', 'Sachsen', 'Sachsen-Anhalt', 'Thüringen'])

/** Named cities: [sale EUR/sqm, rent EUR/sqm per month]. Matched on the municipality name's first word(s). */
export const CITY_LEVELS: Record<string, [number, number]> = {
  München: [9000, 19.5],
  'Frankfurt am Main': [6300, 15.2],
  Hamburg: [6000, 14.5],
  Stuttgart: [5500, 14.2],
  Berlin: [5200, 13.5],
  Düsseldorf: [4800, 12.6],
  Köln: [4800, 12.8],
  'Freiburg im Breisgau': [5300, 13.2],
  Heidelberg: [4900, 12.9],
  Regensburg: [4900, 12.4],
  Mainz: [4800, 12.6],
  Potsdam: [4600, 11.6],
  Ingolstadt: [4700, 12.1],
  Münster: [4400, 11.6],
  Darmstadt: [4700, 13.0],
  Augsburg: [4600, 11.6],
  Nürnberg: [4200, 11.2],
  Wiesbaden: [4300, 11.6],
  Bonn: [4100, 11.5],
  Erlangen: [4700, 12.0],
  Konstanz: [5000, 12.9],
  Karlsruhe: [4200, 11.3],
  Ulm: [4000, 10.8],
  Tübingen: [4600, 12.4],
  Hannover: [3500, 10.2],
  Bremen: [2900, 9.3],
  Leipzig: [3200, 8.1],
  Dresden: [3200, 8.3],
  Rostock: [3000, 8.6],
  Kiel: [3100, 9.6],
  Lübeck: [3200, 9.5],
  Dortmund: [2500, 8.1],
  Essen: [2300, 7.8],
  Bochum: [2200, 7.6],
  Bielefeld: [2600, 8.1],
  Braunschweig: [3100, 9.0],
  Mannheim: [3700, 10.4],
  Aachen: [3100, 9.5],
  Wolfsburg: [3200, 9.4],
  Jena: [3100, 9.1],
  Erfurt: [2600, 8.2],
  Weimar: [2700, 8.0],
  Magdeburg: [1900, 6.7],
  'Halle (Saale)': [1900, 6.6],
  Chemnitz: [1300, 5.8],
  Zwickau: [1200, 5.6],
  Gelsenkirchen: [1300, 6.2],
  Duisburg: [1700, 6.9],
  Wuppertal: [1900, 7.1],
  Hagen: [1700, 6.7],
  Görlitz: [1200, 5.5],
  Gera: [1000, 5.4],
  Cottbus: [1800, 6.6],
  Schwerin: [2300, 7.1]
}

/** Big cities whose surroundings profit (commuter belt), with the belt radius in km. */
const METROS: [string, number][] = [
  ['München', 70],
  ['Frankfurt am Main', 50],
  ['Hamburg', 50],
  ['Stuttgart', 45],
  ['Berlin', 45],
  ['Düsseldorf', 30],
  ['Köln', 35],
  ['Freiburg im Breisgau', 25],
  ['Nürnberg', 30],
  ['Heidelberg', 20],
  ['Mainz', 20],
  ['Leipzig', 25],
  ['Dresden', 25],
  ['Hannover', 25],
  ['Bonn', 20],
  ['Potsdam', 15],
  ['Regensburg', 25],
  ['Augsburg', 25],
  ['Münster', 20],
  ['Ingolstadt', 25],
  ['Karlsruhe', 25]
]

export interface RegionLevel {
  sale: number
  rent: number
  urbanity: number
  east: boolean
}

/** Rent level implied by a sale level where no named figure exists (yields fall as prices rise). */
export function rentFromSale(sale: number): number {
  return 0.0655 * Math.pow(sale, 0.62)
}

export function matchCityName(name: string): string | undefined {
  if (CITY_LEVELS[name]) return name
  const base = name.split(/[,/]/)[0].trim()
  if (CITY_LEVELS[base]) return base
  return undefined
}

/** Levels of every municipality, in the order of geo.municipalities. */
export function regionLevels(geo: Geography, seed: number): RegionLevel[] {
  const metros: { lat: number; lon: number; radius: number; sale: number; rent: number }[] = []
  const bigByName = new Map<string, Municipality>()
  for (const m of geo.municipalities) {
    const key = matchCityName(m.name)
    if (key && (!bigByName.has(key) || bigByName.get(key)!.population < m.population)) bigByName.set(key, m)
  }
  for (const [name, radius] of METROS) {
    const m = bigByName.get(name)
    if (m) metros.push({ lat: m.lat, lon: m.lon, radius, sale: CITY_LEVELS[name][0], rent: CITY_LEVELS[name][1] })
  }

  return geo.municipalities.map((m) => {
    const state = geo.stateById(m.stateId)?.name ?? ''
    const county = geo.countyById(m.countyId)
    const east = EAST.has(state)
    const urbanity = Math.max(0, Math.min(1, (Math.log10(Math.max(m.population, 100)) - 3) / 3.2))
    const named = matchCityName(m.name)
    if (named && bigByName.get(named) === m) {
      const [sale, rent] = CITY_LEVELS[named]
      return { sale, rent, urbanity, east }
    }
    const base = STATE_BASE[state] ?? 2200
    const density = county && county.areaKm2 > 0 ? county.population / county.areaKm2 : 200
    const popFactor = Math.pow(Math.max(m.population, 300) / 20000, east ? 0.14 : 0.1)
    const densityFactor = Math.pow(Math.max(density, 30) / 200, 0.08)
    // A fixed local taste per municipality (+-12 %), from the seed and the id.
    const local = 1 + 0.24 * (mix32(seed, fnv1a(m.id)) / 4294967296 - 0.5)
    let sale = base * popFactor * densityFactor * local
    let rent = rentFromSale(sale) * (east ? 0.95 : 1)
    for (const metro of metros) {
      const d = haversineKm(m.lat, m.lon, metro.lat, metro.lon)
      if (d >= metro.radius) continue
      const share = 0.8 - 0.45 * (d / metro.radius)
      sale = Math.max(sale, metro.sale * share * local)
      rent = Math.max(rent, metro.rent * (share + 0.1) * local)
    }
    return { sale: Math.max(700, sale), rent: Math.max(4.2, rent), urbanity, east }
  })
}
