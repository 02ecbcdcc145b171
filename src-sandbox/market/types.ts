// The synthetic market as the rest of the sandbox sees it (price filter, offer search, locations,
// block, valuations). Implemented in src-sandbox/market; the model is described in MODEL.md.
//
// Offers live in columns (typed arrays) indexed 0..size-1; an "offer index" is a position in them.
// Missing values, as in real listings: NaN in float columns, MISSING_INT in integer columns,
// UNKNOWN (2) in the tri-state boolean columns, NO_CODE (255) in code columns.
import type { Offer, PriceFilterExpose } from '@shared/api'
import type { GeoPoint } from '../geo/types'

export const DEAL_SALE = 0
export const DEAL_RENT = 1
export type DealCode = typeof DEAL_SALE | typeof DEAL_RENT

export const KIND_APARTMENT = 0
export const KIND_HOUSE = 1
export type KindCode = typeof KIND_APARTMENT | typeof KIND_HOUSE
/** The smallest living area (sqm) an offer of each kind has: the generator gives none less. */
export const MIN_LIVING_AREA: Readonly<Record<KindCode, number>> = { [KIND_APARTMENT]: 15, [KIND_HOUSE]: 45 }

/** Sentinel for a missing value in Int16/Int32 columns (building year, floor, available-from day...). */
export const MISSING_INT = -32768
/** Tri-state boolean columns: 0 false, 1 true, 2 not stated by the listing. */
export const UNKNOWN = 2
/** Sentinel for "no value" in Uint8/Uint16 code columns (condition, street). */
export const NO_CODE = 255
export const NO_STREET = 255

/** v1 object_type codes, their names, and the v2 portfolio subtype they correspond to. */
export interface ObjectTypeInfo {
  code: number
  kind: KindCode
  name: string
  subtype: string
}
export const OBJECT_TYPES: readonly ObjectTypeInfo[] = [
  { code: 8, kind: KIND_APARTMENT, name: 'Etagenwohnung', subtype: 'apartment_apartment' },
  { code: 11, kind: KIND_APARTMENT, name: 'Erdgeschoss', subtype: 'apartment_ground_floor' },
  { code: 10, kind: KIND_APARTMENT, name: 'Dachgeschoss', subtype: 'apartment_attic' },
  { code: 16, kind: KIND_APARTMENT, name: 'Maisonette', subtype: 'apartment_maisonette' },
  { code: 14, kind: KIND_APARTMENT, name: 'Penthouse', subtype: 'apartment_penthouse' },
  { code: 15, kind: KIND_APARTMENT, name: 'Loft', subtype: 'apartment_loft' },
  { code: 9, kind: KIND_APARTMENT, name: 'Apartment', subtype: 'apartment_apartment' },
  { code: 18, kind: KIND_APARTMENT, name: 'Sonstige Wohnungen', subtype: 'apartment_apartment' },
  { code: 2, kind: KIND_HOUSE, name: 'Einfamilienhaus', subtype: 'house_one_family' },
  { code: 3, kind: KIND_HOUSE, name: 'Doppelhaushälfte', subtype: 'house_semi_detached' },
  { code: 5, kind: KIND_HOUSE, name: 'Reihenhaus', subtype: 'house_row' },
  { code: 17, kind: KIND_HOUSE, name: 'Sonstige Häuser', subtype: 'house_two_family' }
]

/** Seller-entered condition labels (column `condition` indexes this list) and the Condition class each maps to. */
export const CONDITION_LABELS: readonly {
  label: string
  conditionClass: 'very_good' | 'good' | 'moderate' | 'bad' | 'dilapidated'
}[] = [
  { label: 'Erstbezug', conditionClass: 'very_good' },
  { label: 'Erstbezug nach Sanierung', conditionClass: 'very_good' },
  { label: 'Neuwertig', conditionClass: 'very_good' },
  { label: 'Saniert', conditionClass: 'good' },
  { label: 'Modernisiert', conditionClass: 'good' },
  { label: 'Vollständig renoviert', conditionClass: 'good' },
  { label: 'Gepflegt', conditionClass: 'moderate' },
  { label: 'Nach Vereinbarung', conditionClass: 'moderate' },
  { label: 'Renovierungsbedürftig', conditionClass: 'bad' },
  { label: 'Abbruchreif', conditionClass: 'dilapidated' }
]

/** Equipment quality (Ausstattung) 0..4 = very_simple, simple, good, upscale, very_upscale (column `quality`). */
export const QUALITY_CLASSES = ['very_simple', 'simple', 'good', 'upscale', 'very_upscale'] as const

