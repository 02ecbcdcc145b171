// The whole § 24 chain for one flat, computed by hand as it would be written into a Gutachten: six
// comparables (two offers, four Kaufpreise) and an own case with weight 0, each adjusted step by step,
// the statistics, the market adjustment, the boG, the rounding, and the Immobilienrichtwert beside it.
// Every figure below is written as the arithmetic that gives it; the grid must agree.
import { describe, expect, it } from 'vitest'
import {
  computeGrid,
  type CategoricalTable,
  type GridSettings,
  type IndexSeries
} from '@shared/valuation/comparison-grid'
import { columnOf, numericTable, settingsOf, subjectOf } from './grid-fixtures'

const brw = (value: number, zone: string) => ({ value, zone, stichtag: '2024-01-01', citation: 'BORIS Beispielstadt' })

/** Official quarterly index, each value dated at the middle of its quarter (Q1 → 15 Feb, Q2 → 15 May, Q3 → 15 Aug). */
const index: IndexSeries = {
  kind: 'official',
  name: 'Preisindex Eigentumswohnungen Beispielstadt',
  publisher: 'Gutachterausschuss Beispielstadt',
  basePeriod: '2023-Q1 = 100',
  frequency: 'quarterly',
  points: [
    { period: '2023-Q1', value: 100 },
    { period: '2023-Q3', value: 102 },
    { period: '2024-Q1', value: 104 },
    { period: '2024-Q2', value: 104 }
  ],
  citation: 'Grundstücksmarktbericht Beispielstadt 2024, Tabelle 7',
  retrievedAt: '2024-06-01'
}
const condition: CategoricalTable = {
  id: 'zustand',
  name: 'Zustand',
  citation: 'Grundstücksmarktbericht Beispielstadt 2024, Tabelle 9',
  stichtag: '2024-01-01',
  model: 'Eigentumswohnungen, Weiterverkauf',
  example: false,
  scale: 'categorical',
  characteristic: 'condition',
  levels: [
    { level: 'moderate', k: 0.95 },
    { level: 'good', k: 1.0 },
    { level: 'very_good', k: 1.05 }
  ]
}
const settings: GridSettings = settingsOf({
  offerDiscount: {
    pct: 10,
    reason: 'Angebotspreise liegen in Beispielstadt rund 10 % über den Kaufpreisen (Marktbericht 2024, S. 31)'
  },
  index,
  tables: [
    numericTable('livingArea', [
      { at: 60, k: 1.05 },
      { at: 80, k: 1.0 },
      { at: 100, k: 0.96 }
    ]),
    condition
  ],
  location: {
    method: 'landValueRatio',
    exponent: 0.5,
    reason: 'Lage über das Bodenrichtwertniveau, Exponent 0,5 nach Marktbericht'
  },
  // The outlier rule is judged apart below (Grubbs' test takes T1 out); the chain here keeps all six.
  outlierRule: 'none',
  marketAdjustment: { kind: 'pct', amount: -5, reason: 'nachlassende Nachfrage seit dem Stichtag des Index' },
  specialFeatures: [
    { label: 'Instandhaltungsstau Fenster', euro: -12_000, reason: 'Kostenschätzung Tischlerei' },
    { label: 'Sondernutzungsrecht Garten', euro: 3_000, reason: 'Teilungserklärung § 4' }
  ],
  rounding: { kind: 'step', step: 1000 },
  secondRoute: {
    kind: 'immobilienrichtwert',
    name: 'Immobilienrichtwert Zone 101',
    valuePerSqm: 3800,
    stichtag: '2024-01-01',
    citation: 'Gutachterausschuss Beispielstadt, Immobilienrichtwerte 2024',
    model: 'Normobjekt 70 m², mittlerer Zustand',
    reference: { livingArea: 70, condition: 'moderate' },
    tables: [
      numericTable('livingArea', [
        { at: 70, k: 1.02 },
        { at: 80, k: 1.0 }
      ]),
      {
        ...condition,
        levels: [
          { level: 'moderate', k: 0.96 },
          { level: 'good', k: 1.0 }
        ]
      }
    ],
    adjustTime: true
  }
})
const subject = subjectOf({
  livingArea: 80,
  condition: 'good',
  valuationDate: '2024-05-15',
  landValue: brw(800, '101'),
  parkingEuro: 15_000,
  kitchenEuro: 5_000
})
const common = { condition: 'good' as const, livingArea: 80, priceDate: '2024-02-15', landValue: brw(800, '101') }
const comparables = [
  columnOf({
    id: 'O1',
    priceType: 'offer',
    reference: { kind: 'offer', portal: 'Portal A', listingId: '111' },
    ...common,
    pricePerSqm: 4000,
    priceDate: '2023-02-15'
  }),
  columnOf({
    id: 'O2',
    priceType: 'offer',
    reference: { kind: 'offer', portal: 'Portal A', listingId: '222' },
    ...common,
    pricePerSqm: 4500,
    livingArea: 60,
    parkingEuro: 9000,
    landValue: brw(968, '102')
  }),
  columnOf({
    id: 'T1',
    reference: { kind: 'transaction', board: 'GAA Beispielstadt', registerNumber: 'K-1' },
    ...common,
    pricePerSqm: 3900,
    condition: 'moderate',
    priceDate: '2023-02-15',
    landValue: brw(648, '103')
  }),
  columnOf({
    id: 'T2',
    reference: { kind: 'transaction', board: 'GAA Beispielstadt', registerNumber: 'K-2' },
    ...common,
    pricePerSqm: 3600,
    livingArea: 100,
    kitchenEuro: 8000
  }),
  columnOf({
    id: 'T3',
    reference: { kind: 'transaction', board: 'GAA Beispielstadt', registerNumber: 'K-3' },
    ...common,
    pricePerSqm: 3800,
    condition: 'very_good'
  }),
  columnOf({
    id: 'T4',
    reference: { kind: 'transaction', board: 'GAA Beispielstadt', registerNumber: 'K-4' },
    ...common,
    pricePerSqm: 3700
  }),
  columnOf({
    id: 'E1',
    priceType: 'own_case',
    reference: { kind: 'own_case', caseReference: 'G-2024-17' },
    ...common,
    pricePerSqm: 9999,
    weight: 0
  })
]

