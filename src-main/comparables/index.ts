// Comparables as a domain: the comparables service's calls over the saved sets in
// <dataDir>/library/comparable-sets.db (opened on first use), connections through services.connect.
import { storeFile } from '../storage/layout'
import { lazyStore } from '../storage/lazy-store'
import type { Logger } from '../log/logger'
import type { Connected } from '../connections/connect'
import type { ImageService } from '../images'
import { createComparablesService, type ComparablesService } from './service'
import { openComparableSetStore, type ComparableSetStore } from './store'

export interface Comparables extends ComparablesService {
  store(): ComparableSetStore
  readonly file: string
  close(): void
}

export function openComparables(opts: {
  dataDir: string
  connect(preferredId?: string): Promise<Connected>
  images: Pick<ImageService, 'referenceAll'>
  reportFor?: (address: string) => string | null
  log: Logger
}): Comparables {
  const file = storeFile(opts.dataDir, 'comparableSets')
  const openStore = lazyStore('comparable sets file', () => openComparableSetStore(file), opts.log)
  return {
    ...createComparablesService({
      store: openStore,
      connect: (id) => opts.connect(id),
      images: opts.images,
      ...(opts.reportFor ? { reportFor: opts.reportFor } : {})
    }),
    file,
    store: openStore,
    close() {
      openStore.close()
    }
  }
}