export interface MarketColumns {
  /** The offer's ordinal (piece * 2^18 + its number in the piece, plan.ts): the same offer everywhere. */
  ordinal: Uint32Array
  /** True position of the listing (always set); published only when hasCoords[i] = 1. */
  lat: Float64Array
  lon: Float64Array
  hasCoords: Uint8Array
  deal: Uint8Array // DealCode
  kind: Uint8Array // KindCode
  objectType: Uint8Array // v1 object_type code (OBJECT_TYPES)
  /** Sale price (EUR) for sale offers, monthly net cold rent (EUR) for rent offers. Always set. */
  price: Uint32Array
  /** price / livingArea rounded to cents as shown, EUR per sqm (per month for rent). Always set. */
  pricePerSqm: Float64Array
  additionalCosts: Float32Array // EUR per month, NaN when not stated
  livingArea: Float64Array // sqm to two decimals exactly as shown (filters compare the shown value), always set
  landArea: Float32Array // sqm, NaN when not stated (apartments mostly)
  usableArea: Float32Array // sqm, NaN when not stated
  rooms: Float32Array // NaN when not stated
  buildingYear: Int16Array // MISSING_INT when not stated
  floor: Int16Array // MISSING_INT when not stated
  /** Days since 1970-01-01 (UTC). */
  startDay: Int16Array
  endDay: Int16Array
  availableFromDay: Int16Array // MISSING_INT when not stated
  condition: Uint8Array // index into CONDITION_LABELS, NO_CODE when not stated
  quality: Uint8Array // index into QUALITY_CLASSES, NO_CODE when not stated
  firstOccupancy: Uint8Array
  barrierFree: Uint8Array
  furnished: Uint8Array
  subsidized: Uint8Array
  kitchen: Uint8Array
  balcony: Uint8Array
  lift: Uint8Array
  parking: Uint8Array
  underfloorHeating: Uint8Array
  imageCount: Uint8Array
  source: Uint8Array // index into tables.sources
  street: Uint8Array // index into tables.streets, NO_STREET when the listing hides the address
  houseNumber: Uint8Array // 0 when not stated
}

export interface MarketTables {
  sources: string[]
  postalCodes: string[]
  municipalityIds: string[]
  municipalityNames: string[]
  countyIds: string[]
  stateIds: string[]
  streets: string[]
}

/** One offer with every field decoded; null where the listing does not state it. Its address and
 * divisions are those of the point the geography placed it at. */
export interface OfferRecord extends Pick<
  GeoPoint,
  'street' | 'houseNumber' | 'postCode' | 'city' | 'municipalityId' | 'countyId' | 'stateId'
> {
  index: number
  id: string
  deal: 'sale' | 'rent'
  kind: 'apartment' | 'house'
  objectType: number
  objectTypeName: string
  subtype: string
  lat: number | null
  lon: number | null
  price: number
  pricePerSqm: number
  additionalCosts: number | null
  livingArea: number
  landArea: number | null
  usableArea: number | null
  rooms: number | null
  buildingYear: number | null
  floor: number | null
  startDate: string
  endDate: string
  durationDays: number
  availableFrom: string | null
  condition: string | null
  conditionClass: 'very_good' | 'good' | 'moderate' | 'bad' | 'dilapidated' | null
  quality: (typeof QUALITY_CLASSES)[number] | null
  firstOccupancy: boolean | null
  barrierFree: boolean | null
  furnished: boolean | null
  subsidized: boolean | null
  kitchen: boolean | null
  balcony: boolean | null
  lift: boolean | null
  parking: boolean | null
  underfloorHeating: boolean | null
  /** New construction: first occupancy, or built no more than 3 years before publication. */
  isNew: boolean
  source: string
}

/** A region for statistics; 'country' is all of Germany. */
export type RegionRef =
  | { level: 'country' }
  | { level: 'state'; id: string }
  | { level: 'county'; id: string }
  | { level: 'municipality'; id: string }
  | { level: 'postalCode'; code: string }
  | { level: 'circle'; lat: number; lon: number; radiusM: number }

export interface SeriesPoint {
  /** First day of the month (YYYY-MM-01) or the year (YYYY) the bucket covers (by publication date). */
  x: string
  /** Median of the bucket; null when the bucket has fewer than `minCount` offers. */
  y: number | null
  /** Offers in the bucket. */
  n: number
}

