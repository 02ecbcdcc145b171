// The photo upload queue (contract domain `photos`) and its photoQueue event.
import { domainCalls, hasBridge, onEvent } from './window-api'
import type { QueueState } from '@shared/bridge/photos'

export const photoCalls = domainCalls('photos')
/** Listens to the queue's changes; without a bridge (no preload), nothing to listen to. */
export const onPhotoQueue = (listener: (state: QueueState) => void): (() => void) =>
  hasBridge() ? onEvent('photoQueue', listener) : () => undefined
