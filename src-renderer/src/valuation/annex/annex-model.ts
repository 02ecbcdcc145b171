// The valuation annex as tables of words (src-shared/export/annex.ts), from the saved grid and its
// computed result: the frame (which Gutachten, which Stichtage), the comparables identified, the grid in
// blocks of columns with the row labels and the subject repeated in each and a sentence per step, then the
// bases, statistics, chain, second route and sources (annex-sections.ts). Each section's heading is
// printed once: a table under it has no caption of the same words. Pure: the print view, the Word file
// and the clipboard copy all read this, anonymised or not as the export asks (annex-columns.ts).
import { DASH } from '../../kit/format'
import type { AnnexDocument, AnnexTable } from '@shared/export/annex'
import type { Characteristics, GridComparable, GridState } from '@shared/valuation/grid-types'
import type { GridColumnResult, GridResult } from '@shared/valuation/result-types'
import { htmlText as esc, tableHtml, tableTsv, tsvCell } from '../../kit/export/table-copy'
import { dateKindWords } from '../grid/grid-words'
import { adjustmentWords } from './annex-findings'
import { connectionName } from '../../kit/connection-name'
import { cellWords, stepSentences } from './annex-cells'
import { annexColumns, type AnnexOptions } from './annex-columns'
import { annexTitle, frameSection } from './annex-frame'
import {
  basesSection,
  chainSection,
  issuesSection,
  levelWords,
  secondRouteSection,
  sourcesSection,
  statisticsSection,
  type AnnexWords
} from './annex-sections'

export type { AnnexWords, Translate } from './annex-sections'
export type { AnnexOptions } from './annex-columns'
export { cellWords } from './annex-cells'

export function sourceWords(c: Pick<GridComparable, 'reference'>, w: AnnexWords): { source: string; id: string } {
  const s = c.reference
  if (s.kind === 'offer')
    return {
      source: s.portal ? w.t('annex.source.offer', { portal: s.portal }) : DASH,
      id: s.listingId ? w.t('annex.sourceId.offer', { id: s.listingId }) : DASH
    }
  if (s.kind === 'transaction')
    return {
      source: s.board ? w.t('annex.source.transaction', { board: s.board }) : DASH,
      id: s.registerNumber ? w.t('annex.sourceId.transaction', { id: s.registerNumber }) : DASH
    }
  return {
    source: w.t('annex.source.own_case'),
    id: s.caseReference ? w.t('annex.sourceId.own_case', { id: s.caseReference }) : DASH
  }
}

export function priceDateWords(c: Pick<GridComparable, 'priceType' | 'priceDate'>, w: AnnexWords): string {
  const kind = dateKindWords(c.priceType, w.t)
  return c.priceDate ? w.t('annex.dated', { date: w.d(c.priceDate), kind }) : `${w.t('annex.notGiven')} (${kind})`
}

function originWords(c: GridComparable, w: AnnexWords): string {
  const o = c.origin
  if (o.kind === 'connection')
    return w.t('annex.origin.connection', {
      name: connectionName((k) => w.t(k), o.source.connection),
      date: w.d(o.source.fetchedAt)
    })
  if (o.kind === 'import') return w.t('annex.origin.import', { file: o.fileName, date: w.d(o.importedAt) })
  return w.t('annex.origin.typed')
}

export function statusWords(col: GridColumnResult, w: AnnexWords): string {
  const status = w.t(`valuation.words.status.${col.status}`)
  return col.status === 'excluded' && col.excludedReason
    ? w.t('annex.statusBecause', { status, reason: col.excludedReason })
    : status
}

/** The characteristic rows in the order the annex shows them; a row no column nor the subject fills is left out. */
const CHARACTERISTICS = [
  'livingArea',
  'buildingYear',
  'remainingLife',
  'modernisation',
  'condition',
  'furnishing',
  'floor',
  'floorPosition',
  'balcony',
  'elevator',
  'parkingEuro',
  'kitchenEuro',
  'landArea',
  'landValue',
  'locationScore'
] as const
type CharacteristicRow = (typeof CHARACTERISTICS)[number]

