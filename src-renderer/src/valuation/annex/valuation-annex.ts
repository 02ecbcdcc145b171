// The valuation as saved, for the print view and the annex's Word file and copy: the latest quick
// valuations and the saved grid exactly as stored (never a new or edited one), read from disk so the
// annex prints offline.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { ExportResult } from '@shared/bridge/exports'
import type { GridState, ValuationRun } from '@shared/bridge/valuation'
import type { AnnexDocument } from '@shared/export/annex'
import { exportCalls } from '../../bridge/exports'
import { valuationCalls } from '../../bridge/valuation'
import { uiLanguage } from '../../kit/i18n'

export const useValuationAnnex = defineStore('valuationAnnex', () => {
  const grid = ref<GridState | null>(null)
  const latestRun = ref<ValuationRun | null>(null)
  const error = ref<AppError | null>(null)
  /** The next export (PDF, Word, clipboard) anonymised: chosen per export, not saved with the grid. */
  const anonymised = ref(false)

  /** Loads the subject's saved grid and latest quick valuations; an error is kept and shown, nothing invented. */
  async function load(subjectKey: string) {
    error.value = null
    const [g, h] = await Promise.all([valuationCalls.grid(subjectKey), valuationCalls.history(subjectKey)])
    if (!g.ok) error.value = g.error
    grid.value = g.ok ? g.value : null
    const latest = h.ok ? h.value.find((r) => !r.damaged) : undefined
    if (!h.ok) error.value = h.error
    const run = latest ? await valuationCalls.open(latest.id) : null
    latestRun.value = run?.ok ? run.value : null
  }

  /** Writes the annex as a Word file where the user chooses (main marks sample data by the saved grid). */
  async function saveDocx(
    subject: { key: string; label: string },
    document: AnnexDocument
  ): Promise<{ result: ExportResult } | { error: AppError }> {
    const r = await exportCalls.annexDocx({
      subjectKey: subject.key,
      subjectLabel: subject.label,
      language: uiLanguage(),
      document
    })
    return r.ok ? { result: r.value } : { error: r.error }
  }

  return { grid, latestRun, error, anonymised, load, saveDocx }
})
