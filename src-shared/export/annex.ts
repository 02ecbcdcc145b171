// The valuation annex as plain tables of words (TypeBox-free: the renderer builds it at run time). The
// print view draws it, main writes it as a Word file (src-main/export/docx.ts), the clipboard takes its
// tables; one model, so paper, Word and a pasted table say the same.

export interface AnnexTable {
  caption: string
  head: string[]
  rows: string[][]
  /** The first cell of each row labels the row (repeated on each page of a grid block). */
  rowLabels: boolean
  /** A block of grid columns: starts a new page. */
  block?: boolean
}

export interface AnnexSection {
  id: string
  heading: string
  /** Lines of text before the tables. */
  paragraphs: string[]
  tables: AnnexTable[]
}

export interface AnnexDocument {
  title: string
  /** The subject and the valuation date, under the title. */
  subtitle: string
  /** The grid's own data came from the built-in sandbox (isGridSampleData): marked on every page. */
  sample: boolean
  sampleText: string
  sections: AnnexSection[]
}

/** Columns per block on a landscape A4 page (row labels plus the subject plus these). */
export const ANNEX_COLUMNS_PER_PAGE = 6
