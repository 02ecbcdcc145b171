// The ipc router over the services, as the Electron shell and the end-to-end harness use it: handlers
// from the contract, errors mapped to AppErrors, keys redacted from logs, service events forwarded.
import { appErrorOf } from '../app-error'
import type { Services } from '../services'
import { createHandlers } from './handlers'
import { createIpcRouter, type IpcRouter, type IpcRouterOptions } from './router'

export function createAppRouter(services: Services, options: IpcRouterOptions = {}): IpcRouter {
  const router = createIpcRouter(createHandlers(services), {
    mapError: (err) => appErrorOf(err),
    secrets: () => services.connections.knownSecrets(),
    log: services.log,
    logDir: services.logDir,
    ...options
  })
  services.events.on((name, payload) => router.emit(name, payload))
  return router
}
