// The grid's rules: the Angebotsabschlag only on offers, the ±30 % flag, the extrapolation
// flag on the time cell (which point was held), no silent defaults for the subject, the basis of the
// chain, the rounding rules, and the sample-data marking taken from the grid's own provenance.
import { describe, expect, it } from 'vitest'
import { computeGrid, isGridSampleData, roundBy, type IndexSeries } from '@shared/valuation/comparison-grid'
import { emptyGrid } from '@shared/valuation/defaults'
import { columnOf, numericTable, settingsOf, subjectOf } from './grid-fixtures'

const quarterly: IndexSeries = {
  kind: 'official',
  name: 'Häuserpreisindex',
  publisher: 'Statistisches Bundesamt',
  basePeriod: '2015 = 100',
  frequency: 'quarterly',
  points: [
    { period: '2023-Q4', value: 150 },
    { period: '2024-Q1', value: 152 },
    { period: '2024-Q2', value: 154 }
  ],
  citation: 'Destatis, Tabelle 61262-0001',
  retrievedAt: '2024-09-30'
}
const offer = (fields: Parameters<typeof columnOf>[0]) =>
  columnOf({ priceType: 'offer', reference: { kind: 'offer', portal: 'P', listingId: String(fields.id) }, ...fields })

describe('price type', () => {
  it('the Angebotsabschlag applies to offers only: the same price typed as a Kaufpreis keeps it', () => {
    const settings = settingsOf({ offerDiscount: { pct: 10, reason: 'Marktbericht' } })
    const subject = subjectOf({ livingArea: 70, valuationDate: '2024-06-01' })
    const r = computeGrid(settings, subject, [
      offer({ id: 'o', pricePerSqm: 4000 }),
      columnOf({ id: 't', pricePerSqm: 4000 }),
      columnOf({
        id: 'e',
        priceType: 'own_case',
        reference: { kind: 'own_case', caseReference: 'A-1' },
        pricePerSqm: 4000
      })
    ])
    expect(r.columns.map((c) => c.adjustedPrice)).toEqual([3600, 4000, 4000])
    expect(r.chain!.basis).toEqual({ kind: 'mixed', offers: 1, transactions: 1, ownCases: 1 })
    // No offer in the grid: no Angebotsabschlag row at all, and the basis is transactions.
    const t = computeGrid(settings, subject, [columnOf({ id: 't', pricePerSqm: 4000 })])
    expect(t.rows).not.toContain('offerDiscount')
    expect(t.chain!.basis.kind).toBe('transactions')
    expect(t.issues).not.toContain('offer_basis')
    const o = computeGrid(settings, subject, [offer({ id: 'o', pricePerSqm: 4000 })])
    expect(o.chain!.basis.kind).toBe('offers')
    expect(o.issues).toContain('offer_basis')
  })

  it('a discount without a reason, a source of another price type: said', () => {
    const subject = subjectOf({ livingArea: 70 })
    const r = computeGrid(settingsOf({ offerDiscount: { pct: 10, reason: ' ' } }), subject, [
      offer({ id: 'o', pricePerSqm: 4000 }),
      columnOf({ id: 'x', pricePerSqm: 4000, reference: { kind: 'offer', portal: 'P', listingId: '9' } })
    ])
    expect(r.issues).toEqual(expect.arrayContaining(['discount_needs_reason', 'source_mismatch']))
    expect(r.columns[1]).toMatchObject({ status: 'excluded', problems: ['source_mismatch'] })
  })
})

