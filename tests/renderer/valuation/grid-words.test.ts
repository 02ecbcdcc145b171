// The valuation grid's cells in words: years stand as years (2016, not "2.016" or "2,016"), amounts grouped;
// a column's status, an outlier's reason, a price's date kind, the statistics' labels, the chain's basis and why
// a step made no adjustment in one vocabulary, on screen and in the annex.
import { describe, expect, it } from 'vitest'
import { INPUT_ROWS } from '@renderer/valuation/grid/grid-rows'
import { basisWords, cellText, explainStep, outlierReasonWords } from '@renderer/valuation/grid/grid-words'
import { annexDocument, cellWords } from '@renderer/valuation/annex/annex-model'
import type { CellFallback, GridCell } from '@shared/valuation/result-types'
import { formatNumber } from '@renderer/kit/format'
import { ANNEX_COLUMNS_PER_PAGE, type AnnexDocument } from '@shared/export/annex'
import { gridResultOf } from '@shared/valuation/comparison-grid'
import { annexGrid, annexWords } from '../../helpers/annex-grid'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../helpers/root'

const words = (locale: string) => ({
  t: (k: string) => k,
  fmt: { number: (n: number, d?: number) => formatNumber(locale, n, d), date: (d: string) => d }
})
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
    const block = doc.sections
      .find((s) => s.id === 'grid')!
      .tables.find((t) => t.head.some((h) => h.endsWith(`: ${id}`)))!
    return block.rows.find((r) => r[0] === label)![block.head.findIndex((h) => h.endsWith(`: ${id}`))]
  }

  it('names an outlier, its reason and what became of it in the grid words, in the annex as on screen', () => {
    const expected = {
      de: {
        side: /^oberhalb der Grenze [\d.,]+ \(Q1 [\d.,]+, Q3 [\d.,]+, Interquartilsabstand [\d.,]+\)$/,
        out: 'Ausreißer: ausgeschieden',
        kept: 'Ausreißer nach der Regel, behalten'
      },
      en: {
        side: /^above the fence [\d.,]+ \(Q1 [\d.,]+, Q3 [\d.,]+, interquartile range [\d.,]+\)$/,
        out: 'outlier: eliminated',
        kept: 'outlier by the rule, kept'
      }
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
        expect(row.slice(2, 4)).toEqual([reason, keep ? expected[lang].kept : expected[lang].out])
        // The Würdigung column follows; none is written in this grid.
        expect(row[4]).toBe(lang === 'de' ? 'noch nicht gewürdigt' : 'not assessed yet')
        expect(statusRow(doc, 'Status', 'VO13')).toBe(row[3])
      }
    }
  })

  it('adds the reason of an exclusion after the shared word in the annex', () => {
    const doc = annexDocument(
      annexGrid(6, null),
      gridResultOf(annexGrid(6, null)),
      'X',
      false,
      annexWords('de'),
      ANNEX_COLUMNS_PER_PAGE
    )
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
      const onScreen = [grid.subject, ...grid.comparables].map((c) =>
        cellText(row('condition'), c.condition, null, screen)
      )
      expect(onPaper).toEqual(onScreen)
      expect(new Set(onPaper).size).toBe(4)
    }
  })
})

