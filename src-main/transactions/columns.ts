// Checked Kaufpreise as grid columns (src-shared/valuation/grid-types.ts): priceType 'transaction', the
// reference cited as "Kaufpreissammlung <board>" with the register number, dated by the Vertragsdatum, the
// characteristics the extract states and nothing guessed. The id is the board's and the register
// number's (else the file's and the row's), so importing the same Kaufpreis twice adds no second column.
import { createHash } from 'node:crypto'
import type { ColumnMapping, TransactionRecord } from '@shared/bridge/transactions'
import { newComparable } from '@shared/valuation/defaults'
import type { GridComparable } from '@shared/valuation/grid-types'

const short = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10)

/** "Vertragsdatum=Datum; Kaufpreis €/m²=Preis" in at most 200 characters, for the column's origin. */
export function mappingNote(columns: ColumnMapping): string {
  return Object.entries(columns)
    .map(([field, header]) => `${field}=${header}`)
    .join('; ')
    .slice(0, 200)
}

/** The Auskunft as kept on every column: Aktenzeichen, date, selection, Kaufpreise supplied and used. */
export interface ExtractRecord {
  reference: string
  date: string
  selection: string
  supplied: number
  used: number
}

export function columnsOf(
  records: readonly TransactionRecord[],
  board: string,
  file: { name: string; signature: string },
  columns: ColumnMapping,
  now: Date,
  extract: ExtractRecord
): GridComparable[] {
  const origin = {
    kind: 'import' as const,
    fileName: file.name.slice(0, 300),
    importedAt: now.toISOString(),
    mapping: mappingNote(columns),
    extract: {
      reference: extract.reference.trim().slice(0, 100),
      date: extract.date,
      selection: extract.selection.trim().slice(0, 1000),
      supplied: extract.supplied,
      used: extract.used
    }
  }
  // A Bodenrichtwert from the extract cites the board's Auskunft; its zone and Stichtag the extract does not give.
  const landValueCitation = [`Kaufpreissammlung ${board.trim()}`, origin.extract.reference]
    .filter(Boolean)
    .join(', ')
    .slice(0, 500)
  const boardKey = short(board.trim().toLowerCase())
  return records.map((r) => {
    const street =
      r.street !== undefined ? [r.street, r.houseNumber].filter((x) => x !== undefined).join(' ') : undefined
    const place = [r.postalCode, r.city].filter((x) => x !== undefined).join(' ')
    const address = ([street ?? r.address, place].filter(Boolean).join(', ') || '').slice(0, 300)
    const id =
      r.registerId !== undefined
        ? `kps-${boardKey}-${r.registerId}`
        : `kps-${short(file.signature + file.name)}-row${r.row}`
    return newComparable(
      {
        id: id.slice(0, 100),
        label: r.label.slice(0, 300),
        priceType: 'transaction',
        reference: {
          kind: 'transaction',
          board: board.trim().slice(0, 300),
          registerNumber: (r.registerId ?? '').slice(0, 100)
        },
        address,
        priceDate: r.contractDate,
        pricePerSqm: r.pricePerSqm,
        totalPrice: r.priceTotal ?? null,
        livingArea: r.livingArea ?? null,
        landArea: r.landArea ?? null,
        buildingYear: r.buildingYear ?? null,
        modernisationYear: r.modernisationYear ?? null,
        condition: r.condition ?? null,
        furnishing: r.furnishing ?? null,
        floor: r.floor ?? null,
        floorPosition: r.floorPosition ?? null,
        modernisationDegree: r.modernisationDegree ?? null,
        remainingLife: r.remainingLife ?? null,
        landValue:
          r.landValue !== undefined
            ? { value: r.landValue, zone: '', stichtag: '', citation: landValueCitation }
            : null,
        // Taken out of the price in the grid's Stellplatz row (the price above includes it, rows.ts).
        parkingEuro: r.parkingShare ?? null,
        balcony: r.balcony ?? null,
        elevator: r.elevator ?? null,
        ...(r.occupancy !== undefined ? { occupancy: r.occupancy } : {}),
        ...(r.unitsInBuilding !== undefined ? { unitsInBuilding: r.unitsInBuilding } : {}),
        ...(r.objectKind !== undefined ? { objectKind: r.objectKind.slice(0, 100) } : {})
      },
      origin
    )
  })
}
