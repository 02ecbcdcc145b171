// The comparison grid's lists of values and its stored version: free of TypeBox, so the renderer can use
// them at run time; the grid's schema (src-shared/bridge/valuation-grid.ts) is built from them.
import type { CONDITIONS, QUALITIES } from '../api/enums'

/**
 * Version of the stored grid; older ones are brought up to it on loading (migrate.ts). None: the first
 * shape; 2: provenance flat (connectionKind, connectionId ...) in `provenance` / `from`; 3: Provenance in `source`,
 * except an index series' (`provenance`, its typed citation in `source`); 4: every typed citation in `citation`,
 * every Provenance in `source`, a column's listing or register number in `source` too; 5: that in `reference`.
 */
export const GRID_SCHEMA_VERSION = 5

/** Angebot (asking price), Kaufpreis from a Gutachterausschuss's Kaufpreissammlung, or a case of the appraiser's own. */
export const PRICE_TYPES = ['offer', 'transaction', 'own_case'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

export type Condition = (typeof CONDITIONS)[number]
export type Furnishing = (typeof QUALITIES)[number]
/** Lage im Gebäude. */
export const FLOOR_POSITIONS = ['basement', 'ground', 'middle', 'top', 'penthouse'] as const
export type FloorPosition = (typeof FLOOR_POSITIONS)[number]
/** balcony_or_terrace: the data says there is one, not which (the service's hasBalconyOrTerrace). */
export const BALCONY_KINDS = ['none', 'balcony', 'loggia', 'terrace', 'balcony_or_terrace'] as const
export type BalconyKind = (typeof BALCONY_KINDS)[number]
/** Modernisierungsgrad (after the degrees of the Sachwertrichtlinie's point table: none to comprehensive). */
export const MODERNISATION_DEGREES = ['none', 'minor', 'medium', 'largely', 'comprehensive'] as const
export type ModernisationDegree = (typeof MODERNISATION_DEGREES)[number]

export const VALUATION_OBJECT_TYPES = ['apartment', 'house'] as const
export type ValuationObjectType = (typeof VALUATION_OBJECT_TYPES)[number]

/** Rows a column may override with an entered per cent (instead of its table or rule), with a reason; in the grid's order (GRID_ROWS spreads this list). */
export const OVERRIDABLE_ROWS = [
  'livingArea',
  'remainingLife',
  'buildingYear',
  'modernisation',
  'condition',
  'furnishing',
  'floorPosition',
  'balcony',
  'elevator',
  'landArea',
  'location'
] as const
export type OverridableRow = (typeof OVERRIDABLE_ROWS)[number]

/**
 * A price index (ImmoWertV § 18). official: entered or imported from a publisher (e.g. Destatis'
 * Häuserpreisindex, a Gutachterausschuss's Indexreihe). vendorAskingPrices: the market-data service's
 * median of asking prices, never an official index, and shown as such.
 */
export const INDEX_KINDS = ['official', 'vendorAskingPrices'] as const
/** How an index point's period is written: 2024 (yearly), 2024-Q3 (quarterly), 2024-07 (monthly). */
export const INDEX_FREQUENCIES = ['yearly', 'quarterly', 'monthly'] as const
export type IndexFrequency = (typeof INDEX_FREQUENCIES)[number]
/** Which day of its period an index value stands for (its Bezugszeitpunkt), as the publisher states it. */
export const INDEX_REFERENCES = ['start', 'middle', 'end'] as const
export type IndexReference = (typeof INDEX_REFERENCES)[number]

/** Characteristics a conversion-coefficient table can be keyed on. */
export const NUMERIC_CHARACTERISTICS = [
  'livingArea',
  'buildingYear',
  'remainingLife',
  'modernisationYear',
  'landArea',
  'floor'
] as const
export type NumericCharacteristic = (typeof NUMERIC_CHARACTERISTICS)[number]
export const CATEGORICAL_CHARACTERISTICS = [
  'condition',
  'furnishing',
  'floorPosition',
  'balcony',
  'elevator',
  'modernisationDegree'
] as const
export type CategoricalCharacteristic = (typeof CATEGORICAL_CHARACTERISTICS)[number]
export type TableCharacteristic = NumericCharacteristic | CategoricalCharacteristic

/**
 * grubbs: Grubbs' test, generalised for several outliers (Rosner's ESD), α = 5 %; tukey: Tukey's fences
 * (outliers.ts). A grid saved with the earlier '2sigma' rule (mean and SD taken with the suspect inside, so
 * it could not flag below n = 6) is read with 'grubbs' (migrate.ts).
 */
export const OUTLIER_RULES = ['none', 'grubbs', 'tukey'] as const
export type OutlierRule = (typeof OUTLIER_RULES)[number]

/** Marktanpassung: a per cent of, or a euro amount added to, the vorläufiger Vergleichswert. */
export const MARKET_ADJUSTMENT_KINDS = ['pct', 'euro'] as const

/** The second route's published figure: a Vergleichsfaktor or an Immobilienrichtwert. */
export const SECOND_ROUTE_KINDS = ['vergleichsfaktor', 'immobilienrichtwert'] as const
