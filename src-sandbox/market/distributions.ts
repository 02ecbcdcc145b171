// The shares the synthetic market draws from (the model: MODEL.md): portals, object types, building
// eras (east and west), rooms, quality and condition, each with its weights and their sum.
import { weightSum } from './prng'

export const SOURCES: [string, number][] = [
  ['immoscout24.de', 34],
  ['immowelt.de', 19],
  ['kleinanzeigen.de', 13],
  ['immonet.de', 7],
  ['meinestadt.de', 4],
  ['wohnungsboerse.net', 4],
  ['immobilien.sparkasse.de', 4],
  ['ohne-makler.net', 3],
  ['immobilo.de', 2],
  ['1a-immobilienmarkt.de', 2],
  ['vr-immobilien.de', 2],
  ['wg-gesucht.de', 2],
  ['kalaydo.de', 1],
  ['engelvoelkers.com', 1],
  ['von-poll.com', 1],
  ['kampmeyer.com', 1]
]

// Apartment and house object_type codes with their base weights.
export const APARTMENT_TYPES = [8, 11, 10, 16, 14, 15, 9, 18]
export const APARTMENT_WEIGHTS = [46, 15, 14, 5, 2.5, 1.5, 9, 7]
export const HOUSE_TYPES = [2, 3, 5, 17]

// Building eras; the east has more pre-1919 and 1970-89 (Plattenbau) stock. The last two eras are
// relative to the publication year (recent, and new construction).
export const ERA_RANGES: [number, number][] = [
  [1860, 1918],
  [1919, 1949],
  [1950, 1969],
  [1970, 1979],
  [1980, 1989],
  [1990, 1999],
  [2000, 2009],
  [2010, 0],
  [0, 0]
]
export const ERA_WEIGHTS_EAST = [14, 6, 12, 16, 16, 11, 6, 6, 12]
export const ERA_WEIGHTS_WEST = [9, 8, 21, 14, 10, 12, 8, 7, 12]
export const BIG_ROOM_WEIGHTS = [40, 5, 30, 3, 15, 7]

export const APT_ROOMS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]
export const APT_ROOM_WEIGHTS = [12, 3, 30, 5, 29, 3, 12, 1, 4, 1]
export const HOUSE_ROOMS = [3, 4, 5, 6, 7, 8, 9]
export const HOUSE_ROOM_WEIGHTS = [5, 20, 30, 25, 12, 5, 3]
export const QUALITY_WEIGHTS = [3, 17, 55, 20, 5]
export const ERA_TOTAL_EAST = weightSum(ERA_WEIGHTS_EAST)
export const ERA_TOTAL_WEST = weightSum(ERA_WEIGHTS_WEST)
export const BIG_ROOM_TOTAL = weightSum(BIG_ROOM_WEIGHTS)
export const APT_ROOM_TOTAL = weightSum(APT_ROOM_WEIGHTS)
export const HOUSE_ROOM_TOTAL = weightSum(HOUSE_ROOM_WEIGHTS)
export const QUALITY_TOTAL = weightSum(QUALITY_WEIGHTS)
// The condition weights with the two that depend on the building's age: up to 40, 41-60, over 60 years.
export const CONDITION_TOTAL = weightSum([3, 4, 10, 14, 6, 30, 10, 4, 0.3])
export const CONDITION_TOTAL_OLD = weightSum([3, 4, 10, 14, 6, 30, 10, 12, 0.3])
export const CONDITION_TOTAL_OLDEST = weightSum([3, 4, 10, 14, 6, 30, 10, 12, 2])
