// Shared types of the service interface (its "Shared types"), one source of truth for client and sandbox.
// Response schemas are lenient by design: objects accept unknown fields because the vendor adds them.
import {
  Type,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TLiteralValue,
  type TNumber,
  type TSchema,
  type TUnion
} from '@sinclair/typebox'
export {
  AGE_KEYS,
  DevelopmentSeriesTypes,
  HOUSEHOLD_KEYS,
  LegacyDevelopmentSeriesTypes,
  PercentageClassEnum
} from './enums'
import { AGE_KEYS, HOUSEHOLD_KEYS } from './enums'

/** A union of literal values, typed as the union of those values. */
export const Literals = <const T extends readonly TLiteralValue[]>(
  values: T,
  options?: SchemaOptions
): TUnion<TLiteral<T[number]>[]> =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options
  ) as TUnion<TLiteral<T[number]>[]>

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'date YYYY-MM-DD' })

export const Meta = Type.Object({
  url: Nullable(Type.String()),
  version: Type.String()
})
export type Meta = Static<typeof Meta>

export const Coordinates = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 })
})
export type Coordinates = Static<typeof Coordinates>

export const Address = Type.Object({
  street: Type.Optional(Type.String()),
  houseNumber: Type.Optional(Type.String()),
  postCode: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  unstructured: Type.Optional(Type.String())
})
export type Address = Static<typeof Address>

export const Location = Type.Object({
  address: Type.Optional(Address),
  coordinates: Type.Optional(Coordinates)
})
export type Location = Static<typeof Location>

export const DivisionLevel = Type.Union([
  Type.Literal('divisionLevel2'),
  Type.Literal('divisionLevel4'),
  Type.Literal('divisionLevel6'),
  Type.Literal('divisionLevel8'),
  Type.Literal('divisionLevel20'),
  Type.Literal('divisionLevel100')
])
export type DivisionLevel = Static<typeof DivisionLevel>
export const DIVISION_LEVELS: DivisionLevel[] = [
  'divisionLevel2',
  'divisionLevel4',
  'divisionLevel6',
  'divisionLevel8',
  'divisionLevel20',
  'divisionLevel100'
]

/** [longitude, latitude] */
export const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 3 })
export const MultiPolygon = Type.Object({
  type: Type.Literal('MultiPolygon'),
  coordinates: Type.Array(Type.Array(Type.Array(Position)))
})
export type MultiPolygon = Static<typeof MultiPolygon>

export const Division = Type.Object({
  id: Type.String(),
  name: Type.String(),
  levelDesignation: Type.String(),
  geometry: MultiPolygon
})
export type Division = Static<typeof Division>

export const ChartPoint = Type.Object({
  x: Type.Union([Type.String(), Type.Number()]),
  y: Nullable(Type.Number())
})
export const ChartSeries = Type.Object({
  divisionLevel: Type.String(),
  title: Type.String(),
  type: Type.Optional(Type.String()),
  data: Type.Array(ChartPoint)
})
export const Chart = Type.Object({ series: Type.Array(ChartSeries) })
export type ChartPoint = Static<typeof ChartPoint>
export type ChartSeries = Static<typeof ChartSeries>
export type Chart = Static<typeof Chart>

export const Score = Type.Number({ description: 'between 0 and 1' })

export const PercentageClass = Type.Object({ value: Type.Number(), class: Type.String() })
export type PercentageClass = Static<typeof PercentageClass>

export const PointOfInterest = Nullable(
  Type.Object({ distance: Type.Number({ description: 'metres' }), name: Nullable(Type.String()) })
)
export type PointOfInterest = Static<typeof PointOfInterest>

/** Shares of the population (fractions 0..1), one number per class. */
const SharesOf = <const K extends readonly string[]>(keys: K) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Number()])) as Record<K[number], TNumber>)

export const AgeGroup = SharesOf(AGE_KEYS)
export type AgeGroup = Static<typeof AgeGroup>

export const Household = SharesOf(HOUSEHOLD_KEYS)
export type Household = Static<typeof Household>

export const Confidence = Type.Union([Type.Literal('poor'), Type.Literal('medium'), Type.Literal('high')])
export type Confidence = Static<typeof Confidence>

export const Currency = Type.String({ description: '3-letter currency code' })

/** List answers of the v2 portfolio endpoints. */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), totalItems: Type.Integer({ minimum: 0 }), meta: Meta })

/** Error bodies as the vendor sends them. */
export const ErrorBody = Type.Object({
  error: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  message: Type.Optional(Type.String())
})
export type ErrorBody = Static<typeof ErrorBody>
