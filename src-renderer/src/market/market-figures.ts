// What the market charts and the copied table show, from the exposés: a histogram of price per m²
// with even bins, price against living area, and the exposé table as text. Pure functions.
import type { PriceFilterExpose } from '@shared/api/v1'

export interface Bin {
  from: number
  to: number
  count: number
}

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `raw`: bin edges people can read. */
export function niceWidth(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw * (1 - 1e-9)) return m * power
  return 10 * power
}

/** Bins of a readable width (about `target` of them) over the finite prices per m², edges on multiples of the width. */
export function histogram(prices: readonly (number | null)[], target = 20): Bin[] {
  const xs = prices.filter((p): p is number => p !== null && Number.isFinite(p))
  if (!xs.length) return []
  let min = Infinity
  let max = -Infinity
  for (const x of xs) {
    if (x < min) min = x
    if (x > max) max = x
  }
  const width = niceWidth((max - min) / target)
  const start = Math.floor(min / width) * width
  const n = Math.max(1, Math.floor((max - start) / width) + 1)
  const bins: Bin[] = Array.from({ length: n }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count: 0
  }))
  for (const x of xs) bins[Math.min(n - 1, Math.floor((x - start) / width))]!.count++
  return bins
}

/** Decimals a bin edge needs to be written exactly (2.5 needs one). */
export const edgeDigits = (bins: readonly Bin[]): number => {
  const w = bins.length ? bins[0]!.to - bins[0]!.from : 1
  return w >= 1 && Number.isInteger(Math.round(w * 1e9) / 1e9) ? 0 : w >= 0.1 ? 1 : 2
}

/** An exposé's price: the cold rent for rent; for sale (the answer has no price) price per m² times living area. */
export function exposePrice(e: PriceFilterExpose, demand: 'rent' | 'buy'): number | null {
  if (demand === 'rent') return e.cold_rent
  return e.price_square_meter === null || e.living_area === null ? null : e.price_square_meter * e.living_area
}

/** Living area against the price (exposePrice). */
export function pricePoints(
  exposes: readonly PriceFilterExpose[],
  demand: 'rent' | 'buy'
): Array<{ x: number; y: number }> {
  const out: Array<{ x: number; y: number }> = []
  for (const e of exposes) {
    const area = e.living_area
    if (area === null || !(area > 0)) continue
    const price = exposePrice(e, demand)
    if (price === null || !Number.isFinite(price)) continue
    out.push({ x: area, y: price })
  }
  // Sorted by x: Chart.js is told the data is normalized and reads ranges from the ends.
  return out.sort((a, b) => a.x - b.x)
}

export const EXPOSE_COLUMNS = [
  'url_id',
  'start_date',
  'end_date',
  'duration',
  'offer_type',
  'object_type',
  'street',
  'postcode',
  'city',
  'cold_rent',
  'price_square_meter',
  'additional_cost',
  'living_area',
  'rooms',
  'floor',
  'usable_area',
  'land_area',
  'construction_year',
  'vacant_from',
  'object_condition',
  'first_occupancy',
  'kitchen',
  'balcony_terrace',
  'barrier_free',
  'lift',
  'parking_space',
  'furnished',
  'underfloor_heating',
  'subsidized_housing_permit',
  'source'
] as const satisfies ReadonlyArray<keyof PriceFilterExpose>
/** A column of the exposé table: a field of the answer, or the asking price of a purchase offer. */
export type ExposeColumn = (typeof EXPOSE_COLUMNS)[number] | 'asking_price'

/**
 * The exposé table's columns for a demand: a rent table shows the cold rent, a purchase table the asking
 * price in its place (the answer's cold_rent is empty for purchase offers); neither shows the other's.
 */
export function exposeColumns(demand: 'rent' | 'buy'): readonly ExposeColumn[] {
  return demand === 'rent' ? EXPOSE_COLUMNS : EXPOSE_COLUMNS.map((k) => (k === 'cold_rent' ? 'asking_price' : k))
}

/** The i18n key of a column's head: the price per m² of a rent offer is an asking rent, of a purchase offer an asking price. */
export function exposeHeadKey(k: ExposeColumn, demand: 'rent' | 'buy'): string {
  return k === 'price_square_meter' && demand === 'rent' ? 'market.col.rent_square_meter' : `market.col.${k}`
}

export interface AreaBand {
  from: number
  to: number
  count: number
  /** The median price of the band's offers (exposePrice). */
  median: number
}

/** The scatter as a table: living-area bands of a readable width (about `target` of them) with the number of offers and their median price. */
export function areaBands(points: ReadonlyArray<{ x: number; y: number }>, target = 10): AreaBand[] {
  const bins = histogram(
    points.map((p) => p.x),
    target
  )
  const prices: number[][] = bins.map(() => [])
  const width = bins.length ? bins[0]!.to - bins[0]!.from : 1
  for (const p of points) prices[Math.min(bins.length - 1, Math.floor((p.x - bins[0]!.from) / width))]!.push(p.y)
  return bins.flatMap((b, i) => {
    const ys = prices[i]!.sort((a, c) => a - c)
    if (!ys.length) return []
    const mid = ys.length >> 1
    return [
      { from: b.from, to: b.to, count: ys.length, median: ys.length % 2 ? ys[mid]! : (ys[mid - 1]! + ys[mid]!) / 2 }
    ]
  })
}
