// PDF export from any screen: one export at a time, its outcome (where it was saved) or its error.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppError, Result } from '@shared/bridge/errors'
import type { CaptureRect, CasePdfRequest, ClipboardContent, ComparablesPdfRequest, ExportResult, MarketPdfRequest, PropertyPdfRequest, ReportPdfRequest, ValuationPdfRequest } from '@shared/bridge/exports'
import { exportCalls } from '../bridge/exports'

export const useExports = defineStore('exports', () => {
  const busy = ref(false)
  const savedTo = ref<string | null>(null)
  const cancelled = ref(false)
  const error = ref<AppError | null>(null)

  async function reportPdf(req: ReportPdfRequest) {
    await run(() => exportCalls.reportPdf(req))
  }
  async function comparablesPdf(req: ComparablesPdfRequest) {
    await run(() => exportCalls.comparablesPdf(req))
  }
  async function marketPdf(req: MarketPdfRequest) {
    await run(() => exportCalls.marketPdf(req))
  }
  async function casePdf(req: CasePdfRequest) {
    await run(() => exportCalls.casePdf(req))
  }
  async function valuationPdf(req: ValuationPdfRequest) {
    await run(() => exportCalls.valuationPdf(req))
  }
  async function propertyPdf(req: PropertyPdfRequest) {
    await run(() => exportCalls.propertyPdf(req))
  }
  async function run(call: () => Promise<Result<ExportResult>>) {
    busy.value = true
    savedTo.value = null
    cancelled.value = false
    error.value = null
    const r = await call()
    busy.value = false
    if (!r.ok) error.value = r.error
    else if (r.value.path === null) cancelled.value = true
    else savedTo.value = r.value.path
  }
  /** Puts a figure or a table on the clipboard (through main); true when it worked. */
  async function copy(content: ClipboardContent): Promise<boolean> {
    return (await exportCalls.copy(content)).ok
  }
  /** A PNG of a region of the window as drawn (main captures it); null when that failed. */
  async function capture(rect: CaptureRect): Promise<Uint8Array | null> {
    const r = await exportCalls.capture(rect)
    return r.ok ? r.value : null
  }
  /** Saves a PNG where the user chooses: the path, null when cancelled, or the error. */
  async function savePng(name: string, png: Uint8Array): Promise<{ path: string | null } | { error: AppError }> {
    const r = await exportCalls.savePng(name, png)
    return r.ok ? { path: r.value.path } : { error: r.error }
  }
  function clear() {
    savedTo.value = null
    cancelled.value = false
    error.value = null
  }
  return { busy, savedTo, cancelled, error, reportPdf, propertyPdf, valuationPdf, comparablesPdf, marketPdf, casePdf, copy, capture, savePng, clear }
})
