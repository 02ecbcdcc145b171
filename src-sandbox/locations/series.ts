// One series model for both generations: v2 Chart ({series: [{divisionLevel, title, type?, data: [{x, y}]}]})
// and the v1 block's series objects ({title, series: [{title, region_type, data: {key: value}}]}).
import type { Chart } from '@shared/api'

export type RegionType = 'zipcode' | 'municipality' | 'county' | 'state' | 'country'
export const REGION_TYPE_OF_LEVEL: Record<string, RegionType> = {
  divisionLevel100: 'zipcode',
  divisionLevel8: 'municipality',
  divisionLevel6: 'county',
  divisionLevel4: 'state',
  divisionLevel2: 'country'
}

/** x is a year ('2021'), a first-of-month date ('2021-03-01') or a category label. */
export interface Series {
  title: string
  divisionLevel: string
  type?: string
  points: [string, number][]
}

export interface BlockSeriesValue {
  y: number
  delta: string
  gamma?: string
}

/** v2 x: years become YYYY-01-01, dates and categories stay as they are. */
const v2x = (x: string): string => (/^\d{4}$/.test(x) ? `${x}-01-01` : x)

export function toChart(series: Series[]): Chart {
  return {
    series: series.map((s) => ({
      divisionLevel: s.divisionLevel,
      title: s.title,
      ...(s.type ? { type: s.type } : {}),
      data: s.points.map(([x, y]) => ({ x: v2x(x), y }))
    }))
  }
}

export function toBlockSeries(
  title: string,
  series: Series[],
  value: (s: Series, index: number) => (v: number) => unknown = () => (v) => v
) {
  return {
    title,
    series: series.map((s, si) => {
      const f = value(s, si)
      return {
        title: s.title,
        region_type: REGION_TYPE_OF_LEVEL[s.divisionLevel] ?? 'municipality',
        data: Object.fromEntries(s.points.map(([x, y]) => [x, f(y)]))
      }
    })
  }
}

/** German number format with fixed decimals: 1234.5 -> "1.234,50". */
export function de(n: number, digits = 2): string {
  return n.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** Development data of the v1 block: {year: {y, delta, gamma?}}; gamma (forecast interval) on the latest year only. */
export function developmentData(points: [string, number, number][]): Record<string, BlockSeriesValue> {
  const out: Record<string, BlockSeriesValue> = {}
  points.forEach(([x, y, n], i) => {
    const prev = i > 0 ? points[i - 1][1] : null
    const change = prev ? ((y - prev) / prev) * 100 : 0
    const value: BlockSeriesValue = { y, delta: `${change >= 0 ? '+' : ''}${de(change, 1)} %` }
    if (i === points.length - 1) {
      const half = y * Math.min(0.15, Math.max(0.01, 1.5 / Math.sqrt(Math.max(1, n))))
      value.gamma = `${de(y - half)} – ${de(y + half)}`
    }
    out[x] = value
  })
  return out
}
