// The comparison grid's stored shape (Vergleichswertverfahren, ImmoWertV 2021 §§ 12, 18-20, 24-26): the
// subject, the columns (offers, Kaufpreise from a Kaufpreissammlung, own cases) and the settings that turn
// them into a Vergleichswert. Plain types, free of TypeBox, so the renderer can use them; the bridge's
// GridState schema (src-shared/bridge/valuation-grid.ts) validates exactly this shape.
import type { CONDITIONS, QUALITIES } from '../api/enums'
import type { Connection, Provenance } from '../bridge/provenance'

/**
 * Version of the stored grid; older ones are brought up to it on loading (migrate.ts). None: the first
 * shape; 2: provenance flat (connectionKind, connectionId ...) in `provenance` / `from`; 3: Provenance in `source`,
 * except an index series' (`provenance`, its typed citation in `source`); 4: every typed citation in `citation`,
 * every Provenance in `source`.
 */
export const GRID_SCHEMA_VERSION = 4

/** Angebot (asking price), Kaufpreis from a Gutachterausschuss's Kaufpreissammlung, or a case of the appraiser's own. */
export const PRICE_TYPES = ['offer', 'transaction', 'own_case'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

/** Where a column's price comes from; `kind` equals the column's priceType (computeGrid reports a mismatch). */
export type ComparableSource =
  /** Portal (e.g. "ImmoScout24") and its listing id. */
  | { kind: 'offer'; portal: string; listingId: string }
  /** board: the Gutachterausschuss, cited as "Kaufpreissammlung <board>"; registerNumber: its Kaufpreis number. */
  | { kind: 'transaction'; board: string; registerNumber: string }
  /** The appraiser's own file reference (Aktenzeichen). */
  | { kind: 'own_case'; caseReference: string }

/** The connection a column's (or the grid's) data came from; `typed` = entered by hand, `import` = from a file. */
export type ColumnOrigin = { kind: 'connection'; source: Provenance } | { kind: 'import'; fileName: string; importedAt: string; mapping?: string } | { kind: 'typed' }

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

/** A Bodenrichtwert (standard land value) of a zone, as published, e.g. in BORIS. */
export interface LandValue {
  /** € per m² of land. */
  value: number
  /** Bodenrichtwertzone (number or name). */
  zone: string
  /** YYYY-MM-DD. */
  stichtag: string
  /** e.g. "BORIS Hamburg, Gutachterausschuss für Grundstückswerte in Hamburg". */
  citation: string
}

/** A vendor location score (0 to 1) with where it came from; source = null when the appraiser entered it. */
export interface LocationScore {
  value: number
  source: Provenance | null
}

/** The characteristics of the subject and of each comparable; null = not known (never a silent default). */
export interface Characteristics {
  /** Wohnfläche, m². */
  livingArea: number | null
  /** Baujahr. */
  buildingYear: number | null
  /** Restnutzungsdauer in years (at the price's date for a comparable, at the valuation date for the subject). */
  remainingLife: number | null
  /** Year of the last substantial modernisation and its degree. */
  modernisationYear: number | null
  modernisationDegree: ModernisationDegree | null
  /** Zustand. */
  condition: Condition | null
  /** Ausstattung. */
  furnishing: Furnishing | null
  /** Geschoss: 0 = Erdgeschoss, -1 = Souterrain. */
  floor: number | null
  /** Lage im Gebäude. */
  floorPosition: FloorPosition | null
  /** Balkon/Terrasse. */
  balcony: BalconyKind | null
  /** Aufzug. */
  elevator: boolean | null
  /** Stellplatz: its value in € (in a comparable's price: taken out before the per-m² comparison). */
  parkingEuro: number | null
  /** Einbauküche: its value in €, like parkingEuro. */
  kitchenEuro: number | null
  /** Grundstücksfläche, m² (houses). */
  landArea: number | null
  /** The Bodenrichtwert of the zone it lies in. */
  landValue: LandValue | null
  /** The vendor's location score, labelled as such. */
  locationScore: LocationScore | null
}

export const VALUATION_OBJECT_TYPES = ['apartment', 'house'] as const
export type ValuationObjectType = (typeof VALUATION_OBJECT_TYPES)[number]

/** The subject (Bewertungsobjekt). livingArea and valuationDate may be missing: the result then names them in `missing`. */
export interface GridSubject extends Characteristics {
  objectType: ValuationObjectType
  /** Wertermittlungsstichtag, YYYY-MM-DD; null until entered. */
  valuationDate: string | null
}

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

export interface EnteredAdjustment {
  /** Per cent added to the price at this step (e.g. -4 for 4 % less). */
  pct: number
  reason: string
}

/** One column of the grid. */
export interface GridComparable extends Characteristics {
  id: string
  /** Short name shown over the column. */
  label: string
  priceType: PriceType
  source: ComparableSource
  /** Street (with number where known) or the whole address. */
  address: string
  /** The price's date, YYYY-MM-DD, or '' when unknown: offer: published; transaction: Vertragsdatum; own case: the case's price date. */
  priceDate: string
  /** Offers only: when the listing ended (YYYY-MM-DD), where known. */
  offerEndDate?: string
  /** € per m² of living area, as asked or paid (including parkingEuro and kitchenEuro where they are part of the price). */
  pricePerSqm: number
  /** The whole price in €, where known. */
  totalPrice: number | null
  /** Weight in the mean; 0 takes the column out of every statistic. */
  weight: number
  /** Set by the appraiser: the column is left out, with this reason. */
  excludedReason?: string
  /** Set by the appraiser: the outlier rule would eliminate this column, but it stays in. */
  keepAgainstOutlierRule?: boolean
  /** Entered per cents that replace a row's table or rule for this column. */
  overrides?: Partial<Record<OverridableRow, EnteredAdjustment>>
  /** Where the column's data came from. */
  origin: ColumnOrigin
}

// ---- settings ----

/** How an index point's period is written: 2024 (yearly), 2024-Q3 (quarterly), 2024-07 (monthly). */
export const INDEX_FREQUENCIES = ['yearly', 'quarterly', 'monthly'] as const
export type IndexFrequency = (typeof INDEX_FREQUENCIES)[number]

export interface IndexPoint {
  /** 2024, 2024-Q3 or 2024-07 after the series' frequency; dated at the middle of its period (index-series.ts). */
  period: string
  value: number
}

/**
 * A price index (ImmoWertV § 18). official: entered or imported from a publisher (e.g. Destatis'
 * Häuserpreisindex, a Gutachterausschuss's Indexreihe). vendorAskingPrices: the market-data service's
 * median of asking prices, never an official index, and shown as such.
 */
export interface IndexSeries {
  kind: 'official' | 'vendorAskingPrices'
  name: string
  publisher: string
  /** e.g. "2015 = 100". */
  basePeriod: string
  frequency: IndexFrequency
  points: IndexPoint[]
  /** Where the figures were taken from (a URL, a publication), as the appraiser typed it, and when (YYYY-MM-DD). */
  citation: string
  retrievedAt: string
  /** vendorAskingPrices: the connection and endpoint it came from. */
  source?: Provenance
}

/** Characteristics a conversion-coefficient table can be keyed on. */
export const NUMERIC_CHARACTERISTICS = ['livingArea', 'buildingYear', 'remainingLife', 'modernisationYear', 'landArea', 'floor'] as const
export type NumericCharacteristic = (typeof NUMERIC_CHARACTERISTICS)[number]
export const CATEGORICAL_CHARACTERISTICS = ['condition', 'furnishing', 'floorPosition', 'balcony', 'elevator', 'modernisationDegree'] as const
export type CategoricalCharacteristic = (typeof CATEGORICAL_CHARACTERISTICS)[number]
export type TableCharacteristic = NumericCharacteristic | CategoricalCharacteristic

interface TableBase {
  id: string
  name: string
  /** Publisher and publication, e.g. "Grundstücksmarktbericht Hamburg 2024, Tabelle 12". */
  citation: string
  /** YYYY-MM-DD, '' when unknown. */
  stichtag: string
  /** The model the coefficients were derived in (Modellkonformität), e.g. "Wohnfläche nach WoFlV, ohne Stellplatz". */
  model: string
  /** Shipped with Lagebild as an illustration, not a publisher's figures. */
  example: boolean
}

/** Umrechnungskoeffizienten over a number (area, year ...): linear between points, flat beyond the ends. */
export interface NumericTable extends TableBase {
  scale: 'numeric'
  characteristic: NumericCharacteristic
  points: Array<{ at: number; k: number }>
}

/** Umrechnungskoeffizienten per level (condition, floor position ...); elevator uses levels 'yes' and 'no'. */
export interface CategoricalTable extends TableBase {
  scale: 'categorical'
  characteristic: CategoricalCharacteristic
  levels: Array<{ level: string; k: number }>
}

export type CoefficientTable = NumericTable | CategoricalTable

/**
 * How location is adjusted. landValueRatio: (subject's Bodenrichtwert / comparable's)^exponent, the zones
 * entered per column (Characteristics.landValue); vendorScore: (subject score − comparable score) ×
 * pctPerScore %, the vendor's score named as such; none: no location row.
 */
export type LocationMethod = { method: 'landValueRatio'; exponent: number; reason: string } | { method: 'vendorScore'; pctPerScore: number; reason: string } | { method: 'none' }

export const OUTLIER_RULES = ['none', '2sigma', 'tukey'] as const
export type OutlierRule = (typeof OUTLIER_RULES)[number]

/** Marktanpassung (§ 24 (3) with § 7): a per cent of, or a euro amount added to, the vorläufiger Vergleichswert. */
export interface MarketAdjustment {
  kind: 'pct' | 'euro'
  amount: number
  reason: string
}

/** A besonderes objektspezifisches Grundstücksmerkmal (§ 8 (3)): + or − euros, with its reason. */
export interface SpecialFeature {
  label: string
  euro: number
  reason: string
}

/** The stated rounding of the Vergleichswert: to a multiple of `step` €, or to `digits` significant digits. */
export type RoundingRule = { kind: 'step'; step: number } | { kind: 'significant'; digits: number } | { kind: 'none' }

/**
 * The second route (§ 24 (2) Nr. 2, § 26): a published Vergleichsfaktor or Immobilienrichtwert for a
 * reference property, converted to the subject by the publisher's own coefficient tables.
 */
export interface SecondRoute {
  kind: 'vergleichsfaktor' | 'immobilienrichtwert'
  name: string
  /** € per m² of living area for the reference property. */
  valuePerSqm: number
  /** YYYY-MM-DD. */
  stichtag: string
  /** Publisher and publication, as the appraiser typed it. */
  citation: string
  model: string
  /** The reference property's characteristics; null ones are not converted. */
  reference: Partial<Characteristics>
  tables: CoefficientTable[]
  /** Adjust from the factor's Stichtag to the valuation date with the grid's index. */
  adjustTime: boolean
}

export interface GridSettings {
  /** Angebotsabschlag: applied to priceType 'offer' only. */
  offerDiscount: { pct: number; reason: string }
  index: IndexSeries | null
  /** At most one table per characteristic is applied (the first); the others are kept for choosing. */
  tables: CoefficientTable[]
  location: LocationMethod
  outlierRule: OutlierRule
  /** Below this many included comparables the result carries a warning (5 by default). */
  minimumCount: number
  /** Required as soon as the weights are not all equal. */
  weightJustification: string
  marketAdjustment: MarketAdjustment | null
  specialFeatures: SpecialFeature[]
  rounding: RoundingRule
  secondRoute: SecondRoute | null
}

/** The whole grid as saved; results are recomputed from it (computeGrid). */
export interface GridState {
  schemaVersion: typeof GRID_SCHEMA_VERSION
  subjectKey: string
  subject: GridSubject
  settings: GridSettings
  comparables: GridComparable[]
  /** The connection the grid was filled from; null when everything was typed or imported. */
  connection: Connection | null
  savedAt: string
}
