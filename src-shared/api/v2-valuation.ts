// v2 light valuation.
import { Type, type Static } from '@sinclair/typebox'
import { Confidence, Currency, Location, Meta } from './common'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from './limits'
import { BuildingYear } from './v1'
import { Condition, PropertyTypeValue, Quality } from './v2-portfolio'

export const LightValuationPropertyTypes = ['apartment', 'house', 'apartment_building', 'plot'] as const

export const PropertiesLightRequest = Type.Object({
  dealType: Type.Literal('sale'),
  property: Type.Object({
    propertyType: PropertyTypeValue,
    location: Location,
    livingArea: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_LIVING_SPACE })),
    landArea: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_LAND_AREA })),
    buildingYear: Type.Optional(BuildingYear),
    condition: Type.Optional(Condition),
    quality: Type.Optional(Quality)
  })
})
export type PropertiesLightRequest = Static<typeof PropertiesLightRequest>

export const PropertiesLightResponse = Type.Object({
  value: Type.Number(),
  currency: Currency,
  confidence: Confidence,
  meta: Meta
})
export type PropertiesLightResponse = Static<typeof PropertiesLightResponse>
