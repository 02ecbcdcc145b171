// What the grid says beside its figures, each as an appraiser would notice it: Kaufpreise counted apart
// from offers and own cases (the minimum on Kaufpreise only), own cases with a basis of their own, each
// price type's mean, every step that fell back to factor 1 named with its column, "no index" said when
// prices lie more than a quarter from the Stichtag, gross beside net adjustment, the interval of the mean
// carried through the chain, a grid saved with the 2σ rule read with Grubbs' test, and the Würdigung kept.
import fc from 'fast-check'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { describe, expect, it } from 'vitest'
import { GridState } from '@shared/bridge/valuation'
import { computeGrid, roundBy, type CategoricalTable, type GridComparable } from '@shared/valuation/comparison-grid'
import { emptyGrid } from '@shared/valuation/defaults'
import { monthsBetween } from '@shared/valuation/grid-findings'
import { upgradeStoredGrid } from '@shared/valuation/migrate'
import { columnOf, settingsOf, subjectOf } from './grid-fixtures'

const subject = subjectOf({ livingArea: 80, valuationDate: '2025-06-30' })
const kp = (id: string, pricePerSqm: number, fields: Partial<GridComparable> = {}) =>
  columnOf({ id, pricePerSqm, priceDate: '2025-06-01', ...fields })
const offer = (id: string, pricePerSqm: number, fields: Partial<GridComparable> = {}) =>
  columnOf({
    id,
    pricePerSqm,
    priceType: 'offer',
    reference: { kind: 'offer', portal: 'P', listingId: id },
    priceDate: '2025-06-01',
    ...fields
  })
const own = (id: string, pricePerSqm: number) =>
  columnOf({
    id,
    pricePerSqm,
    priceType: 'own_case',
    reference: { kind: 'own_case', caseReference: id },
    priceDate: '2025-06-01'
  })

describe('counts by kind and the minimum on Kaufpreise', () => {
  it('2 Kaufpreise and 3 offers are below a minimum of 5 (offers do not count); 5 Kaufpreise are not', () => {
    const r = computeGrid(settingsOf(), subject, [
      kp('k1', 4000),
      kp('k2', 4100),
      offer('o1', 4400),
      offer('o2', 4500),
      offer('o3', 4600)
    ])
    expect(r.counts).toEqual({ transactions: 2, offers: 3, ownCases: 0 })
    expect(r.statistics!.n).toBe(5)
    expect(r.issues).toContain('below_minimum_count')
    const five = computeGrid(
      settingsOf(),
      subject,
      [4000, 4050, 4100, 4150, 4200].map((p, i) => kp(`k${i}`, p))
    )
    expect(five.issues).not.toContain('below_minimum_count')
    // Own cases do not count either.
    const owned = computeGrid(settingsOf(), subject, [
      ...[4000, 4050, 4100, 4150].map((p, i) => kp(`k${i}`, p)),
      own('e1', 4000)
    ])
    expect(owned.issues).toContain('below_minimum_count')
    expect(owned.counts).toEqual({ transactions: 4, offers: 0, ownCases: 1 })
  })

  it('own cases have a basis of their own: not Kaufpreisbasis, alone or mixed with Kaufpreise', () => {
    const alone = computeGrid(settingsOf(), subject, [own('e1', 4000), own('e2', 4100)])
    expect(alone.chain!.basis).toEqual({ kind: 'own_cases', offers: 0, transactions: 0, ownCases: 2 })
    const mixed = computeGrid(settingsOf(), subject, [kp('k1', 4000), own('e1', 4100)])
    expect(mixed.chain!.basis.kind).toBe('mixed')
    expect(computeGrid(settingsOf(), subject, [kp('k1', 4000)]).chain!.basis.kind).toBe('transactions')
  })

  it("each price type's mean, offers also without their Angebotsabschlag", () => {
    const r = computeGrid(settingsOf({ offerDiscount: { pct: 10, reason: 'Marktbericht' } }), subject, [
      kp('k1', 3600),
      kp('k2', 3800),
      offer('o1', 4000),
      offer('o2', 4400)
    ])
    expect(r.subgroups).toEqual([
      { priceType: 'transaction', n: 2, weightedMean: 3700 },
      { priceType: 'offer', n: 2, weightedMean: expect.closeTo(3780, 9), beforeDiscount: expect.closeTo(4200, 9) }
    ])
  })
})

