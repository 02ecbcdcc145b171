// A connection as the user knows it: the built-in sandbox and the vendor's service under their names in
// the UI language, a connection the user added under the name it was saved with. Every screen and printed
// line names a connection through this one rule.
import type { Connection } from '@shared/bridge/provenance'
import { isBuiltInSandbox } from '@shared/bridge/connection-kinds'

export const connectionName = (t: (key: string) => string, c: Pick<Connection, 'id' | 'name' | 'kind'>) =>
  isBuiltInSandbox(c) ? t('connections.sandboxName') : c.kind === 'vendor' ? t('connections.vendorName') : c.name
