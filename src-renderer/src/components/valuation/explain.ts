// "How was this cell computed": the step's arithmetic and the inputs it used, in words.
import type { GridCell } from '@shared/valuation/comparison-grid'

type T = (key: string, params?: Record<string, unknown>) => string
interface Fmt {
  number(v: number, digits?: number): string
  date(v: string): string
}

export function explainCell(cell: GridCell, previous: number | null, t: T, fmt: Fmt): string {
  const i = cell.inputs
  const n = (v: unknown, d = 2) => (typeof v === 'number' ? fmt.number(v, d) : String(v ?? '–'))
  const arithmetic = previous === null ? '' : `${n(previous)} × ${n(cell.factor, 4)} = ${n(cell.price)}`
  if (cell.fallback) return `${t(`valuation.grid.fallback.${cell.fallback}`)}${arithmetic ? `; ${arithmetic}` : ''}`
  switch (cell.row) {
    case 'offerPrice':
      return `${n(i.pricePerSqm)} €/m²`
    case 'offerDiscount':
      return `(1 − ${n(i.pct, 1)} %) → ${arithmetic}${i.reason ? `; ${String(i.reason)}` : ''}`
    case 'time':
      return `${String(i.index)}: ${n(i.indexAtValuation)} (${fmt.date(String(i.valuationDate))}) / ${n(i.indexAtOffer)} (${fmt.date(String(i.offerDate))}) → ${arithmetic}`
    case 'livingArea':
    case 'buildingYear':
      return `${String(i.table)}: k(${n(i.subject, 0)}) ${n(i.kSubject, 3)} / k(${n(i.comparable, 0)}) ${n(i.kComparable, 3)} → ${arithmetic}; ${String(i.source)}`
    case 'condition':
      return `(1 + ${n(i.pct, 1)} %) → ${arithmetic}`
    case 'location':
      return i.entered !== undefined
        ? `(1 + ${n(i.entered, 1)} %) → ${arithmetic}`
        : `(${n(i.subjectScore, 2)} − ${n(i.comparableScore, 2)}) × ${n(i.pctPerScore, 1)} % = ${n(i.pct, 2)} % → ${arithmetic}`
    case 'adjusted':
      return `${t('valuation.grid.factor', { factor: n(i.factor, 4) })} → ${n(cell.price)} €/m²`
  }
}
