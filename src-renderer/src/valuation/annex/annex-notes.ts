// Notes of the annex that say how a figure was reached where the tables alone do not: the euro amounts
// taken out of the offers' prices for a stated Stellplatz or Einbauküche, the comparables' own boG with
// their reasons, and the second route's own conversion tables (§ 10 Modellkonformität).
import type { GridState } from '@shared/valuation/grid-types'

/** The annex's words (a structural part of AnnexWords, kept apart so this module imports no section). */
interface NoteWords {
  t: (key: string, params?: Record<string, unknown>) => string
  n: (value: number, digits?: number) => string
}

const reasonOr = (reason: string, w: NoteWords) => reason.trim() || w.t('annex.bases.noReason')

/** The bases' notes on euro amounts: the stated Stellplatz / Einbauküche amounts and each comparable's own features. */
export function euroItemNotes(grid: GridState, w: NoteWords): string[] {
  const notes: string[] = []
  const flagged = grid.comparables.some(
    (c) => (c.hasParking === true && c.parkingEuro === null) || (c.hasKitchen === true && c.kitchenEuro === null)
  )
  const stated = grid.settings.separateItemAmounts
  if (flagged && stated)
    notes.push(
      w.t('annex.bases.items', {
        parking: stated.parkingEuro === null ? '–' : w.n(stated.parkingEuro, 0),
        kitchen: stated.kitchenEuro === null ? '–' : w.n(stated.kitchenEuro, 0),
        reason: reasonOr(stated.reason, w)
      })
    )
  const features = grid.comparables.flatMap((c, i) =>
    (c.features ?? []).map(
      (f) => `${w.t('annex.number')} ${i + 1}: ${f.label} ${w.n(f.euro, 0)} EUR (${reasonOr(f.reason, w)})`
    )
  )
  if (features.length) notes.push(w.t('annex.bases.objectFeatures', { list: features.join('; ') }))
  return notes
}

/** The second route's note: the factor's own tables with their sources, or that it has none. */
export function secondRouteTablesNote(grid: GridState, w: NoteWords): string | null {
  const route = grid.settings.secondRoute
  if (!route) return null
  if (route.tables.length === 0) return w.t('annex.second.noTables')
  return w.t('annex.second.ownTables', {
    list: route.tables.map((t) => `${t.name} (${t.citation.trim() || w.t('annex.bases.noReason')})`).join('; ')
  })
}
