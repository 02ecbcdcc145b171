// App information, settings and the map's tile template (contract domains `app`, `settings`, `tiles`).
import { APP_TILE_TEMPLATE } from '@shared/bridge/tiles'
import { domainCalls, hasBridge } from './window-api'

export { hasBridge }

export const appCalls = domainCalls('app')
export const settingsCalls = domainCalls('settings')

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
