// The outlier rules over the adjusted prices, each named for what it is and each saying whether it can
// flag anything at the n it was given:
// - Grubbs' test in its generalised form for several outliers (generalised ESD after Rosner 1983): the
//   most extreme price is taken out step by step, at each step G = |x − x̄| / s over the prices still in,
//   against Rosner's critical value λ from Student's t at α = 5 %; the outliers are those taken out up to
//   the last step whose G exceeds λ, so two high prices that hide each other from a single test (masking)
//   are both found. It needs n ≥ 3 and may take out at most (n − 1) / 2 prices, never the majority.
// - Tukey's fences (Q1 − 1.5 IQR, Q3 + 1.5 IQR, quartiles of type 7): with three prices the fences always
//   hold every price, so it can flag only from n = 4.
// Both judge the unweighted prices (their thresholds assume equally weighted values). Nothing here depends
// on the order of the items.
import { GRUBBS_ALPHA, TUKEY_K } from './limits'
import type { OutlierReason, OutlierTestInfo } from './result-types'
import { quantile, studentTQuantile } from './statistics'

export interface Tested<Id> {
  id: Id
  value: number
}

export interface OutlierTest<Id> {
  id: Id
  reason: OutlierReason
}

/** The smallest n at which each rule can flag a price at all. */
export const OUTLIER_RULE_MINIMUM_N = { grubbs: 3, tukey: 4 } as const

/** Rosner's critical value λ for step i (1-based) of n prices: (n − i) t / √((n − i − 1 + t²)(n − i + 1)), t = t(1 − α / (2(n − i + 1)); n − i − 1). */
export function esdCritical(n: number, i: number, alpha: number = GRUBBS_ALPHA): number {
  const left = n - i + 1
  const df = n - i - 1
  const t = studentTQuantile(1 - alpha / (2 * left), df)
  return ((n - i) * t) / Math.sqrt((df + t * t) * left)
}

/** How many prices the generalised test may take out at most: (n − 1) / 2, rounded down. */
export const esdMaxOutliers = (n: number): number => Math.max(0, Math.floor((n - 1) / 2))

function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1))
  return { mean, sd }
}

interface EsdStep<Id> {
  id: Id
  value: number
  n: number
  mean: number
  sd: number
  g: number
  critical: number
}

function esdSteps<Id>(items: ReadonlyArray<Tested<Id>>, alpha: number): Array<EsdStep<Id>> {
  const n = items.length
  // Sorted by value so that equal distances are broken the same way whatever the columns' order.
  const left = [...items].sort((a, b) => a.value - b.value)
  const steps: Array<EsdStep<Id>> = []
  for (let i = 1; i <= esdMaxOutliers(n); i++) {
    const { mean, sd } = meanSd(left.map((x) => x.value))
    if (!(sd > 0)) break
    let at = 0
    for (let k = 1; k < left.length; k++) if (Math.abs(left[k].value - mean) >= Math.abs(left[at].value - mean)) at = k
    const [x] = left.splice(at, 1)
    steps.push({
      id: x.id,
      value: x.value,
      n: left.length + 1,
      mean,
      sd,
      g: Math.abs(x.value - mean) / sd,
      critical: esdCritical(n, i, alpha)
    })
  }
  return steps
}

/** What a rule did with the prices it was given, found or not: n, whether it can flag at this n, its thresholds. */
export function outlierTestOf<Id>(
  items: ReadonlyArray<Tested<Id>>,
  rule: 'none' | 'grubbs' | 'tukey',
  alpha: number = GRUBBS_ALPHA
): { findings: Array<OutlierTest<Id>>; info: OutlierTestInfo | null } {
  if (rule === 'none') return { findings: [], info: null }
  const n = items.length
  const minimumN = OUTLIER_RULE_MINIMUM_N[rule]
  const canFlag = n >= minimumN
  if (rule === 'grubbs') {
    const base = { rule, n, minimumN, canFlag, alpha, maxOutliers: esdMaxOutliers(n) }
    if (!canFlag) return { findings: [], info: { ...base, steps: [], firstCritical: null, largestPossibleG: null } }
    const steps = esdSteps(items, alpha)
    let deciding = 0
    steps.forEach((s, i) => {
      if (s.g > s.critical) deciding = i + 1
    })
    const findings = steps.slice(0, deciding).map((s, i) => ({
      id: s.id,
      reason: {
        rule: 'grubbs' as const,
        step: i + 1,
        n: s.n,
        mean: s.mean,
        standardDeviation: s.sd,
        g: s.g,
        critical: s.critical,
        decidingStep: deciding,
        alpha
      }
    }))
    return {
      findings,
      info: {
        ...base,
        steps: steps.map((s) => ({ n: s.n, mean: s.mean, standardDeviation: s.sd, g: s.g, critical: s.critical })),
        firstCritical: esdCritical(n, 1, alpha),
        largestPossibleG: (n - 1) / Math.sqrt(n)
      }
    }
  }
  if (!canFlag) return { findings: [], info: { rule, n, minimumN, canFlag, fences: null } }
  const values = items.map((i) => i.value)
  const q1 = quantile(values, 0.25)
  const q3 = quantile(values, 0.75)
  const iqr = q3 - q1
  const lowerFence = q1 - TUKEY_K * iqr
  const upperFence = q3 + TUKEY_K * iqr
  const findings = items
    .filter((i) => i.value < lowerFence || i.value > upperFence)
    .map((i) => ({
      id: i.id,
      reason: {
        rule: 'tukey' as const,
        q1,
        q3,
        iqr,
        lowerFence,
        upperFence,
        side: i.value < lowerFence ? ('below' as const) : ('above' as const)
      }
    }))
  return { findings, info: { rule, n, minimumN, canFlag, fences: { q1, q3, iqr, lowerFence, upperFence } } }
}

/** The prices the rule flags (see outlierTestOf for what it did). */
export function findOutliers<Id>(
  items: ReadonlyArray<Tested<Id>>,
  rule: 'none' | 'grubbs' | 'tukey'
): Array<OutlierTest<Id>> {
  return outlierTestOf(items, rule).findings
}
