// English words of the comparison grid that the grid on screen (valuation-grid-en.ts) and the annex on paper
// (annex-en.ts) share, each in one place: a comparable's price type and status, the outlier rule and its
// reason (the comparables screen names its Tukey rule with outlierRule.tukey too), the object types, the
// levels of the characteristics, an index's frequency, the kind of a price's date, the labels of the
// statistics, the basis of the § 24 chain and why a step made no adjustment. Paper and screen add only their
// frame around these words (a unit, a table cell, a sentence). Condition and furnishing are the service's own
// enumerations, worded once in values-en.ts, which the report's screens read too.
// valuation-words-de.ts has the same keys and placeholders.
import values from '../kit/values/values-en'

export default {
  priceType: {
    offer: 'Asking price',
    transaction: 'Transaction price (transaction register)',
    own_case: 'Price from own case'
  },
  status: {
    included: 'included',
    weight_zero: 'weight 0: not included',
    excluded: 'excluded',
    outlier: 'outlier: eliminated',
    kept_against_rule: 'outlier by the rule, kept'
  },
  outlierRule: {
    none: 'none',
    grubbs: "Grubbs' test (generalised after Rosner), α = 5 %",
    tukey: "outside Tukey's fences (1.5 × interquartile range)"
  },
  outlierReason: {
    grubbs: 'step {step}: G = {g} at n = {n} (mean {mean}, standard deviation {sd}), critical value {critical}',
    grubbsMasked:
      'step {step}: G = {g} at n = {n} (mean {mean}, standard deviation {sd}), critical value {critical}; eliminated because at step {deciding} G exceeds the critical value (another outlier had masked this one)',
    tukey: {
      below: 'below the fence {fence} (Q1 {q1}, Q3 {q3}, interquartile range {iqr})',
      above: 'above the fence {fence} (Q1 {q1}, Q3 {q3}, interquartile range {iqr})'
    }
  },
  objectTypes: { apartment: 'Apartment', house: 'House' },
  values: {
    modernisationDegree: {
      none: 'none',
      minor: 'minor',
      medium: 'medium',
      largely: 'largely',
      comprehensive: 'comprehensive'
    },
    condition: values.condition,
    furnishing: values.quality,
    floorPosition: {
      basement: 'Basement',
      ground: 'Ground floor',
      middle: 'Middle floor',
      top: 'Top floor',
      penthouse: 'Penthouse'
    },
    balcony: {
      none: 'none',
      balcony: 'Balcony',
      loggia: 'Loggia',
      terrace: 'Terrace',
      balcony_or_terrace: 'Balcony or terrace (kind unknown)'
    },
    elevator: { yes: 'yes', no: 'no' },
    modernisationYear: {}
  },
  frequency: { yearly: 'yearly', quarterly: 'quarterly', monthly: 'monthly' },
  dateKind: { offerPublished: 'Listing published', contract: 'Contract date', caseDate: 'Date of the case' },
  stats: {
    n: 'Number included (n)',
    totalWeight: 'Sum of weights',
    effectiveN: 'Effective number (Kish)',
    weightedMean: 'Weighted mean',
    sd: 'Weighted standard deviation',
    median: 'Median',
    min: 'Smallest value',
    max: 'Largest value',
    cv: 'Coefficient of variation',
    se: 'Standard error of the mean',
    ci: '95 % confidence interval of the mean',
    spread: 'Spread of single prices: mean ± 1 standard deviation'
  },
  fallback: {
    no_index: 'no price index',
    no_index_value: 'price index without a value for this date',
    no_valuation_date: 'valuation date missing',
    no_price_date: 'price date missing',
    no_subject_value: "the subject's value is missing",
    no_comparable_value: "the comparable's value is missing",
    no_table_level: 'value missing in the table',
    no_living_area: 'living area missing',
    no_land_value: 'standard land value missing',
    no_location_score: 'location score missing',
    no_item_amount: 'parking space or fitted kitchen stated by the offer without an amount'
  },
  basis: {
    offers: 'asking-price basis',
    mixed: 'mixed, asking-price basis: {offers} of {n} prices are offers',
    mixedOwn: 'mixed: {own} of {n} prices from own cases, which are not transaction prices',
    transactions: 'transaction-price basis',
    own_cases: 'own-case basis (not transaction prices)'
  },
  counts: {
    transactions: { one: '1 transaction price', other: '{n} transaction prices' },
    offers: { one: '1 offer', other: '{n} offers' },
    ownCases: { one: '1 own case', other: '{n} own cases' }
  },
  outlierTest: {
    grubbs:
      "Grubbs' test at n = {n}, α = 5 %, at most {max} outliers, on the unweighted prices: critical value of the first step {critical}, largest possible G at n = {n}: {largest}. The test takes out the farthest price step by step; outliers are all up to the last step whose G exceeds its critical value.",
    tukey: "Tukey's fences at n = {n}: {lower} to {upper} (Q1 {q1}, Q3 {q3}, interquartile range {iqr}).",
    cannot:
      '{rule}: at n = {n} this rule cannot flag any price as an outlier; it needs at least n = {min}. No outlier test has taken place.'
  },
  subgroups: {
    transaction: 'Transaction prices (n = {n}): mean {mean}',
    offer: 'Offers (n = {n}): mean {mean} after the offer discount, {before} without it',
    own_case: 'Own cases (n = {n}): mean {mean}',
    implied:
      'On average the adjusted transaction prices lie {pct} % below the adjusted asking prices without the discount; offer discount chosen: {chosen} %.'
  },
  fallbackFinding: '{step}: factor 1, {why}: {columns}',
  gross: 'net {net}, gross {gross}',
  grossRule:
    'Total adjustment: each step (parking and fitted kitchen, the comparable’s own special features, offer discount, time, characteristics, location) as its amount in €/m² in % of the price as given; net is their sum with signs, gross their sum without. Beyond ±{pct} % net or gross a comparable is doubtful.',
  assessment: 'Assessment (§ 9 (2) ImmoWertV)'
}
