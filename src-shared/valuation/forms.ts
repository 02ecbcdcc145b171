// One valuation form for the subject, sent to every quick-valuation endpoint that fits its property type:
// which fields each endpoint needs (the service's documented rules), the vendor's plausible ranges as warnings,
// and the request each endpoint gets. The renderer shows the problems at their fields; main builds the
// requests from the same rules, so both sides agree on what is required.
import type { Location } from '../api/common'
import type { PropertiesLightRequest } from '../api/v2-valuation'
import type { VpsApartmentBuildingsQuery, VpsApartmentsQuery, VpsHousesQuery, VpsPlotsQuery } from '../api/v1'
import { CONDITIONS, PROPERTY_SUBTYPES, QUALITIES } from '../api/enums'
import { MAX_LAND_AREA, MAX_LIVING_SPACE } from '../api/limits'

export const VALUATION_PROPERTY_TYPES = ['apartment', 'house', 'apartment_building', 'plot'] as const
export type ValuationPropertyType = (typeof VALUATION_PROPERTY_TYPES)[number]

export const VALUATION_KINDS = [
  'light_apartment',
  'light_house',
  'light_apartment_building',
  'light_plot',
  'vps_apartments',
  'vps_apartment_buildings',
  'vps_houses',
  'vps_plots',
  'alpha'
] as const
export type ValuationKind = (typeof VALUATION_KINDS)[number]

export type ValuationField = 'livingArea' | 'landArea' | 'buildingYear' | 'condition' | 'quality' | 'subtype'

export interface ValuationInput {
  propertyType: ValuationPropertyType
  /** apartment_* or house_*; the v1 house endpoint needs the house type. */
  subtype?: string
  livingArea?: number
  landArea?: number
  buildingYear?: number
  condition?: (typeof CONDITIONS)[number]
  quality?: (typeof QUALITIES)[number]
}

export interface KindSpec {
  kind: ValuationKind
  propertyType: ValuationPropertyType
  endpoint: 'propertiesLight' | 'vpsApartments' | 'vpsApartmentBuildings' | 'vpsHouses' | 'vpsPlots' | 'valuationAlpha'
  /** "POST /api/v2/valuations/properties_light" etc., for the source line. */
  path: string
  required: ValuationField[]
  /** Fields the endpoint takes when given. */
  optional: ValuationField[]
  /** Confidence scale of the answer. */
  confidence: 'v2' | 'v1' | 'none'
  deprecated?: true
}

const LIGHT = 'POST /api/v2/valuations/properties_light'
export const KIND_SPECS: Record<ValuationKind, KindSpec> = {
  light_apartment: {
    kind: 'light_apartment',
    propertyType: 'apartment',
    endpoint: 'propertiesLight',
    path: LIGHT,
    required: ['livingArea'],
    optional: ['landArea', 'buildingYear', 'condition', 'quality', 'subtype'],
    confidence: 'v2'
  },
  light_house: {
    kind: 'light_house',
    propertyType: 'house',
    endpoint: 'propertiesLight',
    path: LIGHT,
    required: ['livingArea', 'landArea', 'buildingYear', 'condition', 'quality'],
    optional: ['subtype'],
    confidence: 'v2'
  },
  light_apartment_building: {
    kind: 'light_apartment_building',
    propertyType: 'apartment_building',
    endpoint: 'propertiesLight',
    path: LIGHT,
    required: ['livingArea', 'landArea'],
    optional: ['buildingYear', 'condition', 'quality'],
    confidence: 'v2'
  },
  light_plot: {
    kind: 'light_plot',
    propertyType: 'plot',
    endpoint: 'propertiesLight',
    path: LIGHT,
    required: ['landArea'],
    optional: [],
    confidence: 'v2'
  },
  vps_apartments: {
    kind: 'vps_apartments',
    propertyType: 'apartment',
    endpoint: 'vpsApartments',
    path: 'GET /api/v1/vps/apartments',
    required: ['livingArea'],
    optional: ['buildingYear', 'condition', 'quality'],
    confidence: 'v1'
  },
  vps_apartment_buildings: {
    kind: 'vps_apartment_buildings',
    propertyType: 'apartment_building',
    endpoint: 'vpsApartmentBuildings',
    path: 'GET /api/v1/vps/apartment_buildings',
    required: ['livingArea', 'landArea'],
    optional: ['buildingYear', 'condition', 'quality'],
    confidence: 'v1'
  },
  vps_houses: {
    kind: 'vps_houses',
    propertyType: 'house',
    endpoint: 'vpsHouses',
    path: 'GET /api/v1/vps/houses',
    required: ['subtype', 'livingArea', 'landArea', 'buildingYear', 'condition', 'quality'],
    optional: [],
    confidence: 'none'
  },
  vps_plots: {
    kind: 'vps_plots',
    propertyType: 'plot',
    endpoint: 'vpsPlots',
    path: 'GET /api/v1/vps/plots',
    required: ['landArea'],
    optional: [],
    confidence: 'none'
  },
  alpha: {
    kind: 'alpha',
    propertyType: 'apartment',
    endpoint: 'valuationAlpha',
    path: 'GET /api/v1/valuation/alpha',
    required: ['livingArea'],
    optional: ['buildingYear', 'condition', 'quality'],
    confidence: 'v1',
    deprecated: true
  }
}

