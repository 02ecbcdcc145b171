// English text, the same keys and placeholders as texts-de.ts. The settings screen: general settings, connections, API keys, the connection test.
import type de from './texts-de'
import type { Messages } from '../kit/messages'

const en: Messages<typeof de> = {
  settings: {
    title: 'Settings',
    connectionsTitle: 'Connections',
    connectionsLead:
      "Lagebild gets its data through a connection. Each connection's API key is kept in the operating system's keychain; this page only shows whether one is set.",
    generalTitle: 'General',
    language: 'Language',
    languages: { de: 'Deutsch', en: 'English' },
    languageHint: 'The language changes at once.',
    tileUrl: 'Base map tile URL',
    tileUrlHint:
      'Must start with https:// (http:// only for a tile server on this computer) and contain {z}, {x} and {y} in its path (not in the host or port).',
    tileAllowLocal: 'Allow tile servers on this computer or the local network',
    tileAllowLocalHint:
      'For development and tests only. Off, Lagebild fetches map tiles only from public https servers. On, Lagebild asks in a window of its own before it loads tiles from an address you have not confirmed yet.',
    tileUrlInvalid:
      'The tile URL must start with http:// or https:// and contain {z}, {x} and {y} in its path (not in the host or port).',
    tileAttribution: 'Map attribution',
    cacheSizeCap: 'Offline storage limit (MB)',
    cacheSizeCapHint: 'Between {min} and {max} MB. Pinned reports are never removed.',
    cacheSizeCapInvalid: 'Please enter a whole number between {min} and {max}.',
    cacheSizeCapNotANumber: '“{typed}” is not a number.',
    saveGeneral: 'Save general settings',
    saved: 'Saved.',
    aboutTitle: 'About Lagebild',
    version: 'Version',
    dataDir: 'Data folder',
    dataDirNote: 'Settings and the offline storage live here. API keys never do; they are in the keychain.',
    logDir: 'Log folder',
    openLogFolder: 'Open log folder',
    logDirNote: 'When something goes wrong, the details are in the log file here (API keys are never written to it).',
    loadFailed: 'The settings could not be loaded.'
  },
  connections: {
    listLabel: 'Connections',
    empty: 'No connections have been set up yet.',
    loadFailed: 'The connections could not be loaded.',
    kind: { sandbox: 'Built in', vendor: 'Vendor', custom: 'Custom' },
    sandboxName: 'Sandbox (built in)',
    vendorName: 'Vendor',
    sandboxUrl: 'Runs locally on this computer; its address is assigned when it starts.',
    active: 'Active',
    useThis: 'Use this connection',
    baseUrl: 'Base URL',
    name: 'Name',
    add: 'Add connection',
    addTitle: 'New connection',
    editTitle: 'Edit connection',
    removeConfirmTitle: 'Remove connection?',
    removeConfirm: 'The connection “{name}” and its API key in the keychain will be removed.',
    nameRequired: 'Please enter a name.',
    baseUrlInvalid: 'Please enter an address that starts with http:// or https://.',
    saved: 'The connection “{name}” has been saved.',
    removed: 'The connection “{name}” has been removed.',
    activated: '“{name}” is now the active connection.'
  },
  key: {
    label: 'API key',
    none: 'No key set.',
    set: 'Key set, ends in …{last4}',
    setButton: 'Save key',
    replaceButton: 'Replace key',
    clearButton: 'Delete key',
    clearConfirmTitle: 'Delete key?',
    clearConfirm: 'The API key of the connection “{name}” will be deleted from the keychain.',
    saved: 'The key has been saved in the keychain.',
    cleared: 'The key has been deleted.',
    required: 'Please enter a key.',
    sandboxOwn: 'The built-in sandbox brings its own key; there is nothing to enter here.',
    storageNote: "The key is stored in the operating system's keychain and is not shown again."
  },
  test: {
    button: 'Test connection',
    busy: 'Testing the connection …',
    resultLabel: 'Connection test result',
    ok: 'The connection works. The service accepted the key.',
    requests:
      'Tested with the cheapest requests that prove the key (the service bills only successful answers): {requests}.',
    restrictedEnabled: 'The restricted endpoints (checked: {checked}) are enabled for this key.',
    restrictedNotEnabled:
      "The restricted endpoints (checked: {checked}) are not enabled for this key. The vendor's sales team enables them.",
    quota: 'Remaining daily quota: {remaining} of {limit} requests.',
    version: 'API version: {version}',
    duration: 'Answered after {ms} ms.',
    testedAt: 'Tested on {time}.'
  }
}

export default en
