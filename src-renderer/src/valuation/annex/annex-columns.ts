// The comparables as the annex names them. A column still carrying the name the grid gave it when it was
// added ("Kaufpreis 6": its position among all columns) is named by its source instead: its kind counted
// within that kind ("Kaufpreis 1") and its register or listing number. The anonymised print (as
// Gutachterausschüsse commonly release extracts only for anonymised reproduction) prints the street
// without its house number and no Kaufpreis-Nr.; every column is then named by its kind and count, since
// a label may hold an address or a register number.
import type { GridComparable, GridState, PriceType } from '@shared/valuation/grid-types'
import gridDe from '../grid/grid-de'
import gridEn from '../grid/grid-en'
import type { AnnexWords } from './annex-words'

/** "Angebot {n}" → /^Angebot \d+$/, for each language's name of a new column. */
const DEFAULT_NAMES: Record<PriceType, RegExp[]> = Object.fromEntries(
  (['offer', 'transaction', 'own_case'] as const).map((k) => [
    k,
    [gridDe.newColumn[k], gridEn.newColumn[k]].map(
      (template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{n}', '\\d+')}$`, 'i')
    )
  ])
) as Record<PriceType, RegExp[]>

/** The label is the one the grid gave a new column (by position), not one the appraiser or an import chose. */
export const isDefaultLabel = (c: Pick<GridComparable, 'label' | 'priceType'>) =>
  c.label.trim() === '' || DEFAULT_NAMES[c.priceType].some((r) => r.test(c.label.trim()))

/**
 * A street line without its house number: "Musterstraße 12a, 22761 Hamburg" → "Musterstraße, 22761
 * Hamburg"; "Am Markt 3-5" → "Am Markt". The postcode (five digits after a comma) stays.
 */
export function streetWithoutNumber(address: string): string {
  const parts = address.split(',').map((p) => p.trim())
  const street = parts[0]!
    .replace(/\s+\d+\s*[a-zA-Z]?(\s*[-–/]\s*\d+\s*[a-zA-Z]?)*\s*$/u, '')
    .replace(/\s+(Nr\.?|No\.?)\s*$/iu, '')
    .trim()
  return [street, ...parts.slice(1)].filter(Boolean).join(', ')
}

export interface AnnexOptions {
  /** Street without house number, no Kaufpreis-Nr., columns named by kind and count. */
  anonymised?: boolean
}

/**
 * The grid as the annex prints it: default labels named by source and, anonymised, addresses without house
 * numbers, no register numbers, labels by kind. The arithmetic is the saved grid's (the caller computes the
 * result from the grid as saved); only the words change.
 */
export function annexColumns(grid: GridState, w: AnnexWords, options: AnnexOptions = {}): GridState {
  const seen: Record<PriceType, number> = { offer: 0, transaction: 0, own_case: 0 }
  const comparables = grid.comparables.map((c) => {
    const n = ++seen[c.priceType]
    const kindName = w.t(`valuation.gridv.newColumn.${c.priceType}`, { n })
    if (options.anonymised) {
      const reference = c.reference.kind === 'transaction' ? { ...c.reference, registerNumber: '' } : c.reference
      return { ...c, label: kindName, address: streetWithoutNumber(c.address), reference }
    }
    if (!isDefaultLabel(c)) return c
    const id = sourceNumber(c)
    return { ...c, label: id ? `${kindName} (${id})` : kindName }
  })
  return { ...grid, comparables }
}

/** The register, listing or file number a column's source gives it, or ''. */
function sourceNumber(c: GridComparable): string {
  const r = c.reference
  return (r.kind === 'offer' ? r.listingId : r.kind === 'transaction' ? r.registerNumber : r.caseReference).trim()
}
