// The grid's findings in words, the same on screen and in the annex, in German and English: the included
// prices by kind, own cases as a basis of their own, what the outlier rule did at this n (and that it
// cannot flag below its n), the Würdigung of a flagged comparable in the annex's outlier table, every
// fallback to factor 1 among the annex's notes, and net and gross adjustment in the grid's status row.
import { describe, expect, it } from 'vitest'
import { ANNEX_COLUMNS_PER_PAGE, type AnnexDocument } from '@shared/export/annex'
import { gridResultOf } from '@shared/valuation/comparison-grid'
import { basisWords, countsWords, grossWords, outlierTestWords } from '@renderer/valuation/grid/grid-words'
import { annexDocument } from '@renderer/valuation/annex/annex-model'
import { annexGrid, annexWords } from '../../helpers/annex-grid'

const section = (doc: AnnexDocument, id: string) => doc.sections.find((s) => s.id === id)!

describe('counts and basis words', () => {
  it('names Kaufpreise, offers and own cases apart, with singulars, in both languages', () => {
    const de = annexWords('de')
    const en = annexWords('en')
    expect(countsWords({ transactions: 4, offers: 1, ownCases: 0 }, de.t)).toBe(
      '4 Kaufpreise, 1 Angebot, 0 eigene Fälle'
    )
    expect(countsWords({ transactions: 1, offers: 2, ownCases: 1 }, en.t)).toBe(
      '1 transaction price, 2 offers, 1 own case'
    )
    expect(basisWords({ kind: 'own_cases', offers: 0, transactions: 0, ownCases: 2 }, de.t)).toBe(
      'Basis eigener Fälle (keine Kaufpreise)'
    )
    expect(basisWords({ kind: 'mixed', offers: 0, transactions: 3, ownCases: 1 }, en.t)).toBe(
      'mixed: 1 of 4 prices from own cases, which are not transaction prices'
    )
    expect(basisWords({ kind: 'mixed', offers: 2, transactions: 3, ownCases: 1 }, de.t)).toBe(
      'gemischt, Angebotsbasis: 2 von 6 Preisen sind Angebote'
    )
  })

  it('net and gross: +20 % and then −20 % read as −4 % net and 44 % gross', () => {
    expect(grossWords(-4, 44, annexWords('de').t, annexWords('de').n)).toBe('netto −4,0 %, brutto 44,0 %')
    expect(grossWords(-4, 44, annexWords('en').t, annexWords('en').n)).toBe('net −4.0 %, gross 44.0 %')
  })
})

describe('the outlier test and the Würdigung in the annex', () => {
  for (const lang of ['de', 'en'] as const)
    it(`${lang}: states the rule at its n, prints the Würdigung, lists fallbacks and counts`, () => {
      const w = annexWords(lang)
      const grid = annexGrid(14, null)
      grid.settings.outlierRule = 'grubbs'
      const result = gridResultOf(grid)
      const flagged = result.outliers.map((o) => o.id)
      expect(flagged).toContain('c13')
      grid.comparables.find((c) => c.id === 'c13')!.outlierAssessment =
        'Paketverkauf, nicht gewöhnlicher Geschäftsverkehr'
      // One column loses its Vertragsdatum: the time step falls back to factor 1 and is named.
      grid.comparables.find((c) => c.id === 'c5')!.priceDate = ''
      const r = gridResultOf(grid)
      const doc = annexDocument(grid, r, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const stats = section(doc, 'statistics')
      const test = outlierTestWords(r.outlierTest!, w.t, (n) => w.n(n, 2), w.n)
      expect(stats.paragraphs).toContain(test)
      expect(test).toMatch(lang === 'de' ? /^Grubbs-Test bei n = \d+, α = 5 %/ : /^Grubbs' test at n = \d+, α = 5 %/)
      const row = stats.tables.flatMap((t) => t.rows).find((x) => x[0]!.endsWith(': VO13'))!
      expect(row.at(-1)).toBe('Paketverkauf, nicht gewöhnlicher Geschäftsverkehr')
      const nRow = stats.tables[0].rows[0]
      expect(nRow[1]).toMatch(
        lang === 'de'
          ? /^\d+ \(\d+ Kaufpreise, \d+ Angebote, \d+ eigene? Fäll?e\)$/
          : /\(\d+ transaction prices?, \d+ offers?, \d+ own cases?\)$/
      )
      const notes = section(doc, 'issues').paragraphs
      const time = lang === 'de' ? 'Zeit' : 'time'
      expect(notes.some((p) => p.toLowerCase().includes(time.toLowerCase()) && p.includes('5: VO05'))).toBe(true)
    })

  it('says so when the rule cannot flag at this n, on paper as on screen', () => {
    const grid = annexGrid(3, null)
    grid.settings.outlierRule = 'tukey'
    const r = gridResultOf(grid)
    expect(r.issues).toContain('outlier_rule_cannot_flag')
    for (const lang of ['de', 'en'] as const) {
      const w = annexWords(lang)
      const doc = annexDocument(grid, r, 'X', false, w, ANNEX_COLUMNS_PER_PAGE)
      const text = [...section(doc, 'statistics').paragraphs, ...section(doc, 'issues').paragraphs].join('\n')
      expect(text).toContain(lang === 'de' ? 'braucht mindestens n = 4' : 'needs at least n = 4')
      // Not "no outliers by this rule": the rule did not test.
      expect(text).not.toContain(lang === 'de' ? 'Keine Ausreißer nach dieser Regel' : 'No outliers by this rule')
    }
  })
})
