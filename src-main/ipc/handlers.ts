// Every contract call mapped to a service. The router validated the arguments already.
import type { Services } from '../services'
import type { Handlers } from './router'

/** A contract domain whose every call hands its arguments to the service's call of the same name. */
function sameCalls<S, K extends keyof S>(service: S, names: readonly K[]): Pick<S, K> {
  return Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => (service[name] as (...a: unknown[]) => unknown)(...args)])) as Pick<S, K>
}

export function createHandlers(services: Services): Handlers {
  const { connections, settings } = services
  const settingsView = async () => ({ ...settings.read(), activeConnectionId: await connections.activeId() })
  return {
    app: {
      info: () => ({ ...services.appInfo, logDir: services.logDir, settingsRepair: services.settingsRepair }),
      openLogFolder: async () => {
        await services.openLogFolder()
        return services.logDir
      }
    },
    settings: {
      get: settingsView,
      // The renderer's word alone does not allow local tile servers: settings.request asks the user.
      update: async (patch) => {
        await settings.request(patch)
        return settingsView()
      }
    },
    connections: {
      ...sameCalls(connections, ['list', 'save', 'remove', 'setActive', 'setKey', 'clearKey']),
      test: (id) => services.testConnection(id)
    },
    reports: sameCalls(services.reports, ['fetch', 'cancel', 'settle', 'discard', 'warm']),
    library: sameCalls(services.reports, ['list', 'open', 'pin', 'remove', 'restore', 'refresh', 'savedFor', 'update', 'versions', 'setCase']),
    valuation: sameCalls(services.valuation, ['run', 'history', 'subjects', 'open', 'saveGrid', 'grid', 'locationScores']),
    network: sameCalls(services.network, ['status']),
    market: sameCalls(services.market, ['search', 'recent', 'open']),
    comparables: sameCalls(services.comparables, ['search']),
    comparableSets: sameCalls(services.comparables, ['save', 'list', 'open', 'remove', 'restore', 'refresh']),
    portfolio: sameCalls(services.portfolio, ['groups', 'group', 'createGroup', 'updateGroup', 'deleteImpact', 'deleteGroup', 'properties', 'property', 'createProperty', 'updateProperty', 'images', 'updateImage']),
    photos: sameCalls(services.photos, ['add', 'state', 'cancel', 'cancelAll', 'retry', 'retryFailed', 'resume', 'clearFinished']),
    exports: sameCalls(services.exports, ['reportPdf', 'propertyPdf', 'valuationPdf', 'comparablesPdf', 'marketPdf', 'casePdf', 'annexDocx', 'copy', 'capture', 'savePng']),
    updates: sameCalls(services.updates, ['status', 'check', 'agreeToInstall', 'installNow']),
    transactions: sameCalls(services.transactions, ['pick', 'load', 'check', 'take', 'discard', 'sources']),
    tiles: {
      template: () => services.tileTemplate
    }
  }
}
