// The Vergleichsobjekte area: the subject and filters as typed (kept on errors), the answer (held raw,
// outside Vue's deep reactivity: 3,000 offers), the appraiser's marks, and the saved sets.
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef, watch } from 'vue'
import type { ComparableSetSummary, ComparablesResult, OfferMark } from '@shared/bridge/comparables'
import { summarize } from '@shared/comparables/stats'
import { numberForInput } from '@shared/format/number-reader'
import { comparableSetCalls, comparablesCalls } from '../bridge/comparables'
import { uiLanguage } from '../kit/i18n'
import { useBusyCall } from '../kit/useBusyCall'
import { buildRows, sortRows, type SortKey } from './comparable-rows'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'
import { formFilters, queryOf, type ComparablesForm, type Prefill } from './comparables-form'

export const MAX_COMPARE = 6
export type Density = 'comfortable' | 'compact'
const DENSITY_KEY = 'lagebild.comparablesDensity'

function readDensity(): Density {
  try {
    return localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable'
  } catch {
    return 'comfortable'
  }
}

export const useComparables = defineStore('comparables', () => {
  const form = ref<ComparablesForm>({
    address: '',
    latitude: '',
    longitude: '',
    postCode: '',
    area: 'circle',
    radius: 1000,
    dealType: 'sale',
    propertyType: 'apartment',
    livingArea: '',
    buildingYear: '',
    landArea: '',
    price: '',
    rooms: '',
    priceMin: '',
    priceMax: '',
    areaMin: '',
    areaMax: '',
    yearMin: '',
    yearMax: '',
    startFrom: '',
    endUntil: '',
    ppsMin: '',
    ppsMax: '',
    roomsMin: '',
    roomsMax: '',
    furnished: false,
    subsidised: false,
    firstOccupancy: false,
    orderField: 'similarityScore',
    orderDir: 'desc'
  })
  const result = shallowRef<ComparablesResult | null>(null)
  const marks = shallowRef<Record<string, OfferMark>>({})
  const endedIds = shallowRef<ReadonlySet<string>>(new Set())
  const newIds = shallowRef<ReadonlySet<string>>(new Set())
  const outlierRule = ref(true)
  const sortKey = ref<SortKey>('similarity')
  const sortDir = ref<'asc' | 'desc'>('desc')
  const selectedId = ref<string | null>(null)
  const compareIds = ref<string[]>([])
  const { busy, error, run } = useBusyCall()
  const invalid = ref<string[]>([])
  const setId = ref<string | null>(null)
  const notes = ref('')
  const sets = ref<ComparableSetSummary[]>([])
  const saved = ref<string | null>(null)
  const density = ref<Density>(readDensity())
  watch(density, (d) => {
    try {
      localStorage.setItem(DENSITY_KEY, d)
    } catch {
      // Without storage the choice holds until the app closes.
    }
  })
  const prefilled = ref<Prefill | null>(null)
  /** The report the form was last filled from: coming back to the area keeps what was typed since. */
  const prefilledFrom = ref<string | null>(null)

  /** The subject from the open case: its address, coordinates and what is known of the property. */
  function prefill(c: {
    reportId: string
    address: string
    coordinates: { latitude: number; longitude: number } | null
    subject: Partial<Record<'livingArea' | 'buildingYear' | 'landArea', number>> & {
      propertyType?: 'apartment' | 'house'
    }
  }) {
    const language = uiLanguage()
    const text = (n: number | undefined) => (n === undefined ? '' : numberForInput(n, language))
    const next: Prefill = {
      reportId: c.reportId,
      address: c.address,
      latitude: text(c.coordinates?.latitude),
      longitude: text(c.coordinates?.longitude)
    }
    form.value = {
      ...form.value,
      address: next.address,
      latitude: next.latitude,
      longitude: next.longitude,
      area: 'circle',
      livingArea: text(c.subject.livingArea) || form.value.livingArea,
      buildingYear: c.subject.buildingYear === undefined ? form.value.buildingYear : String(c.subject.buildingYear),
      landArea: text(c.subject.landArea) || form.value.landArea,
      propertyType: c.subject.propertyType ?? form.value.propertyType
    }
    prefilled.value = next
    prefilledFrom.value = c.reportId
  }
  /** Another subject: the report's address and coordinates go, the field is empty for the new one. */
  function clearPlace() {
    form.value = { ...form.value, address: '', latitude: '', longitude: '' }
  }
  // The report's coordinates belong to its address: a changed address must not be searched at the old place.
  watch(
    () => form.value.address,
    (address) => {
      const p = prefilled.value
      if (!p || address.trim() === p.address) return
      if (form.value.latitude === p.latitude && form.value.longitude === p.longitude)
        form.value = { ...form.value, latitude: '', longitude: '' }
      prefilled.value = null
    }
  )

  const built = computed(() => buildRows(result.value?.items ?? [], marks.value, endedIds.value, outlierRule.value))
  const rows = computed(() => markRaw(sortRows(built.value.rows, sortKey.value, sortDir.value)))
  const kept = computed(() => built.value.rows.filter((r) => !r.excluded && !r.outlier && !r.ended))
  const summary = computed(() =>
    summarize(
      kept.value.map((r) => r.pricePerSqm ?? Number.NaN),
      result.value?.query.subject.livingArea
    )
  )

  async function search() {
    const q = queryOf(form.value, uiLanguage())
    invalid.value = 'invalid' in q ? q.invalid : []
    if ('invalid' in q) return
    const found = await run(() => comparablesCalls.search(q.query))
    if (!found) return
    result.value = markRaw(found)
    marks.value = {}
    endedIds.value = new Set()
    newIds.value = new Set()
    compareIds.value = []
    selectedId.value = null
    setId.value = null
  }

  function mark(id: string, patch: Partial<OfferMark> | null) {
    const next = { ...marks.value }
    const merged = { ...(next[id] ?? {}), ...(patch ?? {}) }
    for (const k of Object.keys(merged) as Array<keyof OfferMark>)
      if (merged[k] === undefined || merged[k] === false) delete merged[k]
    if (patch === null || Object.keys(merged).length === 0) delete next[id]
    else next[id] = merged
    marks.value = next
  }
  const togglePin = (id: string) => mark(id, { pinned: !marks.value[id]?.pinned })
  const exclude = (id: string, reason: string) => mark(id, { excludedReason: reason.trim() })
  const include = (id: string) => mark(id, { excludedReason: undefined })
  function toggleCompare(id: string) {
    const list = compareIds.value
    compareIds.value = list.includes(id)
      ? list.filter((x) => x !== id)
      : list.length < MAX_COMPARE
        ? [...list, id]
        : list
  }

  async function loadSets() {
    const r = await comparableSetCalls.list()
    if (r.ok) sets.value = r.value
  }

  async function save(label: string) {
    if (!result.value) return
    const r = await comparableSetCalls.save({
      ...(setId.value ? { id: setId.value } : {}),
      label,
      result: result.value!,
      marks: marks.value,
      hideOutliers: outlierRule.value,
      compareIds: compareIds.value,
      notes: notes.value,
      reportId: null
    })
    if (!r.ok) {
      error.value = r.error
      return
    }
    setId.value = r.value.id
    saved.value = r.value.savedAt
    await loadSets()
  }

  async function openSet(id: string, refresh = false) {
    const language = uiLanguage()
    const set = await run(() => (refresh ? comparableSetCalls.refresh(id) : comparableSetCalls.open(id)))
    if (!set) return
    result.value = markRaw(set.result)
    marks.value = set.marks
    outlierRule.value = set.hideOutliers
    notes.value = set.notes
    setId.value = set.id
    saved.value = set.savedAt
    endedIds.value = new Set(set.changes?.endedIds ?? [])
    newIds.value = new Set(set.changes?.newIds ?? [])
    compareIds.value = set.compareIds ?? []
    selectedId.value = null
    const s = set.result.query.subject
    const loc = set.result.query.request.filters.location
    form.value = {
      ...form.value,
      address: s.address,
      livingArea: numberForInput(s.livingArea, language),
      buildingYear: numberForInput(s.buildingYear, language),
      landArea: numberForInput(s.landArea, language),
      price: numberForInput(s.price, language),
      rooms: numberForInput(s.rooms, language),
      propertyType: s.propertyType ?? '',
      dealType: set.result.query.request.filters.dealType ?? 'sale',
      ...formFilters(set.result.query.request, language),
      ...('circle' in loc
        ? { area: 'circle' as const, radius: loc.circle.radius ?? OFFER_SEARCH_DEFAULTS.radiusM }
        : { area: 'postCode' as const, postCode: loc.divisionLevel100 })
    }
    await loadSets()
  }

  return {
    form,
    result,
    marks,
    endedIds,
    newIds,
    outlierRule,
    sortKey,
    sortDir,
    selectedId,
    compareIds,
    busy,
    error,
    invalid,
    setId,
    notes,
    sets,
    saved,
    density,
    prefilled,
    prefilledFrom,
    built,
    rows,
    kept,
    summary,
    search,
    togglePin,
    exclude,
    include,
    toggleCompare,
    loadSets,
    save,
    openSet,
    prefill,
    clearPlace
  }
})
