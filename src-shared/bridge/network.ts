// The network state and the map's base tiles: the bridge entries the renderer calls for them and the
// event main sends. contract.ts spreads these into `contract`.
//   - network.status() and the onlineChanged event: offline is learned from failing requests (every
//     call of the service, whichever domain makes it).
//   - tiles.template(): the URL template ({z}/{x}/{y}) of main's tile handler, which fetches the base
//     tiles and keeps them for offline use. The tile protocol's names are in the TypeBox-free tiles.ts.
import { Type, type Static } from '@sinclair/typebox'
import { call, event } from './define'

export const NetworkStatus = Type.Object({
  online: Type.Boolean(),
  /** When the state last changed (ISO); null while nothing has been learned yet (starts online). */
  since: Type.Union([Type.String(), Type.Null()])
})
export type NetworkStatus = Static<typeof NetworkStatus>

export const networkDomain = {
  status: call([], NetworkStatus)
}

export const tilesDomain = {
  /** The URL template ({z}/{x}/{y}) of main's tile handler (cached, works offline) for the map. */
  template: call([], Type.String())
}

export const networkEvents = {
  onlineChanged: event(NetworkStatus)
}
