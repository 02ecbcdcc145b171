// Limits of the service that the renderer also needs at run time (TypeBox-free, like enums.ts).

/** The largest image the service accepts (413 above). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024

/** The largest photo main scales down to fit IMAGE_MAX_BYTES (a 48 MP camera JPEG is about 27 MB). */
export const SCALE_MAX_BYTES = 200 * 1024 * 1024

/** price_filter's limits that the service applies on its own (spec, Limits): shown to the user. */
export const MARKET_LIMITS = {
  rent: { priceMin: 3, priceMax: 40 },
  buy: { priceMin: 300, priceMax: 20000 },
  maxExposes: 3000
} as const

/** offers/search's defaults (spec): a circle's radius in metres, and how many offers one answer holds at most. */
export const OFFER_SEARCH_DEFAULTS = { radiusM: 3000, maxRadiusM: 10000, limit: MARKET_LIMITS.maxExposes } as const

/** Physical bounds: no building has more living space, no plot more land, than this (m²). */
export const MAX_LIVING_SPACE = 100_000
export const MAX_LAND_AREA = 10_000_000
/** The years a building can plausibly be built or modernised in. */
export const BUILDING_YEARS = { min: 1000, max: 2100 } as const

/** price_filter's defaults for parameters left out (spec): shown as placeholders and in the parameters used. */
export const MARKET_DEFAULTS = {
  roomsMin: 1,
  roomsMax: 7,
  areaMin: 15,
  areaMax: 400,
  yearMin: 1800,
  startDate: '2018-02-01'
} as const
