// The Marktdaten area: the price_filter parameters as typed (kept on errors), the answer (held raw:
// up to 3,000 exposés), the exposé table's sort, and the kept answers that read offline.
import type { Language } from '@shared/language'
import { defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import type { PriceFilterExpose, PriceFilterQuery } from '@shared/api/v1'
import type { MarketResult, MarketSummary } from '@shared/bridge/market'
import { numberForInput, numberOrNaN } from '@shared/format/number-reader'
import { marketCalls } from '../bridge/market'
import { uiLanguage } from '../kit/i18n'
import { useBusyCall } from '../kit/useBusyCall'
import { marketRange, rangeProblem, type RangedField, type RangeProblem } from './market-ranges'

/** A field refused with its reason. */
export interface FieldProblem {
  field: string
  problem: RangeProblem
}

export const MARKET_RADII = [500, 1000, 2000, 5000, 10000] as const
/** The spec's object type codes by group (price_filter's object_type). */
export const OBJECT_TYPES = { apartment: [8, 11, 10, 16, 14, 15, 9, 18], house: [2, 3, 5, 17] } as const

export interface MarketForm {
  address: string
  latitude: string
  longitude: string
  demand: 'rent' | 'buy'
  roomsMin: string
  roomsMax: string
  areaMin: string
  areaMax: string
  priceMin: string
  priceMax: string
  yearMin: string
  yearMax: string
  /** '' is the service's default: the postal code area or the city, whichever is smaller. */
  radius: '' | (typeof MARKET_RADII)[number]
  /** Chosen object type codes; none means all. */
  objectTypes: number[]
  furnished: boolean
  subsidised: boolean
  firstTimeUse: boolean
  startDate: string
  endDate: string
}

const NUMBER_FIELDS = [
  'latitude',
  'longitude',
  'roomsMin',
  'roomsMax',
  'areaMin',
  'areaMax',
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax'
] as const
const DATE = /^\d{4}-\d{2}-\d{2}$/

export function emptyMarketForm(): MarketForm {
  return {
    address: '',
    latitude: '',
    longitude: '',
    demand: 'rent',
    roomsMin: '',
    roomsMax: '',
    areaMin: '',
    areaMax: '',
    priceMin: '',
    priceMax: '',
    yearMin: '',
    yearMax: '',
    radius: '',
    objectTypes: [],
    furnished: false,
    subsidised: false,
    firstTimeUse: false,
    startDate: '',
    endDate: ''
  }
}

/** The query the form describes, or the fields that are not numbers or dates. */
export function marketQueryOf(
  f: MarketForm,
  language: Language
): { query: PriceFilterQuery } | { invalid: string[]; crossed: string[]; problems: FieldProblem[] } {
  const value = (s: string) => numberOrNaN(s, language)
  const problems: FieldProblem[] = []
  for (const r of ['rooms', 'area', 'price', 'year'] as const satisfies readonly RangedField[])
    for (const k of [`${r}Min`, `${r}Max`] as const) {
      const problem = rangeProblem(f[k], marketRange(r, f.demand), language)
      if (problem) problems.push({ field: k, problem })
    }
  const invalid: string[] = NUMBER_FIELDS.filter((k) => Number.isNaN(value(f[k]) ?? 0))
  for (const p of problems) if (!invalid.includes(p.field)) invalid.push(p.field)
  for (const k of ['startDate', 'endDate'] as const) if (f[k].trim() && !DATE.test(f[k].trim())) invalid.push(k)
  if (value(f.latitude) !== undefined && !invalid.includes('latitude') && Math.abs(value(f.latitude)!) > 90)
    invalid.push('latitude')
  if (value(f.longitude) !== undefined && !invalid.includes('longitude') && Math.abs(value(f.longitude)!) > 180)
    invalid.push('longitude')
  const crossed = (['rooms', 'area', 'price', 'year'] as const).filter((r) => {
    if (invalid.includes(`${r}Min`) || invalid.includes(`${r}Max`)) return false
    const lo = value(f[`${r}Min`])
    const hi = value(f[`${r}Max`])
    return lo !== undefined && hi !== undefined && lo > hi
  }) as string[]
  if (f.startDate.trim() && f.endDate.trim() && f.startDate.trim() > f.endDate.trim()) crossed.push('dates')
  if (invalid.length || crossed.length) return { invalid, crossed, problems }
  const lat = value(f.latitude)
  const lon = value(f.longitude)
  const put = <K extends keyof PriceFilterQuery>(k: K, v: PriceFilterQuery[K] | undefined) =>
    v === undefined ? {} : { [k]: v }
  return {
    query: {
      ...(lat !== undefined && lon !== undefined ? { coordinate: `${lat},${lon}` } : { address: f.address.trim() }),
      type_of_demand: f.demand,
      ...put('rooms[min]', value(f.roomsMin)),
      ...put('rooms[max]', value(f.roomsMax)),
      ...put('living_space[min]', value(f.areaMin)),
      ...put('living_space[max]', value(f.areaMax)),
      ...put('price[min]', value(f.priceMin)),
      ...put('price[max]', value(f.priceMax)),
      ...put('building_year[min]', value(f.yearMin)),
      ...put('building_year[max]', value(f.yearMax)),
      ...(f.radius ? { radius: f.radius } : {}),
      ...(f.objectTypes.length ? { object_type: [...f.objectTypes].sort((a, b) => a - b).join(',') } : {}),
      ...(f.furnished ? { furnished: true } : {}),
      ...(f.subsidised ? { subsidized_housing_permit: true } : {}),
      ...(f.firstTimeUse ? { first_time_use: true } : {}),
      ...(f.startDate.trim() ? { start_date: f.startDate.trim() } : {}),
      ...(f.endDate.trim() ? { end_date: f.endDate.trim() } : {})
    }
  }
}

/** The form a kept query describes (numbers as the user's language writes them). */
export function marketFormOf(q: PriceFilterQuery, language: Language): MarketForm {
  const text = (n: number | undefined) => numberForInput(n, language)
  const [lat, lon] = q.coordinate?.split(',') ?? []
  return {
    address: q.address ?? '',
    latitude: lat !== undefined ? text(Number(lat)) : '',
    longitude: lon !== undefined ? text(Number(lon)) : '',
    demand: q.type_of_demand,
    roomsMin: text(q['rooms[min]']),
    roomsMax: text(q['rooms[max]']),
    areaMin: text(q['living_space[min]']),
    areaMax: text(q['living_space[max]']),
    priceMin: text(q['price[min]']),
    priceMax: text(q['price[max]']),
    yearMin: text(q['building_year[min]']),
    yearMax: text(q['building_year[max]']),
    radius: q.radius ?? '',
    objectTypes: q.object_type ? q.object_type.split(',').map(Number) : [],
    furnished: q.furnished === true,
    subsidised: q.subsidized_housing_permit === true,
    firstTimeUse: q.first_time_use === true,
    startDate: q.start_date ?? '',
    endDate: q.end_date ?? ''
  }
}

/** A field of the exposé, or the asking price of a purchase offer (price per m² × living area: the answer has no price for sale). */
export type ExposeKey = keyof PriceFilterExpose | 'asking_price'

/** The value an exposé table shows in a column. */
export function exposeValue(e: PriceFilterExpose, key: ExposeKey): PriceFilterExpose[keyof PriceFilterExpose] {
  if (key !== 'asking_price') return e[key]
  return e.price_square_meter === null || e.living_area === null ? null : e.price_square_meter * e.living_area
}

/** Sorts without touching the answer: nulls last in either direction, text by the UI's collation. */
export function sortExposes(
  rows: readonly PriceFilterExpose[],
  key: ExposeKey,
  dir: 'asc' | 'desc',
  locale: string
): PriceFilterExpose[] {
  const collator = new Intl.Collator(locale, { numeric: true })
  const sign = dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = exposeValue(a, key)
    const y = exposeValue(b, key)
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1
    if (y === null || y === undefined) return -1
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign
    return collator.compare(String(x), String(y)) * sign
  })
}