describe('every fallback to factor 1 is named', () => {
  const condition: CategoricalTable = {
    id: 'z',
    name: 'Zustand',
    citation: 'GMB 2025',
    stichtag: '2025-01-01',
    model: 'M',
    example: false,
    scale: 'categorical',
    characteristic: 'condition',
    levels: [
      { level: 'good', k: 1 },
      { level: 'moderate', k: 0.95 }
    ]
  }
  const settings = settingsOf({
    index: {
      kind: 'official',
      name: 'HPI',
      publisher: 'Destatis',
      basePeriod: '2015 = 100',
      frequency: 'yearly',
      points: [
        { period: '2024', value: 100 },
        { period: '2025', value: 104 }
      ],
      citation: 'Destatis',
      retrievedAt: '2025-07-01'
    },
    tables: [condition],
    location: { method: 'landValueRatio', exponent: 1, reason: 'Bodenrichtwerte' }
  })
  const brw = { value: 900, zone: '1', stichtag: '2025-01-01', citation: 'BORIS' }
  const subj = subjectOf({ livingArea: 80, valuationDate: '2025-06-30', condition: 'good', landValue: brw })
  const full = { condition: 'good' as const, landValue: brw }

  it('no Vertragsdatum, no Bodenrichtwert, a level the table lacks, no Wohnfläche for Stellplatz: each with its column', () => {
    const r = computeGrid(settings, subj, [
      kp('k1', 4000, { ...full }),
      kp('k2', 4000, { ...full, priceDate: '' }),
      kp('k3', 4000, { ...full, landValue: null }),
      kp('k4', 4000, { ...full, condition: 'very_good' }),
      kp('k5', 4000, { ...full, parkingEuro: 15_000, livingArea: null, totalPrice: null })
    ])
    expect(r.issues).toContain('factor_one_fallback')
    const named = r.fallbacks.map((f) => [f.row, f.fallback, f.columns.map((c) => `${c.position}:${c.id}`)])
    expect(named).toEqual(
      expect.arrayContaining([
        ['time', 'no_price_date', ['2:k2']],
        ['location', 'no_land_value', ['3:k3']],
        ['condition', 'no_table_level', ['4:k4']],
        ['separateItems', 'no_living_area', ['5:k5']]
      ])
    )
    expect(named).toHaveLength(4)
    const clean = computeGrid(settings, subj, [kp('k1', 4000, { ...full })])
    expect(clean.issues).not.toContain('factor_one_fallback')
    expect(clean.fallbacks).toEqual([])
  })

  it('no index: a warning when prices lie more than a quarter from the Stichtag, none within one', () => {
    const plain = settingsOf()
    const spread = computeGrid(plain, subject, [
      kp('k1', 3000, { priceDate: '2019-03-01' }),
      kp('k2', 4000, { priceDate: '2025-05-01' }),
      kp('k3', 4200, { priceDate: '2025-03-30' })
    ])
    expect(spread.issues).toContain('no_time_adjustment')
    // 2019-03-01 to 2025-06-30: 75 whole months; 2025-03-30 to 2025-06-30: exactly three months, not more.
    expect(spread.unadjustedDates).toEqual({ count: 1, farthestMonths: 75 })
    const near = computeGrid(plain, subject, [kp('k1', 4000, { priceDate: '2025-03-30' })])
    expect(near.issues).not.toContain('no_time_adjustment')
    expect(computeGrid(plain, subject, [kp('k1', 4000, { priceDate: '2025-03-29' })]).unadjustedDates).toEqual({
      count: 1,
      farthestMonths: 3
    })
    expect(monthsBetween('2025-06-30', '2025-03-30')).toBe(3)
    // With an index the step adjusts; nothing is said.
    expect(computeGrid(settings, subj, [kp('k1', 3000, { ...full, priceDate: '2019-03-01' })]).issues).not.toContain(
      'no_time_adjustment'
    )
  })
})

describe('gross beside net adjustment', () => {
  it('+20 % and then −20 % are −4 % net and 44 % gross (4,000 → 4,800 → 3,840: 800 + 960 of 4,000): flagged beyond ±30 %', () => {
    const r = computeGrid(settingsOf(), subject, [
      kp('k1', 4000, {
        overrides: { condition: { pct: 20, reason: 'a' }, location: { pct: -20, reason: 'b' } }
      })
    ])
    const c = r.columns[0]
    expect(c.totalAdjustmentPct).toBeCloseTo(-4, 9)
    expect(c.grossAdjustmentPct).toBeCloseTo(44, 9)
    expect(c.largeAdjustment).toBe(true)
    expect(r.issues).toContain('large_adjustment')
    const small = computeGrid(settingsOf(), subject, [
      kp('k1', 4000, { overrides: { condition: { pct: 10, reason: 'a' }, location: { pct: -10, reason: 'b' } } })
    ]).columns[0]
    // 4,000 → 4,400 → 3,960: 400 + 440 of 4,000 = 21 % gross, −1 % net.
    expect(small.grossAdjustmentPct).toBeCloseTo(21, 9)
    expect(small.totalAdjustmentPct).toBeCloseTo(-1, 9)
    expect(small.largeAdjustment).toBe(false)
  })
})

