// German text of the keyboard help panel (F1 or ?) and the keyboard hints.
export default {
  helpTitle: 'Tastenkürzel',
  helpIntro: 'Lagebild lässt sich ganz mit der Tastatur bedienen. Escape schließt diese Liste.',
  close: 'Schließen',
  keys: 'Tasten',
  does: 'Wirkung',
  groups: {
    app: 'Überall',
    nav: 'In der Navigation',
    list: 'In der Liste der Vergleichsobjekte',
    grid: 'Im Vergleichsraster der Bewertung'
  },
  items: {
    search: { keys: 'Strg+L oder /', does: 'Adresssuche öffnen, ins Adressfeld' },
    library: { keys: 'Strg+Umschalt+L', does: 'Berichtsarchiv öffnen' },
    back: { keys: 'Alt+Pfeil links', does: 'Zurück zur vorigen Ansicht' },
    region: { keys: 'F6 / Umschalt+F6', does: 'Nächster / voriger Bereich: Navigation, Formular, Ergebnisse' },
    help: { keys: 'F1 oder ? (nicht in einem Eingabefeld)', does: 'Diese Liste öffnen' },
    escape: { keys: 'Escape', does: 'Diese Liste schließen; der Fokus kehrt zurück' },
    navMove: {
      keys: 'Pfeil auf / ab, Pos1 / Ende',
      does: 'Zwischen den Einträgen wechseln; Eingabe öffnet den Bereich'
    },
    rowMove: { keys: 'Pfeil auf / ab', does: 'Vorige / nächste Zeile (die Liste ist ein Tab-Stopp)' },
    rowJump: { keys: 'Pos1 / Ende, Bild auf / Bild ab', does: 'Erste / letzte Zeile, eine Seite zurück / weiter' },
    pin: { keys: 'Leertaste oder P', does: 'Anheften oder lösen' },
    exclude: { keys: 'X', does: 'Ausschließen (fragt nach dem Grund) oder wieder aufnehmen' },
    compare: { keys: 'C', does: 'Nebeneinander vergleichen oder aus dem Vergleich nehmen' },
    open: { keys: 'Eingabe', does: 'In die Angebotsdetails springen' },
    reason: { keys: 'Eingabe / Escape', does: 'Im Feld für den Grund: ausschließen / abbrechen' },
    sort: {
      keys: 'Pfeil links / rechts (in den Spaltenköpfen)',
      does: 'Spalte wählen; Eingabe oder Leertaste sortiert danach'
    },
    gridMove: {
      keys: 'Pfeiltasten, Pos1 / Ende, Strg+Pos1 / Strg+Ende',
      does: 'Zelle wählen, Zeilenanfang / -ende, erste / letzte Zelle (das Raster ist ein Tab-Stopp)'
    },
    gridPage: {
      keys: 'Bild auf / Bild ab; Tab / Umschalt+Tab',
      does: 'Zehn Zeilen zurück / weiter; entlang der Zeile, am Ende aus dem Raster'
    },
    gridEdit: {
      keys: 'Eingabe oder F2, oder einfach tippen',
      does: 'Zelle bearbeiten (bei einem Rechenschritt: erklären); Eingabe übernimmt, Escape verwirft'
    },
    gridClear: { keys: 'Entf oder Rücktaste', does: 'Wert der Zelle löschen' },
    gridKeep: { keys: 'Leertaste (in der Zeile Status)', does: 'Ausreißer trotzdem behalten oder nicht' },
    gridSave: { keys: 'Strg+S / Strg+Entf', does: 'Raster speichern / Spalte entfernen' },
    backToRow: { keys: 'Escape', does: 'Aus den Angebotsdetails zurück in die Zeile' }
  },
  listHint:
    'Pfeiltasten wählen eine Zeile, Leertaste heftet an, X schließt aus, Eingabe öffnet die Details; F1 zeigt alle Tasten.',
  position: 'Zeile {n} von {count}'
}
