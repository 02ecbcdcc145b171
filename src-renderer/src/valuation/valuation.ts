// The valuation screen's state: the subject (from the open report, or typed), the form, the last run of
// the quick valuations, the subject's history, and the comparison grid with its settings. The grid is
// recomputed from plain data on every edit (src-shared/valuation/comparison-grid.ts) and saved on demand.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, toRaw, watch } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { Report } from '@shared/bridge/reports'
import type {
  GridState,
  RunSummary,
  ValuationRun,
  ValuationSubject,
  ValuationSubjectSummary
} from '@shared/bridge/valuation'
import { emptyGrid, emptySubject } from '@shared/valuation/defaults'
import { computeGrid } from '@shared/valuation/comparison-grid'
import type { GridComparable, GridSubject, IndexSeries, LocationScore } from '@shared/valuation/grid-types'
import { GRID_MAX_COLUMNS } from '@shared/valuation/limits'
import { checkInput, type ValuationInput } from '@shared/valuation/forms'
import { valuationCalls } from '../bridge/valuation'

/** A subject from an address line typed by the user: its key folds case and spacing. */
export function subjectFromAddress(line: string): ValuationSubject {
  const label = line.trim().replace(/\s+/g, ' ')
  return { key: `address:${label.toLowerCase()}`, label, location: { address: { unstructured: label } } }
}

export function subjectFromReport(report: Report): ValuationSubject {
  const location = report.coordinates
    ? { address: { unstructured: report.label }, coordinates: report.coordinates }
    : { address: { unstructured: report.label } }
  return { key: `address:${report.label.toLowerCase()}`, label: report.label, location }
}

/**
 * The location report's asking-price development as index series: the vendor's median of asking prices,
 * yearly, labelled as such (never an official index).
 */
export function indexSeriesOf(
  report: Report | null,
  describe: (s: { title: string; type?: string }) => string
): IndexSeries[] {
  const chart = report?.parts.addresses.data?.salePriceDevelopment
  if (!chart) return []
  return chart.series
    .filter((s) => s.data.some((p) => typeof p.y === 'number' && p.y > 0))
    .map((s) => ({
      kind: 'vendorAskingPrices' as const,
      name: describe(s).slice(0, 300),
      publisher: report!.source.connection.name.slice(0, 300),
      basePeriod: '',
      frequency: 'yearly' as const,
      points: s.data
        .filter((p) => typeof p.y === 'number' && p.y > 0)
        .map((p) => ({ period: String(p.x).slice(0, 4), value: p.y as number })),
      citation: report!.label.slice(0, 500),
      retrievedAt: report!.source.fetchedAt.slice(0, 10),
      source: { ...report!.source, endpoint: report!.parts.addresses.endpoint }
    }))
}

export type SubjectOrigin = 'report' | 'typed' | 'comparables'

/** A new grid's subject: what the form holds, nothing assumed (no 70 m², no today). */
function gridSubjectOf(input: ValuationInput, locationScore: LocationScore | null): GridSubject {
  const s = emptySubject(input.propertyType === 'house' ? 'house' : 'apartment')
  const ok = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : null)
  return {
    ...s,
    livingArea: ok(input.livingArea),
    buildingYear: ok(input.buildingYear),
    landArea: input.propertyType === 'house' ? ok(input.landArea) : null,
    locationScore
  }
}

/** Why saving or taking over columns stopped, said in the screen's words (never the schema's). */
export type GridProblem =
  { kind: 'too_many'; limit: number; have: number; adding: number } | { kind: 'save_failed'; error: AppError }

