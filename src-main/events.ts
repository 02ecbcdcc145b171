// A small typed hub for contract events raised by services; the router forwards them to windows.
import type { EventName, EventPayload } from '@shared/bridge/contract'

export type AppEventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void

export interface AppEvents {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void
  on(listener: AppEventListener): () => void
}

export function createAppEvents(): AppEvents {
  const listeners = new Set<AppEventListener>()
  return {
    emit(name, payload) {
      for (const l of listeners) l(name, payload)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}
