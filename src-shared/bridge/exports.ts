// Export into the appraisal report: PDFs written by main from the app's print view, saved where the
// user chooses (the folder is remembered). contract.ts spreads these into `contract`.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { REPORT_PRINT_SECTIONS } from '../export/print-route'
import { call } from './define'
import { ReportId } from './reports'
import { PortfolioId } from './portfolio'
import { SetId } from './comparables'
import { MarketId } from './market'

export const ReportPdfRequest = Type.Object(
  {
    reportId: ReportId,
    sections: Type.Array(Literals(REPORT_PRINT_SECTIONS), {
      minItems: 1,
      maxItems: REPORT_PRINT_SECTIONS.length,
      uniqueItems: true
    }),
    language: Literals(['de', 'en'])
  },
  { additionalProperties: false }
)
export type ReportPdfRequest = Static<typeof ReportPdfRequest>

export const PropertyPdfRequest = Type.Object(
  { propertyId: PortfolioId, language: Literals(['de', 'en']) },
  { additionalProperties: false }
)
export type PropertyPdfRequest = Static<typeof PropertyPdfRequest>

/** `anonymised`: the annex prints streets without house numbers and no Kaufpreis-Nr. (default: as saved). */
export const ValuationPdfRequest = Type.Object(
  {
    subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
    subjectLabel: Type.String({ minLength: 1, maxLength: 300 }),
    anonymised: Type.Optional(Type.Boolean()),
    language: Literals(['de', 'en'])
  },
  { additionalProperties: false }
)
export type ValuationPdfRequest = Static<typeof ValuationPdfRequest>

/** `appendix`: every offer of the search after the summary (default: the summary alone). */
export const ComparablesPdfRequest = Type.Object(
  { setId: SetId, appendix: Type.Optional(Type.Boolean()), language: Literals(['de', 'en']) },
  { additionalProperties: false }
)
export type ComparablesPdfRequest = Static<typeof ComparablesPdfRequest>

/** A case file: at least one of the documents, each at most once, in one PDF. */
export const CasePdfRequest = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    reportId: Type.Optional(ReportId),
    sections: Type.Optional(
      Type.Array(Literals(REPORT_PRINT_SECTIONS), {
        minItems: 1,
        maxItems: REPORT_PRINT_SECTIONS.length,
        uniqueItems: true
      })
    ),
    marketId: Type.Optional(MarketId),
    setId: Type.Optional(SetId),
    valuation: Type.Optional(
      Type.Object({
        subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
        subjectLabel: Type.String({ minLength: 1, maxLength: 300 }),
        anonymised: Type.Optional(Type.Boolean())
      })
    ),
    propertyId: Type.Optional(PortfolioId),
    language: Literals(['de', 'en'])
  },
  { additionalProperties: false }
)
export type CasePdfRequest = Static<typeof CasePdfRequest>

export const MarketPdfRequest = Type.Object(
  { marketId: MarketId, language: Literals(['de', 'en']) },
  { additionalProperties: false }
)
export type MarketPdfRequest = Static<typeof MarketPdfRequest>

/** Where the PDF was saved; null when the user cancelled the save dialog. */
export const ExportResult = Type.Object({
  path: Type.Union([Type.String(), Type.Null()]),
  bytes: Type.Integer({ minimum: 0 })
})
export type ExportResult = Static<typeof ExportResult>

/** What a copy puts on the clipboard: always text (tab-separated for tables), HTML for Word, and a PNG for images. */
export const ClipboardContent = Type.Object(
  {
    text: Type.String({ maxLength: 1_000_000 }),
    html: Type.Optional(Type.String({ maxLength: 2_000_000 })),
    png: Type.Optional(Type.Uint8Array({ maxByteLength: 20 * 1024 * 1024 }))
  },
  { additionalProperties: false }
)
export type ClipboardContent = Static<typeof ClipboardContent>

export const ImageFileName = Type.String({ minLength: 1, maxLength: 200 })

/** A region of the app's own window in CSS px (a map as it stands on screen). */
export const CaptureRect = Type.Object(
  {
    x: Type.Integer({ minimum: 0, maximum: 20000 }),
    y: Type.Integer({ minimum: 0, maximum: 20000 }),
    width: Type.Integer({ minimum: 1, maximum: 8000 }),
    height: Type.Integer({ minimum: 1, maximum: 8000 })
  },
  { additionalProperties: false }
)
export type CaptureRect = Static<typeof CaptureRect>

const AnnexText = (max: number) => Type.String({ maxLength: max })
/** The valuation annex as tables of words (src-shared/export/annex.ts), for the Word file. */
export const AnnexDocument = Type.Object(
  {
    title: AnnexText(300),
    subtitle: AnnexText(1000),
    sample: Type.Boolean(),
    sampleText: AnnexText(200),
    sections: Type.Array(
      Type.Object({
        id: AnnexText(50),
        heading: AnnexText(300),
        paragraphs: Type.Array(AnnexText(4000), { maxItems: 200 }),
        tables: Type.Array(
          Type.Object({
            caption: AnnexText(300),
            head: Type.Array(AnnexText(600), { maxItems: 40 }),
            rows: Type.Array(Type.Array(AnnexText(4000), { maxItems: 40 }), { maxItems: 1000 }),
            rowLabels: Type.Boolean(),
            block: Type.Optional(Type.Boolean())
          }),
          { maxItems: 200 }
        )
      }),
      { maxItems: 20 }
    )
  },
  { additionalProperties: false }
)
/** The subject whose saved grid the annex shows (its sample-data marking follows that grid), and the annex. */
export const AnnexDocxRequest = Type.Object(
  {
    subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
    subjectLabel: Type.String({ minLength: 1, maxLength: 300 }),
    language: Literals(['de', 'en']),
    document: AnnexDocument
  },
  { additionalProperties: false }
)
export type AnnexDocxRequest = Static<typeof AnnexDocxRequest>

export const exportsDomain = {
  reportPdf: call([ReportPdfRequest], ExportResult),
  /** A property's sheet with its photos and captions (needs the service: the portfolio lives there). */
  propertyPdf: call([PropertyPdfRequest], ExportResult),
  /** A subject's latest quick valuations and its comparison grid (from the local history: offline too). */
  valuationPdf: call([ValuationPdfRequest], ExportResult),
  /** A saved comparables set (offline too): map, summary, offers with pins and exclusions. */
  comparablesPdf: call([ComparablesPdfRequest], ExportResult),
  /** A kept market answer (offline too): figures, charts and every exposé. */
  marketPdf: call([MarketPdfRequest], ExportResult),
  /** Several saved documents of one case (report, market data, comparables, property) in one PDF. */
  casePdf: call([CasePdfRequest], ExportResult),
  /** The valuation annex's tables as a Word file (landscape), saved where the user chooses. */
  annexDocx: call([AnnexDocxRequest], ExportResult),
  /** Puts a figure or a table on the system clipboard (through main: the renderer has no clipboard permission). */
  copy: call([ClipboardContent], Type.Null()),
  /** A PNG of a region of the app's window as it is drawn (maps: tiles, markers and attribution as seen). */
  capture: call([CaptureRect], Type.Uint8Array()),
  /** Saves a figure as a PNG file where the user chooses. */
  savePng: call([ImageFileName, Type.Uint8Array({ maxByteLength: 20 * 1024 * 1024 })], ExportResult)
}
