// The annex read back from its PDF as a reader with a pocket calculator would: pdftotext's text in content
// order (the head rows of tables come out of order and are not read), the grid's blocks cut into rows by their printed labels and into cells by what a cell may say, the
// index table, the coefficient tables, the statistics and the § 24 chain taken from their printed figures.
// Only what is printed is read; recompute.ts recomputes it. German annexes.
import { execFileSync } from 'node:child_process'
import type { AnnexWords } from '@renderer/valuation/annex/annex-model'

const N = String.raw`[−+±-]?\d{1,3}(?:\.\d{3})*(?:,\d+)?`
/** A printed German number: 4.523,14 → 4523.14; −150,00 → −150. */
export const num = (s: string) => Number(s.replace(/[±+]/, '').replace('−', '-').replace(/\./g, '').replace(',', '.'))
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** DD.MM.YYYY → YYYY-MM-DD. */
export const isoOf = (d: string) => d.split('.').reverse().join('-')

/** The PDF's text in content order, pages joined, the page header and footer taken out, whitespace one space. */
export function paperText(pdf: string, header: string): string {
  return execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((page) =>
      page
        .replace(/\s+/g, ' ')
        .replace(new RegExp(esc(header), 'g'), ' ')
        .replace(
          /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/g,
          ' '
        )
        .replace(/Seite \d+ von \d+/g, ' ')
        .replace(/(^| )Lagebild( |$)/g, ' ')
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\d{4})- (Q[1-4])/g, '$1-$2')
}

/**
 * The grid blocks' head rows taken out: a table's head comes in content order after some of its rows, so
 * it would fall into a row. Column labels are single words in the worked cases.
 */
export const withoutBlockHeads = (text: string) => text.replace(/ Merkmal Bewertungsobjekt(?: Nr\. \d+: \S+)+/g, '')

/** The text between two headings (the first occurrence of each after `from`). */
export function between(text: string, start: string, end: string | null): string {
  const a = text.indexOf(start)
  if (a < 0) throw new Error(`not printed: ${start}`)
  const b = end === null ? text.length : text.indexOf(end, a + start.length)
  if (b < 0) throw new Error(`not printed: ${end}`)
  return text.slice(a + start.length, b)
}

export type StepCell =
  | { kind: 'none'; text: string }
  | { kind: 'factor'; figures: string | null; factor: number; price: number; held: string | null }
  | { kind: 'delta'; euro: number | null; area: number | null; delta: number; price: number }

/** One cell of a step row, read from the start of `s`: what it is and how many characters it took. */
function stepCell(s: string, w: AnnexWords): { cell: StepCell; length: number } {
  const none = [
    w.t('annex.cell.notAnOffer'),
    String.raw`${esc(w.t('annex.cell.fallback', { why: '§' })).replace('§', '[^)]*')}`
  ]
  for (const p of none) {
    const m = new RegExp(`^${p === none[0] ? esc(p) : p}`).exec(s)
    if (m) return { cell: { kind: 'none', text: m[0] }, length: m[0].length }
  }
  const interpolated = esc(w.t('annex.cell.interpolated'))
  const factor = new RegExp(`^(?:(.+?) = )?× (${N}) = (${N})(; [^;]*? gehalten)?(; ${interpolated})?(?= |$)`).exec(s)
  if (factor)
    return {
      cell: {
        kind: 'factor',
        figures: factor[1] ?? null,
        factor: num(factor[2]!),
        price: num(factor[3]!),
        held: factor[4] ?? null
      },
      length: factor[0].length
    }
  const delta = new RegExp(`^(?:(${N}) EUR ÷ (${N}) m²: )?(${N}) EUR/m² = (${N})`).exec(s)
  if (delta)
    return {
      cell: {
        kind: 'delta',
        euro: delta[1] ? num(delta[1]) : null,
        area: delta[2] ? num(delta[2]) : null,
        delta: num(delta[3]!),
        price: num(delta[4]!)
      },
      length: delta[0].length
    }
  throw new Error(`no cell of a step at: ${s.slice(0, 120)}`)
}

export interface PaperBlock {
  /** Column numbers of the block, as its head prints them. */
  columns: number[]
  /** Row label → the row's text after the label. */
  rows: Map<string, string>
}

