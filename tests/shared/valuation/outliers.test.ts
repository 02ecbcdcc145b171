// The outlier rules can fire where their thresholds allow, and say so where they cannot: a price planted far
// from a tight group is flagged by Grubbs' test and by Tukey's fences at every n from 5 to 12, above and
// below; the two cases an appraiser meets (five prices of 3,790-3,810 € and one of 9,000 €; at n = 8 two
// high prices that hide each other from a single Grubbs test); Grubbs' critical values as the tables print
// them; and below the n a rule needs, it flags nothing whatever the prices and the grid says so.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeGrid } from '@shared/valuation/comparison-grid'
import { esdCritical, findOutliers, outlierTestOf } from '@shared/valuation/outliers'
import { columnOf, settingsOf, subjectOf } from './grid-fixtures'

const tagged = (values: number[]) => values.map((value, id) => ({ id, value }))
const subject = subjectOf({ livingArea: 75, valuationDate: '2024-06-01' })
const grid = (values: number[], rule: 'grubbs' | 'tukey') =>
  computeGrid(
    settingsOf({ outlierRule: rule }),
    subject,
    values.map((p, i) => columnOf({ id: `k${i}`, pricePerSqm: p }))
  )

/** The earlier rule: |x − x̄| > 2 s with the suspect inside x̄ and s. Kept here only to show why it was replaced. */
const oldTwoSigma = (values: number[]) => {
  const m = values.reduce((a, b) => a + b, 0) / values.length
  const s = Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1))
  return values.filter((v) => Math.abs(v - m) > 2 * s)
}

describe("Grubbs' critical values", () => {
  it('are those of the published two-sided table at α = 5 % (n = 3 … 12)', () => {
    // Grubbs (1969) / ASTM E178, two-sided 5 %: n = 3: 1.1543, 5: 1.7150, 6: 1.8871, 8: 2.1266, 10: 2.2900, 12: 2.4116.
    const table: Array<[number, number]> = [
      [3, 1.1543],
      [5, 1.715],
      [6, 1.8871],
      [8, 2.1266],
      [10, 2.29],
      [12, 2.4116]
    ]
    for (const [n, g] of table) expect(esdCritical(n, 1), `n = ${n}`).toBeCloseTo(g, 4)
    // Rosner's λ for step i of n is Grubbs' value for the n − i + 1 prices still in.
    expect(esdCritical(8, 2)).toBeCloseTo(esdCritical(7, 1), 12)
  })
})

describe('a planted outlier is flagged at n = 5 … 12', () => {
  /** n − 1 prices spread over 3,790 to 3,810 € (evenly, each moved by up to ±1 €), in any order. */
  const group = (n: number) =>
    fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: n - 1, maxLength: n - 1 }).chain((jitter) =>
      fc.shuffledSubarray(
        jitter.map((j, i) => 3790 + (20 * i) / (n - 2) + j),
        { minLength: n - 1, maxLength: n - 1 }
      )
    )
  const far = fc.oneof(
    fc.double({ min: 7000, max: 20_000, noNaN: true }),
    fc.double({ min: 200, max: 1500, noNaN: true })
  )

  for (const rule of ['grubbs', 'tukey'] as const)
    it(`${rule}: flags the planted price (high or low) and nothing of the group; the grid says it can fire`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 5, max: 12 }).chain((n) => fc.tuple(group(n), far)),
          ([rest, planted]) => {
            const values = [...rest, planted]
            const flagged = findOutliers(tagged(values), rule).map((f) => values[f.id])
            expect(flagged).toEqual([planted])
            const r = grid(values, rule)
            expect(r.outliers.map((o) => o.id)).toEqual([`k${values.length - 1}`])
            expect(r.outlierTest).toMatchObject({ rule, n: values.length, canFlag: true })
            expect(r.issues).not.toContain('outlier_rule_cannot_flag')
          }
        ),
        { seed: 20_240_601, numRuns: 300 }
      )
    })

  it('the replaced 2σ rule (suspect inside mean and SD) could not flag it at n = 5: |z| stays below (n − 1) / √n = 1.79', () => {
    fc.assert(
      fc.property(group(5), far, (rest, planted) => {
        expect(oldTwoSigma([...rest, planted])).toEqual([])
        expect(findOutliers(tagged([...rest, planted]), 'grubbs').length).toBe(1)
      }),
      { seed: 5, numRuns: 200 }
    )
  })
})

