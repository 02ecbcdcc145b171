// German text of the comparison grid (valuation.gridv). valuation-grid-en.ts has the same keys and placeholders.
export default {
  title: 'Vergleichswertverfahren (ImmoWertV 2021, §§ 24 bis 26): {basis}',
  lead: 'Eine Spalte je Vergleichsobjekt (Angebot, Kaufpreis aus der Kaufpreissammlung oder eigener Fall), die erste ist das Bewertungsobjekt. Die Zeilen passen jeden Preis je m² Schritt für Schritt an; Enter auf einer Schrittzelle zeigt die Berechnung.',
  gridLabel: 'Vergleichsraster',
  row: 'Zeile',
  subject: 'Bewertungsobjekt',
  unknown: 'unbekannt',
  invalidCell: 'Dieser Wert passt nicht in die Zeile; bitte korrigieren (Escape verwirft).',
  keys: 'Tastatur: Pfeiltasten wechseln die Zelle, Enter oder Tippen bearbeitet, Enter bestätigt, Escape verwirft, Tab geht in der Zeile weiter, Strg+Pfeil springt an den Rand (Strg+↓ zur Statuszeile der Spalte); Strg+S speichert; Entf leert eine Zelle, Strg+Entf entfernt die Spalte; in der Zeile „Status“ schließt Enter mit Begründung aus und die Leertaste behält einen Ausreißer.',
  notAnOffer: 'entfällt (kein Angebot)',
  vendorScore: 'Score des Anbieters',
  objectType: 'Objektart im Raster',
  pctProblem: 'Bitte eine Prozentzahl zwischen −100 und 100 eingeben.',
  dateProblem: 'Kein Datum des Kalenders: bitte Tag, Monat und Jahr eingeben, etwa {example}.',
  discountOffersOnly:
    'Der Angebotsabschlag gilt nur für Angebote, nicht für Kaufpreise oder eigene Fälle. Vorgabe {pct} %: Angebotspreise liegen in der Regel über den später erzielten Kaufpreisen; bitte an den örtlichen Markt anpassen und begründen.',
  minimumCount: 'Mindestanzahl Kaufpreise (n)',
  enterLivingArea: 'Wohnfläche eintragen',
  addTransaction: 'Kaufpreis eintragen',
  addOwnCase: 'Eigenen Fall eintragen',
  newColumn: { offer: 'Angebot {n}', transaction: 'Kaufpreis {n}', own_case: 'eigener Fall {n}' },
  tooMany:
    'Das Raster fasst höchstens {limit} Spalten; es hat {have}, {adding} weitere passen nicht hinein. Entfernen Sie Spalten oder übernehmen Sie weniger.',
  saveFailed: 'Das Raster wurde nicht gespeichert: {reason} Ihre Eingaben bleiben erhalten.',
  saveProblem: {
    subject: 'Bewertungsobjekt, {row}',
    column: 'Spalte {n} „{label}“, {row}',
    columnOnly: 'Spalte {n} „{label}“',
    setting: 'Einstellung {path}',
    addressTooLong:
      'Höchstens {n} Zeichen, damit das Raster unter dieser Adresse gespeichert werden kann; sie hat {have}. Bitte kürzen und „Objekt festlegen“.'
  },
  rows: {
    label: 'Bezeichnung',
    priceType: 'Preisart',
    sourceName: 'Quelle (Portal, Gutachterausschuss, Aktenzeichen)',
    sourceNumber: 'Nummer (Angebots-Nr., Kaufpreis-Nr.)',
    address: 'Adresse oder Straße',
    priceDate: 'Datum (Angebots- oder Vertragsdatum)',
    pricePerSqm: 'Preis je m² (Angebotspreis oder Kaufpreis)',
    weight: 'Gewicht',
    livingArea: 'Wohnfläche (m²)',
    buildingYear: 'Baujahr',
    remainingLife: 'Restnutzungsdauer (Jahre)',
    modernisationYear: 'Modernisierung (Jahr)',
    modernisationDegree: 'Modernisierungsgrad',
    condition: 'Zustand',
    furnishing: 'Ausstattung',
    floor: 'Geschoss (0 = EG)',
    floorPosition: 'Lage im Gebäude',
    balcony: 'Balkon/Terrasse',
    elevator: 'Aufzug',
    parkingEuro: 'Stellplatz (€)',
    kitchenEuro: 'Einbauküche (€)',
    landArea: 'Grundstücksfläche (m²)',
    landValue: 'Bodenrichtwert (€/m²)',
    landValueZone: 'Bodenrichtwertzone (nach dem Wert eintragen)',
    landValueStichtag: 'Bodenrichtwert: Stichtag',
    landValueSource: 'Bodenrichtwert: Quelle (z. B. BORIS)',
    locationScore: 'Lagescore des Anbieters (0 bis 1)',
    status: 'Status und Gesamtanpassung'
  },
  steps: {
    price: 'Preis je m² wie angegeben',
    separateItems: 'ohne Stellplatz und Einbauküche',
    objectFeatures: 'ohne besondere Merkmale des Vergleichsobjekts (€)',
    offerDiscount: 'nach Angebotsabschlag (nur Angebote)',
    time: 'nach zeitlicher Anpassung (§ 18)',
    remainingLife: 'nach Anpassung Restnutzungsdauer',
    buildingYear: 'nach Anpassung Baujahr',
    modernisation: 'nach Anpassung Modernisierung',
    livingArea: 'nach Anpassung Wohnfläche',
    condition: 'nach Anpassung Zustand',
    furnishing: 'nach Anpassung Ausstattung',
    floorPosition: 'nach Anpassung Lage im Gebäude',
    balcony: 'nach Anpassung Balkon/Terrasse',
    elevator: 'nach Anpassung Aufzug',
    landArea: 'nach Anpassung Grundstücksfläche',
    location: 'nach Anpassung Lage',
    adjusted: 'angepasster Preis je m²'
  },
  priceKind: { offer: 'Angebotspreis', transaction: 'Kaufpreis', own_case: 'Preis (eigener Fall)' },
  basis: {
    price_offer: 'Angebotspreis laut Angebot.',
    price_transaction: 'Kaufpreis laut Kaufpreissammlung.',
    price_own_case: 'Preis aus einem eigenen Fall.',
    separate_items: 'Stellplatz ({parkingEuro} €) und Einbauküche ({kitchenEuro} €) aus dem Preis herausgerechnet.',
    separate_items_stated:
      'Stellplatz ({parkingEuro} €) und Einbauküche ({kitchenEuro} €) laut Angebot, mit den angesetzten Beträgen aus dem Preis herausgerechnet; Begründung: {reason}',
    object_features:
      'Besondere objektspezifische Merkmale des Vergleichsobjekts ({euro} € zusammen) aus dem Preis herausgerechnet: {features}',
    offer_discount: 'Angebotsabschlag {pct} %; Begründung: {reason}',
    not_an_offer: 'Kein Angebot: kein Angebotsabschlag.',
    index_official:
      'Amtliche Indexreihe „{index}“ ({publisher}, Basis {basePeriod}): {indexAtValuation} am Wertermittlungsstichtag zu {indexAtPrice} am Preisdatum.',
    index_vendor_asking:
      'Angebotspreisreihe des Anbieters „{index}“ (kein amtlicher Index): {indexAtValuation} am Wertermittlungsstichtag zu {indexAtPrice} am Preisdatum.',
    no_index: 'Keine Indexreihe gewählt: keine zeitliche Anpassung.',
    table: 'Umrechnungskoeffizienten „{table}“, Quelle: {citation}, Stichtag {stichtag}, Modell: {model}.',
    table_example: 'Mustertabelle „{table}“ (Beispiel, keine amtlichen Werte).',
    no_table: 'Keine Tabelle für dieses Merkmal: keine Anpassung.',
    entered: 'Eingetragene Anpassung {pct} %; Begründung: {reason}',
    land_value_ratio: 'Verhältnis der Bodenrichtwerte (Objekt zu Vergleichsobjekt).',
    vendor_score: 'Lagescore des Anbieters (kein amtliches Maß).',
    no_location_method: 'Keine Lageanpassung gewählt.',
    total: 'Alle Anpassungen zusammen.',
    example: 'Achtung: Beispieltabelle, durch die Werte des Gutachterausschusses ersetzen.'
  },
  fallback: 'Keine Anpassung: {why}.',
  extrapolated: {
    valuation:
      'Der Wertermittlungsstichtag liegt außerhalb der Indexreihe: fortgeschrieben mit dem Wert von {period} ({date}).',
    price: 'Das Preisdatum liegt außerhalb der Indexreihe: fortgeschrieben mit dem Wert von {period} ({date}).'
  },
  import: {
    title: 'Behaltene Vergleichsobjekte übernehmen',
    pinned: 'nur angeheftete ({n})',
    kept: 'alle behaltenen ({n})',
    limit: 'Das Raster fasst höchstens {limit} Spalten; es hat {have}, es passen noch {room}.',
    tooMany:
      'Die gewählten {n} Angebote passen nicht: Es ist nur noch Platz für {room}. Wählen Sie „nur angeheftete“ oder entfernen Sie Spalten.',
    done: '{n} Angebote übernommen (Preisart Angebot, mit Portal, Angebots-Nr. und Angebotsdatum).',
    donePinned: '{n} angeheftete Angebote übernommen (Preisart Angebot, mit Portal, Angebots-Nr. und Angebotsdatum).'
  },
  index: {
    choose: 'Indexreihe',
    official: 'amtliche Indexreihe eingeben …',
    vendorOption: 'Angebotspreise des Anbieters: {name}',
    vendorWarning:
      'Dies ist die Angebotspreisentwicklung des Anbieters (Median der Angebotspreise), keine amtliche Indexreihe nach § 18. Wenn möglich eine Indexreihe des Gutachterausschusses oder des Statistischen Bundesamts eingeben.',
    name: 'Name der Reihe',
    publisher: 'Herausgeber',
    base: 'Basis (z. B. 2015 = 100)',
    frequency: 'Turnus',
    source: 'Fundstelle und Abrufdatum',
    values: 'Werte (je Zeile: Zeitraum; Wert)',
    valuesHint:
      'Zum Beispiel „2024-Q3; 104,2“ (vierteljährlich), „2024; 101,5“ (jährlich) oder „2024-07; 103“ (monatlich).',
    apply: 'Indexreihe übernehmen',
    midPeriod:
      'Ein Wert gilt zu seinem Bezugszeitpunkt (Anfang, Mitte oder Ende seines Zeitraums, wie veröffentlicht); dazwischen wird linear interpoliert, jenseits des letzten Werts fortgeschrieben, und die Zelle sagt es (⚠).',
    unnamed: 'Indexreihe ohne Namen',
    badLines: 'Nicht lesbar: {lines}',
    noValues: 'Bitte mindestens einen Wert eingeben.'
  },
  location: {
    method: 'Lageanpassung',
    none: 'keine',
    landValueRatio: 'nach Bodenrichtwerten (Verhältnis)',
    vendorScore: 'nach Lagescore des Anbieters',
    exponent: 'Exponent des Verhältnisses',
    reason: 'Begründung der Lageanpassung',
    vendorHint:
      'Der Lagescore ist ein Maß des Anbieters, kein amtliches; Bodenrichtwerte (z. B. aus BORIS) sind vorzuziehen.'
  },
  outliers: {
    rule: 'Ausreißerregel (angepasste Preise)',
    title: 'Von der Regel erkannte Ausreißer',
    reason: 'angepasst {price}: {reason}.',
    kept: 'Trotzdem behalten.',
    assessment: 'Würdigung zu {label} (§ 9 Abs. 2 ImmoWertV)',
    assessmentHint:
      'Warum scheidet der Preis aus oder bleibt er: ungewöhnliche oder persönliche Verhältnisse, Eignung, Fehler in der Angabe …',
    test: 'Ausreißerprüfung: {rule}',
    eliminate: '{label} wieder ausscheiden',
    undo: '{label} trotzdem behalten'
  },
  missing: {
    livingArea:
      'Bitte die Wohnfläche des Bewertungsobjekts eintragen (erste Spalte des Rasters): ohne sie gibt es keinen Wert.',
    valuationDate: 'Bitte den Wertermittlungsstichtag eintragen: ohne ihn keine zeitliche Anpassung.',
    subjectLandValue: 'Bitte den Bodenrichtwert des Bewertungsobjekts eintragen (Lageanpassung nach Bodenrichtwerten).',
    subjectLocationScore: 'Bitte den Lagescore des Bewertungsobjekts eintragen (Lageanpassung nach Lagescore).'
  },
  issues: {
    no_comparables: 'Ohne Vergleichsobjekte gibt es kein Ergebnis.',
    no_included_comparables:
      'Kein Vergleichsobjekt ist einbezogen (alle ausgeschlossen, ausgeschieden oder mit Gewicht 0).',
    below_minimum_count:
      'Einbezogen sind {counts}, also weniger als {min} Kaufpreise: § 24 Abs. 1 verlangt eine ausreichende Zahl von Vergleichspreisen (§ 25), das sind Kaufpreise; Angebote und eigene Fälle zählen nicht mit.',
    weights_need_justification: 'Die Gewichte sind ungleich: Bitte die Gewichtung begründen.',
    invalid_weight: 'Ein Gewicht ist ungültig.',
    large_adjustment:
      'Bei mindestens einem Vergleichsobjekt übersteigen die Anpassungen ±{pct} % netto oder brutto (⚠ in der Statuszeile): Eignung prüfen.',
    index_extrapolated: 'Die Indexreihe wird über ihre Werte hinaus fortgeschrieben (⚠ in der Zeitzeile).',
    offer_basis: 'Das Ergebnis beruht (auch) auf Angeboten: vorläufiger Wert auf Angebotsbasis.',
    example_tables:
      'Es werden Beispieltabellen angewendet: durch die Umrechnungskoeffizienten des Gutachterausschusses ersetzen.',
    discount_needs_reason: 'Bitte den Angebotsabschlag begründen.',
    market_adjustment_needs_reason: 'Bitte die Marktanpassung begründen.',
    special_feature_needs_reason: 'Bitte jedes besondere objektspezifische Grundstücksmerkmal begründen.',
    source_mismatch: 'Bei einer Spalte passt die Quelle nicht zur Preisart.',
    too_many_columns: 'Das Raster hat mehr Spalten, als gespeichert werden können.',
    outlier_rule_cannot_flag:
      'Die Ausreißerregel kann bei n = {tested} keinen Preis erkennen (sie braucht mindestens n = {minimumN}): Es hat keine Ausreißerprüfung stattgefunden.',
    outlier_needs_assessment:
      'Bitte jeden Ausreißer würdigen (§ 9 Abs. 2 ImmoWertV): warum er ausscheidet oder trotzdem bleibt.',
    factor_one_fallback: 'Bei diesen Schritten fehlen Daten; sie rechnen mit Faktor 1, also ohne Anpassung:',
    no_time_adjustment:
      'Keine Indexreihe gewählt: {count} Preise liegen mehr als ein Quartal vor oder nach dem Wertermittlungsstichtag (bis zu {months} Monate) und gehen zeitlich nicht angepasst ein.',
    location_needs_reason:
      'Bitte die Lageanpassung begründen: Exponent bzw. Prozent je Scorepunkt (auch die Vorgabe) zählen erst mit einer Begründung.',
    item_amount_missing:
      'Ein Angebot nennt einen Stellplatz oder eine Einbauküche ohne Betrag in €: bitte den Betrag eintragen (sonst bleibt der Preis unbereinigt).',
    item_amount_needs_reason: 'Bitte die Beträge für Stellplatz und Einbauküche laut Angebot begründen.',
    object_feature_needs_reason:
      'Bitte jedes besondere Merkmal eines Vergleichsobjekts (Sonderumlage, Instandhaltungsstau …) begründen.',
    second_route_grid_tables:
      'Der zweite Weg rechnet mit einer aus dem Raster übernommenen Tabelle (gleiche Quelle): bitte die Umrechnungskoeffizienten des Immobilienrichtwerts bzw. Vergleichsfaktors mit ihrer Quelle eintragen (§ 10).'
  },
  chain: {
    title: 'Vom vorläufigen Vergleichswert zum Vergleichswert (§ 24), auf der Basis der Angebote oder Kaufpreise',
    provisional: 'vorläufiger Vergleichswert ({basis})',
    provisionalHow: '{perSqm} × {area} m² + Stellplatz und Einbauküche {items}',
    market: 'Marktanpassung',
    marketKind: 'Art der Marktanpassung',
    marketNone: 'keine',
    marketPct: 'in %',
    marketEuro: 'in €',
    marketAmount: 'Betrag der Marktanpassung',
    reason: 'Begründung',
    marketAdjusted: 'marktangepasster vorläufiger Vergleichswert ({basis})',
    featureLabel: 'Merkmal',
    featureEuro: 'Betrag (€)',
    featureNew: 'Merkmal',
    featureAdd: 'besonderes objektspezifisches Grundstücksmerkmal hinzufügen',
    features: 'besondere objektspezifische Grundstücksmerkmale zusammen',
    value: 'Vergleichswert ({basis}), gerundet',
    counts: 'Einbezogen: {counts}',
    subgroups: 'Mittelwerte je Preisart (angepasste Preise je m²)',
    rounding: 'Rundungsregel',
    roundNone: 'nicht gerundet',
    roundStep: 'auf volle {step} €',
    roundSig: 'auf {digits} gültige Stellen',
    unrounded: 'ungerundet {value}; Regel: {rule}'
  },
  tables: {
    example: 'Beispiel, keine amtlichen Werte',
    level: 'Ausprägung',
    source: 'Quelle',
    stichtag: 'Stichtag',
    model: 'Modell',
    remove: 'Tabelle „{name}“ entfernen',
    addExample: 'Beispieltabelle „{name}“ hinzufügen'
  },
  second: {
    title: 'Zweiter Weg: Vergleichsfaktor (§ 26)',
    lead: 'Ein veröffentlichter Vergleichsfaktor oder Immobilienrichtwert mit Modell, Stichtag und Quelle, mit den Umrechnungskoeffizienten auf das Bewertungsobjekt umgerechnet, als Gegenprobe zum Raster.',
    add: 'Vergleichsfaktor eingeben',
    kind: 'Art',
    kinds: { vergleichsfaktor: 'Vergleichsfaktor', immobilienrichtwert: 'Immobilienrichtwert' },
    name: 'Bezeichnung',
    value: 'Wert je m² Wohnfläche (€)',
    reference: 'Merkmale des Referenzobjekts (für die Umrechnung)',
    adjustTime: 'mit der Indexreihe auf den Wertermittlungsstichtag anpassen',
    converted: 'umgerechnet',
    steps: 'Umrechnung (k Objekt / k Referenz)',
    difference: 'Unterschied zum Raster',
    noCompare: 'Das Raster hat noch keinen marktangepassten Wert zum Vergleich.',
    differenceIs:
      '{euro} ({pct} %) gegenüber dem marktangepassten vorläufigen Wert des Rasters ({compared}). Ein Unterschied kommt aus der Preisbasis (Angebote gegenüber ausgewerteten Kaufpreisen), dem Stichtag und dem Modell des Faktors.'
  }
}
