// The kinds of connection and the one rule for sample data, without TypeBox: the renderer uses them at
// run time (screen) and main in its exports (paper), so both mark the same data as sample data.

/** sandbox: the built-in sample market; vendor: the vendor's service; custom: a user-added endpoint. */
export const CONNECTION_KINDS = ['sandbox', 'vendor', 'custom'] as const
export type ConnectionKind = (typeof CONNECTION_KINDS)[number]

/** The built-in sandbox connection's fixed id. */
export const SANDBOX_CONNECTION_ID = 'sandbox'

/** What the rule reads of a Connection (provenance.ts). */
type Named = { id: string; kind: ConnectionKind }

/**
 * The built-in sandbox connection itself (it brings its own key; its URL is known only once it runs):
 * told by the connection's kind, or by the sandbox's fixed id where the kind was not recorded or was
 * edited by hand. Data from it is sample data (isSampleData).
 */
export const isBuiltInSandbox = (c: { kind: ConnectionKind; id?: string }): boolean =>
  c.kind === 'sandbox' || c.id === SANDBOX_CONNECTION_ID

/**
 * Data from the built-in sandbox is sample data: it must never look citable. Known by the connection's
 * kind, or by the sandbox's fixed id where the kind was not recorded or was edited by hand. Takes a
 * Connection or a Provenance (provenance.ts).
 */
export const isSampleData = (x: Named | { connection: Named }): boolean => {
  return isBuiltInSandbox('connection' in x ? x.connection : x)
}

/**
 * The kind of a connection: the one recorded (a table column) when it is a kind, else known by id, for
 * data stored before the kind was recorded: the built-in ids are fixed ('sandbox', 'vendor'); everything
 * else was user-added.
 */
export const kindOfConnectionId = (id: string, recorded?: string): ConnectionKind =>
  (CONNECTION_KINDS as readonly string[]).includes(recorded ?? '')
    ? (recorded as ConnectionKind)
    : id === SANDBOX_CONNECTION_ID
      ? 'sandbox'
      : id === 'vendor'
        ? 'vendor'
        : 'custom'

/** The Provenance of an answer from `connection` (a connection with its URL, as main connects). */
export const provenanceOf = (
  { baseUrl, ...connection }: Named & { name: string; baseUrl: string },
  endpoint: string,
  fetchedAt: string
) => ({
  connection: { id: connection.id, name: connection.name, kind: connection.kind },
  baseUrl,
  endpoint,
  fetchedAt
})

/**
 * An answer's `source` as stored before the one provenance vocabulary (the URL inside its connection: { connection: { id, name,
 * baseUrl, kind }, ... }) in today's shape; anything else is handed back as it is, for the schema check.
 */
export function upgradeStoredSource(source: unknown): unknown {
  if (typeof source !== 'object' || source === null || !('connection' in source)) return source
  const { connection, ...rest } = source as { connection: unknown }
  if (typeof connection !== 'object' || connection === null || !('baseUrl' in connection)) return source
  const { baseUrl, ...named } = connection as { baseUrl: unknown }
  return { ...rest, connection: named, baseUrl }
}
