// Building structure of a block: density, dominant building class, building-year classes and floors,
// from the rurality of the point, the size of the town and the east/west history of its housing stock.
import type { PlaceProfile } from './profile'
import { normal, unit } from './seed'

export interface BuildingStructure {
  buildingDensityClass: string
  dominantBuildingClass: string
  dominantBuildingYearClasses: string[]
  dominantNumberOfFloors: string[]
}

const DENSITY = ['very_low', 'low', 'average', 'high', 'very_high'] as const
const FLOORS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine_to_twelve', 'above_13'] as const

/** Building density 0..1 of the block. */
export function densityOf(p: PlaceProfile): number {
  return Math.min(1, Math.max(0, 1 - p.rurality + 0.08 * normal(p.point.quarterId, 'density')))
}

export function buildingStructure(p: PlaceProfile): BuildingStructure {
  const q = p.point.quarterId
  const d = densityOf(p)
  const densityClass = DENSITY[Math.min(4, Math.floor(d * 5))]
  const r = unit(q, 'bclass')
  let dominant: string
  if (d < 0.35) dominant = r < 0.95 ? 'one_or_two_family_house' : 'special'
  else if (d < 0.6) dominant = r < 0.55 ? 'one_or_two_family_house' : 'apartment_building'
  else if (p.centrality > 0.85 && p.municipality.population >= 200_000)
    dominant = r < 0.5 ? 'business' : r < 0.8 ? 'apartment_building' : 'high_rise'
  else dominant = r < 0.9 ? 'apartment_building' : r < 0.95 ? 'high_rise' : 'business'

  // Typical main construction period: old towns and city centres before 1919, post-war rebuilding
  // 1950-1979 in the cities, panel estates 1970-1989 in the east, suburbs and villages newer.
  const era = unit(q, 'era')
  const years: string[] = []
  if (p.centrality > 0.7 && era < 0.45) years.push('below_1919')
  if (p.east && d > 0.5 && era > 0.55) years.push('1950_to_1979', '1980_to_1989')
  else if (d > 0.5) years.push(era < 0.3 ? '1920_to_1949' : '1950_to_1979')
  else
    years.push(era < 0.35 ? '1950_to_1979' : era < 0.6 ? '1990_to_1999' : era < 0.85 ? '2000_to_2009' : '2010_to_2019')
  if (unit(q, 'era-new') < 0.12) years.push('above_2020')
  const uniqueYears = [...new Set(years)]

  const typical =
    dominant === 'one_or_two_family_house'
      ? 1.6
      : dominant === 'high_rise'
        ? 10
        : dominant === 'business'
          ? 5
          : 2.5 + 3.5 * d
  const floors = Math.max(1, Math.round(typical + 0.6 * normal(q, 'floors')))
  const floorClass = (n: number) => (n >= 13 ? FLOORS[9] : n >= 9 ? FLOORS[8] : FLOORS[Math.max(0, n - 1)])
  const floorClasses = [...new Set([floorClass(floors), floorClass(floors + (unit(q, 'floors2') < 0.5 ? 1 : -1) || 1)])]

  return {
    buildingDensityClass: densityClass,
    dominantBuildingClass: dominant,
    dominantBuildingYearClasses: uniqueYears,
    dominantNumberOfFloors: floorClasses
  }
}
