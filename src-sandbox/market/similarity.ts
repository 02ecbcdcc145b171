// Similarity of an offer to a reference property (offers/search referenceProperty), in 0..1.
//
// For each field the reference gives, a distance d: living area, land area and price on a log scale
// (d = ln(offer / reference) / 0.25, so 25 % larger or 22 % smaller is d = 1), building year in
// 15-year steps (d = years apart / 15). score = exp(-(d1² + ... + dk²) / (2k)): 1 when every field is
// identical, falling strictly as any field moves away, averaged over the fields so references with
// more fields are not penalised. The offer's price is its sale price or its monthly net rent.
// No score when the reference gives no usable field or the offer lacks one of the reference's fields.
import type { MarketColumns } from './types'
import { MISSING_INT } from './types'

export interface ReferenceProperty {
  livingArea?: number
  buildingYear?: number
  landArea?: number
  price?: number
}

export const LOG_SCALE = 0.25
export const YEAR_SCALE = 15

export function similarityScorer(
  cols: MarketColumns,
  ref: ReferenceProperty
): ((i: number) => number | undefined) | null {
  const { livingArea, landArea, price, buildingYear } = ref
  const useArea = livingArea !== undefined && livingArea > 0
  const useLand = landArea !== undefined && landArea > 0
  const usePrice = price !== undefined && price > 0
  const useYear = buildingYear !== undefined
  const k = (useArea ? 1 : 0) + (useLand ? 1 : 0) + (usePrice ? 1 : 0) + (useYear ? 1 : 0)
  if (k === 0) return null
  const lnArea = useArea ? Math.log(livingArea) : 0
  const lnLand = useLand ? Math.log(landArea) : 0
  const lnPrice = usePrice ? Math.log(price) : 0
  return (i) => {
    let sum = 0
    if (useArea) {
      const d = (Math.log(cols.livingArea[i]) - lnArea) / LOG_SCALE
      sum += d * d
    }
    if (useLand) {
      const v = cols.landArea[i]
      if (!(v > 0)) return undefined
      const d = (Math.log(v) - lnLand) / LOG_SCALE
      sum += d * d
    }
    if (usePrice) {
      const d = (Math.log(cols.price[i]) - lnPrice) / LOG_SCALE
      sum += d * d
    }
    if (useYear) {
      const y = cols.buildingYear[i]
      if (y === MISSING_INT) return undefined
      const d = (y - buildingYear) / YEAR_SCALE
      sum += d * d
    }
    return Math.exp(-sum / (2 * k))
  }
}