describe('gross and net over random steps', () => {
  it('the signed steps add up to net, gross is their sum without signs and never below |net|', () => {
    const pct = fc.double({ min: -60, max: 60, noNaN: true })
    fc.assert(
      fc.property(pct, pct, pct, fc.double({ min: 0, max: 30, noNaN: true }), (a, b, l, discount) => {
        const col = offer('o1', 4000, {
          overrides: {
            condition: { pct: a, reason: 'a' },
            furnishing: { pct: b, reason: 'b' },
            location: { pct: l, reason: 'c' }
          }
        })
        const c = computeGrid(settingsOf({ offerDiscount: { pct: discount, reason: 'x' } }), subject, [col]).columns[0]
        const prices = [4000, ...c.cells.map((x) => x.price)]
        const steps = prices.slice(1).map((p, i) => ((p - prices[i]) / 4000) * 100)
        expect(steps.reduce((s, x) => s + x, 0)).toBeCloseTo(c.totalAdjustmentPct, 6)
        expect(c.grossAdjustmentPct).toBeCloseTo(
          steps.reduce((s, x) => s + Math.abs(x), 0),
          6
        )
        expect(c.grossAdjustmentPct).toBeGreaterThanOrEqual(Math.abs(c.totalAdjustmentPct) - 1e-9)
        expect(c.largeAdjustment).toBe(Math.max(Math.abs(c.totalAdjustmentPct), c.grossAdjustmentPct) > 30 + 1e-9)
      }),
      { seed: 44 }
    )
  })
})

describe('the interval of the mean at the stage of the value', () => {
  it('goes through living area, separate items, market adjustment, boG and rounding, and holds the value', () => {
    const settings = settingsOf({
      marketAdjustment: { kind: 'pct', amount: -5, reason: 'Nachfrage' },
      specialFeatures: [{ label: 'Instandhaltungsstau', euro: -20_000, reason: 'Kostenschätzung' }],
      rounding: { kind: 'step', step: 1000 }
    })
    const subj = subjectOf({ livingArea: 80, valuationDate: '2025-06-30', parkingEuro: 15_000 })
    const r = computeGrid(
      settings,
      subj,
      [3700, 3800, 3900, 4000, 3850].map((p, i) => kp(`k${i}`, p))
    )
    const ci = r.statistics!.confidenceInterval95!
    const chain = r.chain!
    const through = (perSqm: number) => roundBy((perSqm * 80 + 15_000) * 0.95 - 20_000, { kind: 'step', step: 1000 })
    expect(chain.interval95).toEqual({
      provisionalLow: ci.low * 80 + 15_000,
      provisionalHigh: ci.high * 80 + 15_000,
      low: through(ci.low),
      high: through(ci.high)
    })
    expect(chain.value).toBeGreaterThanOrEqual(chain.interval95!.low)
    expect(chain.value).toBeLessThanOrEqual(chain.interval95!.high)
    // The interval taken before the chain (× living area only) lies wholly above the value: the old comparison.
    expect(ci.low * 80).toBeGreaterThan(chain.value)
  })
})

describe('saved grids', () => {
  const check = TypeCompiler.Compile(GridState)
  it("a grid saved with the 2σ rule opens with Grubbs' test; the Würdigung is part of the saved column", () => {
    const grid = emptyGrid('address:x')
    grid.comparables = [{ ...kp('k1', 4000), outlierAssessment: 'Verkauf unter Verwandten (§ 9 Abs. 2)' }]
    const stored = JSON.parse(JSON.stringify({ ...grid, settings: { ...grid.settings, outlierRule: '2sigma' } }))
    expect(check.Check(stored)).toBe(false)
    const read = upgradeStoredGrid(stored) as typeof grid
    expect(check.Check(read)).toBe(true)
    expect(read.settings.outlierRule).toBe('grubbs')
    expect(read.comparables[0].outlierAssessment).toBe('Verkauf unter Verwandten (§ 9 Abs. 2)')
    // A grid without the field is read as before.
    expect(check.Check(grid)).toBe(true)
    expect(upgradeStoredGrid(grid)).toBe(grid)
  })
})
