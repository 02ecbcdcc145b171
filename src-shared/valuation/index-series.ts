// Index series for the time adjustment (ImmoWertV § 18): each value stands for the middle of its period
// (a year's on 1 July, a quarter's on the middle day of its second month, a month's on the 15th), values
// between two points are linear in time, and beyond the ends the nearest point's value is held, saying so.
import type { IndexFrequency, IndexSeries } from './grid-types'
import type { Extrapolation } from './result-types'

const DAY_MS = 86_400_000

/** The date (YYYY-MM-DD) a period's value stands for, or null when the period is not written as its frequency says. */
export function periodMidpoint(period: string, frequency: IndexFrequency): string | null {
  const p = period.trim()
  if (frequency === 'yearly') return /^\d{4}$/.test(p) ? `${p}-07-01` : null
  if (frequency === 'quarterly') {
    const m = /^(\d{4})-Q([1-4])$/.exec(p)
    return m ? `${m[1]}-${String((Number(m[2]) - 1) * 3 + 2).padStart(2, '0')}-15` : null
  }
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(p)
  return m ? `${m[1]}-${m[2]}-15` : null
}

export function toTime(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN
}

/** Points that are usable: period written after the frequency, value positive; sorted by date. */
export function datedPoints(series: IndexSeries): Array<{ period: string; date: string; t: number; value: number }> {
  return series.points
    .map((p) => ({ period: p.period, date: periodMidpoint(p.period, series.frequency) ?? '', value: p.value }))
    .filter((p) => p.date !== '' && Number.isFinite(p.value) && p.value > 0)
    .map((p) => ({ ...p, t: toTime(p.date) }))
    .sort((a, b) => a.t - b.t)
}

/** Periods of the series that cannot be read (wrong form for its frequency, value not positive). */
export function badPeriods(series: IndexSeries): string[] {
  return series.points
    .filter((p) => periodMidpoint(p.period, series.frequency) === null || !(p.value > 0))
    .map((p) => p.period)
}

export interface IndexReading {
  value: number
  /** Set when the date lies beyond the series' ends and the nearest point's value was held. */
  beyond?: Omit<Extrapolation, 'date'>
}

/** The index value at a date (YYYY-MM-DD): linear between the points around it; beyond the ends the nearest point, flagged. */
export function indexAt(series: IndexSeries, date: string): IndexReading | null {
  return indexReader(series)(date)
}

/** indexAt for many dates: the series' points dated and sorted once. */
export function indexReader(series: IndexSeries): (date: string) => IndexReading | null {
  const points = datedPoints(series)
  return (date) => readAt(points, date)
}

function readAt(points: ReturnType<typeof datedPoints>, date: string): IndexReading | null {
  const t = toTime(date)
  if (points.length === 0 || !Number.isFinite(t)) return null
  const first = points[0]
  const last = points[points.length - 1]
  if (t < first.t)
    return { value: first.value, beyond: { side: 'before_first', usedPeriod: first.period, usedDate: first.date } }
  if (t > last.t)
    return { value: last.value, beyond: { side: 'after_last', usedPeriod: last.period, usedDate: last.date } }
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]
    const b = points[i]
    if (t <= b.t) return { value: a.value + ((b.value - a.value) * (t - a.t)) / Math.max(b.t - a.t, DAY_MS) }
  }
  return { value: last.value }
}
