// App updates (contract domain `updates`, event `updateStatus`).
import type { EventPayload } from '@shared/bridge/contract'
import { domainCalls, onEvent } from './window-api'

export const updateCalls = domainCalls('updates')
export const onUpdateStatus = (listener: (payload: EventPayload<'updateStatus'>) => void) =>
  onEvent('updateStatus', listener)