// ---- by hand ----
// Index at the valuation date 2024-05-15 (2024-Q2) = 104; at 2023-02-15 (2023-Q1) = 100; at 2024-02-15 (2024-Q1) = 104.
// O1: 4,000 × 0.9 (Angebotsabschlag) = 3,600; × 104/100 = 3,744; Wohnfläche 80/80: × 1.0; Zustand good/good: × 1.0;
//     Bodenrichtwert (800/800)^0.5 = 1 → 3,744 €/m² (−6.4 %)
const O1 = 4000 * 0.9 * (104 / 100)
// O2: 4,500 − 9,000 € Stellplatz / 60 m² = 4,500 − 150 = 4,350; × 0.9 = 3,915; × 104/104 = 3,915;
//     Wohnfläche k(80)/k(60) = 1.00/1.05 → 3,728.57; Bodenrichtwert (800/968)^0.5 = 1/1.1 → 3,389.61 €/m² (−24.7 %)
const O2 = (((4500 - 9000 / 60) * 0.9 * (104 / 104)) / 1.05) * (1 / 1.1)
// T1 (Kaufpreis: no Angebotsabschlag): 3,900 × 104/100 = 4,056; Zustand good/moderate = 1.00/0.95 → 4,269.47;
//     Bodenrichtwert (800/648)^0.5 = 1/0.9 → 4,743.86 €/m² (+21.6 %)
const T1 = ((3900 * (104 / 100)) / 0.95) * (1 / 0.9)
// T2: 3,600 − 8,000 € Einbauküche / 100 m² = 3,520; × 104/104; Wohnfläche k(80)/k(100) = 1.00/0.96 → 3,666.67 €/m²
const T2 = (3600 - 8000 / 100) / 0.96
// T3: 3,800; Zustand good/very_good = 1.00/1.05 → 3,619.05 €/m²
const T3 = 3800 / 1.05
// T4: 3,700 €/m², nothing to adjust.
const T4 = 3700
// E1 has weight 0: it is in the grid, not in n, the mean, the SD or the median.
const prices = [O1, O2, T1, T2, T3, T4]
// Weighted mean with equal weights = (3,744 + 3,389.61 + 4,743.86 + 3,666.67 + 3,619.05 + 3,700) / 6 = 3,810.53 €/m²
const mean = prices.reduce((s, p) => s + p, 0) / 6
// SD (n − 1 = 5): √(Σ(x − 3,810.53)² / 5) = 473.77. Grubbs: G(T1) = 933.33 / 473.77 = 1.970 > 1.887 (n = 6, α = 5 %).
const sd = Math.sqrt(prices.reduce((s, p) => s + (p - mean) ** 2, 0) / 5)
// Standard error of the mean = 473.77 / √6 = 193.42; 95 % interval of the mean = 3,810.53 ± 2.570582 × 193.42
// (t(0.975; 5) = 2.570582) = 3,313.34 to 4,307.72 €/m².
const se = sd / Math.sqrt(6)
const t5 = 2.570582
// Median of six (sorted 3,389.61 3,619.05 3,666.67 3,700 3,744 4,743.86): (3,666.67 + 3,700) / 2 = 3,683.33 €/m²
const med = (T2 + T4) / 2
// vorläufiger Vergleichswert = 3,810.53 × 80 m² + 15,000 € Stellplatz + 5,000 € Einbauküche = 324,842.46 €
const provisional = mean * 80 + 15000 + 5000
// marktangepasst: − 5 % = 324,842.46 × 0.95 = 308,600.33 €
const marketAdjusted = provisional * 0.95
// boG: − 12,000 + 3,000 = − 9,000 € → 299,600.33 € → rounded to 1,000 €: 300,000 €
const unrounded = marketAdjusted - 9000
// Immobilienrichtwert: 3,800 × k(80)/k(70) = 1.00/1.02 × Zustand good/moderate = 1.00/0.96
//   × index 104 / index at 2024-01-01 (102 + 2 × 139/184 days between 2023-08-15 and 2024-02-15 = 103.511)
//   = 3,899.06 €/m²; × 80 m² + 20,000 € = 331,924.55 €; against the marktangepasster vorläufiger
//   Vergleichswert 308,600.33 €: + 23,324.22 € (+ 7.56 %).
const indexAtStichtag = 102 + (2 * 139) / 184
const routePerSqm = 3800 * (1 / 1.02) * (1 / 0.96) * (104 / indexAtStichtag)
const routeValue = routePerSqm * 80 + 20000

