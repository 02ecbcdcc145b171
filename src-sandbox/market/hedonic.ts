// The hedonic price model: multiplicative factors on the regional level (see MODEL.md).
import { KIND_APARTMENT } from './types'

/** Price index relative to January 2024 = 1, piecewise linear in fractional years. */
const SALE_INDEX: [number, number][] = [
  [2018.0, 0.76],
  [2020.0, 0.86],
  [2022.4, 1.08],
  [2023.5, 0.97],
  [2024.0, 1.0],
  [2025.0, 1.025]
]
const RENT_INDEX: [number, number][] = [
  [2018.0, 0.83],
  [2020.0, 0.885],
  [2022.0, 0.935],
  [2023.0, 0.965],
  [2024.0, 1.0],
  [2025.0, 1.045]
]

function interpolate(points: [number, number][], t: number, slopeAfter: number): number {
  if (t <= points[0][0]) return points[0][1]
  for (let k = 1; k < points.length; k++) {
    const [t1, v1] = points[k]
    if (t <= t1) {
      const [t0, v0] = points[k - 1]
      return v0 + ((v1 - v0) * (t - t0)) / (t1 - t0)
    }
  }
  const [tl, vl] = points[points.length - 1]
  return vl * (1 + slopeAfter * (t - tl))
}

export function timeIndex(sale: boolean, yearFraction: number): number {
  return sale ? interpolate(SALE_INDEX, yearFraction, 0.02) : interpolate(RENT_INDEX, yearFraction, 0.04)
}

/** U-shape over the building year: old-build premium, post-war and 1960s-70s discount, new-build premium. */
export function buildingYearFactor(year: number, isNew: boolean, sale: boolean): number {
  if (isNew) return sale ? 1.24 : 1.18
  if (year < 1919) return 1.07
  if (year < 1950) return 0.97
  if (year < 1960) return 0.92
  if (year < 1980) return 0.88
  if (year < 1990) return 0.93
  if (year < 2000) return 1.0
  if (year < 2010) return 1.06
  return 1.13
}

/** Condition classes very_good, good, moderate, bad, dilapidated. */
export const CONDITION_FACTOR: Record<string, number> = {
  very_good: 1.08,
  good: 1.03,
  moderate: 1.0,
  bad: 0.84,
  dilapidated: 0.62
}
/** Equipment quality very_simple .. very_upscale. */
export const QUALITY_FACTOR = [0.88, 0.94, 1.0, 1.09, 1.2]
/** By v1 object_type code. */
export const OBJECT_TYPE_FACTOR: Record<number, number> = {
  8: 1.0,
  11: 0.97,
  10: 0.98,
  16: 1.04,
  14: 1.2,
  15: 1.1,
  9: 1.05,
  18: 0.95,
  2: 1.0,
  3: 0.97,
  5: 0.93,
  17: 0.9
}

/** Per-sqm price falls with size (small flats cost more per sqm, rents more so). */
export function areaFactor(kind: number, livingArea: number, sale: boolean): number {
  const ref = kind === KIND_APARTMENT ? 70 : 130
  return Math.pow(livingArea / ref, sale ? -0.06 : -0.13)
}

/** Floor of an apartment: ground floors a little cheaper, high floors dearer with a lift, cheaper without. */
export function floorFactor(floor: number, hasLift: boolean): number {
  if (floor <= 0) return 0.97
  if (floor <= 3) return 1.0
  return hasLift ? 1.03 : 0.95
}
