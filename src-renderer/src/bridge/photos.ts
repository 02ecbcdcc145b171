// The photo upload queue (contract domain `photos`) and its photoQueue event.
import { domainCalls, onEvent } from './window-api'
import type { QueueState } from '@shared/bridge/photos'

export const photoCalls = domainCalls('photos')
export const onPhotoQueue = (listener: (state: QueueState) => void) => onEvent('photoQueue', listener)
