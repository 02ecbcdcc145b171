// Online or offline, learned from what requests to the service do (navigator.onLine only knows about
// the local link): every API client call reports how it ended (connections/connect.ts). An offline or
// timeout error means offline; any answer from the service, an HTTP error too, means online.
import type { AppError } from '@shared/bridge/errors'
import type { NetworkStatus } from '@shared/bridge/network'

export const isUnreachable = (error: Pick<AppError, 'code'>) => error.code === 'offline' || error.code === 'timeout'

/** Ends that say nothing about the network: cancelled by the user, refused before sending, a bug of ours. */
const SILENT = new Set<AppError['code']>(['cancelled', 'invalid_argument', 'internal'])

export interface Connectivity {
  status(): NetworkStatus
  /** An answer arrived (success or an HTTP error): the service is reachable. */
  reached(): void
  /** A request failed; only offline/timeout errors change the state. */
  failed(error: Pick<AppError, 'code'>): void
  /** How one request ended: null for an answer, else its error. */
  settled(error: Pick<AppError, 'code'> | null): void
}

export function createConnectivity(
  onChange: (status: NetworkStatus) => void,
  now: () => Date = () => new Date()
): Connectivity {
  let state: NetworkStatus = { online: true, since: null }
  const set = (online: boolean) => {
    if (state.online === online) return
    state = { online, since: now().toISOString() }
    onChange({ ...state })
  }
  return {
    status: () => ({ ...state }),
    reached: () => set(true),
    failed: (error) => {
      if (isUnreachable(error)) set(false)
    },
    settled: (error) => {
      if (error === null) set(true)
      else if (isUnreachable(error)) set(false)
      else if (!SILENT.has(error.code)) set(true)
    }
  }
}
