// Export into the appraisal report: PDFs written by main from the app's print view, saved where the
// user chooses (the folder is remembered). contract.ts spreads these into `contract`.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { REPORT_PRINT_SECTIONS } from '../export/print-route'
import { call } from './define'
import { ReportId } from './reports'

export const ReportPdfRequest = Type.Object(
  {
    reportId: ReportId,
    sections: Type.Array(Literals(REPORT_PRINT_SECTIONS), { minItems: 1, maxItems: REPORT_PRINT_SECTIONS.length, uniqueItems: true }),
    language: Literals(['de', 'en'])
  },
  { additionalProperties: false }
)
export type ReportPdfRequest = Static<typeof ReportPdfRequest>

/** Where the PDF was saved; null when the user cancelled the save dialog. */
export const ExportResult = Type.Object({ path: Type.Union([Type.String(), Type.Null()]), bytes: Type.Integer({ minimum: 0 }) })
export type ExportResult = Static<typeof ExportResult>

export const exportsDomain = {
  reportPdf: call([ReportPdfRequest], ExportResult)
}
