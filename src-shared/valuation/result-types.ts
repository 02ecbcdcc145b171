// What computeGrid answers: per column every step with its factor, price and inputs; the statistics
// over the included columns; the eliminated outliers; the § 24 chain to the rounded Vergleichswert; the
// second route beside it; what is missing and what the appraiser must look at.
import { OVERRIDABLE_ROWS, type PriceType, type OutlierRule, type RoundingRule } from './grid-types'

/** The steps of a column, in this order; rows whose setting is absent (no table, no location method) are left out of GridResult.rows. */
export const GRID_ROWS = [
  'price',
  'separateItems',
  'objectFeatures',
  'offerDiscount',
  'time',
  ...OVERRIDABLE_ROWS,
  'adjusted'
] as const
export type GridRowKey = (typeof GRID_ROWS)[number]

/** Why a step could not use data and made no adjustment (factor 1). Text key: valuation.words.fallback.<key>. */
export type CellFallback =
  | 'no_index'
  | 'no_index_value'
  | 'no_valuation_date'
  | 'no_price_date'
  | 'no_subject_value'
  | 'no_comparable_value'
  | 'no_table_level'
  | 'no_living_area'
  | 'no_land_value'
  | 'no_location_score'
  /** The offer states a Stellplatz or an Einbauküche, but no euro amount is entered for it. */
  | 'no_item_amount'

/** Time cell beyond the index's ends: the nearest point's value is held, and the cell says which. */
export interface Extrapolation {
  /** Which date lay beyond the series: the valuation date or the price's date. */
  date: 'valuation' | 'price'
  side: 'after_last' | 'before_first'
  /** The period whose value was held, e.g. "2024-Q2", and the date it stands for. */
  usedPeriod: string
  usedDate: string
}

export interface GridCell {
  row: GridRowKey
  /** price / previous price (1 for 'price' and 'adjusted'). */
  factor: number
  /** Additive steps (separateItems, objectFeatures): € per m² added (negative: taken out). */
  delta?: number
  /** € per m² after this step. */
  price: number
  /** The figures the step used, for "how was this computed" and the annex. */
  inputs: Record<string, number | string | boolean | null>
  /**
   * Text key of the step's basis (valuation.gridv.basis.<key>): e.g. 'offer_discount', 'not_an_offer',
   * 'index_official', 'index_vendor_asking', 'table', 'table_example', 'entered', 'land_value_ratio',
   * 'vendor_score', 'separate_items', 'price_offer', 'price_transaction', 'price_own_case', 'total'.
   */
  basis: string
  fallback?: CellFallback
  /** Time cell: each date that lay beyond the index's ends (the valuation date, the price's date, or both). */
  extrapolations?: Extrapolation[]
}

/** Why a column takes no part in the statistics. */
export type ColumnStatus = 'included' | 'weight_zero' | 'excluded' | 'outlier' | 'kept_against_rule'

export interface GridColumnResult {
  id: string
  label: string
  priceType: PriceType
  weight: number
  /** One per GridResult.rows, in that order. */
  cells: GridCell[]
  adjustedPrice: number
  /** (adjustedPrice / entered pricePerSqm − 1) × 100: every step together, the offer discount included. */
  totalAdjustmentPct: number
  /**
   * Σ |price after the step − price before it| / entered pricePerSqm × 100 over the same steps; the signed sum
   * of these is totalAdjustmentPct. +20 % and then −20 % give 20 + 24 = 44 % gross, where the net total is −4 %.
   */
  grossAdjustmentPct: number
  /** |totalAdjustmentPct| or grossAdjustmentPct > LARGE_ADJUSTMENT_PCT. */
  largeAdjustment: boolean
  status: ColumnStatus
  /** The appraiser's reason, for status 'excluded'. */
  excludedReason?: string
  /** Problems of this column's data; a column with any is left out (status 'excluded'). */
  problems: Array<'source_mismatch' | 'invalid_price' | 'invalid_weight'>
}

/** A column the outlier rule flags on its adjusted price; eliminated unless kept against the rule. */
export interface OutlierFinding {
  id: string
  label: string
  adjustedPrice: number
  rule: Exclude<OutlierRule, 'none'>
  /** grubbs: the step, the set tested at it, G and its critical value; tukey: the fences from the quartiles. */
  reason: OutlierReason
  /** The appraiser kept it in (GridComparable.keepAgainstOutlierRule). */
  kept: boolean
  /** The appraiser's Würdigung of the case (§ 9 (2) ImmoWertV), GridComparable.outlierAssessment; '' when none yet. */
  assessment: string
}

