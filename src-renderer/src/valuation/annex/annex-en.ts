// English text of the valuation annex (the appendix to an appraisal report): the comparison grid as
// printed, as a Word table and as a copied table; every comparable identified, every adjustment with its basis.
export default {
  title: 'Appendix: sales comparison approach per ImmoWertV 2021, §§ 24 to 26',
  subject: 'Property being valued',
  valuationDate: 'Valuation date',
  objectType: 'Property type',
  notGiven: 'not given',
  identTitle: 'Comparables ({count})',
  gridTitle: 'Adjustment to the property being valued: columns {from} to {to} of {count}',
  feature: 'Characteristic',
  number: 'No.',
  field: {
    label: 'Name',
    address: 'Address or street',
    priceType: 'Price type',
    source: 'Source',
    sourceId: 'Reference',
    priceDate: 'Date of the price (kind)',
    offerEnd: 'Listing ended',
    pricePerSqm: 'Price per m² by price type (EUR)',
    totalPrice: 'Total price by price type (EUR)',
    origin: 'Origin of the data',
    weight: 'Weight',
    status: 'Status',
    totalAdjustment: 'Total adjustment'
  },
  dated: '{date} ({kind})',
  source: { offer: 'Portal {portal}', transaction: 'Transaction register {board}', own_case: 'Own file' },
  sourceId: { offer: 'Listing no. {id}', transaction: 'Register no. {id}', own_case: 'File reference {id}' },
  origin: {
    connection: 'Connection “{name}”, fetched {date}',
    import: 'File “{file}”, read {date}',
    typed: 'entered by hand'
  },
  statusBecause: '{status}: {reason}',
  large: '{pct} % (beyond ±30 %: doubtful)',
  largeBoth: '{text} (beyond ±{pct} %: doubtful)',
  char: {
    livingArea: 'Living area (m²)',
    buildingYear: 'Year built',
    remainingLife: 'Remaining economic life (years)',
    modernisation: 'Modernisation (year, degree)',
    condition: 'Condition',
    furnishing: 'Quality of fittings',
    floor: 'Floor',
    floorPosition: 'Position in the building',
    balcony: 'Balcony/terrace',
    elevator: 'Lift',
    parkingEuro: 'Parking space (EUR)',
    kitchenEuro: 'Fitted kitchen (EUR)',
    landArea: 'Plot area (m²)',
    landValue: 'Standard land value (EUR/m², zone, date)',
    locationScore: "The service's location score (0 to 1)"
  },
  landValue: '{value} (zone {zone}, {date})',
  row: {
    price: 'Price per m² by price type',
    separateItems: 'without parking space and fitted kitchen',
    objectFeatures: "without the comparable's own features",
    offerDiscount: 'Offer discount',
    time: 'Time (§ 18, price index)',
    livingArea: 'Living area (§ 19)',
    remainingLife: 'Remaining economic life',
    buildingYear: 'Year built',
    modernisation: 'Modernisation',
    condition: 'Condition',
    furnishing: 'Quality of fittings',
    floorPosition: 'Position in the building',
    balcony: 'Balcony/terrace',
    elevator: 'Lift',
    landArea: 'Plot area',
    location: 'Location',
    adjusted: 'Adjusted price per m²'
  },
  cell: {
    step: '× {factor} = {price}',
    delta: '{figures}{delta} EUR/m² = {price}',
    notAnOffer: 'not an offer: no discount',
    fallback: 'no adjustment ({why})',
    interpolated: 'index linearly interpolated',
    stepWith: '{figures} = × {factor} = {price}',
    fig: {
      discount: '1 − {pct} %',
      index: 'index {atValuation} ÷ {atPrice}',
      k: 'k {kSubject} ÷ {kComparable}',
      landValue: '({subject} ÷ {comparable}) to the power of {exponent}',
      score: '({subject} − {comparable}) × {perScore} % = {pct} %',
      entered: 'entered {pct} %',
      perArea: '{euro} EUR ÷ {area} m²: ',
      perTotal: '{euro} EUR share of the total price {total} EUR: '
    },
    held: {
      after_last: 'price date after the last index value: value of {period} ({date}) held',
      before_first: 'price date before the first index value: value of {period} ({date}) held'
    }
  },
  bases: {
    title: 'Bases of the adjustments',
    discount:
      'Offer discount: {pct} % on the asking prices ({count} offers); transaction prices get no discount. Reason: {reason}',
    noReason: 'no reason given',
    indexOfficial: 'Price index: {name} (official or published)',
    indexVendor: "Price index: {name} (the service's median of asking prices, not an official index)",
    indexFields:
      'Publisher: {publisher}; base: {base}; {frequency}; source: {source}, retrieved {date}. A value stands for the {reference} of its period (the reference point the publisher states); between two values it is linearly interpolated.',
    indexReference: { start: 'start', middle: 'middle', end: 'end' },
    items:
      'Parking space and fitted kitchen as the offers state, without an amount of their own: {parking} EUR and {kitchen} EUR taken out of the price. Reason: {reason}',
    objectFeatures: "The comparables' own property-specific features, taken out of their prices: {list}",
    indexHead: { period: 'Period', date: 'stands for', value: 'Index value' },
    noIndex: 'No price index chosen: no adjustment in time.',
    heldValuation: {
      after_last:
        'The valuation date {valuationDate} lies after the last value of the series ({period}, standing for {date}): that value is held for it (extrapolated), for nos. {list}.',
      before_first:
        'The valuation date {valuationDate} lies before the first value of the series ({period}, standing for {date}): that value is held for it, for nos. {list}.'
    },
    heldPrice: {
      after_last:
        'The price date lies after the last value of the series ({period}, standing for {date}): that value held for nos. {list}.',
      before_first:
        'The price date lies before the first value of the series ({period}, standing for {date}): that value held for nos. {list}.'
    },
    exampleCitation:
      "Lagebild's example table: a typical curve, no official values; replace with the local valuation board's conversion coefficients",
    exampleModel: "Example without a model; state the valuation board's model",
    tablesTitle: 'Conversion coefficients (§ 19)',
    tableHead: {
      name: 'Table',
      characteristic: 'Characteristic',
      source: 'Source',
      stichtag: 'Reference date',
      model: 'Model',
      kind: 'Kind',
      values: 'Coefficients'
    },
    example: 'Example table shipped with Lagebild, not published coefficients',
    published: 'published',
    locationLandValue:
      'Location: ratio of the standard land values (property ÷ comparable) to the power of {exponent}. Reason: {reason}',
    locationVendor:
      "Location: the service's location score, {pct} % per whole score point of difference (not an official measure). Reason: {reason}",
    locationNone: 'No location adjustment.',
    enteredTitle: 'Adjustments entered by hand',
    enteredHead: { step: 'Step', pct: 'Per cent', reason: 'Reason' },
    weights: 'Weighting: {text}',
    equalWeights: 'All included comparables have the same weight.'
  },
  stats: {
    title: 'Statistics of the adjusted prices per m²',
    perSqm: '{label} (EUR/m²)',
    ci: '{label} (EUR/m², t = {t}, {df} degrees of freedom)',
    none: 'No included comparables: no statistics.',
    outliersTitle: 'Outlier test of the adjusted prices: {rule}',
    outlierHead: { price: 'adjusted price per m²', reason: 'Reason', decision: 'Decision' },
    noOutliers: 'No outliers by this rule.',
    noAssessment: 'not assessed yet',
    subgroupsTitle: 'Means of the adjusted prices by price type (EUR/m²):',
    excludedTitle: 'Excluded by the appraiser',
    weightZeroTitle: 'With weight 0 (in no figure)',
    reasonHead: 'Reason'
  },
  chain: {
    title: 'From the adjusted price per m² to the comparison value (§ 24): asking-price or transaction-price basis',
    basisLine: 'Basis: {offers} offers, {transactions} transaction prices from the register, {own} own cases ({basis})',
    perSqm: 'Weighted mean {perSqm} EUR/m² × {area} m² living area',
    separate: "The property's parking space and fitted kitchen",
    provisional: 'Provisional comparison value ({basis})',
    market: 'Market adjustment: {amount}. Reason: {reason}',
    noMarket: 'Market adjustment: none',
    marketAdjusted: 'Market-adjusted provisional comparison value ({basis})',
    feature: 'Property-specific characteristic: {label}. Reason: {reason}',
    unrounded: 'Comparison value before rounding ({basis})',
    rounding: {
      step: 'Rounded to whole {step} EUR',
      significant: 'Rounded to {digits} significant digits',
      none: 'not rounded'
    },
    value: 'Comparison value ({basis})',
    amountHead: 'Amount (EUR)',
    stepHead: 'Step',
    none: 'No comparison value ({basis}): {missing}',
    missing: {
      livingArea: "the property's living area is missing",
      valuationDate: 'the valuation date is missing',
      subjectLandValue: "the property's standard land value is missing",
      subjectLocationScore: "the property's location score is missing"
    },
    noIncluded: 'no included comparables'
  },
  second: {
    title: 'Second route (§ 24 (2) no. 2, § 26): {kind}',
    kind: {
      vergleichsfaktor: 'Comparison factor (Vergleichsfaktor)',
      immobilienrichtwert: 'Standard property value (Immobilienrichtwert)'
    },
    facts: '{name}: {value} EUR/m² at {date}; source: {source}; model: {model}',
    stepHead: {
      characteristic: 'Characteristic',
      table: 'Table',
      subject: 'Property',
      reference: 'Reference property',
      kSubject: 'k property',
      kReference: 'k reference',
      factor: 'Factor'
    },
    time: 'Time: index at the valuation date {atValuation} ÷ at the factor’s date {atStichtag} = {factor}',
    converted: 'Converted value per m² (EUR)',
    value: 'Value by the second route (EUR)',
    comparedWith: "The grid's market-adjusted provisional comparison value ({basis}) (EUR)",
    difference: 'Difference: {euro} EUR ({pct} %)',
    skipped: "Not converted, the property's value is missing: {list}",
    none: 'No second route given.',
    ownTables:
      "Converted with the factor's own conversion coefficients (§ 10 model conformity), not the grid's: {list}",
    noTables: "Without the factor's own conversion coefficients: not converted to the property."
  },
  sources: {
    extract: {
      reference: 'extract {reference} of {date}',
      selection: 'selection: {selection}',
      counts: 'supplied {supplied}, used {used}'
    },
    title: 'Sources and reference dates',
    head: { source: 'Source', use: 'Used for', date: 'Reference date or retrieval' },
    connection: 'Connection “{name}” ({kind})',
    kind: {
      sandbox: 'built-in sandbox: sample data, not citable',
      vendor: "the vendor's service",
      custom: 'own connection'
    },
    how: { typed: 'entered by hand', import: 'read from a file', connection: 'retrieved' },
    noBoard: 'Transaction register (valuation board not given)',
    noPortal: 'Offers (portal not given)',
    use: {
      offer: 'Offers (asking prices), {how}',
      transaction: 'Transaction prices, {how}',
      own_case: 'Prices from own cases, {how}',
      comparables: 'Comparables',
      locationScore: 'Location scores',
      index: 'Price index',
      table: 'Conversion coefficients: {name}',
      landValue: 'Standard land value zone {zone}',
      secondRoute: 'Second route',
      import: 'Comparables from a file'
    }
  },
  issuesTitle: 'Notes',
  issue: {
    no_comparables: 'The grid has no comparables.',
    no_included_comparables: 'No comparable is included.',
    below_minimum_count:
      'Included are {counts}, so fewer than {min} transaction prices: § 24 (1) ImmoWertV asks for enough comparison prices (§ 25), which are transaction prices; offers and own cases do not count.',
    weights_need_justification: 'The weights differ and no reason is given.',
    invalid_weight: 'A weight is invalid.',
    large_adjustment: 'At least one comparable is adjusted by more than ±{pct} % net or gross.',
    index_extrapolated: 'The time adjustment extrapolates the price index beyond its end.',
    offer_basis:
      'The value rests wholly or partly on asking prices (asking-price basis), not on transaction prices alone.',
    example_tables: "Lagebild's example tables are used, not published conversion coefficients.",
    discount_needs_reason: 'The offer discount has no reason.',
    market_adjustment_needs_reason: 'The market adjustment has no reason.',
    special_feature_needs_reason: 'A property-specific characteristic has no reason.',
    source_mismatch: "A comparable's source does not fit its price type.",
    too_many_columns: 'The grid has more columns than can be saved.',
    outlier_rule_cannot_flag:
      'At n = {tested} the outlier rule cannot flag any price (it needs at least n = {minimumN}): no outlier test has taken place.',
    outlier_needs_assessment: 'At least one outlier has not been assessed (§ 9 (2) ImmoWertV).',
    factor_one_fallback: 'These steps lacked data; they use factor 1, that is no adjustment:',
    no_time_adjustment:
      'No price index chosen: {count} prices lie more than a quarter before or after the valuation date (up to {months} months) and go in without a time adjustment.',
    location_needs_reason: 'The location adjustment (exponent or per cent per score point) has no reason given.',
    item_amount_missing:
      'An offer states a parking space or fitted kitchen without an amount: its price is not cleaned of it.',
    item_amount_needs_reason: "The amounts for the offers' parking spaces and fitted kitchens have no reason given.",
    object_feature_needs_reason: "One of a comparable's own features has no reason given.",
    second_route_grid_tables:
      "The second route converts with a table taken over from the grid, not with the factor's own conversion coefficients (§ 10)."
  },
  quickTitle: "The service's quick valuations (plausibility check)",
  noGrid: 'No comparison grid is saved for this property.',
  wordExport: 'Appendix as a Word file …',
  copyTables: 'Copy the appendix as tables',
  copied: 'The tables of the appendix are on the clipboard (they paste into Word as tables).',
  docxSaved: 'Word file saved: {path}',
  gridHeading: 'Adjusting the comparable prices to the property being valued (§§ 18 to 20 ImmoWertV)',
  explain: {
    lead: 'Each row is a step; each cell shows the figures of the step, the factor (six decimals) and the price per m² after it, so every figure can be recomputed.',
    price: 'Price per m²: the transaction price paid or the asking price per m² of living area, as stated.',
    separateItems:
      'Parking space and fitted kitchen: their euro amount is taken out of the price per m² (amount ÷ the comparable’s living area); the subject’s are added as euro amounts at the end.',
    objectFeatures:
      'The comparable’s own special features (special levy, repair backlog, special right of use …): their euro amount is taken out of the price per m² (amount ÷ living area); a feature that raised the price is taken off, one that lowered it is added back.',
    offerDiscount:
      'Offer discount: asking prices are multiplied by 1 − {pct} %, as asking prices are usually above the prices paid; transaction prices stay as they are.',
    time: 'Time: the price is multiplied by the ratio of the price index “{name}” at the valuation date to its value at the price’s date (index at valuation date ÷ index at price date).',
    noTime: 'Time: no price index chosen, the price stays as it is.',
    table: '{row}: factor = conversion coefficient k of the subject ÷ k of the comparable from the table “{table}”.',
    entered: '{row}: per cents entered by hand (factor 1 + per cent), with a reason per column.',
    locationLandValue:
      'Location: factor = (standard land value of the subject ÷ that of the comparable) to the power of {exponent}.',
    locationVendor:
      'Location: factor = 1 + (location score of the subject − that of the comparable) × {pct} % (the service’s score, not an official measure).',
    locationEntered: 'Location: per cents entered by hand, with a reason per column.',
    adjusted: 'Adjusted price per m²: the price after every step; it goes into the statistics.'
  },
  frame: {
    heading: 'About the appraisal report',
    title: '{lead}: sales comparison approach per ImmoWertV 2021, §§ 24 to 26',
    annexOf: {
      number: 'Appendix {n} to the appraisal report',
      numberDated: 'Appendix {n} to the appraisal report of {date}',
      plain: 'Appendix to the appraisal report',
      plainDated: 'Appendix to the appraisal report of {date}'
    },
    reference: 'File number of the appraisal report: {value}',
    appraiser: 'Appraiser: {value}',
    valuationDate: 'Valuation date: {date}',
    qualityDate: 'Date of the property’s condition (Qualitätsstichtag): {date}',
    qualitySame: 'Date of the property’s condition (Qualitätsstichtag): {date} (the valuation date)',
    anonymised:
      'Anonymised reproduction: streets without house numbers, no register numbers; comparables named by kind and number.'
  },
  frameForm: {
    legend: 'Frame of the appendix (appraisal report)',
    reportReference: 'File number of the appraisal report',
    appraiser: 'Appraiser',
    annexNumber: 'Number of the appendix',
    reportDate: 'Date of the appraisal report',
    qualityDate: 'Date of the property’s condition (Qualitätsstichtag)',
    qualityHint: 'Leave empty when it is the valuation date.'
  },
  anonymised: 'Export anonymised (street without house number, no register number)'
}
