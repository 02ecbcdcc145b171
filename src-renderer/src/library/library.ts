// The report library: saved reports by address, newest first; search, pin, delete with undo, and
// refresh with progress per row (the saved version stays until the new one is complete).
import { defineStore } from 'pinia'
import { reactive, ref, shallowRef } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import { REPORT_PARTS } from '@shared/bridge/report-parts'
import type {
  CacheUsage,
  CaseInfo,
  LibraryPage,
  LibrarySort,
  PartStatus,
  ReportPartName,
  ReportSummary
} from '@shared/bridge/reports'
import { libraryCalls, newRequestId, onLibraryChanged, onReportProgress } from '../bridge/reports'

const PAGE = 100

export interface RowNote {
  tone: 'success' | 'error'
  key: string
  label: string
  /** The report an undo would restore. */
  undoId?: string
}

export const useLibrary = defineStore('library', () => {
  const items = shallowRef<ReportSummary[]>([])
  const total = ref(0)
  const usage = shallowRef<CacheUsage | null>(null)
  const search = ref('')
  const sort = ref<LibrarySort>('date')
  const recovered = shallowRef<LibraryPage['recovered']>(null)
  /** Earlier versions shown, per entry id. */
  const versions = reactive(new Map<string, ReportSummary[]>())
  const loading = ref(false)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  const note = ref<RowNote | null>(null)
  /** Refresh progress per report id. */
  const refreshing = reactive(new Map<string, { requestId: string; parts: Record<ReportPartName, PartStatus> }>())
  let listening = false
  let seq = 0

  function listen() {
    if (listening) return
    listening = true
    onLibraryChanged(() => {
      if (loaded.value) void list()
    })
    onReportProgress((p) => {
      for (const run of refreshing.values()) if (run.requestId === p.requestId) run.parts[p.part] = p.status
    })
  }

  async function list(more = false) {
    listen()
    const mine = ++seq
    loading.value = true
    const r = await libraryCalls.list({
      search: search.value.trim() || undefined,
      offset: more ? items.value.length : 0,
      limit: PAGE,
      sort: sort.value
    })
    if (mine !== seq) return
    loading.value = false
    if (!r.ok) {
      error.value = r.error
      return
    }
    error.value = null
    loaded.value = true
    items.value = more ? [...items.value, ...r.value.items] : r.value.items
    total.value = r.value.total
    usage.value = r.value.usage
    recovered.value = r.value.recovered
    for (const entryId of [...versions.keys()]) void loadVersions(entryId)
  }

  async function loadVersions(entryId: string) {
    const row = items.value.find((i) => i.entryId === entryId)
    if (!row) {
      versions.delete(entryId)
      return
    }
    const r = await libraryCalls.versions(row.id)
    if (r.ok) versions.set(entryId, r.value)
    else error.value = r.error
  }

  async function toggleVersions(row: ReportSummary) {
    if (versions.has(row.entryId)) versions.delete(row.entryId)
    else await loadVersions(row.entryId)
  }

  async function setCase(row: ReportSummary, info: CaseInfo): Promise<boolean> {
    const r = await libraryCalls.setCase(row.id, info)
    if (!r.ok) {
      error.value = r.error
      return false
    }
    replace(r.value)
    note.value = { tone: 'success', key: 'library.caseSaved', label: row.label }
    return true
  }

  function replace(row: ReportSummary) {
    items.value = items.value.map((i) => (i.id === row.id ? row : i))
  }

  async function pin(row: ReportSummary) {
    const r = await libraryCalls.pin(row.id, !row.pinned)
    if (r.ok) replace(r.value)
    else error.value = r.error
  }

  async function remove(row: ReportSummary) {
    const r = await libraryCalls.remove(row.id)
    if (!r.ok) {
      error.value = r.error
      return false
    }
    items.value = items.value.filter((i) => i.id !== row.id)
    total.value = Math.max(0, total.value - 1)
    note.value = { tone: 'success', key: 'library.removed', label: row.label, undoId: row.id }
    return true
  }

  async function restore(id: string, label: string) {
    const r = await libraryCalls.restore(id)
    if (!r.ok) {
      error.value = r.error
      return
    }
    note.value = { tone: 'success', key: 'library.restored', label }
    await list()
  }

  async function refresh(row: ReportSummary) {
    if (refreshing.has(row.id)) return
    listen()
    const requestId = newRequestId()
    refreshing.set(row.id, {
      requestId,
      parts: Object.fromEntries(REPORT_PARTS.map((p) => [p, 'pending'])) as Record<ReportPartName, PartStatus>
    })
    const r = await libraryCalls.refresh(row.id, requestId)
    refreshing.delete(row.id)
    note.value = r.ok
      ? { tone: 'success', key: 'library.refreshDone', label: row.label }
      : { tone: 'error', key: 'library.refreshFailed', label: row.label }
    if (!r.ok) error.value = r.error
    await list()
  }

  /** Saved reports whose address matches a text, for search suggestions. */
  async function suggest(text: string, limit = 5): Promise<ReportSummary[]> {
    if (!text.trim()) return []
    const r = await libraryCalls.list({ search: text.trim(), limit })
    return r.ok ? r.value.items.filter((i) => !i.damaged) : []
  }

  return {
    items,
    total,
    usage,
    search,
    sort,
    recovered,
    versions,
    loading,
    loaded,
    error,
    note,
    refreshing,
    list,
    pin,
    remove,
    restore,
    refresh,
    suggest,
    setCase,
    toggleVersions
  }
})