export const kindsFor = (type: ValuationPropertyType): ValuationKind[] =>
  VALUATION_KINDS.filter((k) => KIND_SPECS[k].propertyType === type)

/** Fields the form shows for a property type: everything any of its endpoints takes. */
export function fieldsFor(type: ValuationPropertyType): ValuationField[] {
  const all = new Set<ValuationField>()
  for (const k of kindsFor(type)) for (const f of [...KIND_SPECS[k].required, ...KIND_SPECS[k].optional]) all.add(f)
  const order: ValuationField[] = ['subtype', 'livingArea', 'landArea', 'buildingYear', 'condition', 'quality']
  return order.filter((f) => all.has(f))
}

export type FieldError =
  'required' | 'not_a_number' | 'not_positive' | 'not_whole_year' | 'year_out_of_range' | 'not_an_option' | 'too_large'
export type FieldWarning = 'below_plausible' | 'above_plausible'

/** The vendor's ranges where its valuations are reliable (as the vendor documents them): warnings, not refusals. */
export function plausibleRange(
  type: ValuationPropertyType,
  field: 'livingArea' | 'landArea' | 'buildingYear',
  now = new Date()
) {
  if (field === 'buildingYear') return { min: 1800, max: now.getUTCFullYear() }
  if (field === 'landArea') return { min: 50, max: 1000 }
  return type === 'house' ? { min: 40, max: 450 } : type === 'apartment' ? { min: 15, max: 200 } : null
}

/** Physical upper bounds: beyond them a value is a typing error, not a property. */
const HARD_MAX = { livingArea: MAX_LIVING_SPACE, landArea: MAX_LAND_AREA } as const

export interface FormCheck {
  errors: Partial<Record<ValuationField, FieldError>>
  warnings: Partial<Record<ValuationField, FieldWarning>>
}

function subtypesOf(type: ValuationPropertyType): readonly string[] {
  return type === 'apartment' || type === 'house' ? PROPERTY_SUBTYPES[type] : []
}

/** Problems of the input for one endpoint (required per kind) or for the whole property type. */
export function checkInput(
  input: ValuationInput,
  kinds: ValuationKind[] = kindsFor(input.propertyType),
  now = new Date()
): FormCheck {
  const errors: FormCheck['errors'] = {}
  const warnings: FormCheck['warnings'] = {}
  const required = new Set(kinds.flatMap((k) => KIND_SPECS[k].required))
  const type = input.propertyType
  for (const f of fieldsFor(type)) {
    const v = input[f]
    if (v === undefined || v === '' || v === null) {
      if (required.has(f)) errors[f] = 'required'
      continue
    }
    if (f === 'livingArea' || f === 'landArea') {
      const n = v as number
      if (typeof n !== 'number' || !Number.isFinite(n)) errors[f] = 'not_a_number'
      else if (n <= 0) errors[f] = 'not_positive'
      else if (n > HARD_MAX[f]) errors[f] = 'too_large'
      else {
        const r = plausibleRange(type, f, now)
        if (r && n < r.min) warnings[f] = 'below_plausible'
        if (r && n > r.max) warnings[f] = 'above_plausible'
      }
    } else if (f === 'buildingYear') {
      const n = v as number
      if (typeof n !== 'number' || !Number.isFinite(n)) errors[f] = 'not_a_number'
      else if (!Number.isInteger(n)) errors[f] = 'not_whole_year'
      else if (n < 1000 || n > now.getUTCFullYear() + 5) errors[f] = 'year_out_of_range'
      else if (n < 1800) warnings[f] = 'below_plausible'
    } else if (f === 'condition') {
      if (!(CONDITIONS as readonly string[]).includes(v as string)) errors[f] = 'not_an_option'
    } else if (f === 'quality') {
      if (!(QUALITIES as readonly string[]).includes(v as string)) errors[f] = 'not_an_option'
    } else if (f === 'subtype') {
      if (!subtypesOf(type).includes(v as string)) errors[f] = 'not_an_option'
    }
  }
  return { errors, warnings }
}