export const useValuation = defineStore('valuation', () => {
  const subject = ref<ValuationSubject | null>(null)
  /** Where the subject came from: the open report (followed when another report opens), typed, or the comparables search. */
  const subjectOrigin = ref<SubjectOrigin>('typed')
  const input = ref<ValuationInput>({ propertyType: 'apartment' })
  const running = ref(false)
  /** Set by the first run: from then on missing required fields are shown at their fields. */
  const attempted = ref(false)
  const runError = ref<AppError | null>(null)
  const lastRun = shallowRef<ValuationRun | null>(null)
  const history = ref<RunSummary[]>([])
  const historyError = ref<AppError | null>(null)
  const grid = ref<GridState | null>(null)
  const gridDirty = ref(false)
  const gridError = ref<AppError | null>(null)
  const gridSavedAt = ref<string | null>(null)
  /** Said next to "Raster speichern" or the take-over button, in words. */
  const gridProblem = ref<GridProblem | null>(null)

  const check = computed(() => checkInput(input.value))
  /**
   * Counts the grid's edits (every change goes through editGrid or a new grid). The result is computed from
   * the raw data once per edit: read through Vue's proxies, 300 columns took seconds to recompute.
   */
  const gridVersion = ref(0)
  const gridResult = computed(() => {
    void gridVersion.value
    const g = grid.value ? toRaw(grid.value) : null
    return g ? computeGrid(g.settings, g.subject, g.comparables) : null
  })

  // The grid values the same subject as the form: its area and year follow the form's valid entries.
  watch(
    () => [input.value.livingArea, input.value.buildingYear] as const,
    ([area, year]) => {
      if (!grid.value) return
      const s = grid.value.subject
      const okArea = area !== undefined && check.value.errors.livingArea === undefined && area !== s.livingArea
      const okYear = year !== undefined && check.value.errors.buildingYear === undefined && year !== s.buildingYear
      if (okArea || okYear) {
        editGrid((g) => {
          if (okArea) g.subject.livingArea = area!
          if (okYear) g.subject.buildingYear = year!
        })
      }
    }
  )

  async function setSubject(
    next: ValuationSubject,
    locationScore: number | null = null,
    origin: SubjectOrigin = 'typed'
  ) {
    if (subject.value?.key === next.key) return
    subject.value = next
    subjectOrigin.value = origin
    lastRun.value = null
    runError.value = null
    await Promise.all([loadHistory(), loadGrid(locationScore === null ? null : { value: locationScore, source: null })])
  }

  async function loadHistory() {
    if (!subject.value) return
    const r = await valuationCalls.history(subject.value!.key)
    historyError.value = r.ok ? null : r.error
    if (r.ok) history.value = r.value
  }

  async function loadGrid(locationScore: LocationScore | null = null) {
    if (!subject.value) return
    const r = await valuationCalls.grid(subject.value!.key)
    gridError.value = r.ok ? null : r.error
    grid.value = r.ok && r.value ? r.value : emptyGrid(subject.value.key, gridSubjectOf(input.value, locationScore))
    gridVersion.value++
    gridSavedAt.value = r.ok && r.value ? r.value.savedAt : null
    gridDirty.value = false
    gridProblem.value = null
  }

  /** Runs the quick valuations; the inputs stay as entered whatever the outcome. */
  async function run() {
    attempted.value = true
    if (!subject.value || running.value) return
    running.value = true
    runError.value = null
    const r = await valuationCalls.run(subject.value!, { ...input.value })
    running.value = false
    if (!r.ok) {
      runError.value = r.error
      return
    }
    lastRun.value = r.value
    await loadHistory()
  }

  async function openRun(id: string) {
    const r = await valuationCalls.open(id)
    if (!r.ok) {
      historyError.value = r.error
      return
    }
    lastRun.value = r.value
    input.value = { ...r.value.input }
  }

  function editGrid(mutate: (g: GridState) => void) {
    if (!grid.value) return
    mutate(grid.value)
    gridVersion.value++
    gridDirty.value = true
    if (gridProblem.value?.kind === 'save_failed') gridProblem.value = null
  }

  /** Columns the grid can still take. */
  const room = computed(() => GRID_MAX_COLUMNS - (grid.value?.comparables.length ?? 0))

  /** Adds columns unless the grid would exceed its limit (then says so and adds none). */
  function addComparables(list: GridComparable[]): boolean {
    const have = new Set(grid.value?.comparables.map((c) => c.id) ?? [])
    const fresh = list.filter((c) => !have.has(c.id))
    if (fresh.length > room.value) {
      gridProblem.value = { kind: 'too_many', limit: GRID_MAX_COLUMNS, have: have.size, adding: fresh.length }
      return false
    }
    editGrid((g) => {
      for (const c of fresh) g.comparables.push(JSON.parse(JSON.stringify(c)) as GridComparable)
    })
    return true
  }

  /** While the comparables' location scores are being fetched; then how many came and any error. */
  const scoresBusy = ref(false)
  const scoreNote = ref<{ filled: number; asked: number; error: AppError | null } | null>(null)

  /**
   * Takes columns into the grid, then fetches the location score of every one with coordinates (all of
   * them, not the first 100) so the vendor-score location rule has data; a score entered meanwhile is kept.
   */
  async function importColumns(
    columns: GridComparable[],
    points: Array<{ id: string; latitude: number; longitude: number }>,
    connection: GridState['connection'] = null
  ) {
    if (!addComparables(columns)) return false
    if (grid.value && !grid.value.connection && connection) editGrid((g) => void (g.connection = connection))
    const ids = new Set(columns.map((c) => c.id))
    const asked = points.filter((p) => ids.has(p.id))
    if (!asked.length) return true
    scoresBusy.value = true
    const r = await valuationCalls.locationScores(asked)
    scoresBusy.value = false
    if (!r.ok) {
      scoreNote.value = { filled: 0, asked: asked.length, error: r.error }
      return true
    }
    const byId = new Map(r.value.scores.map((x) => [x.id, x.score]))
    const source = r.value.source
    let filled = 0
    editGrid((g) => {
      for (const c of g.comparables) {
        const score = byId.get(c.id)
        if (score === undefined || score === null || c.locationScore !== null) continue
        c.locationScore = { value: score, source }
        filled++
      }
    })
    scoreNote.value = { filled, asked: asked.length, error: r.value.error ?? null }
    return true
  }

  async function saveGrid() {
    if (!grid.value) return
    if (grid.value.comparables.length > GRID_MAX_COLUMNS) {
      gridProblem.value = { kind: 'too_many', limit: GRID_MAX_COLUMNS, have: grid.value.comparables.length, adding: 0 }
      return
    }
    const r = await valuationCalls.saveGrid(JSON.parse(JSON.stringify(grid.value)))
    gridProblem.value = r.ok ? null : { kind: 'save_failed', error: r.error }
    if (r.ok) {
      gridSavedAt.value = r.value.savedAt
      gridDirty.value = false
    }
  }

  /** Every subject with saved valuations (for the case file), newest first. */
  const subjects = ref<ValuationSubjectSummary[]>([])
  async function loadSubjects() {
    const r = await valuationCalls.subjects()
    if (r.ok) subjects.value = r.value
  }

  return {
    subjects,
    loadSubjects,
    subject,
    subjectOrigin,
    input,
    running,
    attempted,
    runError,
    lastRun,
    history,
    historyError,
    grid,
    gridDirty,
    gridError,
    gridSavedAt,
    gridProblem,
    room,
    check,
    gridResult,
    gridVersion,
    setSubject,
    run,
    openRun,
    loadHistory,
    loadGrid,
    editGrid,
    addComparables,
    importColumns,
    scoresBusy,
    scoreNote,
    saveGrid
  }
})
