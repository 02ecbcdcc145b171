// Properties found by the service's list query (customId, externalId, address), first page only.
import type { PortfolioProperty } from '@shared/bridge/portfolio'
import type { Result } from '@shared/bridge/errors'
import { portfolioCalls } from '../bridge/portfolio'

export async function portfolioSearch(query: string): Promise<Result<PortfolioProperty[]>> {
  const r = await portfolioCalls.properties({ ...(query.trim() ? { query: query.trim() } : {}), limit: 100 })
  return r.ok ? { ok: true, value: r.value.items } : r
}
