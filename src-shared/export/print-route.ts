// The print view's route (TypeBox-free: the renderer reads it at run time). Main opens the app at
// `#/print?...` in a hidden window (Electron) or a page (tests) and prints what it shows to PDF.

/** The parts of a location report a PDF can hold, in the order they print. */
export const REPORT_PRINT_SECTIONS = ['map', 'facts', 'charts'] as const
export type ReportPrintSection = (typeof REPORT_PRINT_SECTIONS)[number]

export interface ReportPrint {
  kind: 'report'
  reportId: string
  sections: ReportPrintSection[]
  language: 'de' | 'en'
}

export const PRINT_PREFIX = '#/print'

export function printRoute(p: ReportPrint): string {
  const q = new URLSearchParams({ kind: p.kind, id: p.reportId, sections: p.sections.join(','), lang: p.language })
  return `${PRINT_PREFIX}?${q.toString()}`
}

/** The print request a hash names, or null when it is not a valid one. */
export function parsePrintRoute(hash: string): ReportPrint | null {
  if (!hash.startsWith(`${PRINT_PREFIX}?`)) return null
  const q = new URLSearchParams(hash.slice(PRINT_PREFIX.length + 1))
  const id = q.get('id') ?? ''
  const lang = q.get('lang')
  const sections = (q.get('sections') ?? '').split(',').filter((s): s is ReportPrintSection => (REPORT_PRINT_SECTIONS as readonly string[]).includes(s))
  if (q.get('kind') !== 'report' || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || (lang !== 'de' && lang !== 'en')) return null
  return { kind: 'report', reportId: id, sections: REPORT_PRINT_SECTIONS.filter((s) => sections.includes(s)), language: lang }
}
