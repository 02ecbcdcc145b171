// Builds window.api from the bridge manifest: exactly window.api.<domain>.<call>, plus events.on. Pure, so
// a test can run it with a recording transport; index.ts runs it with ipcRenderer.
import type { Api } from '@shared/bridge/contract'
import { channelOf, eventChannelOf, type BridgeManifest } from '@shared/bridge/manifest'

export type Invoke = (channel: string, args: unknown[]) => Promise<unknown>
/** Subscribes to an event channel; the listener gets the payload only. Returns an unsubscribe. */
export type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void

export function buildApi(manifest: BridgeManifest, invoke: Invoke, subscribe: Subscribe): Api {
  const api: Record<string, unknown> = {}
  for (const [domain, names] of Object.entries(manifest.calls)) {
    const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
    for (const name of names) {
      const channel = channelOf(domain, name)
      calls[name] = (...args: unknown[]) => invoke(channel, args)
    }
    api[domain] = Object.freeze(calls)
  }
  const eventNames = new Set(manifest.events)
  api.events = Object.freeze({
    on(name: string, listener: (payload: unknown) => void) {
      if (!eventNames.has(name)) throw new Error(`unknown event ${name}`)
      if (typeof listener !== 'function') throw new Error('listener must be a function')
      return subscribe(eventChannelOf(name), listener)
    }
  })
  return Object.freeze(api) as unknown as Api
}
