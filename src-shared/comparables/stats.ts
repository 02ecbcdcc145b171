// Statistics over the comparables an appraiser keeps: the outlier rule (Tukey fences on price per m²)
// and the summary (count, median, mean, standard deviation, coefficient of variation, and the value
// they imply for the subject's living area). Pure functions, used by main (saved sets) and the renderer.

/** Quantile by linear interpolation between order statistics (Hyndman-Fan type 7, as in R and Excel's QUANTIL.INKL). */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const n = sorted.length
  if (n === 0) return Number.NaN
  const h = (n - 1) * Math.min(1, Math.max(0, p))
  const lo = Math.floor(h)
  const hi = Math.min(n - 1, lo + 1)
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!)
}

export const sortedNumbers = (values: Iterable<number>): number[] =>
  [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b)

export interface Fences {
  /** Multiple of the interquartile range, 1.5 by Tukey's rule. */
  k: number
  q1: number
  q3: number
  iqr: number
  lower: number
  upper: number
}

/** Tukey's fences: values below q1 - k·IQR or above q3 + k·IQR are outliers. Null for fewer than 4 values. */
export function tukeyFences(values: Iterable<number>, k = 1.5): Fences | null {
  const s = sortedNumbers(values)
  if (s.length < 4) return null
  const q1 = quantileSorted(s, 0.25)
  const q3 = quantileSorted(s, 0.75)
  const iqr = q3 - q1
  return { k, q1, q3, iqr, lower: q1 - k * iqr, upper: q3 + k * iqr }
}

export const isOutside = (value: number, fences: Fences | null): boolean =>
  fences !== null && Number.isFinite(value) && (value < fences.lower || value > fences.upper)

export interface Summary {
  count: number
  median: number | null
  mean: number | null
  /** Sample standard deviation (n - 1); null below 2 values. */
  sd: number | null
  /** sd / mean; null below 2 values or with a mean of 0. */
  cv: number | null
  min: number | null
  max: number | null
  q1: number | null
  q3: number | null
  /** median price per m² × the subject's living area; null without a living area or values. */
  impliedValue: number | null
  /** q1 and q3 price per m² × living area: the middle half of the kept offers, applied to the subject. */
  impliedRange: { low: number; high: number } | null
}

/** Summary of prices per m² (non-finite values skipped) and the value implied for `livingArea` m². */
export function summarize(pricesPerSqm: Iterable<number>, livingArea?: number | null): Summary {
  const s = sortedNumbers(pricesPerSqm)
  const n = s.length
  if (n === 0) {
    return {
      count: 0,
      median: null,
      mean: null,
      sd: null,
      cv: null,
      min: null,
      max: null,
      q1: null,
      q3: null,
      impliedValue: null,
      impliedRange: null
    }
  }
  let sum = 0
  for (const v of s) sum += v
  const mean = sum / n
  let sq = 0
  for (const v of s) sq += (v - mean) ** 2
  const sd = n > 1 ? Math.sqrt(sq / (n - 1)) : null
  const median = quantileSorted(s, 0.5)
  const q1 = quantileSorted(s, 0.25)
  const q3 = quantileSorted(s, 0.75)
  const area = livingArea != null && Number.isFinite(livingArea) && livingArea > 0 ? livingArea : null
  return {
    count: n,
    median,
    mean,
    sd,
    cv: sd !== null && mean !== 0 ? sd / Math.abs(mean) : null,
    min: s[0]!,
    max: s[n - 1]!,
    q1,
    q3,
    impliedValue: area === null ? null : median * area,
    impliedRange: area === null ? null : { low: q1 * area, high: q3 * area }
  }
}

/** The appraiser's mark on an offer, as far as the kept count reads it. */
export type KeptMark = { pinned?: boolean; excludedReason?: string } | undefined

/** The outlier rule's fences: over the prices per m² of the offers not excluded; null when the rule is off. */
export function keptFences(
  offers: readonly { id: string; pricePerSqm: number | undefined }[],
  marks: Readonly<Record<string, KeptMark>>,
  hideOutliers: boolean
): Fences | null {
  return hideOutliers
    ? tukeyFences(offers.filter((o) => !marks[o.id]?.excludedReason).map((o) => o.pricePerSqm ?? Number.NaN))
    : null
}

/** An outlier by the rule: outside the fences and not pinned (a pinned offer is the appraiser's explicit choice). */
export const isOutlier = (o: { pricePerSqm: number | undefined }, mark: KeptMark, fences: Fences | null): boolean =>
  !mark?.pinned && o.pricePerSqm !== undefined && isOutside(o.pricePerSqm, fences)

/**
 * The offers the statistics stand on, one rule for the screen, the saved set's list row, the library and
 * the PDFs: not excluded, not ended, and not an outlier while the outlier rule is on.
 */
export function countKept(
  offers: readonly { id: string; pricePerSqm: number | undefined }[],
  marks: Readonly<Record<string, KeptMark>>,
  hideOutliers: boolean,
  endedIds: ReadonlySet<string>
): number {
  const fences = keptFences(offers, marks, hideOutliers)
  let n = 0
  for (const o of offers)
    if (!marks[o.id]?.excludedReason && !endedIds.has(o.id) && !isOutlier(o, marks[o.id], fences)) n++
  return n
}
