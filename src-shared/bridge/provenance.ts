// Where data came from, carried with the data so every screen (report, library, market, comparables,
// valuation, portfolio, export) can cite it and mark sample data. One vocabulary, one field rule:
// - Connection names a connection (id, name, kind); a field holding one is always named `connection`
//   (list rows, a grid's data connection, a valuation run).
// - Provenance is where a datum or an answer came from: its Connection, the service's URL, the endpoint
//   and when; a field holding one is always named `source`. Answers that also record the service's API
//   version (comparables, market) use ResultSource, Provenance extended by apiVersion.
// isSampleData (connection-kinds.ts) reads either shape with one rule.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { CONNECTION_KINDS, type ConnectionKind as Kind } from './connection-kinds'

export {
  CONNECTION_KINDS,
  isSampleData,
  kindOfConnectionId,
  provenanceOf,
  upgradeStoredSource
} from './connection-kinds'

export const ConnectionKind = Literals(CONNECTION_KINDS)
export type ConnectionKind = Kind

export const Connection = Type.Object({ id: Type.String(), name: Type.String(), kind: ConnectionKind })
export type Connection = Static<typeof Connection>

export const Provenance = Type.Object({
  connection: Connection,
  /**
   * The service's base URL without credentials, query or fragment; the citation names its host. Absent
   * where it was not recorded (grid data stored before it was kept): nothing invents one.
   */
  baseUrl: Type.Optional(Type.String()),
  /** Method and path, e.g. "POST /api/v2/offers/search"; a report's three, joined by "; ". */
  endpoint: Type.String(),
  /** ISO timestamp at which the data was fetched. */
  fetchedAt: Type.String()
})
export type Provenance = Static<typeof Provenance>

/** An answer's Provenance with the API version the service answered with (meta.version). */
export const ResultSource = Type.Composite([Provenance, Type.Object({ apiVersion: Type.String() })])
export type ResultSource = Static<typeof ResultSource>
