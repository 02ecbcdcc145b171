// Where the map's base tiles come from: main names its tile handler's URL template (bridge call
// tiles.template). In the app that is the lagebild-tile protocol (cached in main, so a report seen
// online shows the same base map offline); the browser test harness serves a same-origin path.
import { APP_TILE_TEMPLATE } from '@shared/bridge/tiles'
import { api, hasBridge, safeCall } from '../../api'

let cached: Promise<string> | null = null

export function tileTemplate(): Promise<string> {
  cached ??= (async () => {
    if (!hasBridge()) return APP_TILE_TEMPLATE
    const r = await safeCall(() => api().tiles.template())
    return r.ok && r.value ? r.value : APP_TILE_TEMPLATE
  })()
  return cached
}
