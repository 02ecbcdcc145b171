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

/** A portfolio property's sheet: its data and its photos with captions (the photo documentation). */
export interface PropertyPrint {
  kind: 'property'
  propertyId: string
  language: 'de' | 'en'
}

/** A subject's valuation: the latest quick valuations and the comparison grid, as saved locally. */
export interface ValuationPrint {
  kind: 'valuation'
  subjectKey: string
  subjectLabel: string
  language: 'de' | 'en'
}

/** A saved comparables set: map with pinned and excluded offers, the summary, the table of offers. */
export interface ComparablesPrint {
  kind: 'comparables'
  setId: string
  language: 'de' | 'en'
}

/** A kept market answer: figures, charts and the exposés. */
export interface MarketPrint {
  kind: 'market'
  marketId: string
  language: 'de' | 'en'
}

export type PrintRequest = ReportPrint | PropertyPrint | ValuationPrint | ComparablesPrint | MarketPrint

export const PRINT_PREFIX = '#/print'

export function printRoute(p: PrintRequest): string {
  const q =
    p.kind === 'report'
      ? new URLSearchParams({ kind: p.kind, id: p.reportId, sections: p.sections.join(','), lang: p.language })
      : p.kind === 'property' || p.kind === 'comparables' || p.kind === 'market'
        ? new URLSearchParams({ kind: p.kind, id: p.kind === 'property' ? p.propertyId : p.kind === 'market' ? p.marketId : p.setId, lang: p.language })
        : new URLSearchParams({ kind: p.kind, key: p.subjectKey, label: p.subjectLabel, lang: p.language })
  return `${PRINT_PREFIX}?${q.toString()}`
}

/** The print request a hash names, or null when it is not a valid one. */
export function parsePrintRoute(hash: string): PrintRequest | null {
  if (!hash.startsWith(`${PRINT_PREFIX}?`)) return null
  const q = new URLSearchParams(hash.slice(PRINT_PREFIX.length + 1))
  const id = q.get('id') ?? ''
  const lang = q.get('lang')
  if (lang !== 'de' && lang !== 'en') return null
  if (q.get('kind') === 'valuation') {
    const key = q.get('key') ?? ''
    const label = q.get('label') ?? ''
    if (!key || key.length > 200 || !label || label.length > 300) return null
    return { kind: 'valuation', subjectKey: key, subjectLabel: label, language: lang }
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
  if (q.get('kind') === 'property') return { kind: 'property', propertyId: id, language: lang }
  if (q.get('kind') === 'comparables') return { kind: 'comparables', setId: id, language: lang }
  if (q.get('kind') === 'market') return { kind: 'market', marketId: id, language: lang }
  if (q.get('kind') !== 'report') return null
  const sections = (q.get('sections') ?? '').split(',').filter((s): s is ReportPrintSection => (REPORT_PRINT_SECTIONS as readonly string[]).includes(s))
  return { kind: 'report', reportId: id, sections: REPORT_PRINT_SECTIONS.filter((s) => sections.includes(s)), language: lang }
}
