// Older shapes of the service's location answers brought to the current one (src-shared/api/v2-locations.ts), keeping data.
import type { EndpointId } from '@shared/api'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

// Older versions had one series per kind; the current stock series is its successor.
const LEGACY_SERIES_TYPE: Record<string, string> = { apartment: 'apartment_stock', house: 'house_stock' }

function normalizeDevelopmentChart(chart: unknown) {
  if (!isObject(chart) || !Array.isArray(chart.series)) return
  for (const series of chart.series) {
    if (!isObject(series) || typeof series.type !== 'string') continue
    const current = LEGACY_SERIES_TYPE[series.type]
    if (current) {
      series.legacyType = series.type
      series.type = current
    }
  }
}

function normalizeAddresses(body: Json) {
  normalizeDevelopmentChart(body.rentDevelopment)
  normalizeDevelopmentChart(body.salePriceDevelopment)
  const bs = body.buildingStructure
  // The spec's example spells the key without the final s.
  if (isObject(bs) && bs.dominantBuildingYearClasses === undefined && Array.isArray(bs.dominantBuildingYearClass)) {
    bs.dominantBuildingYearClasses = bs.dominantBuildingYearClass
  }
}

function normalizeRegions(body: Json) {
  // The spec's field table names the chart apartmentConstructions.
  if (body.constructionCompletions === undefined && isObject(body.apartmentConstructions)) {
    body.constructionCompletions = body.apartmentConstructions
  }
}

/** Normalises a parsed answer in place; unknown and legacy fields stay. */
export function normalizeResponse(endpoint: EndpointId, body: unknown): unknown {
  if (!isObject(body)) return body
  if (endpoint === 'locationsAddresses') normalizeAddresses(body)
  else if (endpoint === 'locationsRegions') normalizeRegions(body)
  return body
}
