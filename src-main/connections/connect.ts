// The one way to reach the service: the API client of a connection (the given one when it still exists,
// else the active one), with what a result must say about where it came from. Every service that calls
// the API gets its client here (services.connect).
import { createApiClient, type ApiClient, type FetchLike } from '../api'
import { ServiceError } from '../app-error'
import type { ConnectionService } from './service'
import type { ConnectionKind } from '@shared/bridge/provenance'
import type { Connectivity } from '../net/connectivity'

/** A connection ready for calls. */
export interface Connected {
  /** The connection as results cite it: id, name and its URL without credentials, query or fragment (a Provenance is built from it with provenanceOf). */
  connection: { id: string; name: string; baseUrl: string; kind: ConnectionKind }
  client: ApiClient
  /** For redaction only; never leaves main. */
  apiKey: string
  /** Frees the client's connections once the work is done. */
  release?: () => Promise<void>
}

/** observe: false when the caller settles the online state itself (a report's parts, as one). */
export type Connect = (preferredId?: string, opts?: { observe?: boolean }) => Promise<Connected>

export interface ConnectOptions {
  connections: Pick<ConnectionService, 'list' | 'resolve'>
  /** The app's online state, told how every call of the clients handed out ends. */
  network?: Pick<Connectivity, 'settled'>
  fetch?: FetchLike
  clientId?: string
}

export function createConnect(opts: ConnectOptions): Connect {
  return async (preferredId, callOpts = {}) => {
    const list = await opts.connections.list()
    const chosen = list.find((c) => c.id === preferredId) ?? list.find((c) => c.active)
    if (!chosen) throw new ServiceError('not_found', 'No connection is configured.')
    const { baseUrl, apiKey } = await opts.connections.resolve(chosen.id)
    if (!apiKey) throw new ServiceError('unauthorized', 'No API key is set for this connection.')
    const client = createApiClient({
      baseUrl,
      apiKey,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
      ...(opts.clientId ? { clientId: opts.clientId } : {}),
      ...(opts.network && callOpts.observe !== false ? { onSettled: opts.network.settled } : {})
    })
    const shown = new URL(baseUrl)
    shown.search = ''
    shown.hash = ''
    shown.username = ''
    shown.password = ''
    return {
      connection: { id: chosen.id, name: chosen.name, baseUrl: shown.toString(), kind: chosen.kind },
      client,
      apiKey,
      release: () => client.close()
    }
  }
}
