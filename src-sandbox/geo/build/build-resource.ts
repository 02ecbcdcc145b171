// Generates resources/geo/germany.json from the npm data packages (see src-sandbox/geo/DATA.md).
// Run: npm run geo:build   (deterministic: the same packages give the same file; `-- <path>` writes there instead)
import { writeFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bboxOf, encodeMultiPolygon, SCALE } from '../geometry'
import { placeBaseKey, placeKey } from '../normalize'
import { RESOURCE_VERSION, type GeoResource, type ResourceCounty } from '../resource'
import type { Municipality, PostalCode, State } from '../types'
import { buildBorders } from './borders'
import { readSources } from './sources'

const OUT = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../../resources/geo/germany.json')
const log = (msg: string) => process.stderr.write(`[geo:build] ${msg}\n`)

const started = Date.now()
const src = readSources()
log(
  `sources: ${src.counties.length} counties, ${src.municipalities.length} municipalities, ${src.postalCodes.length} postal codes`
)
const { pieces, borders, codesByMunicipality } = buildBorders(src, log)

const muniById = new Map(src.municipalities.map((m) => [m.id, m]))
const municipalities: Municipality[] = src.municipalities
  .filter((m) => borders.has(m.id))
  .map((m) => ({
    id: m.id,
    name: m.name,
    countyId: m.countyId,
    stateId: m.stateId,
    population: m.population,
    lat: m.lat,
    lon: m.lon,
    postalCodes: [...new Set(codesByMunicipality.get(m.id) ?? [])].sort()
  }))

// A postal code's population: its share of each municipality it covers; its point: the seed of
// its piece in its main (most populous) municipality.
const postalCodes: PostalCode[] = []
const piecesByCode = new Map<string, typeof pieces>()
for (const p of pieces) piecesByCode.set(p.code, [...(piecesByCode.get(p.code) ?? []), p])
for (const [code, list] of [...piecesByCode].sort((a, b) => a[0].localeCompare(b[0]))) {
  const main = [...list].sort(
    (a, b) => muniById.get(b.municipalityId)!.population - muniById.get(a.municipalityId)!.population
  )[0]!
  const population = list.reduce((sum, p) => {
    const m = muniById.get(p.municipalityId)!
    return sum + m.population / Math.max(1, codesByMunicipality.get(m.id)?.length ?? 1)
  }, 0)
  postalCodes.push({
    code,
    municipalityId: main.municipalityId,
    lat: round(main.seed[1]),
    lon: round(main.seed[0]),
    population: Math.round(population)
  })
}

const counties: ResourceCounty[] = src.counties.map((c) => {
  const biggest = municipalities.filter((m) => m.countyId === c.id).sort((a, b) => b.population - a.population)[0]!
  const isCity = /Kreisfreie Stadt|Stadtkreis/.test(c.type)
  return {
    id: c.id,
    name: c.name,
    stateId: c.stateId,
    population: c.population,
    areaKm2: c.areaKm2,
    lat: biggest.lat,
    lon: biggest.lon,
    isCity,
    designation: isCity ? 'Kreisfreie Stadt' : 'Landkreis'
  }
})
const states: State[] = src.states.map((s) => {
  const capital =
    municipalities.find((m) => m.stateId === s.id && m.name === s.capitalName) ??
    municipalities.filter((m) => m.stateId === s.id).sort((a, b) => b.population - a.population)[0]!
  const population = counties.filter((c) => c.stateId === s.id).reduce((sum, c) => sum + c.population, 0)
  return { id: s.id, name: s.name, population, lat: capital.lat, lon: capital.lon }
})

const places: Record<string, Set<string>> = {}
const addPlace = (name: string, id: string) => {
  for (const key of [placeKey(name), placeBaseKey(name)]) if (key) (places[key] ??= new Set()).add(id)
}
for (const m of municipalities) addPlace(m.name, m.id)
for (const p of src.places) if (borders.has(p.municipalityId)) addPlace(p.name, p.municipalityId)
for (const pc of src.postalCodes)
  for (const name of pc.names) for (const p of piecesByCode.get(pc.code) ?? []) addPlace(name, p.municipalityId)

const resource: GeoResource = {
  version: RESOURCE_VERSION,
  states,
  counties,
  municipalities: municipalities.map((m) => [m.id, m.name, m.population, m.lat, m.lon, m.postalCodes.join(' ')]),
  postalCodes: postalCodes.map((p) => [p.code, p.municipalityId, p.lat, p.lon, p.population]),
  places: Object.fromEntries(
    Object.entries(places)
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, v]) => [k, [...v].sort()])
  ),
  pieces: pieces.map((p) => {
    const box = bboxOf(p.geometry)
    return [
      p.code,
      p.municipalityId,
      Math.round(box.minX * SCALE),
      Math.round(box.minY * SCALE),
      Math.round(box.maxX * SCALE),
      Math.round(box.maxY * SCALE),
      encodeMultiPolygon(p.geometry)
    ]
  }),
  borders: Object.fromEntries(
    [...borders].sort((a, b) => a[0].localeCompare(b[0])).map(([id, mp]) => [id, encodeMultiPolygon(mp)])
  )
}
mkdirSync(dirname(OUT), { recursive: true })
const json = JSON.stringify(resource)
writeFileSync(OUT, json)
log(`wrote ${OUT}: ${(json.length / 1e6).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`)

function round(x: number): number {
  return Math.round(x * 1e5) / 1e5
}
