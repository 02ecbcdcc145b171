// v2 offer search: request filters, reference property and the Offer resource.
import { Type, type Static } from '@sinclair/typebox'
import { Currency, DateString, Literals, Location, Meta, Score } from './common'
import { optionalFields } from './fields'
import { OFFER_SEARCH_DEFAULTS } from './limits'

export const DealType = Type.Union([Type.Literal('sale'), Type.Literal('rent')])
export type DealType = Static<typeof DealType>

const ValueRange = Type.Object({ min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) })
const DateValueRange = Type.Object({ min: Type.Optional(DateString), max: Type.Optional(DateString) })
const PriceValueRange = Type.Object({
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  currency: Type.Optional(Currency)
})

export const OfferPropertyTypeCodes = ['apartment', 'house'] as const
/** Element shape of filters.propertyType: not shown in the spec; the sandbox takes `{ code }` like Offer.propertyType. */
export const PropertyTypeFilter = Type.Object({ code: Type.String({ minLength: 1 }) })

export const CircleFilter = Type.Object({
  center: Location,
  radius: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: OFFER_SEARCH_DEFAULTS.maxRadiusM,
      default: OFFER_SEARCH_DEFAULTS.radiusM,
      description: 'metres'
    })
  )
})
export const LocationFilter = Type.Union([
  Type.Object({ circle: CircleFilter }),
  Type.Object({
    divisionLevel100: Type.String({ minLength: 1, description: 'postal code division id, or a raw address' })
  })
])

export const OrderByFields = [
  'distance',
  'startDate',
  'endDate',
  'salePrice',
  'salePricePerSqm',
  'rentNet',
  'rentNetPerSqm',
  'livingArea',
  'buildingYear',
  'similarityScore'
] as const
export const OrderBy = Type.Object({
  field: Literals(OrderByFields),
  direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }))
})

export const OffersSearchRequest = Type.Object({
  filters: Type.Object({
    location: LocationFilter,
    dealType: Type.Optional(DealType),
    propertyType: Type.Optional(Type.Array(PropertyTypeFilter, { maxItems: 50 })),
    startDate: Type.Optional(DateValueRange),
    endDate: Type.Optional(DateValueRange),
    price: Type.Optional(PriceValueRange),
    pricePerSqm: Type.Optional(PriceValueRange),
    numberOfRooms: Type.Optional(ValueRange),
    livingArea: Type.Optional(ValueRange),
    buildingYear: Type.Optional(ValueRange),
    isFurnished: Type.Optional(Type.Boolean({ default: false })),
    isFirstOccupancy: Type.Optional(Type.Boolean()),
    isSubsidizedHousing: Type.Optional(Type.Boolean({ default: false }))
  }),
  referenceProperty: Type.Optional(
    Type.Object({
      livingArea: Type.Optional(Type.Number()),
      buildingYear: Type.Optional(Type.Integer()),
      landArea: Type.Optional(Type.Number()),
      price: Type.Optional(Type.Number())
    })
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 0, maximum: OFFER_SEARCH_DEFAULTS.limit, default: OFFER_SEARCH_DEFAULTS.limit })
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: OFFER_SEARCH_DEFAULTS.limit, default: 0 })),
  /** One entry per sortable field at most. */
  orderBy: Type.Optional(Type.Array(OrderBy, { maxItems: OrderByFields.length }))
})
export type OffersSearchRequest = Static<typeof OffersSearchRequest>

export const Offer = Type.Object({
  id: Type.String(),
  dealType: Type.String(),
  propertyType: Type.Object({ code: Type.String() }),
  source: Type.Optional(Type.String()),
  startDate: Type.Optional(DateString),
  endDate: Type.Optional(DateString),
  marketDuration: Type.Optional(Type.String({ description: 'ISO 8601 duration' })),
  images: Type.Optional(Type.Array(Type.Object({ url: Type.String() }))),
  location: Type.Optional(Location),
  distance: Type.Optional(Type.Number({ description: 'metres; only for circle searches' })),
  objectCondition: Type.Optional(Type.String()),
  // prices and costs, in `currency`
  ...optionalFields(
    Type.Number(),
    'salePrice',
    'salePricePerSqm',
    'rentNet',
    'rentNetPerSqm',
    'additionalCosts',
    'additionalCostsPerSqm'
  ),
  currency: Type.Optional(Currency),
  floorNumber: Type.Optional(Type.Integer()),
  numberOfRooms: Type.Optional(Type.Number()),
  buildingYear: Type.Optional(Type.Integer()),
  // areas (m²)
  ...optionalFields(Type.Number(), 'livingArea', 'landArea', 'usableArea'),
  availableFrom: Type.Optional(DateString),
  ...optionalFields(
    Type.Boolean(),
    'isFirstOccupancy',
    'isBarrierFree',
    'isFurnished',
    'isSubsidizedHousing',
    'hasKitchen',
    'hasBalconyOrTerrace',
    'hasLift',
    'hasParkingSpace',
    'hasUnderfloorHeating'
  ),
  similarityScore: Type.Optional(Score)
})
export type Offer = Static<typeof Offer>

export const OffersSearchResponse = Type.Object({
  items: Type.Array(Offer),
  totalItems: Type.Integer({ minimum: 0, maximum: OFFER_SEARCH_DEFAULTS.limit }),
  meta: Meta
})
export type OffersSearchResponse = Static<typeof OffersSearchResponse>
