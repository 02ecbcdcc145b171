// The user's one cache cap (Settings, in MB), shared between the report cache and the map tiles.

const MB = 1024 * 1024
/** Tiles get a fifth of the cap, at most 200 MB; reports the rest. */
export function cacheBudgets(capMb: number): { reports: number; tiles: number; total: number } {
  const total = Math.max(1, capMb) * MB
  const tiles = Math.min(200 * MB, Math.floor(total / 5))
  return { reports: total - tiles, tiles, total }
}
