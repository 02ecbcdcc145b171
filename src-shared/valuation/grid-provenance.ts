// Whose data a grid holds: the connections named by the grid, its columns, their location scores and the
// index. The PDF marks sample data by this, not by the connection active when printing.
import { isSampleData } from '../bridge/connection-kinds'
import type { Connection, Provenance } from '../bridge/provenance'
import type { GridState } from './grid-types'

/** Every connection the grid's data came from, once each (by kind and id, else name). */
export function gridDataSources(
  grid: Pick<GridState, 'connection' | 'comparables' | 'settings' | 'subject'>
): Connection[] {
  const out = new Map<string, Connection>()
  const add = (c: Connection | null | undefined) => c && out.set(`${c.kind}:${c.id || c.name}`, c)
  const addP = (p: Provenance | null | undefined) => add(p?.connection)
  add(grid.connection)
  addP(grid.subject.locationScore?.source)
  addP(grid.settings.index?.source)
  for (const c of grid.comparables) {
    if (c.origin.kind === 'connection') addP(c.origin.source)
    addP(c.locationScore?.source)
  }
  return [...out.values()]
}

/** True when any of the grid's data came from the built-in sample market: its PDF is marked as sample data. */
export function isGridSampleData(
  grid: Pick<GridState, 'connection' | 'comparables' | 'settings' | 'subject'>
): boolean {
  return gridDataSources(grid).some(isSampleData)
}
