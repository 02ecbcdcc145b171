// Every contract call mapped to a service. The router validated the arguments already.
import type { Services } from '../services'
import type { Handlers } from './router'

export function createHandlers(services: Services): Handlers {
  const { connections, settings } = services
  const settingsView = async () => ({ ...settings.read(), activeConnectionId: await connections.activeId() })
  return {
    app: {
      info: () => ({ ...services.appInfo })
    },
    settings: {
      get: settingsView,
      update: async (patch) => {
        settings.update(patch)
        return settingsView()
      }
    },
    connections: {
      list: () => connections.list(),
      save: (draft) => connections.save(draft),
      remove: (id) => connections.remove(id),
      setActive: (id) => connections.setActive(id),
      setKey: (id, key) => connections.setKey(id, key),
      clearKey: (id) => connections.clearKey(id),
      test: (id) => services.testConnection(id)
    }
  }
}
