// Every area of the app, in navigation order, with its view (an async component: loaded when first opened).
import { defineAsyncComponent, type Component } from 'vue'
import { AREA_GLYPHS, AREA_IDS, type AreaId } from './kit/area-ids'

export interface Area {
  id: AreaId
  /** Short glyph shown before the name; decorative (aria-hidden). */
  glyph: string
  view: Component
}

const VIEWS: Record<AreaId, () => Promise<Component>> = {
  search: () => import('./report/SearchView.vue'),
  report: () => import('./report/ReportView.vue'),
  market: () => import('./market/MarketView.vue'),
  comparables: () => import('./comparables/ComparablesView.vue'),
  valuation: () => import('./valuation/ValuationView.vue'),
  portfolio: () => import('./portfolio/PortfolioView.vue'),
  library: () => import('./library/LibraryView.vue'),
  settings: () => import('./settings/SettingsView.vue')
}

export const AREAS: readonly Area[] = AREA_IDS.map((id) => ({
  id,
  glyph: AREA_GLYPHS[id],
  view: defineAsyncComponent(VIEWS[id])
}))
