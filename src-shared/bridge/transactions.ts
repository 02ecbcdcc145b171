// Kaufpreise from a Gutachterausschuss extract (Kaufpreissammlung, CSV or XLSX as German Excel writes
// them) into the valuation grid. Main reads and checks the file (the renderer never reads the disk);
// the renderer maps its columns to fields, sees a preview and every bad row, and takes all good rows
// or nothing. contract.ts spreads these into `contract`.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { CONDITIONS, QUALITIES } from '../api/enums'
import { BALCONY_KINDS, FLOOR_POSITIONS, MODERNISATION_DEGREES } from '../valuation/grid-constants'
import { GRID_MAX_COLUMNS } from '../valuation/limits'
import { GridComparable } from './valuation-grid'
import { call, event } from './define'
import {
  FILE_REFUSALS,
  OCCUPANCIES,
  PARKING_BASES,
  ROW_PROBLEMS,
  TRANSACTION_FIELDS,
  TRANSACTION_FILE_MAX_BYTES,
  type TransactionField
} from './transaction-fields'

export const ImportFileId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** A file dropped on the import dialog: its name and bytes, as the photo drop hands them over. */
export const TransactionFile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    bytes: Type.Uint8Array({ maxByteLength: TRANSACTION_FILE_MAX_BYTES })
  },
  { additionalProperties: false }
)
export type TransactionFile = Static<typeof TransactionFile>

const Header = Type.String({ minLength: 1, maxLength: 300 })
/** Field → the file's column header it is read from; fields left out are not imported. */
const mappingProps = Object.fromEntries(TRANSACTION_FIELDS.map((f) => [f, Header])) as Record<
  TransactionField,
  typeof Header
>
export const ColumnMapping = Type.Partial(Type.Object(mappingProps, { additionalProperties: false }))
export type ColumnMapping = Static<typeof ColumnMapping>

/**
 * The Auskunft the extract came with, as the user enters it in the dialog: the board's Aktenzeichen, its
 * date (YYYY-MM-DD or '') and the selection criteria the board applied (Teilmarkt, area, period ...).
 * Kept with every imported column (ColumnOrigin's `extract`).
 */
export const ExtractInquiry = Type.Object(
  {
    reference: Type.String({ maxLength: 100 }),
    date: Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
    selection: Type.String({ maxLength: 1000 })
  },
  { additionalProperties: false }
)
export type ExtractInquiry = Static<typeof ExtractInquiry>

const mappingOptions = {
  /** Whether the file's prices include the Stellplatz share; required once parkingShare is mapped. */
  parking: Type.Optional(Literals(PARKING_BASES)),
  inquiry: Type.Optional(ExtractInquiry)
}
/** The mapping and the board it is remembered for: the Gutachterausschuss the user names (or none: the file's header signature). */
export const ImportMapping = Type.Object(
  { board: Type.String({ maxLength: 200 }), columns: ColumnMapping, ...mappingOptions },
  { additionalProperties: false }
)
export type ImportMapping = Static<typeof ImportMapping>
/** To take rows the board must be named: its columns cite it as "Kaufpreissammlung <board>". */
export const TakeMapping = Type.Object(
  {
    board: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    columns: ColumnMapping,
    ...mappingOptions
  },
  { additionalProperties: false }
)

export const LoadedFile = Type.Object({
  fileId: ImportFileId,
  name: Type.String(),
  format: Literals(['csv', 'xlsx']),
  /** How the text was decoded (csv); null for xlsx. */
  encoding: Type.Union([Literals(['utf-8', 'utf-8-bom', 'utf-16le', 'windows-1252']), Type.Null()]),
  delimiter: Type.Union([Type.String(), Type.Null()]),
  /** The worksheet read (xlsx: the first one holding data). */
  sheet: Type.Union([Type.String(), Type.Null()]),
  /** The header's row number as a spreadsheet shows it (1 unless title lines come first). */
  headerRow: Type.Integer({ minimum: 1 }),
  headers: Type.Array(Type.String()),
  /** Data rows with any content, and empty rows skipped. */
  rows: Type.Integer({ minimum: 0 }),
  emptyRows: Type.Integer({ minimum: 0 }),
  /** The first data rows as the file shows them (text), for the mapping dialog. */
  sample: Type.Array(Type.Array(Type.String())),
  signature: Type.String(),
  /** The mapping proposed: the one remembered for these headers, else guessed from common header names. */
  guess: ColumnMapping,
  remembered: Type.Union([Type.Object({ board: Type.String(), savedAt: Type.String() }), Type.Null()])
})
export type LoadedFile = Static<typeof LoadedFile>

export const LoadOutcome = Type.Union([
  Type.Object({ status: Type.Literal('loaded'), file: LoadedFile }),
  Type.Object({
    status: Type.Literal('refused'),
    name: Type.String(),
    reason: Literals(FILE_REFUSALS),
    /** The limit that was passed (bytes or rows), where one was. */
    limit: Type.Optional(Type.Integer())
  })
])
export type LoadOutcome = Static<typeof LoadOutcome>

/** One bad cell: the row as a spreadsheet numbers it, the column's header, the value as written, and what is wrong. */
export const CellProblem = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  field: Literals(TRANSACTION_FIELDS),
  column: Type.String(),
  value: Type.String(),
  problem: Literals(ROW_PROBLEMS),
  /** price_mismatch: the Kaufpreis over the Wohnfläche the given per m² figure was checked against. */
  expected: Type.Optional(Type.Number())
})
export type CellProblem = Static<typeof CellProblem>