describe('the cases of the review', () => {
  it('four prices of 3,790-3,810 € and one of 9,000 €: 2σ flagged nothing (|z| ≤ 1.79), Grubbs and Tukey flag 9,000', () => {
    const values = [3790, 3800, 3805, 3810, 9000]
    expect(oldTwoSigma(values)).toEqual([])
    const g = grid(values, 'grubbs')
    expect(g.outliers.map((o) => [o.adjustedPrice, o.rule])).toEqual([[9000, 'grubbs']])
    // x̄ = 24,205 / 5 = 4,841; s = 2,324.96; G = 4,159 / 2,324.96 = 1.7888 above λ = 1.7150 (n = 5),
    // close to the largest G any five prices can reach, 4 / √5 = 1.7889.
    expect(g.outlierTest).toMatchObject({ rule: 'grubbs', n: 5, canFlag: true })
    const reason = g.outliers[0].reason
    expect(reason.rule === 'grubbs' && reason.g).toBeCloseTo(1.7888, 4)
    expect(grid(values, 'tukey').outliers.map((o) => o.adjustedPrice)).toEqual([9000])
  })

  it('five prices of 3,790-3,810 € and one of 9,000 €: Grubbs (G = 2.041 > 1.887) and Tukey flag 9,000', () => {
    // 2σ flagged this one only just: |z| = 2.0412, the largest any six prices can reach being 2.0412 too.
    const values = [3790, 3795, 3800, 3805, 3810, 9000]
    const g = grid(values, 'grubbs')
    expect(g.outliers.map((o) => o.adjustedPrice)).toEqual([9000])
    const reason = g.outliers[0].reason
    if (reason.rule !== 'grubbs') throw new Error('rule')
    // x̄ = 28,000 / 6 = 4,666.67; s = √(Σ(x − x̄)² / 5) = 2,122.90; G = 4,333.33 / 2,122.90 = 2.0412.
    expect(reason.mean).toBeCloseTo(28_000 / 6, 9)
    expect(reason.g).toBeCloseTo(2.0412, 4)
    expect(reason.critical).toBeCloseTo(1.8871, 4)
    expect(g.statistics!.n).toBe(5)
    expect(grid(values, 'tukey').outliers.map((o) => o.adjustedPrice)).toEqual([9000])
  })

  it('n = 8 with 9,000 and 9,100: a single Grubbs test is masked (G = 1.641 < 2.127), the generalised test flags both', () => {
    const values = [3790, 3795, 3800, 3805, 3810, 3800, 9000, 9100]
    const { findings, info } = outlierTestOf(tagged(values), 'grubbs')
    if (info?.rule !== 'grubbs') throw new Error('rule')
    // Step 1 (all eight): G(9,100) = 3,987.5 / 2,430.43 = 1.641 below λ1 = 2.127, the masking;
    // step 2 (seven left): G(9,000) = 4,457.14 / 1,965.43 = 2.268 above λ2 = 2.020: both are outliers.
    expect(info.steps[0].g).toBeCloseTo(1.6407, 4)
    expect(info.steps[0].g).toBeLessThan(info.steps[0].critical)
    expect(info.steps[1].g).toBeCloseTo(2.2678, 4)
    expect(info.steps[1].g).toBeGreaterThan(info.steps[1].critical)
    expect(findings.map((f) => values[f.id])).toEqual([9100, 9000])
    expect(findings.every((f) => f.reason.rule === 'grubbs' && f.reason.decidingStep === 2)).toBe(true)
    expect(oldTwoSigma(values)).toEqual([])
    expect(
      grid(values, 'grubbs')
        .outliers.map((o) => o.adjustedPrice)
        .sort()
    ).toEqual([9000, 9100])
  })
})

describe('where a rule cannot flag, it flags nothing and says so', () => {
  const any = fc.double({ min: 100, max: 50_000, noNaN: true })
  it('Tukey with three prices: the fences always hold all three (minimum n = 4)', () => {
    fc.assert(
      fc.property(fc.array(any, { minLength: 3, maxLength: 3 }), (values) => {
        expect(findOutliers(tagged(values), 'tukey')).toEqual([])
        const r = grid(values, 'tukey')
        expect(r.outlierTest).toMatchObject({ rule: 'tukey', n: 3, minimumN: 4, canFlag: false })
        expect(r.issues).toContain('outlier_rule_cannot_flag')
      }),
      { seed: 3 }
    )
    // At n = 4 the fences can fire: three equal prices and one far away.
    expect(findOutliers(tagged([3800, 3800, 3800, 9000]), 'tukey').length).toBe(1)
  })

  it('Grubbs with two prices (minimum n = 3); from n = 3 its critical value lies below the largest possible G', () => {
    fc.assert(
      fc.property(fc.array(any, { minLength: 1, maxLength: 2 }), (values) => {
        const r = grid(values, 'grubbs')
        expect(r.outliers).toEqual([])
        expect(r.outlierTest).toMatchObject({ rule: 'grubbs', minimumN: 3, canFlag: false })
        expect(r.issues).toContain('outlier_rule_cannot_flag')
      }),
      { seed: 2 }
    )
    for (let n = 3; n <= 12; n++) expect(esdCritical(n, 1)).toBeLessThan((n - 1) / Math.sqrt(n))
    expect(grid([3800, 3800.001, 9000], 'grubbs').outliers.map((o) => o.adjustedPrice)).toEqual([9000])
  })
})
