// A grid cell on paper, so that a reader recomputes it with a pocket calculator: the figures the step
// used (k of subject and comparable, index values at both dates, Bodenrichtwerte and exponent, scores),
// the factor to six decimals and the price after the step to the cent. And one sentence per step of the
// grid saying what the step does, for the reader who is no appraiser.
import { rowTable } from '@shared/valuation/characteristics'
import type { GridSettings, OverridableRow } from '@shared/valuation/grid-types'
import type { GridCell, GridRowKey } from '@shared/valuation/result-types'
import type { AnnexWords } from './annex-words'

/** Digits a factor is printed with: enough that previous price × factor gives the next price to the cent. */
export const FACTOR_DIGITS = 6

/** A number with at least `min` and at most `max` fraction digits (trailing zeros beyond `min` dropped). */
export function upTo(w: AnnexWords, value: number, min: number, max: number): string {
  const s = w.n(value, max)
  const sep = s.search(/[^\d\u2212-]\d+$/)
  if (sep < 0) return s
  let end = s.length
  while (end > sep + 1 + min && s[end - 1] === '0') end--
  return end === sep + 1 ? s.slice(0, sep) : s.slice(0, end)
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const signed = (w: AnnexWords, v: number, digits: number) =>
  `${v > 0 ? '+' : v < 0 ? '−' : '±'}${w.n(Math.abs(v), digits)}`

/** The figures a multiplying step used, before "= × factor" (empty when the step has none to show). */
function stepFigures(cell: GridCell, w: AnnexWords): string | null {
  const i = cell.inputs
  if (cell.row === 'offerDiscount' && num(i.pct) !== null)
    return w.t('annex.cell.fig.discount', { pct: w.n(num(i.pct)!, 1) })
  if (cell.row === 'time' && num(i.indexAtValuation) !== null && num(i.indexAtPrice) !== null)
    return w.t('annex.cell.fig.index', {
      atValuation: upTo(w, num(i.indexAtValuation)!, 1, 4),
      atPrice: upTo(w, num(i.indexAtPrice)!, 1, 4)
    })
  if (num(i.kSubject) !== null && num(i.kComparable) !== null)
    return w.t('annex.cell.fig.k', {
      kSubject: upTo(w, num(i.kSubject)!, 2, 6),
      kComparable: upTo(w, num(i.kComparable)!, 2, 6)
    })
  if (cell.basis === 'land_value_ratio' && num(i.subjectLandValue) !== null && num(i.comparableLandValue) !== null)
    return w.t('annex.cell.fig.landValue', {
      subject: upTo(w, num(i.subjectLandValue)!, 0, 2),
      comparable: upTo(w, num(i.comparableLandValue)!, 0, 2),
      exponent: upTo(w, num(i.exponent) ?? 1, 1, 4)
    })
  if (cell.basis === 'vendor_score' && num(i.subjectScore) !== null && num(i.comparableScore) !== null)
    return w.t('annex.cell.fig.score', {
      subject: upTo(w, num(i.subjectScore)!, 2, 4),
      comparable: upTo(w, num(i.comparableScore)!, 2, 4),
      perScore: upTo(w, num(i.pctPerScore) ?? 0, 1, 4),
      pct: signed(w, num(i.pct) ?? 0, 4)
    })
  if (cell.basis === 'entered' && num(i.pct) !== null)
    return w.t('annex.cell.fig.entered', { pct: signed(w, num(i.pct)!, 1) })
  return null
}

/** A price-date extrapolation said in its cell; the valuation date's is said once, in the bases. */
function heldWords(cell: GridCell, w: AnnexWords): string[] {
  const held = (cell.extrapolations ?? [])
    .filter((e) => e.date === 'price')
    .map((e) => w.t(`annex.cell.held.${e.side}`, { period: e.usedPeriod, date: w.d(e.usedDate) }))
  if (cell.inputs.interpolated === true) held.push(w.t('annex.cell.interpolated'))
  return held
}

/** A step's cell in words: the figures, the factor and the price after it, or why nothing was adjusted. */
export function cellWords(cell: GridCell, w: AnnexWords): string {
  const price = w.n(cell.price, 2)
  if (cell.row === 'price' || cell.row === 'adjusted') return price
  if (cell.basis === 'not_an_offer') return w.t('annex.cell.notAnOffer')
  if (cell.fallback) return w.t('annex.cell.fallback', { why: w.t(`valuation.words.fallback.${cell.fallback}`) })
  let text: string
  if (cell.row === 'separateItems' || cell.row === 'objectFeatures') {
    const items =
      cell.row === 'objectFeatures'
        ? (num(cell.inputs.euro) ?? 0)
        : (num(cell.inputs.parkingEuro) ?? 0) + (num(cell.inputs.kitchenEuro) ?? 0)
    const area = num(cell.inputs.livingArea)
    const total = num(cell.inputs.totalPrice)
    const per = area
      ? w.t('annex.cell.fig.perArea', { euro: w.n(items, 0), area: upTo(w, area, 0, 2) })
      : total
        ? w.t('annex.cell.fig.perTotal', { euro: w.n(items, 0), total: w.n(total, 0) })
        : ''
    text = w.t('annex.cell.delta', { figures: per, delta: signed(w, cell.delta ?? 0, 2), price })
  } else {
    const figures = stepFigures(cell, w)
    const factor = w.n(cell.factor, FACTOR_DIGITS)
    text = figures ? w.t('annex.cell.stepWith', { figures, factor, price }) : w.t('annex.cell.step', { factor, price })
  }
  return [text, ...heldWords(cell, w)].join('; ')
}

/** What each step of the grid does, one sentence per row in use, in the grid's order. */
export function stepSentences(rows: readonly GridRowKey[], settings: GridSettings, w: AnnexWords): string[] {
  const tableOf = (row: GridRowKey) => rowTable(settings.tables, row as Exclude<OverridableRow, 'location'>)?.name
  return rows.map((row) => {
    if (row === 'location') {
      const loc = settings.location
      if (loc.method === 'landValueRatio')
        return w.t('annex.explain.locationLandValue', { exponent: upTo(w, loc.exponent, 1, 4) })
      if (loc.method === 'vendorScore')
        return w.t('annex.explain.locationVendor', { pct: upTo(w, loc.pctPerScore, 1, 4) })
      return w.t('annex.explain.locationEntered')
    }
    if (row === 'offerDiscount') return w.t('annex.explain.offerDiscount', { pct: w.n(settings.offerDiscount.pct, 1) })
    if (row === 'time')
      return settings.index ? w.t('annex.explain.time', { name: settings.index.name }) : w.t('annex.explain.noTime')
    if (row === 'price' || row === 'separateItems' || row === 'objectFeatures' || row === 'adjusted')
      return w.t(`annex.explain.${row}`)
    const table = tableOf(row)
    return table
      ? w.t('annex.explain.table', { row: w.t(`annex.row.${row}`), table })
      : w.t('annex.explain.entered', { row: w.t(`annex.row.${row}`) })
  })
}