function characteristicWords(c: Characteristics, row: CharacteristicRow, w: AnnexWords): string | null {
  const level = (characteristic: string, value: string) => levelWords(characteristic, value, w)
  switch (row) {
    case 'livingArea':
    case 'landArea':
      return c[row] === null ? null : w.n(c[row], 2)
    case 'buildingYear':
    case 'remainingLife':
    case 'floor':
      return c[row] === null ? null : String(c[row])
    case 'parkingEuro':
    case 'kitchenEuro':
      return c[row] === null ? null : w.n(c[row], 0)
    case 'modernisation': {
      const parts = [
        c.modernisationYear === null ? null : String(c.modernisationYear),
        c.modernisationDegree ? level('modernisationDegree', c.modernisationDegree) : null
      ]
      return parts.some((p) => p !== null) ? parts.filter((p) => p !== null).join(', ') : null
    }
    case 'condition':
    case 'furnishing':
    case 'floorPosition':
    case 'balcony':
      return c[row] ? level(row, c[row]) : null
    case 'elevator':
      return c.elevator === null ? null : level('elevator', c.elevator ? 'yes' : 'no')
    case 'landValue':
      return c.landValue
        ? w.t('annex.landValue', {
            value: w.n(c.landValue.value, 2),
            zone: c.landValue.zone || DASH,
            date: c.landValue.stichtag ? w.d(c.landValue.stichtag) : w.t('annex.notGiven')
          })
        : null
    case 'locationScore':
      return c.locationScore ? w.n(c.locationScore.value, 2) : null
  }
}

function identificationRows(grid: GridState, result: GridResult, w: AnnexWords): string[][] {
  const byId = new Map(result.columns.map((c) => [c.id, c]))
  return grid.comparables.map((c, i) => {
    const { source, id } = sourceWords(c, w)
    const col = byId.get(c.id)
    return [
      String(i + 1),
      c.label || DASH,
      c.address || DASH,
      w.t(`valuation.words.priceType.${c.priceType}`),
      source,
      id,
      priceDateWords(c, w),
      c.offerEndDate ? w.d(c.offerEndDate) : DASH,
      w.n(c.pricePerSqm, 2),
      c.totalPrice === null ? DASH : w.n(c.totalPrice, 0),
      originWords(c, w),
      col ? statusWords(col, w) : DASH
    ]
  })
}

/** The grid in blocks of `perPage` columns; each block repeats the row labels and the subject's column. */
export function gridBlocks(grid: GridState, result: GridResult, w: AnnexWords, perPage: number): AnnexTable[] {
  const cols = grid.comparables
  const results = new Map(result.columns.map((c) => [c.id, c]))
  const charRows = CHARACTERISTICS.filter(
    (r) => characteristicWords(grid.subject, r, w) !== null || cols.some((c) => characteristicWords(c, r, w) !== null)
  )
  const blocks: AnnexTable[] = []
  for (let from = 0; from < cols.length; from += perPage) {
    const part = cols.slice(from, from + perPage)
    const head = [
      w.t('annex.feature'),
      w.t('annex.subject'),
      ...part.map((c, i) => `${w.t('annex.number')} ${from + i + 1}: ${c.label}`)
    ]
    const row = (
      label: string,
      subject: string,
      each: (c: GridComparable, r: GridColumnResult | undefined) => string
    ) => [label, subject, ...part.map((c) => each(c, results.get(c.id)))]
    const rows: string[][] = [
      row(w.t('annex.field.address'), DASH, (c) => c.address || DASH),
      row(w.t('annex.field.priceType'), DASH, (c) => w.t(`valuation.words.priceType.${c.priceType}`)),
      row(w.t('annex.field.source'), DASH, (c) => sourceWords(c, w).source),
      row(w.t('annex.field.sourceId'), DASH, (c) => sourceWords(c, w).id),
      row(
        w.t('annex.field.priceDate'),
        grid.subject.valuationDate
          ? w.t('annex.dated', { date: w.d(grid.subject.valuationDate), kind: w.t('annex.valuationDate') })
          : DASH,
        (c) => priceDateWords(c, w)
      ),
      ...charRows.map((r) =>
        row(
          w.t(`annex.char.${r}`),
          characteristicWords(grid.subject, r, w) ?? DASH,
          (c) => characteristicWords(c, r, w) ?? DASH
        )
      ),
      ...result.rows.map((key, k) =>
        row(w.t(`annex.row.${key}`), DASH, (_c, r) => (r?.cells[k] ? cellWords(r.cells[k]!, w) : DASH))
      ),
      row(w.t('annex.field.totalAdjustment'), DASH, (_c, r) => (r ? adjustmentWords(r, w) : DASH)),
      row(w.t('annex.field.weight'), DASH, (c) => w.n(c.weight)),
      row(w.t('annex.field.status'), DASH, (_c, r) => (r ? statusWords(r, w) : DASH))
    ]
    const to = from + part.length
    blocks.push({
      caption: w.t('annex.gridTitle', { from: from + 1, to, count: cols.length }),
      head,
      rows,
      rowLabels: true,
      block: true
    })
  }
  return blocks
}

