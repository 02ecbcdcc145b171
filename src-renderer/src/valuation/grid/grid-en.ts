// English text of the comparison grid (valuation.gridv). valuation-grid-de.ts has the same keys and placeholders.
export default {
  title: 'Comparison value approach (ImmoWertV 2021, §§ 24 to 26): {basis}',
  lead: 'One column per comparable (an offer, a transaction price from the transaction register, or an own case); the first is the subject. The rows adjust each price per m² step by step; Enter on a step cell shows the calculation.',
  gridLabel: 'Comparison grid',
  row: 'Row',
  subject: 'Subject',
  unknown: 'unknown',
  invalidCell: 'This value does not fit the row; please correct it (Escape discards).',
  keys: 'Keyboard: arrow keys move between cells, Enter or typing edits, Enter confirms, Escape discards, Tab moves along the row, Ctrl+arrow jumps to the edge (Ctrl+↓ to the status row of the column); Ctrl+S saves; Delete empties a cell, Ctrl+Delete removes the column; in the "Status" row Enter excludes with a reason and Space keeps an outlier.',
  notAnOffer: 'not applicable (no offer)',
  vendorScore: "vendor's score",
  objectType: 'Property type in the grid',
  pctProblem: 'Please enter a percentage between −100 and 100.',
  dateProblem: 'Not a date of the calendar: please enter the day, month and year, as in {example}.',
  discountOffersOnly:
    'The offer discount applies to offers only, not to transaction prices or own cases. Default {pct} %: asking prices are usually above the prices later paid; adjust to the local market and give a reason.',
  minimumCount: 'Minimum number of transaction prices (n)',
  enterLivingArea: 'Enter the living area',
  addTransaction: 'Enter a transaction price',
  addOwnCase: 'Enter an own case',
  newColumn: { offer: 'Offer {n}', transaction: 'Transaction price {n}', own_case: 'Own case {n}' },
  tooMany:
    'The grid holds at most {limit} columns; it has {have}, {adding} more do not fit. Remove columns or take fewer.',
  saveFailed: 'The grid was not saved: {reason} Your entries are kept.',
  saveProblem: {
    subject: 'Subject, {row}',
    column: 'Column {n} “{label}”, {row}',
    columnOnly: 'Column {n} “{label}”',
    setting: 'Setting {path}',
    addressTooLong:
      'At most {n} characters, so the grid can be saved under this address; it has {have}. Please shorten it and “Set subject”.'
  },
  rows: {
    label: 'Name',
    priceType: 'Price type',
    sourceName: 'Source (portal, valuation board, file reference)',
    sourceNumber: 'Number (listing no., register no.)',
    address: 'Address or street',
    priceDate: 'Date (offer or contract date)',
    pricePerSqm: 'Price per m² (asking or transaction price)',
    weight: 'Weight',
    livingArea: 'Living area (m²)',
    buildingYear: 'Year built',
    remainingLife: 'Remaining economic life (years)',
    modernisationYear: 'Modernisation (year)',
    modernisationDegree: 'Degree of modernisation',
    condition: 'Condition',
    furnishing: 'Fittings',
    floor: 'Floor (0 = ground)',
    floorPosition: 'Position in the building',
    balcony: 'Balcony/terrace',
    elevator: 'Lift',
    parkingEuro: 'Parking space (€)',
    kitchenEuro: 'Fitted kitchen (€)',
    landArea: 'Plot area (m²)',
    landValue: 'Standard land value (€/m²)',
    landValueZone: 'Land value zone (enter after the value)',
    landValueStichtag: 'Standard land value: as of',
    landValueSource: 'Standard land value: source (e.g. BORIS)',
    locationScore: "Vendor's location score (0 to 1)",
    status: 'Status and total adjustment'
  },
  steps: {
    price: 'Price per m² as given',
    separateItems: 'without parking space and fitted kitchen',
    objectFeatures: "without the comparable's own features (€)",
    offerDiscount: 'after offer discount (offers only)',
    time: 'after time adjustment (§ 18)',
    remainingLife: 'after adjusting remaining life',
    buildingYear: 'after adjusting year built',
    modernisation: 'after adjusting modernisation',
    livingArea: 'after adjusting living area',
    condition: 'after adjusting condition',
    furnishing: 'after adjusting fittings',
    floorPosition: 'after adjusting position in the building',
    balcony: 'after adjusting balcony/terrace',
    elevator: 'after adjusting lift',
    landArea: 'after adjusting plot area',
    location: 'after adjusting location',
    adjusted: 'adjusted price per m²'
  },
  priceKind: { offer: 'Asking price', transaction: 'Transaction price', own_case: 'Price (own case)' },
  basis: {
    price_offer: 'Asking price as listed.',
    price_transaction: 'Transaction price from the transaction register.',
    price_own_case: 'Price from an own case.',
    separate_items: 'Parking space ({parkingEuro} €) and fitted kitchen ({kitchenEuro} €) taken out of the price.',
    separate_items_stated:
      'Parking space ({parkingEuro} €) and fitted kitchen ({kitchenEuro} €) as the offer states, taken out of the price at the amounts set; reason: {reason}',
    object_features:
      "The comparable's own property-specific features ({euro} € together) taken out of the price: {features}",
    offer_discount: 'Offer discount {pct} %; reason: {reason}',
    not_an_offer: 'Not an offer: no offer discount.',
    index_official:
      'Official price index "{index}" ({publisher}, base {basePeriod}): {indexAtValuation} at the valuation date against {indexAtPrice} at the price date.',
    index_vendor_asking:
      'Vendor\'s asking-price series "{index}" (not an official index): {indexAtValuation} at the valuation date against {indexAtPrice} at the price date.',
    no_index: 'No price index chosen: no time adjustment.',
    table: 'Conversion coefficients "{table}", source: {citation}, as of {stichtag}, model: {model}.',
    table_example: 'Example table "{table}" (an illustration, no official figures).',
    no_table: 'No table for this characteristic: no adjustment.',
    entered: 'Entered adjustment {pct} %; reason: {reason}',
    land_value_ratio: 'Ratio of the standard land values (subject to comparable).',
    vendor_score: "Vendor's location score (not an official measure).",
    no_location_method: 'No location adjustment chosen.',
    total: 'All adjustments together.',
    example: "Note: example table; replace it with the valuation board's figures."
  },
  fallback: 'No adjustment: {why}.',
  extrapolated: {
    valuation: 'The valuation date lies beyond the price index: extrapolated with the value of {period} ({date}).',
    price: 'The price date lies beyond the price index: extrapolated with the value of {period} ({date}).'
  },
  import: {
    title: 'Take the kept comparables',
    pinned: 'pinned only ({n})',
    kept: 'all kept ({n})',
    limit: 'The grid holds at most {limit} columns; it has {have}, {room} more fit.',
    tooMany: 'The {n} chosen offers do not fit: there is room for {room} only. Choose "pinned only" or remove columns.',
    done: '{n} offers taken (price type offer, with portal, listing number and offer date).',
    donePinned: '{n} pinned offers taken (price type offer, with portal, listing number and offer date).'
  },
  index: {
    choose: 'Price index',
    official: 'enter an official price index …',
    vendorOption: "Vendor's asking prices: {name}",
    vendorWarning:
      "This is the vendor's asking price development (median of asking prices), not an official price index under § 18. Where possible enter the valuation board's or the federal statistics office's index.",
    name: 'Name of the series',
    publisher: 'Publisher',
    base: 'Base (e.g. 2015 = 100)',
    frequency: 'Frequency',
    source: 'Where published, and when retrieved',
    values: 'Values (one per line: period; value)',
    valuesHint: 'For example "2024-Q3; 104.2" (quarterly), "2024; 101.5" (yearly) or "2024-07; 103" (monthly).',
    apply: 'Use this price index',
    midPeriod:
      'A value stands for its reference point (the start, middle or end of its period, as published); between values it is linearly interpolated, beyond the last value extrapolated, and the cell says so (⚠).',
    unnamed: 'Unnamed price index',
    badLines: 'Not readable: {lines}',
    noValues: 'Please enter at least one value.'
  },
  location: {
    method: 'Location adjustment',
    none: 'none',
    landValueRatio: 'by standard land values (ratio)',
    vendorScore: "by the vendor's location score",
    exponent: 'Exponent of the ratio',
    reason: 'Reason for the location adjustment',
    vendorHint:
      "The location score is the vendor's measure, not an official one; standard land values (e.g. from BORIS) are to be preferred."
  },
  outliers: {
    rule: 'Outlier rule (adjusted prices)',
    title: 'Outliers the rule found',
    reason: 'adjusted {price}: {reason}.',
    kept: 'Kept nevertheless.',
    assessment: 'Assessment of {label} (§ 9 (2) ImmoWertV)',
    assessmentHint:
      'Why the price is eliminated or stays: unusual or personal circumstances, suitability, an error in the record …',
    test: 'Outlier test: {rule}',
    eliminate: 'Eliminate {label} again',
    undo: 'Keep {label} nevertheless'
  },
  missing: {
    livingArea: "Please enter the subject's living area (first column of the grid): without it there is no value.",
    valuationDate: 'Please enter the valuation date: without it no time adjustment.',
    subjectLandValue: "Please enter the subject's standard land value (location by standard land values).",
    subjectLocationScore: "Please enter the subject's location score (location by score)."
  },
  issues: {
    no_comparables: 'Without comparables there is no result.',
    no_included_comparables: 'No comparable is included (all excluded, eliminated or with weight 0).',
    below_minimum_count:
      'Included are {counts}, so fewer than {min} transaction prices: § 24 (1) asks for enough comparison prices (§ 25), which are transaction prices; offers and own cases do not count.',
    weights_need_justification: 'The weights differ: please give a reason for the weighting.',
    invalid_weight: 'A weight is invalid.',
    large_adjustment:
      'For at least one comparable the adjustments exceed ±{pct} % net or gross (⚠ in the status row): check its suitability.',
    index_extrapolated: 'The price index is extrapolated beyond its values (⚠ in the time row).',
    offer_basis: 'The result rests (also) on offers: a provisional value on an asking-price basis.',
    example_tables: "Example tables are applied: replace them with the valuation board's conversion coefficients.",
    discount_needs_reason: 'Please give a reason for the offer discount.',
    market_adjustment_needs_reason: 'Please give a reason for the market adjustment.',
    special_feature_needs_reason: 'Please give a reason for each property-specific feature.',
    source_mismatch: 'In one column the source does not match the price type.',
    too_many_columns: 'The grid has more columns than can be saved.',
    outlier_rule_cannot_flag:
      'At n = {tested} the outlier rule cannot flag any price (it needs at least n = {minimumN}): no outlier test has taken place.',
    outlier_needs_assessment:
      'Please assess every outlier (§ 9 (2) ImmoWertV): why it is eliminated or stays nevertheless.',
    factor_one_fallback: 'These steps lack data; they use factor 1, that is no adjustment:',
    no_time_adjustment:
      'No price index chosen: {count} prices lie more than a quarter before or after the valuation date (up to {months} months) and go in without a time adjustment.',
    location_needs_reason:
      'Please give a reason for the location adjustment: its exponent or per cent per score point (the preset too) counts only with a reason.',
    item_amount_missing:
      'An offer states a parking space or a fitted kitchen without a euro amount: please enter the amount (else its price stays as asked).',
    item_amount_needs_reason: "Please give a reason for the amounts of the offers' parking spaces and fitted kitchens.",
    object_feature_needs_reason:
      "Please give a reason for each of a comparable's own features (special levy, repair backlog ...).",
    second_route_grid_tables:
      "The second route converts with a table taken over from the grid (same source): please enter the standard value's or comparison factor's own conversion coefficients with their source (§ 10)."
  },
  chain: {
    title:
      'From the provisional comparison value to the comparison value (§ 24), on the basis of the offers or transaction prices',
    provisional: 'provisional comparison value ({basis})',
    provisionalHow: '{perSqm} × {area} m² + parking space and fitted kitchen {items}',
    market: 'Market adjustment',
    marketKind: 'Kind of market adjustment',
    marketNone: 'none',
    marketPct: 'in %',
    marketEuro: 'in €',
    marketAmount: 'Amount of the market adjustment',
    reason: 'Reason',
    marketAdjusted: 'market-adjusted provisional comparison value ({basis})',
    featureLabel: 'Feature',
    featureEuro: 'Amount (€)',
    featureNew: 'Feature',
    featureAdd: 'add a property-specific feature',
    features: 'property-specific features together',
    value: 'Comparison value ({basis}), rounded',
    counts: 'Included: {counts}',
    subgroups: 'Means by price type (adjusted prices per m²)',
    rounding: 'Rounding rule',
    roundNone: 'not rounded',
    roundStep: 'to the nearest {step} €',
    roundSig: 'to {digits} significant digits',
    unrounded: 'unrounded {value}; rule: {rule}'
  },
  tables: {
    example: 'Example, no official figures',
    level: 'Value',
    source: 'Source',
    stichtag: 'As of',
    model: 'Model',
    remove: 'Remove table "{name}"',
    addExample: 'Add example table "{name}"'
  },
  second: {
    title: 'Second route: comparison factor (§ 26)',
    lead: 'A published comparison factor or standard property value with its model, date and source, converted to the subject by the conversion coefficients, as a cross-check of the grid.',
    add: 'Enter a comparison factor',
    kind: 'Kind',
    kinds: {
      vergleichsfaktor: 'Comparison factor (Vergleichsfaktor)',
      immobilienrichtwert: 'Standard property value (Immobilienrichtwert)'
    },
    name: 'Name',
    value: 'Value per m² of living area (€)',
    reference: 'Characteristics of the reference property (for the conversion)',
    adjustTime: 'adjust to the valuation date with the price index',
    converted: 'converted',
    steps: 'Conversion (k subject / k reference)',
    difference: 'Difference from the grid',
    noCompare: 'The grid has no market-adjusted value to compare with yet.',
    differenceIs:
      "{euro} ({pct} %) against the grid's market-adjusted provisional value ({compared}). A difference comes from the price basis (offers against analysed transaction prices), the date and the factor's model."
  }
}
