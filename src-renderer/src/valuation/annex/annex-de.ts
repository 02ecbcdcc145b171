// German text of the valuation annex (Anlage zum Gutachten): the comparison grid as printed, as a Word
// table and as a copied table; every comparable identified, every adjustment with its basis.
export default {
  title: 'Anlage: Vergleichswertverfahren nach ImmoWertV 2021, §§ 24 bis 26',
  subject: 'Bewertungsobjekt',
  valuationDate: 'Wertermittlungsstichtag',
  objectType: 'Objektart',
  notGiven: 'nicht angegeben',
  identTitle: 'Vergleichsobjekte ({count})',
  gridTitle: 'Anpassung an das Bewertungsobjekt: Spalten {from} bis {to} von {count}',
  feature: 'Merkmal',
  number: 'Nr.',
  field: {
    label: 'Bezeichnung',
    address: 'Adresse bzw. Straße',
    priceType: 'Preisart',
    source: 'Quelle',
    sourceId: 'Kennung',
    priceDate: 'Datum des Preises (Art)',
    offerEnd: 'Angebotsende',
    pricePerSqm: 'Preis je m² laut Preisart (EUR)',
    totalPrice: 'Gesamtpreis laut Preisart (EUR)',
    origin: 'Herkunft der Angaben',
    weight: 'Gewicht',
    status: 'Status',
    totalAdjustment: 'Anpassung insgesamt'
  },
  dated: '{date} ({kind})',
  source: { offer: 'Portal {portal}', transaction: 'Kaufpreissammlung {board}', own_case: 'Eigene Akte' },
  sourceId: { offer: 'Angebots-Nr. {id}', transaction: 'Kaufpreis-Nr. {id}', own_case: 'Aktenzeichen {id}' },
  origin: {
    connection: 'Verbindung „{name}“, abgerufen {date}',
    import: 'Datei „{file}“, eingelesen {date}',
    typed: 'von Hand eingegeben'
  },
  statusBecause: '{status}: {reason}',
  large: '{pct} % (über ±30 %: zweifelhaft)',
  largeBoth: '{text} (über ±{pct} %: zweifelhaft)',
  char: {
    livingArea: 'Wohnfläche (m²)',
    buildingYear: 'Baujahr',
    remainingLife: 'Restnutzungsdauer (Jahre)',
    modernisation: 'Modernisierung (Jahr, Grad)',
    condition: 'Zustand',
    furnishing: 'Ausstattung',
    floor: 'Geschoss',
    floorPosition: 'Lage im Gebäude',
    balcony: 'Balkon/Terrasse',
    elevator: 'Aufzug',
    parkingEuro: 'Stellplatz (EUR)',
    kitchenEuro: 'Einbauküche (EUR)',
    landArea: 'Grundstücksfläche (m²)',
    landValue: 'Bodenrichtwert (EUR/m², Zone, Stichtag)',
    locationScore: 'Lagescore des Dienstes (0 bis 1)'
  },
  landValue: '{value} (Zone {zone}, {date})',
  row: {
    price: 'Preis je m² laut Preisart',
    separateItems: 'ohne Stellplatz und Einbauküche',
    objectFeatures: 'ohne besondere Merkmale des Vergleichsobjekts',
    offerDiscount: 'Angebotsabschlag',
    time: 'Zeit (§ 18, Indexreihe)',
    livingArea: 'Wohnfläche (§ 19)',
    remainingLife: 'Restnutzungsdauer',
    buildingYear: 'Baujahr',
    modernisation: 'Modernisierung',
    condition: 'Zustand',
    furnishing: 'Ausstattung',
    floorPosition: 'Lage im Gebäude',
    balcony: 'Balkon/Terrasse',
    elevator: 'Aufzug',
    landArea: 'Grundstücksfläche',
    location: 'Lage',
    adjusted: 'Angepasster Preis je m²'
  },
  cell: {
    step: '× {factor} = {price}',
    stepWith: '{figures} = × {factor} = {price}',
    delta: '{figures}{delta} EUR/m² = {price}',
    fig: {
      discount: '1 − {pct} %',
      index: 'Index {atValuation} ÷ {atPrice}',
      k: 'k {kSubject} ÷ {kComparable}',
      landValue: '({subject} ÷ {comparable}) hoch {exponent}',
      score: '({subject} − {comparable}) × {perScore} % = {pct} %',
      entered: 'eingegeben {pct} %',
      perArea: '{euro} EUR ÷ {area} m²: ',
      perTotal: '{euro} EUR Anteil am Gesamtpreis {total} EUR: '
    },
    held: {
      after_last: 'Datum des Preises nach dem letzten Indexwert: Wert von {period} ({date}) gehalten',
      before_first: 'Datum des Preises vor dem ersten Indexwert: Wert von {period} ({date}) gehalten'
    },
    notAnOffer: 'kein Angebot: kein Abschlag',
    fallback: 'keine Anpassung ({why})',
    interpolated: 'Index linear interpoliert'
  },
  bases: {
    title: 'Grundlagen der Anpassungen',
    discount:
      'Angebotsabschlag: {pct} % auf die Angebotspreise ({count} Angebote); Kaufpreise erhalten keinen Abschlag. Begründung: {reason}',
    noReason: 'keine Begründung angegeben',
    indexOfficial: 'Indexreihe: {name} (amtlich bzw. veröffentlicht)',
    indexVendor: 'Indexreihe: {name} (Median der Angebotspreise des Dienstes, kein amtlicher Index)',
    indexFields:
      'Herausgeber: {publisher}; Basis: {base}; {frequency}; Quelle: {source}, abgerufen {date}. Ein Wert gilt zum {reference} seines Zeitraums (Bezugszeitpunkt laut Herausgeber); zwischen zwei Werten wird linear interpoliert.',
    indexReference: { start: 'Anfang', middle: 'Mitte', end: 'Ende' },
    items:
      'Stellplatz und Einbauküche laut Angebot ohne eigenen Betrag: {parking} EUR bzw. {kitchen} EUR aus dem Preis herausgerechnet. Begründung: {reason}',
    objectFeatures:
      'Besondere objektspezifische Grundstücksmerkmale der Vergleichsobjekte, aus ihren Preisen herausgerechnet: {list}',
    indexHead: { period: 'Zeitraum', date: 'gilt zum', value: 'Indexwert' },
    noIndex: 'Keine Indexreihe gewählt: keine Anpassung an die Zeit.',
    heldValuation: {
      after_last:
        'Der Wertermittlungsstichtag {valuationDate} liegt nach dem letzten Wert der Reihe ({period}, gilt zum {date}): für ihn wird dieser Wert gehalten (fortgeschrieben), bei den Nr. {list}.',
      before_first:
        'Der Wertermittlungsstichtag {valuationDate} liegt vor dem ersten Wert der Reihe ({period}, gilt zum {date}): für ihn wird dieser Wert gehalten, bei den Nr. {list}.'
    },
    heldPrice: {
      after_last:
        'Das Datum des Preises liegt nach dem letzten Wert der Reihe ({period}, gilt zum {date}): dieser Wert gehalten bei den Nr. {list}.',
      before_first:
        'Das Datum des Preises liegt vor dem ersten Wert der Reihe ({period}, gilt zum {date}): dieser Wert gehalten bei den Nr. {list}.'
    },
    exampleCitation:
      'Lagebild-Mustertabelle: typischer Verlauf, keine amtlichen Werte; durch die Umrechnungskoeffizienten des örtlichen Gutachterausschusses ersetzen',
    exampleModel: 'Beispiel ohne Modell; Modell des Gutachterausschusses angeben',
    tablesTitle: 'Umrechnungskoeffizienten (§ 19)',
    tableHead: {
      name: 'Tabelle',
      characteristic: 'Merkmal',
      source: 'Quelle',
      stichtag: 'Stichtag',
      model: 'Modell',
      kind: 'Art',
      values: 'Koeffizienten'
    },
    example: 'Beispieltabelle von Lagebild, keine veröffentlichten Koeffizienten',
    published: 'veröffentlicht',
    locationLandValue:
      'Lage: Verhältnis der Bodenrichtwerte (Objekt ÷ Vergleichsobjekt) hoch {exponent}. Begründung: {reason}',
    locationVendor:
      'Lage: Lagescore des Dienstes, {pct} % je ganzem Scorepunkt Unterschied (kein amtliches Maß). Begründung: {reason}',
    locationNone: 'Keine Anpassung der Lage.',
    enteredTitle: 'Von Hand eingegebene Anpassungen',
    enteredHead: { step: 'Schritt', pct: 'Prozent', reason: 'Begründung' },
    weights: 'Gewichtung: {text}',
    equalWeights: 'Alle einbezogenen Vergleichsobjekte mit gleichem Gewicht.'
  },
  stats: {
    title: 'Statistik der angepassten Preise je m²',
    perSqm: '{label} (EUR/m²)',
    ci: '{label} (EUR/m², t = {t}, {df} Freiheitsgrade)',
    none: 'Keine einbezogenen Vergleichsobjekte: keine Statistik.',
    outliersTitle: 'Ausreißerprüfung der angepassten Preise: {rule}',
    outlierHead: { price: 'angepasster Preis je m²', reason: 'Grund', decision: 'Entscheidung' },
    noOutliers: 'Keine Ausreißer nach dieser Regel.',
    noAssessment: 'noch nicht gewürdigt',
    subgroupsTitle: 'Mittelwerte der angepassten Preise je Preisart (EUR/m²):',
    excludedTitle: 'Vom Sachverständigen ausgeschlossen',
    weightZeroTitle: 'Mit Gewicht 0 (in keiner Kennzahl)',
    reasonHead: 'Grund'
  },
  chain: {
    title: 'Vom angepassten Preis je m² zum Vergleichswert (§ 24): Angebots- oder Kaufpreisbasis',
    basisLine:
      'Grundlage: {offers} Angebote, {transactions} Kaufpreise aus der Kaufpreissammlung, {own} eigene Fälle ({basis})',
    perSqm: 'Gewichteter Mittelwert {perSqm} EUR/m² × {area} m² Wohnfläche',
    separate: 'Stellplatz und Einbauküche des Objekts',
    provisional: 'vorläufiger Vergleichswert ({basis})',
    market: 'Marktanpassung: {amount}. Begründung: {reason}',
    noMarket: 'Marktanpassung: keine',
    marketAdjusted: 'marktangepasster vorläufiger Vergleichswert ({basis})',
    feature: 'Besonderes objektspezifisches Grundstücksmerkmal: {label}. Begründung: {reason}',
    unrounded: 'Vergleichswert vor Rundung ({basis})',
    rounding: {
      step: 'Rundung auf volle {step} EUR',
      significant: 'Rundung auf {digits} signifikante Stellen',
      none: 'keine Rundung'
    },
    value: 'Vergleichswert ({basis})',
    amountHead: 'Betrag (EUR)',
    stepHead: 'Schritt',
    none: 'Kein Vergleichswert ({basis}): {missing}',
    missing: {
      livingArea: 'die Wohnfläche des Objekts fehlt',
      valuationDate: 'der Wertermittlungsstichtag fehlt',
      subjectLandValue: 'der Bodenrichtwert des Objekts fehlt',
      subjectLocationScore: 'der Lagescore des Objekts fehlt'
    },
    noIncluded: 'keine einbezogenen Vergleichsobjekte'
  },
  second: {
    title: 'Zweiter Weg (§ 24 Abs. 2 Nr. 2, § 26): {kind}',
    kind: { vergleichsfaktor: 'Vergleichsfaktor', immobilienrichtwert: 'Immobilienrichtwert' },
    facts: '{name}: {value} EUR/m² zum Stichtag {date}; Quelle: {source}; Modell: {model}',
    stepHead: {
      characteristic: 'Merkmal',
      table: 'Tabelle',
      subject: 'Objekt',
      reference: 'Referenzobjekt',
      kSubject: 'k Objekt',
      kReference: 'k Referenz',
      factor: 'Faktor'
    },
    time: 'Zeit: Index zum Wertermittlungsstichtag {atValuation} ÷ zum Stichtag des Faktors {atStichtag} = {factor}',
    converted: 'Umgerechneter Wert je m² (EUR)',
    value: 'Wert nach dem zweiten Weg (EUR)',
    comparedWith: 'Marktangepasster vorläufiger Vergleichswert ({basis}) des Rasters (EUR)',
    difference: 'Unterschied: {euro} EUR ({pct} %)',
    skipped: 'Nicht umgerechnet, weil die Angabe zum Objekt fehlt: {list}',
    none: 'Kein zweiter Weg angegeben.',
    ownTables:
      'Umgerechnet mit den eigenen Umrechnungskoeffizienten des Faktors (§ 10 Modellkonformität), nicht mit denen des Rasters: {list}',
    noTables: 'Ohne eigene Umrechnungskoeffizienten des Faktors: nicht auf das Objekt umgerechnet.'
  },
  sources: {
    extract: {
      reference: 'Auskunft {reference} vom {date}',
      selection: 'Auswahl: {selection}',
      counts: 'geliefert {supplied}, verwendet {used}'
    },
    title: 'Quellen und Stichtage',
    head: { source: 'Quelle', use: 'Verwendet für', date: 'Stichtag bzw. Abruf' },
    connection: 'Verbindung „{name}“ ({kind})',
    kind: {
      sandbox: 'eingebaute Sandbox: Beispieldaten, nicht zitierfähig',
      vendor: 'Dienst des Anbieters',
      custom: 'eigene Verbindung'
    },
    how: { typed: 'von Hand eingegeben', import: 'aus einer Datei eingelesen', connection: 'abgerufen' },
    noBoard: 'Kaufpreissammlung (Gutachterausschuss nicht angegeben)',
    noPortal: 'Angebote (Portal nicht angegeben)',
    use: {
      offer: 'Angebotspreise, {how}',
      transaction: 'Kaufpreise, {how}',
      own_case: 'Preise aus eigenen Fällen, {how}',
      comparables: 'Vergleichsobjekte',
      locationScore: 'Lagescores',
      index: 'Indexreihe',
      table: 'Umrechnungskoeffizienten: {name}',
      landValue: 'Bodenrichtwert Zone {zone}',
      secondRoute: 'Zweiter Weg',
      import: 'Vergleichsobjekte aus Datei'
    }
  },
  issuesTitle: 'Hinweise',
  issue: {
    no_comparables: 'Das Raster hat keine Vergleichsobjekte.',
    no_included_comparables: 'Kein Vergleichsobjekt ist einbezogen.',
    below_minimum_count:
      'Einbezogen sind {counts}, also weniger als {min} Kaufpreise: § 24 Abs. 1 ImmoWertV verlangt eine ausreichende Zahl von Vergleichspreisen (§ 25), das sind Kaufpreise; Angebote und eigene Fälle zählen nicht mit.',
    weights_need_justification: 'Die Gewichte sind ungleich, eine Begründung fehlt.',
    invalid_weight: 'Ein Gewicht ist ungültig.',
    large_adjustment: 'Mindestens ein Vergleichsobjekt ist netto oder brutto um mehr als ±{pct} % angepasst.',
    index_extrapolated: 'Die Zeitanpassung schreibt die Indexreihe über ihr Ende fort.',
    offer_basis:
      'Der Wert beruht ganz oder teilweise auf Angebotspreisen (Angebotsbasis), nicht allein auf Kaufpreisen.',
    example_tables:
      'Es werden Beispieltabellen von Lagebild verwendet, keine veröffentlichten Umrechnungskoeffizienten.',
    discount_needs_reason: 'Der Angebotsabschlag ist nicht begründet.',
    market_adjustment_needs_reason: 'Die Marktanpassung ist nicht begründet.',
    special_feature_needs_reason: 'Ein besonderes objektspezifisches Grundstücksmerkmal ist nicht begründet.',
    source_mismatch: 'Bei einem Vergleichsobjekt passt die Quelle nicht zur Preisart.',
    too_many_columns: 'Das Raster hat mehr Spalten, als gespeichert werden können.',
    outlier_rule_cannot_flag:
      'Die Ausreißerregel kann bei n = {tested} keinen Preis erkennen (sie braucht mindestens n = {minimumN}): Es hat keine Ausreißerprüfung stattgefunden.',
    outlier_needs_assessment: 'Mindestens ein Ausreißer ist nicht gewürdigt (§ 9 Abs. 2 ImmoWertV).',
    factor_one_fallback: 'Bei diesen Schritten fehlten Daten; sie rechnen mit Faktor 1, also ohne Anpassung:',
    no_time_adjustment:
      'Keine Indexreihe gewählt: {count} Preise liegen mehr als ein Quartal vor oder nach dem Wertermittlungsstichtag (bis zu {months} Monate) und gehen zeitlich nicht angepasst ein.',
    location_needs_reason: 'Die Lageanpassung (Exponent bzw. Prozent je Scorepunkt) ist nicht begründet.',
    item_amount_missing:
      'Ein Angebot nennt Stellplatz oder Einbauküche ohne Betrag: sein Preis ist darum nicht bereinigt.',
    item_amount_needs_reason: 'Die Beträge für Stellplatz und Einbauküche laut Angebot sind nicht begründet.',
    object_feature_needs_reason: 'Ein besonderes Merkmal eines Vergleichsobjekts ist nicht begründet.',
    second_route_grid_tables:
      'Der zweite Weg rechnet mit einer aus dem Raster übernommenen Tabelle, nicht mit den eigenen Umrechnungskoeffizienten des Faktors (§ 10).'
  },
  quickTitle: 'Schnellbewertungen des Dienstes (Plausibilitätsprüfung)',
  noGrid: 'Für dieses Objekt ist kein Vergleichsraster gespeichert.',
  wordExport: 'Anlage als Word-Datei …',
  copyTables: 'Anlage als Tabellen kopieren',
  copied: 'Die Tabellen der Anlage sind in der Zwischenablage (fügen sich in Word als Tabellen ein).',
  docxSaved: 'Word-Datei gespeichert: {path}',
  gridHeading: 'Anpassung der Vergleichspreise an das Bewertungsobjekt (§§ 18 bis 20)',
  explain: {
    lead: 'Jede Zeile ist ein Schritt; jede Zelle zeigt die Werte des Schritts, den Faktor (sechs Nachkommastellen) und den Preis je m² danach, so dass jede Zahl nachgerechnet werden kann.',
    price: 'Preis je m²: der gezahlte Kaufpreis bzw. der verlangte Angebotspreis je m² Wohnfläche, wie angegeben.',
    separateItems:
      'Stellplatz und Einbauküche: ihr Eurobetrag wird je m² aus dem Preis genommen (Betrag ÷ Wohnfläche des Vergleichsobjekts); die des Objekts werden am Ende als Eurobeträge zugeschlagen.',
    objectFeatures:
      'Besondere Merkmale des Vergleichsobjekts (Sonderumlage, Instandhaltungsstau, Sondernutzungsrecht …): ihr Eurobetrag wird je m² aus dem Preis genommen (Betrag ÷ Wohnfläche), ein Merkmal, das den Preis gehoben hat, abgezogen, eines, das ihn gesenkt hat, zugeschlagen.',
    offerDiscount:
      'Angebotsabschlag: Angebotspreise werden mit 1 − {pct} % multipliziert, weil verlangte Preise meist über den gezahlten liegen; Kaufpreise bleiben unverändert.',
    time: 'Zeit: der Preis wird mit dem Verhältnis der Indexreihe „{name}“ zum Wertermittlungsstichtag und zum Datum des Preises multipliziert (Index Stichtag ÷ Index Preisdatum).',
    noTime: 'Zeit: keine Indexreihe gewählt, der Preis bleibt unverändert.',
    table: '{row}: Faktor = Umrechnungskoeffizient k des Objekts ÷ k des Vergleichsobjekts aus der Tabelle „{table}“.',
    entered: '{row}: von Hand eingegebene Prozentsätze (Faktor 1 + Prozentsatz), je Spalte begründet.',
    locationLandValue:
      'Lage: Faktor = (Bodenrichtwert des Objekts ÷ Bodenrichtwert des Vergleichsobjekts) hoch {exponent}.',
    locationVendor:
      'Lage: Faktor = 1 + (Lagescore des Objekts − Lagescore des Vergleichsobjekts) × {pct} % (Lagescore des Dienstes, kein amtliches Maß).',
    locationEntered: 'Lage: von Hand eingegebene Prozentsätze, je Spalte begründet.',
    adjusted: 'Angepasster Preis je m²: der Preis nach allen Schritten; er geht in die Statistik ein.'
  },
  frame: {
    heading: 'Angaben zum Gutachten',
    title: '{lead}: Vergleichswertverfahren nach ImmoWertV 2021, §§ 24 bis 26',
    annexOf: {
      number: 'Anlage {n} zum Gutachten',
      numberDated: 'Anlage {n} zum Gutachten vom {date}',
      plain: 'Anlage zum Gutachten',
      plainDated: 'Anlage zum Gutachten vom {date}'
    },
    reference: 'Aktenzeichen des Gutachtens: {value}',
    appraiser: 'Sachverständige(r): {value}',
    valuationDate: 'Wertermittlungsstichtag: {date}',
    qualityDate: 'Qualitätsstichtag: {date}',
    qualitySame: 'Qualitätsstichtag: {date} (entspricht dem Wertermittlungsstichtag)',
    anonymised:
      'Anonymisierte Wiedergabe: Straßen ohne Hausnummer, ohne Kaufpreis-Nr.; Vergleichsobjekte nach Art und laufender Nummer benannt.'
  },
  frameForm: {
    legend: 'Rahmen der Anlage (Gutachten)',
    reportReference: 'Aktenzeichen des Gutachtens',
    appraiser: 'Sachverständige(r)',
    annexNumber: 'Nummer der Anlage',
    reportDate: 'Datum des Gutachtens',
    qualityDate: 'Qualitätsstichtag',
    qualityHint: 'Leer lassen, wenn er dem Wertermittlungsstichtag entspricht.'
  },
  anonymised: 'Anonymisiert ausgeben (Straße ohne Hausnummer, ohne Kaufpreis-Nr.)'
}
