// Whose data a grid holds: the connections named by the grid, its columns, their location scores and the
// index. The PDF marks sample data by this, not by the connection active when printing.
import { isSampleData } from '../bridge/connection-kinds'
import type { Provenance } from '../bridge/provenance'
import type { GridState } from './grid-types'

export interface GridDataSource {
  kind: Provenance['connectionKind']
  id: string
  name: string
}

/** Every connection the grid's data came from, once each (by kind and id, else name). */
export function gridDataSources(grid: Pick<GridState, 'connection' | 'comparables' | 'settings' | 'subject'>): GridDataSource[] {
  const out = new Map<string, GridDataSource>()
  const add = (kind: Provenance['connectionKind'], id: string, name: string) => out.set(`${kind}:${id || name}`, { kind, id, name })
  const addP = (p: Provenance | null | undefined) => p && add(p.connectionKind, p.connectionId, p.connectionName)
  if (grid.connection) add(grid.connection.kind, grid.connection.id, grid.connection.name)
  addP(grid.subject.locationScore?.from)
  addP(grid.settings.index?.from)
  for (const c of grid.comparables) {
    if (c.origin.kind === 'connection') addP(c.origin.provenance)
    addP(c.locationScore?.from)
  }
  return [...out.values()]
}

/** True when any of the grid's data came from the built-in sample market: its PDF is marked as sample data. */
export function isGridSampleData(grid: Pick<GridState, 'connection' | 'comparables' | 'settings' | 'subject'>): boolean {
  return gridDataSources(grid).some((s) => isSampleData(s))
}
