// The annex's words for what the grid found beside its figures: the included prices by kind and each
// kind's mean, what the outlier rule did at this n (or that it cannot flag), the Würdigung of each
// flagged comparable, the steps that fell back to factor 1, net and gross adjustment, and the figures
// the notes name. The same words as on screen (grid-words.ts), framed for paper.
import type { GridState } from '@shared/valuation/grid-types'
import { LARGE_ADJUSTMENT_PCT } from '@shared/valuation/limits'
import type { GridColumnResult, GridResult } from '@shared/valuation/result-types'
import { countsWords, fallbackWords, grossWords, outlierTestWords, subgroupWords } from '../grid/grid-words'

/** The annex's words and numbers (annex-sections.ts's AnnexWords, of which these need two). */
interface AnnexWords {
  t: (key: string, params?: Record<string, unknown>) => string
  n: (value: number, digits?: number) => string
}

const eur = (w: AnnexWords) => (v: number) => w.n(v, 2)

/** "6 (4 Kaufpreise, 2 Angebote, 0 eigene Fälle)" for the statistics' n. */
export function countsLine(result: GridResult, w: AnnexWords): string {
  return `${result.statistics?.n ?? 0} (${countsWords(result.counts, w.t)})`
}

/** Each price type's mean and the gap between Kaufpreise and offers without their discount (two kinds or more). */
export function subgroupParagraphs(grid: GridState, result: GridResult, w: AnnexWords): string[] {
  if (result.subgroups.length < 2) return []
  return [
    w.t('annex.stats.subgroupsTitle'),
    ...subgroupWords(result.subgroups, grid.settings.offerDiscount.pct, w.t, eur(w), w.n)
  ]
}

/** What the outlier rule did at this n, with its thresholds, or that it cannot flag at this n. */
export function outlierTestParagraphs(result: GridResult, w: AnnexWords): string[] {
  return result.outlierTest ? [outlierTestWords(result.outlierTest, w.t, eur(w), w.n)] : []
}

/** The appraiser's Würdigung of a flagged comparable, or that it is still missing. */
export function assessmentWords(result: GridResult, id: string, w: AnnexWords): string {
  const text = result.outliers.find((o) => o.id === id)?.assessment.trim() ?? ''
  return text || w.t('annex.stats.noAssessment')
}

/** A column's total adjustment, net and gross, marked when either exceeds ±30 %. */
export function adjustmentWords(r: GridColumnResult, w: AnnexWords): string {
  const text = grossWords(r.totalAdjustmentPct, r.grossAdjustmentPct, w.t, w.n)
  return r.largeAdjustment ? w.t('annex.largeBoth', { text, pct: LARGE_ADJUSTMENT_PCT }) : text
}

/** Which steps the net and gross totals count, and the ±30 % check on both. */
export const grossRuleParagraph = (w: AnnexWords): string =>
  w.t('valuation.words.grossRule', { pct: LARGE_ADJUSTMENT_PCT })

/** The figures the notes name (counts, minimum, the rule's n, the months without time adjustment). */
export function issueParams(grid: GridState, result: GridResult, w: AnnexWords): Record<string, unknown> {
  return {
    min: grid.settings.minimumCount,
    n: result.counts.transactions,
    counts: countsWords(result.counts, w.t),
    pct: LARGE_ADJUSTMENT_PCT,
    tested: result.outlierTest?.n ?? 0,
    minimumN: result.outlierTest?.minimumN ?? 0,
    count: result.unadjustedDates?.count ?? 0,
    months: result.unadjustedDates?.farthestMonths ?? 0
  }
}

/** One line per step that fell back to factor 1, naming its row, the reason and the comparables (by number). */
export function fallbackParagraphs(result: GridResult, w: AnnexWords): string[] {
  return result.fallbacks.map((f) => fallbackWords(f, w.t, (row) => w.t(`annex.row.${row}`)))
}
