// The areas of the app, in navigation order (areas.ts adds their views).
export const AREA_IDS = ['search', 'report', 'market', 'comparables', 'valuation', 'portfolio', 'library', 'settings'] as const
export type AreaId = (typeof AREA_IDS)[number]

export const isAreaId = (s: string): s is AreaId => (AREA_IDS as readonly string[]).includes(s)
