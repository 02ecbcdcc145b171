// Online or offline, learned from what requests to the service do (navigator.onLine only knows about
// the local link): an offline or timeout error means offline, any answer from the service means online.
import type { AppError } from '@shared/bridge/errors'
import type { NetworkStatus } from '@shared/bridge/reports'

export const isUnreachable = (error: Pick<AppError, 'code'>) => error.code === 'offline' || error.code === 'timeout'

export interface Connectivity {
  status(): NetworkStatus
  /** An answer arrived (success or an HTTP error): the service is reachable. */
  reached(): void
  /** A request failed; only offline/timeout errors change the state. */
  failed(error: Pick<AppError, 'code'>): void
}

export function createConnectivity(onChange: (status: NetworkStatus) => void, now: () => Date = () => new Date()): Connectivity {
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
    }
  }
}
