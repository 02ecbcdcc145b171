import { describe, expect, it } from 'vitest'
import type { Division, DivisionLevel } from '@shared/api'
import { loadGeography, type GeoPoint } from '@sandbox/geo'
import { defaultResourcePath } from '@sandbox/geo/atlas'
import { prng } from '@sandbox/geo/geometry'
import { contains, polygonProblems, verticesOutside } from './polygon-checks'

const geo = loadGeography()
const LEVELS: DivisionLevel[] = [
  'divisionLevel2',
  'divisionLevel4',
  'divisionLevel6',
  'divisionLevel8',
  'divisionLevel100',
  'divisionLevel20'
]
const DESIGNATIONS: Record<DivisionLevel, string[]> = {
  divisionLevel2: ['Staat'],
  divisionLevel4: ['Bundesland'],
  divisionLevel6: ['Landkreis', 'Kreisfreie Stadt'],
  divisionLevel8: ['Gemeinde'],
  divisionLevel100: ['Postleitzahlgebiet'],
  divisionLevel20: ['Quartier']
}
/** [child, parent] levels that must nest. Postal code areas cross municipal borders as real ones do; they nest in the country. */
const NESTING: [DivisionLevel, DivisionLevel][] = [
  ['divisionLevel20', 'divisionLevel100'],
  ['divisionLevel20', 'divisionLevel8'],
  ['divisionLevel8', 'divisionLevel6'],
  ['divisionLevel6', 'divisionLevel4'],
  ['divisionLevel4', 'divisionLevel2'],
  ['divisionLevel100', 'divisionLevel2']
]

/** A deterministic sample: addresses in every 40th postal code, and random coordinates across Germany. */
function samplePoints(): GeoPoint[] {
  const points: GeoPoint[] = []
  const codes = geo.postalCodes.map((p) => p.code)
  for (let i = 0; i < codes.length; i += 40) {
    const p = geo.locateV2({ address: { street: `Teststraße`, houseNumber: String(i % 97), postCode: codes[i] } })
    if (p) points.push(p)
  }
  const rand = prng(20240601)
  let found = 0
  for (let tries = 0; found < 100 && tries < 5000; tries++) {
    const p = geo.at(47.2 + rand() * 7.9, 5.8 + rand() * 9.3)
    if (p) {
      points.push(p)
      found++
    }
  }
  return points
}

