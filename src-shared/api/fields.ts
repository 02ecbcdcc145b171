// Runs of fields that share one schema, written as the schema once and the names after it:
// `...optionalFields(Type.Boolean(), 'hasLift', 'hasKitchen')` is `hasLift: Type.Optional(Type.Boolean()),
// hasKitchen: Type.Optional(Type.Boolean())`, typed field by field so `Static<>` reads the same.
import { Type, type TSchema } from '@sinclair/typebox'
import { Nullable } from './common'

type Fields<K extends readonly string[], T extends TSchema> = { [P in K[number]]: T }

const fields = <K extends readonly string[], T extends TSchema>(keys: K, schema: () => T): Fields<K, T> =>
  Object.fromEntries(keys.map((k) => [k, schema()])) as Fields<K, T>

/** Fields that may be left out, each with this schema. */
export const optionalFields = <T extends TSchema, const K extends readonly string[]>(schema: T, ...keys: K) =>
  fields(keys, () => Type.Optional(schema))

/** Fields that are always there but may be null, each with this schema. */
export const nullableFields = <T extends TSchema, const K extends readonly string[]>(schema: T, ...keys: K) =>
  fields(keys, () => Nullable(schema))
