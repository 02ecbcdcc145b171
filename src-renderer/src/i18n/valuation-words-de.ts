// German words of the comparison grid that the grid on screen (valuation-grid-de.ts) and the annex on paper
// (annex-de.ts) share, each in one place: a comparable's price type and status, the outlier rule and its
// reason (the comparables screen names its Tukey rule with outlierRule.tukey too), the object types, the
// levels of the characteristics and an index's frequency.
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
  },
  objectTypes: { apartment: 'Wohnung', house: 'Haus' },
  values: {
    modernisationDegree: { none: 'keine', minor: 'kleine', medium: 'mittlere', largely: 'überwiegende', comprehensive: 'umfassende' },
    condition: { dilapidated: 'abbruchreif', bad: 'schlecht', moderate: 'mittel', good: 'gut', very_good: 'sehr gut' },
    furnishing: { very_simple: 'sehr einfach', simple: 'einfach', good: 'gut', upscale: 'gehoben', very_upscale: 'stark gehoben' },
    floorPosition: { basement: 'Souterrain', ground: 'Erdgeschoss', middle: 'mittleres Geschoss', top: 'oberstes Geschoss', penthouse: 'Penthouse' },
    balcony: { none: 'keiner', balcony: 'Balkon', loggia: 'Loggia', terrace: 'Terrasse', balcony_or_terrace: 'Balkon oder Terrasse (Art unbekannt)' },
    elevator: { yes: 'ja', no: 'nein' },
    modernisationYear: {}
  },
  frequency: { yearly: 'jährlich', quarterly: 'vierteljährlich', monthly: 'monatlich' }
}
