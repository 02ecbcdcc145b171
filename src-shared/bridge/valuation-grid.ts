// The comparison grid's shape (Vergleichswertverfahren, ImmoWertV 2021 §§ 12, 18-20, 24-26), at the bridge
// and on disk: the subject, the columns (offers, Kaufpreise from a Kaufpreissammlung, own cases) and the
// settings that turn them into a Vergleichswert. This schema is the only definition: the types are taken
// from it (src-shared/valuation/grid-types.ts, `Static`), its lists of values come from the TypeBox-free
// src-shared/valuation/grid-constants.ts. Also the first stored shape (LegacyGridState), which
// src-shared/valuation/migrate.ts turns into the current one.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { CONDITIONS, QUALITIES } from '../api/enums'
import { MAX_LIVING_SPACE } from '../api/limits'
import { BuildingYear } from '../api/v1'
import {
  BALCONY_KINDS,
  CATEGORICAL_CHARACTERISTICS,
  FLOOR_POSITIONS,
  GRID_SCHEMA_VERSION,
  INDEX_FREQUENCIES,
  INDEX_KINDS,
  INDEX_REFERENCES,
  MARKET_ADJUSTMENT_KINDS,
  MODERNISATION_DEGREES,
  NUMERIC_CHARACTERISTICS,
  OUTLIER_RULES,
  OVERRIDABLE_ROWS,
  PRICE_TYPES,
  SECOND_ROUTE_KINDS,
  VALUATION_OBJECT_TYPES,
  type OverridableRow
} from '../valuation/grid-constants'
import {
  GRID_MAX_COLUMNS,
  GRID_MAX_SPECIAL_FEATURES,
  GRID_MAX_TABLES,
  INDEX_MAX_POINTS,
  TABLE_MAX_POINTS
} from '../valuation/limits'
import { Connection, Provenance } from './provenance'
import { OCCUPANCIES } from './transaction-fields'

const Finite = (o: object = {}) => Type.Number({ minimum: -1e12, maximum: 1e12, ...o })
const Text = (max: number) => Type.String({ maxLength: max })
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const Strict = <T extends Parameters<typeof Type.Object>[0]>(props: T) =>
  Type.Object(props, { additionalProperties: false })
/** YYYY-MM-DD or '' (unknown). */
const DateOrEmpty = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** Where a column's price comes from, its listing or register number; `kind` equals the column's priceType (computeGrid reports a mismatch). */
export const ComparableReference = Type.Union([
  /** Portal (e.g. "ImmoScout24") and its listing id. */
  Strict({ kind: Type.Literal('offer'), portal: Text(100), listingId: Text(100) }),
  /** board: the Gutachterausschuss, cited as "Kaufpreissammlung <board>"; registerNumber: its Kaufpreis number. */
  Strict({ kind: Type.Literal('transaction'), board: Text(300), registerNumber: Text(100) }),
  /** The appraiser's own file reference (Aktenzeichen). */
  Strict({ kind: Type.Literal('own_case'), caseReference: Text(200) })
])

/** The connection a column's (or the grid's) data came from; `typed` = entered by hand, `import` = from a file. */
export const ColumnOrigin = Type.Union([
  Strict({ kind: Type.Literal('connection'), source: Provenance }),
  Strict({
    kind: Type.Literal('import'),
    fileName: Text(300),
    importedAt: Text(40),
    mapping: Type.Optional(Text(200)),
    /**
     * The Gutachterausschuss's Auskunft the file came with: its Aktenzeichen, date (YYYY-MM-DD or ''), the
     * selection criteria as entered in the import dialog, and the Kaufpreise it supplied and the import used
     * (taken as columns). Absent: imported before these were asked.
     */
    extract: Type.Optional(
      Strict({
        reference: Text(100),
        date: DateOrEmpty,
        selection: Text(1000),
        supplied: Type.Integer({ minimum: 0 }),
        used: Type.Integer({ minimum: 0 })
      })
    )
  }),
  Strict({ kind: Type.Literal('typed') })
])

