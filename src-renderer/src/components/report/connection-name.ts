// A report's connection as the user knows it: the built-in sandbox under its name in the UI language.
import type { ReportSource } from '@shared/bridge/reports'

export const connectionName = (t: (key: string) => string, c: Pick<ReportSource, 'id' | 'name'>) =>
  c.id === 'sandbox' ? t('connections.sandboxName') : c.name
