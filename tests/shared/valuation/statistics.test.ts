// Properties of the grid's statistics over random grids: weight-0 columns change
// nothing, the order of columns changes nothing, scaling all weights changes nothing, equal weights give
// the textbook sample statistics, the interval of the mean holds the mean and narrows with n, and the
// outlier rules flag exactly what their definitions say, on adjusted prices (outliers.test.ts: whether
// they can fire at all).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeGrid } from '@shared/valuation/comparison-grid'
import { findOutliers } from '@shared/valuation/outliers'
import {
  summarize as describeStats,
  quantile,
  studentTQuantile,
  weightedStandardDeviation
} from '@shared/valuation/statistics'
import { columnOf, settingsOf, subjectOf } from './grid-fixtures'

const price = fc.double({ min: 500, max: 20_000, noNaN: true })
const weight = fc.double({ min: 0.05, max: 10, noNaN: true })
const items = fc.array(fc.record({ value: price, weight }), { minLength: 2, maxLength: 40 })
const close = (a: number | null | undefined, b: number | null | undefined, rel = 1e-9) => {
  if (a === null || a === undefined || b === null || b === undefined) return a === b
  return Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b))
}
const subject = subjectOf({ livingArea: 75, valuationDate: '2024-06-01' })

describe('Student t quantiles', () => {
  it('match the tables', () => {
    // t(0.975) for df 1, 2, 4, 5, 10, 30 (any statistics textbook's table).
    const table: Array<[number, number]> = [
      [1, 12.7062],
      [2, 4.3027],
      [4, 2.7764],
      [5, 2.5706],
      [10, 2.2281],
      [30, 2.0423]
    ]
    for (const [df, t] of table) expect(studentTQuantile(0.975, df)).toBeCloseTo(t, 3)
    expect(studentTQuantile(0.975, 1e6)).toBeCloseTo(1.96, 2)
  })
})

describe('statistics over random weighted prices', () => {
  it('equal weights give the sample mean, the n − 1 standard deviation and SE = SD / √n', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 40 }), (values) => {
        const s = describeStats(values.map((value) => ({ value, weight: 1 })))!
        const n = values.length
        const mean = values.reduce((a, b) => a + b, 0) / n
        const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1))
        expect(close(s.weightedMean, mean)).toBe(true)
        expect(close(s.weightedStandardDeviation, sd, 1e-7)).toBe(true)
        expect(close(s.standardErrorOfMean, sd / Math.sqrt(n), 1e-7)).toBe(true)
        expect(s.effectiveN).toBeCloseTo(n, 9)
        expect(s.confidenceInterval95!.df).toBeCloseTo(n - 1, 9)
      })
    )
  })

  it('scaling every weight by the same factor changes no statistic', () => {
    fc.assert(
      fc.property(items, fc.double({ min: 0.01, max: 100, noNaN: true }), (xs, k) => {
        const a = describeStats(xs)!
        const b = describeStats(xs.map((x) => ({ value: x.value, weight: x.weight * k })))!
        for (const key of [
          'weightedMean',
          'weightedStandardDeviation',
          'median',
          'coefficientOfVariation',
          'standardErrorOfMean',
          'effectiveN'
        ] as const) {
          expect(close(a[key], b[key], 1e-7), key).toBe(true)
        }
      })
    )
  })

  it('the weighted mean lies within the prices, the 95 % interval holds it and is narrower than ±t·SD', () => {
    fc.assert(
      fc.property(items, (xs) => {
        const s = describeStats(xs)!
        expect(s.weightedMean).toBeGreaterThanOrEqual(s.min - 1e-9)
        expect(s.weightedMean).toBeLessThanOrEqual(s.max + 1e-9)
        if (s.confidenceInterval95) {
          expect(s.confidenceInterval95.low).toBeLessThanOrEqual(s.weightedMean)
          expect(s.confidenceInterval95.high).toBeGreaterThanOrEqual(s.weightedMean)
          // The interval of the mean is the spread of single prices divided by √n_eff (times t), never the spread itself.
          expect(s.standardErrorOfMean!).toBeLessThanOrEqual(s.weightedStandardDeviation! + 1e-9)
        }
      })
    )
  })

  it('a weighted SD that belongs to the weighted mean: a heavy weight pulls the mean and the SD is measured around it', () => {
    const xs = [
      { value: 1000, weight: 9 },
      { value: 2000, weight: 1 }
    ]
    // x̄w = (9 × 1000 + 1 × 2000) / 10 = 1,100; Σw(x − x̄w)² = 9 × 100² + 1 × 900² = 900,000;
    // V1 − V2/V1 = 10 − 82/10 = 1.8; SD = √(900,000 / 1.8) = √500,000 = 707.11 (the unweighted SD is also 707.11,
    // but around 1,500: here the same because two points; the third case below differs).
    expect(weightedStandardDeviation(xs)).toBeCloseTo(Math.sqrt(500_000), 9)
    const three = [
      { value: 1000, weight: 4 },
      { value: 1100, weight: 4 },
      { value: 3000, weight: 1 }
    ]
    // x̄w = (4000 + 4400 + 3000) / 9 = 1,266.67; Σw(x − x̄w)² = 4 × 266.67² + 4 × 166.67² + 1 × 1,733.33² = 3,395,000 (exact:
    // 4 × (800/3)² + 4 × (500/3)² + (5200/3)²); V1 − V2/V1 = 9 − 33/9 = 16/3.
    const expected = Math.sqrt((4 * (800 / 3) ** 2 + 4 * (500 / 3) ** 2 + (5200 / 3) ** 2) / (16 / 3))
    expect(weightedStandardDeviation(three)).toBeCloseTo(expected, 9)
  })
})

