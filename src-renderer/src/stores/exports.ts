// PDF export from any screen: one export at a time, its outcome (where it was saved) or its error.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { ReportPdfRequest } from '@shared/bridge/exports'
import { exportCalls } from '../bridge/exports'

export const useExports = defineStore('exports', () => {
  const busy = ref(false)
  const savedTo = ref<string | null>(null)
  const cancelled = ref(false)
  const error = ref<AppError | null>(null)

  async function reportPdf(req: ReportPdfRequest) {
    busy.value = true
    savedTo.value = null
    cancelled.value = false
    error.value = null
    const r = await exportCalls.reportPdf(req)
    busy.value = false
    if (!r.ok) error.value = r.error
    else if (r.value.path === null) cancelled.value = true
    else savedTo.value = r.value.path
  }
  function clear() {
    savedTo.value = null
    cancelled.value = false
    error.value = null
  }
  return { busy, savedTo, cancelled, error, reportPdf, clear }
})
