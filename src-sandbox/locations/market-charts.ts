// Charts from the market itself: median rent and sale price per sqm by development type, and median
// market durations, one series per division level (postal code, municipality, county, country).
import type { DivisionLevel } from '@shared/api'
import type { GeoPoint } from '../geo/types'
import type { SeriesPoint } from '../market/types'
import type { RegionSeries } from './region-series'
import type { Locations } from './types'
import { round } from './seed'
import type { Series } from './series'
import type { Levels } from './market-levels'

export const DEVELOPMENT_TYPES = [
  ['apartment_stock', 'apartment', 'stock'],
  ['apartment_new', 'apartment', 'new'],
  ['house_stock', 'house', 'stock'],
  ['house_new', 'house', 'new']
] as const

export const CHART_LEVELS: DivisionLevel[] = ['divisionLevel100', 'divisionLevel8', 'divisionLevel6', 'divisionLevel2']

const points = (s: SeriesPoint[], digits: number): [string, number][] =>
  s.filter((p) => p.y !== null && Number.isFinite(p.y)).map((p) => [p.x, round(p.y as number, digits)])

export interface MarketCharts {
  rentDevelopment: Series[]
  salePriceDevelopment: Series[]
  rentMarketDurations: Series[]
  saleMarketDurations: Series[]
}

export function marketCharts(l: Locations, point: GeoPoint): MarketCharts {
  const out: MarketCharts = {
    rentDevelopment: [],
    salePriceDevelopment: [],
    rentMarketDurations: [],
    saleMarketDurations: []
  }
  for (const d of l.placeDivisions(point, CHART_LEVELS)) {
    const s: RegionSeries = l.series(d.region)
    const push = (target: Series[], title: string, type: string, data: [string, number][]) => {
      if (data.length) target.push({ title, divisionLevel: d.level, type, points: data })
    }
    for (const [type] of DEVELOPMENT_TYPES) {
      push(out.rentDevelopment, d.division.name, type, points(s.rent[type], 2))
      push(out.salePriceDevelopment, d.division.name, type, points(s.sale[type], 0))
    }
    for (const kind of ['apartment', 'house']) {
      push(out.rentMarketDurations, d.division.name, kind, points(s.rentDurations[kind], 0))
      push(out.saleMarketDurations, d.division.name, kind, points(s.saleDurations[kind], 0))
    }
  }
  return out
}

/** Years of net cold rent a purchase costs: sale price per sqm over twelve monthly rents per sqm. */
export function priceFactors(l: Locations, point: GeoPoint): { new: number; stock: number } {
  const factor = (sale: (x: Levels) => number, rent: (x: Levels) => number): number => {
    for (const level of [
      'divisionLevel100',
      'divisionLevel8',
      'divisionLevel6',
      'divisionLevel4',
      'divisionLevel2'
    ] as const) {
      const lv = l.levels(l.regionOf(point, level))
      const s = sale(lv),
        r = rent(lv)
      if (Number.isFinite(s) && Number.isFinite(r) && r > 0) return round(s / (12 * r), 1)
    }
    return 0
  }
  return {
    new: factor(
      (x) => x.saleApartmentNew,
      (x) => x.rentApartmentNew
    ),
    stock: factor(
      (x) => x.saleApartmentStock,
      (x) => x.rentApartmentStock
    )
  }
}
