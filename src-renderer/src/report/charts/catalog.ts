// Every Chart field of the addresses and regions answers, in report order, with its unit. The unit
// names the y axis; `index` charts name their base year.
import type { AddressesResponse, RegionsResponse } from '@shared/api'

export type ChartPart = 'addresses' | 'regions'
export type ChartUnit =
  | 'pricePerSqm'
  | 'days'
  | 'percent'
  | 'index'
  | 'perThousandInhabitants'
  | 'perTenThousandInhabitants'
  | 'currencyPerInhabitant'

export interface ChartSpec {
  /** The field in the answer (also the i18n key under charts.titles). */
  field: string
  part: ChartPart
  unit: ChartUnit
  /** Base year of an index chart. */
  base?: number
  /** Fields of older or differently documented answers that hold the same chart. */
  aliases?: string[]
  /**
   * How the built-in sandbox computes the series (src-sandbox/locations/MODEL.md), for its citation
   * (citation.<basis>). The vendor's interface does not say, so its citations name no basis.
   */
  sampleBasis?: 'offerMedian' | 'offerMedianDuration'
  /** Each point is a median whose number of cases the answer does not give: the citation says so. */
  median?: true
  /** A forecast: its first point is the base year (the data's date), its last the horizon, never a Datenstand. */
  forecast?: true
}

export const CHART_SPECS: readonly ChartSpec[] = [
  { field: 'rentDevelopment', part: 'addresses', unit: 'pricePerSqm', sampleBasis: 'offerMedian', median: true },
  { field: 'salePriceDevelopment', part: 'addresses', unit: 'pricePerSqm', sampleBasis: 'offerMedian', median: true },
  { field: 'rentMarketDurations', part: 'addresses', unit: 'days', sampleBasis: 'offerMedianDuration', median: true },
  { field: 'saleMarketDurations', part: 'addresses', unit: 'days', sampleBasis: 'offerMedianDuration', median: true },
  { field: 'populationDevelopment', part: 'regions', unit: 'index', base: 2011 },
  { field: 'populationForecast', part: 'regions', unit: 'index', base: 2021, forecast: true },
  { field: 'ageDistribution', part: 'regions', unit: 'percent' },
  { field: 'populationDevelopmentByAge', part: 'regions', unit: 'index', base: 2011 },
  { field: 'migrationBalance', part: 'regions', unit: 'perThousandInhabitants' },
  {
    field: 'constructionCompletions',
    part: 'regions',
    unit: 'perTenThousandInhabitants',
    aliases: ['apartmentConstructions']
  },
  { field: 'unemploymentRates', part: 'regions', unit: 'percent' },
  { field: 'immigrantRates', part: 'regions', unit: 'percent' },
  { field: 'availableIncome', part: 'regions', unit: 'currencyPerInhabitant' },
  { field: 'incomeDevelopment', part: 'regions', unit: 'index', base: 2011 },
  { field: 'apartmentUsageDistribution', part: 'regions', unit: 'percent' },
  { field: 'apartmentOwnerDistribution', part: 'regions', unit: 'percent' },
  { field: 'apartmentByLivingAreaDistribution', part: 'regions', unit: 'percent' }
]

export type AnyChart = {
  series: Array<{
    divisionLevel: string
    title: string
    type?: string
    data: Array<{ x: string | number; y: number | null }>
  }>
}

/** The chart of a spec in an answer, under its name or an alias; null when the answer has none. */
export function chartOf(
  spec: ChartSpec,
  answer: AddressesResponse | RegionsResponse | null | undefined
): AnyChart | null {
  if (!answer) return null
  const record = answer as unknown as Record<string, unknown>
  for (const name of [spec.field, ...(spec.aliases ?? [])]) {
    const c = record[name] as AnyChart | undefined
    if (c && Array.isArray(c.series)) return c
  }
  return null
}
