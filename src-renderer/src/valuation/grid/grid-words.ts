// The grid's cells and steps in words: values named by their row (the date and the price named by the
// column's price type, the vendor's score labelled as such), and how a step was computed.
import { DASH } from '../../kit/format'
import { PRICE_DATE_KIND } from '@shared/valuation/comparison-grid'
import type { GridComparable } from '@shared/valuation/grid-types'
import type {
  ChainBasis,
  FallbackFinding,
  GridCell,
  KindCounts,
  OutlierFinding,
  OutlierTestInfo,
  SubgroupMean
} from '@shared/valuation/result-types'
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

/** The basis of the § 24 chain (Angebotsbasis, mixed with its count of offers or own cases, Kaufpreisbasis, own cases), on screen and in the annex. */
export function basisWords(basis: Pick<ChainBasis, 'kind'> & Partial<ChainBasis>, t: Words['t']): string {
  const offers = basis.offers ?? 0
  const own = basis.ownCases ?? 0
  const key = basis.kind === 'mixed' && offers === 0 ? 'mixedOwn' : basis.kind
  return t(`valuation.words.basis.${key}`, { offers, own, n: offers + (basis.transactions ?? 0) + own })
}

/** "4 Kaufpreise, 2 Angebote, 0 eigene Fälle": the included columns by kind, on screen and in the annex. */
export function countsWords(counts: KindCounts, t: Words['t']): string {
  return (['transactions', 'offers', 'ownCases'] as const)
    .map((k) => t(`valuation.words.counts.${k}.${counts[k] === 1 ? 'one' : 'other'}`, { n: counts[k] }))
    .join(', ')
}

/** What the outlier rule did at this n (its thresholds), or that it cannot flag anything at this n. */
export function outlierTestWords(
  info: OutlierTestInfo,
  t: Words['t'],
  price: (n: number) => string,
  number: (n: number, digits: number) => string
): string {
  if (!info.canFlag)
    return t('valuation.words.outlierTest.cannot', {
      rule: t(`valuation.words.outlierRule.${info.rule}`),
      n: info.n,
      min: info.minimumN
    })
  if (info.rule === 'grubbs')
    return t('valuation.words.outlierTest.grubbs', {
      n: info.n,
      max: info.maxOutliers,
      critical: info.firstCritical === null ? DASH : number(info.firstCritical, 4),
      largest: info.largestPossibleG === null ? DASH : number(info.largestPossibleG, 4)
    })
  const f = info.fences!
  return t('valuation.words.outlierTest.tukey', {
    n: info.n,
    lower: price(f.lowerFence),
    upper: price(f.upperFence),
    q1: price(f.q1),
    q3: price(f.q3),
    iqr: price(f.iqr)
  })
}

/** Each price type's mean, and how far the Kaufpreise lie below the offers without their discount. */
export function subgroupWords(
  groups: readonly SubgroupMean[],
  discountPct: number,
  t: Words['t'],
  price: (n: number) => string,
  number: (n: number, digits: number) => string
): string[] {
  const lines = groups.map((g) =>
    t(`valuation.words.subgroups.${g.priceType}`, {
      n: g.n,
      mean: price(g.weightedMean),
      before: g.beforeDiscount === undefined ? DASH : price(g.beforeDiscount)
    })
  )
  const kp = groups.find((g) => g.priceType === 'transaction')
  const offers = groups.find((g) => g.priceType === 'offer')
  if (kp && offers?.beforeDiscount)
    lines.push(
      t('valuation.words.subgroups.implied', {
        pct: number((1 - kp.weightedMean / offers.beforeDiscount) * 100, 1),
        chosen: number(discountPct, 1)
      })
    )
  return lines
}

/** A step that fell back to factor 1, with the columns it happened in; `step` names the row. */
export function fallbackWords(f: FallbackFinding, t: Words['t'], step: (row: string) => string): string {
  return t('valuation.words.fallbackFinding', {
    step: step(f.row),
    why: t(`valuation.words.fallback.${f.fallback}`),
    columns: f.columns.map((c) => `${c.position}: ${c.label}`).join('; ')
  })
}

/** "net −4.0 %, gross 40.0 %" for a column's total adjustment. */
export function grossWords(netPct: number, grossPct: number, t: Words['t'], number: (n: number, d: number) => string) {
  const signed = (p: number) => `${p > 0 ? '+' : p < 0 ? '−' : '±'}${number(Math.abs(p), 1)} %`
  return t('valuation.words.gross', { net: signed(netPct), gross: `${number(grossPct, 1)} %` })
}

/** Why the outlier rule judged a column, in the same words on screen and in the annex; `price` writes an amount per m². */
export function outlierReasonWords(
  reason: OutlierFinding['reason'],
  t: Words['t'],
  price: (n: number) => string,
  number: (n: number, digits: number) => string
): string {
  if (reason.rule === 'grubbs')
    return t(`valuation.words.outlierReason.${reason.g > reason.critical ? 'grubbs' : 'grubbsMasked'}`, {
      step: reason.step,
      n: reason.n,
      g: number(reason.g, 4),
      critical: number(reason.critical, 4),
      mean: price(reason.mean),
      sd: price(reason.standardDeviation),
      deciding: reason.decidingStep
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
