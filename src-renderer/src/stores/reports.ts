// The location report on screen: a search with progress per part, opening a saved report, refreshing
// it (the old version stays on screen until the new one is complete), the offline outcome with the
// saved reports for that address, and the recent searches.
// Reports are large and read-only: they are held in shallowRef so Vue does not make every number
// reactive.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import { REPORT_PARTS } from '@shared/bridge/report-parts'
import type {
  PartStatus,
  Report,
  ReportPartName,
  ReportQuery,
  ReportSummary
} from '@shared/bridge/reports'
import { libraryCalls, newRequestId, onReportProgress, reportCalls } from '../bridge/reports'
import { useOnline } from './online'

export type PartProgress = Record<ReportPartName, PartStatus>
export interface Running {
  requestId: string
  label: string
  parts: PartProgress
  errors: Partial<Record<ReportPartName, AppError>>
}

const RECENT_KEY = 'lagebild.recentSearches'
const RECENT_MAX = 10

const pendingParts = (): PartProgress => Object.fromEntries(REPORT_PARTS.map((p) => [p, 'pending'])) as PartProgress

/** How a query reads to people: the typed text, or the fields as an address is written. */
export function queryLabel(q: ReportQuery): string {
  if (q.text?.trim()) return q.text.trim()
  const line1 = [q.street, q.houseNumber].filter((s) => s?.trim()).join(' ')
  const line2 = [q.postCode, q.city].filter((s) => s?.trim()).join(' ')
  return [line1, line2].filter(Boolean).join(', ')
}

function readRecent(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

export const useReports = defineStore('reports', () => {
  const current = shallowRef<Report | null>(null)
  const openError = ref<AppError | null>(null)
  const opening = ref(false)
  const searching = ref<Running | null>(null)
  const searchError = ref<AppError | null>(null)
  const offline = shallowRef<{ label: string; error: AppError; saved: ReportSummary[] } | null>(null)
  const refreshing = ref<Running | null>(null)
  const refreshError = ref<AppError | null>(null)
  const refreshedAt = ref<string | null>(null)
  const recent = ref<string[]>(readRecent())
  let listening = false

  function listen() {
    if (listening) return
    listening = true
    onReportProgress((p) => {
      for (const run of [searching.value, refreshing.value]) {
        if (run && run.requestId === p.requestId) {
          run.parts[p.part] = p.status
          if (p.error) run.errors[p.part] = p.error
        }
      }
    })
  }

  function remember(label: string) {
    const list = [label, ...recent.value.filter((s) => s.toLowerCase() !== label.toLowerCase())].slice(0, RECENT_MAX)
    recent.value = list
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(list))
    } catch {
      // A full or disabled storage only loses the suggestion list.
    }
  }

  /** Fetches a report; resolves to the saved report's id, or null (offline, error or cancelled). */
  async function search(query: ReportQuery): Promise<string | null> {
    listen()
    const label = queryLabel(query)
    const requestId = newRequestId()
    searching.value = { requestId, label, parts: pendingParts(), errors: {} }
    searchError.value = null
    offline.value = null
    remember(label)
    const r = await reportCalls.fetch(query, requestId)
    if (searching.value?.requestId !== requestId) return null
    searching.value = null
    if (!r.ok) {
      if (r.error.code !== 'cancelled') searchError.value = r.error
      if (r.error.code === 'offline' || r.error.code === 'timeout') useOnline().markOffline()
      return null
    }
    if (r.value.kind === 'offline') {
      offline.value = { label, error: r.value.error, saved: r.value.saved }
      useOnline().markOffline()
      return null
    }
    current.value = r.value.report
    openError.value = null
    refreshedAt.value = null
    return r.value.report.id
  }

  async function cancelSearch() {
    const run = searching.value
    if (!run) return
    searching.value = null
    await reportCalls.cancel(run.requestId)
  }

  /** Opens a saved report from the library (no network). */
  async function open(id: string): Promise<boolean> {
    if (current.value?.id === id) return true
    opening.value = true
    const r = await libraryCalls.open(id)
    opening.value = false
    if (!r.ok) {
      openError.value = r.error
      return false
    }
    current.value = r.value
    openError.value = null
    refreshError.value = null
    refreshedAt.value = null
    return true
  }

  /** Fetches the open report anew; it stays on screen as it was until the new version is complete. */
  async function refresh(): Promise<boolean> {
    const report = current.value
    if (!report || refreshing.value) return false
    listen()
    const requestId = newRequestId()
    refreshing.value = { requestId, label: report.label, parts: pendingParts(), errors: {} }
    refreshError.value = null
    refreshedAt.value = null
    const r = await libraryCalls.refresh(report.id, requestId)
    refreshing.value = null
    if (!r.ok) {
      refreshError.value = r.error
      if (r.error.code === 'offline' || r.error.code === 'timeout') useOnline().markOffline()
      return false
    }
    if (current.value?.id === report.id) current.value = r.value
    refreshedAt.value = new Date().toISOString()
    return true
  }

  /** Clears the messages of earlier searches and refreshes (a new search or another area). */
  function clearMessages() {
    searchError.value = null
    offline.value = null
    refreshError.value = null
    refreshedAt.value = null
  }

  /** Forgets the open report (e.g. it was deleted from the library). */
  function close(id?: string) {
    if (!id || current.value?.id === id) current.value = null
  }

  return {
    current,
    openError,
    opening,
    searching,
    searchError,
    offline,
    refreshing,
    refreshError,
    refreshedAt,
    recent,
    search,
    cancelSearch,
    open,
    refresh,
    close,
    clearMessages,
    listen
  }
})
