// Where a result came from, carried with the data so every screen (report, library, market,
// comparables, valuation, portfolio, export) can cite it and mark sample data. One type for all.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'

/** sandbox: the built-in sample market; vendor: the vendor's service; custom: a user-added endpoint. */
export const CONNECTION_KINDS = ['sandbox', 'vendor', 'custom'] as const
export const ConnectionKind = Literals(CONNECTION_KINDS)
export type ConnectionKind = (typeof CONNECTION_KINDS)[number]

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

/** Data from the built-in sandbox is sample data: it must never look citable. */
export const isSampleData = (p: { connectionKind: ConnectionKind } | { kind: ConnectionKind }): boolean =>
  ('connectionKind' in p ? p.connectionKind : p.kind) === 'sandbox'

/**
 * The kind of a connection known only by id, for data stored before the kind was recorded: the
 * built-in ids are fixed ('sandbox', 'vendor'); everything else was user-added.
 */
export const kindOfConnectionId = (id: string): ConnectionKind => (id === 'sandbox' ? 'sandbox' : id === 'vendor' ? 'vendor' : 'custom')
