// Connections to market-data services and their keys (contract domain `connections`).
import type { EventPayload } from '@shared/bridge/contract'
import { domainCalls, onEvent } from './window-api'

export const connectionCalls = domainCalls('connections')
export const onConnectionsChanged = (listener: (payload: EventPayload<'connectionsChanged'>) => void) =>
  onEvent('connectionsChanged', listener)
export const onSandboxRestarted = (listener: (payload: EventPayload<'sandboxRestarted'>) => void) =>
  onEvent('sandboxRestarted', listener)
export const onSandboxProgress = (listener: (payload: EventPayload<'sandboxProgress'>) => void) =>
  onEvent('sandboxProgress', listener)