describe('the date kind, the statistics and the basis, on screen and on paper', () => {
  const grid = annexGrid(9, null)
  const result = gridResultOf(grid)

  it("names the kind of each price's date on paper as the grid cell does on screen", () => {
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const doc = annexDocument(grid, result, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const onPaper = doc.sections
        .find((s) => s.id === 'grid')!
        .tables.flatMap((block) => block.rows.find((r) => r[0] === w.t('annex.field.priceDate'))?.slice(2) ?? [])
      const screen = { t: w.t, fmt: { number: w.n, date: w.d } }
      expect(onPaper).toHaveLength(grid.comparables.length)
      expect(new Set(grid.comparables.map((c) => c.priceType)).size).toBe(3)
      grid.comparables.forEach((c, i) => {
        const onScreen = cellText(row('priceDate'), c.priceDate, c, screen)
        const kind = onScreen.slice(0, -(w.d(c.priceDate!).length + 1))
        expect(onPaper[i]).toBe(`${w.d(c.priceDate!)} (${kind})`)
      })
    }
  })

  it("labels every statistic on paper with the grid screen's label, the unit added around it", () => {
    const screenKeys = [
      ...readFileSync(join(ROOT, 'src-renderer/src/valuation/grid/GridResults.vue'), 'utf8').matchAll(
        /<dt>\{\{ t\('([^']+)'\) \}\}<\/dt>/g
      )
    ]
      .map((m) => m[1]!)
      .filter((k) => k.includes('.stats.'))
    expect(screenKeys.length).toBe(9)
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const doc = annexDocument(grid, result, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const onPaper = doc.sections.find((s) => s.id === 'statistics')!.tables[0]!.rows.map((r) => r[0]!)
      for (const key of screenKeys) {
        const label = w.t(key)
        expect(
          onPaper.filter((p) => p === label || p === `${label} (EUR/m²)` || p.startsWith(`${label} (EUR/m², `)),
          `${lang} ${label}`
        ).toHaveLength(1)
      }
    }
  })

  it('names the basis of a mixed chain on paper in the words of the screen', () => {
    expect(result.chain!.basis.kind).toBe('mixed')
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const doc = annexDocument(grid, result, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const chain = doc.sections.find((s) => s.id === 'chain')!
      const text = [...chain.paragraphs, ...chain.tables.flatMap((t) => t.rows.flat())].join('\n')
      const onScreen = basisWords(result.chain!.basis, w.t)
      expect(onScreen).toMatch(
        lang === 'de'
          ? /^gemischt, Angebotsbasis: \d+ von \d+ Preisen sind Angebote$/
          : /^mixed, asking-price basis: \d+ of \d+ prices are offers$/
      )
      expect(text).toContain(`(${onScreen})`)
    }
  })
  it("says why a step made no adjustment with the same reason in the annex cell and in the screen's explanation", () => {
    const noIndex = annexGrid(6, null)
    noIndex.settings.index = null
    const real = gridResultOf(noIndex).columns.flatMap((c) => c.cells.filter((cell) => cell.fallback))
    expect(real.map((c) => c.fallback)).toContain('no_index')
    const all: Record<CellFallback, true> = {
      no_index: true,
      no_index_value: true,
      no_valuation_date: true,
      no_price_date: true,
      no_subject_value: true,
      no_comparable_value: true,
      no_table_level: true,
      no_living_area: true,
      no_land_value: true,
      no_location_score: true,
      no_item_amount: true
    }
    const every = Object.keys(all).map((fallback): GridCell => ({
      row: 'time',
      factor: 1,
      price: 4000,
      inputs: {},
      basis: 'no_index',
      fallback: fallback as CellFallback
    }))
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const screen = { t: w.t, fmt: { number: w.n, date: w.d } }
      for (const cell of [...real, ...every]) {
        const why = /^(?:keine Anpassung|no adjustment) \((.+)\)$/.exec(cellWords(cell, w))?.[1]
        expect(why, `${lang} ${cell.fallback}`).toBeTruthy()
        expect(explainStep(cell, null, screen)).toContain(
          lang === 'de' ? `Keine Anpassung: ${why}.` : `No adjustment: ${why}.`
        )
      }
    }
  })
})

describe('a table step explained', () => {
  it("names the table's citation, in German and English", () => {
    const cells = gridResultOf(annexGrid(6, null)).columns.flatMap((c) =>
      c.cells.filter((cell) => cell.basis === 'table' && cell.inputs.table === 'Zustand GAA Hamburg')
    )
    expect(cells.length).toBeGreaterThan(0)
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const text = explainStep(cells[0]!, 4000, { t: w.t, fmt: { number: w.n, date: w.d } })
      expect(text).toContain(
        `${lang === 'de' ? 'Quelle' : 'source'}: Grundstücksmarktbericht Hamburg 2025, Tabelle 14,`
      )
    }
  })
})
