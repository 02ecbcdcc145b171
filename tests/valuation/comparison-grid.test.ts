// The comparison-value grid against a worked example whose figures this test computes itself,
// step by step as an appraiser would write them into a Gutachten.
import { describe, expect, it } from 'vitest'
import { computeGrid, indexAt, type GridSettings } from '@shared/valuation/comparison-grid'
import { interpolate, tableProblem } from '@shared/valuation/coefficients'

const settings: GridSettings = {
  offerDiscountPct: 10,
  offerDiscountReason: 'Angebotspreise liegen über den Kaufpreisen',
  index: {
    name: 'Kaufpreisentwicklung Wohnungen, Kreis X',
    points: [
      { date: '2022', value: 100 },
      { date: '2024', value: 120 }
    ]
  },
  livingAreaTable: { name: 'Wohnfläche', source: 'Test', points: [{ at: 50, k: 1.1 }, { at: 100, k: 1.0 }] },
  buildingYearTable: { name: 'Baujahr', source: 'Test', points: [{ at: 1960, k: 0.8 }, { at: 2000, k: 1.0 }] },
  locationPctPerScore: 20,
  weightJustification: ''
}
const subject = { livingArea: 80, buildingYear: 1980, valuationDate: '2024-07-01', locationScore: 0.6 }
const comparables = [
  { id: 'a', label: 'A', pricePerSqm: 4000, livingArea: 50, buildingYear: 1960, offerDate: '2022-07-01', locationScore: 0.5, conditionPct: 5 },
  { id: 'b', label: 'B', pricePerSqm: 5000, livingArea: 120, buildingYear: null, offerDate: '2023-07-01', locationScore: 0.9, conditionPct: -3, locationPct: -4 }
]

describe('comparison-value grid', () => {
  // Independent arithmetic: every factor written out.
  const kSubjectArea = 1.1 - 0.1 * (30 / 50) // 80 m² between 50 (1.1) and 100 (1.0)
  const kSubjectYear = 0.8 + 0.2 * (20 / 40) // 1980 between 1960 (0.8) and 2000 (1.0)
  const indexB = 100 + 20 * (365 / 731) // 2023-07-01 between 2022-07-01 and 2024-07-01 (731 days)
  const a = 4000 * 0.9 * (120 / 100) * (kSubjectArea / 1.1) * (kSubjectYear / 0.8) * 1.05 * (1 + ((0.6 - 0.5) * 20) / 100)
  const b = 5000 * 0.9 * (120 / indexB) * (kSubjectArea / 1.0) * 1 * 0.97 * 0.96
  const mean = (a + b) / 2
  const sd = Math.sqrt(((a - mean) ** 2 + (b - mean) ** 2) / 1)

  it('adjusts each comparable in the documented order and says what each step used', () => {
    const r = computeGrid(settings, subject, comparables)
    expect(r.columns.map((c) => c.cells.map((x) => x.row))).toEqual([
      ['offerPrice', 'offerDiscount', 'time', 'livingArea', 'buildingYear', 'condition', 'location', 'adjusted'],
      ['offerPrice', 'offerDiscount', 'time', 'livingArea', 'buildingYear', 'condition', 'location', 'adjusted']
    ])
    expect(r.columns[0].adjustedPrice).toBeCloseTo(a, 9)
    expect(r.columns[1].adjustedPrice).toBeCloseTo(b, 9)
    const timeB = r.columns[1].cells[2]
    expect(timeB.inputs.index).toBe('Kaufpreisentwicklung Wohnungen, Kreis X')
    expect(timeB.inputs.indexAtOffer).toBeCloseTo(indexB, 9)
    expect(r.columns[1].cells[4].fallback).toBe('no_building_year')
    expect(r.columns[1].cells[6].inputs.entered).toBe(-4)
    expect(r.columns[0].cells[6].inputs.pct).toBeCloseTo(2, 9)
  })

  it('gives mean, median, standard deviation, variation and the indicated value with its range', () => {
    const r = computeGrid(settings, subject, comparables)
    expect(r.weightedMean).toBeCloseTo(mean, 9)
    expect(r.median).toBeCloseTo(mean, 9)
    expect(r.standardDeviation).toBeCloseTo(sd, 9)
    expect(r.coefficientOfVariation).toBeCloseTo(sd / mean, 12)
    expect(r.indicatedValue).toBeCloseTo(mean * 80, 6)
    expect(r.range!.low).toBeCloseTo((mean - sd) * 80, 6)
    expect(r.range!.high).toBeCloseTo((mean + sd) * 80, 6)
    expect(r.issues).toEqual([])
  })

  it('weights: a non-equal weighting needs a justification; the weighted mean follows the weights', () => {
    const weighted = comparables.map((c, i) => ({ ...c, weight: i === 0 ? 3 : 1 }))
    const r = computeGrid(settings, subject, weighted)
    expect(r.issues).toContain('weights_need_justification')
    expect(r.weightedMean).toBeCloseTo((3 * a + b) / 4, 9)
    expect(computeGrid({ ...settings, weightJustification: 'A ist am ähnlichsten' }, subject, weighted).issues).toEqual([])
  })

  it('says so instead of inventing a value when nothing is kept', () => {
    const r = computeGrid(settings, subject, [])
    expect(r.indicatedValue).toBeNull()
    expect(r.issues).toEqual(['no_comparables'])
  })

  it('without an index the time step is no adjustment, flagged', () => {
    const r = computeGrid({ ...settings, index: null }, subject, comparables)
    expect(r.columns[0].cells[2]).toMatchObject({ factor: 1, fallback: 'no_index' })
  })

  it('index and coefficient tables are held flat beyond their ends', () => {
    expect(indexAt(settings.index!, '2030-01-01')).toEqual({ value: 120, clamped: true })
    expect(indexAt(settings.index!, '2010-01-01')).toEqual({ value: 100, clamped: true })
    expect(interpolate(settings.livingAreaTable, 500)).toBe(1.0)
    expect(tableProblem({ name: 'x', source: 'y', points: [{ at: 1, k: 0 }] })).toBe('invalid_k')
  })
})
