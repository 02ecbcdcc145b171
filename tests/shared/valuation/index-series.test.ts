// The index's Bezugszeitpunkt as published: a value stands for the start, the middle or the end of its
// period, and the time factor follows; each figure below is worked out by hand from the day counts.
import { describe, expect, it } from 'vitest'
import { computeGrid, type IndexSeries } from '@shared/valuation/comparison-grid'
import { indexAt, periodDate } from '@shared/valuation/index-series'
import { columnOf, settingsOf, subjectOf } from './grid-fixtures'

const series = (reference?: IndexSeries['reference']): IndexSeries => ({
  kind: 'official',
  name: 'Indexreihe Eigentumswohnungen',
  publisher: 'Gutachterausschuss',
  basePeriod: '2024-Q1 = 100',
  frequency: 'quarterly',
  ...(reference ? { reference } : {}),
  points: [
    { period: '2024-Q1', value: 100 },
    { period: '2024-Q2', value: 110 },
    { period: '2024-Q3', value: 121 },
    { period: '2024-Q4', value: 133.1 }
  ],
  citation: 'GMB 2025, Tab. 3',
  retrievedAt: '2025-03-01'
})

/** A Kaufpreis of 4,000 €/m² of 15 April 2024, valued at 15 August 2024. */
function timeCell(index: IndexSeries) {
  const r = computeGrid(settingsOf({ index }), subjectOf({ livingArea: 70, valuationDate: '2024-08-15' }), [
    columnOf({ pricePerSqm: 4000, priceDate: '2024-04-15' })
  ])
  return { cell: r.columns[0]!.cells[r.rows.indexOf('time')]!, price: r.columns[0]!.adjustedPrice }
}

describe('the Bezugszeitpunkt of an index series', () => {
  it('dates a period at its start, middle or end, for years, quarters and months', () => {
    expect(['start', 'middle', 'end'].map((r) => periodDate('2024', 'yearly', r as 'start'))).toEqual([
      '2024-01-01',
      '2024-07-01',
      '2024-12-31'
    ])
    expect(['start', 'middle', 'end'].map((r) => periodDate('2024-Q3', 'quarterly', r as 'start'))).toEqual([
      '2024-07-01',
      '2024-08-15',
      '2024-09-30'
    ])
    expect(['start', 'middle', 'end'].map((r) => periodDate('2024-02', 'monthly', r as 'start'))).toEqual([
      '2024-02-01',
      '2024-02-15',
      '2024-02-29'
    ])
    expect(periodDate('2024-Q5', 'quarterly', 'end')).toBeNull()
  })

  it('start of the quarter: Q2 on 1 April, Q3 on 1 July; both dates interpolated linearly', () => {
    // 15 Apr: 14 of the 91 days from 1 Apr to 1 Jul: 110 + 11 × 14/91 = 111.692308.
    // 15 Aug: 45 of the 92 days from 1 Jul to 1 Oct: 121 + 12.1 × 45/92 = 126.918478.
    const { cell, price } = timeCell(series('start'))
    expect(cell.inputs.indexAtPrice).toBeCloseTo(111.692308, 6)
    expect(cell.inputs.indexAtValuation).toBeCloseTo(126.918478, 6)
    expect(cell.inputs).toMatchObject({ reference: 'start', interpolated: true })
    expect(price).toBeCloseTo(4545.29, 2)
  })

  it('middle of the quarter (the default): Q1 on 15 February, Q3 on 15 August', () => {
    // 15 Apr: 60 of the 90 days from 15 Feb to 15 May: 100 + 10 × 60/90 = 106.666667; 15 Aug is Q3's day: 121.
    for (const index of [series('middle'), series()]) {
      const { cell, price } = timeCell(index)
      expect(cell.inputs.indexAtPrice).toBeCloseTo(106.666667, 6)
      expect(cell.inputs.indexAtValuation).toBe(121)
      expect(cell.inputs.reference).toBe('middle')
      expect(price).toBeCloseTo(4537.5, 9)
    }
  })

  it('end of the quarter: Q1 on 31 March, Q2 on 30 June, Q3 on 30 September', () => {
    // 15 Apr: 15 of the 91 days from 31 Mar to 30 Jun: 100 + 10 × 15/91 = 101.648352.
    // 15 Aug: 46 of the 92 days from 30 Jun to 30 Sep: 110 + 11 × 46/92 = 115.5.
    const { cell, price } = timeCell(series('end'))
    expect(cell.inputs.indexAtPrice).toBeCloseTo(101.648352, 6)
    expect(cell.inputs.indexAtValuation).toBeCloseTo(115.5, 9)
    expect(price).toBeCloseTo(4545.08, 2)
  })

  it('says when a value is read on a point itself (not interpolated)', () => {
    expect(indexAt(series('end'), '2024-06-30')).toEqual({ value: 110 })
    expect(indexAt(series('end'), '2024-07-30')?.between).toEqual({ from: '2024-Q2', to: '2024-Q3' })
  })
})