export interface SeriesQuery {
  deal: 'sale' | 'rent'
  kind?: 'apartment' | 'house'
  /** 'new' = OfferRecord.isNew, 'stock' = the rest; default both. */
  age?: 'new' | 'stock'
  step: 'month' | 'year'
  /** Buckets with fewer offers get y = null (default 3). */
  minCount?: number
}

export interface ComparableQuery {
  lat: number
  lon: number
  deal: 'sale' | 'rent'
  kind?: 'apartment' | 'house'
  objectTypes?: number[]
  /** How many to return (nearest first). */
  n: number
  /** Search radius limit in metres (default 10000). */
  maxRadiusM?: number
  livingArea?: { min?: number; max?: number }
  buildingYear?: { min?: number; max?: number }
  /** Only offers published on or after this date (YYYY-MM-DD). */
  since?: string
  /** Any further criterion, on the offer index. */
  filter?: (i: number) => boolean
}

export interface Comparable {
  index: number
  distanceM: number
  record: OfferRecord
}

export interface Market {
  readonly size: number
  readonly seed: number
  /** First publication day covered: 2018-02-01. */
  readonly firstDate: string
  /** Last day covered (the build day's yesterday), YYYY-MM-DD. */
  readonly asOf: string
  readonly cols: MarketColumns
  readonly tables: MarketTables

  /** Stable string id of an offer (the same offer has the same id in a market of any size). */
  id(i: number): string
  /** Offer index of an id, or -1. */
  indexOfId(id: string): number

  /** Offers with published coordinates within radiusM metres (haversine) of the point; unordered. */
  within(lat: number, lon: number, radiusM: number): Uint32Array
  /** Up to n offers with published coordinates, nearest first, optionally limited and filtered. */
  nearest(
    lat: number,
    lon: number,
    n: number,
    opts?: { maxRadiusM?: number; filter?: (i: number) => boolean }
  ): number[]
  /** Haversine distance in metres from the offer's true position to the point. */
  distanceM(i: number, lat: number, lon: number): number
  /**
   * Living areas (sqm) offers of the kind have: from MIN_LIVING_AREA (no offer has less) to the largest
   * offer held from the start (a lazy market's sample: its pieces are drawn from the same distributions).
   */
  livingAreaRange(kind: KindCode): readonly [number, number]

  /** Offers whose position lies in the division (in market order; shared arrays: do not mutate). */
  inPostalCode(code: string): Uint32Array
  inMunicipality(id: string): Uint32Array
  inCounty(id: string): Uint32Array
  inState(id: string): Uint32Array
  /** The offers of a region (country: all; circle: only offers with published coordinates). */
  inRegion(region: RegionRef): Uint32Array
  /** The offers of a region for statistics: all, or for a large division of a large market an even sample, with its weight (offers per sampled offer). */
  regionOffers(region: RegionRef): { offers: Uint32Array; weight: number }

  record(i: number): OfferRecord
  /** The v2 Offer resource; distance only when given (circle searches). */
  toOffer(i: number, opts?: { distanceM?: number; baseUrl?: string }): Offer
  /** The v1 price filter exposé. */
  toExpose(i: number): PriceFilterExpose

  /** Median price per sqm (EUR; rent per month) per month or year over the region, by publication date. */
  priceDevelopment(region: RegionRef, q: SeriesQuery): SeriesPoint[]
  /** Median market duration in days per month or year over the region, by publication date. */
  marketDurations(region: RegionRef, q: SeriesQuery): SeriesPoint[]

  /** Nearest matching offers (with published coordinates), nearest first, with every field decoded. */
  comparables(q: ComparableQuery): Comparable[]
}

export interface MarketOptions {
  /** Offers in all, spread as the calibrated density is (default: the calibrated density itself, MODEL.md). */
  offers?: number
  /** Large markets: offers held beyond the sample before generated pieces are dropped (default 3.4 million). */
  budget?: number
  /** PRNG seed (default DEFAULT_SEED). */
  seed?: number
  /** Last day covered, YYYY-MM-DD (default yesterday, UTC). */
  asOf?: string
  /** Folder of the snapshot file (built on first start, reloaded after). */
  cacheDir: string
  /** Called while a market is built (not when a snapshot is reused): phase and its fraction done, 0..1. */
  onProgress?: (progress: BuildProgress) => void
}
/** How far a first build has come: generating offers, indexing them, writing the snapshot. */
export interface BuildProgress {
  phase: 'generate' | 'index' | 'snapshot'
  fraction: number
}
export const DEFAULT_SEED = 20180201
// Implemented in market/index.ts: `openMarketSync(geo: Geography, opts: MarketOptions): OpenedMarket`.
