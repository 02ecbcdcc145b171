// English text of the valuation screen. valuation-de.ts has the same keys and placeholders.
import gridv from './grid/grid-en'
import tablesv from './grid/tables-en'
import words from './words-en'

export default {
  gridv,
  tablesv,
  words,
  printQuick: 'The service’s quick valuations',
  exportPdf: 'Valuation as PDF …',
  title: 'Valuation',
  lead: "The service's quick valuations (from asking prices) as a plausibility check, your own comparison value from offers or transaction prices, and both side by side.",
  subject: 'Subject property',
  subjectAddress: "Subject's address",
  subjectFromReport: "Use the open location report's address",
  subjectFromComparables: 'Use the subject of the comparables search',
  subjectSet: 'Set subject',
  subjectMissing: "Enter the subject's address first, or open a location report.",
  subjectAddressMissing: "Please enter the subject's address (at least 3 characters) or open a location report.",
  subjectOrigin: {
    report: 'from the open location report',
    typed: 'entered by you',
    comparables: 'from the comparables search'
  },
  quick: {
    basis:
      "All of the service's quick valuations rest on asking prices (offer data), not on transaction prices: a plausibility check, not a comparison value.",
    caption: 'The quick valuations side by side, difference from {reference}',
    endpoint: 'Endpoint',
    diffEuro: 'Difference (€)',
    diffPct: 'Difference (%)',
    reference: 'reference',
    agree:
      "The endpoints name the same value because they are one method of the service: v1 and v2 are versions of the same valuation from asking prices, and 'alpha' is the deprecated predecessor of the v1 price estimate. Their agreement is therefore no independent confirmation.",
    differ:
      'The endpoints differ: they do not take the same inputs (v1 and v2 have different required and optional fields) or use different versions of the method. The spread shows how much the value depends on these differences.'
  },
  form: 'Property data',
  propertyType: 'Property type',
  subtype: 'Subtype',
  livingArea: 'Living area (m²)',
  landArea: 'Land area (m²)',
  buildingYear: 'Building year',
  condition: 'Condition',
  quality: 'Quality of fittings',
  choose: 'please choose',
  required: 'Required for: {endpoints}',
  optional: 'optional',
  errors: {
    required: 'Please fill in: the valuation needs this value.',
    not_a_number: 'Please enter a number.',
    not_positive: 'The value must be greater than 0.',
    not_whole_year: 'Please enter a year without decimals.',
    year_out_of_range: 'This building year is not possible.',
    not_an_option: 'Please choose one of the offered values.',
    too_large: 'This value is too large for a property; please check it.'
  },
  warnings: {
    below_plausible:
      "Below the range where the vendor's valuations are reliable ({min} to {max}); the valuation still runs, with less weight.",
    above_plausible:
      "Above the range where the vendor's valuations are reliable ({min} to {max}); the valuation still runs, with less weight."
  },
  run: 'Value',
  running: 'Valuing …',
  runHint: 'Sends the property data to every quick valuation that fits the property type.',
  notRunnable: 'Required fields for this property type are still missing (marked).',
  results: 'Quick valuations',
  kinds: {
    light_apartment: 'Quick valuation v2 (apartment)',
    light_house: 'Quick valuation v2 (house)',
    light_apartment_building: 'Quick valuation v2 (apartment building)',
    light_plot: 'Quick valuation v2 (plot)',
    vps_apartments: 'Price estimate v1 (apartments)',
    vps_apartment_buildings: 'Price estimate v1 (apartment buildings)',
    vps_houses: 'Price estimate v1 (houses)',
    vps_plots: 'Price estimate v1 (plots)',
    alpha: 'Valuation alpha (deprecated)'
  },
  value: 'Value',
  confidence: 'Confidence',
  noConfidence:
    'This endpoint gives no confidence: a value without a statement of its uncertainty, a rough guide only.',
  v2Confidence: { poor: 'low', medium: 'medium', high: 'high' },
  v1Confidence: {
    c1: '1 of 5: not reliable',
    c2: '2 of 5: hardly reliable',
    c3: '3 of 5: medium',
    c4: '4 of 5: reliable',
    c5: '5 of 5: very reliable'
  },
  deprecated:
    'Deprecated endpoint: the vendor switches it off{sunset}. Replaced by the v1 price estimates and the v2 quick valuation.',
  sunsetOn: ' on {date}',
  source: 'Source: {connection}, {endpoint}; as of {date}',
  grid: {
    title: 'Comparison value approach, ImmoWertV 2021, §§ 24 to 26',
    lead: 'Each column is a comparable; the rows adjust its price per m² (asking price or transaction price, as the column says) step by step to the subject. Click a cell to see how it was computed.',
    empty: 'No comparables yet. Take the kept offers from "Comparables", or enter a comparable.',
    subjectLivingArea: "Subject's living area (m²)",
    subjectBuildingYear: "Subject's building year",
    valuationDate: 'Valuation date',
    subjectScore: "Subject's location score (0 to 1)",
    discount: 'Offer-to-sale discount (%)',
    discountReason: 'Reason for the discount',
    discountDefault:
      'Default {pct} %: asking prices usually lie above the prices finally paid. Adjust to the local market and give your reason.',
    index: 'Index series for the time adjustment (§ 18)',
    indexName: 'Asking price development (median of asking prices)',
    noIndex: 'none (no time adjustment)',
    indexHint:
      "From the open location report's asking price development; without a report there is no series to choose.",
    scoreFrom: 'Location score of the comparable from the service: {connection}, {endpoint}, as of {date}.',
    scoresLoading: 'Fetching the comparables’ location scores …',
    scoresFilled:
      'Location scores: {filled} of {asked} comparables taken from the service (score of the lowest division, as for the subject); please enter the missing ones.',
    scoresFailed: 'Not available: {reason}',
    locationPerScore: 'Location adjustment per score point (%)',
    tables: 'Conversion coefficients (§ 19)',
    tableSource: 'Source: {source}',
    tableAt: 'at',
    tableK: 'Coefficient',
    weightJustification: 'Reason for the weighting',
    weightHint: 'Equal weights are the default; a different weighting needs a reason.',
    importKept: 'Take the kept comparables ({count})',
    keptRent: 'The kept comparables are rent offers; the grid values for purchase and needs offers for sale.',
    addManual: 'Enter a comparable',
    remove: 'Remove',
    removeLabel: 'Remove comparable {label}',
    label: 'Label',
    pricePerSqm: 'Asking price per m² (€)',
    offerDate: 'Offer date',
    compScore: 'Location score',
    conditionPct: 'Condition (%)',
    locationPct: 'Location (%)',
    weight: 'Weight',
    inputRows: {
      pricePerSqm: 'Asking price per m² (€)',
      livingArea: 'Living area (m²)',
      buildingYear: 'Building year',
      locationScore: 'Location score (0 to 1)',
      conditionPct: 'Condition adjustment (%)',
      locationPct: 'Location adjustment, own (%)',
      weight: 'Weight'
    },
    rows: {
      offerPrice: 'Asking price per m² (offer data)',
      offerDiscount: 'after offer-to-sale discount',
      time: 'after time adjustment',
      livingArea: 'after living-area adjustment',
      buildingYear: 'after building-year adjustment',
      condition: 'after condition adjustment',
      location: 'after location adjustment',
      adjusted: 'adjusted price per m²'
    },
    fallback: {
      no_index: 'no index series chosen: no adjustment',
      no_index_value: 'the index series has no value for this date: no adjustment',
      no_living_area: 'living area unknown: no adjustment',
      no_building_year: 'building year unknown: no adjustment',
      no_location_score: 'no location score: please enter a location adjustment'
    },
    how: 'Computed: {how}',
    factor: 'factor {factor}',
    result: 'Result',
    count: 'Count',
    weightedMean: 'weighted mean per m²',
    median: 'median per m²',
    sd: 'standard deviation per m²',
    cv: 'coefficient of variation',
    indicated: 'provisional comparison value ({basis}) for {area} m²',
    range: 'Range (± 1 standard deviation)',
    issues: {
      no_comparables: 'Without comparables (offers or transactions) there is no comparison value.',
      weights_need_justification: 'The weights differ: please give a reason for the weighting.',
      invalid_weight: 'A weight is invalid (negative or not a number).'
    },
    save: 'Save grid',
    saved: 'Saved on {date}',
    unsaved: 'Unsaved changes',
    cellLabel: '{row}, {label}: {value}'
  },
  plausibility: {
    title: 'Plausibility',
    lead: "Every value for the subject side by side, with its difference from the grid's comparison value (asking-price or transaction basis) and its uncertainty.",
    what: 'Value',
    amount: 'Amount',
    difference: 'Difference',
    uncertainty: 'Uncertainty',
    gridValue: "The grid's comparison value ({basis}; {counts})",
    ciOf: '95 % confidence interval of the mean: {low} to {high}',
    ciCarried:
      '95 % confidence interval of the mean, carried through the same chain (× living area, parking and fitted kitchen, market adjustment, special features, rounding): {low} to {high}',
    stage:
      "Compared at the stage of the grid's comparison value (on the basis of its transaction prices, offers or own cases) after the market adjustment, the property-specific features (boG) and rounding; the grid's interval is carried through the same steps. The quick valuations and the market median hold no boG.",
    marketMedian: 'Market median per m² × living area ({series})',
    marketBasis: 'offer data, median',
    rangeOf: 'range {low} to {high}',
    none: 'No values yet: value the subject or fill the grid.',
    reference: "Reference: the grid's comparison value (asking-price or transaction basis)",
    referenceMedian: 'Reference: median of the values'
  },
  history: {
    title: 'History',
    empty: 'This subject has not been valued yet.',
    open: 'Open',
    openLabel: 'Open the valuation of {date}',
    when: 'When',
    connection: 'Connection',
    inputs: 'Inputs',
    values: 'Results',
    damaged: 'Entry damaged: cannot be read'
  }
}
