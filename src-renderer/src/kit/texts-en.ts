// English text, the same keys and placeholders as texts-de.ts. The words every area shares: the app, the navigation, exports, common words, date fields, error messages, field names.
import type de from './texts-de'
import type { Messages } from './messages'

const en: Messages<typeof de> = {
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
    stored_item_damaged: 'This saved item is damaged and cannot be opened.',
    address_changed:
      'Not saved: the new fetch resolves to another address than the saved entry. An entry holds versions of the same address only.',
    declined:
      'You chose “Cancel” in the Lagebild confirmation window: the change was not made, and nothing was sent to that address.',
    declinedHint: 'If you trust the address, try again and confirm in the window.',
    internal: 'An internal error occurred in Lagebild.',
    no_key: 'No API key is set for this connection.',
    no_keyHint: 'Please save a key first.',
    status: 'HTTP status {status}',
    fieldOther: 'Another entry',
    original: 'Original message',
    field: {
      required: 'Please fill in.',
      maxItems: 'At most {n} entries.',
      minItems: 'At least {n} entries.',
      maxLength: 'At most {n} characters.',
      minLength: 'At least {n} characters.',
      maximum: 'At most {n}.',
      below: 'Less than {n}.',
      minimum: 'At least {n}.',
      above: 'More than {n}.',
      format: 'The form does not fit.',
      integer: 'Please a whole number.',
      number: 'Please a number.',
      text: 'Please a text.',
      yesNo: 'Please yes or no.',
      choice: 'Please one of the values offered.',
      notAnAddress:
        'Is not an address but a text: please give only street, house number, postal code and town (from pasted text the search offers the addresses it finds in it).',
      notFound: 'Does not exist at the service (any more), perhaps because it was deleted meanwhile.',
      invalid: 'Not accepted.'
    },
    fieldsLabel: 'Affected fields',
    requestId: 'Request id: {id}'
  },
  fields: {
    address: 'Address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    coordinates: 'Coordinates',
    comparables: 'Comparables',
    livingArea: 'Living area',
    landArea: 'Land area',
    usableArea: 'Usable area',
    buildingYear: 'Year of construction',
    numberOfRooms: 'Rooms',
    floor: 'Floor',
    currentRent: 'Current net rent',
    propertyType: 'Property type',
    subtype: 'Property subtype',
    condition: 'Condition',
    quality: 'Fittings',
    customId: 'Name',
    externalId: 'External ID',
    parentId: 'Group',
    radius: 'Radius',
    limit: 'Number',
    offset: 'Start of the page',
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
