// Where the map's base tiles come from. In the app they go through main's lagebild-tile protocol
// (cached there, so a report seen online shows the same base map offline). Main may name another
// template through the bridge (tiles.template), e.g. a loopback URL in the browser test harness.
import { api, hasBridge } from '../../api'

export const APP_TILE_TEMPLATE = 'lagebild-tile://tile/{z}/{x}/{y}'

type TemplateCall = () => Promise<{ ok: true; value: string | { url: string } } | { ok: false }>

let cached: Promise<string> | null = null

export function tileTemplate(): Promise<string> {
  cached ??= (async () => {
    if (!hasBridge()) return APP_TILE_TEMPLATE
    const tiles = (api() as unknown as { tiles?: { template?: TemplateCall } }).tiles
    if (!tiles?.template) return APP_TILE_TEMPLATE
    try {
      const r = await tiles.template()
      if (!r.ok) return APP_TILE_TEMPLATE
      return typeof r.value === 'string' ? r.value : r.value.url
    } catch {
      return APP_TILE_TEMPLATE
    }
  })()
  return cached
}
