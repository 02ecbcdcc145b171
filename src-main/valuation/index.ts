// Wires the valuation service to the app: its history file under <dataDir>/cache, opened on first use.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createValuationService, type ValuationService, type ValuationServiceDeps } from './service'
import { openValuationStore, type ValuationStore } from './store'

export interface Valuations {
  service(): ValuationService
  readonly file: string
  close(): void
}

export function openValuations(opts: { dataDir: string } & Pick<ValuationServiceDeps, 'connect' | 'toAppError'>): Valuations {
  const dir = join(opts.dataDir, 'cache')
  const file = join(dir, 'valuations.db')
  let store: ValuationStore | null = null
  const openStore = () => {
    if (!store) {
      mkdirSync(dir, { recursive: true })
      store = openValuationStore(file)
      if (store.movedAside) console.error(`valuation history was unreadable; moved to ${store.movedAside} and started empty`)
    }
    return store
  }
  const service = createValuationService({ connect: opts.connect, store: openStore, toAppError: opts.toAppError })
  return {
    service: () => service,
    file,
    close() {
      store?.close()
      store = null
    }
  }
}
