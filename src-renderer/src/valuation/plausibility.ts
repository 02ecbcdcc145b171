// The plausibility panel's rows: every value for the subject in euros, with its difference from the
// reference (the grid's comparison value when there is one, else the median of the values).
export interface PlausibilityInput {
  label: string
  value: number
  /** Words for the uncertainty: a confidence, a range, or the basis of a figure. */
  uncertainty: string
  kind: 'quick' | 'grid' | 'market'
}
export interface PlausibilityRow extends PlausibilityInput {
  /** Per cent above (+) or below (−) the reference; null for the reference itself. */
  differencePct: number | null
}

export function plausibilityRows(values: PlausibilityInput[]): {
  rows: PlausibilityRow[]
  reference: 'grid' | 'median' | null
} {
  const finite = values.filter((v) => Number.isFinite(v.value) && v.value > 0)
  if (finite.length === 0) return { rows: [], reference: null }
  const grid = finite.find((v) => v.kind === 'grid')
  const sorted = finite.map((v) => v.value).sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  const ref = grid ? grid.value : median
  return {
    rows: finite.map((v) => ({ ...v, differencePct: v === grid ? null : ((v.value - ref) / ref) * 100 })),
    reference: grid ? 'grid' : 'median'
  }
}
