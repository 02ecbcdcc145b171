// What offers/search and price_filter match offers by alike: bounds, and the equipment rule.
import type { MarketColumns } from './types'

/** Whether `v` lies below `min` or above `max` (a NaN value does not). */
export const outside = (v: number, min: number, max: number): boolean => v < min || v > max

/**
 * The equipment rule of offers/search and price_filter: furnished and subsidised false (the default)
 * leave out the offers marked so and true keeps only those; first occupancy true keeps only
 * first-occupancy offers, false does not filter.
 */
export function equipmentMatcher(
  c: MarketColumns,
  rule: { furnished: boolean; subsidized: boolean; firstOccupancy: boolean }
): (i: number) => boolean {
  const { furnished: cFurnished, subsidized: cSubsidized, firstOccupancy: cFirst } = c
  const { furnished, subsidized, firstOccupancy } = rule
  return (i) =>
    (cFurnished[i] === 1) === furnished && (cSubsidized[i] === 1) === subsidized && (!firstOccupancy || cFirst[i] === 1)
}
