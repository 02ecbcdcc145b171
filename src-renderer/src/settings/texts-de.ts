// German text. The settings screen: general settings, connections, API keys, the connection test.
export default {
  settings: {
    title: 'Einstellungen',
    connectionsTitle: 'Verbindungen',
    connectionsLead:
      'Lagebild bezieht Daten über eine Verbindung. Der API-Schlüssel jeder Verbindung liegt im Schlüsselbund des Betriebssystems; hier wird nur angezeigt, ob einer gesetzt ist.',
    generalTitle: 'Allgemein',
    language: 'Sprache',
    languages: { de: 'Deutsch', en: 'English' },
    languageHint: 'Die Sprache wird sofort umgestellt.',
    tileUrl: 'Kachel-URL der Hintergrundkarte',
    tileUrlHint:
      'Muss mit https:// beginnen (http:// nur für einen Kachelserver auf diesem Computer) und {z}, {x} und {y} im Pfad enthalten (nicht im Host oder Port).',
    tileAllowLocal: 'Kachelserver auf diesem Computer oder im lokalen Netz erlauben',
    tileAllowLocalHint:
      'Nur für Entwicklung und Tests. Ausgeschaltet lädt Lagebild Kartenkacheln nur von öffentlichen https-Servern. Eingeschaltet fragt Lagebild in einem eigenen Fenster nach, bevor es Kacheln von einer Adresse lädt, die Sie noch nicht bestätigt haben.',
    tileUrlInvalid:
      'Die Kachel-URL muss mit http:// oder https:// beginnen und {z}, {x} und {y} im Pfad enthalten (nicht im Host oder Port).',
    tileAttribution: 'Quellenangabe der Karte',
    cacheSizeCap: 'Höchstgröße des Offline-Speichers (MB)',
    cacheSizeCapHint: 'Zwischen {min} und {max} MB. Angeheftete Berichte werden nie entfernt.',
    cacheSizeCapInvalid: 'Bitte eine ganze Zahl zwischen {min} und {max} eingeben.',
    cacheSizeCapNotANumber: '„{typed}“ ist keine Zahl.',
    saveGeneral: 'Allgemeine Einstellungen speichern',
    saved: 'Gespeichert.',
    aboutTitle: 'Über Lagebild',
    version: 'Version',
    dataDir: 'Datenordner',
    dataDirNote:
      'Hier liegen Einstellungen und der Offline-Speicher. API-Schlüssel liegen nie hier, sondern im Schlüsselbund.',
    logDir: 'Protokollordner',
    openLogFolder: 'Protokollordner öffnen',
    logDirNote:
      'Wenn etwas schiefgeht, stehen die Einzelheiten in der Protokolldatei hier (API-Schlüssel werden nie hineingeschrieben).',
    loadFailed: 'Die Einstellungen konnten nicht geladen werden.'
  },
  connections: {
    listLabel: 'Verbindungen',
    empty: 'Es sind noch keine Verbindungen eingerichtet.',
    loadFailed: 'Die Verbindungen konnten nicht geladen werden.',
    kind: { sandbox: 'Eingebaut', vendor: 'Anbieter', custom: 'Eigene' },
    sandboxName: 'Sandbox (eingebaut)',
    vendorName: 'Anbieter',
    sandboxUrl: 'Läuft lokal auf diesem Rechner; die Adresse wird beim Start vergeben.',
    active: 'Aktiv',
    useThis: 'Diese Verbindung verwenden',
    baseUrl: 'Basis-URL',
    name: 'Name',
    add: 'Verbindung hinzufügen',
    addTitle: 'Neue Verbindung',
    editTitle: 'Verbindung bearbeiten',
    removeConfirmTitle: 'Verbindung entfernen?',
    removeConfirm: 'Die Verbindung „{name}“ und ihr API-Schlüssel im Schlüsselbund werden entfernt.',
    nameRequired: 'Bitte einen Namen eingeben.',
    baseUrlInvalid: 'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt.',
    saved: 'Die Verbindung „{name}“ wurde gespeichert.',
    removed: 'Die Verbindung „{name}“ wurde entfernt.',
    activated: '„{name}“ ist jetzt die aktive Verbindung.'
  },
  key: {
    label: 'API-Schlüssel',
    none: 'Kein Schlüssel gesetzt.',
    set: 'Schlüssel gesetzt, endet auf …{last4}',
    setButton: 'Schlüssel speichern',
    replaceButton: 'Schlüssel ersetzen',
    clearButton: 'Schlüssel löschen',
    clearConfirmTitle: 'Schlüssel löschen?',
    clearConfirm: 'Der API-Schlüssel der Verbindung „{name}“ wird aus dem Schlüsselbund gelöscht.',
    saved: 'Der Schlüssel wurde im Schlüsselbund gespeichert.',
    cleared: 'Der Schlüssel wurde gelöscht.',
    required: 'Bitte einen Schlüssel eingeben.',
    sandboxOwn: 'Die eingebaute Sandbox bringt ihren eigenen Schlüssel mit; hier ist nichts einzugeben.',
    storageNote: 'Der Schlüssel wird im Schlüsselbund des Betriebssystems gespeichert und danach nicht mehr angezeigt.'
  },
  test: {
    button: 'Verbindung testen',
    busy: 'Verbindung wird getestet …',
    resultLabel: 'Ergebnis des Verbindungstests',
    ok: 'Die Verbindung funktioniert. Der Dienst hat den Schlüssel angenommen.',
    requests:
      'Geprüft mit den günstigsten Anfragen, die den Schlüssel bestätigen (der Dienst berechnet nur erfolgreiche Antworten): {requests}.',
    restrictedEnabled: 'Die eingeschränkten Endpunkte (geprüft: {checked}) sind für diesen Schlüssel freigeschaltet.',
    restrictedNotEnabled:
      'Die eingeschränkten Endpunkte (geprüft: {checked}) sind für diesen Schlüssel nicht freigeschaltet. Diese schaltet der Vertrieb des Anbieters frei.',
    quota: 'Verbleibendes Tageskontingent: {remaining} von {limit} Abfragen.',
    version: 'API-Version: {version}',
    duration: 'Antwort nach {ms} ms.',
    testedAt: 'Getestet am {time}.'
  }
}
