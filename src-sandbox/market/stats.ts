// Order statistics used by the price filter and the development series. Quantiles use linear
// interpolation between closest ranks (the "R-7" definition: numpy's and Excel's default).

/** Quantile q in [0, 1] of an ascending-sorted array; null when empty. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number | null {
  const n = sorted.length
  if (n === 0) return null
  const h = (n - 1) * q
  const lo = Math.floor(h)
  const hi = Math.min(n - 1, lo + 1)
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo])
}

export function median(values: number[]): number | null {
  const sorted = Float64Array.from(values).sort()
  return quantileSorted(sorted, 0.5)
}

export function mean(values: ArrayLike<number>): number | null {
  if (values.length === 0) return null
  let s = 0
  for (let i = 0; i < values.length; i++) s += values[i]
  return s / values.length
}

export const round2 = (x: number): number => Math.round(x * 100) / 100
