// Where the plan's pieces lie: which pieces a circle, a box or a division meets. Plan data only (no
// offers), so it answers before any piece is generated.
import { EARTH_RADIUS_M, haversineM, RAD } from '@shared/geo/geodesy'
import { GRID, gridKey, type MarketPlan } from './plan'
import type { RegionRef } from './types'

export class PieceIndex {
  private readonly postalCodeIx: Map<string, number>
  private readonly municipalityIx: Map<string, number>
  private readonly countyIx: Map<string, number>
  private readonly stateIx: Map<string, number>

  constructor(private readonly plan: MarketPlan) {
    const ix = (list: string[]) => new Map(list.map((v, k) => [v, k]))
    this.postalCodeIx = ix(plan.tables.postalCodes)
    this.municipalityIx = ix(plan.tables.municipalityIds)
    this.countyIx = ix(plan.tables.countyIds)
    this.stateIx = ix(plan.tables.stateIds)
  }

  /** The pieces of a postal code area (null: no such code). */
  piecesOfPostalCode(code: string): readonly number[] | null {
    const p = this.postalCodeIx.get(code)
    return p === undefined ? null : this.plan.piecesOfPostalCode[p]
  }

  /** Great-circle distance from the point to the nearest point of piece k's box (0 inside it). */
  boxDistanceM(k: number, lat: number, lon: number): number {
    const plan = this.plan
    return haversineM(
      lat,
      lon,
      Math.min(plan.maxY[k], Math.max(plan.minY[k], lat)),
      Math.min(plan.maxX[k], Math.max(plan.minX[k], lon))
    )
  }

  /** Pieces whose box meets the box around a circle of radiusM, ascending. */
  piecesNearBox(lat: number, lon: number, radiusM: number): number[] {
    const dLat = radiusM / EARTH_RADIUS_M / RAD
    const dLon = dLat / Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD))
    return this.piecesInBox(lon - dLon, lat - dLat, lon + dLon, lat + dLat)
  }

  /** Pieces whose box meets the given box, ascending. */
  piecesInBox(minX: number, minY: number, maxX: number, maxY: number): number[] {
    const plan = this.plan
    const seen = new Set<number>()
    for (let gx = Math.floor(minX / GRID); gx <= Math.floor(maxX / GRID); gx++) {
      for (let gy = Math.floor(minY / GRID); gy <= Math.floor(maxY / GRID); gy++) {
        const list = plan.grid.get(gridKey(gx, gy))
        if (!list) continue
        for (const k of list) {
          if (plan.maxX[k] < minX || plan.minX[k] > maxX || plan.maxY[k] < minY || plan.minY[k] > maxY) continue
          seen.add(k)
        }
      }
    }
    return [...seen].sort((a, b) => a - b)
  }

  /** The pieces [first, end) of a division (country, state, county, municipality; null: unknown or another level). */
  pieceRange(region: RegionRef): [number, number] | null {
    const plan = this.plan
    switch (region.level) {
      case 'country':
        return [0, plan.pieceCount]
      case 'state': {
        const s = this.stateIx.get(region.id)
        return s === undefined ? null : (plan.stateRange.get(s) ?? null)
      }
      case 'county': {
        const c = this.countyIx.get(region.id)
        return c === undefined ? null : (plan.countyRange.get(c) ?? null)
      }
      case 'municipality': {
        const m = this.municipalityIx.get(region.id)
        return m === undefined || plan.municipalityRange[2 * m + 1] === 0
          ? null
          : [plan.municipalityRange[2 * m], plan.municipalityRange[2 * m + 1]]
      }
      default:
        return null
    }
  }

  /** The pieces a region reads, where known beforehand (circle, postal code, municipality). */
  piecesOfRegion(region: RegionRef): readonly number[] | null {
    switch (region.level) {
      case 'circle':
        return this.piecesNearBox(region.lat, region.lon, region.radiusM)
      case 'postalCode':
        return this.piecesOfPostalCode(region.code)
      case 'municipality': {
        const range = this.pieceRange(region)
        return range ? Array.from({ length: range[1] - range[0] }, (_, x) => range[0] + x) : null
      }
      default:
        return null
    }
  }
}
