// German text of the valuation screen. valuation-en.ts has the same keys and placeholders.
import gridv from './grid/grid-de'
import tablesv from './grid/tables-de'
import words from './words-de'

export default {
  gridv,
  tablesv,
  words,
  printQuick: 'Schnellbewertungen des Dienstes',
  exportPdf: 'Bewertung als PDF …',
  title: 'Bewertung',
  lead: 'Schnellbewertungen des Dienstes (aus Angebotspreisen) als Plausibilitätsprüfung, Ihr eigener Vergleichswert aus Angeboten oder Kaufpreisen und beides nebeneinander.',
  subject: 'Bewertungsobjekt',
  subjectAddress: 'Adresse des Objekts',
  subjectFromReport: 'Adresse des geöffneten Lageberichts übernehmen',
  subjectFromComparables: 'Objekt der Vergleichsobjekt-Suche übernehmen',
  subjectSet: 'Objekt festlegen',
  subjectMissing: 'Geben Sie zuerst die Adresse des Objekts ein oder öffnen Sie einen Lagebericht.',
  subjectAddressMissing: 'Bitte die Adresse des Objekts eingeben (mindestens 3 Zeichen) oder einen Lagebericht öffnen.',
  subjectOrigin: {
    report: 'aus dem geöffneten Lagebericht',
    typed: 'von Ihnen eingegeben',
    comparables: 'aus der Vergleichsobjekt-Suche'
  },
  quick: {
    basis:
      'Alle Schnellbewertungen des Dienstes beruhen auf Angebotspreisen (Angebotsdaten), nicht auf Kaufpreisen: eine Plausibilitätsprüfung, kein Vergleichswert.',
    caption: 'Die Schnellbewertungen nebeneinander, Abweichung gegenüber {reference}',
    endpoint: 'Endpunkt',
    diffEuro: 'Abweichung (€)',
    diffPct: 'Abweichung (%)',
    reference: 'Bezug',
    agree:
      'Die Endpunkte nennen denselben Wert, weil sie dasselbe Verfahren des Dienstes sind: v1 und v2 sind Versionen derselben Bewertung aus Angebotspreisen, „alpha“ ist der abgekündigte Vorgänger der Preisschätzung v1. Ihre Übereinstimmung bestätigt den Wert daher nicht unabhängig.',
    differ:
      'Die Endpunkte weichen voneinander ab: Sie nutzen nicht dieselben Angaben (v1 und v2 nehmen verschiedene Pflicht- und Zusatzfelder) oder verschiedene Stände des Verfahrens. Die Spanne zeigt, wie stark der Wert von diesen Unterschieden abhängt.'
  },
  form: 'Objektdaten',
  propertyType: 'Objektart',
  subtype: 'Objekttyp',
  livingArea: 'Wohnfläche (m²)',
  landArea: 'Grundstücksfläche (m²)',
  buildingYear: 'Baujahr',
  condition: 'Zustand',
  quality: 'Ausstattung',
  choose: 'bitte wählen',
  required: 'Pflichtfeld für: {endpoints}',
  optional: 'optional',
  errors: {
    required: 'Bitte ausfüllen: Dieser Wert ist für die Bewertung erforderlich.',
    not_a_number: 'Bitte eine Zahl eingeben.',
    not_positive: 'Der Wert muss größer als 0 sein.',
    not_whole_year: 'Bitte ein Jahr ohne Nachkommastellen eingeben.',
    year_out_of_range: 'Dieses Baujahr ist nicht möglich.',
    not_an_option: 'Bitte einen der angebotenen Werte wählen.',
    too_large: 'Dieser Wert ist für ein Objekt zu groß; bitte prüfen.'
  },
  warnings: {
    below_plausible:
      'Unter dem Bereich, in dem der Anbieter verlässlich bewertet ({min} bis {max}); die Bewertung läuft trotzdem, mit geringerer Aussagekraft.',
    above_plausible:
      'Über dem Bereich, in dem der Anbieter verlässlich bewertet ({min} bis {max}); die Bewertung läuft trotzdem, mit geringerer Aussagekraft.'
  },
  run: 'Bewerten',
  running: 'Bewertung läuft …',
  runHint: 'Sendet die Objektdaten an jede Schnellbewertung, die zur Objektart passt.',
  notRunnable: 'Für diese Objektart fehlen noch Pflichtangaben (markiert).',
  results: 'Schnellbewertungen',
  kinds: {
    light_apartment: 'Schnellbewertung v2 (Wohnung)',
    light_house: 'Schnellbewertung v2 (Haus)',
    light_apartment_building: 'Schnellbewertung v2 (Mehrfamilienhaus)',
    light_plot: 'Schnellbewertung v2 (Grundstück)',
    vps_apartments: 'Preisschätzung v1 (Wohnungen)',
    vps_apartment_buildings: 'Preisschätzung v1 (Mehrfamilienhäuser)',
    vps_houses: 'Preisschätzung v1 (Häuser)',
    vps_plots: 'Preisschätzung v1 (Grundstücke)',
    alpha: 'Bewertung alpha (veraltet)'
  },
  value: 'Wert',
  confidence: 'Konfidenz',
  noConfidence: 'Dieser Endpunkt nennt keine Konfidenz: Wert ohne Angabe zur Unsicherheit, nur als grober Anhalt.',
  v2Confidence: { poor: 'gering', medium: 'mittel', high: 'hoch' },
  v1Confidence: {
    c1: '1 von 5: nicht zuverlässig',
    c2: '2 von 5: wenig zuverlässig',
    c3: '3 von 5: mittel',
    c4: '4 von 5: zuverlässig',
    c5: '5 von 5: sehr zuverlässig'
  },
  deprecated:
    'Veralteter Endpunkt: wird vom Anbieter abgeschaltet{sunset}. Ersetzt durch die Preisschätzung v1 und die Schnellbewertung v2.',
  sunsetOn: ' am {date}',
  source: 'Quelle: {connection}, {endpoint}; Stand {date}',
  grid: {
    title: 'Vergleichswertverfahren nach ImmoWertV 2021, §§ 24 bis 26',
    lead: 'Jede Spalte ist ein Vergleichsobjekt; die Zeilen passen seinen Preis je m² (Angebotspreis oder Kaufpreis, wie in der Spalte genannt) Schritt für Schritt an das Bewertungsobjekt an. Ein Klick auf eine Zelle zeigt, wie sie berechnet wurde.',
    empty:
      'Noch keine Vergleichsobjekte. Übernehmen Sie die behaltenen Angebote aus „Vergleichsobjekte“ oder tragen Sie ein Vergleichsobjekt ein.',
    subjectLivingArea: 'Wohnfläche des Objekts (m²)',
    subjectBuildingYear: 'Baujahr des Objekts',
    valuationDate: 'Wertermittlungsstichtag',
    subjectScore: 'Lagescore des Objekts (0 bis 1)',
    discount: 'Angebotsabschlag (%)',
    discountReason: 'Begründung des Abschlags',
    discountDefault:
      'Vorgabe {pct} %: Angebotspreise liegen in der Regel über den später erzielten Kaufpreisen. Bitte an den örtlichen Markt anpassen und begründen.',
    index: 'Indexreihe für die zeitliche Anpassung (§ 18)',
    indexName: 'Angebotspreisentwicklung (Median der Angebotspreise)',
    noIndex: 'keine (keine zeitliche Anpassung)',
    indexHint:
      'Aus der Angebotspreisentwicklung des geöffneten Lageberichts; ohne Lagebericht steht keine Reihe zur Wahl.',
    scoreFrom: 'Lagescore des Vergleichsobjekts vom Dienst: {connection}, {endpoint}, Stand {date}.',
    scoresLoading: 'Lagescores der Vergleichsobjekte werden abgerufen …',
    scoresFilled:
      'Lagescores: {filled} von {asked} Vergleichsobjekten vom Dienst übernommen (Score des untersten Gebiets, wie beim Bewertungsobjekt); fehlende bitte eintragen.',
    scoresFailed: 'Nicht abrufbar: {reason}',
    locationPerScore: 'Lageanpassung je Scorepunkt (%)',
    tables: 'Umrechnungskoeffizienten (§ 19)',
    tableSource: 'Quelle: {source}',
    tableAt: 'bei',
    tableK: 'Koeffizient',
    weightJustification: 'Begründung der Gewichtung',
    weightHint: 'Gleiche Gewichte sind Vorgabe; eine abweichende Gewichtung braucht eine Begründung.',
    importKept: 'Behaltene Vergleichsobjekte übernehmen ({count})',
    keptRent:
      'Die behaltenen Vergleichsobjekte sind Mietangebote; das Raster ermittelt einen Wert für den Kauf und braucht Kaufangebote oder Kaufpreise.',
    addManual: 'Vergleichsobjekt eintragen',
    remove: 'Entfernen',
    removeLabel: 'Vergleichsobjekt {label} entfernen',
    label: 'Bezeichnung',
    pricePerSqm: 'Angebotspreis je m² (€)',
    offerDate: 'Angebotsdatum',
    compScore: 'Lagescore',
    conditionPct: 'Zustand (%)',
    locationPct: 'Lage (%)',
    weight: 'Gewicht',
    inputRows: {
      pricePerSqm: 'Angebotspreis je m² (€)',
      livingArea: 'Wohnfläche (m²)',
      buildingYear: 'Baujahr',
      locationScore: 'Lagescore (0 bis 1)',
      conditionPct: 'Zustandsanpassung (%)',
      locationPct: 'Lageanpassung, eigene (%)',
      weight: 'Gewicht'
    },
    rows: {
      offerPrice: 'Angebotspreis je m² (Angebotsdaten)',
      offerDiscount: 'nach Angebotsabschlag',
      time: 'nach zeitlicher Anpassung',
      livingArea: 'nach Anpassung Wohnfläche',
      buildingYear: 'nach Anpassung Baujahr',
      condition: 'nach Anpassung Zustand',
      location: 'nach Anpassung Lage',
      adjusted: 'angepasster Preis je m²'
    },
    fallback: {
      no_index: 'keine Indexreihe gewählt: keine Anpassung',
      no_index_value: 'Indexreihe ohne Wert für dieses Datum: keine Anpassung',
      no_living_area: 'Wohnfläche unbekannt: keine Anpassung',
      no_building_year: 'Baujahr unbekannt: keine Anpassung',
      no_location_score: 'kein Lagescore: bitte Lageanpassung eintragen'
    },
    how: 'Berechnung: {how}',
    factor: 'Faktor {factor}',
    result: 'Ergebnis',
    count: 'Anzahl',
    weightedMean: 'gewichtetes Mittel je m²',
    median: 'Median je m²',
    sd: 'Standardabweichung je m²',
    cv: 'Variationskoeffizient',
    indicated: 'vorläufiger Vergleichswert ({basis}) für {area} m²',
    range: 'Spanne (± 1 Standardabweichung)',
    issues: {
      no_comparables: 'Ohne Vergleichsobjekte (Angebote oder Kaufpreise) gibt es keinen Vergleichswert.',
      weights_need_justification: 'Die Gewichte sind ungleich: Bitte die Gewichtung begründen.',
      invalid_weight: 'Ein Gewicht ist ungültig (negativ oder keine Zahl).'
    },
    save: 'Raster speichern',
    saved: 'Gespeichert am {date}',
    unsaved: 'Ungespeicherte Änderungen',
    cellLabel: '{row}, {label}: {value}'
  },
  plausibility: {
    title: 'Plausibilität',
    lead: 'Alle Werte für das Objekt nebeneinander, mit Abweichung vom Vergleichswert des Rasters (auf Angebots- oder Kaufpreisbasis) und der Unsicherheit jedes Werts.',
    what: 'Wert',
    amount: 'Betrag',
    difference: 'Abweichung',
    uncertainty: 'Unsicherheit',
    gridValue: 'Vergleichswert des Rasters ({basis}; {counts})',
    ciOf: '95-%-Konfidenzintervall des Mittelwerts: {low} bis {high}',
    ciCarried:
      '95-%-Konfidenzintervall des Mittelwerts, durch dieselbe Kette geführt (× Wohnfläche, Stellplatz und Einbauküche, Marktanpassung, boG, Rundung): {low} bis {high}',
    stage:
      'Verglichen wird auf der Stufe des Vergleichswerts des Rasters (auf der Basis seiner Kaufpreise, Angebote oder eigenen Fälle) nach Marktanpassung, besonderen objektspezifischen Grundstücksmerkmalen und Rundung; das Intervall des Rasters ist durch dieselben Schritte geführt. Die Schnellbewertungen und der Marktmedian enthalten keine boG.',
    marketMedian: 'Marktmedian je m² × Wohnfläche ({series})',
    marketBasis: 'Angebotsdaten, Median',
    rangeOf: 'Spanne {low} bis {high}',
    none: 'Noch keine Werte: bewerten Sie das Objekt oder füllen Sie das Raster.',
    reference: 'Bezug: Vergleichswert des Rasters (Angebots- oder Kaufpreisbasis)',
    referenceMedian: 'Bezug: Median der Werte'
  },
  history: {
    title: 'Verlauf',
    empty: 'Für dieses Objekt wurde noch nicht bewertet.',
    open: 'Öffnen',
    openLabel: 'Bewertung vom {date} öffnen',
    when: 'Zeitpunkt',
    connection: 'Verbindung',
    inputs: 'Eingaben',
    values: 'Ergebnisse',
    damaged: 'Eintrag beschädigt: nicht lesbar'
  }
}
