// English words for a comparable of the comparison grid, one home for the grid on screen (valuation-grid-en.ts)
// and the annex on paper (annex-en.ts): its price type, its status and the outlier rule that judged it.
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
  }
}
