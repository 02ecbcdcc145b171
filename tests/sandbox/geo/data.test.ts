import { describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { contains, polygonProblems, verticesOutside } from './polygon-checks'

const geo = loadGeography()

describe('German places from open data', () => {
  it('has the 16 states, 401 counties, thousands of municipalities and postal codes', () => {
    expect(geo.states.map((s) => s.name)).toContain('Bayern')
    expect(geo.states).toHaveLength(16)
    expect(geo.counties).toHaveLength(401)
    expect(geo.municipalities.length).toBeGreaterThan(6000)
    expect(geo.postalCodes.length).toBeGreaterThan(8000)
    const population = geo.states.reduce((sum, s) => sum + s.population, 0)
    expect(population).toBeGreaterThan(82_000_000)
    expect(population).toBeLessThan(84_000_000)
  })

  it('links every municipality, county and postal code to existing parents', () => {
    for (const m of geo.municipalities) {
      expect(geo.countyById(m.countyId), m.id).toBeDefined()
      expect(geo.stateById(m.stateId), m.id).toBeDefined()
      expect(m.postalCodes.length, m.id).toBeGreaterThan(0)
      for (const code of m.postalCodes) expect(geo.postalCode(code), `${m.id} ${code}`).toBeDefined()
    }
    for (const c of geo.counties) expect(geo.stateById(c.stateId), c.id).toBeDefined()
    for (const p of geo.postalCodes) {
      expect(geo.municipalityById(p.municipalityId)?.postalCodes, p.code).toContain(p.code)
      expect(p.population).toBeGreaterThanOrEqual(0)
    }
  })

  it('knows the big cities with their official names and many postal codes', () => {
    const byName = (name: string) => geo.municipalities.find((m) => m.name === name && m.id.endsWith('000'))!
    expect(byName('München').postalCodes.length).toBeGreaterThan(60)
    expect(byName('Berlin').postalCodes.length).toBeGreaterThan(150)
    expect(byName('Hamburg').postalCodes.length).toBeGreaterThan(80)
    expect(byName('Köln').population).toBeGreaterThan(1_000_000)
    expect(geo.countyById('09162')).toMatchObject({ name: 'München', isCity: true, stateId: '09' })
    expect(geo.countyById('09184')).toMatchObject({ name: 'München', isCity: false })
  })

  it('places every postal code, municipality and county point inside its own border', () => {
    for (const p of geo.postalCodes) {
      expect(contains(geo.divisionById(`plz-${p.code}`)!.geometry.coordinates, p.lon, p.lat), p.code).toBe(true)
      expect(geo.at(p.lat, p.lon)?.postCode, p.code).toBe(p.code)
    }
    for (const m of geo.municipalities)
      expect(contains(geo.divisionById(m.id)!.geometry.coordinates, m.lon, m.lat), m.id).toBe(true)
    for (const c of geo.counties)
      expect(contains(geo.divisionById(c.id)!.geometry.coordinates, c.lon, c.lat), c.id).toBe(true)
  })

  it('stores only valid, nested borders (full check of every division above quarters)', () => {
    const failures: string[] = []
    const check = (id: string, parentId: string | null) => {
      const d = geo.divisionById(id)
      if (!d) {
        failures.push(`${id}: missing`)
        return
      }
      for (const problem of polygonProblems(d.geometry.coordinates)) failures.push(`${id}: ${problem}`)
      if (parentId) {
        const outside = verticesOutside(d.geometry.coordinates, geo.divisionById(parentId)!.geometry.coordinates)
        if (outside.length > 0) failures.push(`${id}: ${outside.length} vertices outside ${parentId}`)
      }
    }
    check('DE', null)
    for (const s of geo.states) check(s.id, 'DE')
    for (const c of geo.counties) check(c.id, c.stateId)
    for (const m of geo.municipalities) check(m.id, m.countyId)
    for (const p of geo.postalCodes) check(`plz-${p.code}`, 'DE')
    expect(failures).toEqual([])
  })
})

describe('the polygon checks themselves', () => {
  it('catch unclosed rings, wrong winding, self-intersections and escaping children', () => {
    expect(
      polygonProblems([
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0]
          ]
        ]
      ])
    ).toEqual([])
    expect(
      polygonProblems([
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1]
          ]
        ]
      ]).join()
    ).toMatch(/not closed/)
    expect(
      polygonProblems([
        [
          [
            [0, 0],
            [0, 1],
            [1, 1],
            [1, 0],
            [0, 0]
          ]
        ]
      ]).join()
    ).toMatch(/counter-clockwise/)
    expect(
      polygonProblems([
        [
          [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
            [0, 0]
          ]
        ]
      ]).join()
    ).toMatch(/intersect/)
    const parent = [
      [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0]
        ]
      ]
    ]
    expect(
      verticesOutside(
        [
          [
            [
              [0.5, 0.5],
              [1, 0.5],
              [1, 1],
              [0.5, 0.5]
            ]
          ]
        ],
        parent
      )
    ).toEqual([])
    expect(
      verticesOutside(
        [
          [
            [
              [0.5, 0.5],
              [3, 0.5],
              [1, 1],
              [0.5, 0.5]
            ]
          ]
        ],
        parent
      )
    ).toHaveLength(1)
  })
})
