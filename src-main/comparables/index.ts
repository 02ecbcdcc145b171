// Wires the comparables service to the app: the saved sets in <dataDir>/library/comparable-sets.db
// (opened on first use), connections through the report library's connector.
import { storeFile } from '../storage/layout'
import type { Connected } from '../connections/connect'
import type { ImageService } from '../images'
import { createComparablesService, type ComparablesService } from './service'
import { openComparableSetStore, type ComparableSetStore } from './store'

export interface Comparables {
  service: ComparablesService
  store(): ComparableSetStore
  readonly file: string
  close(): void
}

export function openComparables(opts: {
  dataDir: string
  connect(preferredId?: string): Promise<Connected>
  images: Pick<ImageService, 'referenceAll'>
  reportFor?: (address: string) => string | null
}): Comparables {
  const file = storeFile(opts.dataDir, 'comparableSets')
  let store: ComparableSetStore | null = null
  const openStore = () => {
    if (!store) {
      store = openComparableSetStore(file)
      if (store.movedAside) console.error(`comparable sets file was unreadable; moved to ${store.movedAside} and started empty`)
    }
    return store
  }
  return {
    file,
    store: openStore,
    service: createComparablesService({ store: openStore, connect: (id) => opts.connect(id), images: opts.images, ...(opts.reportFor ? { reportFor: opts.reportFor } : {}) }),
    close() {
      store?.close()
      store = null
    }
  }
}
