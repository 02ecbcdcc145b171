// A figure's class from ascending bounds: the first class whose bound the value lies below, else the
// last. The answers' class enums (src-shared/api/enums.ts) name the classes.

/** `labels` has one more entry than `bounds`; NaN falls into the last class. */
export function classOf<L>(value: number, bounds: readonly number[], labels: readonly L[]): L {
  let k = 0
  while (k < bounds.length && !(value < bounds[k])) k++
  return labels[k]
}

/** Household income classes, EUR a month (IncomePerHouseholdClasses; the block's income labels). */
export const INCOME_BOUNDS = [1500, 2500, 3500, 4500]