describe('±30 % total adjustment', () => {
  it('flags a comparable whose steps together exceed ±30 %, not one at 30 % or less', () => {
    const settings = settingsOf({
      tables: [
        numericTable('livingArea', [
          { at: 50, k: 1.3 },
          { at: 100, k: 1.0 }
        ])
      ]
    })
    const subject = subjectOf({ livingArea: 100 })
    // 4,000 × k(100)/k(50) = 4,000 × 1.0/1.3 = 3,076.92: −23.1 % → no flag.
    // With a −10 % condition entered: 3,076.92 × 0.9 = 2,769.23: −30.8 % → flag.
    // 4,000 × 1.3 (subject 50 m², comparable 100 m²) = 5,200: +30.0 % exactly → no flag.
    const r = computeGrid(settings, subject, [
      columnOf({ id: 'a', pricePerSqm: 4000, livingArea: 50 }),
      columnOf({
        id: 'b',
        pricePerSqm: 4000,
        livingArea: 50,
        overrides: { condition: { pct: -10, reason: 'Sanierungsbedarf' } }
      })
    ])
    expect(r.columns[0].totalAdjustmentPct).toBeCloseTo((1 / 1.3 - 1) * 100, 9)
    expect(r.columns[0].largeAdjustment).toBe(false)
    expect(r.columns[1].totalAdjustmentPct).toBeCloseTo((0.9 / 1.3 - 1) * 100, 9)
    expect(r.columns[1].largeAdjustment).toBe(true)
    expect(r.issues).toContain('large_adjustment')
    const up = computeGrid(settings, subjectOf({ livingArea: 50 }), [
      columnOf({ id: 'c', pricePerSqm: 4000, livingArea: 100 })
    ])
    expect(up.columns[0].totalAdjustmentPct).toBeCloseTo(30, 9)
    expect(up.columns[0].largeAdjustment).toBe(false)
    expect(up.issues).not.toContain('large_adjustment')
  })
})

describe('time adjustment', () => {
  it('values are dated at mid-period and interpolated between points', () => {
    // 2024-Q1 → 15 Feb 2024 (152), 2024-Q2 → 15 May 2024 (154); 2024-03-31 lies 45 of 90 days after 15 Feb: 152 + 2 × 45/90 = 153.
    const r = computeGrid(
      settingsOf({ index: quarterly }),
      subjectOf({ livingArea: 70, valuationDate: '2024-05-15' }),
      [columnOf({ id: 't', pricePerSqm: 3060, priceDate: '2024-03-31' })]
    )
    const time = r.columns[0].cells.find((c) => c.row === 'time')!
    expect(time.inputs).toMatchObject({ indexAtPrice: 153, indexAtValuation: 154 })
    // 3,060 × 154/153 = 3,080
    expect(time.price).toBeCloseTo(3080, 9)
    expect(time.extrapolations).toBeUndefined()
    expect(r.issues).not.toContain('index_extrapolated')
  })

  it('beyond the last point: the cell says so and which point was held; before the first likewise', () => {
    const r = computeGrid(
      settingsOf({ index: quarterly }),
      subjectOf({ livingArea: 70, valuationDate: '2024-11-01' }),
      [
        columnOf({ id: 't', pricePerSqm: 3000, priceDate: '2024-02-15' }),
        columnOf({ id: 'old', pricePerSqm: 3000, priceDate: '2023-06-30' })
      ]
    )
    const t = r.columns[0].cells.find((c) => c.row === 'time')!
    // Valuation date after 2024-Q2's middle (15 May): 154 held; 3,000 × 154/152 = 3,039.47
    expect(t.extrapolations).toEqual([
      { date: 'valuation', side: 'after_last', usedPeriod: '2024-Q2', usedDate: '2024-05-15' }
    ])
    expect(t.price).toBeCloseTo((3000 * 154) / 152, 9)
    const old = r.columns[1].cells.find((c) => c.row === 'time')!
    expect(old.extrapolations).toEqual([
      { date: 'valuation', side: 'after_last', usedPeriod: '2024-Q2', usedDate: '2024-05-15' },
      { date: 'price', side: 'before_first', usedPeriod: '2023-Q4', usedDate: '2023-11-15' }
    ])
    expect(r.issues).toContain('index_extrapolated')
  })

  it('yearly and monthly series; a period not written after the frequency is not read', () => {
    const yearly: IndexSeries = {
      ...quarterly,
      frequency: 'yearly',
      points: [
        { period: '2022', value: 100 },
        { period: '2023', value: 110 },
        { period: '2023-Q1', value: 999 }
      ]
    }
    const r = computeGrid(settingsOf({ index: yearly }), subjectOf({ livingArea: 70, valuationDate: '2023-07-01' }), [
      columnOf({ id: 't', pricePerSqm: 3000, priceDate: '2022-07-01' })
    ])
    expect(r.columns[0].adjustedPrice).toBeCloseTo(3300, 9)
    expect(r.issues).toContain('index_bad_periods')
    const monthly: IndexSeries = {
      ...quarterly,
      frequency: 'monthly',
      points: [
        { period: '2024-01', value: 100 },
        { period: '2024-03', value: 102 }
      ]
    }
    const m = computeGrid(settingsOf({ index: monthly }), subjectOf({ livingArea: 70, valuationDate: '2024-03-15' }), [
      columnOf({ id: 't', pricePerSqm: 3000, priceDate: '2024-01-15' })
    ])
    expect(m.columns[0].adjustedPrice).toBeCloseTo(3060, 9)
  })

  it('without a valuation date or a price date the time step makes no adjustment and says why', () => {
    const r = computeGrid(settingsOf({ index: quarterly }), subjectOf({ livingArea: 70 }), [
      columnOf({ id: 't', pricePerSqm: 3000, priceDate: '2024-02-15' })
    ])
    expect(r.columns[0].cells.find((c) => c.row === 'time')!.fallback).toBe('no_valuation_date')
    const s = computeGrid(
      settingsOf({ index: quarterly }),
      subjectOf({ livingArea: 70, valuationDate: '2024-05-15' }),
      [columnOf({ id: 't', pricePerSqm: 3000 })]
    )
    expect(s.columns[0].cells.find((c) => c.row === 'time')!.fallback).toBe('no_price_date')
  })
})

