// One writer for every table copied to the clipboard (kit/export/table-copy.ts).
// Hostile cells stay one cell: tabs and line breaks inside a value, quotes, and cells a spreadsheet would
// run as a formula. And no other renderer file writes tab-separated text of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { tableClipboard, tableHtml, tableTsv, tsvCell } from '@renderer/kit/export/table-copy'
import { ROOT } from '../../helpers/root'

const RENDERER = join(ROOT, 'src-renderer/src')

/** Reads tab-separated text as Excel and LibreOffice paste it: tab and newline split, a quoted field is unquoted. */
function parseTsv(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.split('\t').map((f) => (/^".*"$/s.test(f) ? f.slice(1, -1).replace(/""/g, '"') : f)))
}

describe('table copy', () => {
  it('keeps a tab, a line break or a quote inside a cell in that cell', () => {
    const tsv = tableTsv({
      caption: 'Vergleich',
      head: ['Merkmal', 'Objekt 1'],
      rows: [
        ['Lage\tStraße', 'Zeile 1\nZeile 2\r\nZeile 3'],
        ['Hinweis', '5" Zoll, "Altbau"']
      ],
      source: 'Quelle: Sandbox'
    })
    expect(parseTsv(tsv)).toEqual([
      ['Vergleich'],
      ['Merkmal', 'Objekt 1'],
      ['Lage Straße', 'Zeile 1 Zeile 2 Zeile 3'],
      ['Hinweis', '5" Zoll, "Altbau"'],
      ['Quelle: Sandbox']
    ])
  })

  it('gives a cell a spreadsheet would run as a formula a leading apostrophe, but leaves signed numbers numbers', () => {
    expect(tsvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0")
    expect(tsvCell('=HYPERLINK("http://x.invalid","klick")')).toBe(`"'=HYPERLINK(""http://x.invalid"",""klick"")"`)
    expect(tsvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)")
    expect(tsvCell('+1+cmd')).toBe("'+1+cmd")
    expect(tsvCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x")
    expect(tsvCell('\t=1+1')).toBe("'=1+1")
    expect(tsvCell('-3,5 %')).toBe('-3,5 %')
    expect(tsvCell('+1.250 EUR')).toBe('+1.250 EUR')
    expect(tsvCell('-0.12')).toBe('-0.12')
    expect(tsvCell('+1 ,')).toBe("'+1 ,")
    expect(tsvCell('Angebot 1 = Kaufpreis?')).toBe('Angebot 1 = Kaufpreis?')
  })

  it('gives a formula cell the same leading apostrophe in the HTML table as in the tab-separated text', () => {
    const rows = [
      ['=HYPERLINK("http://x.invalid","klick")', "=cmd|' /C calc'!A0"],
      ['@SUM(A1:A9)', '\t=1+1'],
      ['\r+1+cmd', '-3,5 %']
    ]
    const { html } = tableClipboard({
      caption: '=1+1',
      head: ['@h', 'Wert'],
      rows,
      source: '=Quelle',
      rowLabels: false
    })
    const cells = [...html.matchAll(/<(?:td|th|caption|p)>([^<]*)</g)].map((m) =>
      m[1]!.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    )
    expect(cells).toEqual([
      "'=1+1",
      "'@h",
      'Wert',
      `'=HYPERLINK("http://x.invalid","klick")`,
      "'=cmd|' /C calc'!A0",
      "'@SUM(A1:A9)",
      "'=1+1",
      "'+1+cmd",
      '-3,5 %',
      "'=Quelle"
    ])
  })

  it('escapes every cell in the HTML table and marks row labels as headers', () => {
    const html = tableHtml({ caption: 'A & B', head: ['<b>x</b>'], rows: [['"a"', "'b'"]], source: '<script>' })
    expect(html).toBe(
      '<table><caption>A &#38; B</caption><thead><tr><th>&#60;b&#62;x&#60;/b&#62;</th></tr></thead><tbody><tr><th>&#34;a&#34;</th><td>&#39;b&#39;</td></tr></tbody></table><p>&#60;script&#62;</p>'
    )
    expect(tableHtml({ caption: 'c', head: ['h'], rows: [['1']], rowLabels: false })).toContain('<td>1</td>')
  })

  it('any table of any strings pastes back as the same grid of cells (one line per row, one field per cell)', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'Ä', ' ', '\t', '\n', '\r', '"', '=', '+', '-', '@', '1', ',', "'"),
      maxLength: 12
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 6 }),
        (width, grid) => {
          const rows = grid.map((r) => r.slice(0, width))
          const head = Array.from({ length: width }, (_, i) => `Spalte ${i + 1}`)
          const { text, html } = tableClipboard({ caption: 'T', head, rows })
          const back = parseTsv(text)
          expect(back).toHaveLength(rows.length + 2)
          for (const line of back.slice(1)) expect(line).toHaveLength(width)
          back.slice(2).forEach((line, i) =>
            line.forEach((f, j) => {
              const cleaned = rows[i]![j]!.replace(/[\t\r\n]+/g, ' ').trim()
              expect([cleaned, `'${cleaned}`]).toContain(f)
              if (/^[=@+-]/.test(f)) expect(f).toMatch(/^[+-]\s?\d[\d.,]*$/) // only a signed number stays unquoted
            })
          )
          expect(html.match(/<tr>/g)).toHaveLength(rows.length + 1)
        }
      )
    )
  })

  it('is the only renderer code that writes tab-separated text', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.(ts|vue)$/.test(name)) files.push(path)
      }
    }
    walk(RENDERER)
    const writers = files
      .filter((f) => /join\(\s*['"`]\\t['"`]\s*\)/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(RENDERER, f))
    expect(writers).toEqual(['kit/export/table-copy.ts'])
  })
})
