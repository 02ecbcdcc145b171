// English UI text: the same keys and placeholders as de.ts.
import type de from './de'
import charts from './charts-en'
import values from './values-en'
import valuation from './valuation-en'
import reports from './reports-en'
import comparables from './comparables-en'
import market from './market-en'
import portfolio from './portfolio-en'
import updates from './updates-en'

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }

const en: Messages<typeof de> = {
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
    skipToContent: 'Skip to content',
    navLabel: 'Main navigation',
    loading: 'Loading …',
    noBridge: 'The connection to the main process is missing. Please restart Lagebild.'
  },
  nav: {
    search: 'Address search',
    report: 'Location report',
    market: 'Market',
    comparables: 'Comparables',
    valuation: 'Valuation',
    portfolio: 'Portfolio',
    library: 'Report library',
    settings: 'Settings'
  },
  export: {
    reportPdf: 'Export as PDF …',
    sections: 'Include',
    section: { map: 'Map', facts: 'Key figures', charts: 'Charts' },
    noSection: 'Please choose at least one part.',
    save: 'Create and save PDF …',
    busy: 'Creating the PDF …',
    saved: 'PDF saved: {path}',
    cancelled: 'Not saved.'
  },
  common: {
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    remove: 'Remove',
    confirm: 'Confirm',
    close: 'Close',
    retry: 'Try again'
  },
  /** Placeholder letters of a date field, in the UI language's order (DD/MM/YYYY). */
  dateField: { day: 'DD', month: 'MM', year: 'YYYY' },
  settings: {
    title: 'Settings',
    connectionsTitle: 'Connections',
    connectionsLead: "Lagebild gets its data through a connection. Each connection's API key is kept in the operating system's keychain; this page only shows whether one is set.",
    generalTitle: 'General',
    language: 'Language',
    languages: { de: 'Deutsch', en: 'English' },
    languageHint: 'The language changes at once.',
    tileUrl: 'Base map tile URL',
    tileUrlHint: 'Must start with https:// (http:// only for a tile server on this computer) and contain {z}, {x} and {y}.',
    tileAllowLocal: 'Allow tile servers on this computer or the local network',
    tileAllowLocalHint: 'For development and tests only. Off, Lagebild fetches map tiles only from public https servers. On, Lagebild asks in a window of its own before it loads tiles from an address you have not confirmed yet.',
    tileUrlInvalid: 'The tile URL must start with http:// or https:// and contain {z}, {x} and {y}.',
    tileAttribution: 'Map attribution',
    cacheSizeCap: 'Offline storage limit (MB)',
    cacheSizeCapHint: 'Between {min} and {max} MB. Pinned reports are never removed.',
    cacheSizeCapInvalid: 'Please enter a whole number between {min} and {max}.',
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
  frame: {
    activeConnection: 'Connection:',
    sampleData: 'Sample data, not for appraisal reports',
    connectionUnknown: 'The active connection could not be read.',
    sandboxRestarted: 'The built-in sandbox had stopped and was started again.'
  },
  startNotices: {
    repairedTitle: 'Settings repaired',
    unreadable: 'The settings file could not be read. Lagebild starts with the default settings; your API keys are unchanged in the system keychain.',
    resetFields: 'Reset to the default because they were invalid: {fields}.',
    droppedConnections: 'Invalid connections removed (all others are kept): {names}.',
    backup: 'The previous file is kept unchanged: {backup}',
    close: 'Close',
    field: {
      connections: 'Connections',
      activeConnectionId: 'Active connection',
      language: 'Language',
      tileUrl: 'Map tile URL',
      tileAttribution: 'Map attribution',
      tileAllowLocal: 'Tile servers on this computer',
      cacheSizeCapMb: 'Offline storage size',
      checkUpdatesAtStart: 'Check for updates at start',
      confirmedOrigins: 'Addresses you confirmed'
    },
    buildingTitle: 'Setting up the sample data',
    buildingText: 'On its first start the built-in sandbox generates its sample market. This takes about a minute once; afterwards it starts in seconds.',
    phase: {
      generate: 'Generating offers',
      index: 'Building the search index',
      snapshot: 'Saving for fast starts'
    },
    progressLabel: 'Progress: {phase}'
  },
  intro: {
    title: 'You are working with sample data',
    what: 'Lagebild starts with its built-in sandbox: a service on this computer with a generated German market (real places and borders, invented offers, prices and figures). It runs without the internet. When a service cannot be reached, what you have seen or saved stays readable: reports, market data, comparables sets and the portfolio as last fetched; photos are queued and uploaded once it can be reached. New queries and changes to the portfolio need the service.',
    notCitable: 'Its figures are not real: nothing from the sandbox may go into an appraisal report. Every screen says so while the sandbox is active.',
    connectVendor: 'For real data, open Settings, enter the API key you received from the vendor in the "Vendor" connection, choose "Test connection" and then "Use this connection".',
    close: 'Understood'
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
    requests: 'Tested with the cheapest requests that prove the key (the service bills only successful answers): {requests}.',
    restrictedEnabled: 'The restricted endpoints (checked: {checked}) are enabled for this key.',
    restrictedNotEnabled: "The restricted endpoints (checked: {checked}) are not enabled for this key. The vendor's sales team enables them.",
    quota: 'Remaining daily quota: {remaining} of {limit} requests.',
    version: 'API version: {version}',
    duration: 'Answered after {ms} ms.',
    testedAt: 'Tested on {time}.'
  },
  errors: {
    title: 'That did not work',
    unauthorized: 'The API key is unknown.',
    unauthorizedHint: 'Please check the key and enter it again.',
    forbidden: 'This endpoint is not enabled for your API key.',
    forbiddenHint: "Restricted endpoints are enabled by the vendor's sales team.",
    validation: 'The service did not accept the input.',
    address_not_found: 'The address or coordinate was not found.',
    not_found: 'The service could not find what was requested.',
    rate_limited: "This key's request quota is used up.",
    rateLimitedReset: 'It resets on {time}.',
    rateLimitedNoReset: 'Please try again later.',
    server_error: 'The service reported an error. Please try again later.',
    offline: 'The service cannot be reached.',
    offlineHint: 'This computer is offline, or no service answers at this address.',
    timeout: 'The service did not answer in time.',
    cancelled: 'The operation was cancelled.',
    invalid_response: "The service's answer could not be read.",
    internalHint: 'Details are in the log: Settings, About Lagebild, Open log folder.',
    invalid_responseHint: 'Perhaps a different service answers at this address; please check the base URL.',
    bad_request: 'The service rejected the request.',
    invalid_argument: 'The input is not valid.',
    keychain_unavailable: "The operating system's keychain cannot be reached, so no API key can be stored or read.",
    keychain_unavailableHint: 'On Linux, Lagebild needs a running, unlocked Secret Service (GNOME Keyring or KWallet).',
    report_damaged: 'This saved report is damaged and can only be deleted.',
    address_changed: 'Not saved: the new fetch resolves to another address than the saved entry. An entry holds versions of the same address only.',
    declined: 'You chose “Cancel” in the Lagebild confirmation window: the change was not made, and nothing was sent to that address.',
    declinedHint: 'If you trust the address, try again and confirm in the window.',
    internal: 'An internal error occurred in Lagebild.',
    no_key: 'No API key is set for this connection.',
    no_keyHint: 'Please save a key first.',
    status: 'HTTP status {status}',
    fieldsLabel: 'Affected fields',
    requestId: 'Request id: {id}'
  },
  fields: {
    name: 'Name',
    baseUrl: 'Base URL',
    tileUrl: 'Tile URL',
    tileAttribution: 'Map attribution',
    cacheSizeCapMb: 'Offline storage limit',
    language: 'Language',
    key: 'API key',
    api_key: 'API key'
  }
}

export default en
