// How a market answer is cited, on screen and on paper: the parameters used in words with the service's
// defaults named where a field was left out, the Stichtag (the end of the publication window) and the
// window as the data's period, the endpoint with its query as the technical detail, offer data as the basis.
import { MARKET_DEFAULTS, MARKET_LIMITS } from '@shared/api/limits'
import type { MarketResult } from '@shared/bridge/market'
import type { CitationInput } from '../kit/citation/citation'

/** The day before the answer was fetched: the service's default end of the publication window. */
const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10)

type T = (key: string, params?: Record<string, unknown>) => string
type Fmt = { number: (v: number, digits?: number) => string; date: (iso: string) => string }

/** The publication window the answer covers: as asked, or the service's default (from 2018-02-01 to the day before the fetch). */
export function marketWindow(r: MarketResult): {
  start: string
  end: string
  startDefault: boolean
  endDefault: boolean
} {
  return {
    start: r.query.start_date ?? MARKET_DEFAULTS.startDate,
    end: r.query.end_date ?? dayBefore(r.source.fetchedAt),
    startDefault: r.query.start_date === undefined,
    endDefault: r.query.end_date === undefined
  }
}

/**
 * Every parameter of the query as sent, in words of the UI's language (never the API's names): the
 * values the service filled in are marked "(Standard)". `codes` names an object type code.
 */
export function parametersUsed(r: MarketResult, t: T, fmt: Fmt): string {
  const q = r.query
  const std = ` (${t('market.standard')})`
  // Years are written plain (2020, not 2.020).
  const v = (given: number | undefined, fallback: number | string, plain: boolean) => {
    const shown = (x: number | string) => (typeof x === 'number' && !plain ? fmt.number(x) : String(x))
    return given === undefined ? `${shown(fallback)}${std}` : shown(given)
  }
  const range = (
    label: string,
    min: number | undefined,
    max: number | undefined,
    dMin: number | string,
    dMax: number | string,
    unit = '',
    plain = false
  ) => `${label} ${v(min, dMin, plain)} ${t('market.to')} ${v(max, dMax, plain)}${unit ? ` ${unit}` : ''}`
  const d = MARKET_DEFAULTS
  const price = MARKET_LIMITS[q.type_of_demand]
  const yesNo = (b: boolean | undefined) => (b ? t('market.yes') : t('market.no'))
  const types = q.object_type
    ? q.object_type
        .split(',')
        .map((c) => t(`market.codes.${c}`))
        .join(', ')
    : `${t('market.param.allTypes')}${std}`
  const w = marketWindow(r)
  return [
    q.address ? `${t('market.address')} ${q.address}` : `${t('market.param.coordinate')} ${q.coordinate}`,
    `${t('market.demand')} ${t(`market.demands.${q.type_of_demand}`)}`,
    range(t('market.field.rooms'), q['rooms[min]'], q['rooms[max]'], d.roomsMin, d.roomsMax),
    range(t('market.field.area'), q['living_space[min]'], q['living_space[max]'], d.areaMin, d.areaMax, 'm²'),
    range(t('market.field.price'), q['price[min]'], q['price[max]'], price.priceMin, price.priceMax, 'EUR'),
    range(
      t('market.field.year'),
      q['building_year[min]'],
      q['building_year[max]'],
      d.yearMin,
      r.source.fetchedAt.slice(0, 4),
      '',
      true
    ),
    `${t('market.radius')} ${q.radius === undefined ? `${t('market.param.region')}${std}` : t('market.radiusValue', { m: fmt.number(q.radius) })}`,
    `${t('market.objectTypes')} ${types}`,
    `${t('market.param.furnished')}: ${yesNo(q.furnished)}`,
    `${t('market.param.subsidised')}: ${yesNo(q.subsidized_housing_permit)}`,
    `${t('market.param.firstTimeUse')}: ${yesNo(q.first_time_use)}`,
    `${t('market.dates')} ${fmt.date(w.start)}${w.startDefault ? std : ''} ${t('market.to')} ${fmt.date(w.end)}${w.endDefault ? std : ''}`
  ].join('; ')
}

/** The citation of every market figure and table: `basis` is "offer data" in the UI's language. */
export function marketCitation(
  r: MarketResult,
  formatDate: (iso: string) => string,
  basis: string,
  stichtag: (date: string, window: string) => string
): CitationInput {
  const w = marketWindow(r)
  const query = Object.entries(r.query)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&')
  return {
    source: r.source,
    endpoints: [`${r.source.endpoint}?${query}`],
    fetchedAt: r.source.fetchedAt,
    // The Stichtag is the end of the publication window: the offers are those published up to that day.
    period: stichtag(formatDate(w.end), `${formatDate(w.start)} – ${formatDate(w.end)}`),
    basis
  }
}