/** Why a rule flagged a price, in the figures that let a reader recompute it (outliers.ts). */
export type OutlierReason =
  | {
      rule: 'grubbs'
      /** The step (1, 2, …) at which this price was the most extreme one and taken out. */
      step: number
      /** Prices still in at that step, their mean and sample SD (n − 1). */
      n: number
      mean: number
      standardDeviation: number
      /** G = |price − mean| / SD at that step, and Rosner's critical value for it. */
      g: number
      critical: number
      /** The last step whose G exceeded its critical value: every price taken out up to it is an outlier. */
      decidingStep: number
      alpha: number
    }
  | {
      rule: 'tukey'
      q1: number
      q3: number
      iqr: number
      lowerFence: number
      upperFence: number
      side: 'below' | 'above'
    }

/** What the chosen outlier rule did, found or not: how many prices, whether it can flag at that n at all, its thresholds. */
export type OutlierTestInfo =
  | {
      rule: 'grubbs'
      n: number
      /** The smallest n at which the rule can flag anything; canFlag = n >= minimumN. */
      minimumN: number
      canFlag: boolean
      alpha: number
      /** At most this many prices may be taken out ((n − 1) / 2). */
      maxOutliers: number
      /** Every step of the test, the deciding one and those after it included. */
      steps: Array<{ n: number; mean: number; standardDeviation: number; g: number; critical: number }>
      /** Critical value of the first step and the largest G any n prices can reach ((n − 1) / √n). */
      firstCritical: number | null
      largestPossibleG: number | null
    }
  | {
      rule: 'tukey'
      n: number
      minimumN: number
      canFlag: boolean
      fences: { q1: number; q3: number; iqr: number; lowerFence: number; upperFence: number } | null
    }

/** How many of the included columns are of each price type. */
export interface KindCounts {
  transactions: number
  offers: number
  ownCases: number
}

/** One price type's included columns: their weighted mean adjusted price; offers also before the Angebotsabschlag. */
export interface SubgroupMean {
  priceType: PriceType
  n: number
  weightedMean: number
  /** Offers only: the weighted mean of their adjusted prices without the Angebotsabschlag. */
  beforeDiscount?: number
}

/** A step that made no adjustment (factor 1) for want of data, with the columns it happened in (1-based positions). */
export interface FallbackFinding {
  row: GridRowKey
  fallback: CellFallback
  columns: Array<{ id: string; label: string; position: number }>
}

/** Statistics of the adjusted prices per m² over the included columns only (weight > 0, not excluded, not eliminated). */
export interface GridStatistics {
  n: number
  totalWeight: number
  /** Kish's effective n, (Σw)² / Σw²; equals n with equal weights. */
  effectiveN: number
  weightedMean: number
  /** Weighted SD around the weighted mean: √(Σw(x − x̄w)² / (Σw − Σw²/Σw)); the sample SD (n − 1) with equal weights. null for n < 2. */
  weightedStandardDeviation: number | null
  median: number
  min: number
  max: number
  /** weightedStandardDeviation / weightedMean. */
  coefficientOfVariation: number | null
  /** Standard error of the weighted mean: SD / √effectiveN. */
  standardErrorOfMean: number | null
  /** 95 % confidence interval of the mean (Student's t, df = effectiveN − 1): the "Güte des Mittelwerts". */
  confidenceInterval95: { low: number; high: number; t: number; df: number } | null
  /** Weighted mean ± 1 SD: the spread of single adjusted prices, not the uncertainty of the value. */
  singlePriceSpread: { low: number; high: number } | null
}

/** What the § 24 chain rests on: the priceTypes of the included columns. */
export interface ChainBasis {
  /**
   * 'offers': all included columns are offers (Angebotsbasis); 'transactions': all are Kaufpreise;
   * 'own_cases': all are own cases (which may be earlier valuations, not Kaufpreise); 'mixed': more than one kind.
   */
  kind: 'offers' | 'mixed' | 'transactions' | 'own_cases'
  offers: number
  transactions: number
  ownCases: number
}

