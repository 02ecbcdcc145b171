// The annex's words as a reader finds them: each heading once, the date that lay beyond the index named in
// the note (not a period under every Kaufpreis), every source with its dates (typed Kaufpreise, a file's rows
// cited by the Gutachterausschuss named for them, each retrieval of offers), columns named by their source,
// the built-in sandbox and Lagebild's example texts in the document's language, the figures of each step,
// the frame of the Gutachten and the anonymised words.
import { describe, expect, it } from 'vitest'
import { ANNEX_COLUMNS_PER_PAGE } from '@shared/export/annex'
import { gridResultOf } from '@shared/valuation/comparison-grid'
import type { GridState } from '@shared/valuation/grid-types'
import { annexClipboard, annexDocument } from '@renderer/valuation/annex/annex-model'
import { streetWithoutNumber } from '@renderer/valuation/annex/annex-columns'
import { annexGrid, annexWords } from '../../helpers/annex-grid'

const sandbox = {
  connection: { id: 'sandbox', name: 'Sandbox (built in)', kind: 'sandbox' as const },
  endpoint: 'http://127.0.0.1:1',
  fetchedAt: '2026-11-01T10:00:00Z'
}
const doc = (grid: GridState, lang: 'de' | 'en' = 'de', anonymised = false) =>
  annexDocument(grid, gridResultOf(grid), 'X', false, annexWords(lang), ANNEX_COLUMNS_PER_PAGE, { anonymised })
const section = (d: ReturnType<typeof doc>, id: string) => d.sections.find((s) => s.id === id)!
const rows = (d: ReturnType<typeof doc>, id: string) => section(d, id).tables.flatMap((t) => t.rows)

