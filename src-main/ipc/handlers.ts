// Every contract call mapped to a service. The router validated the arguments already.
import type { Services } from '../services'
import type { Handlers } from './router'

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
      list: () => connections.list(),
      save: (draft) => connections.save(draft),
      remove: (id) => connections.remove(id),
      setActive: (id) => connections.setActive(id),
      setKey: (id, key) => connections.setKey(id, key),
      clearKey: (id) => connections.clearKey(id),
      test: (id) => services.testConnection(id)
    },
    reports: {
      fetch: (query, requestId) => services.reports.fetch(query, requestId),
      cancel: (requestId) => services.reports.cancel(requestId),
      settle: (pendingId, choice) => services.reports.settle(pendingId, choice),
      discard: (pendingId) => services.reports.discard(pendingId),
      warm: () => services.reports.warm()
    },
    library: {
      list: (query) => services.reports.list(query),
      open: (id) => services.reports.open(id),
      pin: (id, pinned) => services.reports.pin(id, pinned),
      remove: (id) => services.reports.remove(id),
      restore: (id) => services.reports.restore(id),
      refresh: (id, requestId) => services.reports.refresh(id, requestId),
      savedFor: (query) => services.reports.savedFor(query),
      update: (id, query, requestId) => services.reports.update(id, query, requestId),
      versions: (id) => services.reports.versions(id),
      setCase: (id, info) => services.reports.setCase(id, info)
    },
    valuation: {
      run: (subject, input) => services.valuation.run(subject, input),
      history: (key) => services.valuation.history(key),
      subjects: () => services.valuation.subjects(),
      open: (id) => services.valuation.open(id),
      saveGrid: (grid) => services.valuation.saveGrid(grid),
      grid: (key) => services.valuation.grid(key),
      locationScores: (points) => services.valuation.locationScores(points)
    },
    network: {
      status: () => services.network.status()
    },
    market: {
      search: (query) => services.market.search(query),
      recent: () => services.market.recent(),
      open: (id) => services.market.open(id)
    },
    comparables: {
      search: (query) => services.comparables.search(query)
    },
    comparableSets: {
      save: (draft) => services.comparables.save(draft),
      list: () => services.comparables.list(),
      open: (id) => services.comparables.open(id),
      remove: (id) => services.comparables.remove(id),
      restore: (id) => services.comparables.restore(id),
      refresh: (id) => services.comparables.refresh(id)
    },
    portfolio: {
      groups: (q) => services.portfolio.groups(q),
      group: (id) => services.portfolio.group(id),
      createGroup: (draft) => services.portfolio.createGroup(draft),
      updateGroup: (id, draft) => services.portfolio.updateGroup(id, draft),
      deleteImpact: (id) => services.portfolio.deleteImpact(id),
      deleteGroup: (id) => services.portfolio.deleteGroup(id),
      properties: (q) => services.portfolio.properties(q),
      property: (id) => services.portfolio.property(id),
      createProperty: (draft) => services.portfolio.createProperty(draft),
      updateProperty: (id, draft) => services.portfolio.updateProperty(id, draft),
      images: (propertyId) => services.portfolio.images(propertyId),
      updateImage: (propertyId, imageId, draft) => services.portfolio.updateImage(propertyId, imageId, draft)
    },
    photos: {
      add: (propertyId, file) => services.photos.add(propertyId, file),
      state: () => services.photos.state(),
      cancel: (id) => services.photos.cancel(id),
      cancelAll: () => services.photos.cancelAll(),
      retry: (id) => services.photos.retry(id),
      retryFailed: () => services.photos.retryFailed(),
      resume: () => services.photos.resume(),
      clearFinished: () => services.photos.clearFinished()
    },
    exports: {
      reportPdf: (req) => services.exports.reportPdf(req),
      propertyPdf: (req) => services.exports.propertyPdf(req),
      valuationPdf: (req) => services.exports.valuationPdf(req),
      comparablesPdf: (req) => services.exports.comparablesPdf(req),
      marketPdf: (req) => services.exports.marketPdf(req),
      casePdf: (req) => services.exports.casePdf(req),
      annexDocx: (req) => services.exports.annexDocx(req),
      copy: (content) => services.exports.copy(content),
      capture: (rect) => services.exports.capture(rect),
      savePng: (name, png) => services.exports.savePng(name, png)
    },
    updates: {
      status: () => services.updates.status(),
      check: () => services.updates.check(),
      agreeToInstall: () => services.updates.agreeToInstall(),
      installNow: () => services.updates.installNow()
    },
    transactions: {
      pick: () => services.transactions.pick(),
      load: (file) => services.transactions.load(file),
      check: (fileId, mapping) => services.transactions.check(fileId, mapping),
      take: (fileId, mapping, room) => services.transactions.take(fileId, mapping, room),
      discard: (fileId) => services.transactions.discard(fileId),
      sources: () => services.transactions.sources()
    },
    tiles: {
      template: () => services.tileTemplate
    }
  }
}