/** vorläufiger Vergleichswert → marktangepasst → ± boG → Vergleichswert (rounded by the stated rule). */
export interface ChainResult {
  basis: ChainBasis
  /** Weighted mean € per m² × subject living area. */
  perSqm: number
  livingArea: number
  /** The subject's Stellplatz and Einbauküche, added as euro amounts (taken out of the comparables' prices before). */
  separateItems: { parkingEuro: number; kitchenEuro: number }
  /** perSqm × livingArea + separate items. */
  provisional: number
  marketAdjustment: { kind: 'pct' | 'euro'; amount: number; euro: number; reason: string } | null
  marketAdjusted: number
  specialFeatures: Array<{ label: string; euro: number; reason: string }>
  specialFeaturesTotal: number
  /** marketAdjusted + specialFeaturesTotal, before rounding. */
  unrounded: number
  rounding: RoundingRule
  /** The Vergleichswert (on offers: vorläufiger Vergleichswert (Angebotsbasis) until the basis is transactions). */
  value: number
  /**
   * The 95 % interval of the mean carried through the same chain (× living area + separate items, the
   * market adjustment, the boG, the rounding rule), so that it stands at the stage of `value`; null without one.
   */
  interval95: { provisionalLow: number; provisionalHigh: number; low: number; high: number } | null
}

export interface SecondRouteResult {
  kind: 'vergleichsfaktor' | 'immobilienrichtwert'
  name: string
  valuePerSqm: number
  /** Each conversion step: the table used, k of the subject and of the reference, the factor. */
  steps: Array<{
    characteristic: string
    table: string
    subject: number | string
    reference: number | string
    kSubject: number
    kReference: number
    factor: number
    example: boolean
  }>
  /** Characteristics the reference names but the subject lacks (not converted). */
  skipped: string[]
  time: { factor: number; indexAtStichtag: number; indexAtValuation: number; extrapolations: Extrapolation[] } | null
  convertedPerSqm: number
  /** convertedPerSqm × subject living area + the subject's separate items. */
  value: number
  /** Compared with the grid's marktangepasster vorläufiger Vergleichswert (same stage: before boG and rounding). */
  comparedWith: number | null
  differenceEuro: number | null
  /** (value − comparedWith) / comparedWith × 100. */
  differencePct: number | null
}

/** Subject inputs the arithmetic needs but does not have. Text key valuation.gridv.missing.<key>. */
export type MissingInput = 'livingArea' | 'valuationDate' | 'subjectLandValue' | 'subjectLocationScore'

/** Text key valuation.gridv.issues.<key>. */
export type GridIssue =
  | 'no_comparables'
  | 'no_included_comparables'
  | 'below_minimum_count'
  | 'weights_need_justification'
  | 'invalid_weight'
  | 'large_adjustment'
  | 'index_extrapolated'
  /** Index points whose period is not written after the series' frequency (or whose value is not positive): not used. */
  | 'index_bad_periods'
  | 'offer_basis'
  | 'example_tables'
  | 'discount_needs_reason'
  | 'market_adjustment_needs_reason'
  | 'special_feature_needs_reason'
  | 'source_mismatch'
  | 'too_many_columns'
  /** Fewer prices than the chosen outlier rule needs to flag anything: it was applied but cannot fire. */
  | 'outlier_rule_cannot_flag'
  /** An eliminated (or kept) outlier without the appraiser's Würdigung. */
  | 'outlier_needs_assessment'
  /** A step fell back to factor 1 for want of data (GridResult.fallbacks names which). */
  | 'factor_one_fallback'
  /** No index chosen while prices are dated more than a quarter away from the Stichtag (GridResult.undatedSpread). */
  | 'no_time_adjustment'
  /** A location rule (its exponent or per-score-point factor, preset or typed) without a reason. */
  | 'location_needs_reason'
  /** An offer states a Stellplatz or Einbauküche, and no euro amount is entered for it. */
  | 'item_amount_missing'
  /** The stated euro amounts for offers' Stellplatz / Einbauküche are used without a reason. */
  | 'item_amount_needs_reason'
  /** A comparable's besonderes objektspezifisches Grundstücksmerkmal in euros without a reason. */
  | 'object_feature_needs_reason'
  /** The second route converts with a table taken over from the grid (same table, same source), not its own. */
  | 'second_route_grid_tables'

export interface GridResult {
  /** The rows in use, in order; every column's cells follow it. */
  rows: GridRowKey[]
  columns: GridColumnResult[]
  statistics: GridStatistics | null
  outliers: OutlierFinding[]
  chain: ChainResult | null
  secondRoute: SecondRouteResult | null
  missing: MissingInput[]
  issues: GridIssue[]
  /** The included columns by price type, and each type's mean (to reason the Angebotsabschlag). */
  counts: KindCounts
  subgroups: SubgroupMean[]
  /** What the outlier rule did; null for rule 'none'. */
  outlierTest: OutlierTestInfo | null
  /** Every step that fell back to factor 1, by row and reason, over the columns that take part. */
  fallbacks: FallbackFinding[]
  /** No index chosen: the included prices dated more than a quarter from the Stichtag, and the farthest in months. */
  unadjustedDates: { count: number; farthestMonths: number } | null
}
