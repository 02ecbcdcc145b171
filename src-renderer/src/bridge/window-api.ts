// The renderer's only way out: window.api, typed by the bridge contract (built by the preload). Only the
// adapters in this folder use it; stores use the adapters.
import type { Api, Domain, EventName, EventPayload } from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'

declare global {
  interface Window {
    api?: Api
  }
}

export const hasBridge = () => typeof window !== 'undefined' && window.api !== undefined

function api(): Api {
  if (!window.api) throw new Error('window.api is missing: the preload did not run')
  return window.api
}

/** A call that threw instead of returning a Result (a broken bridge) becomes an internal error. */
async function safeCall<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call()
  } catch (e) {
    const error: AppError = { code: 'internal', message: e instanceof Error ? e.message : String(e) }
    return { ok: false, error }
  }
}

/** The calls of one contract domain; each returns a Result and never throws, even without a bridge. */
export function domainCalls<D extends Domain>(domain: D): Api[D] {
  return new Proxy({} as Api[D], {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        safeCall(() =>
          (api()[domain] as Record<string, (...a: unknown[]) => Promise<Result<unknown>>>)[name as string](...args)
        )
  })
}

/** Listens to a contract event; returns the function that stops listening. */
export function onEvent<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
  return api().events.on(name, listener)
}