export const useMarket = defineStore('market', () => {
  const form = ref<MarketForm>(emptyMarketForm())
  const result = shallowRef<MarketResult | null>(null)
  const { busy, error, run } = useBusyCall()
  const invalid = ref<string[]>([])
  const crossed = ref<string[]>([])
  const problems = ref<FieldProblem[]>([])
  const recent = ref<MarketSummary[]>([])
  const sortKey = ref<ExposeKey>('price_square_meter')
  const sortDir = ref<'asc' | 'desc'>('asc')
  /** The report whose address the form last took, so another open report hands over its own. */
  const prefilledFrom = ref<string | null>(null)

  async function search() {
    const q = marketQueryOf(form.value, uiLanguage())
    invalid.value = 'invalid' in q ? q.invalid : []
    crossed.value = 'invalid' in q ? q.crossed : []
    problems.value = 'invalid' in q ? q.problems : []
    if ('invalid' in q) return
    const found = await run(() => marketCalls.search(q.query))
    if (!found) return
    result.value = markRaw(found)
    void loadRecent()
  }

  async function open(id: string) {
    const opened = await run(() => marketCalls.open(id))
    if (!opened) return
    result.value = markRaw(opened)
    form.value = marketFormOf(opened.query, uiLanguage())
    invalid.value = []
    crossed.value = []
    problems.value = []
  }

  async function loadRecent() {
    const r = await marketCalls.recent()
    if (r.ok) recent.value = r.value
  }

  function sortBy(key: ExposeKey) {
    if (sortKey.value === key) sortDir.value = sortDir.value === 'asc' ? 'desc' : 'asc'
    else {
      sortKey.value = key
      sortDir.value = 'asc'
    }
  }

  /** Another screen hands over an address (the open report, a portfolio property). */
  function prefill(address: string, coordinates: { latitude: number; longitude: number } | null) {
    const text = (n: number) => numberForInput(n, uiLanguage())
    form.value = {
      ...form.value,
      address,
      latitude: coordinates ? text(coordinates.latitude) : '',
      longitude: coordinates ? text(coordinates.longitude) : ''
    }
  }

  return {
    form,
    result,
    busy,
    error,
    invalid,
    problems,
    crossed,
    recent,
    sortKey,
    sortDir,
    prefilledFrom,
    search,
    open,
    loadRecent,
    sortBy,
    prefill
  }
})
