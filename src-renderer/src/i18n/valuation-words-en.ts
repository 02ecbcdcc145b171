// English words of the comparison grid that the grid on screen (valuation-grid-en.ts) and the annex on paper
// (annex-en.ts) share, each in one place: a comparable's price type and status, the outlier rule and its
// reason (the comparables screen names its Tukey rule with outlierRule.tukey too), the object types, the
// levels of the characteristics and an index's frequency.
// valuation-words-de.ts has the same keys and placeholders.
export default {
  priceType: { offer: 'Asking price', transaction: 'Transaction price (transaction register)', own_case: 'Price from own case' },
  status: {
    included: 'included',
    weight_zero: 'weight 0: not included',
    excluded: 'excluded',
    outlier: 'outlier: eliminated',
    kept_against_rule: 'outlier by the rule, kept'
  },
  outlierRule: {
    none: 'none',
    '2sigma': 'more than 2 standard deviations from the weighted mean',
    tukey: "outside Tukey's fences (1.5 × interquartile range)"
  },
  outlierReason: {
    '2sigma': '{deviations} standard deviations from the mean {mean} (standard deviation {sd})',
    tukey: {
      below: 'below the fence {fence} (Q1 {q1}, Q3 {q3}, interquartile range {iqr})',
      above: 'above the fence {fence} (Q1 {q1}, Q3 {q3}, interquartile range {iqr})'
    }
  },
  objectTypes: { apartment: 'Apartment', house: 'House' },
  values: {
    modernisationDegree: { none: 'none', minor: 'minor', medium: 'medium', largely: 'largely', comprehensive: 'comprehensive' },
    condition: { dilapidated: 'dilapidated', bad: 'bad', moderate: 'moderate', good: 'good', very_good: 'very good' },
    furnishing: { very_simple: 'very simple', simple: 'simple', good: 'good', upscale: 'upscale', very_upscale: 'very upscale' },
    floorPosition: { basement: 'Basement', ground: 'Ground floor', middle: 'Middle floor', top: 'Top floor', penthouse: 'Penthouse' },
    balcony: { none: 'none', balcony: 'Balcony', loggia: 'Loggia', terrace: 'Terrace', balcony_or_terrace: 'Balcony or terrace (kind unknown)' },
    elevator: { yes: 'yes', no: 'no' },
    modernisationYear: {}
  },
  frequency: { yearly: 'yearly', quarterly: 'quarterly', monthly: 'monthly' }
}
