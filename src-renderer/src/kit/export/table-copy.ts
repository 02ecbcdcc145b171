// The one writer of tables for the clipboard: tab-separated text for spreadsheets and an HTML table for
// Word, with the caption above and the source under it. A cell is one cell whatever it holds: tabs and
// line breaks become spaces, a quote is quoted, and a cell a spreadsheet would run as a formula
// ("=HYPERLINK(...)", "@SUM(...)", "+cmd", also behind a tab or line break) gets a leading apostrophe so
// it is pasted as text, in the tab-separated text and in the HTML table alike (Excel reads both).

export interface CopiedTable {
  /** The line above the table (title, place, unit). */
  caption: string
  head: readonly string[]
  rows: readonly (readonly string[])[]
  /** The citation under the table. */
  source?: string
  /** The first cell of each row is the row's label (a th in HTML); true unless said otherwise. */
  rowLabels?: boolean
}

/** A signed number as the app writes it (-3,5 %, +1.250 EUR, -0.12): data, not a formula. */
const SIGNED_NUMBER = /^[+-]\s?\d[\d.,\u202f\u00a0]*(\s?(%|€|EUR|EUR\/m²|m²))?$/

/** A cell's text on one line (tabs and line breaks as spaces), never a formula. */
export function plainCell(value: string): string {
  const s = value.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim()
  return /^[=@]/.test(s) || (/^[+-]/.test(s) && !SIGNED_NUMBER.test(s)) ? `'${s}` : s
}

/** One cell of tab-separated text: one line, no tab, never a formula. */
export function tsvCell(value: string): string {
  const s = plainCell(value)
  return s.includes('"') ? `"${s.replace(/"/g, '""')}"` : s
}

/** The table as tab-separated lines: caption, head, rows, source. */
export function tableTsv(table: CopiedTable): string {
  const lines = [table.head, ...table.rows].map((r) => r.map(tsvCell).join('\t'))
  const caption = tsvCell(table.caption)
  return [...(caption ? [caption] : []), ...lines, ...(table.source ? [tsvCell(table.source)] : [])].join('\n')
}

/** Text for the HTML copy: escaped, on one line, never a formula (a paragraph pasted into Excel is a cell too). */
export const htmlText = (s: string) => plainCell(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const esc = htmlText

/** The table as HTML Word takes as a table: caption, header row, rows, and the source under it. */
export function tableHtml(table: CopiedTable): string {
  const labels = table.rowLabels ?? true
  const head = `<tr>${table.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>`
  const rows = table.rows
    .map(
      (r) => `<tr>${r.map((c, i) => (labels && i === 0 ? `<th>${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join('')}</tr>`
    )
    .join('')
  const source = table.source ? `<p>${esc(table.source)}</p>` : ''
  const caption = table.caption ? `<caption>${esc(table.caption)}</caption>` : ''
  return `<table>${caption}<thead>${head}</thead><tbody>${rows}</tbody></table>${source}`
}

/** Both forms, as the exports store's copy takes them. */
export function tableClipboard(table: CopiedTable): { text: string; html: string } {
  return { text: tableTsv(table), html: tableHtml(table) }
}