/** The grid's blocks, each cut into rows by the labels (in print order; a label may occur twice, as "Zustand"). */
export function paperBlocks(text: string, labels: string[]): PaperBlock[] {
  const caption = /Anpassung an das Bewertungsobjekt: Spalten (\d+) bis (\d+) von (\d+)/g
  const starts = [...text.matchAll(caption)]
  return starts.map((m, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]!.index : text.indexOf('Grundlagen der Anpassungen', m.index)
    const body = text.slice(m.index + m[0].length, end)
    const columns = Array.from({ length: Number(m[2]) - Number(m[1]) + 1 }, (_, i) => Number(m[1]) + i)
    const rows = new Map<string, string>()
    let at = 0
    const found: Array<{ label: string; from: number; to: number }> = []
    for (const label of labels) {
      const i = body.indexOf(` ${label} `, at)
      if (i < 0) continue
      found.push({ label, from: i, to: i + label.length + 2 })
      at = i + label.length + 1
    }
    found.forEach((f, i) => {
      const key = rows.has(f.label) ? `${f.label}#2` : f.label
      rows.set(key, body.slice(f.to, i + 1 < found.length ? found[i + 1]!.from : body.length).trim())
    })
    return { columns, rows }
  })
}

/** A step row's cells: the subject's dash first, then one per column. */
export function stepCells(row: string, count: number, w: AnnexWords): StepCell[] {
  let s = row.replace(/^– /, '')
  const cells: StepCell[] = []
  for (let i = 0; i < count; i++) {
    const { cell, length } = stepCell(s, w)
    cells.push(cell)
    s = s.slice(length).trimStart()
  }
  if (s) throw new Error(`left over after ${count} cells: ${s.slice(0, 120)}`)
  return cells
}

/** A row of numbers (the subject's cell may be a dash): null for a dash. */
export const numberCells = (row: string) => row.split(' ').map((c) => (c === '–' ? null : num(c)))

/** A row of cells each matching `cell` (a regex source with one group: the figure or word wanted). */
export function cellsOf(row: string, cell: string): string[] {
  const out: string[] = []
  let s = row
  const re = new RegExp(`^(?:${cell})(?: |$)`)
  while (s) {
    const m = re.exec(s)
    if (!m) throw new Error(`no cell at: ${s.slice(0, 80)}`)
    out.push(m[1] ?? m[0].trim())
    s = s.slice(m[0].length)
  }
  return out
}

/** The printed index table: period, the date its value stands for, the value. */
export function paperIndex(bases: string): Array<{ period: string; date: string; value: number }> {
  return [...bases.matchAll(new RegExp(String.raw`(\d{4}(?:-Q[1-4]|-\d\d)?) (\d\d\.\d\d\.\d{4}) (${N})`, 'g'))].map(
    (m) => ({ period: m[1]!, date: isoOf(m[2]!), value: num(m[3]!) })
  )
}

/**
 * A published coefficient table's printed values: the cell after its kind ("veröffentlicht"), as
 * "45: 1,085; 65: 1,021" or "gut: 1,00; sehr gut: 1,043".
 */
export function paperTable(bases: string, name: string, published: string): Array<{ at: string; k: number }> {
  const from = bases.indexOf(`${name} `, bases.indexOf('Umrechnungskoeffizienten (§ 19)'))
  const rest = bases.slice(bases.indexOf(` ${published} `, from) + published.length + 2)
  const m = new RegExp(`^((?:[\\wäöüß ,.]+?: ${N}; )*[\\wäöüß ,.]+?: ${N})(?= |$)`).exec(rest)
  if (!m) throw new Error(`no coefficients printed for ${name}`)
  return m[1]!.split('; ').map((pair) => {
    const i = pair.lastIndexOf(': ')
    return { at: pair.slice(0, i), k: num(pair.slice(i + 2)) }
  })
}

/** The amount printed after a label in a section's text (the first after `from`). */
export function amountAfter(text: string, label: RegExp): number {
  const m = new RegExp(`${label.source} (${N})(?= |$)`).exec(text)
  if (!m) throw new Error(`no amount after ${label.source}`)
  return num(m[m.length - 1]!)
}
export { N as NUMBER }
