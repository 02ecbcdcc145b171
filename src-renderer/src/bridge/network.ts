// The network state and the map's tile template (contract domains `network` and `tiles`, from
// src-shared/bridge/network.ts).
import type { EventPayload } from '@shared/bridge/contract'
import { APP_TILE_TEMPLATE } from '@shared/bridge/tiles'
import { domainCalls, hasBridge, onEvent } from './window-api'

export const networkCalls = domainCalls('network')
export const onOnlineChanged = (listener: (payload: EventPayload<'onlineChanged'>) => void) =>
  onEvent('onlineChanged', listener)

let template: Promise<string> | null = null

/**
 * Where the map's base tiles come from: main names its tile handler's URL template. In the app that is
 * the tile protocol (cached in main, so a report seen online shows the same base map offline); the
 * browser test harness serves a same-origin path.
 */
export function tileTemplate(): Promise<string> {
  template ??= (async () => {
    if (!hasBridge()) return APP_TILE_TEMPLATE
    const r = await domainCalls('tiles').template()
    return r.ok && r.value ? r.value : APP_TILE_TEMPLATE
  })()
  return template
}
