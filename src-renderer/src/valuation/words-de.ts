// German words of the comparison grid that the grid on screen (valuation-grid-de.ts) and the annex on paper
// (annex-de.ts) share, each in one place: a comparable's price type and status, the outlier rule and its
// reason (the comparables screen names its Tukey rule with outlierRule.tukey too), the object types, the
// levels of the characteristics, an index's frequency, the kind of a price's date, the labels of the
// statistics, the basis of the § 24 chain and why a step made no adjustment. Paper and screen add only their
// frame around these words (a unit, a table cell, a sentence). Condition and furnishing are the service's own
// enumerations, worded once in values-de.ts, which the report's screens read too.
// valuation-words-en.ts has the same keys and placeholders.
import values from '../kit/values/values-de'

export default {
  priceType: {
    offer: 'Angebotspreis',
    transaction: 'Kaufpreis (Kaufpreissammlung)',
    own_case: 'Preis aus eigenem Fall'
  },
  status: {
    included: 'einbezogen',
    weight_zero: 'Gewicht 0: nicht einbezogen',
    excluded: 'ausgeschlossen',
    outlier: 'Ausreißer: ausgeschieden',
    kept_against_rule: 'Ausreißer nach der Regel, behalten'
  },
  outlierRule: {
    none: 'keine',
    grubbs: 'Grubbs-Test (verallgemeinert nach Rosner), α = 5 %',
    tukey: 'außerhalb der Tukey-Grenzen (1,5 × Interquartilsabstand)'
  },
  outlierReason: {
    grubbs:
      'Schritt {step}: G = {g} bei n = {n} (Mittelwert {mean}, Standardabweichung {sd}), kritischer Wert {critical}',
    grubbsMasked:
      'Schritt {step}: G = {g} bei n = {n} (Mittelwert {mean}, Standardabweichung {sd}), kritischer Wert {critical}; ausgeschieden, weil in Schritt {deciding} G über dem kritischen Wert liegt (ein weiterer Ausreißer hatte diesen verdeckt)',
    tukey: {
      below: 'unterhalb der Grenze {fence} (Q1 {q1}, Q3 {q3}, Interquartilsabstand {iqr})',
      above: 'oberhalb der Grenze {fence} (Q1 {q1}, Q3 {q3}, Interquartilsabstand {iqr})'
    }
  },
  objectTypes: { apartment: 'Wohnung', house: 'Haus' },
  values: {
    modernisationDegree: {
      none: 'keine',
      minor: 'kleine',
      medium: 'mittlere',
      largely: 'überwiegende',
      comprehensive: 'umfassende'
    },
    condition: values.condition,
    furnishing: values.quality,
    floorPosition: {
      basement: 'Souterrain',
      ground: 'Erdgeschoss',
      middle: 'mittleres Geschoss',
      top: 'oberstes Geschoss',
      penthouse: 'Penthouse'
    },
    balcony: {
      none: 'keiner',
      balcony: 'Balkon',
      loggia: 'Loggia',
      terrace: 'Terrasse',
      balcony_or_terrace: 'Balkon oder Terrasse (Art unbekannt)'
    },
    elevator: { yes: 'ja', no: 'nein' },
    modernisationYear: {}
  },
  frequency: { yearly: 'jährlich', quarterly: 'vierteljährlich', monthly: 'monatlich' },
  dateKind: { offerPublished: 'Angebot veröffentlicht', contract: 'Vertragsdatum', caseDate: 'Datum des Falls' },
  stats: {
    n: 'Anzahl einbezogen (n)',
    totalWeight: 'Summe der Gewichte',
    effectiveN: 'Effektive Anzahl (nach Kish)',
    weightedMean: 'Gewichteter Mittelwert',
    sd: 'Gewichtete Standardabweichung',
    median: 'Median',
    min: 'Kleinster Wert',
    max: 'Größter Wert',
    cv: 'Variationskoeffizient',
    se: 'Standardfehler des Mittelwerts',
    ci: '95-%-Konfidenzintervall des Mittelwerts',
    spread: 'Streuung der Einzelpreise: Mittelwert ± 1 Standardabweichung'
  },
  fallback: {
    no_index: 'keine Indexreihe',
    no_index_value: 'Indexreihe ohne Wert für dieses Datum',
    no_valuation_date: 'Wertermittlungsstichtag fehlt',
    no_price_date: 'Preisdatum fehlt',
    no_subject_value: 'Angabe zum Bewertungsobjekt fehlt',
    no_comparable_value: 'Angabe zum Vergleichsobjekt fehlt',
    no_table_level: 'Ausprägung fehlt in der Tabelle',
    no_living_area: 'Wohnfläche fehlt',
    no_land_value: 'Bodenrichtwert fehlt',
    no_location_score: 'Lagescore fehlt',
    no_item_amount: 'Stellplatz oder Einbauküche laut Angebot ohne Betrag'
  },
  basis: {
    offers: 'Angebotsbasis',
    mixed: 'gemischt, Angebotsbasis: {offers} von {n} Preisen sind Angebote',
    mixedOwn: 'gemischt: {own} von {n} Preisen aus eigenen Fällen, keine Kaufpreise',
    transactions: 'Kaufpreisbasis',
    own_cases: 'Basis eigener Fälle (keine Kaufpreise)'
  },
  counts: {
    transactions: { one: '1 Kaufpreis', other: '{n} Kaufpreise' },
    offers: { one: '1 Angebot', other: '{n} Angebote' },
    ownCases: { one: '1 eigener Fall', other: '{n} eigene Fälle' }
  },
  outlierTest: {
    grubbs:
      'Grubbs-Test bei n = {n}, α = 5 %, höchstens {max} Ausreißer, auf die ungewichteten Preise: kritischer Wert im ersten Schritt {critical}, größtmögliches G bei n = {n}: {largest}. Der Test nimmt den entferntesten Preis Schritt für Schritt heraus; Ausreißer sind alle bis zum letzten Schritt, dessen G über seinem kritischen Wert liegt.',
    tukey: 'Tukey-Grenzen bei n = {n}: {lower} bis {upper} (Q1 {q1}, Q3 {q3}, Interquartilsabstand {iqr}).',
    cannot:
      '{rule}: Bei n = {n} kann diese Regel keinen Preis als Ausreißer erkennen, sie braucht mindestens n = {min}. Die Ausreißerprüfung ist damit nicht erfolgt.'
  },
  subgroups: {
    transaction: 'Kaufpreise (n = {n}): Mittelwert {mean}',
    offer: 'Angebote (n = {n}): Mittelwert {mean} nach Angebotsabschlag, {before} ohne ihn',
    own_case: 'eigene Fälle (n = {n}): Mittelwert {mean}',
    implied:
      'Die angepassten Kaufpreise liegen im Mittel {pct} % unter den angepassten Angebotspreisen ohne Abschlag; gewählter Angebotsabschlag: {chosen} %.'
  },
  fallbackFinding: '{step}: Faktor 1, {why}: {columns}',
  gross: 'netto {net}, brutto {gross}',
  grossRule:
    'Gesamtanpassung: jeder Schritt (Stellplatz und Einbauküche, besondere Merkmale des Vergleichsobjekts, Angebotsabschlag, Zeit, Merkmale, Lage) als Betrag in €/m² in % des Preises wie angegeben; netto ist die Summe mit Vorzeichen, brutto die Summe ohne Vorzeichen. Über ±{pct} % netto oder brutto gilt ein Vergleichsobjekt als zweifelhaft.',
  assessment: 'Würdigung (§ 9 Abs. 2 ImmoWertV)'
}
