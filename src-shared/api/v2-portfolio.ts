// v2 customer data: property groups, properties and property images.
import { Type, type Static } from '@sinclair/typebox'
import { ListOf, Literals, Location, Meta } from './common'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from './limits'
import { BuildingYear } from './v1'
import {
  PROPERTY_TYPES,
  STORED_PROPERTY_TYPES,
  PROPERTY_SUBTYPES,
  CONDITIONS,
  QUALITIES,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_SOURCES,
  HEATING_TYPES,
  IMAGE_TYPES
} from './enums'
export {
  PROPERTY_TYPES,
  STORED_PROPERTY_TYPES,
  PROPERTY_SUBTYPES,
  CONDITIONS,
  QUALITIES,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_SOURCES,
  HEATING_TYPES,
  IMAGE_TYPES
} from './enums'

// Enumerations as the vendor documents them.

const lit = Literals

export const Condition = lit(CONDITIONS)
export const Quality = lit(QUALITIES)
export const PropertyTypeValue = Type.Object({
  type: lit(PROPERTY_TYPES),
  subtype: Type.Optional(lit([...PROPERTY_SUBTYPES.apartment, ...PROPERTY_SUBTYPES.house]))
})

const Id = Type.String({ minLength: 1, maxLength: 64 })
const ClientText = Type.String({ maxLength: 255 })

/** What groups and properties both carry in the service's answers (and the bridge's copies of them). */
export const entryAnswerFields = {
  id: Type.String(),
  customId: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  parentId: Type.Optional(Type.String()),
  location: Type.Optional(Location)
}

export const PropertyGroup = Type.Object({
  ...entryAnswerFields,
  totalProperties: Type.Integer({ minimum: 0 }),
  totalPropertyGroups: Type.Integer({ minimum: 0 }),
  meta: Type.Optional(Meta)
})
export type PropertyGroup = Static<typeof PropertyGroup>

export const PropertyGroupCreate = Type.Object({
  customId: Type.Optional(ClientText),
  externalId: Type.Optional(ClientText),
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  location: Type.Optional(Location)
})
export type PropertyGroupCreate = Static<typeof PropertyGroupCreate>
export const PropertyGroupPatch = PropertyGroupCreate
export type PropertyGroupPatch = PropertyGroupCreate

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })),
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  query: Type.Optional(Type.String({ maxLength: 255 }))
})
export type ListQuery = Static<typeof ListQuery>
export const ImageListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }))
})
export type ImageListQuery = Static<typeof ImageListQuery>

export const PropertyGroupList = ListOf(PropertyGroup)
export type PropertyGroupList = Static<typeof PropertyGroupList>

const propertyFields = {
  ...PropertyGroupCreate.properties,
  propertyType: Type.Optional(
    Type.Object({
      type: lit(STORED_PROPERTY_TYPES),
      subtype: Type.Optional(lit([...PROPERTY_SUBTYPES.apartment, ...PROPERTY_SUBTYPES.house]))
    })
  ),
  buildingYear: Type.Optional(BuildingYear),
  livingArea: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_LIVING_SPACE })),
  landArea: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_LAND_AREA })),
  numberOfRooms: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  floor: Type.Optional(Type.Integer({ minimum: -10, maximum: 200 })),
  currentRent: Type.Optional(Type.Number({ minimum: 0 })),
  rentControl: Type.Optional(Type.Boolean()),
  condition: Type.Optional(Condition),
  quality: Type.Optional(Quality),
  energyCertificate: Type.Optional(
    Type.Object({ type: lit(ENERGY_CERTIFICATE_TYPES), value: Type.Number({ minimum: 0 }) })
  ),
  primaryEnergySource: Type.Optional(lit(ENERGY_SOURCES)),
  heatingTypes: Type.Optional(Type.Array(lit(HEATING_TYPES), { maxItems: 20 })),
  equipments: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }))
}

export const PropertyCreate = Type.Object(propertyFields)
export type PropertyCreate = Static<typeof PropertyCreate>
export const PropertyPatch = PropertyCreate
export type PropertyPatch = PropertyCreate

/** Response shape: lenient on enums, so a vendor that adds a value does not break the client. */
export const propertyAnswerFields = {
  ...entryAnswerFields,
  propertyType: Type.Optional(Type.Object({ type: Type.String(), subtype: Type.Optional(Type.String()) })),
  buildingYear: Type.Optional(Type.Integer()),
  livingArea: Type.Optional(Type.Number()),
  landArea: Type.Optional(Type.Number()),
  numberOfRooms: Type.Optional(Type.Number()),
  floor: Type.Optional(Type.Integer()),
  currentRent: Type.Optional(Type.Number()),
  rentControl: Type.Optional(Type.Boolean()),
  condition: Type.Optional(Type.String()),
  quality: Type.Optional(Type.String()),
  energyCertificate: Type.Optional(Type.Object({ type: Type.String(), value: Type.Number() })),
  primaryEnergySource: Type.Optional(Type.String()),
  heatingTypes: Type.Optional(Type.Array(Type.String())),
  equipments: Type.Optional(Type.Array(Type.String()))
}
export const Property = Type.Object({ ...propertyAnswerFields, meta: Type.Optional(Meta) })
export type Property = Static<typeof Property>
export const PropertyList = ListOf(Property)
export type PropertyList = Static<typeof PropertyList>

/** What a photo carries in the service's answers and the bridge's copy, but its URLs. */
export const imageAnswerFields = {
  id: Type.String(),
  propertyId: Type.String(),
  type: Type.String(),
  caption: Type.Optional(Type.String())
}

export const PropertyImage = Type.Object({
  ...imageAnswerFields,
  src: Type.String(),
  previewSrc: Type.String(),
  meta: Type.Optional(Meta)
})
export type PropertyImage = Static<typeof PropertyImage>
export const PropertyImageList = ListOf(PropertyImage)
export type PropertyImageList = Static<typeof PropertyImageList>
export const PropertyImagePatch = Type.Object({
  type: Type.Optional(lit(IMAGE_TYPES)),
  caption: Type.Optional(Type.String({ maxLength: 1000 }))
})
export type PropertyImagePatch = Static<typeof PropertyImagePatch>
export { IMAGE_MAX_BYTES } from './limits'

export { Id }