/** A Bodenrichtwert (standard land value) of a zone, as published, e.g. in BORIS. */
export const LandValue = Strict({
  /** € per m² of land. */
  value: Finite({ exclusiveMinimum: 0 }),
  /** Bodenrichtwertzone (number or name). */
  zone: Text(100),
  /** YYYY-MM-DD. */
  stichtag: DateOrEmpty,
  /** e.g. "BORIS Hamburg, Gutachterausschuss für Grundstückswerte in Hamburg". */
  citation: Text(500)
})

/** A vendor location score (0 to 1) with where it came from; source = null when the appraiser entered it. */
export const LocationScore = Strict({ value: Finite({ minimum: 0, maximum: 1 }), source: Nullable(Provenance) })

/** The characteristics of the subject and of each comparable; null = not known (never a silent default). */
const characteristics = {
  /** Wohnfläche, m². */
  livingArea: Nullable(Finite({ exclusiveMinimum: 0, maximum: MAX_LIVING_SPACE })),
  /** Baujahr. */
  buildingYear: Nullable(BuildingYear),
  /** Restnutzungsdauer in years (at the price's date for a comparable, at the valuation date for the subject). */
  remainingLife: Nullable(Finite({ minimum: 0, maximum: 200 })),
  /** Year of the last substantial modernisation and its degree. */
  modernisationYear: Nullable(BuildingYear),
  modernisationDegree: Nullable(Literals(MODERNISATION_DEGREES)),
  /** Zustand. */
  condition: Nullable(Literals(CONDITIONS)),
  /** Ausstattung. */
  furnishing: Nullable(Literals(QUALITIES)),
  /** Geschoss: 0 = Erdgeschoss, -1 = Souterrain. */
  floor: Nullable(Type.Integer({ minimum: -5, maximum: 200 })),
  /** Lage im Gebäude. */
  floorPosition: Nullable(Literals(FLOOR_POSITIONS)),
  /** Balkon/Terrasse. */
  balcony: Nullable(Literals(BALCONY_KINDS)),
  /** Aufzug. */
  elevator: Nullable(Type.Boolean()),
  /** Stellplatz: its value in € (in a comparable's price: taken out before the per-m² comparison). */
  parkingEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
  /** Einbauküche: its value in €, like parkingEuro. */
  kitchenEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
  /** Grundstücksfläche, m² (houses). */
  landArea: Nullable(Finite({ exclusiveMinimum: 0, maximum: 1e8 })),
  /** The Bodenrichtwert of the zone it lies in. */
  landValue: Nullable(LandValue),
  /** The vendor's location score, labelled as such. */
  locationScore: Nullable(LocationScore)
}
export const Characteristics = Strict(characteristics)

/** The subject (Bewertungsobjekt). livingArea and valuationDate may be missing: the result then names them in `missing`. */
export const GridSubject = Strict({
  ...characteristics,
  objectType: Literals(VALUATION_OBJECT_TYPES),
  /** Wertermittlungsstichtag, YYYY-MM-DD; null until entered. */
  valuationDate: Nullable(IsoDate)
})

export const EnteredAdjustment = Strict({
  /** Per cent added to the price at this step (e.g. -4 for 4 % less). */
  pct: Finite({ minimum: -100, maximum: 1000 }),
  reason: Text(1000)
})

/** A besonderes objektspezifisches Grundstücksmerkmal (§ 8 (3)): + or − euros, with its reason. */
export const SpecialFeature = Strict({ label: Text(300), euro: Finite(), reason: Text(2000) })

