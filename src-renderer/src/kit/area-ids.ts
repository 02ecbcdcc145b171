// The areas of the app, in navigation order, with the glyph the navigation shows before each name
// (decorative, aria-hidden). areas.ts at the root adds each area's view.
export const AREA_IDS = [
  'search',
  'report',
  'market',
  'comparables',
  'valuation',
  'portfolio',
  'library',
  'settings'
] as const
export type AreaId = (typeof AREA_IDS)[number]

export const isAreaId = (s: string): s is AreaId => (AREA_IDS as readonly string[]).includes(s)

export const AREA_GLYPHS: Readonly<Record<AreaId, string>> = {
  search: '⌕',
  report: '▦',
  market: '▤',
  comparables: '⇄',
  valuation: '€',
  portfolio: '▣',
  library: '▥',
  settings: '⚙'
}
