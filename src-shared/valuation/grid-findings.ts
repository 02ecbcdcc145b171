// What the grid says beside its figures: every step that fell back to factor 1 for want of data (named by
// row, reason and column), prices left unadjusted in time when no index is chosen although they lie more
// than a quarter away from the Stichtag, and the mean of each price type (Kaufpreise against Angebote, to
// reason the Angebotsabschlag).
import type { GridComparable, GridSettings, GridSubject } from './grid-types'
import type { FallbackFinding, GridColumnResult, SubgroupMean } from './result-types'
import { weightedMean } from './statistics'

/** "No index" is said once as a warning of its own (no_time_adjustment), not as a fallback per column. */
const NOT_PER_COLUMN = new Set(['no_index', 'no_valuation_date'])

/** Every cell with factor 1 for want of data, grouped by row and reason, in the grid's order of rows and columns. */
export function fallbacksOf(columns: readonly GridColumnResult[], all: readonly GridColumnResult[]): FallbackFinding[] {
  const groups = new Map<string, FallbackFinding>()
  const position = new Map(all.map((c, i) => [c.id, i + 1]))
  for (const col of columns)
    for (const cell of col.cells) {
      if (!cell.fallback || NOT_PER_COLUMN.has(cell.fallback)) continue
      const key = `${cell.row}|${cell.fallback}`
      const group = groups.get(key) ?? { row: cell.row, fallback: cell.fallback, columns: [] }
      group.columns.push({ id: col.id, label: col.label, position: position.get(col.id) ?? 0 })
      groups.set(key, group)
    }
  return [...groups.values()]
}

/** Whole months from one YYYY-MM-DD to another, as a calendar counts them (days decide the last one). */
export function monthsBetween(a: string, b: string): number {
  const [from, to] = a <= b ? [a, b] : [b, a]
  const [y1, m1, d1] = from.split('-').map(Number)
  const [y2, m2, d2] = to.split('-').map(Number)
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0)
}

/** More than a quarter apart: at least three whole months and a day more. */
const beyondQuarter = (a: string, b: string) => {
  const months = monthsBetween(a, b)
  if (months > 3) return true
  if (months < 3) return false
  const [from, to] = a <= b ? [a, b] : [b, a]
  return to.slice(8) !== from.slice(8)
}

/** With no index chosen: how many included prices lie more than a quarter from the Stichtag, and the farthest. */
export function unadjustedDatesOf(
  settings: GridSettings,
  subject: GridSubject,
  included: readonly GridColumnResult[],
  byId: ReadonlyMap<string, GridComparable>
): { count: number; farthestMonths: number } | null {
  const stichtag = subject.valuationDate
  if (settings.index || !stichtag) return null
  const far = included
    .map((c) => byId.get(c.id)?.priceDate ?? '')
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && beyondQuarter(d, stichtag))
  if (far.length === 0) return null
  return { count: far.length, farthestMonths: Math.max(...far.map((d) => monthsBetween(d, stichtag))) }
}

/** Each price type's included columns and their weighted mean; offers also without the Angebotsabschlag. */
export function subgroupsOf(included: readonly GridColumnResult[]): SubgroupMean[] {
  const out: SubgroupMean[] = []
  for (const priceType of ['transaction', 'offer', 'own_case'] as const) {
    const cols = included.filter((c) => c.priceType === priceType && c.weight > 0)
    if (cols.length === 0) continue
    const group: SubgroupMean = {
      priceType,
      n: cols.length,
      weightedMean: weightedMean(cols.map((c) => ({ value: c.adjustedPrice, weight: c.weight })))
    }
    if (priceType === 'offer')
      group.beforeDiscount = weightedMean(
        cols.map((c) => {
          const discount = c.cells.find((x) => x.row === 'offerDiscount')
          return { value: c.adjustedPrice / (discount && discount.factor > 0 ? discount.factor : 1), weight: c.weight }
        })
      )
    out.push(group)
  }
  return out
}