/** One column of the grid. */
export const GridComparable = Strict({
  ...characteristics,
  id: Text(100),
  /** Short name shown over the column. */
  label: Text(300),
  priceType: Literals(PRICE_TYPES),
  reference: ComparableReference,
  /** Street (with number where known) or the whole address. */
  address: Text(300),
  /** The price's date, YYYY-MM-DD, or '' when unknown: offer: published; transaction: Vertragsdatum; own case: the case's price date. */
  priceDate: DateOrEmpty,
  /** Offers only: when the listing ended (YYYY-MM-DD), where known. */
  offerEndDate: Type.Optional(DateOrEmpty),
  /** € per m² of living area, as asked or paid (including parkingEuro and kitchenEuro where they are part of the price). */
  pricePerSqm: Finite({ exclusiveMinimum: 0, maximum: 1e7 }),
  /** The whole price in €, where known. */
  totalPrice: Nullable(Finite({ exclusiveMinimum: 0 })),
  /** Weight in the mean; 0 takes the column out of every statistic. */
  weight: Finite({ minimum: 0, maximum: 100 }),
  /** Set by the appraiser: the column is left out, with this reason. */
  excludedReason: Type.Optional(Text(1000)),
  /** Set by the appraiser: the outlier rule would eliminate this column, but it stays in. */
  keepAgainstOutlierRule: Type.Optional(Type.Boolean()),
  /** The appraiser's Würdigung (§ 9 (2) ImmoWertV) of a column the outlier rule flags: why it is eliminated or kept. Absent: none written. */
  outlierAssessment: Type.Optional(Text(2000)),
  /** Entered per cents that replace a row's table or rule for this column. */
  overrides: Type.Optional(
    Type.Partial(
      Strict(
        Object.fromEntries(OVERRIDABLE_ROWS.map((r) => [r, EnteredAdjustment])) as Record<
          OverridableRow,
          typeof EnteredAdjustment
        >
      )
    )
  ),
  /** Where the column's data came from. */
  origin: ColumnOrigin,
  /**
   * The offer says it comes with a Stellplatz / an Einbauküche (the service's hasParkingSpace, hasKitchen);
   * without a euro amount of the column's own, the grid's stated amount (GridSettings.separateItemAmounts) is
   * taken out of its price. Absent or null: not stated.
   */
  hasParking: Type.Optional(Nullable(Type.Boolean())),
  hasKitchen: Type.Optional(Nullable(Type.Boolean())),
  /**
   * The comparable's own besondere objektspezifische Grundstücksmerkmale (Sonderumlage, Instandhaltungsstau,
   * Sondernutzungsrecht ...) as euro amounts with reasons: + where the feature raised its price, − where it
   * lowered it; taken out of the price before the comparison. Absent: none.
   */
  features: Type.Optional(Type.Array(SpecialFeature, { maxItems: GRID_MAX_SPECIAL_FEATURES })),
  /** What an extract states that the grid has no characteristic for; absent: not stated (as before). Vermietet or bezugsfrei. */
  occupancy: Type.Optional(Literals(OCCUPANCIES)),
  /** Units of the Anlage. */
  unitsInBuilding: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** The object type in the extract's own words (Teilmarkt, Objektart). */
  objectKind: Type.Optional(Text(100))
})

// ---- settings ----

export const IndexPoint = Strict({
  /** 2024, 2024-Q3 or 2024-07 after the series' frequency; dated by the series' Bezugszeitpunkt (index-series.ts). */
  period: Text(10),
  value: Finite({ exclusiveMinimum: 0 })
})

/** A price index (ImmoWertV § 18); its kinds: INDEX_KINDS. */
export const IndexSeries = Strict({
  kind: Literals(INDEX_KINDS),
  name: Text(300),
  publisher: Text(300),
  /** e.g. "2015 = 100". */
  basePeriod: Text(100),
  frequency: Literals(INDEX_FREQUENCIES),
  /** The Bezugszeitpunkt: which day of its period a value stands for, as published; absent = the middle. */
  reference: Type.Optional(Literals(INDEX_REFERENCES)),
  points: Type.Array(IndexPoint, { maxItems: INDEX_MAX_POINTS }),
  /** Where the figures were taken from (a URL, a publication), as the appraiser typed it, and when (YYYY-MM-DD). */
  citation: Text(1000),
  retrievedAt: DateOrEmpty,
  /** vendorAskingPrices: the connection and endpoint it came from. */
  source: Type.Optional(Provenance)
})

