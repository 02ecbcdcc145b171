// Every area of the app, in navigation order, with its view (an async component: loaded when first opened).
import { defineAsyncComponent, type Component } from 'vue'
import type { AreaId } from './area-ids'

export { AREA_IDS, isAreaId, type AreaId } from './area-ids'

export interface Area {
  id: AreaId
  /** Short glyph shown before the name; decorative (aria-hidden). */
  glyph: string
  view: Component
}

export const AREAS: readonly Area[] = [
  { id: 'search', glyph: '⌕', view: defineAsyncComponent(() => import('./views/SearchView.vue')) },
  { id: 'report', glyph: '▦', view: defineAsyncComponent(() => import('./views/ReportView.vue')) },
  { id: 'market', glyph: '▤', view: defineAsyncComponent(() => import('./views/MarketView.vue')) },
  { id: 'comparables', glyph: '⇄', view: defineAsyncComponent(() => import('./views/ComparablesView.vue')) },
  { id: 'valuation', glyph: '€', view: defineAsyncComponent(() => import('./views/ValuationView.vue')) },
  { id: 'portfolio', glyph: '▣', view: defineAsyncComponent(() => import('./views/PortfolioView.vue')) },
  { id: 'library', glyph: '▥', view: defineAsyncComponent(() => import('./views/LibraryView.vue')) },
  { id: 'settings', glyph: '⚙', view: defineAsyncComponent(() => import('./views/SettingsView.vue')) }
]
