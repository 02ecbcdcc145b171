// German text of app updates (frame indicator, Settings). updates-en.ts has the same keys.
export default {
  regionLabel: 'App-Update',
  downloading: 'Update {version} wird geladen …',
  progressLabel: 'Download von Update {version}',
  ready: 'Update {version} bereit',
  readyAgreed: 'Update {version} wird beim Beenden installiert.',
  installOnQuit: 'Beim Beenden installieren',
  restartNow: 'Jetzt neu starten',
  notes: 'Was ist neu?',
  notesTitle: 'Neu in Version {version}',
  noNotes: 'Zu dieser Version gibt es keine Beschreibung.',
  downloadFailed: 'Update {version} konnte nicht geladen werden.',
  downloadFailedHint:
    'Die Verbindung zum Update-Server ist abgebrochen. Lagebild arbeitet mit der installierten Version weiter.',
  checksumFailedHint:
    'Die geladene Datei stimmte nicht mit der Prüfsumme des Update-Servers überein und wurde verworfen.',
  retry: 'Erneut versuchen',
  title: 'Updates',
  checkAtStart: 'Beim Start nach Updates suchen',
  checkAtStartHint:
    'Lagebild fragt beim Start den Update-Server nach einer neueren Version und lädt sie im Hintergrund. Installiert wird sie erst, wenn Sie zustimmen: beim Beenden oder mit „Jetzt neu starten“.',
  checkNow: 'Jetzt nach Updates suchen',
  installedVersion: 'Installierte Version',
  lastChecked: 'Zuletzt gesucht: {time}',
  state: {
    development: 'Updates sind in dieser Entwicklungs- oder Testversion nicht verfügbar.',
    unsupported:
      'Diese Installation kann sich nicht selbst aktualisieren (unter Linux nur das AppImage). Neue Versionen bitte von Hand installieren.',
    idle: 'In dieser Sitzung wurde noch nicht nach Updates gesucht.',
    checking: 'Es wird nach Updates gesucht …',
    upToDate: 'Lagebild ist auf dem neuesten Stand (Version {version}).',
    offline:
      'Der Update-Server ist nicht erreichbar. Lagebild sucht beim nächsten Start wieder, oder Sie suchen später hier.',
    feedFailed: 'Die Update-Informationen des Servers sind fehlerhaft. Lagebild bleibt bei Version {version}.'
  }
}
