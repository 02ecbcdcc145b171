// The comparison grid's types, taken from its schema (src-shared/bridge/valuation-grid.ts, the only
// definition; the field comments are there) with `import type`, so no TypeBox reaches the renderer; the
// lists of values and the stored version come from grid-constants.ts and are handed on from here.
import type { Static } from '@sinclair/typebox'
import type * as Schema from '../bridge/valuation-grid'

export * from './grid-constants'

/** Where a column's price comes from (portal and listing id, board and register number, or case reference); `kind` equals the column's priceType. */
export type ComparableReference = Static<typeof Schema.ComparableReference>
/** The connection a column's (or the grid's) data came from; `typed` = entered by hand, `import` = from a file. */
export type ColumnOrigin = Static<typeof Schema.ColumnOrigin>
/** A Bodenrichtwert (standard land value) of a zone, as published, e.g. in BORIS. */
export type LandValue = Static<typeof Schema.LandValue>
/** A vendor location score (0 to 1) with where it came from; source = null when the appraiser entered it. */
export type LocationScore = Static<typeof Schema.LocationScore>
/** The characteristics of the subject and of each comparable; null = not known (never a silent default). */
export type Characteristics = Static<typeof Schema.Characteristics>
/** The subject (Bewertungsobjekt): its characteristics, object type and valuation date. */
export type GridSubject = Static<typeof Schema.GridSubject>
/** An entered per cent that replaces a row's table or rule for a column, with its reason. */
export type EnteredAdjustment = Static<typeof Schema.EnteredAdjustment>
/** One column of the grid. */
export type GridComparable = Static<typeof Schema.GridComparable>
export type IndexPoint = Static<typeof Schema.IndexPoint>
/** A price index (ImmoWertV § 18): official, or the market-data service's median of asking prices. */
export type IndexSeries = Static<typeof Schema.IndexSeries>
/** Umrechnungskoeffizienten over a number: linear between points, flat beyond the ends. */
export type NumericTable = Static<typeof Schema.NumericTable>
/** Umrechnungskoeffizienten per level; elevator uses levels 'yes' and 'no'. */
export type CategoricalTable = Static<typeof Schema.CategoricalTable>
export type CoefficientTable = Static<typeof Schema.CoefficientTable>
/** How location is adjusted: by the ratio of Bodenrichtwerte, by the vendor's score, or not at all. */
export type LocationMethod = Static<typeof Schema.LocationMethod>
/** Marktanpassung: a per cent of, or a euro amount added to, the vorläufiger Vergleichswert. */
export type MarketAdjustment = Static<typeof Schema.MarketAdjustment>
/** A besonderes objektspezifisches Grundstücksmerkmal: + or − euros, with its reason. */
export type SpecialFeature = Static<typeof Schema.SpecialFeature>
/** The stated rounding of the Vergleichswert. */
export type RoundingRule = Static<typeof Schema.RoundingRule>
/** The second route: a published Vergleichsfaktor or Immobilienrichtwert converted to the subject. */
export type SecondRoute = Static<typeof Schema.SecondRoute>
export type GridSettings = Static<typeof Schema.GridSettings>
/** The Gutachten the annex belongs to (Aktenzeichen, appraiser, annex number and date, Qualitätsstichtag). */
export type AnnexFrame = Static<typeof Schema.AnnexFrame>
/** The whole grid as saved; results are recomputed from it (computeGrid). */
export type GridState = Static<typeof Schema.GridState>
