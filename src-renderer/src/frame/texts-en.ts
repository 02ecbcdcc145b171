// English text, the same keys and placeholders as texts-de.ts. The app frame: the active connection, start notices, the first-start introduction.
import type de from './texts-de'
import type { Messages } from '../kit/messages'

const en: Messages<typeof de> = {
  frame: {
    activeConnection: 'Connection:',
    connectionUnknown: 'The active connection could not be read.',
    sandboxRestarted: 'The built-in sandbox had stopped and was started again.',
    offline: 'The service cannot be reached: what is saved stays open, nothing new is fetched.',
    offlineSince: 'The service has been unreachable since {time}: what is saved stays open, nothing new is fetched.'
  },
  startNotices: {
    repairedTitle: 'Settings repaired',
    unreadable:
      'The settings file could not be read. Lagebild starts with the default settings; your API keys are unchanged in the system keychain.',
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
      sampleIntroSeen: 'Sample-data introduction closed',
      confirmedOrigins: 'Addresses you confirmed'
    },
    buildingTitle: 'Setting up the sample data',
    buildingText:
      'On its first start the built-in sandbox generates its sample market. This takes about a minute once; afterwards it starts in seconds.',
    phase: {
      generate: 'Generating offers',
      index: 'Building the search index',
      snapshot: 'Saving for fast starts'
    },
    progressLabel: 'Progress: {phase}'
  },
  intro: {
    title: 'You are working with sample data',
    what: 'Lagebild starts with its built-in sandbox: a service on this computer with a generated German market (real places and postal codes, generated borders, invented offers, prices and figures). It runs without the internet. When a service cannot be reached, what you have seen or saved stays readable: reports, market data, comparables sets and the portfolio as last fetched; photos are queued and uploaded once it can be reached. New queries and changes to the portfolio need the service.',
    notCitable:
      'Its figures are not real: nothing from the sandbox may go into an appraisal report. Every screen says so while the sandbox is active.',
    connectVendor:
      'For real data, open Settings, enter the API key you received from the vendor in the "Vendor" connection, choose "Test connection" and then "Use this connection".',
    close: 'Understood'
  }
}

export default en
