// The location report on screen: a search with progress per part, opening a saved report, refreshing
// it (the old version stays on screen until the new one is complete), the offline outcome with the
// saved reports for that address, and the recent searches.
// Reports are large and read-only: they are held in shallowRef so Vue does not make every number
// reactive.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppError, Result } from '@shared/bridge/errors'
import { REPORT_PARTS } from '@shared/bridge/report-parts'
import type {
  AddressCandidate,
  FetchOutcome,
  PartStatus,
  Report,
  ReportPartName,
  ReportQuery,
  ReportSummary
} from '@shared/bridge/reports'
import { libraryCalls, newRequestId, onReportProgress, reportCalls } from '../bridge/reports'
import { useOnline } from '../kit/stores/online'

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
  /**
   * The address searched resolved to an address saved already (compared after resolution): the fetched
   * report waits in main under pendingId until the user adds it as a new version, opens the saved one,
   * or keeps it as a separate entry.
   */
  const alreadySaved = shallowRef<{
    pendingId: string
    query: ReportQuery
    label: string
    area: boolean
    saved: ReportSummary[]
  } | null>(null)
  /** The typed postal code does not fit the address found: the user picks a candidate or goes back to the input. */
  const conflict = shallowRef<(Extract<FetchOutcome, { kind: 'conflict' }> & { query: ReportQuery }) | null>(null)
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

  /** Drops a fetched report that waits for the user's choice (unsaved). */
  function dropPending() {
    const id = alreadySaved.value?.pendingId ?? conflict.value?.pendingId
    alreadySaved.value = null
    conflict.value = null
    if (id) void reportCalls.discard(id)
  }

  /**
   * Fetches a report; resolves to the saved report's id, or null (offline, error, cancelled, a postal
   * code conflict in `conflict`, or the address is saved already and `alreadySaved` asks what to do).
   * Every message of an earlier search goes as this one starts.
   */
  async function search(query: ReportQuery): Promise<string | null> {
    listen()
    dropPending()
    clearMessages()
    return run(queryLabel(query), query, (requestId) => reportCalls.fetch(query, requestId))
  }

  /** Takes the address found despite the postal code conflict (it may still turn out to be saved already). */
  async function acceptFound(): Promise<string | null> {
    const c = conflict.value
    if (!c) return null
    conflict.value = null
    return settle(c.query, () => reportCalls.settle(c.pendingId, { kind: 'accept' }))
  }

  /** Searches a candidate of a postal code conflict as its own address. */
  async function searchCandidate(c: AddressCandidate): Promise<string | null> {
    return search({ ...c.address })
  }

  /** Saves the waiting report as the new version of the saved entry `entryOf` (same address, checked in main). */
  async function saveAsVersion(entryOf: string): Promise<string | null> {
    const offer = alreadySaved.value
    if (!offer) return null
    return settle(offer.query, () => reportCalls.settle(offer.pendingId, { kind: 'version', of: entryOf }))
  }

  /** Saves the waiting report as a separate library entry. */
  async function saveAsNew(): Promise<string | null> {
    const offer = alreadySaved.value
    if (!offer) return null
    return settle(offer.query, () => reportCalls.settle(offer.pendingId, { kind: 'new' }))
  }

  async function settle(query: ReportQuery, call: () => Promise<Result<FetchOutcome>>): Promise<string | null> {
    settling.value = true
    const r = await call()
    settling.value = false
    alreadySaved.value = null
    return outcome(queryLabel(query), query, r)
  }
  const settling = ref(false)

  async function run(
    label: string,
    query: ReportQuery,
    call: (requestId: string) => Promise<Result<FetchOutcome>>
  ): Promise<string | null> {
    const requestId = newRequestId()
    searching.value = { requestId, label, parts: pendingParts(), errors: {} }
    remember(label)
    const r = await call(requestId)
    if (searching.value?.requestId !== requestId) return null
    searching.value = null
    return outcome(label, query, r)
  }

  function outcome(label: string, query: ReportQuery, r: Result<FetchOutcome>): string | null {
    if (!r.ok) {
      if (r.error.code !== 'cancelled') searchError.value = r.error
      if (r.error.code === 'offline' || r.error.code === 'timeout') useOnline().markOffline()
      return null
    }
    const v = r.value
    if (v.kind === 'offline') {
      offline.value = { label, error: v.error, saved: v.saved }
      useOnline().markOffline()
      return null
    }
    if (v.kind === 'conflict') {
      conflict.value = { ...v, query }
      return null
    }
    if (v.kind === 'saved') {
      alreadySaved.value = {
        pendingId: v.pendingId,
        query,
        label: v.label,
        area: v.area,
        saved: v.saved.filter((s) => !s.damaged)
      }
      return null
    }
    current.value = v.report
    openError.value = null
    refreshedAt.value = null
    return v.report.id
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

  /** Leaves the search's questions and messages (another area, or "change the input"); a waiting report is dropped unsaved. */
  function leaveSearch() {
    dropPending()
    clearMessages()
  }

  /** Forgets the open report (e.g. it was deleted from the library). */
  function close(id?: string) {
    if (!id || current.value?.id === id) current.value = null
  }

  /** While the first address is typed: main warms the built-in sandbox (nothing for other connections). */
  function warm() {
    void reportCalls.warm()
  }
  return {
    warm,
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
    alreadySaved,
    conflict,
    settling,
    search,
    acceptFound,
    searchCandidate,
    saveAsVersion,
    saveAsNew,
    leaveSearch,
    cancelSearch,
    open,
    refresh,
    close,
    clearMessages,
    listen
  }
})
