// What main takes as the resolved address of a report (resolvedOf) and its title when no part carries an
// address (areaLabelOf): the v2 address, else the v1 block's (street and number in one field), else the
// area the regions answer names; never the typed text.
import { describe, expect, it } from 'vitest'
import type { ReportParts } from '@shared/bridge/reports'
import { areaLabelOf, labelOf, resolvedOf } from '../../../src-main/reports/fetch-parts'

const missing = { status: 'error', endpoint: 'x' } as const
const parts = (p: { addresses?: unknown; block?: unknown; regions?: unknown }) =>
  ({
    addresses: p.addresses ? { status: 'ok', endpoint: 'x', data: p.addresses } : missing,
    regions: p.regions ? { status: 'ok', endpoint: 'x', data: p.regions } : missing,
    block: p.block ? { status: 'ok', endpoint: 'x', data: p.block } : missing
  }) as unknown as ReportParts
const at = { latitude: 51.05, longitude: 13.73 }

describe('the resolved address of a report', () => {
  it('is the v2 address with the report coordinates', () => {
    const p = parts({
      addresses: {
        location: { address: { street: 'Schloßstraße', houseNumber: '12', postCode: '01067', city: 'Dresden' } }
      }
    })
    expect(resolvedOf(p, at)).toEqual({
      street: 'Schloßstraße',
      houseNumber: '12',
      postCode: '01067',
      city: 'Dresden',
      coordinates: at
    })
  })

  it('falls back to the v1 block, splitting "Street 12a" into street and number', () => {
    const p = parts({
      block: {
        address: { street: 'Schloßstraße 12a', postcode: '01067', city: 'Dresden', latitude: 51, longitude: 13 }
      }
    })
    expect(resolvedOf(p, null)).toEqual({
      street: 'Schloßstraße',
      houseNumber: '12a',
      postCode: '01067',
      city: 'Dresden'
    })
  })

  it('is null when no part answered with an address', () => {
    expect(resolvedOf(parts({}), at)).toBeNull()
  })

  it('titles a report without any address by the area the regions answer names', () => {
    const p = parts({ regions: { divisionLevel100: { name: '01067' }, divisionLevel8: { name: 'Dresden' } } })
    expect(labelOf(p)).toBeNull()
    expect(areaLabelOf(p)).toBe('01067 Dresden')
  })
})
