// A Chart field of an answer turned into what the figure shows: named series in the user's language,
// the x axis kind (time for date series, category otherwise), the y axis title with its unit, and a
// table of the same numbers as plain text. Pure: the translate and format functions come in.
import type { AnyChart, ChartSpec } from './catalog'

export type Translate = (key: string, params?: Record<string, unknown>) => string
export type HasKey = (key: string) => boolean

export interface ModelContext {
  t: Translate
  te: HasKey
  /** Intl locale tag, e.g. de-DE. */
  locale: string
  /** Currency code of the answer (EUR). */
  currency: string
}

export type TimeUnit = 'year' | 'month' | 'day'

export interface Dataset {
  key: string
  label: string
  level: string
  /** The series' type (apartment_stock, house, ...), when the chart has types. */
  type: string | null
  /** x: epoch ms on a time axis, the raw category on a category axis. */
  points: Array<{ x: number | string; y: number | null }>
}

export interface ChartModel {
  field: string
  title: string
  yTitle: string
  axis: 'time' | 'category'
  timeUnit: TimeUnit
  /** Every x of every series, in axis order. */
  xs: Array<number | string>
  /** Distinct series types in order of appearance (empty when the series carry none). */
  types: string[]
  datasets: Dataset[]
  xLabel(x: number | string): string
}

export interface Table {
  head: string[]
  rows: string[][]
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function isDateChart(chart: AnyChart): boolean {
  let any = false
  for (const s of chart.series)
    for (const p of s.data) {
      if (typeof p.x !== 'string' || !DATE.test(p.x)) return false
      any = true
    }
  return any
}

function timeUnitOf(chart: AnyChart): TimeUnit {
  const xs = chart.series.flatMap((s) => s.data.map((p) => String(p.x)))
  if (xs.every((x) => x.endsWith('-01-01'))) return 'year'
  if (xs.every((x) => x.endsWith('-01'))) return 'month'
  return 'day'
}

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** A term of the service (series title, category, type) in the user's language, or the raw term made readable. */
export function term(ctx: Pick<ModelContext, 't' | 'te'>, raw: string): string {
  const key = `charts.terms.${raw}`
  return ctx.te(key) ? ctx.t(key) : raw.replaceAll('_', ' ')
}

export const isKnownTerm = (ctx: Pick<ModelContext, 'te'>, raw: string) => ctx.te(`charts.terms.${raw}`)

export function levelName(ctx: Pick<ModelContext, 't' | 'te'>, level: string): string {
  const key = `charts.levels.${level}`
  return ctx.te(key) ? ctx.t(key) : level
}

/**
 * A series' name: an enumerated title (immigration, below_18, ...) translated; a division name with
 * its level ("80331 (Postleitzahlgebiet)"); the type after a comma ("Wohnungen, Bestand").
 */
export function seriesLabel(
  ctx: Pick<ModelContext, 't' | 'te'>,
  s: { title: string; divisionLevel: string; type?: string },
  opts: { withType: boolean }
): string {
  const name = isKnownTerm(ctx, s.title) ? term(ctx, s.title) : `${s.title} (${levelName(ctx, s.divisionLevel)})`
  return opts.withType && s.type ? `${name}, ${term(ctx, s.type)}` : name
}

export function yAxisTitle(ctx: ModelContext, spec: ChartSpec): string {
  return ctx.t(`charts.units.${spec.unit}`, { currency: ctx.currency, base: spec.base ?? '' })
}

export function buildChartModel(spec: ChartSpec, chart: AnyChart, ctx: ModelContext): ChartModel {
  const time = isDateChart(chart)
  const timeUnit = time ? timeUnitOf(chart) : 'year'
  const types = [...new Set(chart.series.map((s) => s.type).filter((t): t is string => !!t))]
  const withType = types.length > 0
  const datasets: Dataset[] = chart.series.map((s, i) => {
    const points = s.data.map((p) => ({ x: time ? utc(String(p.x)) : String(p.x), y: typeof p.y === 'number' && Number.isFinite(p.y) ? p.y : null }))
    // Time series in date order (the chart takes them unparsed and normalized).
    if (time) (points as Array<{ x: number }>).sort((a, b) => a.x - b.x)
    return { key: `${i}:${s.divisionLevel}:${s.title}:${s.type ?? ''}`, label: seriesLabel(ctx, s, { withType }), level: s.divisionLevel, type: s.type ?? null, points }
  })
  const seen = new Set<number | string>()
  const xs: Array<number | string> = []
  for (const d of datasets)
    for (const p of d.points)
      if (!seen.has(p.x)) {
        seen.add(p.x)
        xs.push(p.x)
      }
  if (time) (xs as number[]).sort((a, b) => a - b)

  const dateFormat = new Intl.DateTimeFormat(
    ctx.locale,
    timeUnit === 'year'
      ? { year: 'numeric', timeZone: 'UTC' }
      : timeUnit === 'month'
        ? { month: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
  )
  // Intl writes months as 01/2024 in German too; German practice is 01.2024.
  const monthSep = ctx.locale.toLowerCase().startsWith('de') ? '.' : '/'
  const formatX = (ms: number) => {
    if (timeUnit !== 'month') return dateFormat.format(ms)
    const parts = dateFormat.formatToParts(ms)
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    return `${part('month')}${monthSep}${part('year')}`
  }
  return {
    field: spec.field,
    title: ctx.t(`charts.titles.${spec.field}`),
    yTitle: yAxisTitle(ctx, spec),
    axis: time ? 'time' : 'category',
    timeUnit,
    xs,
    types,
    datasets,
    xLabel: (x) => (typeof x === 'number' ? formatX(x) : term(ctx, x))
  }
}

/** The datasets a type filter leaves ('all' or null keeps every one). */
export function visibleDatasets(model: ChartModel, type: string | null): Dataset[] {
  if (!type || type === 'all' || model.types.length === 0) return model.datasets
  return model.datasets.filter((d) => d.type === type)
}

/** The type shown first: existing apartments where the chart has them (the appraiser's usual case). */
export function defaultType(model: ChartModel): string | null {
  if (model.types.length <= 1) return null
  return model.types.includes('apartment_stock') ? 'apartment_stock' : model.types[0]
}

/** The numbers of the chart as text in the user's locale: one row per x, one column per series. */
export function chartTable(model: ChartModel, datasets: Dataset[], ctx: Pick<ModelContext, 't' | 'locale'>): Table {
  const nf = new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 2 })
  const xs = model.xs.filter((x) => datasets.some((d) => d.points.some((p) => p.x === x)))
  const byX = datasets.map((d) => new Map(d.points.map((p) => [p.x, p.y])))
  return {
    head: [ctx.t(model.axis === 'time' ? `charts.xHead.${model.timeUnit}` : 'charts.xHead.category'), ...datasets.map((d) => d.label)],
    rows: xs.map((x) => [
      model.xLabel(x),
      ...byX.map((m) => {
        const y = m.get(x)
        return y === undefined || y === null ? '–' : nf.format(y)
      })
    ])
  }
}

/** Tab-separated text of a table, as spreadsheets and word processors paste it. */
export function tableToTsv(table: Table, unitLine?: string): string {
  const lines = [table.head, ...table.rows].map((r) => r.join('\t'))
  return (unitLine ? [unitLine, ...lines] : lines).join('\n')
}
