// Grids saved in the first stored shape (today's shape: no schemaVersion, every column an offer) still open: the
// migration makes each column an offer dated by its offer date, keeps the tables, the index (as the
// vendor's asking-price series), the per-column condition and location per cents, and the grid computes
// the same adjusted prices as before.
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { describe, expect, it } from 'vitest'
import { GridState, LegacyGridState } from '@shared/bridge/valuation'
import { gridResultOf, isGridSampleData } from '@shared/valuation/comparison-grid'
import { EXAMPLE_TABLE_SOURCE } from '@shared/valuation/coefficients'
import { migrateLegacyGrid } from '@shared/valuation/migrate'
import { OLD_GRID } from './old-grid'

const current = TypeCompiler.Compile(GridState)
const legacy = TypeCompiler.Compile(LegacyGridState)

describe('migration of grids saved in the first stored shape', () => {
  it('the old shape is recognised as such and is not the current one', () => {
    expect(legacy.Check(OLD_GRID)).toBe(true)
    expect(current.Check(OLD_GRID)).toBe(false)
  })

  const migrated = migrateLegacyGrid(OLD_GRID as LegacyGridState)

  it('becomes a valid current grid: offers dated by their offer date, tables, index and overrides kept', () => {
    expect([...current.Errors(migrated)].map((e) => `${e.path}: ${e.message}`)).toEqual([])
    expect(migrated.schemaVersion).toBe(5)
    expect(migrated.comparables.map((c) => [c.id, c.priceType, c.priceDate, c.reference])).toEqual([
      ['offer-123', 'offer', '2022-07-01', { kind: 'offer', portal: '', listingId: 'offer-123' }],
      ['manual-abc-0', 'offer', '2023-07-01', { kind: 'offer', portal: '', listingId: '' }]
    ])
    expect(migrated.comparables[0].origin).toMatchObject({
      kind: 'connection',
      source: { connection: { kind: 'sandbox', id: 'sandbox' } }
    })
    expect(migrated.comparables[1].origin).toEqual({ kind: 'typed' })
    expect(migrated.comparables[0].locationScore).toEqual({
      value: 0.5,
      source: {
        connection: { id: 'sandbox', name: 'Sandbox (built in)', kind: 'sandbox' },
        endpoint: 'POST /api/v2/locations/addresses',
        fetchedAt: '2026-11-20T10:00:00.000Z'
      }
    })
    expect(migrated.comparables[0].overrides).toEqual({ condition: { pct: 5, reason: '' } })
    expect(migrated.comparables[1].overrides).toEqual({
      condition: { pct: -3, reason: '' },
      location: { pct: -4, reason: '' }
    })
    expect(migrated.settings.offerDiscount).toEqual({ pct: 10, reason: 'Angebotspreise liegen über den Kaufpreisen' })
    expect(migrated.settings.index).toMatchObject({
      kind: 'vendorAskingPrices',
      frequency: 'yearly',
      points: [
        { period: '2022', value: 100 },
        { period: '2024', value: 120 }
      ]
    })
    expect(migrated.settings.tables.map((t) => [t.characteristic, t.example, t.citation])).toEqual([
      ['livingArea', false, 'Test'],
      ['buildingYear', true, EXAMPLE_TABLE_SOURCE]
    ])
    expect(migrated.settings.location).toEqual({ method: 'vendorScore', pctPerScore: 20, reason: '' })
    expect(migrated.settings.rounding).toEqual({ kind: 'none' })
    expect(migrated.subject).toMatchObject({
      livingArea: 80,
      buildingYear: 1980,
      valuationDate: '2024-07-01',
      objectType: 'apartment'
    })
    expect(isGridSampleData(migrated)).toBe(true)
  })

  it('computes the same adjusted prices as the old grid did', () => {
    // The old grid's arithmetic (as tests/shared/valuation/comparison-grid.test.ts asserted it for the first shape):
    const kSubjectArea = 1.1 - 0.1 * (30 / 50)
    const kSubjectYear = 0.8 + 0.2 * (20 / 40)
    const indexB = 100 + 20 * (365 / 731)
    const a =
      4000 * 0.9 * (120 / 100) * (kSubjectArea / 1.1) * (kSubjectYear / 0.8) * 1.05 * (1 + ((0.6 - 0.5) * 20) / 100)
    const b = 5000 * 0.9 * (120 / indexB) * (kSubjectArea / 1.0) * 1 * 0.97 * 0.96
    const r = gridResultOf(migrated)
    expect(r.columns[0].adjustedPrice).toBeCloseTo(a, 9)
    expect(r.columns[1].adjustedPrice).toBeCloseTo(b, 9)
    expect(r.chain!.value).toBeCloseTo(((a + b) / 2) * 80, 6)
    expect(r.chain!.basis.kind).toBe('offers')
  })

  it('out-of-range old values become unknown instead of failing the whole grid', () => {
    const odd = structuredClone(OLD_GRID)
    odd.comparables[0].livingArea = -3
    odd.comparables[0].locationScore = 7
    odd.settings.index.points = [
      { date: '2024-03-15', value: 100 },
      { date: '2024', value: 101 }
    ]
    const m = migrateLegacyGrid(odd as LegacyGridState)
    expect(current.Check(m)).toBe(true)
    expect(m.comparables[0].livingArea).toBeNull()
    expect(m.comparables[0].locationScore).toBeNull()
    expect(m.settings.index).toMatchObject({ frequency: 'monthly', points: [{ period: '2024-03', value: 100 }] })
  })
})
