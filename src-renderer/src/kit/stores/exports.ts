// PDF export from any screen: one export at a time, its outcome (where it was saved) or its error.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppError, Result } from '@shared/bridge/errors'
import type { CaptureRect, ClipboardContent, ExportResult } from '@shared/bridge/exports'
import type { Language } from '@shared/language'
import { exportCalls } from '../../bridge/exports'
import { uiLanguage } from '../i18n'

export const useExports = defineStore('exports', () => {
  const busy = ref(false)
  const savedTo = ref<string | null>(null)
  const cancelled = ref(false)
  const error = ref<AppError | null>(null)

  /** One PDF export call of the bridge, run as the one export at a time, in the UI language. */
  const pdf =
    <R extends { language: Language }>(call: (req: R) => Promise<Result<ExportResult>>) =>
    (req: Omit<R, 'language'>) =>
      run(() => call({ ...req, language: uiLanguage() } as R))
  const reportPdf = pdf(exportCalls.reportPdf)
  const comparablesPdf = pdf(exportCalls.comparablesPdf)
  const marketPdf = pdf(exportCalls.marketPdf)
  const casePdf = pdf(exportCalls.casePdf)
  const valuationPdf = pdf(exportCalls.valuationPdf)
  const propertyPdf = pdf(exportCalls.propertyPdf)
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
  return {
    busy,
    savedTo,
    cancelled,
    error,
    reportPdf,
    propertyPdf,
    valuationPdf,
    comparablesPdf,
    marketPdf,
    casePdf,
    copy,
    capture,
    savePng,
    clear
  }
})
