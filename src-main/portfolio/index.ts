// The portfolio as a domain: the service's calls over the active connection, its copy of what was
// read online (<dataDir>/cache/portfolio.db, opened on first use) for reading offline, and the record of
// what the user stated of each property (<dataDir>/library/portfolio-entries.db, entries.ts).
import type { Logger } from '../log/logger'
import { storeFile } from '../storage/layout'
import { lazyStore } from '../storage/lazy-store'
import { createPortfolioService, type PortfolioService, type PortfolioServiceDeps } from './service'
import { openPortfolioStore } from './store'
import { openPortfolioEntries } from './entries'

export type { PortfolioService }

export interface Portfolio extends PortfolioService {
  close(): void
}

export function openPortfolio(
  opts: { dataDir: string; log: Logger } & Pick<PortfolioServiceDeps, 'connect' | 'images' | 'toAppError'>
): Portfolio {
  const kept = lazyStore(
    'portfolio copy file',
    () => openPortfolioStore(storeFile(opts.dataDir, 'portfolio')),
    opts.log
  )
  const entries = lazyStore(
    'portfolio entries file',
    () => openPortfolioEntries(storeFile(opts.dataDir, 'portfolioEntries')),
    opts.log
  )
  const service = createPortfolioService({
    entries,
    connect: opts.connect,
    images: opts.images,
    ...(opts.toAppError ? { toAppError: opts.toAppError } : {}),
    kept
  })
  return {
    ...service,
    close() {
      kept.close()
      entries.close()
    }
  }
}