/**
 * The whole annex of a saved grid. `sample`: the grid's own data came from the sandbox (isGridSampleData).
 * `result` is computed from the saved grid; `options.anonymised` changes only the words printed.
 */
export function annexDocument(
  saved: GridState,
  result: GridResult,
  subjectLabel: string,
  sample: boolean,
  w: AnnexWords,
  perPage: number,
  options: AnnexOptions = {}
): AnnexDocument {
  const grid = annexColumns(saved, w, options)
  const f = (k: string) => w.t(`annex.field.${k}`)
  const valuationDate = grid.subject.valuationDate ? w.d(grid.subject.valuationDate) : w.t('annex.notGiven')
  return {
    title: annexTitle(grid, w),
    subtitle: `${w.t('annex.subject')}: ${subjectLabel} · ${w.t('annex.objectType')}: ${w.t(`valuation.words.objectTypes.${grid.subject.objectType}`)} · ${w.t('annex.valuationDate')}: ${valuationDate}`,
    sample,
    sampleText: w.t('sample.mark'),
    sections: [
      frameSection(grid, w, options.anonymised ?? false),
      {
        id: 'comparables',
        heading: w.t('annex.identTitle', { count: grid.comparables.length }),
        paragraphs: [],
        tables: [
          {
            caption: '',
            head: [
              w.t('annex.number'),
              f('label'),
              f('address'),
              f('priceType'),
              f('source'),
              f('sourceId'),
              f('priceDate'),
              f('offerEnd'),
              f('pricePerSqm'),
              f('totalPrice'),
              f('origin'),
              f('status')
            ],
            rows: identificationRows(grid, result, w),
            rowLabels: false
          }
        ]
      },
      {
        id: 'grid',
        heading: w.t('annex.gridHeading'),
        paragraphs: [w.t('annex.explain.lead'), ...stepSentences(result.rows, grid.settings, w)],
        tables: gridBlocks(grid, result, w, perPage)
      },
      basesSection(grid, result, w),
      statisticsSection(grid, result, w),
      chainSection(grid, result, w),
      secondRouteSection(grid, result, w),
      sourcesSection(grid, w),
      issuesSection(grid, result, w)
    ]
  }
}

/**
 * The annex for the clipboard: each section's heading and text, its tables as tab-separated lines and as
 * HTML tables (Word pastes them as tables), the sample marking first.
 */
export function annexClipboard(doc: AnnexDocument): { text: string; html: string } {
  const lead = [doc.title, doc.subtitle, ...(doc.sample ? [doc.sampleText] : [])]
  const table = (t: AnnexTable) => ({ caption: t.caption, head: t.head, rows: t.rows, rowLabels: t.rowLabels })
  const text = [lead.map(tsvCell).join('\n')]
  const html = lead.map((l) => `<p>${esc(l)}</p>`)
  for (const s of doc.sections) {
    text.push([s.heading, ...s.paragraphs].map(tsvCell).join('\n'), ...s.tables.map((t) => tableTsv(table(t))))
    html.push(
      `<h3>${esc(s.heading)}</h3>`,
      ...s.paragraphs.map((p) => `<p>${esc(p)}</p>`),
      ...s.tables.map((t) => tableHtml(table(t)))
    )
  }
  return { text: text.join('\n\n'), html: html.join('') }
}
