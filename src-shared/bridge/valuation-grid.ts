// The comparison grid's schema at the bridge and on disk: exactly the shape of
// src-shared/valuation/grid-types.ts (tests/valuation/grid-schema.test.ts checks both ways), and the first
// stored shape (LegacyGridState), which src-shared/valuation/migrate.ts turns into the current one.
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
  MODERNISATION_DEGREES,
  NUMERIC_CHARACTERISTICS,
  OUTLIER_RULES,
  OVERRIDABLE_ROWS,
  PRICE_TYPES,
  VALUATION_OBJECT_TYPES
} from '../valuation/grid-types'
import { GRID_MAX_COLUMNS, GRID_MAX_SPECIAL_FEATURES, GRID_MAX_TABLES, INDEX_MAX_POINTS, TABLE_MAX_POINTS } from '../valuation/limits'
import { Connection, Provenance } from './provenance'

const Finite = (o: object = {}) => Type.Number({ minimum: -1e12, maximum: 1e12, ...o })
const Text = (max: number) => Type.String({ maxLength: max })
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const Strict = <T extends Parameters<typeof Type.Object>[0]>(props: T) => Type.Object(props, { additionalProperties: false })
/** YYYY-MM-DD or '' (unknown). */
const DateOrEmpty = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })


export const LandValue = Strict({ value: Finite({ exclusiveMinimum: 0 }), zone: Text(100), stichtag: DateOrEmpty, citation: Text(500) })
export const LocationScore = Strict({ value: Finite({ minimum: 0, maximum: 1 }), source: Nullable(Provenance) })

const characteristics = {
  livingArea: Nullable(Finite({ exclusiveMinimum: 0, maximum: MAX_LIVING_SPACE })),
  buildingYear: Nullable(BuildingYear),
  remainingLife: Nullable(Finite({ minimum: 0, maximum: 200 })),
  modernisationYear: Nullable(BuildingYear),
  modernisationDegree: Nullable(Literals(MODERNISATION_DEGREES)),
  condition: Nullable(Literals(CONDITIONS)),
  furnishing: Nullable(Literals(QUALITIES)),
  floor: Nullable(Type.Integer({ minimum: -5, maximum: 200 })),
  floorPosition: Nullable(Literals(FLOOR_POSITIONS)),
  balcony: Nullable(Literals(BALCONY_KINDS)),
  elevator: Nullable(Type.Boolean()),
  parkingEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
  kitchenEuro: Nullable(Finite({ minimum: 0, maximum: 1e8 })),
  landArea: Nullable(Finite({ exclusiveMinimum: 0, maximum: 1e8 })),
  landValue: Nullable(LandValue),
  locationScore: Nullable(LocationScore)
}
export const Characteristics = Strict(characteristics)

export const GridSubject = Strict({ ...characteristics, objectType: Literals(VALUATION_OBJECT_TYPES), valuationDate: Nullable(IsoDate) })

export const ComparableSource = Type.Union([
  Strict({ kind: Type.Literal('offer'), portal: Text(100), listingId: Text(100) }),
  Strict({ kind: Type.Literal('transaction'), board: Text(300), registerNumber: Text(100) }),
  Strict({ kind: Type.Literal('own_case'), caseReference: Text(200) })
])

export const ColumnOrigin = Type.Union([
  Strict({ kind: Type.Literal('connection'), source: Provenance }),
  Strict({ kind: Type.Literal('import'), fileName: Text(300), importedAt: Text(40), mapping: Type.Optional(Text(200)) }),
  Strict({ kind: Type.Literal('typed') })
])

const Entered = Strict({ pct: Finite({ minimum: -100, maximum: 1000 }), reason: Text(1000) })

export const GridComparable = Strict({
  ...characteristics,
  id: Text(100),
  label: Text(300),
  priceType: Literals(PRICE_TYPES),
  source: ComparableSource,
  address: Text(300),
  priceDate: DateOrEmpty,
  offerEndDate: Type.Optional(DateOrEmpty),
  pricePerSqm: Finite({ exclusiveMinimum: 0, maximum: 1e7 }),
  totalPrice: Nullable(Finite({ exclusiveMinimum: 0 })),
  weight: Finite({ minimum: 0, maximum: 100 }),
  excludedReason: Type.Optional(Text(1000)),
  keepAgainstOutlierRule: Type.Optional(Type.Boolean()),
  overrides: Type.Optional(Type.Partial(Strict(Object.fromEntries(OVERRIDABLE_ROWS.map((r) => [r, Entered])) as Record<(typeof OVERRIDABLE_ROWS)[number], typeof Entered>))),
  origin: ColumnOrigin
})