describe('the annex for a layperson and an expert', () => {
  it('prints each heading once: no table under a heading repeats it as its caption', () => {
    for (const lang of ['de', 'en'] as const) {
      const d = doc(annexGrid(14, sandbox), lang)
      for (const s of d.sections) for (const t of s.tables) expect(t.caption, s.id).not.toBe(s.heading)
      const { text } = annexClipboard(d)
      for (const s of d.sections) expect(text.split(`${s.heading}\n`).length - 1, s.heading).toBe(1)
    }
  })

  it('says once that the valuation date lay beyond the index, and names the held period only where a price date did', () => {
    const grid = annexGrid(14, sandbox)
    const d = doc(grid)
    const time = section(d, 'grid')
      .tables.flatMap((t) => t.rows)
      .filter((r) => r[0] === 'Zeit (§ 18, Indexreihe)')
      .flatMap((r) => r.slice(2))
    expect(time.length).toBe(14)
    expect(time.filter((c) => c.includes('fortgeschrieben'))).toEqual([])
    const bases = section(d, 'bases').paragraphs.join('\n')
    expect(bases).toContain(
      'Der Wertermittlungsstichtag 20.11.2026 liegt nach dem letzten Wert der Reihe (2025-Q3, gilt zum 15.08.2025)'
    )
    // Price dates after 15 Aug 2025 held the same value: said in their cells and in one note with their numbers.
    const late = grid.comparables.flatMap((c, i) => (c.priceDate > '2025-08-15' ? [i] : []))
    expect(late.length).toBeGreaterThan(0)
    for (const i of late) expect(time[i]).toContain('Datum des Preises nach dem letzten Indexwert: Wert von 2025-Q3')
    expect(bases).toMatch(/Das Datum des Preises liegt nach dem letzten Wert der Reihe \(2025-Q3.*Nr\. [\d, –]+\./)
  })

  it('prints every step with its figures and a factor to six decimals, and a sentence saying what the step does', () => {
    const d = doc(annexGrid(6, sandbox))
    const cells = section(d, 'grid').tables[0]!.rows
    /** The step row of a label (Zustand is a characteristic row first, then the step). */
    const row = (label: string) =>
      cells
        .filter((r) => r[0] === label)
        .at(-1)!
        .slice(2)
    expect(row('Angebotsabschlag')[0]).toMatch(/^1 − 8,0 % = × 0,920000 = [\d.]+,\d\d$/)
    expect(row('Zeit (§ 18, Indexreihe)')[0]).toMatch(
      /^Index 157,0 ÷ [\d,]+ = × \d,\d{6} = [\d.]+,\d\d; Index linear interpoliert$/
    )
    expect(row('Zustand').at(-1)).toMatch(/^k 1,00 ÷ [\d,]+ = × \d,\d{6} = [\d.]+,\d\d$/)
    expect(row('Lage')[0]).toMatch(/^\(1\.200 ÷ 1\.100\) hoch 0,5 = × 1,044466 = [\d.]+,\d\d$/)
    const sentences = section(d, 'grid').paragraphs
    expect(sentences).toContain(
      'Zustand: Faktor = Umrechnungskoeffizient k des Objekts ÷ k des Vergleichsobjekts aus der Tabelle „Zustand GAA Hamburg“.'
    )
    expect(
      sentences.some((p) => p.startsWith('Angebotsabschlag: Angebotspreise werden mit 1 − 8,0 % multipliziert'))
    ).toBe(true)
    const en = section(doc(annexGrid(6, sandbox), 'en'), 'grid').paragraphs
    expect(en.some((p) => p.startsWith('Time: the price is multiplied by the ratio of the price index'))).toBe(true)
  })

  it("cites an extract's Auskunft with the board: Aktenzeichen, date, selection, supplied and used", () => {
    const grid = annexGrid(12, sandbox)
    const imported = grid.comparables.findIndex((c) => c.priceType === 'transaction')
    grid.comparables[imported] = {
      ...grid.comparables[imported]!,
      reference: { kind: 'transaction', board: 'Gutachterausschuss Musterstadt', registerNumber: 'M-7' },
      origin: {
        kind: 'import',
        fileName: 'auszug-2026.csv',
        importedAt: '2026-11-03T09:00:00Z',
        extract: {
          reference: 'GA 12/2026',
          date: '2026-10-28',
          selection: 'ETW, Baujahr 1990-2010',
          supplied: 14,
          used: 9
        }
      }
    }
    const source = (language: 'de' | 'en') => rows(doc(grid, language), 'sources').map((r) => r[0])
    expect(source('de')).toContain(
      'Kaufpreissammlung Gutachterausschuss Musterstadt, Auskunft GA 12/2026 vom 28.10.2026, Auswahl: ETW, Baujahr 1990-2010, geliefert 14, verwendet 9'
    )
    expect(source('en').some((s) => s.includes('extract GA 12/2026 of') && s.endsWith('supplied 14, used 9'))).toBe(
      true
    )
  })

  it('cites every source: typed Kaufpreise, a file by its board, each retrieval date of the offers', () => {
    const grid = annexGrid(12, sandbox)
    grid.comparables[0] = {
      ...grid.comparables[0]!,
      origin: { kind: 'connection', source: { ...sandbox, fetchedAt: '2026-10-15T08:00:00Z' } }
    }
    const imported = grid.comparables.findIndex((c) => c.priceType === 'transaction')
    grid.comparables[imported] = {
      ...grid.comparables[imported]!,
      reference: { kind: 'transaction', board: 'Gutachterausschuss Musterstadt', registerNumber: 'M-7' },
      origin: { kind: 'import', fileName: 'auszug-2026.csv', importedAt: '2026-11-03T09:00:00Z' }
    }
    const sources = rows(doc(grid), 'sources')
    const line = (source: string) => sources.filter((r) => r[0] === source)
    expect(line('Kaufpreissammlung Gutachterausschuss Musterstadt')).toEqual([
      [
        'Kaufpreissammlung Gutachterausschuss Musterstadt',
        `Kaufpreise, aus einer Datei eingelesen (Nr. ${imported + 1})`,
        '03.11.2026'
      ]
    ])
    expect(sources.flat().join(' ')).not.toContain('auszug-2026.csv')
    expect(line('Kaufpreissammlung Hamburg')).toEqual([
      ['Kaufpreissammlung Hamburg', 'Kaufpreise, von Hand eingegeben (Nr. 10)', 'nicht angegeben']
    ])
    const offers = line('Verbindung „Sandbox (eingebaut)“ (eingebaute Sandbox: Beispieldaten, nicht zitierfähig)')
    expect(offers).toHaveLength(1)
    expect(offers[0]![2]).toBe('15.10.2026, 01.11.2026')
    expect(line('Eigene Akte')[0]![1]).toBe('Preise aus eigenen Fällen, von Hand eingegeben (Nr. 7)')
  })

  it('names a column by its source where it still has the name it got by position', () => {
    const grid = annexGrid(6, null)
    const k = grid.comparables.findIndex((c) => c.priceType === 'transaction')
    grid.comparables[k] = { ...grid.comparables[k]!, label: 'Kaufpreis 6' }
    const head = section(doc(grid), 'grid').tables[0]!.head
    expect(head[k + 2]).toBe(`Nr. ${k + 1}: Kaufpreis 1 (KPS-2025-505)`)
    expect(head[2]).toBe('Nr. 1: VO01')
  })

  it('writes the built-in sandbox and the example tables in the language of the document', () => {
    const de = annexClipboard(doc(annexGrid(8, sandbox), 'de')).text
    expect(de).toContain('Sandbox (eingebaut)')
    expect(de).not.toContain('Sandbox (built in)')
    const en = annexClipboard(doc(annexGrid(8, sandbox), 'en')).text
    expect(en).toContain('Sandbox (built in)')
    expect(en).toContain("Lagebild's example table: a typical curve, no official values")
    expect(en).not.toMatch(/Lagebild-Mustertabelle|Beispiel ohne Modell/)
  })

  it('frames the annex by its Gutachten and anonymises the words when asked', () => {
    const grid = annexGrid(10, sandbox)
    grid.annexFrame = {
      reportReference: 'G-2026-117',
      appraiser: 'Dipl.-Ing. Erika Muster',
      annexNumber: '3',
      reportDate: '2026-12-01',
      qualityDate: '2026-10-01'
    }
    const plain = doc(grid)
    expect(plain.title).toBe(
      'Anlage 3 zum Gutachten vom 01.12.2026: Vergleichswertverfahren nach ImmoWertV 2021, §§ 24 bis 26'
    )
    expect(section(plain, 'frame').paragraphs).toEqual([
      'Aktenzeichen des Gutachtens: G-2026-117',
      'Sachverständige(r): Dipl.-Ing. Erika Muster',
      'Wertermittlungsstichtag: 20.11.2026',
      'Qualitätsstichtag: 01.10.2026'
    ])
    const anonymised = annexClipboard(doc(grid, 'de', true)).text
    expect(anonymised).not.toMatch(/Musterstraße \d|Kaufpreis-Nr\. KPS|VO\d\d/)
    expect(anonymised).toContain('Musterstraße, 22761 Hamburg')
    expect(anonymised).toContain('Nr. 5: Kaufpreis 1')
    // An old grid without a frame prints the title as before.
    expect(doc(annexGrid(4, null)).title).toBe('Anlage: Vergleichswertverfahren nach ImmoWertV 2021, §§ 24 bis 26')
  })

  it('takes the house number off a street line', () => {
    expect(streetWithoutNumber('Musterstraße 12a, 22761 Hamburg')).toBe('Musterstraße, 22761 Hamburg')
    expect(streetWithoutNumber('Am Markt 3-5')).toBe('Am Markt')
    expect(streetWithoutNumber('Hauptstr. 7 b, 10115 Berlin')).toBe('Hauptstr., 10115 Berlin')
    expect(streetWithoutNumber('Straße des 17. Juni 100')).toBe('Straße des 17. Juni')
    expect(streetWithoutNumber('Lindenallee')).toBe('Lindenallee')
  })
})
