// The valuation grid's cells in words: years stand as years (2016, not "2.016" or "2,016"), amounts grouped;
// a column's status and an outlier's reason in one vocabulary, on screen and in the annex.
import { describe, expect, it } from 'vitest'
import { INPUT_ROWS } from '@renderer/components/valuation/grid-rows'
import { cellText, outlierReasonWords } from '@renderer/components/valuation/grid-words'
import { annexDocument } from '@renderer/components/print/annex-model'
import { formatNumber } from '@renderer/format'
import { ANNEX_COLUMNS_PER_PAGE, type AnnexDocument } from '@shared/export/annex'
import { gridResultOf } from '@shared/valuation/comparison-grid'
import { annexGrid, annexWords } from '../helpers/annex-grid'

const words = (locale: string) => ({ t: (k: string) => k, fmt: { number: (n: number, d?: number) => formatNumber(locale, n, d), date: (d: string) => d } })
const row = (key: string) => INPUT_ROWS.find((r) => r.key === key)!

describe('cellText', () => {
  it('writes years without a thousands group and other numbers with one, in German and English', () => {
    for (const locale of ['de', 'en']) {
      expect(cellText(row('buildingYear'), 2016, null, words(locale))).toBe('2016')
      expect(cellText(row('modernisationYear'), 1999, null, words(locale))).toBe('1999')
    }
    expect(cellText(row('kitchenEuro'), 12000, null, words('de'))).toBe('12.000 €')
  })
})

describe('outlier and status words', () => {
  const statusRow = (doc: AnnexDocument, label: string, id: string) => {
    const block = doc.sections.find((s) => s.id === 'grid')!.tables.find((t) => t.head.some((h) => h.endsWith(`: ${id}`)))!
    return block.rows.find((r) => r[0] === label)![block.head.findIndex((h) => h.endsWith(`: ${id}`))]
  }

  it('names an outlier, its reason and what became of it in the grid words, in the annex as on screen', () => {
    const expected = {
      de: {
        side: /^oberhalb der Grenze [\d.,]+ \(Q1 [\d.,]+, Q3 [\d.,]+, Interquartilsabstand [\d.,]+\)$/,
        out: 'Ausreißer: ausgeschieden',
        kept: 'Ausreißer nach der Regel, behalten'
      },
      en: { side: /^above the fence [\d.,]+ \(Q1 [\d.,]+, Q3 [\d.,]+, interquartile range [\d.,]+\)$/, out: 'outlier: eliminated', kept: 'outlier by the rule, kept' }
    }
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const grid = annexGrid(14, null)
      for (const keep of [false, true]) {
        grid.comparables.find((c) => c.label === 'VO13')!.keepAgainstOutlierRule = keep || undefined
        const result = gridResultOf(grid)
        const finding = result.outliers.find((o) => o.id === 'c13')!
        const doc = annexDocument(grid, result, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
        const row = doc.sections
          .find((s) => s.id === 'statistics')!
          .tables.flatMap((t) => t.rows)
          .find((r) => r[0]!.endsWith(': VO13'))!
        const reason = outlierReasonWords(finding.reason, w.t, (n) => w.n(n, 2), w.n)
        expect(reason).toMatch(expected[lang].side)
        expect(row.slice(2)).toEqual([reason, keep ? expected[lang].kept : expected[lang].out])
        expect(statusRow(doc, 'Status', 'VO13')).toBe(row[3])
      }
    }
  })

  it('adds the reason of an exclusion after the shared word in the annex', () => {
    const doc = annexDocument(annexGrid(6, null), gridResultOf(annexGrid(6, null)), 'X', false, annexWords('de'), ANNEX_COLUMNS_PER_PAGE)
    expect(statusRow(doc, 'Status', 'VO02')).toBe('ausgeschlossen: Dachgeschoss ohne Aufzug, nicht vergleichbar')
    expect(statusRow(doc, 'Status', 'VO01')).toBe('einbezogen')
    expect(statusRow(doc, 'Status', 'VO04')).toBe('Gewicht 0: nicht einbezogen')
  })

  it('writes the levels of a characteristic on paper as the grid writes them on screen', () => {
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const grid = annexGrid(6, null)
      const doc = annexDocument(grid, gridResultOf(grid), 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const block = doc.sections.find((s) => s.id === 'grid')!.tables[0]!
      const onPaper = block.rows.find((r) => r[0] === w.t('annex.char.condition'))!.slice(1)
      const screen = { t: w.t, fmt: { number: w.n, date: w.d } }
      const onScreen = [grid.subject, ...grid.comparables].map((c) => cellText(row('condition'), c.condition, null, screen))
      expect(onPaper).toEqual(onScreen)
      expect(new Set(onPaper).size).toBe(4)
    }
  })
})
