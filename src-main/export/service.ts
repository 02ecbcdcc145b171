// PDFs from the print view: main checks that the saved report exists (it prints from the library, so
// export works offline), names the print route, sets header and footer, has the platform print the view
// to PDF, and saves the bytes where the user chooses.
import type {
  AnnexDocxRequest,
  CaptureRect,
  CasePdfRequest,
  ClipboardContent,
  ComparablesPdfRequest,
  ExportResult,
  MarketPdfRequest,
  PropertyPdfRequest,
  ReportPdfRequest,
  ValuationPdfRequest
} from '@shared/bridge/exports'
import { isSampleData } from '@shared/bridge/provenance'
import type { Language } from '@shared/language'
import { pdfPage, type PdfPage } from '@shared/export/pdf-page'
import { printRoute, REPORT_PRINT_SECTIONS } from '@shared/export/print-route'
import { isGridSampleData } from '@shared/valuation/grid-provenance'
import { annexDocx } from './docx'
import { ServiceError } from '../app-error'
import type { Reports } from '../reports'
import type { PortfolioService } from '../portfolio/service'
import type { Valuations } from '../valuation'
import type { Comparables } from '../comparables'
import type { MarketService } from '../market/service'

/** How a platform captures its window (Electron: the main window's capturePage; tests: Chromium's screenshot). */
export interface ScreenPlatform {
  capture(rect: CaptureRect): Promise<Uint8Array>
}

/** How a platform prints: the Electron shell with a hidden window, the test harness with Chromium. */
export interface PdfPlatform {
  /** The app opened at `route` (a hash), printed once its view says it is ready. */
  render(route: string, page: PdfPage): Promise<Uint8Array>
  /** Asks where to save (suggesting `fileName` in the folder used last); null when the user cancels. */
  save(fileName: string, bytes: Uint8Array): Promise<string | null>
}

/** The system clipboard (Electron: clipboard.write with text, HTML and a native image). */
export interface ClipboardPlatform {
  write(content: ClipboardContent): Promise<void>
}

const TITLE = { de: 'Lagebericht', en: 'Location report' } as const
const SHEET = { de: 'Objektblatt', en: 'Property sheet' } as const
const VALUATION = { de: 'Bewertung', en: 'Valuation' } as const
const ANNEX = { de: 'Anlage Vergleichswert', en: 'Appendix comparison value' } as const
const SAMPLE = { de: 'Beispieldaten, nicht für Gutachten', en: 'Sample data, not for appraisals' } as const
const COMPARABLES = { de: 'Vergleichsobjekte', en: 'Comparables' } as const
const MARKET = { de: 'Marktdaten', en: 'Market data' } as const
const CASE = { de: 'Fallakte', en: 'Case file' } as const
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const isPng = (b: Uint8Array) => PNG.every((v, i) => b[i] === v)

/** A file name from an address: no path separators or characters Windows refuses, at most 120 characters. */
export function safeFileName(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not contain
  const cleaned = s.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
  return cleaned.replace(/\s+/g, ' ').trim().slice(0, 120) || 'Lagebild'
}

