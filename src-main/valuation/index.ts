// Valuations as a domain: the valuation service's calls over the history and grids in
// <dataDir>/library/valuations.db (the appraiser's work, never evicted), opened on first use.
import { storeFile } from '../storage/layout'
import { createValuationService, type ValuationService, type ValuationServiceDeps } from './service'
import { openValuationStore, type ValuationStore } from './store'

export interface Valuations extends ValuationService {
  readonly file: string
  close(): void
}

export function openValuations(opts: { dataDir: string } & Pick<ValuationServiceDeps, 'connect' | 'toAppError'>): Valuations {
  const file = storeFile(opts.dataDir, 'valuations')
  let store: ValuationStore | null = null
  const openStore = () => {
    if (!store) {
      store = openValuationStore(file)
      if (store.movedAside) console.error(`valuation history was unreadable; moved to ${store.movedAside} and started empty`)
    }
    return store
  }
  const service = createValuationService({ connect: opts.connect, store: openStore, toAppError: opts.toAppError })
  return {
    ...service,
    file,
    close() {
      store?.close()
      store = null
    }
  }
}