export const IndexSeries = Strict({
  kind: Literals(['official', 'vendorAskingPrices'] as const),
  name: Text(300),
  publisher: Text(300),
  basePeriod: Text(100),
  frequency: Literals(INDEX_FREQUENCIES),
  points: Type.Array(Strict({ period: Text(10), value: Finite({ exclusiveMinimum: 0 }) }), { maxItems: INDEX_MAX_POINTS }),
  citation: Text(1000),
  retrievedAt: DateOrEmpty,
  source: Type.Optional(Provenance)
})

const tableBase = { id: Text(100), name: Text(200), citation: Text(1000), stichtag: DateOrEmpty, model: Text(1000), example: Type.Boolean() }
const K = Finite({ exclusiveMinimum: 0, maximum: 100 })
export const CoefficientTable = Type.Union([
  Strict({
    ...tableBase,
    scale: Type.Literal('numeric'),
    characteristic: Literals(NUMERIC_CHARACTERISTICS),
    points: Type.Array(Strict({ at: Finite(), k: K }), { minItems: 1, maxItems: TABLE_MAX_POINTS })
  }),
  Strict({
    ...tableBase,
    scale: Type.Literal('categorical'),
    characteristic: Literals(CATEGORICAL_CHARACTERISTICS),
    levels: Type.Array(Strict({ level: Text(40), k: K }), { minItems: 1, maxItems: TABLE_MAX_POINTS })
  })
])
const Tables = Type.Array(CoefficientTable, { maxItems: GRID_MAX_TABLES })

export const LocationMethod = Type.Union([
  Strict({ method: Type.Literal('landValueRatio'), exponent: Finite({ minimum: 0, maximum: 2 }), reason: Text(1000) }),
  Strict({ method: Type.Literal('vendorScore'), pctPerScore: Finite({ minimum: -1000, maximum: 1000 }), reason: Text(1000) }),
  Strict({ method: Type.Literal('none') })
])

export const RoundingRule = Type.Union([
  Strict({ kind: Type.Literal('step'), step: Finite({ exclusiveMinimum: 0, maximum: 1e9 }) }),
  Strict({ kind: Type.Literal('significant'), digits: Type.Integer({ minimum: 1, maximum: 15 }) }),
  Strict({ kind: Type.Literal('none') })
])

export const SecondRoute = Strict({
  kind: Literals(['vergleichsfaktor', 'immobilienrichtwert'] as const),
  name: Text(300),
  valuePerSqm: Finite({ exclusiveMinimum: 0, maximum: 1e7 }),
  stichtag: DateOrEmpty,
  citation: Text(1000),
  model: Text(1000),
  reference: Type.Partial(Characteristics),
  tables: Tables,
  adjustTime: Type.Boolean()
})

export const GridSettings = Strict({
  offerDiscount: Strict({ pct: Finite({ minimum: -100, maximum: 100 }), reason: Text(1000) }),
  index: Nullable(IndexSeries),
  tables: Tables,
  location: LocationMethod,
  outlierRule: Literals(OUTLIER_RULES),
  minimumCount: Type.Integer({ minimum: 1, maximum: 100 }),
  weightJustification: Text(2000),
  marketAdjustment: Nullable(Strict({ kind: Literals(['pct', 'euro'] as const), amount: Finite(), reason: Text(2000) })),
  specialFeatures: Type.Array(Strict({ label: Text(300), euro: Finite(), reason: Text(2000) }), { maxItems: GRID_MAX_SPECIAL_FEATURES }),
  rounding: RoundingRule,
  secondRoute: Nullable(SecondRoute)
})

/** The grid as the appraiser left it (grid-types.ts GridState); results are recomputed on opening. */
export const GridState = Strict({
  schemaVersion: Type.Literal(GRID_SCHEMA_VERSION),
  subjectKey: Type.String({ minLength: 1, maxLength: 200 }),
  subject: GridSubject,
  settings: GridSettings,
  comparables: Type.Array(GridComparable, { maxItems: GRID_MAX_COLUMNS }),
  connection: Nullable(Connection),
  savedAt: Type.String()
})

// ---- the first stored shape (before issue 24), read only to migrate it ----

const LegacyTable = Type.Object({
  name: Text(100),
  source: Text(500),
  points: Type.Array(Type.Object({ at: Finite(), k: Finite({ exclusiveMinimum: 0, maximum: 100 }) }), { minItems: 1, maxItems: 50 })
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
      index: Type.Union([Type.Object({ name: Text(300), points: Type.Array(Type.Object({ date: Text(10), value: Finite() }), { maxItems: 500 }) }), Type.Null()]),
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
        locationScoreFrom: Type.Optional(Type.Object({ connection: Text(200), endpoint: Text(100), fetchedAt: Text(40) })),
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
