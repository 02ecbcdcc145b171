// Comparables (v2 offers/search around a subject property) and the appraiser's saved sets: the bridge
// entries the renderer calls and their schemas. contract.ts spreads these into `contract`.
//
// Flow for the renderer:
//   1. comparables.search({ subject, request }): main sends `request` (every offers/search filter, the
//      subject as referenceProperty, orderBy) over the active connection and answers the offers with
//      their source line (connection, endpoint, parameters, date). Min above max comes back as an
//      invalid_argument error naming the field; service errors (403, 429 with resetAt, offline) as is.
//   2. comparableSets.save / list / open / remove / restore / refresh: the saved sets on disk (SQLite,
//      whole or nothing). open needs no network; refresh searches again and tells new and ended offers.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from '../api/limits'
import { BuildingYear } from '../api/v1'
import { Offer, OffersSearchRequest } from '../api/v2-offers'
import { call } from './define'
import { ReportId } from './reports'
import { Connection, ResultSource } from './provenance'

export const SetId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** The property being valued, as the appraiser describes it. */
export const Subject = Type.Object({
  /** The address line as shown and searched, e.g. "Marienplatz 1, 80331 München". */
  address: Type.String({ maxLength: 300 }),
  livingArea: Type.Optional(Type.Number({ minimum: 1, maximum: MAX_LIVING_SPACE })),
  buildingYear: Type.Optional(BuildingYear),
  landArea: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_LAND_AREA })),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e10 })),
  propertyType: Type.Optional(Literals(['apartment', 'house'])),
  rooms: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 }))
})
export type Subject = Static<typeof Subject>

export const ComparablesQuery = Type.Object({ subject: Subject, request: OffersSearchRequest })
export type ComparablesQuery = Static<typeof ComparablesQuery>

export const ComparablesResult = Type.Object({
  query: ComparablesQuery,
  items: Type.Array(Offer),
  /** As the service counts it: capped at 3,000 and exact only below. */
  totalItems: Type.Integer({ minimum: 0 }),
  /** Where a figure came from, to cite under it; endpoint "POST /api/v2/offers/search". */
  source: ResultSource
})
export type ComparablesResult = Static<typeof ComparablesResult>

/** The appraiser's decision on one offer. */
export const OfferMark = Type.Object({
  pinned: Type.Optional(Type.Boolean()),
  /** Why the offer is left out; present means excluded. */
  excludedReason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  note: Type.Optional(Type.String({ maxLength: 2000 }))
})
export type OfferMark = Static<typeof OfferMark>

const OfferId = Type.String({ minLength: 1, maxLength: 200 })

/** What the appraiser saves: the search, its answer and every decision on it. */
export const ComparableSetDraft = Type.Object({
  /** Given when saving over an existing set. */
  id: Type.Optional(SetId),
  label: Type.String({ minLength: 1, maxLength: 300 }),
  result: ComparablesResult,
  marks: Type.Record(OfferId, OfferMark),
  hideOutliers: Type.Boolean(),
  /** The offers shown side by side with the subject (at most 6); sets saved before this have none. */
  compareIds: Type.Optional(Type.Array(OfferId, { maxItems: 6 })),
  notes: Type.String({ maxLength: 20000 }),
  /** The library report for the subject's address, when there is one. */
  reportId: Type.Union([ReportId, Type.Null()])
})
export type ComparableSetDraft = Static<typeof ComparableSetDraft>

export const ComparableSet = Type.Object({
  ...ComparableSetDraft.properties,
  id: SetId,
  savedAt: Type.String(),
  /** Set by the last refresh: offers that came new, and offers no longer in the answer (kept, marked ended). */
  changes: Type.Union([
    Type.Object({ at: Type.String(), newIds: Type.Array(OfferId), endedIds: Type.Array(OfferId) }),
    Type.Null()
  ])
})
export type ComparableSet = Static<typeof ComparableSet>

/** A list row, read from columns only. */
export const ComparableSetSummary = Type.Object({
  id: SetId,
  label: Type.String(),
  address: Type.String(),
  savedAt: Type.String(),
  offerCount: Type.Integer(),
  keptCount: Type.Integer(),
  reportId: Type.Union([ReportId, Type.Null()]),
  connection: Connection,
  damaged: Type.Boolean()
})
export type ComparableSetSummary = Static<typeof ComparableSetSummary>

export const comparablesDomain = {
  search: call([ComparablesQuery], ComparablesResult)
}

export const comparableSetsDomain = {
  save: call([ComparableSetDraft], ComparableSetSummary),
  list: call([], Type.Array(ComparableSetSummary)),
  /** From disk only, no network. An unreadable set fails with code 'report_damaged'. */
  open: call([SetId], ComparableSet),
  /** Soft delete; restore undoes it until the app quits. */
  remove: call([SetId], Type.Object({ id: SetId })),
  restore: call([SetId], ComparableSetSummary),
  /** Searches again with the saved query; keeps marks, keeps ended offers and names new and ended ones. */
  refresh: call([SetId], ComparableSet)
}
