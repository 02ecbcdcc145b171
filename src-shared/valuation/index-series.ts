// Index series for the time adjustment (ImmoWertV § 18): each value stands for a day of its period, its
// Bezugszeitpunkt as the publisher states it: the start (1 January, the quarter's or month's first day),
// the middle (a year's on 1 July, a quarter's on the middle day of its second month, a month's on the 15th;
// the default) or the end (31 December, the quarter's or month's last day). Values between two points are
// linearly interpolated in time, and beyond the ends the nearest point's value is held, saying so.
import type { IndexFrequency, IndexReference, IndexSeries } from './grid-types'
import type { Extrapolation } from './result-types'

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')
/** The last day of a month (1-12) of a year. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The date (YYYY-MM-DD) a period's value stands for, or null when the period is not written as its frequency says. */
export function periodDate(
  period: string,
  frequency: IndexFrequency,
  reference: IndexReference = 'middle'
): string | null {
  const p = period.trim()
  let year: number
  let first: number
  let months: number
  if (frequency === 'yearly') {
    if (!/^\d{4}$/.test(p)) return null
    ;[year, first, months] = [Number(p), 1, 12]
  } else if (frequency === 'quarterly') {
    const m = /^(\d{4})-Q([1-4])$/.exec(p)
    if (!m) return null
    ;[year, first, months] = [Number(m[1]), (Number(m[2]) - 1) * 3 + 1, 3]
  } else {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(p)
    if (!m) return null
    ;[year, first, months] = [Number(m[1]), Number(m[2]), 1]
  }
  const y = String(year).padStart(4, '0')
  if (reference === 'start') return `${y}-${pad(first)}-01`
  if (reference === 'end') {
    const last = first + months - 1
    return `${y}-${pad(last)}-${pad(lastDay(year, last))}`
  }
  if (frequency === 'yearly') return `${y}-07-01`
  return `${y}-${pad(frequency === 'quarterly' ? first + 1 : first)}-15`
}

/** The middle of a period (periodDate with the default Bezugszeitpunkt). */
export const periodMidpoint = (period: string, frequency: IndexFrequency): string | null =>
  periodDate(period, frequency, 'middle')

/** The series' Bezugszeitpunkt; a series saved without one stands for the middle of its periods. */
export const referenceOf = (series: Pick<IndexSeries, 'reference'>): IndexReference => series.reference ?? 'middle'

export function toTime(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN
}

/** Points that are usable: period written after the frequency, value positive; dated by the series' Bezugszeitpunkt, sorted. */
export function datedPoints(series: IndexSeries): Array<{ period: string; date: string; t: number; value: number }> {
  const reference = referenceOf(series)
  return series.points
    .map((p) => ({ period: p.period, date: periodDate(p.period, series.frequency, reference) ?? '', value: p.value }))
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
  /** Set when the value was linearly interpolated between two points (the periods on either side). */
  between?: { from: string; to: string }
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
  for (let i = 0; i < points.length; i++) if (points[i].t === t) return { value: points[i].value }
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]
    const b = points[i]
    if (t <= b.t)
      return {
        value: a.value + ((b.value - a.value) * (t - a.t)) / Math.max(b.t - a.t, DAY_MS),
        between: { from: a.period, to: b.period }
      }
  }
  return { value: last.value }
}
