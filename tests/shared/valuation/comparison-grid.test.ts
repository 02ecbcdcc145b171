// The comparison-value grid against a worked example whose figures this test computes itself,
// step by step as an appraiser would write them into a Gutachten. (Ported to the issue-24 types: the
// columns are offers, the index is the vendor's yearly series, condition and entered location are
// per-column overrides.)
import { describe, expect, it } from 'vitest'
import {
  computeGrid,
  indexAt,
  type GridComparable,
  type GridSettings,
  type IndexSeries
} from '@shared/valuation/comparison-grid'
import { interpolate, tableProblem } from '@shared/valuation/coefficients'
import { columnOf, numericTable, settingsOf, subjectOf } from './grid-fixtures'

const index: IndexSeries = {
  kind: 'vendorAskingPrices',
  name: 'Angebotspreisentwicklung Wohnungen, Kreis X',
  publisher: 'Test',
  basePeriod: '',
  frequency: 'yearly',
  points: [
    { period: '2022', value: 100 },
    { period: '2024', value: 120 }
  ],
  citation: '',
  retrievedAt: ''
}
const settings: GridSettings = settingsOf({
  offerDiscount: { pct: 10, reason: 'Angebotspreise liegen über den Kaufpreisen' },
  index,
  tables: [
    numericTable('livingArea', [
      { at: 50, k: 1.1 },
      { at: 100, k: 1.0 }
    ]),
    numericTable('buildingYear', [
      { at: 1960, k: 0.8 },
      { at: 2000, k: 1.0 }
    ])
  ],
  location: { method: 'vendorScore', pctPerScore: 20, reason: 'Test' }
})
const subject = subjectOf({
  livingArea: 80,
  buildingYear: 1980,
  valuationDate: '2024-07-01',
  locationScore: { value: 0.6, source: null }
})
const comparables: GridComparable[] = [
  columnOf({
    id: 'a',
    priceType: 'offer',
    pricePerSqm: 4000,
    livingArea: 50,
    buildingYear: 1960,
    priceDate: '2022-07-01',
    locationScore: { value: 0.5, source: null },
    overrides: { condition: { pct: 5, reason: '' } }
  }),
  columnOf({
    id: 'b',
    priceType: 'offer',
    pricePerSqm: 5000,
    livingArea: 120,
    buildingYear: null,
    priceDate: '2023-07-01',
    locationScore: { value: 0.9, source: null },
    overrides: { condition: { pct: -3, reason: '' }, location: { pct: -4, reason: '' } }
  })
]

