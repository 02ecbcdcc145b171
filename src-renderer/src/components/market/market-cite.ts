// How a market answer is cited, on screen and on paper: the parameters used with the service's defaults
// named where a field was left out, the publication window as the data's period, the endpoint with its
// query as the technical detail, offer data as the basis.
import { MARKET_DEFAULTS, MARKET_LIMITS } from '@shared/api/limits'
import type { MarketResult } from '@shared/bridge/market'
import type { CitationInput } from '../citation/citation'

/** The day before the answer was fetched: the service's default end of the publication window. */
const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10)

/** Every parameter of the query as sent; `standard` marks the values the service filled in. */
export function parametersUsed(r: MarketResult, standard: string): string {
  const q = r.query
  const std = ` (${standard})`
  const pair = (name: string, min: number | undefined, max: number | undefined, dMin: number | string, dMax: number | string) =>
    `${name} ${min ?? dMin}${min === undefined ? std : ''}–${max ?? dMax}${max === undefined ? std : ''}`
  const d = MARKET_DEFAULTS
  const price = MARKET_LIMITS[q.type_of_demand]
  return [
    q.address ? `address ${q.address}` : `coordinate ${q.coordinate}`,
    `type_of_demand ${q.type_of_demand}`,
    pair('rooms', q['rooms[min]'], q['rooms[max]'], d.roomsMin, d.roomsMax),
    pair('living_space', q['living_space[min]'], q['living_space[max]'], d.areaMin, d.areaMax),
    pair('price', q['price[min]'], q['price[max]'], price.priceMin, price.priceMax),
    pair('building_year', q['building_year[min]'], q['building_year[max]'], d.yearMin, r.source.fetchedAt.slice(0, 4)),
    `radius ${q.radius ?? `plz/city${std}`}`,
    `object_type ${q.object_type ?? `all${std}`}`,
    `furnished ${q.furnished ?? false}`,
    `subsidized_housing_permit ${q.subsidized_housing_permit ?? false}`,
    `first_time_use ${q.first_time_use ?? false}`,
    `start_date ${q.start_date ?? `${d.startDate}${std}`}`,
    `end_date ${q.end_date ?? `${dayBefore(r.source.fetchedAt)}${std}`}`
  ].join(', ')
}

/** The citation of every market figure and table: `basis` is "offer data" in the UI's language. */
export function marketCitation(r: MarketResult, formatDate: (iso: string) => string, basis: string): CitationInput {
  const query = Object.entries(r.query).map(([k, v]) => `${k}=${String(v)}`).join('&')
  return {
    source: r.source.connection,
    endpoints: [`${r.source.endpoint}?${query}`],
    fetchedAt: r.source.fetchedAt,
    period: `${formatDate(r.query.start_date ?? MARKET_DEFAULTS.startDate)} – ${formatDate(r.query.end_date ?? dayBefore(r.source.fetchedAt))}`,
    basis
  }
}
