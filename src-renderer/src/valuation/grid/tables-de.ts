// German text of the coefficient tables as published, the index's Bezugszeitpunkt, the offers' stated
// Stellplatz and Einbauküche amounts and the comparables' own boG (valuation.tablesv). tables-en.ts has
// the same keys and placeholders.
export default {
  newTitle: 'Neue Tabelle aus einer Veröffentlichung',
  characteristic: 'Merkmal der neuen Tabelle',
  newBlank: 'Leere Tabelle anlegen',
  blankName: '{characteristic} (eigene Tabelle)',
  name: 'Name der Tabelle',
  newAt: 'Neue Stützstelle',
  newLevel: 'Neue Ausprägung',
  newK: 'k der neuen Zeile',
  addEntry: 'Zeile hinzufügen',
  removeEntry: 'Zeile {n} von „{name}“ entfernen',
  remove: 'entfernen',
  paste: 'Aus dem Grundstücksmarktbericht einfügen (je Zeile: Wert und k, getrennt durch Tabulator oder Semikolon)',
  pasteHint:
    'Wie veröffentlicht, mit Dezimalkomma, etwa „35;1,12“ oder aus einer Tabelle kopiert; eine Überschriftszeile ohne Zahlen wird übergangen. Die eingefügten Zeilen ersetzen die Werte der Tabelle.',
  pasteApply: 'Eingefügte Werte übernehmen',
  pasted: '{n} Zeilen übernommen.',
  pasteProblem: {
    columns: 'Zeile {line} („{text}“): zwei Spalten erwartet, Wert und k, getrennt durch Tabulator oder Semikolon.',
    key: 'Zeile {line} („{text}“): Die erste Spalte ist {what}.',
    keyNumeric: 'keine Zahl',
    keyLevel: 'keine Ausprägung dieses Merkmals',
    k: 'Zeile {line} („{text}“): k ist keine positive Zahl bis 100 (mit Dezimalkomma, etwa 0,95).',
    duplicate: 'Zeile {line} („{text}“): Dieser Wert steht schon in einer früheren Zeile.',
    too_many: 'Zeile {line}: Eine Tabelle hat höchstens {max} Zeilen.',
    empty: 'Es wurden keine Werte eingefügt.'
  },
  entryProblem: {
    duplicate: 'Diese Stützstelle bzw. Ausprägung steht schon in der Tabelle.',
    too_many: 'Eine Tabelle hat höchstens {max} Zeilen.',
    invalid_k: 'k muss eine positive Zahl bis 100 sein.',
    number: 'Bitte eine Zahl eingeben.'
  },
  problem: {
    empty: 'Die Tabelle hat noch keine Werte und wird nicht angewendet.',
    invalid_k: 'Ein k ist keine positive Zahl: Die Tabelle wird nicht angewendet.',
    duplicate_at: 'Ein Wert steht zweimal in der Tabelle: Sie wird nicht angewendet.'
  },
  exampleStays:
    'Beispielwerte: Die Markierung bleibt, bis die Werte geändert sind (eine eingetragene Quelle allein genügt nicht).',
  routeTitle: 'Umrechnungskoeffizienten des Faktors (eigene Tabellen, § 10)',
  routeHint:
    'Der zweite Weg rechnet nur mit diesen Tabellen, die mit dem Vergleichsfaktor bzw. Immobilienrichtwert veröffentlicht sind, nicht mit denen des Rasters.',
  indexReference: 'Bezugszeitpunkt der Werte (laut Herausgeber)',
  reference: { start: 'Anfang des Zeitraums', middle: 'Mitte des Zeitraums', end: 'Ende des Zeitraums' },
  items: {
    title: 'Stellplatz und Einbauküche laut Angebot',
    lead: '{parking} Angebote nennen einen Stellplatz, {kitchen} eine Einbauküche. Diese Beträge werden aus ihren Preisen herausgerechnet; ein eigener Betrag einer Spalte geht vor.',
    parking: 'Stellplatz laut Angebot (€)',
    kitchen: 'Einbauküche laut Angebot (€)',
    reason: 'Begründung der Beträge',
    euroProblem: 'Bitte einen Betrag in € eingeben (0 oder mehr).',
    flagged: 'laut Angebot vorhanden (Betrag des Rasters)'
  },
  features: {
    title: 'Besondere objektspezifische Merkmale der Vergleichsobjekte (€)',
    lead: 'Sonderumlage, Instandhaltungsstau, Sondernutzungsrecht …: Betrag in €, um den das Merkmal den Preis des Vergleichsobjekts erhöht (+) oder gemindert (−) hat; er wird vor dem Vergleich herausgerechnet.',
    column: 'Vergleichsobjekt',
    label: 'Merkmal',
    euro: 'Betrag (€, + erhöht, − gemindert)',
    reason: 'Begründung',
    add: 'Merkmal hinzufügen',
    remove: '„{label}“ von {column} entfernen',
    euroProblem: 'Bitte einen Betrag in € eingeben, etwa −8.000.',
    labelProblem: 'Bitte das Merkmal benennen.'
  }
}
