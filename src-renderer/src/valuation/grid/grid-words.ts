// The grid's cells and steps in words: values named by their row (the date and the price named by the
// column's price type, the vendor's score labelled as such), and how a step was computed.
import { DASH } from '../../kit/format'
import { PRICE_DATE_KIND } from '@shared/valuation/comparison-grid'
import type { GridComparable } from '@shared/valuation/grid-types'
import type { ChainBasis, GridCell, OutlierFinding } from '@shared/valuation/result-types'
import type { InputRow } from './grid-rows'

export interface Words {
  t: (key: string, params?: Record<string, unknown>) => string
  fmt: { number: (n: number, digits?: number) => string; date: (d: string) => string }
}

const EURO_ROWS = new Set(['parkingEuro', 'kitchenEuro', 'landValue'])
/** Years are written without groups: 2016, not 2.016. */
const YEAR_ROWS = new Set(['buildingYear', 'modernisationYear'])

export function cellText(
  row: InputRow,
  value: string | number | boolean | null,
  column: GridComparable | null,
  { t, fmt }: Words
): string {
  // An offer that states a Stellplatz or Einbauküche without an amount of its own: the grid's amount applies.
  if (
    value === null &&
    column &&
    (row.key === 'parkingEuro' ? column.hasParking : row.key === 'kitchenEuro' && column.hasKitchen)
  )
    return t('valuation.tablesv.items.flagged')
  if (value === null || value === '') return DASH
  if (row.key === 'priceType') return t(`valuation.words.priceType.${value}`)
  if (row.key === 'priceDate' && column) return `${dateKindWords(column.priceType, t)} ${fmt.date(String(value))}`
  if (row.key === 'pricePerSqm' && column)
    return `${t(`valuation.gridv.priceKind.${column.priceType}`)} ${fmt.number(Number(value), 2)} €`
  if (row.key === 'locationScore') {
    const vendor = column ? column.locationScore?.source : null
    return `${fmt.number(Number(value), 2)}${vendor ? ` (${t('valuation.gridv.vendorScore')})` : ''}`
  }
  if (row.edit === 'date') return fmt.date(String(value))
  if (row.edit === 'choice') return t(`valuation.words.values.${row.key}.${value}`)
  if (typeof value === 'number' && YEAR_ROWS.has(row.key)) return String(value)
  if (typeof value === 'number') return EURO_ROWS.has(row.key) ? `${fmt.number(value)} €` : fmt.number(value)
  return String(value)
}

/** "how was this computed": the arithmetic, its basis, a fallback's reason, an extrapolated index. */
export function explainStep(cell: GridCell, previous: number | null, { t, fmt }: Words): string {
  const parts: string[] = []
  const n2 = (n: number) => fmt.number(n, 2)
  if (previous !== null && cell.row !== 'adjusted' && cell.row !== 'price') {
    if (cell.delta !== undefined && cell.delta !== 0)
      parts.push(`${n2(previous)} ${cell.delta < 0 ? '−' : '+'} ${n2(Math.abs(cell.delta))} = ${n2(cell.price)}`)
    else parts.push(`${n2(previous)} × ${fmt.number(cell.factor, 4)} = ${n2(cell.price)}`)
  }
  parts.push(t(`valuation.gridv.basis.${cell.basis}`, stringInputs(cell)))
  if (typeof cell.inputs.example === 'boolean' && cell.inputs.example) parts.push(t('valuation.gridv.basis.example'))
  if (cell.fallback) parts.push(t('valuation.gridv.fallback', { why: t(`valuation.words.fallback.${cell.fallback}`) }))
  for (const x of cell.extrapolations ?? [])
    parts.push(t(`valuation.gridv.extrapolated.${x.date}`, { period: x.usedPeriod, date: fmt.date(x.usedDate) }))
  return parts.join(' ')
}

/** What kind of date a price carries (an offer's publication, a contract, a case), on screen and in the annex. */
export function dateKindWords(priceType: GridComparable['priceType'], t: Words['t']): string {
  return t(`valuation.words.dateKind.${PRICE_DATE_KIND[priceType]}`)
}

/** The basis of the § 24 chain (Angebotsbasis, mixed with its count of offers, Kaufpreisbasis), on screen and in the annex. */
export function basisWords(basis: Pick<ChainBasis, 'kind'> & Partial<ChainBasis>, t: Words['t']): string {
  const offers = basis.offers ?? 0
  return t(`valuation.words.basis.${basis.kind}`, {
    offers,
    n: offers + (basis.transactions ?? 0) + (basis.ownCases ?? 0)
  })
}

/** Why the outlier rule judged a column, in the same words on screen and in the annex; `price` writes an amount per m². */
export function outlierReasonWords(
  reason: OutlierFinding['reason'],
  t: Words['t'],
  price: (n: number) => string,
  number: (n: number, digits: number) => string
): string {
  if (reason.rule === '2sigma')
    return t('valuation.words.outlierReason.2sigma', {
      deviations: number(reason.deviations, 2),
      mean: price(reason.mean),
      sd: price(reason.standardDeviation)
    })
  return t(`valuation.words.outlierReason.tukey.${reason.side}`, {
    fence: price(reason.side === 'below' ? reason.lowerFence : reason.upperFence),
    q1: price(reason.q1),
    q3: price(reason.q3),
    iqr: price(reason.iqr)
  })
}

function stringInputs(cell: GridCell): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(cell.inputs)) out[k] = v === null || v === undefined ? DASH : String(v)
  return out
}
