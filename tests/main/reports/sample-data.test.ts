// One rule for sample data, so screen and paper cannot disagree: the renderer's citation (screen) and
// main's exports (paper, through @shared/bridge/provenance) mark the same connections, by kind or by the
// built-in sandbox's fixed id, in either shape a result carries its source in.
import { describe, expect, it } from 'vitest'
import { CONNECTION_KINDS, isSampleData as onPaper, type Provenance } from '@shared/bridge/provenance'
import { isSampleData as onScreen } from '@renderer/kit/citation/citation'
import { emptyGrid } from '@shared/valuation/defaults'
import { isGridSampleData } from '@shared/valuation/grid-provenance'

describe('isSampleData', () => {
  const ids = ['sandbox', 'vendor', 'c-1234', '']
  it('marks the built-in sandbox by kind or by id, on screen as on paper', () => {
    for (const kind of CONNECTION_KINDS) {
      for (const id of ids) {
        const expected = kind === 'sandbox' || id === 'sandbox'
        const source = { id, name: 'x', baseUrl: 'http://127.0.0.1:1/', kind }
        expect(onScreen(source), `${kind} ${id}`).toBe(expected)
        expect(onPaper(source), `${kind} ${id}`).toBe(expected)
        const provenance: Provenance = {
          connection: { id, name: 'x', kind },
          baseUrl: 'http://127.0.0.1:1/',
          endpoint: 'GET /api/v1/price_filter',
          fetchedAt: ''
        }
        expect(onPaper(provenance), `${kind} ${id}`).toBe(expected)
        expect(onScreen(provenance), `${kind} ${id}`).toBe(expected)
      }
    }
  })

  it("marks a valuation grid's annex by the same rule, from the grid's own connection", () => {
    for (const kind of CONNECTION_KINDS) {
      for (const id of ids) {
        const grid = emptyGrid('subject', undefined, { id, name: 'x', kind })
        expect(isGridSampleData(grid), `${kind} ${id}`).toBe(onPaper({ id, kind }))
      }
    }
  })
})
