// German words for a comparable of the comparison grid, one home for the grid on screen (valuation-grid-de.ts)
// and the annex on paper (annex-de.ts): its price type, its status and the outlier rule that judged it.
// valuation-words-en.ts has the same keys and placeholders.
export default {
  priceType: { offer: 'Angebotspreis', transaction: 'Kaufpreis (Kaufpreissammlung)', own_case: 'Preis aus eigenem Fall' },
  status: {
    included: 'einbezogen',
    weight_zero: 'Gewicht 0: nicht einbezogen',
    excluded: 'ausgeschlossen',
    outlier: 'Ausreißer: ausgeschieden',
    kept_against_rule: 'Ausreißer nach der Regel, behalten'
  },
  outlierRule: {
    none: 'keine',
    '2sigma': 'mehr als 2 Standardabweichungen vom gewichteten Mittelwert',
    tukey: 'außerhalb der Tukey-Grenzen (1,5 × Interquartilsabstand)'
  },
  outlierReason: {
    '2sigma': '{deviations} Standardabweichungen vom Mittelwert {mean} (Standardabweichung {sd})',
    tukey: {
      below: 'unterhalb der Grenze {fence} (Q1 {q1}, Q3 {q3}, Interquartilsabstand {iqr})',
      above: 'oberhalb der Grenze {fence} (Q1 {q1}, Q3 {q3}, Interquartilsabstand {iqr})'
    }
  }
}