describe('comparison-value grid', () => {
  // Independent arithmetic: every factor written out.
  const kSubjectArea = 1.1 - 0.1 * (30 / 50) // 80 m² between 50 (1.1) and 100 (1.0)
  const kSubjectYear = 0.8 + 0.2 * (20 / 40) // 1980 between 1960 (0.8) and 2000 (1.0)
  const indexB = 100 + 20 * (365 / 731) // 2023-07-01 between 2022-07-01 and 2024-07-01 (731 days)
  const a =
    4000 * 0.9 * (120 / 100) * (kSubjectArea / 1.1) * (kSubjectYear / 0.8) * 1.05 * (1 + ((0.6 - 0.5) * 20) / 100)
  const b = 5000 * 0.9 * (120 / indexB) * (kSubjectArea / 1.0) * 1 * 0.97 * 0.96
  const mean = (a + b) / 2
  const sd = Math.sqrt(((a - mean) ** 2 + (b - mean) ** 2) / 1)

  it('adjusts each comparable in the documented order and says what each step used', () => {
    const r = computeGrid(settings, subject, comparables)
    expect(r.rows).toEqual([
      'price',
      'offerDiscount',
      'time',
      'livingArea',
      'buildingYear',
      'condition',
      'location',
      'adjusted'
    ])
    expect(r.columns.map((c) => c.cells.map((x) => x.row))).toEqual([r.rows, r.rows])
    expect(r.columns[0].adjustedPrice).toBeCloseTo(a, 9)
    expect(r.columns[1].adjustedPrice).toBeCloseTo(b, 9)
    const timeB = r.columns[1].cells[2]
    expect(timeB.inputs.index).toBe('Angebotspreisentwicklung Wohnungen, Kreis X')
    expect(timeB.basis).toBe('index_vendor_asking')
    expect(timeB.inputs.indexAtPrice).toBeCloseTo(indexB, 9)
    expect(r.columns[1].cells[4].fallback).toBe('no_comparable_value')
    expect(r.columns[1].cells[6].inputs.pct).toBe(-4)
    expect(r.columns[1].cells[6].basis).toBe('entered')
    expect(r.columns[0].cells[6].inputs.pct).toBeCloseTo(2, 9)
  })

  it('gives mean, median, standard deviation, variation and the ±1 SD spread of single prices', () => {
    const r = computeGrid(settings, subject, comparables)
    const s = r.statistics!
    expect(s.weightedMean).toBeCloseTo(mean, 9)
    expect(s.median).toBeCloseTo(mean, 9)
    expect(s.weightedStandardDeviation).toBeCloseTo(sd, 9)
    expect(s.coefficientOfVariation).toBeCloseTo(sd / mean, 12)
    expect(r.chain!.provisional).toBeCloseTo(mean * 80, 6)
    expect(s.singlePriceSpread!.low * 80).toBeCloseTo((mean - sd) * 80, 6)
    expect(s.singlePriceSpread!.high * 80).toBeCloseTo((mean + sd) * 80, 6)
    // No Kaufpreis at all is below the minimum of 5, and the basis is offers: both said (the old grid said nothing).
    // Column a's steps add up to more than 30 % gross (−10 %, +20 %, … ), and b has no Baujahr, so its
    // Baujahr step is factor 1: both are said too.
    expect(r.issues).toEqual(['below_minimum_count', 'large_adjustment', 'offer_basis', 'factor_one_fallback'])
    expect(r.fallbacks).toEqual([
      { row: 'buildingYear', fallback: 'no_comparable_value', columns: [{ id: 'b', label: 'b', position: 2 }] }
    ])
  })

  it('weights: a non-equal weighting needs a justification; the weighted mean follows the weights', () => {
    const weighted = comparables.map((c, i) => ({ ...c, weight: i === 0 ? 3 : 1 }))
    const r = computeGrid(settings, subject, weighted)
    expect(r.issues).toContain('weights_need_justification')
    expect(r.statistics!.weightedMean).toBeCloseTo((3 * a + b) / 4, 9)
    expect(
      computeGrid({ ...settings, weightJustification: 'A ist am ähnlichsten' }, subject, weighted).issues
    ).not.toContain('weights_need_justification')
  })

  it('says so instead of inventing a value when nothing is kept', () => {
    const r = computeGrid(settings, subject, [])
    expect(r.chain).toBeNull()
    expect(r.statistics).toBeNull()
    expect(r.issues).toEqual(['no_comparables'])
  })

  it('without an index the time step is no adjustment, flagged', () => {
    const r = computeGrid({ ...settings, index: null }, subject, comparables)
    expect(r.columns[0].cells[2]).toMatchObject({ row: 'time', factor: 1, fallback: 'no_index' })
  })

  it('index and coefficient tables are held flat beyond their ends, and the index says so', () => {
    expect(indexAt(index, '2030-01-01')).toEqual({
      value: 120,
      beyond: { side: 'after_last', usedPeriod: '2024', usedDate: '2024-07-01' }
    })
    expect(indexAt(index, '2010-01-01')).toEqual({
      value: 100,
      beyond: { side: 'before_first', usedPeriod: '2022', usedDate: '2022-07-01' }
    })
    expect(interpolate(settings.tables[0] as { points: Array<{ at: number; k: number }> }, 500)).toBe(1.0)
    expect(tableProblem({ points: [{ at: 1, k: 0 }] })).toBe('invalid_k')
  })
})
