// The portfolio as a domain: the service's calls over the active connection and its copy of what was
// read online (<dataDir>/cache/portfolio.db, opened on first use) for reading offline.
import type { Logger } from '../log/logger'
import { storeFile } from '../storage/layout'
import { createPortfolioService, type PortfolioService, type PortfolioServiceDeps } from './service'
import { openPortfolioStore, type PortfolioStore } from './store'

export type { PortfolioService }

export interface Portfolio extends PortfolioService {
  close(): void
}

export function openPortfolio(opts: { dataDir: string; log: Logger } & Pick<PortfolioServiceDeps, 'connect' | 'images' | 'toAppError'>): Portfolio {
  let kept: PortfolioStore | null = null
  const service = createPortfolioService({
    connect: opts.connect,
    images: opts.images,
    ...(opts.toAppError ? { toAppError: opts.toAppError } : {}),
    kept: () => {
      if (!kept) {
        kept = openPortfolioStore(storeFile(opts.dataDir, 'portfolio'))
        if (kept.movedAside) opts.log.warn(`portfolio copy file was unreadable; moved to ${kept.movedAside} and started empty`)
      }
      return kept
    }
  })
  return {
    ...service,
    close() {
      kept?.close()
      kept = null
    }
  }
}
