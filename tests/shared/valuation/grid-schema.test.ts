// The bridge's GridState schema (whose `Static` is the grid's type) holds 500 columns and says no to the
// 501st, and accepts what the helpers build.
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { describe, expect, it } from 'vitest'
import { GridState } from '@shared/bridge/valuation'
import { EXAMPLE_TABLES } from '@shared/valuation/coefficients'
import { emptyGrid } from '@shared/valuation/defaults'
import { columnFromOffer } from '@shared/valuation/from-offer'
import { GRID_MAX_COLUMNS } from '@shared/valuation/limits'
import { columnOf } from './grid-fixtures'

const check = TypeCompiler.Compile(GridState)
const errors = (v: unknown) => [...check.Errors(v)].map((e) => `${e.path}: ${e.message}`)

describe('GridState schema', () => {
  it(`holds ${GRID_MAX_COLUMNS} columns of every price type and refuses one more`, () => {
    const grid = emptyGrid('address:x')
    grid.settings.tables = EXAMPLE_TABLES.map((t) => structuredClone(t))
    const columns = Array.from({ length: GRID_MAX_COLUMNS }, (_, i) =>
      columnOf({
        id: `c${i}`,
        priceType: (['offer', 'transaction', 'own_case'] as const)[i % 3],
        reference: [
          { kind: 'offer' as const, portal: 'P', listingId: `${i}` },
          { kind: 'transaction' as const, board: 'GAA', registerNumber: `${i}` },
          { kind: 'own_case' as const, caseReference: `${i}` }
        ][i % 3],
        pricePerSqm: 3000 + i,
        priceDate: '2024-01-15',
        landValue: { value: 800, zone: '1', stichtag: '2024-01-01', citation: 'BORIS' },
        locationScore: { value: 0.5, source: null },
        overrides: { condition: { pct: 2, reason: 'r' } }
      })
    )
    expect(errors({ ...grid, comparables: columns })).toEqual([])
    expect(check.Check({ ...grid, comparables: [...columns, columnOf({ id: 'one-more', pricePerSqm: 1 })] })).toBe(
      false
    )
  })

  it('accepts a new grid and an offer taken from the service; refuses unknown fields and a wrong price type', () => {
    expect(errors(emptyGrid('address:y'))).toEqual([])
    const col = columnFromOffer(
      {
        id: 'o1',
        dealType: 'sale',
        propertyType: { code: 'apartment' },
        source: 'Portal A',
        startDate: '2024-03-01',
        salePricePerSqm: 4100,
        salePrice: 287000,
        livingArea: 70,
        hasLift: true,
        hasBalconyOrTerrace: true,
        location: { address: { street: 'Gasstraße', houseNumber: '3', postCode: '22761', city: 'Hamburg' } }
      },
      {
        connection: { id: 'vendor', name: 'Anbieter', kind: 'vendor' },
        endpoint: 'POST /api/v2/offers/search',
        fetchedAt: '2026-11-01T00:00:00Z'
      }
    )!
    expect(col).toMatchObject({
      priceType: 'offer',
      reference: { kind: 'offer', portal: 'Portal A', listingId: 'o1' },
      priceDate: '2024-03-01',
      address: 'Gasstraße 3, 22761 Hamburg',
      totalPrice: 287000,
      elevator: true,
      balcony: 'balcony_or_terrace',
      kitchenEuro: null
    })
    expect(errors({ ...emptyGrid('k'), comparables: [col] })).toEqual([])
    expect(
      columnFromOffer(
        { id: 'r', dealType: 'rent', propertyType: { code: 'apartment' }, rentNetPerSqm: 12 },
        col.origin.kind === 'connection' ? col.origin.source : (null as never)
      )
    ).toBeNull()
    expect(check.Check({ ...emptyGrid('k'), comparables: [{ ...col, extra: 1 }] })).toBe(false)
    expect(check.Check({ ...emptyGrid('k'), comparables: [{ ...col, priceType: 'asking' }] })).toBe(false)
  })
})