const tableBase = {
  id: Text(100),
  name: Text(200),
  /** Publisher and publication, e.g. "Grundstücksmarktbericht Hamburg 2024, Tabelle 12". */
  citation: Text(1000),
  /** YYYY-MM-DD, '' when unknown. */
  stichtag: DateOrEmpty,
  /** The model the coefficients were derived in (Modellkonformität), e.g. "Wohnfläche nach WoFlV, ohne Stellplatz". */
  model: Text(1000),
  /** Shipped with Lagebild as an illustration, not a publisher's figures. */
  example: Type.Boolean()
}
const K = Finite({ exclusiveMinimum: 0, maximum: 100 })
/** Umrechnungskoeffizienten over a number (area, year ...): linear between points, flat beyond the ends. */
export const NumericTable = Strict({
  ...tableBase,
  scale: Type.Literal('numeric'),
  characteristic: Literals(NUMERIC_CHARACTERISTICS),
  /** Empty while a blank table is being filled in (not applied until it has a point). */
  points: Type.Array(Strict({ at: Finite(), k: K }), { maxItems: TABLE_MAX_POINTS })
})
/** Umrechnungskoeffizienten per level (condition, floor position ...); elevator uses levels 'yes' and 'no'. */
export const CategoricalTable = Strict({
  ...tableBase,
  scale: Type.Literal('categorical'),
  characteristic: Literals(CATEGORICAL_CHARACTERISTICS),
  levels: Type.Array(Strict({ level: Text(40), k: K }), { maxItems: TABLE_MAX_POINTS })
})
export const CoefficientTable = Type.Union([NumericTable, CategoricalTable])
const Tables = Type.Array(CoefficientTable, { maxItems: GRID_MAX_TABLES })

/**
 * How location is adjusted. landValueRatio: (subject's Bodenrichtwert / comparable's)^exponent, the zones
 * entered per column (Characteristics.landValue); vendorScore: (subject score − comparable score) ×
 * pctPerScore %, the vendor's score named as such; none: no location row.
 */
export const LocationMethod = Type.Union([
  Strict({ method: Type.Literal('landValueRatio'), exponent: Finite({ minimum: 0, maximum: 2 }), reason: Text(1000) }),
  Strict({
    method: Type.Literal('vendorScore'),
    pctPerScore: Finite({ minimum: -1000, maximum: 1000 }),
    reason: Text(1000)
  }),
  Strict({ method: Type.Literal('none') })
])

/** Marktanpassung (§ 24 (3) with § 7): a per cent of, or a euro amount added to, the vorläufiger Vergleichswert. */
export const MarketAdjustment = Strict({
  kind: Literals(MARKET_ADJUSTMENT_KINDS),
  amount: Finite(),
  reason: Text(2000)
})

/** The stated rounding of the Vergleichswert: to a multiple of `step` €, or to `digits` significant digits. */
export const RoundingRule = Type.Union([
  Strict({ kind: Type.Literal('step'), step: Finite({ exclusiveMinimum: 0, maximum: 1e9 }) }),
  Strict({ kind: Type.Literal('significant'), digits: Type.Integer({ minimum: 1, maximum: 15 }) }),
  Strict({ kind: Type.Literal('none') })
])

/**
 * The second route (§ 24 (2) Nr. 2, § 26): a published Vergleichsfaktor or Immobilienrichtwert for a
 * reference property, converted to the subject by the publisher's own coefficient tables.
 */
export const SecondRoute = Strict({
  kind: Literals(SECOND_ROUTE_KINDS),
  name: Text(300),
  /** € per m² of living area for the reference property. */
  valuePerSqm: Finite({ exclusiveMinimum: 0, maximum: 1e7 }),
  /** YYYY-MM-DD. */
  stichtag: DateOrEmpty,
  /** Publisher and publication, as the appraiser typed it. */
  citation: Text(1000),
  model: Text(1000),
  /** The reference property's characteristics; null ones are not converted. */
  reference: Type.Partial(Characteristics),
  tables: Tables,
  /** Adjust from the factor's Stichtag to the valuation date with the grid's index. */
  adjustTime: Type.Boolean()
})

export const GridSettings = Strict({
  /** Angebotsabschlag: applied to priceType 'offer' only. */
  offerDiscount: Strict({ pct: Finite({ minimum: -100, maximum: 100 }), reason: Text(1000) }),
  index: Nullable(IndexSeries),
  /** At most one table per characteristic is applied (the first); the others are kept for choosing. */
  tables: Tables,
  location: LocationMethod,
  outlierRule: Literals(OUTLIER_RULES),
  /** Below this many included Kaufpreise the result carries a warning (5 by default); offers and own cases do not count. */
  minimumCount: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Required as soon as the weights are not all equal. */
  weightJustification: Text(2000),
  marketAdjustment: Nullable(MarketAdjustment),
  specialFeatures: Type.Array(SpecialFeature, { maxItems: GRID_MAX_SPECIAL_FEATURES }),
  rounding: RoundingRule,
  secondRoute: Nullable(SecondRoute),
  /**
   * The euro amounts taken out of the price of a column whose offer states a Stellplatz or an Einbauküche
   * (hasParking, hasKitchen) but which has no amount of its own, with their reason. Absent: none stated.
   */
  separateItemAmounts: Type.Optional(
    Strict({
      parkingEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
      kitchenEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
      reason: Text(1000)
    })
  )
})

