// Kaufpreise from a Gutachterausschuss extract (contract domain `transactions`) and its transactionProgress event.
import { domainCalls, hasBridge, onEvent } from './window-api'
import type { EventPayload } from '@shared/bridge/contract'

export const transactionCalls = domainCalls('transactions')
/** Progress of reading and checking a large file; without a bridge (no preload), nothing to listen to. */
export const onTransactionProgress = (listener: (p: EventPayload<'transactionProgress'>) => void): (() => void) =>
  hasBridge() ? onEvent('transactionProgress', listener) : () => undefined
