// Portfolio: the appraiser's property groups, properties and their photos, as the active connection's
// service stores them (v2 property_groups, properties, properties/:id/images). contract.ts spreads
// these into `contract`.
//
// Every page answers the connection it came from, so the screen can mark sample data. Photos come with
// image references (main's image protocol), never with service URLs. Dropped photo files go to the
// durable upload queue of `photos` (src-shared/bridge/photos.ts).
import { Type, type Static } from '@sinclair/typebox'
import {
  entryAnswerFields,
  imageAnswerFields,
  propertyAnswerFields,
  PropertyCreate,
  PropertyGroupCreate,
  PropertyImagePatch
} from '../api/v2-portfolio'
import { call } from './define'
import { Provenance } from './provenance'

/** Ids as the service hands them out; the pattern keeps them path-safe before main puts them in a URL. */
export const PortfolioId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** One page of a list; the service caps a page at 100 entries. */
export const PortfolioListQuery = Type.Object(
  {
    /** Children of this group; absent: the top level (or, with `query`, everything matching). */
    parentId: Type.Optional(PortfolioId),
    query: Type.Optional(Type.String({ maxLength: 255 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
  },
  { additionalProperties: false }
)
export type PortfolioListQuery = Static<typeof PortfolioListQuery>

export const PortfolioGroup = Type.Object({
  ...entryAnswerFields,
  totalProperties: Type.Integer(),
  totalPropertyGroups: Type.Integer(),
  /** See KeptAt: set when this is the copy kept offline. */
  keptAt: Type.Optional(Type.String())
})
export type PortfolioGroup = Static<typeof PortfolioGroup>

export const PortfolioProperty = Type.Object({
  ...propertyAnswerFields,
  /**
   * The fields whose value the service filled in itself (PROPERTY_SERVICE_DEFAULTS), not stated by the
   * user: known when main recorded what the app sent for this property; otherwise (made elsewhere, or
   * before main recorded it) the fields whose value equals the service's default, which may be it.
   */
  serviceDefaults: Type.Optional(
    Type.Object({
      fields: Type.Array(Type.Union([Type.Literal('condition'), Type.Literal('quality'), Type.Literal('rentControl')])),
      known: Type.Boolean()
    })
  ),
  /** See KeptAt: set when this is the copy kept offline. */
  keptAt: Type.Optional(Type.String())
})
export type PortfolioProperty = Static<typeof PortfolioProperty>

export const PortfolioImage = Type.Object({
  ...imageAnswerFields,
  /** Image references (lagebild-image://img/<id>); null when the service's URL is not on its own host. */
  src: Type.Union([Type.String(), Type.Null()]),
  previewSrc: Type.Union([Type.String(), Type.Null()])
})
export type PortfolioImage = Static<typeof PortfolioImage>

/**
 * Set only when the service could not be reached and the answer is the copy kept from the last time it
 * was seen online: the ISO time that copy was fetched (the screen says "as of").
 */
export const KeptAt = Type.Optional(Type.String())

const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    totalItems: Type.Integer({ minimum: 0 }),
    offset: Type.Integer({ minimum: 0 }),
    source: Provenance,
    keptAt: KeptAt
  })

export const GroupPage = pageOf(PortfolioGroup)
export type GroupPage = Static<typeof GroupPage>
export const PropertyPage = pageOf(PortfolioProperty)
export type PropertyPage = Static<typeof PropertyPage>
export const ImagePage = pageOf(PortfolioImage)
export type ImagePage = Static<typeof ImagePage>

/** What deleting a group takes with it: the whole subtree, counted by main before it asks. */
export const DeleteImpact = Type.Object({
  /** Groups below the one deleted (not counting it). */
  groups: Type.Integer({ minimum: 0 }),
  properties: Type.Integer({ minimum: 0 }),
  /** More than main counts before asking (a very large subtree): the counts are lower bounds. */
  partial: Type.Boolean()
})
export type DeleteImpact = Static<typeof DeleteImpact>

export const GroupDraft = Type.Object({ ...PropertyGroupCreate.properties }, { additionalProperties: false })
export type GroupDraft = Static<typeof GroupDraft>
export const PropertyDraft = Type.Object({ ...PropertyCreate.properties }, { additionalProperties: false })
export type PropertyDraft = Static<typeof PropertyDraft>
export const ImageDraft = Type.Object({ ...PropertyImagePatch.properties }, { additionalProperties: false })
export type ImageDraft = Static<typeof ImageDraft>

export const portfolioDomain = {
  groups: call([PortfolioListQuery], GroupPage),
  group: call([PortfolioId], PortfolioGroup),
  createGroup: call([GroupDraft], PortfolioGroup),
  /** customId, externalId, parentId (a move; the service refuses cycles with a 400 naming parentId). */
  updateGroup: call([PortfolioId, GroupDraft], PortfolioGroup),
  deleteImpact: call([PortfolioId], DeleteImpact),
  deleteGroup: call([PortfolioId], Type.Null()),
  properties: call([PortfolioListQuery], PropertyPage),
  property: call([PortfolioId], PortfolioProperty),
  createProperty: call([PropertyDraft], PortfolioProperty),
  updateProperty: call([PortfolioId, PropertyDraft], PortfolioProperty),
  /** Every photo of a property (main pages through the service's lists of 100). */
  images: call([PortfolioId], ImagePage),
  updateImage: call([PortfolioId, PortfolioId, ImageDraft], PortfolioImage)
}
