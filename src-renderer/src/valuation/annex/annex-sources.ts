// "Quellen und Stichtage": every source the annex rests on, with the columns it gave and its dates. Offers
// by the connection they were fetched over (each retrieval date) or by their portal when typed; Kaufpreise
// by the Gutachterausschuss's Kaufpreissammlung named for them (typed or read from a file: the board, not
// the file's name); own cases; location scores, Bodenrichtwerte, the index, the tables and the second
// route. Connections and Lagebild's example texts in the document's language.
import type { AnnexSection } from '@shared/export/annex'
import type { Connection } from '@shared/bridge/provenance'
import { EXAMPLE_TABLE_SOURCE, EXAMPLE_TABLES } from '@shared/valuation/coefficients'
import type { GridComparable, GridState } from '@shared/valuation/grid-types'
import { DASH } from '../../kit/format'
import { connectionName } from '../../kit/connection-name'
import type { AnnexWords } from './annex-words'

/** A connection as the reader knows it (the built-in sandbox under its name in the document's language). */
export const connectionWords = (c: Connection, w: AnnexWords) =>
  w.t('annex.sources.connection', {
    name: connectionName((k) => w.t(k), c),
    kind: w.t(`annex.sources.kind.${c.kind}`)
  })

const EXAMPLE_MODEL = EXAMPLE_TABLES[0]!.model

/** A table's citation and model; Lagebild's own example texts in the document's language. */
export function tableCitation(t: { example: boolean; citation: string }, w: AnnexWords): string {
  return t.example && t.citation === EXAMPLE_TABLE_SOURCE ? w.t('annex.bases.exampleCitation') : t.citation || DASH
}
export function tableModel(t: { example: boolean; model: string }, w: AnnexWords): string {
  return t.example && t.model === EXAMPLE_MODEL ? w.t('annex.bases.exampleModel') : t.model || DASH
}

/** Column numbers as short runs: 1–4, 6, 9–10. */
export function numberRuns(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b)
  const runs: string[] = []
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]))
    i = j + 1
  }
  return runs.join(', ')
}

interface SourceRow {
  source: string
  /** Text key of the use (annex.sources.use.*) and its params, without the column numbers. */
  use: string
  columns: number[]
  dates: Set<string>
  /** What to say when no date is known. */
  noDate: string
}

/** Where a comparable's price comes from, as a source line and its use (by origin and price type). */
function comparableSource(c: GridComparable, w: AnnexWords): { source: string; use: string; date: string | null } {
  const r = c.reference
  const how = c.origin.kind === 'typed' ? 'typed' : c.origin.kind === 'import' ? 'import' : 'connection'
  const use = w.t(`annex.sources.use.${c.priceType}`, { how: w.t(`annex.sources.how.${how}`) })
  if (c.origin.kind === 'connection')
    return { source: connectionWords(c.origin.source.connection, w), use, date: c.origin.source.fetchedAt }
  if (r.kind === 'transaction')
    return {
      source: [
        r.board.trim() ? w.t('annex.source.transaction', { board: r.board.trim() }) : w.t('annex.sources.noBoard'),
        ...(c.origin.kind === 'import' && c.origin.extract ? [extractWords(c.origin.extract, w)] : [])
      ].join(', '),
      use,
      date: c.origin.kind === 'import' ? c.origin.importedAt : null
    }
  if (r.kind === 'offer')
    return {
      source: r.portal.trim() ? w.t('annex.source.offer', { portal: r.portal.trim() }) : w.t('annex.sources.noPortal'),
      use,
      date: c.origin.kind === 'import' ? c.origin.importedAt : null
    }
  return { source: w.t('annex.source.own_case'), use, date: null }
}

type ImportExtract = NonNullable<Extract<GridComparable['origin'], { kind: 'import' }>['extract']>

/** The Gutachterausschuss's Auskunft a file came with: its Aktenzeichen and date, selection, supplied and used. */
function extractWords(x: ImportExtract, w: AnnexWords): string {
  return [
    w.t('annex.sources.extract.reference', {
      reference: x.reference.trim() || w.t('annex.notGiven'),
      date: x.date ? w.d(x.date) : w.t('annex.notGiven')
    }),
    ...(x.selection.trim() ? [w.t('annex.sources.extract.selection', { selection: x.selection.trim() })] : []),
    w.t('annex.sources.extract.counts', { supplied: x.supplied, used: x.used })
  ].join(', ')
}

export function sourcesSection(grid: GridState, w: AnnexWords): AnnexSection {
  const rows = new Map<string, SourceRow>()
  const add = (source: string, use: string, date: string | null, column?: number, noDate = DASH) => {
    const key = `${source}|${use}`
    const row = rows.get(key) ?? { source, use, columns: [], dates: new Set<string>(), noDate }
    if (column !== undefined) row.columns.push(column)
    if (date) row.dates.add(date.slice(0, 10))
    rows.set(key, row)
  }
  const stated = (stichtag: string | null | undefined) => stichtag || null
  /** The sources every column (a comparable or the subject) may carry: its location score and its land value. */
  const column = (x: Pick<GridState['subject'], 'locationScore' | 'landValue'>) => {
    if (x.locationScore?.source)
      add(
        connectionWords(x.locationScore.source.connection, w),
        w.t('annex.sources.use.locationScore'),
        x.locationScore.source.fetchedAt
      )
    if (x.landValue)
      add(
        x.landValue.citation || DASH,
        w.t('annex.sources.use.landValue', { zone: x.landValue.zone || DASH }),
        stated(x.landValue.stichtag),
        undefined,
        w.t('annex.notGiven')
      )
  }
  grid.comparables.forEach((c, i) => {
    const s = comparableSource(c, w)
    add(s.source, s.use, s.date, i + 1, w.t('annex.notGiven'))
    column(c)
  })
  if (grid.connection && ![...rows.values()].some((r) => r.source === connectionWords(grid.connection!, w)))
    add(connectionWords(grid.connection, w), w.t('annex.sources.use.comparables'), null)
  column(grid.subject)
  const s = grid.settings
  if (s.index)
    add(
      s.index.source ? connectionWords(s.index.source.connection, w) : s.index.citation || s.index.publisher || DASH,
      w.t('annex.sources.use.index'),
      stated(s.index.retrievedAt),
      undefined,
      w.t('annex.notGiven')
    )
  for (const t of s.tables)
    add(
      tableCitation(t, w),
      w.t('annex.sources.use.table', { name: t.name }),
      stated(t.stichtag),
      undefined,
      w.t('annex.notGiven')
    )
  if (s.secondRoute)
    add(
      s.secondRoute.citation || DASH,
      w.t('annex.sources.use.secondRoute'),
      stated(s.secondRoute.stichtag),
      undefined,
      w.t('annex.notGiven')
    )
  const h = (k: string) => w.t(`annex.sources.head.${k}`)
  return {
    id: 'sources',
    heading: w.t('annex.sources.title'),
    paragraphs: [],
    tables: [
      {
        caption: '',
        head: [h('source'), h('use'), h('date')],
        rows: [...rows.values()].map((r) => [
          r.source,
          r.columns.length ? `${r.use} (${w.t('annex.number')} ${numberRuns(r.columns)})` : r.use,
          r.dates.size
            ? [...r.dates]
                .sort()
                .map((d) => w.d(d))
                .join(', ')
            : r.noDate
        ]),
        rowLabels: true
      }
    ]
  }
}
