// English text of the Kaufpreis import (a Gutachterausschuss extract into the valuation grid). transactions-de.ts has the same keys.
export default {
  open: 'Import transaction prices …',
  title: 'Import transaction prices from a Kaufpreissammlung',
  lead: 'An extract from a valuation board’s transaction register (Kaufpreissammlung) as CSV or XLSX, as Excel saves it. Lagebild only reads the file; it is not changed.',
  drop: 'Drop the file here',
  or: 'or',
  choose: 'Choose file …',
  formats: 'CSV (semicolons, Windows-1252 or UTF-8) or Excel workbook (.xlsx), up to {mb} MB',
  reading: 'Reading the file …',
  checking: 'Checking rows: {done} of {total}',
  progressLabel: 'Import progress',
  otherFile: 'Choose another file',
  file: {
    rows: '{name}: {rows} rows of transaction data, header in row {header}',
    csv: 'CSV, character set {encoding}, delimiter {delimiter}',
    xlsx: 'Excel workbook, sheet “{sheet}”',
    emptyRows: '{count} empty rows skipped'
  },
  encodings: { utf8: 'UTF-8', utf8bom: 'UTF-8 with BOM', utf16le: 'UTF-16', windows1252: 'Windows-1252 (ANSI)' },
  delimiters: { semicolon: 'semicolon', comma: 'comma', tab: 'tab', other: '{char}' },
  refused: {
    empty: 'The file “{name}” is empty.',
    too_large: 'The file “{name}” is larger than {mb} MB.',
    binary:
      '“{name}” is not a text file. Please save it from Excel as “CSV (comma delimited)” or as an Excel workbook (.xlsx).',
    xls: '“{name}” is an Excel file in the old format (.xls). Please save it from Excel as an Excel workbook (.xlsx) or as CSV.',
    pdf: '“{name}” is a PDF. Transaction prices can only be imported from CSV or XLSX files; ask the valuation board for the extract as a spreadsheet.',
    unreadable_xlsx: '“{name}” cannot be read as an Excel workbook.',
    no_header: '“{name}” has no header row with at least two column names.',
    no_rows: '“{name}” holds only the header row and no transaction prices.',
    too_many_rows: '“{name}” has more than {rows} rows.',
    too_many_columns: '“{name}” has more than {limit} columns.',
    too_many_cells: '“{name}” has more than {limit} cells.',
    cell_too_long: 'A cell in “{name}” is longer than {limit} characters.',
    inflates_too_far: '“{name}” would unpack to more than {limitMb} MB and is not read.',
    too_many_entries: '“{name}” consists of more than {limit} parts and is not read as an Excel workbook.',
    out_of_memory: '“{name}” cannot be read within {limit} MB of memory.',
    too_slow: '“{name}” could not be read within {limit} seconds.',
    not_a_file: '“{name}” is not a regular file (but a folder, a device or a pipe) and is not read.'
  },
  source: {
    label: 'Valuation board (Gutachterausschuss)',
    hint: 'Every column names it as its source (“Kaufpreissammlung …”); the column mapping is remembered for it.',
    missing: 'Please name the valuation board whose Kaufpreissammlung the extract comes from.',
    remembered: 'Mapping of {date} for “{board}” applied.',
    applied: 'Saved mapping for “{board}” applied.'
  },
  mapping: {
    title: 'Map the columns',
    field: 'Field',
    column: 'Column of the file',
    example: 'First row',
    none: '– do not import –',
    required: 'required',
    eitherPrice: 'transaction price per m² or total'
  },
  fields: {
    pricePerSqm: 'Transaction price per m² of living area',
    priceTotal: 'Transaction price, total',
    contractDate: 'Contract date',
    livingArea: 'Living area',
    landArea: 'Plot area',
    buildingYear: 'Year of construction',
    address: 'Address',
    street: 'Street',
    houseNumber: 'House number',
    postalCode: 'Postal code',
    city: 'Town',
    registerId: 'Number in the Kaufpreissammlung',
    condition: 'Condition',
    furnishing: 'Fit-out',
    floor: 'Floor',
    modernisationYear: 'Year of modernisation',
    modernisationDegree: 'Degree of modernisation',
    remainingLife: 'Remaining economic life (years)',
    landValue: 'Standard land value (€/m²)',
    parkingShare: 'Price share of parking space/garage (€)',
    balcony: 'Balcony/terrace',
    elevator: 'Lift',
    occupancy: 'Let/vacant',
    unitsInBuilding: 'Size of the building (units)',
    objectKind: 'Object type'
  },
  missing: {
    contractDate: 'Map the contract date.',
    price: 'Map a transaction price (per m² or total).',
    livingArea: 'A total transaction price needs the living area to give the price per m².',
    parkingBasis:
      'Please say whether the file’s prices include the price share of the parking space/garage or are given without it.'
  },
  summary: '{rows} rows: {good} can be taken, {bad} with errors',
  supplied: 'Supplied: {rows} transaction prices; usable: {good}',
  dates: 'Contract dates from {from} to {to}',
  limit: 'The file has {count} transaction prices; a grid holds {max}.',
  limitRoom: 'The file has {count} transaction prices; the grid has room for {room} of {max} columns.',
  limitHint:
    'Please make the extract smaller (e.g. filter it in Excel by contract date or location) and import it again. Nothing is taken.',
  nothing: 'No row can be taken.',
  problems: {
    title: 'Rows with errors: they are not taken',
    more: '… and {count} more errors',
    missing: 'Row {row}: {column} is missing',
    not_number: "Row {row}: {column} '{value}' is not a number",
    not_date: "Row {row}: {column} '{value}' is not a date",
    not_year: "Row {row}: {column} '{value}' is not a year",
    out_of_range: "Row {row}: {column} '{value}' is outside what is plausible",
    future_date: "Row {row}: {column} '{value}' lies in the future",
    no_area: 'Row {row}: without {column} the transaction price per m² cannot be computed',
    duplicate: "Row {row}: {column} '{value}' appears more than once in the file",
    unknown_level: "Row {row}: {column} '{value}' is not a known level",
    price_mismatch:
      "Row {row}: {column} '{value}' does not match price ÷ living area ({expected} €/m²); please check the figures, or leave the price per m² unmapped to compute it from price and living area"
  },
  preview: {
    title: 'Preview: the first {count} transaction prices as they will be taken',
    row: 'Row',
    object: 'Property',
    pricePerSqm: 'Transaction price €/m²',
    contractDate: 'Contract date',
    livingArea: 'Living area m²',
    parkingShare: 'Parking €',
    buildingYear: 'Built',
    register: 'No.'
  },
  inquiry: {
    title: 'The valuation board’s Auskunft',
    reference: 'File reference of the Auskunft',
    date: 'Date of the Auskunft',
    dateInvalid: 'This is not a date.',
    selection: 'Selection criteria',
    selectionHint:
      'How the board selected the transaction prices (market segment, location, period, years of construction …); saved with every column taken.',
    tolerance:
      'A given price per m² is checked against price ÷ living area; if it differs by more than {pct} % or {euro} € (whichever is more), the row is an error.'
  },
  parking: {
    title: 'Price share of parking space/garage',
    included: 'The file’s prices (total and per m²) include the parking share',
    excluded: 'The file’s prices are given without the parking share',
    hint: 'In the grid the price includes the parking share and the row “without parking space and fitted kitchen” takes it out. If the file has taken it out already, it is added back per m² of living area on import.'
  },
  sources: {
    title: 'Auskünfte from the Kaufpreissammlung',
    line: 'Kaufpreissammlung {board}, Auskunft {reference} of {date}: supplied {supplied}, used {used}, in the grid {held}.',
    noReference: 'without file reference',
    noDate: 'unknown date',
    selection: 'Selection: {selection}'
  },
  suppliedUsed: 'Supplied: {supplied}, used: {used}.',
  take: 'Take {count} transaction prices',
  taking: 'Taking …',
  cancel: 'Cancel',
  gone: 'The file is no longer loaded. Please choose it again.',
  done: '{count} transaction prices taken from the Kaufpreissammlung {board}.',
  doneAlready:
    '{count} transaction prices taken from the Kaufpreissammlung {board}; {already} were in the grid already.'
}
