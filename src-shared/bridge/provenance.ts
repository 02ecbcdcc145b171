// Where a result came from, carried with the data so every screen (report, library, market,
// comparables, valuation, portfolio, export) can cite it and mark sample data. The vocabulary:
// SourceConnection is the connection a result came from (reports, market answers, comparables, the
// portfolio carry it as `connection` / `source.connection`); ConnectionRef is the same without its URL
// (stored grids and valuations); Provenance is one datum's origin with its endpoint and date (grid
// columns, location scores, index series). isSampleData (connection-kinds.ts) reads any of them.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { CONNECTION_KINDS, type ConnectionKind as Kind } from './connection-kinds'

export { CONNECTION_KINDS, isSampleData, kindOfConnectionId } from './connection-kinds'

export const ConnectionKind = Literals(CONNECTION_KINDS)
export type ConnectionKind = Kind

export const Provenance = Type.Object({
  connectionKind: ConnectionKind,
  connectionId: Type.String(),
  connectionName: Type.String(),
  /** The connection's base URL (no query, no credentials), or the endpoint a part came from. */
  endpoint: Type.String(),
  /** ISO timestamp at which the data was fetched. */
  fetchedAt: Type.String()
})
export type Provenance = Static<typeof Provenance>

/** The connection a result came from: id, name, kind and its URL without credentials, query or fragment. */
export const SourceConnection = Type.Object({ id: Type.String(), name: Type.String(), baseUrl: Type.String(), kind: ConnectionKind })
export type SourceConnection = Static<typeof SourceConnection>

/** A connection named without its URL (what a stored grid or valuation keeps). */
export const ConnectionRef = Type.Object({ id: Type.String(), name: Type.String(), kind: ConnectionKind })
export type ConnectionRef = Static<typeof ConnectionRef>