describe('worked example: the whole chain by hand', () => {
  const r = computeGrid(settings, subject, comparables)
  const col = (id: string) => r.columns.find((c) => c.id === id)!
  const cell = (id: string, row: string) => col(id).cells.find((c) => c.row === row)!

  it('adjusts every column step by step', () => {
    expect(r.rows).toEqual([
      'price',
      'separateItems',
      'offerDiscount',
      'time',
      'livingArea',
      'condition',
      'location',
      'adjusted'
    ])
    const expected: Record<string, number> = { O1, O2, T1, T2, T3, T4 }
    for (const [id, value] of Object.entries(expected)) expect(col(id).adjustedPrice, id).toBeCloseTo(value, 9)
    expect(O1).toBeCloseTo(3744, 9)
    expect(cell('O2', 'separateItems')).toMatchObject({ delta: -150, price: 4350 })
    expect(cell('O2', 'offerDiscount').price).toBeCloseTo(3915, 9)
    expect(cell('T1', 'time')).toMatchObject({
      basis: 'index_official',
      inputs: { indexAtPrice: 100, indexAtValuation: 104 }
    })
    expect(cell('T1', 'time').price).toBeCloseTo(4056, 9)
    expect(cell('T1', 'location').factor).toBeCloseTo(1 / 0.9, 12)
    expect(cell('T1', 'location').inputs).toMatchObject({
      comparableZone: '103',
      comparableLandValue: 648,
      subjectLandValue: 800,
      exponent: 0.5
    })
    expect(cell('T2', 'livingArea').inputs).toMatchObject({ kSubject: 1.0, kComparable: 0.96, table: 'livingArea' })
    expect(cell('T3', 'condition').factor).toBeCloseTo(1 / 1.05, 12)
    expect(col('O2').totalAdjustmentPct).toBeCloseTo((O2 / 4500 - 1) * 100, 9)
  })

  it('the Angebotsabschlag hits the offers only, with its reason', () => {
    expect(cell('O1', 'offerDiscount')).toMatchObject({ factor: 0.9, basis: 'offer_discount', inputs: { pct: 10 } })
    for (const id of ['T1', 'T2', 'T3', 'T4', 'E1'])
      expect(cell(id, 'offerDiscount'), id).toMatchObject({ factor: 1, basis: 'not_an_offer' })
    expect(String(cell('O1', 'offerDiscount').inputs.reason)).toContain('10 %')
  })

  it('statistics over the six with weight > 0 only', () => {
    const s = r.statistics!
    expect(col('E1').status).toBe('weight_zero')
    expect(s.n).toBe(6)
    expect(s.weightedMean).toBeCloseTo(mean, 9)
    expect(s.weightedMean).toBeCloseTo(3810.53, 2)
    expect(s.weightedStandardDeviation).toBeCloseTo(sd, 9)
    expect(s.median).toBeCloseTo(med, 9)
    expect(s.confidenceInterval95!.low).toBeCloseTo(3313.34, 2)
    expect(s.confidenceInterval95!.high).toBeCloseTo(4307.72, 2)
    expect(s.confidenceInterval95!.df).toBe(5)
    expect(s.coefficientOfVariation).toBeCloseTo(sd / mean, 12)
    expect(s.standardErrorOfMean).toBeCloseTo(se, 9)
    expect(s.confidenceInterval95!.t).toBeCloseTo(t5, 5)
    expect(s.confidenceInterval95!.low).toBeCloseTo(mean - t5 * se, 3)
    expect(s.confidenceInterval95!.high).toBeCloseTo(mean + t5 * se, 3)
    expect(s.singlePriceSpread).toEqual({
      low: s.weightedMean - s.weightedStandardDeviation!,
      high: s.weightedMean + s.weightedStandardDeviation!
    })
    expect(r.outliers).toEqual([])
  })

  it('the chain: vorläufig (mixed basis) → marktangepasst → boG → rounded to 1,000 €', () => {
    const c = r.chain!
    expect(c.basis).toEqual({ kind: 'mixed', offers: 2, transactions: 4, ownCases: 0 })
    expect(c.provisional).toBeCloseTo(provisional, 6)
    expect(c.provisional).toBeCloseTo(324_842.46, 1)
    expect(c.marketAdjustment).toMatchObject({ kind: 'pct', amount: -5 })
    expect(c.marketAdjustment!.euro).toBeCloseTo(-provisional * 0.05, 6)
    expect(c.marketAdjusted).toBeCloseTo(marketAdjusted, 6)
    expect(c.specialFeaturesTotal).toBe(-9000)
    expect(c.unrounded).toBeCloseTo(unrounded, 6)
    expect(c.value).toBe(300_000)
    expect(r.issues).toContain('offer_basis')
    // Four Kaufpreise are fewer than five: the two offers do not count towards § 24 (1).
    expect(r.issues).toContain('below_minimum_count')
    const noReasons = computeGrid(
      {
        ...settings,
        marketAdjustment: { kind: 'euro', amount: -1000, reason: '' },
        specialFeatures: [{ label: 'x', euro: 5, reason: '' }]
      },
      subject,
      comparables
    )
    expect(noReasons.issues).toEqual(
      expect.arrayContaining(['market_adjustment_needs_reason', 'special_feature_needs_reason'])
    )
    expect(noReasons.chain!.marketAdjusted).toBeCloseTo(provisional - 1000, 6)
  })

  it('the Immobilienrichtwert converted beside it, with the difference', () => {
    const s = r.secondRoute!
    expect(s.steps.map((x) => [x.characteristic, x.factor])).toEqual([
      ['livingArea', 1 / 1.02],
      ['condition', 1 / 0.96]
    ])
    expect(s.time!.indexAtStichtag).toBeCloseTo(indexAtStichtag, 9)
    expect(s.convertedPerSqm).toBeCloseTo(routePerSqm, 9)
    expect(s.value).toBeCloseTo(routeValue, 6)
    expect(s.comparedWith).toBeCloseTo(marketAdjusted, 6)
    expect(s.differenceEuro).toBeCloseTo(routeValue - marketAdjusted, 6)
    expect(s.differencePct).toBeCloseTo(((routeValue - marketAdjusted) / marketAdjusted) * 100, 9)
    expect(s.differencePct).toBeCloseTo(7.56, 2)
  })

  it("Grubbs' test (α = 5 %) takes T1 out at the first step; O2 stays (G = 1.689 ≤ λ2 = 1.715)", () => {
    const grubbs = computeGrid({ ...settings, outlierRule: 'grubbs' }, subject, comparables)
    expect(grubbs.outliers.map((o) => o.id)).toEqual(['T1'])
    const reason = grubbs.outliers[0].reason
    if (reason.rule !== 'grubbs') throw new Error('rule')
    expect(reason.g).toBeCloseTo((T1 - mean) / sd, 9)
    expect(reason.g).toBeCloseTo(1.97, 2)
    expect(reason.critical).toBeCloseTo(1.8871, 4)
    const info = grubbs.outlierTest
    if (info?.rule !== 'grubbs') throw new Error('rule')
    // Step 2 over the five left: x̄ = 3,623.87, s = 138.70, G(O2) = 234.26 / 138.70 = 1.689 against λ2 = 1.715.
    const five = [O1, O2, T2, T3, T4]
    const m5 = five.reduce((a, b) => a + b, 0) / 5
    const s5 = Math.sqrt(five.reduce((a, v) => a + (v - m5) ** 2, 0) / 4)
    expect(info.steps[1].g).toBeCloseTo((m5 - O2) / s5, 9)
    expect(info.steps[1].critical).toBeCloseTo(1.715, 3)
    expect(grubbs.statistics!.n).toBe(5)
    expect(grubbs.issues).toContain('outlier_needs_assessment')
  })

  it("Tukey's fences eliminate T1 and O2 with their reasons; keeping T1 against the rule undoes it", () => {
    const tukey = computeGrid({ ...settings, outlierRule: 'tukey' }, subject, comparables)
    // Sorted: 3,389.61 3,619.05 3,666.67 3,700 3,744 4,743.86; Q1 (type 7, h = 1.25) = 3,619.05 + 0.25 × 47.62 = 3,630.95;
    // Q3 (h = 3.75) = 3,700 + 0.75 × 44 = 3,733; IQR = 102.05; fences 3,477.87 and 3,886.08.
    const q1 = T3 + 0.25 * (T2 - T3)
    const q3 = T4 + 0.75 * (O1 - T4)
    expect(tukey.outliers.map((o) => [o.id, o.kept])).toEqual([
      ['O2', false],
      ['T1', false]
    ])
    const reason = tukey.outliers[0].reason
    expect(reason.rule === 'tukey' && reason.lowerFence).toBeCloseTo(q1 - 1.5 * (q3 - q1), 9)
    expect(tukey.statistics!.n).toBe(4)
    expect(tukey.issues).toContain('below_minimum_count')
    const kept = computeGrid(
      { ...settings, outlierRule: 'tukey' },
      subject,
      comparables.map((c) => (c.id === 'T1' ? { ...c, keepAgainstOutlierRule: true } : c))
    )
    expect(kept.columns.find((c) => c.id === 'T1')!.status).toBe('kept_against_rule')
    expect(kept.outliers.find((o) => o.id === 'T1')!.kept).toBe(true)
    expect(kept.statistics!.n).toBe(5)
  })
})
