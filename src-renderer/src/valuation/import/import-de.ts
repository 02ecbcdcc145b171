// German text of the Kaufpreis import (a Gutachterausschuss extract into the valuation grid). transactions-en.ts has the same keys.
export default {
  open: 'Kaufpreise importieren …',
  title: 'Kaufpreise aus der Kaufpreissammlung importieren',
  lead: 'Ein Auszug aus der Kaufpreissammlung eines Gutachterausschusses als CSV oder XLSX, so wie Excel ihn speichert. Lagebild liest die Datei nur; sie wird nicht verändert.',
  drop: 'Datei hierher ziehen',
  or: 'oder',
  choose: 'Datei wählen …',
  formats: 'CSV (Semikolon, Windows-1252 oder UTF-8) oder Excel-Arbeitsmappe (.xlsx), bis {mb} MB',
  reading: 'Datei wird gelesen …',
  checking: 'Zeilen werden geprüft: {done} von {total}',
  progressLabel: 'Fortschritt des Imports',
  otherFile: 'Andere Datei wählen',
  file: {
    rows: '{name}: {rows} Zeilen mit Kaufpreisdaten, Kopfzeile in Zeile {header}',
    csv: 'CSV, Zeichensatz {encoding}, Trennzeichen {delimiter}',
    xlsx: 'Excel-Arbeitsmappe, Blatt „{sheet}“',
    emptyRows: '{count} leere Zeilen übersprungen'
  },
  encodings: { utf8: 'UTF-8', utf8bom: 'UTF-8 mit BOM', utf16le: 'UTF-16', windows1252: 'Windows-1252 (ANSI)' },
  delimiters: { semicolon: 'Semikolon', comma: 'Komma', tab: 'Tabulator', other: '{char}' },
  refused: {
    empty: 'Die Datei „{name}“ ist leer.',
    too_large: 'Die Datei „{name}“ ist größer als {mb} MB.',
    binary:
      '„{name}“ ist keine Textdatei. Bitte in Excel als „CSV (Trennzeichen-getrennt)“ oder als Excel-Arbeitsmappe (.xlsx) speichern.',
    xls: '„{name}“ ist eine Excel-Datei im alten Format (.xls). Bitte in Excel als Excel-Arbeitsmappe (.xlsx) oder als „CSV (Trennzeichen-getrennt)“ speichern.',
    pdf: '„{name}“ ist ein PDF. Kaufpreise lassen sich nur aus CSV- oder XLSX-Dateien importieren; bitten Sie den Gutachterausschuss um den Auszug als Tabelle.',
    unreadable_xlsx: '„{name}“ lässt sich nicht als Excel-Arbeitsmappe lesen.',
    no_header: 'In „{name}“ findet sich keine Kopfzeile mit mindestens zwei Spaltennamen.',
    no_rows: '„{name}“ enthält nur die Kopfzeile und keine Kaufpreise.',
    too_many_rows: '„{name}“ hat mehr als {rows} Zeilen.',
    too_many_columns: '„{name}“ hat mehr als {limit} Spalten.',
    too_many_cells: '„{name}“ hat mehr als {limit} Zellen.',
    cell_too_long: 'Eine Zelle in „{name}“ ist länger als {limit} Zeichen.',
    inflates_too_far: '„{name}“ würde entpackt mehr als {limitMb} MB groß und wird nicht gelesen.',
    too_many_entries: '„{name}“ besteht aus mehr als {limit} Teilen und wird nicht als Excel-Arbeitsmappe gelesen.',
    out_of_memory: '„{name}“ lässt sich nicht mit {limit} MB Arbeitsspeicher lesen.',
    too_slow: '„{name}“ ließ sich nicht innerhalb von {limit} Sekunden lesen.',
    not_a_file:
      '„{name}“ ist keine gewöhnliche Datei (sondern ein Ordner, ein Gerät oder eine Pipe) und wird nicht gelesen.'
  },
  source: {
    label: 'Gutachterausschuss',
    hint: 'Jede Spalte nennt ihn als Quelle („Kaufpreissammlung …“); die Zuordnung der Spalten wird für ihn gespeichert.',
    missing: 'Bitte den Gutachterausschuss nennen, aus dessen Kaufpreissammlung der Auszug stammt.',
    remembered: 'Zuordnung vom {date} für „{board}“ übernommen.',
    applied: 'Gespeicherte Zuordnung für „{board}“ angewandt.'
  },
  mapping: {
    title: 'Spalten zuordnen',
    field: 'Feld',
    column: 'Spalte der Datei',
    example: 'Erste Zeile',
    none: '– nicht importieren –',
    required: 'Pflicht',
    eitherPrice: 'Kaufpreis je m² oder gesamt'
  },
  fields: {
    pricePerSqm: 'Kaufpreis je m² Wohnfläche',
    priceTotal: 'Kaufpreis gesamt',
    contractDate: 'Vertragsdatum',
    livingArea: 'Wohnfläche',
    landArea: 'Grundstücksfläche',
    buildingYear: 'Baujahr',
    address: 'Adresse',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    registerId: 'Nummer in der Kaufpreissammlung',
    condition: 'Zustand',
    furnishing: 'Ausstattung',
    floor: 'Geschoss',
    modernisationYear: 'Modernisierungsjahr',
    modernisationDegree: 'Modernisierungsgrad',
    remainingLife: 'Restnutzungsdauer (Jahre)',
    landValue: 'Bodenrichtwert (€/m²)',
    parkingShare: 'Kaufpreisanteil Stellplatz/Garage (€)',
    balcony: 'Balkon/Terrasse',
    elevator: 'Aufzug',
    occupancy: 'vermietet/bezugsfrei',
    unitsInBuilding: 'Größe der Anlage (Wohneinheiten)',
    objectKind: 'Objektart'
  },
  missing: {
    contractDate: 'Ordnen Sie das Vertragsdatum zu.',
    price: 'Ordnen Sie einen Kaufpreis zu (je m² oder gesamt).',
    livingArea: 'Für den Kaufpreis gesamt wird die Wohnfläche gebraucht, um den Kaufpreis je m² zu berechnen.',
    parkingBasis:
      'Bitte angeben, ob die Kaufpreise der Datei den Kaufpreisanteil für Stellplatz/Garage enthalten oder ohne ihn angegeben sind.'
  },
  summary: '{rows} Zeilen: übernehmbar {good}, fehlerhaft {bad}',
  supplied: 'Geliefert: {rows} Kaufpreise; verwendbar: {good}',
  dates: 'Vertragsdaten vom {from} bis {to}',
  limit: 'Die Datei hat {count} Kaufpreise; ein Raster fasst {max}.',
  limitRoom: 'Die Datei hat {count} Kaufpreise; im Raster ist noch Platz für {room} von {max} Spalten.',
  limitHint:
    'Bitte den Auszug verkleinern (etwa in Excel nach Vertragsdatum oder Lage filtern) und erneut importieren. Es wird nichts übernommen.',
  nothing: 'Keine Zeile lässt sich übernehmen.',
  problems: {
    title: 'Fehlerhafte Zeilen: werden nicht übernommen',
    more: '… und {count} weitere Fehler',
    missing: 'Zeile {row}: {column} fehlt',
    not_number: "Zeile {row}: {column} '{value}' ist keine Zahl",
    not_date: "Zeile {row}: {column} '{value}' ist kein Datum",
    not_year: "Zeile {row}: {column} '{value}' ist keine Jahreszahl",
    out_of_range: "Zeile {row}: {column} '{value}' liegt außerhalb des Plausiblen",
    future_date: "Zeile {row}: {column} '{value}' liegt in der Zukunft",
    no_area: 'Zeile {row}: ohne {column} lässt sich der Kaufpreis je m² nicht berechnen',
    duplicate: "Zeile {row}: {column} '{value}' steht mehrfach in der Datei",
    unknown_level: "Zeile {row}: {column} '{value}' ist keine bekannte Stufe",
    price_mismatch:
      "Zeile {row}: {column} '{value}' passt nicht zu Kaufpreis ÷ Wohnfläche ({expected} €/m²); bitte die Angaben prüfen oder den Kaufpreis je m² nicht zuordnen, dann wird er aus Kaufpreis und Wohnfläche berechnet"
  },
  preview: {
    title: 'Vorschau: die ersten {count} Kaufpreise, wie sie übernommen werden',
    row: 'Zeile',
    object: 'Objekt',
    pricePerSqm: 'Kaufpreis €/m²',
    contractDate: 'Vertragsdatum',
    livingArea: 'Wohnfläche m²',
    parkingShare: 'Stellplatz €',
    buildingYear: 'Baujahr',
    register: 'Nr.'
  },
  inquiry: {
    title: 'Auskunft des Gutachterausschusses',
    reference: 'Aktenzeichen der Auskunft',
    date: 'Datum der Auskunft',
    dateInvalid: 'Das ist kein Datum.',
    selection: 'Auswahlkriterien',
    selectionHint:
      'Wonach der Gutachterausschuss die Kaufpreise ausgewählt hat (Teilmarkt, Lage, Zeitraum, Baujahre …); wird mit jeder übernommenen Spalte gespeichert.',
    tolerance:
      'Ein angegebener Kaufpreis je m² wird gegen Kaufpreis ÷ Wohnfläche geprüft; weicht er um mehr als {pct} % oder {euro} € ab (das Größere gilt), ist die Zeile fehlerhaft.'
  },
  parking: {
    title: 'Kaufpreisanteil Stellplatz/Garage',
    included: 'Die Kaufpreise der Datei (gesamt und je m²) enthalten den Stellplatzanteil',
    excluded: 'Die Kaufpreise der Datei sind ohne den Stellplatzanteil angegeben',
    hint: 'Im Raster enthält der Kaufpreis den Stellplatzanteil; die Zeile „ohne Stellplatz und Einbauküche“ nimmt ihn heraus. Ist er in der Datei schon herausgerechnet, wird er beim Import je m² Wohnfläche wieder zugeschlagen.'
  },
  sources: {
    title: 'Auskünfte aus der Kaufpreissammlung',
    line: 'Kaufpreissammlung {board}, Auskunft {reference} vom {date}: geliefert {supplied}, verwendet {used}, davon im Raster {held}.',
    noReference: 'ohne Aktenzeichen',
    noDate: 'unbekannten Datum',
    selection: 'Auswahl: {selection}'
  },
  suppliedUsed: 'Geliefert: {supplied}, verwendet: {used}.',
  take: '{count} Kaufpreise übernehmen',
  taking: 'Wird übernommen …',
  cancel: 'Abbrechen',
  gone: 'Die Datei ist nicht mehr geladen. Bitte erneut wählen.',
  done: '{count} Kaufpreise aus der Kaufpreissammlung {board} übernommen.',
  doneAlready: '{count} Kaufpreise aus der Kaufpreissammlung {board} übernommen; {already} standen schon im Raster.'
}
