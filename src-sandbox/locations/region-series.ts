// All price and duration series of one region in a single pass over its offers (instead of one market
// query per series): yearly median price per sqm by development type, yearly median durations by kind,
// monthly apartment durations and yearly apartment prices for the v1 block. Same definitions as the
// market's priceDevelopment/marketDurations (publication date buckets; new = first occupancy or built
// at most 3 years before publication). Regions above 150,000 offers (the country) use an even sample.
import { DEAL_SALE, KIND_APARTMENT, MISSING_INT, type Market, type RegionRef, type SeriesPoint } from '../market/types'

export const SAMPLE_ABOVE = 150_000

export interface RegionSeries {
  rent: Record<string, SeriesPoint[]>
  sale: Record<string, SeriesPoint[]>
  rentDurations: Record<string, SeriesPoint[]>
  saleDurations: Record<string, SeriesPoint[]>
  rentDurationsMonthly: SeriesPoint[]
  saleDurationsMonthly: SeriesPoint[]
  rentApartments: SeriesPoint[]
  saleApartments: SeriesPoint[]
}

const TYPES = ['apartment_stock', 'apartment_new', 'house_stock', 'house_new'] as const
const KINDS = ['apartment', 'house'] as const

const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

function medianOf(values: number[]): number {
  const a = Float64Array.from(values).sort()
  const mid = a.length >> 1
  return a.length % 2 ? a[mid] : (a[mid - 1] + a[mid]) / 2
}

export function regionSeries(market: Market, region: RegionRef, minYearly = 5, minMonthly = 3): RegionSeries {
  const c = market.cols
  const first = dayOf(market.firstDate)
  const last = dayOf(market.asOf)
  const firstYear = new Date(first * 86_400_000).getUTCFullYear()
  const lastYear = new Date(last * 86_400_000).getUTCFullYear()
  const years = lastYear - firstYear + 1
  // Month index of every day in range, and the first day of each month.
  const monthOfDay = new Int32Array(last - first + 1)
  const monthLabels: string[] = []
  let prevKey = ''
  for (let d = first; d <= last; d++) {
    const iso = new Date(d * 86_400_000).toISOString()
    const key = iso.slice(0, 7)
    if (key !== prevKey) {
      monthLabels.push(`${key}-01`)
      prevKey = key
    }
    monthOfDay[d - first] = monthLabels.length - 1
  }
  const yearStart = Array.from({ length: years + 1 }, (_, k) => Date.UTC(firstYear + k, 0, 1) / 86_400_000)
  const yearOf = (day: number): number => {
    let k = 0
    while (k < years && day >= yearStart[k + 1]) k++
    return k
  }

  const bucket = (n: number): number[][] => Array.from({ length: n }, () => [])
  // [deal][type][year], [deal][kind][year], [deal][month], [deal][year]
  const price = [bucket(4 * years), bucket(4 * years)]
  const duration = [bucket(2 * years), bucket(2 * years)]
  const monthly = [bucket(monthLabels.length), bucket(monthLabels.length)]
  const apartments = [bucket(years), bucket(years)]

  const { offers: idx, weight } = market.regionOffers(region)
  const stride = Math.max(1, Math.ceil(idx.length / SAMPLE_ABOVE))
  const scale = stride * weight
  for (let k = 0; k < idx.length; k += stride) {
    const i = idx[k]
    const start = c.startDay[i]
    if (start < first || start > last) continue
    const d = c.deal[i] === DEAL_SALE ? 1 : 0
    const apartment = c.kind[i] === KIND_APARTMENT
    const y = yearOf(start)
    const startYear = firstYear + y
    const by = c.buildingYear[i]
    const isNew = c.firstOccupancy[i] === 1 || (by !== MISSING_INT && by >= startYear - 3)
    const type = (apartment ? 0 : 2) + (isNew ? 1 : 0)
    const ppsqm = c.pricePerSqm[i]
    const days = c.endDay[i] - start
    price[d][type * years + y].push(ppsqm)
    duration[d][(apartment ? 0 : 1) * years + y].push(days)
    if (apartment) {
      monthly[d][monthOfDay[start - first]].push(days)
      apartments[d][y].push(ppsqm)
    }
  }

  const yearly = (buckets: number[][], offset: number, min: number): SeriesPoint[] => {
    const out: SeriesPoint[] = []
    for (let y = 0; y < years; y++) {
      const b = buckets[offset + y]
      out.push({ x: String(firstYear + y), y: b.length >= min ? medianOf(b) : null, n: Math.round(b.length * scale) })
    }
    return out
  }
  const months = (buckets: number[][]): SeriesPoint[] =>
    monthLabels.map((x, m) => ({
      x,
      y: buckets[m].length >= minMonthly ? medianOf(buckets[m]) : null,
      n: Math.round(buckets[m].length * scale)
    }))

  const out: RegionSeries = {
    rent: {},
    sale: {},
    rentDurations: {},
    saleDurations: {},
    rentDurationsMonthly: months(monthly[0]),
    saleDurationsMonthly: months(monthly[1]),
    rentApartments: yearly(apartments[0], 0, minYearly),
    saleApartments: yearly(apartments[1], 0, minYearly)
  }
  TYPES.forEach((t, k) => {
    out.rent[t] = yearly(price[0], k * years, minYearly)
    out.sale[t] = yearly(price[1], k * years, minYearly)
  })
  KINDS.forEach((kind, k) => {
    out.rentDurations[kind] = yearly(duration[0], k * years, minYearly)
    out.saleDurations[kind] = yearly(duration[1], k * years, minYearly)
  })
  return out
}