const Opt = <T extends Parameters<typeof Type.Optional>[0]>(t: T) => Type.Optional(t)
/** One Kaufpreis as it will be imported. */
export const TransactionRecord = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  /** Street and number, place; else the register number; else the row. */
  label: Type.String(),
  pricePerSqm: Type.Number(),
  priceTotal: Opt(Type.Number()),
  /** YYYY-MM-DD */
  contractDate: Type.String(),
  livingArea: Opt(Type.Number()),
  landArea: Opt(Type.Number()),
  buildingYear: Opt(Type.Integer()),
  address: Opt(Type.String()),
  street: Opt(Type.String()),
  houseNumber: Opt(Type.String()),
  postalCode: Opt(Type.String()),
  city: Opt(Type.String()),
  registerId: Opt(Type.String()),
  condition: Opt(Literals(CONDITIONS)),
  furnishing: Opt(Literals(QUALITIES)),
  /** 0 = Erdgeschoss. */
  floor: Opt(Type.Integer()),
  floorPosition: Opt(Literals(FLOOR_POSITIONS)),
  modernisationYear: Opt(Type.Integer()),
  modernisationDegree: Opt(Literals(MODERNISATION_DEGREES)),
  remainingLife: Opt(Type.Number()),
  /** Bodenrichtwert, € per m² of land. */
  landValue: Opt(Type.Number()),
  /** Kaufpreisanteil Stellplatz/Garage in €; pricePerSqm and priceTotal above include it (see PARKING_BASES). */
  parkingShare: Opt(Type.Number()),
  balcony: Opt(Literals(BALCONY_KINDS)),
  elevator: Opt(Type.Boolean()),
  occupancy: Opt(Literals(OCCUPANCIES)),
  /** Units of the Anlage (Wohnungseigentumsanlage). */
  unitsInBuilding: Opt(Type.Integer()),
  /** The object type in the extract's own words (Teilmarkt, Objektart). */
  objectKind: Opt(Type.String())
})
export type TransactionRecord = Static<typeof TransactionRecord>

/** Required mappings that are missing: a contract date, a price (per m² or total), the living area a total price needs. */
export const MISSING_MAPPINGS = ['contractDate', 'price', 'livingArea', 'parkingBasis'] as const

export const CheckResult = Type.Object({
  fileId: ImportFileId,
  missing: Type.Array(Literals(MISSING_MAPPINGS)),
  /** Data rows (empty rows not counted), rows that can be imported, rows with at least one problem. */
  rows: Type.Integer({ minimum: 0 }),
  good: Type.Integer({ minimum: 0 }),
  bad: Type.Integer({ minimum: 0 }),
  /** Every problem of the bad rows, in row order, up to TRANSACTION_PROBLEMS_MAX; `problemCount` counts all. */
  problems: Type.Array(CellProblem),
  problemCount: Type.Integer({ minimum: 0 }),
  /** The first good rows as they will be imported. */
  preview: Type.Array(TransactionRecord),
  contractDates: Type.Union([Type.Object({ from: Type.String(), to: Type.String() }), Type.Null()])
})
export type CheckResult = Static<typeof CheckResult>

export const TakeOutcome = Type.Union([
  /** The grid's columns: priceType 'transaction', referenced by the Kaufpreissammlung named (board) and its register number, dated by the Vertragsdatum. */
  Type.Object({
    status: Type.Literal('taken'),
    board: Type.String(),
    columns: Type.Array(GridComparable, { maxItems: GRID_MAX_COLUMNS }),
    /** Kaufpreise the extract supplied (its data rows) and those used (taken as columns). */
    supplied: Type.Integer({ minimum: 0 }),
    used: Type.Integer({ minimum: 0 })
  }),
  /** More good rows than the grid has room for: nothing was taken. */
  Type.Object({ status: Type.Literal('too_many'), good: Type.Integer(), room: Type.Integer() }),
  /** No good row, or a required mapping missing: nothing was taken. */
  Type.Object({ status: Type.Literal('nothing'), check: CheckResult }),
  /** The file was discarded meanwhile (or main restarted): load it again. */
  Type.Object({ status: Type.Literal('gone') })
])
export type TakeOutcome = Static<typeof TakeOutcome>

export const RememberedMapping = Type.Object({
  board: Type.String(),
  signature: Type.String(),
  columns: ColumnMapping,
  savedAt: Type.String()
})
export type RememberedMapping = Static<typeof RememberedMapping>

export const transactionsDomain = {
  /** Main's open dialog (CSV, XLSX); null when the user cancels. */
  pick: call([], Type.Union([LoadOutcome, Type.Null()])),
  /** A dropped file's bytes. */
  load: call([TransactionFile], LoadOutcome),
  /** Every row read with the mapping: counts, each problem, the preview. Nothing is taken. */
  check: call([ImportFileId, ImportMapping], CheckResult),
  /**
   * All good rows, or nothing: refused when more than `room` (the columns the grid has left). Remembers
   * the mapping for the board and forgets the file.
   */
  take: call([ImportFileId, TakeMapping, Type.Integer({ minimum: 0, maximum: GRID_MAX_COLUMNS })], TakeOutcome),
  discard: call([ImportFileId], Type.Null()),
  /** Mappings remembered per board, newest first. */
  sources: call([], Type.Array(RememberedMapping))
}

export const transactionEvents = {
  /** Reading a large file: the phase and rows done of all. */
  transactionProgress: event(
    Type.Object({
      phase: Literals(['read', 'check']),
      done: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 })
    })
  )
}