/**
 * The Gutachten the grid's annex belongs to, printed as the annex's frame: its file number (Aktenzeichen),
 * the appraiser, the annex's number and the report's date, and the Qualitätsstichtag where it differs from
 * the Wertermittlungsstichtag. Every part may be empty; an absent frame prints the annex as before.
 */
export const AnnexFrame = Strict({
  reportReference: Text(200),
  appraiser: Text(300),
  /** "3" in "Anlage 3 zum Gutachten vom …". */
  annexNumber: Text(20),
  /** The Gutachten's date, YYYY-MM-DD or ''. */
  reportDate: DateOrEmpty,
  /** Qualitätsstichtag, YYYY-MM-DD; '' = the Wertermittlungsstichtag. */
  qualityDate: DateOrEmpty
})

/** The grid as the appraiser left it; results are recomputed from it on opening (computeGrid). */
export const GridState = Strict({
  schemaVersion: Type.Literal(GRID_SCHEMA_VERSION),
  subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
  subject: GridSubject,
  settings: GridSettings,
  comparables: Type.Array(GridComparable, { maxItems: GRID_MAX_COLUMNS }),
  /** The connection the grid was filled from; null when everything was typed or imported. */
  connection: Nullable(Connection),
  savedAt: Type.String(),
  /** The annex's frame, entered once per grid; absent in grids saved before it existed. */
  annexFrame: Type.Optional(AnnexFrame)
})

// ---- the first stored shape (no schemaVersion), read only to migrate it ----

const LegacyTable = Type.Object({
  name: Text(100),
  source: Text(500),
  points: Type.Array(Type.Object({ at: Finite(), k: Finite({ exclusiveMinimum: 0, maximum: 100 }) }), {
    minItems: 1,
    maxItems: 50
  })
})

export const LegacyGridState = Type.Object(
  {
    subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
    subject: Type.Object({
      livingArea: Finite({ exclusiveMinimum: 0 }),
      buildingYear: Type.Union([BuildingYear, Type.Null()]),
      valuationDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      locationScore: Type.Union([Finite(), Type.Null()])
    }),
    settings: Type.Object({
      offerDiscountPct: Finite({ minimum: -100, maximum: 100 }),
      offerDiscountReason: Text(1000),
      index: Type.Union([
        Type.Object({
          name: Text(300),
          points: Type.Array(Type.Object({ date: Text(10), value: Finite() }), { maxItems: 500 })
        }),
        Type.Null()
      ]),
      livingAreaTable: LegacyTable,
      buildingYearTable: LegacyTable,
      locationPctPerScore: Finite({ minimum: -1000, maximum: 1000 }),
      weightJustification: Text(2000)
    }),
    comparables: Type.Array(
      Type.Object({
        id: Text(100),
        label: Text(300),
        pricePerSqm: Finite({ exclusiveMinimum: 0 }),
        livingArea: Type.Union([Finite(), Type.Null()]),
        buildingYear: Type.Union([Type.Integer(), Type.Null()]),
        offerDate: Text(10),
        locationScore: Type.Union([Finite(), Type.Null()]),
        locationScoreFrom: Type.Optional(
          Type.Object({ connection: Text(200), endpoint: Text(100), fetchedAt: Text(40) })
        ),
        conditionPct: Type.Optional(Finite({ minimum: -100, maximum: 100 })),
        locationPct: Type.Optional(Type.Union([Finite({ minimum: -100, maximum: 100 }), Type.Null()])),
        weight: Type.Optional(Finite({ minimum: 0, maximum: 100 }))
      }),
      { maxItems: 100 }
    ),
    connection: Type.Optional(Connection),
    savedAt: Type.String()
  },
  { additionalProperties: false }
)
export type LegacyGridState = Static<typeof LegacyGridState>
