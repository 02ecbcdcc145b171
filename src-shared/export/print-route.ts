// The print view's route (TypeBox-free: the renderer reads it at run time). Main opens the app at
// `#/print?...` in a hidden window (Electron) or a page (tests) and prints what it shows to PDF.
import type { Language } from '../language'

/** The parts of a location report a PDF can hold, in the order they print. */
export const REPORT_PRINT_SECTIONS = ['map', 'facts', 'charts'] as const
export type ReportPrintSection = (typeof REPORT_PRINT_SECTIONS)[number]

export interface ReportPrint {
  kind: 'report'
  reportId: string
  sections: ReportPrintSection[]
  language: Language
}

/** A portfolio property's sheet: its data and its photos with captions (the photo documentation). */
export interface PropertyPrint {
  kind: 'property'
  propertyId: string
  language: Language
}

/**
 * A subject's valuation: the latest quick valuations and the comparison grid, as saved locally.
 * `anonymised`: the annex without house numbers and Kaufpreis-Nr.
 */
export interface ValuationPrint {
  kind: 'valuation'
  subjectKey: string
  subjectLabel: string
  anonymised?: boolean
  language: Language
}

/**
 * A saved comparables set as a summary: the subject, the map, the statistics, the kept offers in one table,
 * the excluded ones with their reasons and the side by side; with `appendix`, every offer of the search
 * after it (outliers included).
 */
export interface ComparablesPrint {
  kind: 'comparables'
  setId: string
  appendix: boolean
  language: Language
}

/** A kept market answer: figures, charts and the exposés. */
export interface MarketPrint {
  kind: 'market'
  marketId: string
  language: Language
}

/**
 * A case file: several documents of one case in one PDF, in this order, pages counted through: the
 * location report, the market data, the comparables set, the valuation, the property sheet (each at
 * most once).
 */
export interface CasePrint {
  kind: 'case'
  title: string
  report: { reportId: string; sections: ReportPrintSection[] } | null
  marketId: string | null
  setId: string | null
  valuation: { subjectKey: string; subjectLabel: string; anonymised?: boolean } | null
  propertyId: string | null
  language: Language
}

export type PrintRequest = ReportPrint | PropertyPrint | ValuationPrint | ComparablesPrint | MarketPrint | CasePrint

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** The documents of a case file as the print requests each of them would be on its own. */
export function caseDocuments(
  c: CasePrint
): Array<ReportPrint | MarketPrint | ComparablesPrint | ValuationPrint | PropertyPrint> {
  const language = c.language
  return [
    ...(c.report ? [{ kind: 'report' as const, ...c.report, language }] : []),
    ...(c.marketId ? [{ kind: 'market' as const, marketId: c.marketId, language }] : []),
    ...(c.setId ? [{ kind: 'comparables' as const, setId: c.setId, appendix: false, language }] : []),
    ...(c.valuation ? [{ kind: 'valuation' as const, ...c.valuation, language }] : []),
    ...(c.propertyId ? [{ kind: 'property' as const, propertyId: c.propertyId, language }] : [])
  ]
}

export const PRINT_PREFIX = '#/print'

export function printRoute(p: PrintRequest): string {
  if (p.kind === 'case') {
    const q = new URLSearchParams({ kind: 'case', title: p.title, lang: p.language })
    if (p.report) {
      q.set('report', p.report.reportId)
      q.set('sections', p.report.sections.join(','))
    }
    if (p.marketId) q.set('market', p.marketId)
    if (p.setId) q.set('set', p.setId)
    if (p.valuation) {
      q.set('vkey', p.valuation.subjectKey)
      q.set('vlabel', p.valuation.subjectLabel)
      if (p.valuation.anonymised) q.set('vanon', '1')
    }
    if (p.propertyId) q.set('property', p.propertyId)
    return `${PRINT_PREFIX}?${q.toString()}`
  }
  const q =
    p.kind === 'report'
      ? new URLSearchParams({ kind: p.kind, id: p.reportId, sections: p.sections.join(','), lang: p.language })
      : p.kind === 'property' || p.kind === 'comparables' || p.kind === 'market'
        ? new URLSearchParams({
            kind: p.kind,
            id: p.kind === 'property' ? p.propertyId : p.kind === 'market' ? p.marketId : p.setId,
            lang: p.language
          })
        : new URLSearchParams({ kind: p.kind, key: p.subjectKey, label: p.subjectLabel, lang: p.language })
  if (p.kind === 'comparables' && p.appendix) q.set('appendix', '1')
  if (p.kind === 'valuation' && p.anonymised) q.set('anon', '1')
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
    return {
      kind: 'valuation',
      subjectKey: key,
      subjectLabel: label,
      ...(q.get('anon') === '1' ? { anonymised: true } : {}),
      language: lang
    }
  }
  if (q.get('kind') === 'case') {
    const title = q.get('title') ?? ''
    const opt = (name: string) => {
      const v = q.get(name)
      return v === null ? null : ID.test(v) ? v : undefined
    }
    const report = opt('report')
    const marketId = opt('market')
    const setId = opt('set')
    const propertyId = opt('property')
    const vkey = q.get('vkey')
    const vlabel = q.get('vlabel') ?? ''
    const valuation =
      vkey === null
        ? null
        : vkey && vkey.length <= 200 && vlabel && vlabel.length <= 300
          ? { subjectKey: vkey, subjectLabel: vlabel, ...(q.get('vanon') === '1' ? { anonymised: true } : {}) }
          : undefined
    if (
      title.length > 200 ||
      report === undefined ||
      marketId === undefined ||
      setId === undefined ||
      propertyId === undefined ||
      valuation === undefined
    )
      return null
    if (!report && !marketId && !setId && !valuation && !propertyId) return null
    return {
      kind: 'case',
      title,
      report: report ? { reportId: report, sections: sectionsOf(q.get('sections')) } : null,
      marketId,
      setId,
      valuation,
      propertyId,
      language: lang
    }
  }
  if (!ID.test(id)) return null
  if (q.get('kind') === 'property') return { kind: 'property', propertyId: id, language: lang }
  if (q.get('kind') === 'comparables')
    return { kind: 'comparables', setId: id, appendix: q.get('appendix') === '1', language: lang }
  if (q.get('kind') === 'market') return { kind: 'market', marketId: id, language: lang }
  if (q.get('kind') !== 'report') return null
  return { kind: 'report', reportId: id, sections: sectionsOf(q.get('sections')), language: lang }
}

/** Known sections in print order; unknown names are dropped. */
function sectionsOf(list: string | null): ReportPrintSection[] {
  const named = (list ?? '').split(',')
  return REPORT_PRINT_SECTIONS.filter((s) => named.includes(s))
}

/** True in the print view once every document on it is drawn (run in the page by whoever prints it). */
export const PRINT_READY_SCRIPT =
  '(() => { const d = document.querySelectorAll("[data-print-doc]"); return d.length > 0 && [...d].every((e) => e.hasAttribute("data-print-ready")) })()'
