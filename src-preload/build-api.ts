// Builds window.api from the contract: exactly window.api.<domain>.<call>, plus events.on. Pure, so a
// test can run it with a recording transport; index.ts runs it with ipcRenderer.
import { channelOf, eventChannelOf, type Api, type Contract } from '@shared/bridge/contract'

export type Invoke = (channel: string, args: unknown[]) => Promise<unknown>
/** Subscribes to an event channel; the listener gets the payload only. Returns an unsubscribe. */
export type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void

export function buildApi(contract: Contract, invoke: Invoke, subscribe: Subscribe): Api {
  const api: Record<string, unknown> = {}
  for (const [domain, entries] of Object.entries(contract)) {
    if (domain === 'events') continue
    const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
    for (const [name, spec] of Object.entries(entries as Record<string, { kind: string }>)) {
      if (spec.kind !== 'call') continue
      const channel = channelOf(domain, name)
      calls[name] = (...args: unknown[]) => invoke(channel, args)
    }
    api[domain] = Object.freeze(calls)
  }
  const eventNames = new Set(Object.keys(contract.events))
  api.events = Object.freeze({
    on(name: string, listener: (payload: unknown) => void) {
      if (!eventNames.has(name)) throw new Error(`unknown event ${name}`)
      if (typeof listener !== 'function') throw new Error('listener must be a function')
      return subscribe(eventChannelOf(name), listener)
    }
  })
  return Object.freeze(api) as unknown as Api
}
