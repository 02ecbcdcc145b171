// German text. The app frame: the active connection, start notices, the first-start introduction.
export default {
  frame: {
    activeConnection: 'Verbindung:',
    connectionUnknown: 'Die aktive Verbindung konnte nicht gelesen werden.',
    sandboxRestarted: 'Die integrierte Sandbox war beendet und wurde neu gestartet.',
    offline: 'Der Dienst ist nicht erreichbar: Gespeichertes bleibt offen, Neues wird nicht abgerufen.',
    offlineSince: 'Der Dienst ist seit {time} nicht erreichbar: Gespeichertes bleibt offen, Neues wird nicht abgerufen.'
  },
  startNotices: {
    repairedTitle: 'Einstellungen repariert',
    unreadable:
      'Die Einstellungsdatei war nicht lesbar. Lagebild startet mit den Standardeinstellungen; Ihre API-Schlüssel liegen unverändert im Schlüsselbund des Systems.',
    resetFields: 'Auf den Standard zurückgesetzt, weil ungültig: {fields}.',
    droppedConnections: 'Ungültige Verbindungen entfernt (alle anderen sind erhalten): {names}.',
    backup: 'Die vorherige Datei ist unverändert gesichert: {backup}',
    close: 'Schließen',
    field: {
      connections: 'Verbindungen',
      activeConnectionId: 'Aktive Verbindung',
      language: 'Sprache',
      tileUrl: 'Kartenkachel-URL',
      tileAttribution: 'Quellenangabe der Karte',
      tileAllowLocal: 'Kachelserver auf diesem Computer',
      cacheSizeCapMb: 'Größe des Offline-Speichers',
      checkUpdatesAtStart: 'Beim Start nach Updates suchen',
      sampleIntroSeen: 'Einführung in die Beispieldaten geschlossen',
      confirmedOrigins: 'Von Ihnen bestätigte Adressen'
    },
    buildingTitle: 'Die Beispieldaten werden eingerichtet',
    buildingText:
      'Beim ersten Start erzeugt die integrierte Sandbox ihren Beispielmarkt. Das dauert einmalig etwa eine Minute; danach startet sie in Sekunden.',
    phase: {
      generate: 'Angebote erzeugen',
      index: 'Suchindex aufbauen',
      snapshot: 'Für schnelle Starts speichern'
    },
    progressLabel: 'Fortschritt: {phase}'
  },
  intro: {
    title: 'Sie arbeiten mit Beispieldaten',
    what: 'Lagebild startet mit der integrierten Sandbox: einem Dienst auf diesem Computer mit einem erzeugten deutschen Markt (echte Orte und Postleitzahlen, erzeugte Grenzen, erfundene Angebote, Preise und Kennzahlen). Sie läuft ohne Internet. Ist ein Dienst nicht erreichbar, bleibt lesbar, was Sie gesehen oder gespeichert haben: Berichte, Marktdaten, Vergleichssätze und das Portfolio im Stand des letzten Abrufs; Fotos werden vorgemerkt und hochgeladen, sobald er erreichbar ist. Neue Abfragen und Änderungen am Portfolio brauchen den Dienst.',
    notCitable:
      'Ihre Zahlen sind nicht echt: Nichts aus der Sandbox darf in ein Gutachten. Solange die Sandbox aktiv ist, sagt das jeder Bildschirm.',
    connectVendor:
      'Für echte Daten öffnen Sie die Einstellungen, tragen in der Verbindung „Anbieter“ den API-Schlüssel ein, den Sie vom Anbieter erhalten haben, wählen „Verbindung testen“ und dann „Diese Verbindung verwenden“.',
    close: 'Verstanden'
  }
}
