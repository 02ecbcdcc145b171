// English text of app updates (frame indicator, Settings). updates-de.ts has the same keys.
export default {
  regionLabel: 'App update',
  downloading: 'Downloading update {version} …',
  progressLabel: 'Download of update {version}',
  ready: 'Update {version} ready',
  readyAgreed: 'Update {version} will be installed when you quit.',
  installOnQuit: 'Install when I quit',
  restartNow: 'Restart now',
  notes: 'What’s new?',
  notesTitle: 'New in version {version}',
  noNotes: 'There is no description of this version.',
  downloadFailed: 'Update {version} could not be downloaded.',
  downloadFailedHint: 'The connection to the update server was lost. Lagebild carries on with the installed version.',
  checksumFailedHint: 'The downloaded file did not match the update server’s checksum and was discarded.',
  retry: 'Try again',
  title: 'Updates',
  checkAtStart: 'Check for updates at start',
  checkAtStartHint:
    'At start, Lagebild asks the update server for a newer version and downloads it in the background. It is installed only once you agree: when you quit, or with “Restart now”.',
  checkNow: 'Check for updates now',
  installedVersion: 'Installed version',
  lastChecked: 'Last checked: {time}',
  state: {
    development: 'Updates are not available in this development or test build.',
    unsupported:
      'This installation cannot update itself (on Linux only the AppImage can). Please install new versions by hand.',
    idle: 'Lagebild has not checked for updates in this session.',
    checking: 'Checking for updates …',
    upToDate: 'Lagebild is up to date (version {version}).',
    offline: 'The update server cannot be reached. Lagebild checks again at the next start, or check here later.',
    feedFailed: 'The update server’s information is faulty. Lagebild stays at version {version}.'
  }
}
