// Valuations as a domain: the valuation service's calls over the history and grids in
// <dataDir>/library/valuations.db (the appraiser's work, never evicted), opened on first use.
import { storeFile } from '../storage/layout'
import { lazyStore } from '../storage/lazy-store'
import type { Logger } from '../log/logger'
import { createValuationService, type ValuationService, type ValuationServiceDeps } from './service'
import { openValuationStore } from './store'

export interface Valuations extends ValuationService {
  readonly file: string
  close(): void
}

export function openValuations(
  opts: { dataDir: string; log: Logger } & Pick<ValuationServiceDeps, 'connect' | 'toAppError'>
): Valuations {
  const file = storeFile(opts.dataDir, 'valuations')
  const openStore = lazyStore('valuation history', () => openValuationStore(file), opts.log)
  const service = createValuationService({ connect: opts.connect, store: openStore, toAppError: opts.toAppError })
  return {
    ...service,
    file,
    close() {
      openStore.close()
    }
  }
}