export function createExportService(deps: {
  reports: Pick<Reports, 'open'>
  portfolio: Pick<PortfolioService, 'propertyWithConnection'>
  valuation: Pick<Valuations, 'grid' | 'history'>
  comparables: Pick<Comparables, 'open'>
  market: Pick<MarketService, 'open'>
  pdf: () => PdfPlatform | undefined
  clipboard: () => ClipboardPlatform | undefined
  screen: () => ScreenPlatform | undefined
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  return {
    async copy(content: ClipboardContent): Promise<null> {
      const clipboard = deps.clipboard()
      if (!clipboard) throw new ServiceError('internal', 'This build cannot use the clipboard.')
      if (content.png && !isPng(content.png)) throw new ServiceError('invalid_argument', 'The image is not a PNG.')
      await clipboard.write(content)
      return null
    },
    async capture(rect: CaptureRect): Promise<Uint8Array> {
      const screen = deps.screen()
      if (!screen) throw new ServiceError('internal', 'This build cannot capture the window.')
      const png = await screen.capture(rect)
      if (!isPng(png)) throw new ServiceError('internal', 'The window could not be captured.')
      return png
    },
    async savePng(name: string, png: Uint8Array): Promise<ExportResult> {
      const pdf = deps.pdf()
      if (!pdf) throw new ServiceError('internal', 'This build cannot save files.')
      if (!isPng(png)) throw new ServiceError('invalid_argument', 'The image is not a PNG.')
      const path = await pdf.save(`${safeFileName(name)}.png`, png)
      return { path, bytes: png.byteLength }
    },
    async propertyPdf(req: PropertyPdfRequest): Promise<ExportResult> {
      const { label, sample } = await propertyDoc(req.propertyId)
      return print(
        printRoute({ kind: 'property', propertyId: req.propertyId, language: req.language }),
        SHEET,
        label,
        sample,
        req.language
      )
    },
    async valuationPdf(req: ValuationPdfRequest): Promise<ExportResult> {
      const { sample } = await valuationDoc(req.subjectKey, req.subjectLabel)
      // The annex prints the grid's columns on landscape pages.
      return print(
        printRoute({
          kind: 'valuation',
          subjectKey: req.subjectKey,
          subjectLabel: req.subjectLabel,
          ...(req.anonymised ? { anonymised: true } : {}),
          language: req.language
        }),
        VALUATION,
        req.subjectLabel,
        sample,
        req.language,
        true
      )
    },
    /** The annex's tables as a Word file; its sample-data marking follows the saved grid, whatever the renderer says. */
    async annexDocx(req: AnnexDocxRequest): Promise<ExportResult> {
      const pdf = deps.pdf()
      if (!pdf) throw new ServiceError('internal', 'This build cannot save files.')
      const grid = deps.valuation.grid(req.subjectKey)
      if (!grid) throw new ServiceError('not_found', 'There is no saved comparison grid for this subject yet.')
      const sample = isGridSampleData(grid)
      const bytes = await annexDocx({ ...req.document, sample, sampleText: SAMPLE[req.language] }, req.language)
      const path = await pdf.save(
        `${safeFileName(`${ANNEX[req.language]} ${req.subjectLabel}`)} ${now().toISOString().slice(0, 10)}.docx`,
        bytes
      )
      return { path, bytes: bytes.byteLength }
    },
    async comparablesPdf(req: ComparablesPdfRequest): Promise<ExportResult> {
      const { label, sample } = setDoc(req.setId)
      return print(
        printRoute({ kind: 'comparables', setId: req.setId, appendix: req.appendix ?? false, language: req.language }),
        COMPARABLES,
        label,
        sample,
        req.language
      )
    },
    async marketPdf(req: MarketPdfRequest): Promise<ExportResult> {
      const { label, sample } = marketDoc(req.marketId)
      return print(
        printRoute({ kind: 'market', marketId: req.marketId, language: req.language }),
        MARKET,
        label,
        sample,
        req.language
      )
    },
    async reportPdf(req: ReportPdfRequest): Promise<ExportResult> {
      const { label, sample } = reportDoc(req.reportId)
      return print(
        printRoute({ kind: 'report', reportId: req.reportId, sections: req.sections, language: req.language }),
        TITLE,
        label,
        sample,
        req.language
      )
    },
    /** Several documents of one case in one PDF: each is checked first (all saved ones work offline). */
    async casePdf(req: CasePdfRequest): Promise<ExportResult> {
      const found = [
        req.reportId ? reportDoc(req.reportId) : null,
        req.marketId ? marketDoc(req.marketId) : null,
        req.setId ? setDoc(req.setId) : null,
        req.valuation ? await valuationDoc(req.valuation.subjectKey, req.valuation.subjectLabel) : null,
        req.propertyId ? await propertyDoc(req.propertyId) : null
      ].filter((d) => d !== null)
      if (!found.length) throw new ServiceError('invalid_argument', 'A case file needs at least one document.')
      const name = req.title.trim() || found[0]!.label
      const route = printRoute({
        kind: 'case',
        title: req.title.trim(),
        report: req.reportId ? { reportId: req.reportId, sections: req.sections ?? [...REPORT_PRINT_SECTIONS] } : null,
        marketId: req.marketId ?? null,
        setId: req.setId ?? null,
        valuation: req.valuation ?? null,
        propertyId: req.propertyId ?? null,
        language: req.language
      })
      return print(
        route,
        CASE,
        name,
        found.some((d) => d.sample),
        req.language
      )
    }
  }

  // Each document the PDFs can hold: checked to exist (throws not_found / report_damaged), named for the
  // page header, and whether it came from the built-in sandbox.
  function reportDoc(id: string) {
    const report = deps.reports.open(id)
    return { label: report.label, sample: isSampleData(report.source) }
  }
  function marketDoc(id: string) {
    const kept = deps.market.open(id)
    return { label: kept.query.address ?? kept.query.coordinate ?? '', sample: isSampleData(kept.source) }
  }
  function setDoc(id: string) {
    const set = deps.comparables.open(id)
    return { label: set.result.query.subject.address, sample: isSampleData(set.result.source) }
  }
  async function valuationDoc(subjectKey: string, label: string) {
    const runs = deps.valuation.history(subjectKey)
    const grid = deps.valuation.grid(subjectKey)
    if (!runs.length && !grid) throw new ServiceError('not_found', 'There is no saved valuation for this subject yet.')
    // What is printed decides: the latest quick valuations' connection and the grid's own data, never
    // the connection active while printing.
    const latest = runs.find((r) => !r.damaged)
    const sample =
      (latest !== undefined && isSampleData(latest.connection)) || (grid !== null && isGridSampleData(grid))
    return { label, sample }
  }
  async function propertyDoc(id: string) {
    const { property, connection } = await deps.portfolio.propertyWithConnection(id)
    return {
      label: property.customId?.trim() || property.location?.address?.unstructured || property.id,
      sample: isSampleData(connection)
    }
  }

  /** Prints a route to PDF with header (title, address, date) and footer (sample marking, page x of y) and saves it. */
  async function print(
    route: string,
    title: { de: string; en: string },
    address: string,
    sample: boolean,
    language: Language,
    landscape = false
  ): Promise<ExportResult> {
    const pdf = deps.pdf()
    if (!pdf) throw new ServiceError('internal', 'This build cannot write PDFs.')
    const date = now()
    const shown = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(date)
    const page = pdfPage({ title: title[language], address, date: shown, language, sample, landscape })
    const bytes = await pdf.render(route, page)
    const path = await pdf.save(
      `${safeFileName(`${title[language]} ${address}`)} ${date.toISOString().slice(0, 10)}.pdf`,
      bytes
    )
    return { path, bytes: bytes.byteLength }
  }
}

export type ExportService = ReturnType<typeof createExportService>
