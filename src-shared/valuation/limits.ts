// Limits and defaults of the comparison grid, free of TypeBox so the screen can state them before an import.

/** Columns one grid holds; the screen says so before an import that would exceed it. */
export const GRID_MAX_COLUMNS = 500
/** Below this many included Kaufpreise the result carries a warning (ImmoWertA: a handful at least); offers and own cases do not count. */
export const DEFAULT_MINIMUM_COUNT = 5
/** A comparable whose adjustments together exceed ± this per cent is flagged as doubtful. */
export const LARGE_ADJUSTMENT_PCT = 30
/** Tukey's fences: quartiles ∓ this many interquartile ranges. */
export const TUKEY_K = 1.5
/** Significance level of Grubbs' test (generalised ESD): 5 %, two-sided. */
export const GRUBBS_ALPHA = 0.05
/** Coefficient tables per grid and points per table. */
export const GRID_MAX_TABLES = 40
export const TABLE_MAX_POINTS = 50
export const GRID_MAX_SPECIAL_FEATURES = 30
export const INDEX_MAX_POINTS = 1000