describe('no silent defaults', () => {
  it('a new grid assumes neither an area nor a date; the result names what is missing and computes no value', () => {
    const grid = emptyGrid('address:x')
    expect(grid.subject.livingArea).toBeNull()
    expect(grid.subject.valuationDate).toBeNull()
    const r = computeGrid(
      { ...grid.settings, location: { method: 'landValueRatio', exponent: 1, reason: '' } },
      grid.subject,
      [columnOf({ id: 't', pricePerSqm: 3000 })]
    )
    expect(r.missing).toEqual(['livingArea', 'valuationDate', 'subjectLandValue'])
    expect(r.statistics!.weightedMean).toBe(3000)
    expect(r.chain).toBeNull()
  })
})

describe('rounding rules', () => {
  it('to a step or to significant digits, as stated', () => {
    expect(roundBy(299_600.33, { kind: 'step', step: 1000 })).toBe(300_000)
    expect(roundBy(299_499.99, { kind: 'step', step: 1000 })).toBe(299_000)
    expect(roundBy(299_600.33, { kind: 'step', step: 5000 })).toBe(300_000)
    expect(roundBy(287_600, { kind: 'significant', digits: 2 })).toBe(290_000)
    expect(roundBy(1_234_567, { kind: 'significant', digits: 3 })).toBe(1_230_000)
    expect(roundBy(-12_345, { kind: 'significant', digits: 2 })).toBe(-12_000)
    expect(roundBy(0.012345, { kind: 'significant', digits: 2 })).toBe(0.012)
    expect(roundBy(299_600.33, { kind: 'none' })).toBe(299_600.33)
  })
})

describe('sample data follows the grid, not the active connection', () => {
  const sandbox = {
    connection: { id: 'sandbox', name: 'Sandbox (eingebaut)', kind: 'sandbox' as const },
    endpoint: 'POST /api/v2/offers/search',
    fetchedAt: '2026-11-01T00:00:00Z'
  }
  const vendor = { ...sandbox, connection: { id: 'vendor', name: 'Anbieter', kind: 'vendor' as const } }
  it('typed Kaufpreise only: not sample data; one sandbox offer, score or index makes it sample data', () => {
    const grid = { ...emptyGrid('k'), comparables: [columnOf({ id: 't', pricePerSqm: 3000 })] }
    expect(isGridSampleData(grid)).toBe(false)
    expect(
      isGridSampleData({
        ...grid,
        comparables: [
          ...grid.comparables,
          { ...offer({ id: 'o', pricePerSqm: 1 }), origin: { kind: 'connection', source: sandbox } }
        ]
      })
    ).toBe(true)
    expect(
      isGridSampleData({
        ...grid,
        comparables: [{ ...grid.comparables[0], locationScore: { value: 0.5, source: sandbox } }]
      })
    ).toBe(true)
    expect(
      isGridSampleData({
        ...grid,
        settings: { ...grid.settings, index: { ...quarterly, kind: 'vendorAskingPrices', source: sandbox } }
      })
    ).toBe(true)
    expect(isGridSampleData({ ...grid, connection: { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' } })).toBe(true)
    expect(
      isGridSampleData({
        ...grid,
        comparables: [{ ...offer({ id: 'o', pricePerSqm: 1 }), origin: { kind: 'connection', source: vendor } }]
      })
    ).toBe(false)
  })
})
