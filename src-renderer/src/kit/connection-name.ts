// A report's connection as the user knows it: the built-in sandbox under its name in the UI language.
import type { Connection } from '@shared/bridge/provenance'

export const connectionName = (t: (key: string) => string, c: Pick<Connection, 'id' | 'name'>) =>
  c.id === 'sandbox' ? t('connections.sandboxName') : c.name
