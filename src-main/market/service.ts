// Marktdaten: price_filter over the active connection, each answer kept on disk (market.db) so the
// same query reads offline, and the kept answers listed and opened without the network.
import { createHash } from 'node:crypto'
import type { PriceFilterQuery } from '@shared/api/v1'
import { ENDPOINTS } from '@shared/api/endpoints'
import { provenanceOf } from '@shared/bridge/provenance'
import type { MarketResult, MarketSummary } from '@shared/bridge/market'
import type { AppError } from '@shared/bridge/errors'
import { ServiceError, invalidArgument } from '../app-error'
import type { Connect } from '../connections/connect'
import { isUnreachable } from '../net/connectivity'
import { storeFile } from '../storage/layout'
import { lazyStore } from '../storage/lazy-store'
import type { Logger } from '../log/logger'
import { openMarketStore } from './store'

const ENDPOINT = `${ENDPOINTS.priceFilter.method} ${ENDPOINTS.priceFilter.path}`
const RANGES = ['rooms', 'living_space', 'price', 'building_year'] as const

/** Field problems the service would not refuse but answer with nothing useful. */
export function queryProblems(q: PriceFilterQuery): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  for (const name of RANGES) {
    const min = q[`${name}[min]`]
    const max = q[`${name}[max]`]
    if (min !== undefined && max !== undefined && min > max) problems[`${name}[max]`] = ['min_above_max']
  }
  if (q.start_date && q.end_date && q.start_date > q.end_date) problems.end_date = ['min_above_max']
  if (!q.address?.trim() && !q.coordinate?.trim()) problems.address = ['required']
  return problems
}

/** One id per query (keys in a fixed order, text trimmed): the same question finds its kept answer. */
export function marketId(q: PriceFilterQuery): string {
  const canonical = Object.entries(q)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
  return `m-${createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 32)}`
}

export interface MarketService {
  search(query: PriceFilterQuery): Promise<MarketResult>
  recent(): MarketSummary[]
  open(id: string): MarketResult
  close(): void
}

/** Market answers as a domain: price_filter over the connection, the kept answers in <dataDir>/cache/market.db. */
export function openMarket(opts: {
  dataDir: string
  connect: Connect
  toAppError: (err: unknown) => AppError
  log: Logger
  now?: () => Date
}): MarketService {
  const now = opts.now ?? (() => new Date())
  const db = lazyStore('market answers file', () => openMarketStore(storeFile(opts.dataDir, 'market')), opts.log)
  function open(id: string): MarketResult {
    const out = db().open(id)
    if (out.ok) return { ...out.value, offline: false }
    if (out.code === 'not_found') throw new ServiceError('not_found', 'This market answer is no longer kept.')
    throw new ServiceError('stored_item_damaged', `The kept market answer cannot be read: ${out.reason}.`)
  }
  return {
    async search(query) {
      const problems = queryProblems(query)
      if (Object.keys(problems).length) throw invalidArgument('Some market parameters do not fit together.', problems)
      const id = marketId(query)
      try {
        const connected = await opts.connect()
        try {
          const answer = await connected.client.v1.priceFilter(query)
          const result: MarketResult = {
            id,
            query,
            answer,
            source: {
              ...provenanceOf(connected.connection, ENDPOINT, now().toISOString()),
              apiVersion: answer.meta.version
            },
            offline: false
          }
          db().put(result)
          return result
        } finally {
          await connected.release?.()
        }
      } catch (err) {
        if (!isUnreachable(opts.toAppError(err))) throw err
        const kept = db().open(id)
        if (!kept.ok) throw err
        return { ...kept.value, offline: true }
      }
    },
    recent: () => db().list(),
    open,
    close() {
      db.close()
    }
  }
}
