// What every exported PDF page carries besides its content: the address and the date in the header,
// the sample-data marking (for sandbox data) and "page x of y" in the footer; A4 with margins that
// leave room for both. One description for Electron's printToPDF and Chromium's page.pdf (tests).
import type { Language } from '../language'

export interface PdfPage {
  headerTemplate: string
  footerTemplate: string
  /** Margins in centimetres. */
  margin: { top: number; bottom: number; left: number; right: number }
  /** A4 landscape (the valuation annex's grid) instead of portrait. */
  landscape: boolean
}

const TEXT = {
  de: { page: 'Seite', of: 'von', sample: 'Beispieldaten, nicht für Gutachten' },
  en: { page: 'Page', of: 'of', sample: 'Sample data, not for appraisals' }
} as const

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// Chromium draws header and footer in their own documents with a tiny default font size.
const STYLE =
  'font-family: sans-serif; font-size: 8pt; color: #333; width: 100%; margin: 0 1.5cm; display: flex; justify-content: space-between; gap: 1cm;'

export function pdfPage(p: {
  title: string
  address: string
  date: string
  language: Language
  sample: boolean
  landscape?: boolean
}): PdfPage {
  const t = TEXT[p.language]
  return {
    headerTemplate: `<div style="${STYLE}"><span>${escape(p.title)}: ${escape(p.address)}</span><span>${escape(p.date)}</span></div>`,
    footerTemplate:
      `<div style="${STYLE}"><span>${p.sample ? `<b style="color:#8a5a00">${t.sample}</b>` : 'Lagebild'}</span>` +
      `<span>${t.page} <span class="pageNumber"></span> ${t.of} <span class="totalPages"></span></span></div>`,
    margin: { top: 2, bottom: 2, left: 1.5, right: 1.5 },
    landscape: p.landscape ?? false
  }
}
