// Marktdaten (v1 price_filter): the region's offer prices with every parameter of the spec, and the
// answers kept on disk so they read offline. contract.ts spreads `marketDomain` into `contract`.
//
// Flow for the renderer:
//   1. market.search(query): main checks the ranges (min above max, the internal limits), sends the
//      query over the active connection and keeps the answer; offline, it answers the kept answer of
//      the same query with `offline: true` (or the offline error when there is none).
//   2. market.recent() lists kept answers (newest first); market.open(id) reads one from disk.
import { Type, type Static } from '@sinclair/typebox'
import { PriceFilterQuery, PriceFilterResponse } from '../api/v1'
import { call } from './define'

import { Connection, ResultSource } from './provenance'

export const MarketId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' })

export const MarketResult = Type.Object({
  id: MarketId,
  /** The query as sent (without the key). */
  query: PriceFilterQuery,
  answer: PriceFilterResponse,
  /** Endpoint "GET /api/v1/price_filter". */
  source: ResultSource,
  /** Answered from disk because the service could not be reached. */
  offline: Type.Boolean()
})
export type MarketResult = Static<typeof MarketResult>

/** A list row of kept answers, read from columns only. */
export const MarketSummary = Type.Object({
  id: MarketId,
  place: Type.String(),
  typeOfDemand: Type.Union([Type.Literal('rent'), Type.Literal('buy')]),
  count: Type.Integer(),
  median: Type.Union([Type.Number(), Type.Null()]),
  fetchedAt: Type.String(),
  connection: Connection
})
export type MarketSummary = Static<typeof MarketSummary>

export const marketDomain = {
  search: call([PriceFilterQuery], MarketResult),
  recent: call([], Type.Array(MarketSummary)),
  /** From disk only. An unreadable answer fails with code 'report_damaged'. */
  open: call([MarketId], MarketResult)
}