describe('statistics of the grid', () => {
  const columns = fc.array(fc.record({ price, weight: fc.oneof(weight, fc.constant(0)) }), {
    minLength: 1,
    maxLength: 30
  })

  it('columns with weight 0 are out of n and every statistic; the order of columns does not matter', () => {
    fc.assert(
      fc.property(columns, fc.array(price, { maxLength: 10 }), fc.integer(), (cols, zeroPrices, seed) => {
        const settings = settingsOf({ outlierRule: 'none' })
        const grid = cols.map((c, i) => columnOf({ id: `c${i}`, pricePerSqm: c.price, weight: c.weight }))
        const withZeros = [...grid, ...zeroPrices.map((p, i) => columnOf({ id: `z${i}`, pricePerSqm: p, weight: 0 }))]
        const shuffled = [...withZeros].sort(
          (a, b) =>
            ((a.id.charCodeAt(1) * 31 + seed) % 7) - ((b.id.charCodeAt(1) * 31 + seed) % 7) || a.id.localeCompare(b.id)
        )
        const a = computeGrid(settings, subject, grid).statistics
        const b = computeGrid(settings, subject, shuffled).statistics
        const positive = cols.filter((c) => c.weight > 0)
        if (positive.length === 0) {
          expect(a).toBeNull()
          expect(b).toBeNull()
          return
        }
        expect(a!.n).toBe(positive.length)
        expect(b!.n).toBe(positive.length)
        for (const key of [
          'weightedMean',
          'weightedStandardDeviation',
          'median',
          'coefficientOfVariation',
          'standardErrorOfMean',
          'min',
          'max'
        ] as const) {
          expect(close(a![key], b![key], 1e-9), key).toBe(true)
        }
      })
    )
  })

  it("outliers: Tukey flags exactly the prices beyond Q1/Q3 ∓ 1.5 IQR; Grubbs' test flags its steps up to the last G above λ", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: price, weight }), { minLength: 4, maxLength: 30 }), (xs) => {
        const tagged = xs.map((x, i) => ({ ...x, id: i }))
        const values = xs.map((x) => x.value)
        const q1 = quantile(values, 0.25)
        const q3 = quantile(values, 0.75)
        const tukey = new Set(findOutliers(tagged, 'tukey').map((o) => o.id))
        for (const x of tagged)
          expect(tukey.has(x.id)).toBe(x.value < q1 - 1.5 * (q3 - q1) || x.value > q3 + 1.5 * (q3 - q1))
        // Each Grubbs finding is the most extreme of the prices left at its step, G recomputed here.
        const grubbs = findOutliers(tagged, 'grubbs')
        const left = [...values]
        for (const f of grubbs) {
          if (f.reason.rule !== 'grubbs') throw new Error('rule')
          const m = left.reduce((a, b) => a + b, 0) / left.length
          const sd = Math.sqrt(left.reduce((a, v) => a + (v - m) ** 2, 0) / (left.length - 1))
          const value = xs[f.id].value
          expect(Math.abs(value - m)).toBeCloseTo(Math.max(...left.map((v) => Math.abs(v - m))), 6)
          expect(f.reason.g).toBeCloseTo(Math.abs(value - m) / sd, 9)
          left.splice(left.indexOf(value), 1)
        }
        if (grubbs.length) {
          const last = grubbs.at(-1)!.reason
          expect(last.rule === 'grubbs' && last.g > last.critical).toBe(true)
        }
        expect(grubbs.length).toBeLessThanOrEqual(Math.floor((xs.length - 1) / 2))
      })
    )
  })

  it('the eliminated columns and the statistics after elimination do not depend on the order of columns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price, weight }), { minLength: 3, maxLength: 25 }),
        fc.constantFrom('grubbs' as const, 'tukey' as const),
        (cols, rule) => {
          const grid = cols.map((c, i) => columnOf({ id: `c${i}`, pricePerSqm: c.price, weight: c.weight }))
          const settings = settingsOf({ outlierRule: rule })
          const a = computeGrid(settings, subject, grid)
          const b = computeGrid(settings, subject, [...grid].reverse())
          expect(b.outliers.map((o) => o.id).sort()).toEqual(a.outliers.map((o) => o.id).sort())
          expect(b.statistics!.n).toBe(a.statistics!.n)
          expect(close(a.statistics!.weightedMean, b.statistics!.weightedMean)).toBe(true)
        }
      )
    )
  })

  it('the outlier rule judges adjusted prices, not entered ones, and an eliminated column can be kept against the rule', () => {
    // Five transactions at 3,000 €/m² and one offer asking 3,400: only the offer discount (−10 %) brings it to 3,060.
    const cols = [
      ...[3000, 3010, 2990, 3005, 2995].map((p, i) => columnOf({ id: `t${i}`, pricePerSqm: p })),
      columnOf({
        id: 'o',
        priceType: 'offer',
        reference: { kind: 'offer', portal: 'P', listingId: '1' },
        pricePerSqm: 3400
      })
    ]
    const settings = settingsOf({ outlierRule: 'tukey', offerDiscount: { pct: 10, reason: 'Abschlag' } })
    // Sorted adjusted prices 2,990 2,995 3,000 3,005 3,010 3,060: Q1 = 2,996.25, Q3 = 3,008.75, IQR = 12.5, upper fence
    // 3,008.75 + 1.5 × 12.5 = 3,027.5 → 3,060 is eliminated. With −11.5 % the offer becomes 3,400 × 0.885 = 3,009: inside.
    expect(computeGrid(settings, subject, cols).outliers.map((o) => o.id)).toEqual(['o'])
    expect(
      computeGrid({ ...settings, offerDiscount: { pct: 11.5, reason: 'Abschlag' } }, subject, cols).outliers
    ).toEqual([])
    const r = computeGrid(settings, subject, cols)
    expect(r.columns.find((c) => c.id === 'o')!.status).toBe('outlier')
    expect(r.statistics!.n).toBe(5)
    const kept = computeGrid(
      settings,
      subject,
      cols.map((c) => (c.id === 'o' ? { ...c, keepAgainstOutlierRule: true } : c))
    )
    expect(kept.outliers).toMatchObject([{ id: 'o', kept: true }])
    expect(kept.statistics!.n).toBe(6)
  })

  it('an appraiser-excluded column is out with its reason', () => {
    const cols = [3000, 3100, 3200].map((p, i) => columnOf({ id: `t${i}`, pricePerSqm: p }))
    cols[2] = { ...cols[2], excludedReason: 'Verwandtschaftsverkauf' }
    const r = computeGrid(settingsOf(), subject, cols)
    expect(r.columns[2]).toMatchObject({ status: 'excluded', excludedReason: 'Verwandtschaftsverkauf' })
    expect(r.statistics!.n).toBe(2)
    expect(r.statistics!.weightedMean).toBe(3050)
  })
})