/** The kinds whose required fields are all present and valid. */
export function runnableKinds(input: ValuationInput, now = new Date()): ValuationKind[] {
  return kindsFor(input.propertyType).filter((k) => Object.keys(checkInput(input, [k], now).errors).length === 0)
}

const v1Condition = (c: string) => c.replace('_', ' ') as VpsHousesQuery['condition']
const v1Furnishing = (q: string) => q.replace('_', ' ') as VpsHousesQuery['furnishing']
const HOUSE_TYPES: Record<string, VpsHousesQuery['house_type']> = {
  house_one_family: 'one-family',
  house_two_family: 'two-family',
  house_semi_detached: 'semi-detached',
  house_row: 'row'
}

export type V1Place = { address: string } | { coordinate: string }

/** v1 takes the address as one string or "lat,lng"; the address wins when both are given (v1's rule). */
export function v1Place(location: Location): V1Place {
  const a = location.address
  if (a?.unstructured) return { address: a.unstructured }
  if (a && (a.street || a.postCode || a.city)) {
    const street = [a.street, a.houseNumber].filter(Boolean).join(' ')
    const town = [a.postCode, a.city].filter(Boolean).join(' ')
    return { address: [street, town].filter(Boolean).join(', ') }
  }
  const c = location.coordinates!
  return { coordinate: `${c.latitude},${c.longitude}` }
}

export type KindRequest =
  | { endpoint: 'propertiesLight'; body: PropertiesLightRequest }
  | { endpoint: 'vpsApartments' | 'valuationAlpha'; query: VpsApartmentsQuery }
  | { endpoint: 'vpsApartmentBuildings'; query: VpsApartmentBuildingsQuery }
  | { endpoint: 'vpsHouses'; query: VpsHousesQuery }
  | { endpoint: 'vpsPlots'; query: VpsPlotsQuery }

/** The request of one endpoint; call only for a kind in runnableKinds(input). */
export function requestFor(kind: ValuationKind, input: ValuationInput, location: Location): KindRequest {
  const spec = KIND_SPECS[kind]
  const takes = new Set([...spec.required, ...spec.optional])
  const has = <F extends ValuationField>(f: F) => takes.has(f) && input[f] !== undefined
  if (spec.endpoint === 'propertiesLight') {
    return {
      endpoint: 'propertiesLight',
      body: {
        dealType: 'sale',
        property: {
          propertyType: { type: input.propertyType, ...(has('subtype') ? { subtype: input.subtype as never } : {}) },
          location,
          ...(has('livingArea') ? { livingArea: input.livingArea } : {}),
          ...(has('landArea') ? { landArea: input.landArea } : {}),
          ...(has('buildingYear') ? { buildingYear: input.buildingYear } : {}),
          ...(has('condition') ? { condition: input.condition } : {}),
          ...(has('quality') ? { quality: input.quality } : {})
        }
      }
    }
  }
  const place = v1Place(location)
  const common = {
    ...place,
    ...(has('buildingYear') ? { building_year: input.buildingYear } : {}),
    ...(has('condition') ? { condition: v1Condition(input.condition!) } : {}),
    ...(has('quality') ? { furnishing: v1Furnishing(input.quality!) } : {})
  }
  switch (spec.endpoint) {
    case 'vpsApartments':
    case 'valuationAlpha':
      return { endpoint: spec.endpoint, query: { ...common, living_space: input.livingArea! } }
    case 'vpsApartmentBuildings':
      return {
        endpoint: 'vpsApartmentBuildings',
        query: { ...common, living_space: input.livingArea!, land_area: input.landArea! }
      }
    case 'vpsHouses':
      return {
        endpoint: 'vpsHouses',
        query: {
          ...place,
          house_type: HOUSE_TYPES[input.subtype!],
          living_space: input.livingArea!,
          land_area: input.landArea!,
          building_year: input.buildingYear!,
          condition: v1Condition(input.condition!),
          furnishing: v1Furnishing(input.quality!)
        }
      }
    case 'vpsPlots':
      return { endpoint: 'vpsPlots', query: { ...place, land_area: input.landArea! } }
  }
}

/** Field names of the service (v1 snake case, v2 camel case) mapped to the form's, for field messages. */
export const SERVICE_FIELD_TO_FORM: Record<string, ValuationField> = {
  living_space: 'livingArea',
  livingArea: 'livingArea',
  land_area: 'landArea',
  landArea: 'landArea',
  building_year: 'buildingYear',
  buildingYear: 'buildingYear',
  condition: 'condition',
  furnishing: 'quality',
  quality: 'quality',
  house_type: 'subtype',
  subtype: 'subtype',
  'propertyType.subtype': 'subtype'
}
