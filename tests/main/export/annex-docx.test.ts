// The valuation annex as a Word file ("the same as a table for Word"): a 30-column grid
// written by main's docx module and read back from word/document.xml: every column's label, every row
// label in every block of columns, landscape pages, the head row repeated, the sample-data marking only
// for a grid whose own data is sample data, and the words of the paper annex.
import { describe, expect, it } from 'vitest'
import { ANNEX_COLUMNS_PER_PAGE } from '@shared/export/annex'
import { gridResultOf, isGridSampleData } from '@shared/valuation/comparison-grid'
import { annexClipboard, annexDocument } from '@renderer/valuation/annex/annex-model'
import { annexDocx } from '@main/export/docx'
import { annexGrid, annexWords, columnLabel } from '../../helpers/annex-grid'
import { docxTables, docxText, docxXml } from '../../helpers/docx-text'

/** The price type row of every block of the grid, in column order: one word per comparable. */
function priceTypeRow(bytes: Uint8Array, [feature, subject, priceType]: [string, string, string]): string[] {
  return docxTables(bytes)
    .filter((t) => t[0]![0] === feature && t[0]![1] === subject)
    .flatMap((t) => t.find((r) => r[0] === priceType)!.slice(2))
}

const sandbox = {
  connection: { id: 'sandbox', name: 'Integrierte Sandbox', kind: 'sandbox' as const },
  endpoint: 'http://127.0.0.1:1',
  fetchedAt: '2026-11-01T10:00:00Z'
}

describe('annex as a Word file', () => {
  it('holds all 30 columns in blocks of 6, each block with every row label, on landscape pages', async () => {
    const grid = annexGrid(30, sandbox)
    const result = gridResultOf(grid)
    const doc = annexDocument(
      grid,
      result,
      'Annex-Teststraße 1, 22761 Hamburg',
      isGridSampleData(grid),
      annexWords('de'),
      ANNEX_COLUMNS_PER_PAGE
    )
    const bytes = await annexDocx(doc, 'de')
    const xml = docxXml(bytes)
    expect(xml).toContain('w:orient="landscape"')
    expect(xml).toContain('<w:tblHeader')
    const text = docxText(bytes)
    for (let i = 1; i <= 30; i++) expect(text, columnLabel(i)).toContain(columnLabel(i))

    const blocks = docxTables(bytes).filter((t) => t[0]![0] === 'Merkmal' && t[0]![1] === 'Bewertungsobjekt')
    expect(blocks).toHaveLength(5)
    const labels = doc.sections.find((s) => s.id === 'grid')!.tables[0]!.rows.map((r) => r[0])
    expect(labels).toEqual(
      expect.arrayContaining([
        'Preisart',
        'Quelle',
        'Kennung',
        'Datum des Preises (Art)',
        'Angebotsabschlag',
        'Zeit (§ 18, Indexreihe)',
        'Lage',
        'Angepasster Preis je m²',
        'Status'
      ])
    )
    blocks.forEach((b, k) => {
      expect(b.map((r) => r[0])).toEqual(['Merkmal', ...labels])
      expect(b[0]!.slice(2)).toEqual(
        Array.from({ length: 6 }, (_, j) => `Nr. ${k * 6 + j + 1}: ${columnLabel(k * 6 + j + 1)}`)
      )
    })
    // Price types and sources named per column; dates by their kind.
    const de = {
      offer: 'Angebotspreis',
      transaction: 'Kaufpreis (Kaufpreissammlung)',
      own_case: 'Preis aus eigenem Fall'
    }
    expect(priceTypeRow(bytes, ['Merkmal', 'Bewertungsobjekt', 'Preisart'])).toEqual(
      grid.comparables.map((c) => de[c.priceType])
    )
    expect(new Set(grid.comparables.map((c) => c.priceType)).size).toBe(3)
    expect(text).toContain('Kaufpreis (Kaufpreissammlung)')
    expect(text).toContain('ausgeschlossen: Dachgeschoss ohne Aufzug, nicht vergleichbar')
    expect(text).toContain('Kaufpreis-Nr. KPS-2025-505')
    expect(text).toContain('Angebots-Nr. IS-1001')
    expect(text).toContain('(Vertragsdatum)')
    expect(text).toContain('(Angebot veröffentlicht)')
    expect(text).toContain('Dachgeschoss ohne Aufzug, nicht vergleichbar')
    expect(text).toContain('Zustand GAA Hamburg')
    expect(text).toContain('Grundstücksmarktbericht Hamburg 2025, Tabelle 14')
    expect(text).toMatch(
      /vorläufiger Vergleichswert \((Angebotsbasis|gemischt, Angebotsbasis: \d+ von \d+ Preisen sind Angebote)\)/
    )
    expect(text).toContain('Beispieldaten, nicht für Gutachten')
  })

  it('marks sample data only when the grid itself holds some', async () => {
    const custom = { ...sandbox, connection: { id: 'c1', name: 'Eigener Dienst', kind: 'custom' as const } }
    const grid = annexGrid(8, custom)
    expect(isGridSampleData(grid)).toBe(false)
    const doc = annexDocument(grid, gridResultOf(grid), 'X', false, annexWords('de'), ANNEX_COLUMNS_PER_PAGE)
    const text = docxText(await annexDocx(doc, 'de'))
    expect(text).not.toContain('Beispieldaten')
    expect(text).toContain('Verbindung „Eigener Dienst“ (eigene Verbindung)')
  })

  it('copies the same tables to the clipboard: tab-separated lines and HTML tables, every column, the sample marking first', () => {
    const grid = annexGrid(30, sandbox)
    const doc = annexDocument(grid, gridResultOf(grid), 'X', true, annexWords('de'), ANNEX_COLUMNS_PER_PAGE)
    const { text, html } = annexClipboard(doc)
    expect(text.split('\n').slice(0, 3)).toEqual([doc.title, doc.subtitle, 'Beispieldaten, nicht für Gutachten'])
    for (let i = 1; i <= 30; i++) expect(text).toContain(`\tNr. ${i}: ${columnLabel(i)}`)
    expect(text).toContain('Angebotsabschlag: 8,0 % auf die Angebotspreise')
    expect(html).toContain('<h3>Quellen und Stichtage</h3>')
    const tables = doc.sections.flatMap((s) => s.tables)
    expect(html.match(/<table>/g)).toHaveLength(tables.length)
    // Every grid line has as many cells as its block's head.
    for (const line of text.split('\n').filter((l) => l.startsWith('Merkmal\tBewertungsobjekt')))
      expect(line.split('\t')).toHaveLength(8)
  })

  it('writes the English annex in English', async () => {
    const grid = annexGrid(7, sandbox)
    const doc = annexDocument(grid, gridResultOf(grid), 'X', true, annexWords('en'), ANNEX_COLUMNS_PER_PAGE)
    const bytes = await annexDocx(doc, 'en')
    const text = docxText(bytes)
    expect(text).toContain('Transaction price (transaction register)')
    const en = {
      offer: 'Asking price',
      transaction: 'Transaction price (transaction register)',
      own_case: 'Price from own case'
    }
    expect(priceTypeRow(bytes, ['Characteristic', 'Property being valued', 'Price type'])).toEqual(
      grid.comparables.map((c) => en[c.priceType])
    )
    expect(text).not.toMatch(/Kaufpreis \(|Angebotspreis|Merkmal/)
    expect(text).toContain('Sample data, not for appraisal reports')
  })
})
