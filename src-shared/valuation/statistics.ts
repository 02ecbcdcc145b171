// Statistics of the adjusted prices: weighted mean with the weighted standard deviation that belongs to it,
// median, Variationskoeffizient, the standard error and 95 % interval of the mean (Student's t). The
// outlier rules are in outliers.ts. Callers pass only the values that take part (weight > 0); nothing
// here depends on their order.
import type { GridStatistics } from './result-types'

export interface Weighted {
  value: number
  weight: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Quantile with linear interpolation between order statistics (Hyndman-Fan type 7, Excel's QUANTIL.INKL). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const h = (sorted.length - 1) * p
  const lo = Math.floor(h)
  const hi = Math.min(lo + 1, sorted.length - 1)
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo])
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let a = c[0]
  const t = z + 7.5
  for (let i = 1; i < 9; i++) a += c[i] / (z + i)
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a)
}

/** Regularized incomplete beta I_x(a, b) by its continued fraction (Lentz). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a)
  const tiny = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  d = Math.abs(d) < tiny ? tiny : d
  d = 1 / d
  let f = d
  for (let m = 1; m <= 300; m++) {
    for (const even of [true, false]) {
      const num = even
        ? (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))
        : -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))
      d = 1 + num * d
      d = Math.abs(d) < tiny ? tiny : d
      c = 1 + num / c
      c = Math.abs(c) < tiny ? tiny : c
      d = 1 / d
      f *= d * c
    }
    if (Math.abs(d * c - 1) < 1e-15) break
  }
  return (front * f) / a
}

/** P(T ≤ t) for Student's t with df degrees of freedom (df > 0, not necessarily whole). */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5)
  return t >= 0 ? 1 - tail : tail
}

/** The t with P(T ≤ t) = p, by bisection on the distribution function. */
export function studentTQuantile(p: number, df: number): number {
  let lo = -1e4
  let hi = 1e4
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (studentTCdf(mid, df) < p) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

export function weightedMean(items: readonly Weighted[]): number {
  const total = items.reduce((s, i) => s + i.weight, 0)
  return items.reduce((s, i) => s + i.weight * i.value, 0) / total
}

/**
 * Weighted standard deviation around the weighted mean with reliability weights:
 * √(Σw(x − x̄w)² / (V1 − V2/V1)), V1 = Σw, V2 = Σw². Equal weights give the sample SD (n − 1); scaling all
 * weights changes nothing. null for fewer than two values.
 */
export function weightedStandardDeviation(items: readonly Weighted[]): number | null {
  if (items.length < 2) return null
  const v1 = items.reduce((s, i) => s + i.weight, 0)
  const v2 = items.reduce((s, i) => s + i.weight * i.weight, 0)
  const mean = weightedMean(items)
  const denominator = v1 - v2 / v1
  if (!(denominator > 0)) return null
  return Math.sqrt(items.reduce((s, i) => s + i.weight * (i.value - mean) ** 2, 0) / denominator)
}

/** All statistics of GridStatistics over values that take part (every weight > 0); null for none. */
export function summarize(items: readonly Weighted[]): GridStatistics | null {
  if (items.length === 0) return null
  const values = items.map((i) => i.value)
  const totalWeight = items.reduce((s, i) => s + i.weight, 0)
  const effectiveN = totalWeight ** 2 / items.reduce((s, i) => s + i.weight * i.weight, 0)
  const mean = weightedMean(items)
  const sd = weightedStandardDeviation(items)
  const se = sd === null ? null : sd / Math.sqrt(effectiveN)
  const df = effectiveN - 1
  const t = se === null || !(df > 0) ? null : studentTQuantile(0.975, df)
  return {
    n: items.length,
    totalWeight,
    effectiveN,
    weightedMean: mean,
    weightedStandardDeviation: sd,
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    coefficientOfVariation: sd === null ? null : sd / mean,
    standardErrorOfMean: se,
    confidenceInterval95: se === null || t === null ? null : { low: mean - t * se, high: mean + t * se, t, df },
    singlePriceSpread: sd === null ? null : { low: mean - sd, high: mean + sd }
  }
}
