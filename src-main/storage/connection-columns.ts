// A Connection (src-shared/bridge/provenance.ts) as three columns of a store's table: declared, written
// and read back one way, so every store lists the same connection kind for the same row.
import { kindOfConnectionId, type Connection } from '@shared/bridge/provenance'

/** The columns' declaration, for a store's CREATE TABLE. */
export const CONNECTION_COLUMNS = `connection_id TEXT NOT NULL,
  connection_name TEXT NOT NULL,
  connection_kind TEXT NOT NULL`

/** The column names, for an INSERT's or a SELECT's column list. */
export const CONNECTION_NAMES = 'connection_id, connection_name, connection_kind'

/** The named parameters connectionParams fills, for an INSERT's VALUES. */
export const CONNECTION_VALUES = '@connection_id, @connection_name, @connection_kind'

/**
 * The migration step for a table written before it recorded the kind: the column is added without a
 * value (no UPDATE of every row, which would rewrite every blob); connectionOf derives the missing kind.
 */
export const addConnectionKind = (table: string): string => `ALTER TABLE ${table} ADD COLUMN connection_kind TEXT;`

/** A connection as the parameters of CONNECTION_VALUES. */
export const connectionParams = (c: Connection) => ({
  connection_id: c.id,
  connection_name: c.name,
  connection_kind: c.kind
})

/** What a row holds of a connection; connection_kind is NULL in rows written before it was recorded. */
export interface ConnectionRow {
  connection_id: unknown
  connection_name: unknown
  connection_kind: unknown
}

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** The row's connection: a stored kind that is a known kind wins; otherwise the id tells it (kindOfConnectionId). */
export const connectionOf = (row: ConnectionRow): Connection => ({
  id: text(row.connection_id),
  name: text(row.connection_name),
  kind: kindOfConnectionId(text(row.connection_id), row.connection_kind == null ? undefined : text(row.connection_kind))
})
