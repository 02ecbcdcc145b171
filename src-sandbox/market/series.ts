// Series over a region: the median price per sqm and the median market duration per month or year,
// by publication date; the last 256 answers are kept.
import { LRUCache } from 'lru-cache'
import { dateToDay, dayToDate, monthOf } from './dates'
import { isNewAt } from './records'
import { quantileSorted } from './stats'
import type { MarketColumns, RegionRef, SeriesPoint, SeriesQuery } from './types'

const r2 = (x: number): number => Math.round(x * 100) / 100

export class MarketSeries {
  private readonly cache = new LRUCache<string, SeriesPoint[]>({ max: 256 })

  constructor(
    private readonly cols: MarketColumns,
    private readonly firstDate: string,
    private readonly asOf: string,
    private readonly regionOffers: (region: RegionRef) => { offers: Uint32Array; weight: number }
  ) {}

  priceDevelopment(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.pricePerSqm[i], 'price')
  }

  marketDurations(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.endDay[i] - this.cols.startDay[i], 'duration')
  }

  private matches(i: number, q: SeriesQuery): boolean {
    const c = this.cols
    if (c.deal[i] !== (q.deal === 'sale' ? 0 : 1)) return false
    if (q.kind && c.kind[i] !== (q.kind === 'apartment' ? 0 : 1)) return false
    if (q.age && isNewAt(c, i) !== (q.age === 'new')) return false
    return true
  }

  private series(region: RegionRef, q: SeriesQuery, value: (i: number) => number, what: string): SeriesPoint[] {
    const key = `${what}|${JSON.stringify(region)}|${q.deal}|${q.kind ?? ''}|${q.age ?? ''}|${q.step}|${q.minCount ?? 3}`
    const hit = this.cache.get(key)
    if (hit) return hit
    const labels: string[] = []
    const bucketOf = new Map<string, number>()
    const first = dateToDay(this.firstDate)
    const last = dateToDay(this.asOf)
    for (let d = first; d <= last; d += 27) {
      const x = q.step === 'month' ? monthOf(d) : dayToDate(d).slice(0, 4)
      if (!bucketOf.has(x)) {
        bucketOf.set(x, labels.length)
        labels.push(x)
      }
    }
    const lastX = q.step === 'month' ? monthOf(last) : this.asOf.slice(0, 4)
    if (!bucketOf.has(lastX)) {
      bucketOf.set(lastX, labels.length)
      labels.push(lastX)
    }
    // Bucket boundaries as days, so each offer's bucket is a binary search, not a date format.
    const starts = labels.map((x) => dateToDay(q.step === 'month' ? x : `${x}-01-01`))
    starts[0] = first
    const values: number[][] = labels.map(() => [])
    const { offers, weight } = this.regionOffers(region)
    for (let k = 0; k < offers.length; k++) {
      const i = offers[k]
      if (!this.matches(i, q)) continue
      const day = this.cols.startDay[i]
      let lo = 0
      let hi = starts.length - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1
        if (starts[mid] <= day) lo = mid
        else hi = mid - 1
      }
      values[lo].push(value(i))
    }
    const min = q.minCount ?? 3
    const out = labels.map((x, b) => {
      const v = Float64Array.from(values[b]).sort()
      const m = v.length >= min ? quantileSorted(v, 0.5) : null
      return { x, y: m === null ? null : r2(m), n: Math.round(v.length * weight) }
    })
    this.cache.set(key, out)
    return out
  }
}
