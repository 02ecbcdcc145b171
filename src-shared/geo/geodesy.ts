// Distances on the earth, taken as a sphere of one radius everywhere (sandbox offers, places, borders,
// and the app's own comparisons), so that two parts never measure the same pair of points differently.

/** The sphere's radius. PostGIS's spheres use WGS 84's mean radius (6,371,008.8 m): tests/bench/postgis-endpoint.ts scales by the ratio. */
export const EARTH_RADIUS_M = 6_371_000
export const EARTH_RADIUS_KM = EARTH_RADIUS_M / 1000
/** Degrees to radians. */
export const RAD = Math.PI / 180

/** Half the central angle between two points (radians), by the haversine formula. */
function halfAngle(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD
  const dLon = (lon2 - lon1) * RAD
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2
  return Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Great-circle distance in metres. */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return 2 * EARTH_RADIUS_M * halfAngle(lat1, lon1, lat2, lon2)
}

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return 2 * EARTH_RADIUS_KM * halfAngle(lat1, lon1, lat2, lon2)
}
