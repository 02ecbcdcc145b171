// The renderer's only way out: window.api, typed by the bridge contract (built by the preload).
import type { Api } from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'

declare global {
  interface Window {
    api?: Api
  }
}

export const hasBridge = () => typeof window !== 'undefined' && window.api !== undefined

export function api(): Api {
  if (!window.api) throw new Error('window.api is missing: the preload did not run')
  return window.api
}

/** A call that threw instead of returning a Result (a broken bridge) becomes an internal error. */
export async function safeCall<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call()
  } catch (e) {
    const error: AppError = { code: 'internal', message: e instanceof Error ? e.message : String(e) }
    return { ok: false, error }
  }
}
