// Every contract call mapped to a service. The router validated the arguments already.
import { contract, type CallSpec, type Domain } from '@shared/bridge/contract'
import type { Services } from '../services'
import type { Handlers } from './router'

/**
 * The handlers of one contract domain: every call the contract names for it hands its arguments to the
 * service's call of the same name. The names come from the contract alone; a service that lacks one of
 * them does not type-check as `Handlers[D]`.
 */
function callsOf<D extends Domain>(domain: D, service: Handlers[D]): Handlers[D] {
  const calls = Object.entries(contract[domain] as Record<string, CallSpec>).filter(([, spec]) => spec.kind === 'call')
  const methods = service as unknown as Record<string, (...a: unknown[]) => unknown>
  return Object.fromEntries(
    calls.map(([name]) => [name, (...args: unknown[]) => methods[name]!(...args)])
  ) as Handlers[D]
}

export function createHandlers(services: Services): Handlers {
  const { connections, settings } = services
  const settingsView = async () => ({ ...settings.read(), activeConnectionId: await connections.activeId() })
  /** The object that answers each contract domain. */
  const serving: Handlers = {
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
    connections: { ...connections, test: (id) => services.testConnection(id) },
    reports: services.reports,
    library: services.reports,
    valuation: services.valuation,
    network: services.network,
    market: services.market,
    comparables: services.comparables,
    comparableSets: services.comparables,
    portfolio: services.portfolio,
    photos: services.photos,
    exports: services.exports,
    updates: services.updates,
    transactions: services.transactions,
    tiles: services.tiles
  }
  return Object.fromEntries(
    (Object.keys(serving) as Domain[]).map((domain) => [domain, callsOf(domain, serving[domain])])
  ) as Handlers
}
