import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import type { Address } from '@shared/api'

const geo = loadGeography()

describe('any input', () => {
  it('never throws: typed addresses and coordinate strings give a point or null', () => {
    const words = fc.constantFrom(
      'Marienplatz',
      '1',
      '80331',
      'München',
      ',',
      'Str.',
      '12a',
      'Berlin',
      '-',
      '99999',
      'ß',
      ''
    )
    const typed = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.array(words, { maxLength: 8 }).map((w) => w.join(' '))
    )
    fc.assert(
      fc.property(fc.option(typed), fc.option(fc.string()), (address, coordinate) => {
        const p = geo.locateV1(address ?? undefined, coordinate ?? undefined)
        expect(p === null || typeof p.postCode === 'string').toBe(true)
      }),
      { numRuns: 500 }
    )
  })

  it('never throws: structured addresses and coordinates give a point or null', () => {
    const field = fc.option(
      fc.oneof(fc.string(), fc.constantFrom('80331', 'München', 'Marienplatz 1', '1', 'Berlin')),
      { nil: undefined }
    )
    const address = fc.record({
      street: field,
      houseNumber: field,
      postCode: field,
      city: field,
      unstructured: field
    }) as fc.Arbitrary<Address>
    const coordinates = fc.option(
      fc.record({ latitude: fc.double({ min: -90, max: 90 }), longitude: fc.double({ min: -180, max: 180 }) }),
      { nil: undefined }
    )
    fc.assert(
      fc.property(fc.option(address, { nil: undefined }), coordinates, (a, c) => {
        const p = geo.locateV2({ address: a, coordinates: c })
        if (p)
          for (const level of ['divisionLevel2', 'divisionLevel100', 'divisionLevel20'] as const)
            expect(geo.division(p, level).id).toBeTruthy()
      }),
      { numRuns: 300 }
    )
  })

  it('never throws: unknown division ids are undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('q-', 'q-80331-09162000-x-1', 'plz-', 'DE ', '09 ')), (id) => {
        const d = geo.divisionById(id)
        expect(d === undefined || d.id === id).toBe(true)
      }),
      { numRuns: 500 }
    )
  })
})
