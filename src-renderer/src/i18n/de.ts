// German UI text. en.ts must have exactly the same keys and placeholders (tests/renderer/i18n.test.ts).
// vue-i18n message syntax: {name} interpolates; never use a literal brace, @ or | in a message.
import charts from './charts-de'
import values from './values-de'
import valuation from './valuation-de'
import reports from './reports-de'
import comparables from './comparables-de'
import market from './market-de'
import portfolio from './portfolio-de'
import updates from './updates-de'

export default {
  ...reports,
  charts,
  comparables,
  market,
  values,
  valuation,
  portfolio,
  updates,
  app: {
    title: 'Lagebild',
    skipToContent: 'Zum Inhalt springen',
    navLabel: 'Hauptnavigation',
    loading: 'Wird geladen …',
    noBridge: 'Die Verbindung zum Hauptprozess fehlt. Bitte Lagebild neu starten.'
  },
  nav: {
    search: 'Adresssuche',
    report: 'Lagebericht',
    market: 'Marktdaten',
    comparables: 'Vergleichsobjekte',
    valuation: 'Bewertung',
    portfolio: 'Portfolio',
    library: 'Berichtsarchiv',
    settings: 'Einstellungen'
  },
  export: {
    reportPdf: 'Als PDF exportieren …',
    sections: 'Enthalten',
    section: { map: 'Karte', facts: 'Kennzahlen', charts: 'Diagramme' },
    noSection: 'Bitte mindestens einen Teil wählen.',
    save: 'PDF erstellen und speichern …',
    busy: 'PDF wird erstellt …',
    saved: 'PDF gespeichert: {path}',
    cancelled: 'Nicht gespeichert.'
  },
  common: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    edit: 'Bearbeiten',
    remove: 'Entfernen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    retry: 'Erneut versuchen'
  },
  /** Placeholder letters of a date field, in the UI language's order (TT.MM.JJJJ). */
  dateField: { day: 'TT', month: 'MM', year: 'JJJJ' },
  settings: {
    title: 'Einstellungen',
    connectionsTitle: 'Verbindungen',
    connectionsLead: 'Lagebild bezieht Daten über eine Verbindung. Der API-Schlüssel jeder Verbindung liegt im Schlüsselbund des Betriebssystems; hier wird nur angezeigt, ob einer gesetzt ist.',
    generalTitle: 'Allgemein',
    language: 'Sprache',
    languages: { de: 'Deutsch', en: 'English' },
    languageHint: 'Die Sprache wird sofort umgestellt.',
    tileUrl: 'Kachel-URL der Hintergrundkarte',
    tileUrlHint: 'Muss mit https:// beginnen (http:// nur für einen Kachelserver auf diesem Computer) und {z}, {x} und {y} enthalten.',
    tileAllowLocal: 'Kachelserver auf diesem Computer oder im lokalen Netz erlauben',
    tileAllowLocalHint: 'Nur für Entwicklung und Tests. Ausgeschaltet lädt Lagebild Kartenkacheln nur von öffentlichen https-Servern. Eingeschaltet fragt Lagebild in einem eigenen Fenster nach, bevor es Kacheln von einer Adresse lädt, die Sie noch nicht bestätigt haben.',
    tileUrlInvalid: 'Die Kachel-URL muss mit http:// oder https:// beginnen und {z}, {x} und {y} enthalten.',
    tileAttribution: 'Quellenangabe der Karte',
    cacheSizeCap: 'Höchstgröße des Offline-Speichers (MB)',
    cacheSizeCapHint: 'Zwischen {min} und {max} MB. Angeheftete Berichte werden nie entfernt.',
    cacheSizeCapInvalid: 'Bitte eine ganze Zahl zwischen {min} und {max} eingeben.',
    saveGeneral: 'Allgemeine Einstellungen speichern',
    saved: 'Gespeichert.',
    aboutTitle: 'Über Lagebild',
    version: 'Version',
    dataDir: 'Datenordner',
    dataDirNote: 'Hier liegen Einstellungen und der Offline-Speicher. API-Schlüssel liegen nie hier, sondern im Schlüsselbund.',
    logDir: 'Protokollordner',
    openLogFolder: 'Protokollordner öffnen',
    logDirNote: 'Wenn etwas schiefgeht, stehen die Einzelheiten in der Protokolldatei hier (API-Schlüssel werden nie hineingeschrieben).',
    loadFailed: 'Die Einstellungen konnten nicht geladen werden.'
  },
  frame: {
    activeConnection: 'Verbindung:',
    sampleData: 'Beispieldaten, nicht für Gutachten',
    connectionUnknown: 'Die aktive Verbindung konnte nicht gelesen werden.',
    sandboxRestarted: 'Die integrierte Sandbox war beendet und wurde neu gestartet.'
  },
  startNotices: {
    repairedTitle: 'Einstellungen repariert',
    unreadable: 'Die Einstellungsdatei war nicht lesbar. Lagebild startet mit den Standardeinstellungen; Ihre API-Schlüssel liegen unverändert im Schlüsselbund des Systems.',
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
      confirmedOrigins: 'Von Ihnen bestätigte Adressen'
    },
    buildingTitle: 'Die Beispieldaten werden eingerichtet',
    buildingText: 'Beim ersten Start erzeugt die integrierte Sandbox ihren Beispielmarkt. Das dauert einmalig etwa eine Minute; danach startet sie in Sekunden.',
    phase: {
      generate: 'Angebote erzeugen',
      index: 'Suchindex aufbauen',
      snapshot: 'Für schnelle Starts speichern'
    },
    progressLabel: 'Fortschritt: {phase}'
  },
  intro: {
    title: 'Sie arbeiten mit Beispieldaten',
    what: 'Lagebild startet mit der integrierten Sandbox: einem Dienst auf diesem Computer mit einem erzeugten deutschen Markt (echte Orte und Grenzen, erfundene Angebote, Preise und Kennzahlen). Sie läuft ohne Internet. Ist ein Dienst nicht erreichbar, bleibt lesbar, was Sie gesehen oder gespeichert haben: Berichte, Marktdaten, Vergleichssätze und das Portfolio im Stand des letzten Abrufs; Fotos werden vorgemerkt und hochgeladen, sobald er erreichbar ist. Neue Abfragen und Änderungen am Portfolio brauchen den Dienst.',
    notCitable: 'Ihre Zahlen sind nicht echt: Nichts aus der Sandbox darf in ein Gutachten. Solange die Sandbox aktiv ist, sagt das jeder Bildschirm.',
    connectVendor: 'Für echte Daten öffnen Sie die Einstellungen, tragen in der Verbindung „Anbieter“ den API-Schlüssel ein, den Sie vom Anbieter erhalten haben, wählen „Verbindung testen“ und dann „Diese Verbindung verwenden“.',
    close: 'Verstanden'
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
    requests: 'Geprüft mit den günstigsten Anfragen, die den Schlüssel bestätigen (der Dienst berechnet nur erfolgreiche Antworten): {requests}.',
    restrictedEnabled: 'Die eingeschränkten Endpunkte (geprüft: {checked}) sind für diesen Schlüssel freigeschaltet.',
    restrictedNotEnabled: 'Die eingeschränkten Endpunkte (geprüft: {checked}) sind für diesen Schlüssel nicht freigeschaltet. Diese schaltet der Vertrieb des Anbieters frei.',
    quota: 'Verbleibendes Tageskontingent: {remaining} von {limit} Abfragen.',
    version: 'API-Version: {version}',
    duration: 'Antwort nach {ms} ms.',
    testedAt: 'Getestet am {time}.'
  },
  errors: {
    title: 'Das hat nicht geklappt',
    unauthorized: 'Der API-Schlüssel ist unbekannt.',
    unauthorizedHint: 'Bitte den Schlüssel prüfen und neu eingeben.',
    forbidden: 'Dieser Endpunkt ist für Ihren API-Schlüssel nicht freigeschaltet.',
    forbiddenHint: 'Eingeschränkte Endpunkte schaltet der Vertrieb des Anbieters frei.',
    validation: 'Der Dienst hat die Angaben nicht angenommen.',
    address_not_found: 'Die Adresse oder Koordinate wurde nicht gefunden.',
    not_found: 'Das Angeforderte wurde beim Dienst nicht gefunden.',
    rate_limited: 'Das Abfragekontingent dieses Schlüssels ist aufgebraucht.',
    rateLimitedReset: 'Es wird am {time} zurückgesetzt.',
    rateLimitedNoReset: 'Bitte später erneut versuchen.',
    server_error: 'Der Dienst hat einen Fehler gemeldet. Bitte später erneut versuchen.',
    offline: 'Der Dienst ist nicht erreichbar.',
    offlineHint: 'Der Rechner ist offline, oder unter dieser Adresse antwortet kein Dienst.',
    timeout: 'Der Dienst hat nicht rechtzeitig geantwortet.',
    cancelled: 'Der Vorgang wurde abgebrochen.',
    invalid_response: 'Die Antwort des Dienstes ließ sich nicht lesen.',
    internalHint: 'Einzelheiten stehen im Protokoll: Einstellungen, Über Lagebild, Protokollordner öffnen.',
    invalid_responseHint: 'Womöglich antwortet unter dieser Adresse ein anderer Dienst; bitte die Basis-URL prüfen.',
    bad_request: 'Der Dienst hat die Anfrage abgelehnt.',
    invalid_argument: 'Die Eingabe ist ungültig.',
    keychain_unavailable: 'Der Schlüsselbund des Betriebssystems ist nicht erreichbar, daher kann kein API-Schlüssel gespeichert oder gelesen werden.',
    keychain_unavailableHint: 'Unter Linux braucht Lagebild einen laufenden, entsperrten Secret Service (GNOME Keyring oder KWallet).',
    report_damaged: 'Dieser gespeicherte Bericht ist beschädigt und kann nur gelöscht werden.',
    address_changed: 'Nicht gespeichert: Der neue Abruf ergibt eine andere Adresse als der gespeicherte Eintrag. Ein Eintrag enthält nur Fassungen derselben Adresse.',
    declined: 'Sie haben im Bestätigungsfenster von Lagebild „Abbrechen“ gewählt: Die Änderung wurde nicht übernommen, und an diese Adresse wurde nichts gesendet.',
    declinedHint: 'Wenn Sie der Adresse vertrauen, versuchen Sie es erneut und bestätigen Sie im Fenster.',
    internal: 'In Lagebild ist ein interner Fehler aufgetreten.',
    no_key: 'Für diese Verbindung ist kein API-Schlüssel gesetzt.',
    no_keyHint: 'Bitte zuerst einen Schlüssel speichern.',
    status: 'HTTP-Status {status}',
    fieldsLabel: 'Betroffene Angaben',
    requestId: 'Anfrage-Kennung: {id}'
  },
  fields: {
    name: 'Name',
    baseUrl: 'Basis-URL',
    tileUrl: 'Kachel-URL',
    tileAttribution: 'Quellenangabe der Karte',
    cacheSizeCapMb: 'Höchstgröße des Offline-Speichers',
    language: 'Sprache',
    key: 'API-Schlüssel',
    api_key: 'API-Schlüssel'
  }
}