describe('divisions and their borders', () => {
  const points = samplePoints()
  const checked = new Map<string, string[]>()
  const problemsOf = (d: Division) => {
    if (!checked.has(d.id)) checked.set(d.id, polygonProblems(d.geometry.coordinates))
    return checked.get(d.id)!
  }

  it('samples at least 200 places', () => {
    expect(points.length).toBeGreaterThanOrEqual(200)
  })

  it('gives every place one valid division per level that contains it', () => {
    const failures: string[] = []
    for (const p of points) {
      for (const level of LEVELS) {
        const d = geo.division(p, level)
        expect(DESIGNATIONS[level]).toContain(d.levelDesignation)
        expect(d.name.length).toBeGreaterThan(0)
        expect(d.geometry.type).toBe('MultiPolygon')
        for (const problem of problemsOf(d)) failures.push(`${d.id}: ${problem}`)
        if (!contains(d.geometry.coordinates, p.lon, p.lat))
          failures.push(`${p.lat},${p.lon} outside its ${level} ${d.id}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('nests each child inside its parent', () => {
    const failures: string[] = []
    const done = new Set<string>()
    for (const p of points) {
      for (const [childLevel, parentLevel] of NESTING) {
        const child = geo.division(p, childLevel),
          parent = geo.division(p, parentLevel)
        const key = `${child.id}<${parent.id}`
        if (done.has(key)) continue
        done.add(key)
        const outside = verticesOutside(child.geometry.coordinates, parent.geometry.coordinates)
        if (outside.length > 0)
          failures.push(
            `${child.id} has ${outside.length} vertices outside ${parent.id}, e.g. ${JSON.stringify(outside[0])}`
          )
      }
    }
    expect(failures).toEqual([])
  })

  it('does not overlap siblings, and point lookups agree with the borders', () => {
    const failures: string[] = []
    const rand = prng(7)
    const seen = new Set<string>()
    for (const p of points.slice(0, 120)) {
      if (seen.has(p.municipalityId)) continue
      seen.add(p.municipalityId)
      const m = geo.division(p, 'divisionLevel8')
      const siblings = geo.municipalities
        .filter((o) => o.countyId === p.countyId && o.id !== p.municipalityId)
        .map((o) => geo.divisionById(o.id)!)
      const codes = geo
        .municipalityById(p.municipalityId)!
        .postalCodes.filter((c) => c !== p.postCode)
        .map((c) => geo.divisionById(`plz-${c}`)!)
      const plz = geo.division(p, 'divisionLevel100')
      const [minX, minY, maxX, maxY] = bbox(m)
      for (let i = 0, hits = 0; i < 400 && hits < 8; i++) {
        const lon = minX + rand() * (maxX - minX),
          lat = minY + rand() * (maxY - minY)
        if (!contains(m.geometry.coordinates, lon, lat)) continue
        hits++
        const inSibling = siblings.find((s) => contains(s.geometry.coordinates, lon, lat))
        if (inSibling) failures.push(`${lat},${lon} in ${m.id} and its sibling ${inSibling.id}`)
        const at = geo.at(lat, lon)
        if (at?.municipalityId !== m.id) failures.push(`at(${lat},${lon}) gave ${at?.municipalityId} inside ${m.id}`)
        if (at && contains(plz.geometry.coordinates, lon, lat) && at.postCode !== p.postCode)
          failures.push(`at(${lat},${lon}) gave ${at.postCode} inside plz-${p.postCode}`)
        const otherCode = codes.find(
          (c) => contains(c.geometry.coordinates, lon, lat) && contains(plz.geometry.coordinates, lon, lat)
        )
        if (otherCode) failures.push(`${lat},${lon} in plz-${p.postCode} and ${otherCode.id}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('keeps quarters small and borders modest in size', () => {
    for (const p of points) {
      const [minX, minY, maxX, maxY] = bbox(geo.division(p, 'divisionLevel20'))
      expect(maxX - minX).toBeLessThanOrEqual(0.0031)
      expect(maxY - minY).toBeLessThanOrEqual(0.0021)
    }
    for (const id of ['DE', ...geo.states.map((s) => s.id)]) {
      const d = geo.divisionById(id)!
      for (const poly of d.geometry.coordinates) expect(poly[0]!.length, id).toBeLessThan(800)
    }
  })

  it('answers the same division by id as by point, with the documented ids', () => {
    for (const p of points.slice(0, 60)) {
      for (const level of LEVELS) expect(geo.divisionById(geo.division(p, level).id)).toEqual(geo.division(p, level))
      expect(geo.division(p, 'divisionLevel2').id).toBe('DE')
      expect(geo.division(p, 'divisionLevel4').id).toBe(p.stateId)
      expect(geo.division(p, 'divisionLevel6').id).toBe(p.countyId)
      expect(geo.division(p, 'divisionLevel8').id).toBe(p.municipalityId)
      expect(geo.division(p, 'divisionLevel100').id).toBe(`plz-${p.postCode}`)
      expect(geo.division(p, 'divisionLevel20').id).toBe(p.quarterId)
    }
    expect(geo.divisionById('plz-00000')).toBeUndefined()
    expect(geo.divisionById('nonsense')).toBeUndefined()
    expect(geo.divisionById('q-80331-09162000-1-1')).toBeUndefined()
  })

  it('is deterministic across loads', () => {
    const again = loadGeography(defaultResourcePath())
    for (const p of points.slice(0, 40)) {
      expect(again.at(p.lat, p.lon)).toEqual(geo.at(p.lat, p.lon))
      for (const level of LEVELS) expect(again.division(p, level)).toEqual(geo.division(p, level))
    }
    expect(again.locateV1('Leopoldstraße 12, München')).toEqual(geo.locateV1('Leopoldstraße 12, München'))
  })
})

function bbox(d: Division): [number, number, number, number] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity
  for (const poly of d.geometry.coordinates)
    for (const [x, y] of poly[0]!) {
      minX = Math.min(minX, x!)
      maxX = Math.max(maxX, x!)
      minY = Math.min(minY, y!)
      maxY = Math.max(maxY, y!)
    }
  return [minX, minY, maxX, maxY]
}
