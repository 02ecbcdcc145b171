// The offers of a printed comparables map as a density: their points on the map (in CSS pixels) binned
// into square cells, each cell shaded by its count relative to the fullest one.

/** A cell's side on the map, in CSS pixels. */
export const PRINT_CELL_PX = 14

export interface DensityCell {
  col: number
  row: number
  count: number
  /** Fill opacity: 0.15 for one offer up to 0.75 for the fullest cell. */
  shade: number
}

export function densityCells(points: ReadonlyArray<{ x: number; y: number }>, cell = PRINT_CELL_PX): DensityCell[] {
  const counts = new Map<string, { col: number; row: number; count: number }>()
  for (const p of points) {
    const col = Math.floor(p.x / cell)
    const row = Math.floor(p.y / cell)
    const key = `${col}:${row}`
    const c = counts.get(key)
    if (c) c.count++
    else counts.set(key, { col, row, count: 1 })
  }
  const max = Math.max(1, ...[...counts.values()].map((c) => c.count))
  return [...counts.values()].map((c) => ({
    ...c,
    shade: max === 1 ? 0.45 : 0.15 + (0.6 * Math.log(c.count)) / Math.log(max)
  }))
}
