// The kinds of connection and the one rule for sample data, without TypeBox: the renderer uses them at
// run time (screen) and main in its exports (paper), so both mark the same data as sample data.

/** sandbox: the built-in sample market; vendor: the vendor's service; custom: a user-added endpoint. */
export const CONNECTION_KINDS = ['sandbox', 'vendor', 'custom'] as const
export type ConnectionKind = (typeof CONNECTION_KINDS)[number]

/** The built-in sandbox connection's fixed id. */
export const SANDBOX_CONNECTION_ID = 'sandbox'

/**
 * Data from the built-in sandbox is sample data: it must never look citable. Known by the connection's
 * kind, or by the sandbox's fixed id where the kind was not recorded or was edited by hand.
 */
export const isSampleData = (c: { kind: ConnectionKind; id?: string } | { connectionKind: ConnectionKind; connectionId?: string }): boolean =>
  'connectionKind' in c ? c.connectionKind === 'sandbox' || c.connectionId === SANDBOX_CONNECTION_ID : c.kind === 'sandbox' || c.id === SANDBOX_CONNECTION_ID

/**
 * The kind of a connection known only by id, for data stored before the kind was recorded: the
 * built-in ids are fixed ('sandbox', 'vendor'); everything else was user-added.
 */
export const kindOfConnectionId = (id: string): ConnectionKind => (id === SANDBOX_CONNECTION_ID ? 'sandbox' : id === 'vendor' ? 'vendor' : 'custom')
