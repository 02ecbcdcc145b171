// What the report map draws: the borders of the quarter (level 20), the postal code area (100) and
// the municipality (8) from the report's GeoJSON, and the address. The v2 answers come first; the v1
// block's geo_json fills in where a v2 part is missing (e.g. it failed).
import type { MultiPolygon } from '@shared/api'
import type { Report } from '@shared/bridge/reports'

export type MapLevel = 'divisionLevel20' | 'divisionLevel100' | 'divisionLevel8'

export interface BorderLayer {
  level: MapLevel
  name: string
  geometry: MultiPolygon
}

export interface MapContent {
  borders: BorderLayer[]
  marker: { latitude: number; longitude: number } | null
}

/** Drawing order: the widest area first, so the smaller ones lie on top. */
export const MAP_LEVELS: readonly MapLevel[] = ['divisionLevel8', 'divisionLevel100', 'divisionLevel20']

export const LEVEL_STYLE: Record<MapLevel, { color: string; weight: number; dashArray?: string; fillOpacity: number }> =
  {
    divisionLevel8: { color: '#6b4c9a', weight: 2, dashArray: '6 4', fillOpacity: 0 },
    divisionLevel100: { color: '#1f5fa8', weight: 2.5, fillOpacity: 0.04 },
    divisionLevel20: { color: '#c0392b', weight: 3, fillOpacity: 0.12 }
  }

const isPolygon = (g: unknown): g is MultiPolygon =>
  !!g &&
  typeof g === 'object' &&
  (g as MultiPolygon).type === 'MultiPolygon' &&
  Array.isArray((g as MultiPolygon).coordinates)

export function mapContent(report: Pick<Report, 'parts' | 'coordinates'>): MapContent {
  const a = report.parts.addresses.data
  const r = report.parts.regions.data
  const b = report.parts.block.data
  const found: Partial<Record<MapLevel, BorderLayer>> = {}
  if (a && isPolygon(a.divisionLevel20?.geometry))
    found.divisionLevel20 = {
      level: 'divisionLevel20',
      name: a.divisionLevel20.name,
      geometry: a.divisionLevel20.geometry
    }
  if (r && isPolygon(r.divisionLevel100?.geometry))
    found.divisionLevel100 = {
      level: 'divisionLevel100',
      name: r.divisionLevel100.name,
      geometry: r.divisionLevel100.geometry
    }
  if (r && isPolygon(r.divisionLevel8?.geometry))
    found.divisionLevel8 = { level: 'divisionLevel8', name: r.divisionLevel8.name, geometry: r.divisionLevel8.geometry }
  if (b) {
    if (!found.divisionLevel20 && isPolygon(b.address.geo_json))
      found.divisionLevel20 = { level: 'divisionLevel20', name: b.address.district ?? '', geometry: b.address.geo_json }
    const pc = b.region?.postal_code
    if (!found.divisionLevel100 && pc && isPolygon(pc.geo_json))
      found.divisionLevel100 = { level: 'divisionLevel100', name: pc.code, geometry: pc.geo_json }
    const city = b.region?.city
    if (!found.divisionLevel8 && city && isPolygon(city.geo_json))
      found.divisionLevel8 = { level: 'divisionLevel8', name: city.name, geometry: city.geo_json }
  }
  const coords =
    report.coordinates ??
    a?.location.coordinates ??
    (b ? { latitude: b.address.latitude, longitude: b.address.longitude } : null)
  return {
    borders: MAP_LEVELS.map((l) => found[l]).filter((x): x is BorderLayer => !!x),
    marker: coords ? { latitude: coords.latitude, longitude: coords.longitude } : null
  }
}

/** [[south, west], [north, east]] of some borders (and the marker), or null when there is nothing. */
export function boundsOf(
  borders: BorderLayer[],
  marker: MapContent['marker']
): [[number, number], [number, number]] | null {
  let s = Infinity,
    w = Infinity,
    n = -Infinity,
    e = -Infinity
  for (const b of borders)
    for (const poly of b.geometry.coordinates)
      for (const ring of poly)
        for (const [lon, lat] of ring) {
          if (lat < s) s = lat
          if (lat > n) n = lat
          if (lon < w) w = lon
          if (lon > e) e = lon
        }
  if (marker) {
    s = Math.min(s, marker.latitude)
    n = Math.max(n, marker.latitude)
    w = Math.min(w, marker.longitude)
    e = Math.max(e, marker.longitude)
  }
  return Number.isFinite(s)
    ? [
        [s, w],
        [n, e]
      ]
    : null
}

/** The borders the first view fits: quarter and postal code area (the municipality can be a whole city). */
export function initialFit(content: MapContent): [[number, number], [number, number]] | null {
  const near = content.borders.filter((b) => b.level !== 'divisionLevel8')
  return boundsOf(near.length ? near : content.borders, content.marker)
}
