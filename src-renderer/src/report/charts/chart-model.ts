// A Chart field of an answer turned into what the figure shows: named series in the user's language,
// the x axis kind (time for date series, category otherwise), the y axis title with its unit, and a
// table of the same numbers as plain text. Pure: the translate and format functions come in.
import { DASH } from '../../kit/format'
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
  /** The region the series is about (level and name): one region keeps one colour across all charts. */
  region: string
  /** Levels whose series were identical and are shown as this one ("Gemeinde = Kreis"). */
  sameAs: string[]
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
    const points = s.data.map((p) => ({
      x: time ? utc(String(p.x)) : String(p.x),
      y: typeof p.y === 'number' && Number.isFinite(p.y) ? p.y : null
    }))
    // Time series in date order (the chart takes them unparsed and normalized).
    if (time) (points as Array<{ x: number }>).sort((a, b) => a.x - b.x)
    return {
      key: `${i}:${s.divisionLevel}:${s.title}:${s.type ?? ''}`,
      label: seriesLabel(ctx, s, { withType }),
      level: s.divisionLevel,
      region: isKnownTerm(ctx, s.title) ? `${s.divisionLevel}:${s.title}` : s.divisionLevel,
      sameAs: [],
      type: s.type ?? null,
      points
    }
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
  // A year or month a series lacks between its first and last point is a gap (null), never bridged.
  if (time)
    for (const d of datasets) d.points = withGaps(d.points as Array<{ x: number; y: number | null }>, xs as number[])
  const shown = mergeIdentical(datasets, ctx)

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
    datasets: shown,
    xLabel: (x) => (typeof x === 'number' ? formatX(x) : term(ctx, x))
  }
}

function withGaps(points: Array<{ x: number; y: number | null }>, xs: number[]) {
  if (points.length < 2) return points
  const first = points[0]!.x
  const last = points[points.length - 1]!.x
  const byX = new Map(points.map((p) => [p.x, p.y]))
  return xs.filter((x) => x >= first && x <= last).map((x) => ({ x, y: byX.get(x) ?? null }))
}

const samePoints = (a: Dataset, b: Dataset) =>
  a.points.length === b.points.length && a.points.every((p, i) => p.x === b.points[i]!.x && p.y === b.points[i]!.y)

/**
 * Series with the same numbers for two levels (a kreisfreie Stadt is its own county) would hide one
 * another: they are shown once, named for both levels, "München (Gemeinde = Kreis)".
 */
export function mergeIdentical(datasets: Dataset[], ctx: Pick<ModelContext, 't' | 'te'>): Dataset[] {
  const out: Dataset[] = []
  for (const d of datasets) {
    const twin = out.find(
      (o) =>
        o.type === d.type &&
        o.level !== d.level &&
        !o.region.includes(':') &&
        !d.region.includes(':') &&
        samePoints(o, d)
    )
    if (!twin) {
      out.push({ ...d, sameAs: [] })
      continue
    }
    twin.sameAs.push(d.level)
    const name = twin.label.replace(/ \([^()]*\)(, .*)?$/, '')
    const typePart = /, [^()]*$/.exec(twin.label)?.[0] ?? ''
    const levels = [twin.level, ...twin.sameAs].map((l) => levelName(ctx, l)).join(' = ')
    twin.label = `${name} (${levels})${typePart}`
  }
  return out
}

/** More series than this cannot be told apart in one chart: "all types" then shows one region at a time. */
export const MAX_SERIES = 6

/** The choices of the type selector: each type, then "all types" whole or, when that would be too many lines, per region. */
export function typeChoices(model: ChartModel): Array<{ value: string; type: string | null; region: string | null }> {
  if (model.types.length <= 1) return []
  const choices = model.types.map((t) => ({ value: t, type: t, region: null as string | null }))
  if (model.datasets.length <= MAX_SERIES) return [...choices, { value: 'all', type: null, region: null }]
  const regions = [...new Set(model.datasets.map((d) => d.region))]
  return [...choices, ...regions.map((r) => ({ value: `all:${r}`, type: null, region: r }))]
}

/** The datasets a type filter leaves: one type, every type ('all' or null), or every type of one region ('all:<region>'). */
export function visibleDatasets(model: ChartModel, type: string | null): Dataset[] {
  if (!type || type === 'all' || model.types.length === 0) return model.datasets
  if (type.startsWith('all:')) return model.datasets.filter((d) => d.region === type.slice(4))
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
    head: [
      ctx.t(model.axis === 'time' ? `charts.xHead.${model.timeUnit}` : 'charts.xHead.category'),
      ...datasets.map((d) => d.label)
    ],
    rows: xs.map((x) => [
      model.xLabel(x),
      ...byX.map((m) => {
        const y = m.get(x)
        return y === undefined || y === null ? DASH : nf.format(y)
      })
    ])
  }
}
