// Valuation: the quick valuations of the service for a subject, their history, and the appraiser's
// comparison grid. The form rules live in src-shared/valuation/forms.ts (renderer and main alike).
import { Type, type Static } from '@sinclair/typebox'
import { Literals, Location } from '../api/common'
import { CONDITIONS, QUALITIES } from '../api/enums'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from '../api/limits'
import { BuildingYear } from '../api/v1'
import { VALUATION_KINDS, VALUATION_PROPERTY_TYPES } from '../valuation/forms'
import { AppError } from './errors'
import { Connection, Provenance } from './provenance'
import { call } from './define'
import { GridState as GridStateSchema } from './valuation-grid'
import type { GridState as GridStateShape } from '../valuation/grid-types'
import { GRID_MAX_COLUMNS } from '../valuation/limits'

export { LegacyGridState } from './valuation-grid'
/** The grid as saved; its type is taken from this schema (src-shared/valuation/grid-types.ts). */
export const GridState = GridStateSchema
export type GridState = GridStateShape

const Key = Type.String({ minLength: 1, maxLength: 200 })
export const RunId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** What is being valued: the address or portfolio property the screen was opened for. */
export const ValuationSubject = Type.Object(
  {
    /** Stable per subject: "property:<id>", "address:<folded address line>" or "comparables:<set id>". */
    key: Key,
    label: Type.String({ minLength: 1, maxLength: 300 }),
    location: Location
  },
  { additionalProperties: false }
)
export type ValuationSubject = Static<typeof ValuationSubject>

/** Bounds that stop nonsense at the bridge; the form's own checks say more, at the field. */
export const ValuationInput = Type.Object(
  {
    propertyType: Literals(VALUATION_PROPERTY_TYPES),
    subtype: Type.Optional(Type.String({ maxLength: 40 })),
    livingArea: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_LIVING_SPACE })),
    landArea: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_LAND_AREA })),
    buildingYear: Type.Optional(BuildingYear),
    condition: Type.Optional(Literals(CONDITIONS)),
    quality: Type.Optional(Literals(QUALITIES))
  },
  { additionalProperties: false }
)

export const KindResult = Type.Object({
  kind: Literals(VALUATION_KINDS),
  /** "POST /api/v2/valuations/properties_light" etc. */
  endpoint: Type.String(),
  status: Literals(['ok', 'error']),
  value: Type.Optional(Type.Number()),
  currency: Type.Optional(Type.String()),
  /** v2: poor | medium | high; v1: 1 (not confident) to 5 (very confident). */
  confidence: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
  /** The Deprecation and Sunset headers of a deprecated endpoint, as sent. */
  deprecation: Type.Optional(Type.String()),
  sunset: Type.Optional(Type.String()),
  error: Type.Optional(AppError),
  fetchedAt: Type.String()
})
export type KindResult = Static<typeof KindResult>

export const ValuationRun = Type.Object({
  id: RunId,
  subject: ValuationSubject,
  input: ValuationInput,
  results: Type.Array(KindResult),
  connection: Connection,
  createdAt: Type.String()
})
export type ValuationRun = Static<typeof ValuationRun>

export const RunSummary = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  connection: Connection,
  damaged: Type.Boolean(),
  input: Type.Optional(ValuationInput),
  results: Type.Array(Type.Object({ kind: Type.String(), status: Type.String(), value: Type.Optional(Type.Number()) }))
})
export type RunSummary = Static<typeof RunSummary>

const Text = (max: number) => Type.String({ maxLength: max })

/** Points whose building-block location score the grid needs (the comparables' coordinates), as many as a grid holds. */
export const ScorePoints = Type.Array(
  Type.Object({
    id: Text(100),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 })
  }),
  { maxItems: GRID_MAX_COLUMNS }
)
export const LocationScores = Type.Object({
  /** One per point, in order; null where the service had no score or answered with an error. */
  scores: Type.Array(Type.Object({ id: Type.String(), score: Type.Union([Type.Number(), Type.Null()]) })),
  /** The connection (with its kind: sandbox scores are sample data), the endpoint and when. */
  source: Provenance,
  /** The first error, when every point failed (offline, 429 ...). */
  error: Type.Optional(AppError)
})
export type LocationScores = Static<typeof LocationScores>

/** A subject with saved valuations or a saved grid, for lists (the case file). */
export const ValuationSubjectSummary = Type.Object({ key: Key, label: Type.String(), savedAt: Type.String() })
export type ValuationSubjectSummary = Static<typeof ValuationSubjectSummary>

export const valuationDomain = {
  /** Subjects with saved runs or a grid, newest first (at most 200). */
  subjects: call([], Type.Array(ValuationSubjectSummary)),
  /** The overall location score of each point's lowest division (v2 locations/addresses by coordinates). */
  locationScores: call([ScorePoints], LocationScores),
  /** Runs every quick valuation that fits the input's property type; saved to the subject's history. */
  run: call([ValuationSubject, ValuationInput], ValuationRun),
  history: call([Key], Type.Array(RunSummary)),
  open: call([RunId], ValuationRun),
  saveGrid: call([GridState], GridState),
  grid: call([Key], Type.Union([GridState, Type.Null()]))
}
