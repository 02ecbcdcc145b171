// Warming the built-in sandbox while the user types the first address: a sandbox's first report pays
// for work that does not depend on the address (country-wide levels and series, code paths). Only the
// sandbox is asked (local, no quota); a vendor's service never gets a request the user did not make.
import { isBuiltInSandbox } from '@shared/bridge/connection-kinds'
import type { Connect } from '../connections/connect'
import { fetchParts } from './fetch-parts'

/** Any address serves: what is warmed is the same for all. */
const WARM_QUERY = { text: 'Anger 1, 99084 Erfurt' }

/** Once per start: true when the sandbox answered a report for the warm-up address. */
export function sandboxWarmer(connect: Connect): () => Promise<boolean> {
  let once: Promise<boolean> | null = null
  return () =>
    (once ??= (async () => {
      const connected = await connect(undefined, { observe: false }).catch(() => null)
      if (!connected) return false
      try {
        if (!isBuiltInSandbox(connected.connection)) return false
        await fetchParts(connected.client, WARM_QUERY, { timeoutMs: 30_000 })
        return true
      } catch {
        return false
      } finally {
        void connected.release?.()
      }
    })())
}
