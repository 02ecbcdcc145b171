// The bridge's names without its schemas: which calls each domain has, which events exist, and their
// IPC channels. The preload is built from this (electron.vite.config.ts computes it from the contract at
// build time), so it carries no TypeBox; the router and the contract use the same channel names.

export interface BridgeManifest {
  /** domain -> call names */
  calls: Record<string, string[]>
  events: string[]
}

/** The IPC channel of a call. */
export const channelOf = (domain: string, name: string) => `api:${domain}.${name}`
export const eventChannelOf = (name: string) => `event:${name}`

/** The names of a contract object (domains of { kind: 'call' } entries, plus its `events`). */
export function bridgeManifest(contract: Record<string, Record<string, unknown>>): BridgeManifest {
  const calls: Record<string, string[]> = {}
  for (const [domain, entries] of Object.entries(contract)) {
    if (domain === 'events') continue
    calls[domain] = Object.entries(entries)
      .filter(([, spec]) => (spec as { kind?: unknown }).kind === 'call')
      .map(([name]) => name)
  }
  return { calls, events: Object.keys(contract.events ?? {}) }
}
