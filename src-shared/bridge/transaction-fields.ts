// What a column of a Kaufpreissammlung extract can be mapped to (the transactions domain, bridge/transactions.ts).
// TypeBox-free: the renderer's mapping dialog reads these at run time.

export const TRANSACTION_FIELDS = [
  'pricePerSqm',
  'priceTotal',
  'contractDate',
  'livingArea',
  'landArea',
  'buildingYear',
  'address',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'registerId',
  'condition',
  'furnishing',
  'floor',
  'modernisationYear',
  'modernisationDegree',
  'remainingLife',
  'landValue',
  'parkingShare',
  'balcony',
  'elevator',
  'occupancy',
  'unitsInBuilding',
  'objectKind'
] as const
export type TransactionField = (typeof TRANSACTION_FIELDS)[number]

/**
 * How a field's cells are read: German numbers (1.250,5), whole years, dates (dd.mm.yyyy), text kept as it
 * is, or the words of a level (Zustand "gut", Ausstattung "gehoben", Geschoss "EG", "2. OG").
 */
export const FIELD_KIND: Record<TransactionField, 'number' | 'year' | 'date' | 'text' | 'level'> = {
  pricePerSqm: 'number',
  priceTotal: 'number',
  contractDate: 'date',
  livingArea: 'number',
  landArea: 'number',
  buildingYear: 'year',
  address: 'text',
  street: 'text',
  houseNumber: 'text',
  postalCode: 'text',
  city: 'text',
  registerId: 'text',
  condition: 'level',
  furnishing: 'level',
  floor: 'level',
  modernisationYear: 'year',
  modernisationDegree: 'level',
  remainingLife: 'number',
  landValue: 'number',
  parkingShare: 'number',
  balcony: 'level',
  elevator: 'level',
  occupancy: 'level',
  unitsInBuilding: 'number',
  objectKind: 'text'
}

/** Vermietet or bezugsfrei at the sale, as the extract says. */
export const OCCUPANCIES = ['let', 'vacant'] as const
export type Occupancy = (typeof OCCUPANCIES)[number]

/**
 * Whether the file's prices (the total and the per m²) include the Kaufpreisanteil for Stellplatz or
 * Garage. Asked whenever that share is mapped: the grid's price includes it and takes it out in its own
 * row, so a share the file has already taken out is added back first.
 */
export const PARKING_BASES = ['included', 'excluded'] as const
export type ParkingBasis = (typeof PARKING_BASES)[number]

/**
 * A given Kaufpreis per m² and the total price over the living area disagree "beyond rounding" when they
 * differ by more than 1 % of the computed figure or 1 €, whichever is more (a per m² figure rounded to
 * whole euros, an area rounded to whole m² on a flat of 50 m² and more, stay inside).
 */
export const PRICE_CHECK_TOLERANCE = { share: 0.01, euro: 1 } as const

/** A file is read up to this size, whether picked in main's open dialog or dropped on the import dialog. */
export const TRANSACTION_FILE_MAX_BYTES = 50 * 1024 * 1024
/** Data rows of one file at most (a whole district's extract stays far below). */
export const TRANSACTION_ROWS_MAX = 200_000
/** Rows of the preview the dialog shows, and row problems listed by name at most (the count is always complete). */
export const TRANSACTION_PREVIEW_ROWS = 20
export const TRANSACTION_PROBLEMS_MAX = 500
/** Columns of one file at most (an extract has a few dozen; a sheet reaching column ZZZZZZ is refused, not read). */
export const TRANSACTION_COLUMNS_MAX = 256
/** Characters of one cell at most (what Excel itself holds in a cell). */
export const TRANSACTION_CELL_MAX_CHARS = 32_767
/** Cells of one file at most, rows times columns, empty ones counted as a spreadsheet lays them out. */
export const TRANSACTION_CELLS_MAX = 10_000_000
/** Lines of a sheet or file at most, title, header and empty lines counted (the data rows have their own limit). */
export const TRANSACTION_LINES_MAX = TRANSACTION_ROWS_MAX + 1_000
/** Bytes a workbook's parts may inflate to, all together (a small zip inflating to gigabytes is refused while inflating). */
export const TRANSACTION_INFLATED_MAX_BYTES = 128 * 1024 * 1024
/** Parts of a workbook (zip entries) at most. */
export const TRANSACTION_ZIP_ENTRIES_MAX = 1_000
/** Memory (MB) and time (seconds) the reading of one file may take; past either the file is refused. */
export const TRANSACTION_READ_MEMORY_MB = 1_024
export const TRANSACTION_READ_SECONDS = 60

/** Why a file was not read at all. */
export const FILE_REFUSALS = [
  'empty',
  'too_large',
  'binary',
  'xls',
  'pdf',
  'unreadable_xlsx',
  'no_header',
  'no_rows',
  'too_many_rows',
  'too_many_columns',
  'too_many_cells',
  'cell_too_long',
  'inflates_too_far',
  'too_many_entries',
  'out_of_memory',
  'too_slow',
  'not_a_file'
] as const
export type FileRefusal = (typeof FILE_REFUSALS)[number]

/** What is wrong with one cell of a row (the dialog names the row, the column, the value and this). */
export const ROW_PROBLEMS = [
  'missing',
  'not_number',
  'not_date',
  'not_year',
  'out_of_range',
  'future_date',
  'no_area',
  'duplicate',
  'unknown_level',
  'price_mismatch'
] as const
