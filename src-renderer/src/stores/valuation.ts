// The valuation screen's state: the subject (from the open report, or typed), the form, the last run of
// the quick valuations, the subject's history, and the comparison grid with its settings. The grid is
// recomputed from plain data on every edit (src-shared/valuation/comparison-grid.ts) and saved on demand.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { Report } from '@shared/bridge/reports'
import type { GridState, RunSummary, ValuationRun, ValuationSubject, ValuationSubjectSummary } from '@shared/bridge/valuation'
import {
  DEFAULT_BUILDING_YEAR_TABLE,
  DEFAULT_LIVING_AREA_TABLE,
  DEFAULT_LOCATION_PCT_PER_SCORE,
  DEFAULT_OFFER_DISCOUNT_PCT
} from '@shared/valuation/coefficients'
import { computeGrid, type GridComparable, type IndexSeries } from '@shared/valuation/comparison-grid'
import { checkInput, type ValuationInput } from '@shared/valuation/forms'
import { valuationCalls } from '../bridge/valuation'
import type { OfferRow } from './comparable-rows'

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

/** The price development series of a report usable as a time index: one per series of the sale chart. */
export function indexSeriesOf(report: Report | null, describe: (s: { title: string; type?: string }) => string): IndexSeries[] {
  const chart = report?.parts.addresses.data?.salePriceDevelopment
  if (!chart) return []
  return chart.series
    .filter((s) => s.data.some((p) => typeof p.y === 'number' && p.y > 0))
    .map((s) => ({ name: describe(s), points: s.data.filter((p) => typeof p.y === 'number').map((p) => ({ date: String(p.x), value: p.y as number })) }))
}

export type SubjectOrigin = 'report' | 'typed' | 'comparables'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The kept offers of "Vergleichsobjekte" as grid columns: sale offers with a price per m² only (the grid
 * values a purchase price; rent offers cannot feed it).
 */
export function gridComparablesOf(rows: readonly OfferRow[]): GridComparable[] {
  return rows
    .filter((r) => r.offer.dealType === 'sale' && typeof r.offer.salePricePerSqm === 'number' && r.offer.salePricePerSqm > 0)
    .map((r) => {
      const a = r.offer.location?.address
      const label = [[a?.street, a?.houseNumber].filter(Boolean).join(' '), a?.city].filter(Boolean).join(', ') || r.id
      return {
        id: r.id,
        label: label.slice(0, 300),
        pricePerSqm: r.offer.salePricePerSqm!,
        livingArea: r.offer.livingArea ?? null,
        buildingYear: r.offer.buildingYear ?? null,
        // Without a publication date the time step says so instead of guessing one.
        offerDate: r.offer.startDate ?? '',
        locationScore: null
      }
    })
}

export function defaultGrid(subject: ValuationSubject, input: ValuationInput, locationScore: number | null): GridState {
  return {
    subjectKey: subject.key,
    subject: { livingArea: input.livingArea ?? 70, buildingYear: input.buildingYear ?? null, valuationDate: today(), locationScore },
    settings: {
      offerDiscountPct: DEFAULT_OFFER_DISCOUNT_PCT,
      offerDiscountReason: '',
      index: null,
      livingAreaTable: DEFAULT_LIVING_AREA_TABLE,
      buildingYearTable: DEFAULT_BUILDING_YEAR_TABLE,
      locationPctPerScore: DEFAULT_LOCATION_PCT_PER_SCORE,
      weightJustification: ''
    },
    comparables: [],
    savedAt: new Date(0).toISOString()
  }
}

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

  const check = computed(() => checkInput(input.value))
  const gridResult = computed(() => (grid.value ? computeGrid(grid.value.settings, grid.value.subject, grid.value.comparables as GridComparable[]) : null))

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

  async function setSubject(next: ValuationSubject, locationScore: number | null = null, origin: SubjectOrigin = 'typed') {
    if (subject.value?.key === next.key) return
    subject.value = next
    subjectOrigin.value = origin
    lastRun.value = null
    runError.value = null
    await Promise.all([loadHistory(), loadGrid(locationScore)])
  }

  async function loadHistory() {
    if (!subject.value) return
    const r = await valuationCalls.history(subject.value!.key)
    historyError.value = r.ok ? null : r.error
    if (r.ok) history.value = r.value
  }

  async function loadGrid(locationScore: number | null) {
    if (!subject.value) return
    const r = await valuationCalls.grid(subject.value!.key)
    gridError.value = r.ok ? null : r.error
    grid.value = r.ok && r.value ? r.value : defaultGrid(subject.value, input.value, locationScore)
    gridSavedAt.value = r.ok && r.value ? r.value.savedAt : null
    gridDirty.value = false
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
    gridDirty.value = true
  }

  function addComparables(list: GridComparable[]) {
    editGrid((g) => {
      const have = new Set(g.comparables.map((c) => c.id))
      for (const c of list) if (!have.has(c.id)) g.comparables.push({ ...c })
    })
  }

  /** While the comparables' location scores are being fetched; then how many came and any error. */
  const scoresBusy = ref(false)
  const scoreNote = ref<{ filled: number; asked: number; error: AppError | null } | null>(null)

  /**
   * Takes kept sale offers into the grid, then fetches each one's location score from the service (the
   * score of its lowest division, like the subject's) so the location row is computed from data; a
   * score the appraiser entered meanwhile is kept. Offline or refused: the scores stay to be entered.
   */
  async function importKept(rows: readonly OfferRow[]) {
    const have = new Set(grid.value?.comparables.map((c) => c.id) ?? [])
    const fresh = gridComparablesOf(rows).filter((c) => !have.has(c.id))
    if (!fresh.length) return
    addComparables(fresh)
    const freshIds = new Set(fresh.map((c) => c.id))
    const points = rows.flatMap((r) => {
      const at = r.offer.location?.coordinates
      return freshIds.has(r.id) && at ? [{ id: r.id, latitude: at.latitude, longitude: at.longitude }] : []
    })
    if (!points.length) return
    scoresBusy.value = true
    const r = await valuationCalls.locationScores(points.slice(0, 100))
    scoresBusy.value = false
    if (!r.ok) {
      scoreNote.value = { filled: 0, asked: points.length, error: r.error }
      return
    }
    const byId = new Map(r.value.scores.map((x) => [x.id, x.score]))
    let filled = 0
    editGrid((g) => {
      for (const c of g.comparables) {
        const score = byId.get(c.id)
        if (score === undefined || score === null || c.locationScore !== null) continue
        c.locationScore = score
        c.locationScoreFrom = r.value.from
        filled++
      }
    })
    scoreNote.value = { filled, asked: points.length, error: r.value.error ?? null }
  }

  async function saveGrid() {
    if (!grid.value) return
    const r = await valuationCalls.saveGrid(JSON.parse(JSON.stringify(grid.value)))
    gridError.value = r.ok ? null : r.error
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
    subjects, loadSubjects,
    subject, subjectOrigin, input, running, attempted, runError, lastRun, history, historyError, grid, gridDirty, gridError, gridSavedAt,
    check, gridResult, setSubject, run, openRun, loadHistory, loadGrid, editGrid, addComparables, importKept, scoresBusy, scoreNote, saveGrid
  }
})
