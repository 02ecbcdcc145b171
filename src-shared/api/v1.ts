// v1 endpoints: price filter, building block, vps valuations and the deprecated alpha valuation.
import { Type, type Static } from '@sinclair/typebox'
import { DateString, Literals, Meta, MultiPolygon, Nullable } from './common'
import { nullableFields } from './fields'
import { BUILDING_YEARS, MAX_LAND_AREA, MAX_LIVING_SPACE } from './limits'

const AddressOrCoordinate = {
  address: Type.Optional(Type.String({ minLength: 1, description: 'street house_number, postal_code city' })),
  coordinate: Type.Optional(Type.String({ minLength: 1, description: 'latitude,longitude' }))
}

export const TypeOfDemand = Type.Union([Type.Literal('rent'), Type.Literal('buy')])
export const PRICE_FILTER_RADII = [500, 1000, 2000, 5000, 10000] as const
export const PriceFilterQuery = Type.Object({
  ...AddressOrCoordinate,
  type_of_demand: TypeOfDemand,
  'rooms[min]': Type.Optional(Type.Number({ default: 1 })),
  'rooms[max]': Type.Optional(Type.Number({ default: 7 })),
  'living_space[min]': Type.Optional(Type.Number({ default: 15 })),
  'living_space[max]': Type.Optional(Type.Number({ default: 400 })),
  'price[min]': Type.Optional(
    Type.Number({ default: 3, description: 'price per sqm; internal minimum 3 (rent) / 300 (buy)' })
  ),
  'price[max]': Type.Optional(
    Type.Number({ default: 20000, description: 'price per sqm; internal maximum 40 (rent) / 20000 (buy)' })
  ),
  'building_year[min]': Type.Optional(Type.Integer({ default: 1800 })),
  'building_year[max]': Type.Optional(Type.Integer({ description: 'default: current year' })),
  radius: Type.Optional(
    Literals(PRICE_FILTER_RADII, {
      description: 'metres around the point; default: the postal code area or the city, whichever is smaller'
    })
  ),
  object_type: Type.Optional(
    Type.String({ pattern: '^\\d+(,\\d+)*$', description: 'comma-separated object type codes; default: all' })
  ),
  furnished: Type.Optional(Type.Boolean({ default: false })),
  subsidized_housing_permit: Type.Optional(Type.Boolean({ default: false })),
  first_time_use: Type.Optional(Type.Boolean({ default: false })),
  start_date: Type.Optional(
    Type.String({
      pattern: DateString.pattern,
      description: 'earliest publication date YYYY-MM-DD; default: 2018-02-01'
    })
  ),
  end_date: Type.Optional(
    Type.String({ pattern: DateString.pattern, description: 'latest publication date YYYY-MM-DD; default: yesterday' })
  )
})
export type PriceFilterQuery = Static<typeof PriceFilterQuery>

export const PriceFilterExpose = Type.Object({
  url_id: Type.Integer(),
  source: Nullable(Type.String()),
  ...nullableFields(DateString, 'start_date', 'end_date'),
  ...nullableFields(Type.String(), 'duration', 'offer_type', 'street', 'postcode', 'city'),
  ...nullableFields(
    Type.Number(),
    'cold_rent',
    'price_square_meter',
    'additional_cost',
    'floor',
    'rooms',
    'living_area',
    'usable_area',
    'land_area'
  ),
  construction_year: Nullable(Type.Integer()),
  vacant_from: Nullable(DateString),
  ...nullableFields(Type.String(), 'object_condition', 'object_type'),
  ...nullableFields(
    Type.Boolean(),
    'first_occupancy',
    'kitchen',
    'balcony_terrace',
    'barrier_free',
    'lift',
    'parking_space',
    'furnished',
    'underfloor_heating',
    'subsidized_housing_permit'
  )
})
export type PriceFilterExpose = Static<typeof PriceFilterExpose>

export const PriceFilterResponse = Type.Object({
  count: Type.Integer({
    description: 'exposés in the answer and the calculation: at most the 3000 closest matching ones'
  }),
  median_duration: Nullable(Type.Number({ description: 'days' })),
  median: Nullable(Type.Number({ description: 'price per square metre' })),
  average: Nullable(Type.Number({ description: 'price per square metre' })),
  minimum_price: Nullable(Type.Number({ description: 'price per square metre' })),
  maximum_price: Nullable(Type.Number({ description: 'price per square metre' })),
  interval: Type.Object(
    { '10': Nullable(Type.Number()), '90': Nullable(Type.Number()) },
    { description: '10th and 90th percentile of the price per square metre' }
  ),
  exposes: Type.Array(PriceFilterExpose),
  meta: Meta
})
export type PriceFilterResponse = Static<typeof PriceFilterResponse>

export const BlockQuery = Type.Object({ ...AddressOrCoordinate })
export type BlockQuery = Static<typeof BlockQuery>

const ClassPclass = Type.Object({ class: Nullable(Type.String()), pclass: Nullable(Type.String()) })
/** `{ title, series: [{ title, region_type?, data: { key: value } }] }` */
export const BlockSeries = Type.Object({
  title: Type.String(),
  series: Type.Array(
    Type.Object({
      title: Type.String(),
      region_type: Type.Optional(Type.String()),
      data: Type.Record(Type.String(), Type.Unknown())
    })
  )
})
export type BlockSeries = Static<typeof BlockSeries>
const DistanceValue = Nullable(Type.Union([Type.String(), Type.Number()]))

export const BlockResponse = Type.Object({
  address: Type.Object({
    street: Nullable(Type.String()),
    postcode: Nullable(Type.String()),
    city: Nullable(Type.String()),
    district: Type.Optional(Nullable(Type.String())),
    county: Type.Optional(Nullable(Type.String())),
    state: Type.Optional(Nullable(Type.String())),
    latitude: Type.Number(),
    longitude: Type.Number(),
    geo_json: Type.Optional(MultiPolygon)
  }),
  rating: Type.Optional(
    Type.Object({
      total: Nullable(Type.Number()),
      social: Nullable(Type.Number()),
      infrastructure: Nullable(Type.Number()),
      rent: Nullable(Type.Number()),
      demography: Nullable(Type.String()),
      building: Nullable(Type.String())
    })
  ),
  prices: Type.Optional(
    Type.Object({
      rent: Type.Object({ development: BlockSeries, marketing_duration: BlockSeries }),
      purchase: Type.Object({ development: BlockSeries, marketing_duration: BlockSeries })
    })
  ),
  investment_risk: Type.Optional(
    Type.Object({
      price_factor: Type.Object({ stock: Nullable(Type.Number()), new: Nullable(Type.Number()) }),
      vacancy_rate: Type.Object({ class: Nullable(Type.String()), percent: Nullable(Type.Number()) })
    })
  ),
  social_structure: Type.Optional(
    Type.Object({
      unemployed: ClassPclass,
      purchasing_power: Type.Object({ class: Nullable(Type.String()), index: Nullable(Type.String()) }),
      income: Nullable(Type.String()),
      social_class: Nullable(Type.String()),
      wohnkonzept: Nullable(Type.String()),
      rental_burden: Type.Object({ class: Nullable(Type.String()), percent: Nullable(Type.Number()) })
    })
  ),
  demography: Type.Optional(
    Type.Object({
      foreigners: ClassPclass,
      households: Type.Object({ children: ClassPclass, '1-2_persons': ClassPclass, '3+_persons': ClassPclass }),
      age: Type.Object({
        '0-18': ClassPclass,
        '18-30': ClassPclass,
        '30-45': ClassPclass,
        '45-65': ClassPclass,
        '65+': ClassPclass
      })
    })
  ),
  infrastructure: Type.Optional(
    Type.Object({
      neighborhood: Type.Object({
        subrating: Nullable(Type.Number()),
        grocery: DistanceValue,
        bakery: DistanceValue,
        restaurant: DistanceValue
      }),
      family: Type.Object({
        subrating: Nullable(Type.Number()),
        child_care: DistanceValue,
        primary_school: DistanceValue,
        comprehensive_school: DistanceValue,
        grammar_school: DistanceValue
      }),
      noise: Type.Object({ subrating: Nullable(Type.Number()), street: DistanceValue, rail: DistanceValue }),
      mobility: Type.Object({
        subrating: Nullable(Type.Number()),
        bus: DistanceValue,
        train: DistanceValue,
        airport: DistanceValue,
        ev_charging_station: DistanceValue
      }),
      health: Type.Object({
        subrating: Nullable(Type.Number()),
        doctor: DistanceValue,
        hospital: DistanceValue,
        pharmacy: DistanceValue,
        recreation: DistanceValue,
        sports: DistanceValue
      })
    })
  ),
  building_structure: Type.Optional(
    Type.Object({
      density: Nullable(Type.String()),
      floors: Nullable(Type.String()),
      year: Nullable(Type.String()),
      type: Nullable(Type.String())
    })
  ),
  region: Type.Optional(
    Type.Object({
      city: Type.Optional(
        Type.Object({
          name: Type.String(),
          type: Nullable(Type.String()),
          population: Nullable(Type.Integer()),
          broadband_availability: Type.Optional(
            Type.Object({ class: Nullable(Type.String()), percent: Nullable(Type.Number()) })
          ),
          geo_json: Type.Optional(MultiPolygon)
        })
      ),
      postal_code: Type.Optional(Type.Object({ code: Type.String(), geo_json: Type.Optional(MultiPolygon) })),
      county: Type.Optional(Type.Object({ name: Type.String(), future_potential: Nullable(Type.Number()) })),
      state: Type.Optional(Type.Object({ name: Type.String() })),
      population_development: Type.Optional(BlockSeries),
      population_forecast: Type.Optional(BlockSeries),
      population_pyramid: Type.Optional(BlockSeries),
      population_by_age: Type.Optional(BlockSeries),
      migration_balance: Type.Optional(BlockSeries),
      construction_completions: Type.Optional(BlockSeries),
      unemployment_rates: Type.Optional(BlockSeries),
      migrant_share: Type.Optional(BlockSeries),
      available_income: Type.Optional(BlockSeries),
      income: Type.Optional(BlockSeries)
    })
  ),
  meta: Meta
})
export type BlockResponse = Static<typeof BlockResponse>

export const VpsCondition = Literals(['dilapidated', 'bad', 'moderate', 'good', 'very good'])
export const VpsFurnishing = Literals(['very simple', 'simple', 'good', 'upscale', 'very upscale'])
export const HouseType = Literals(['one-family', 'two-family', 'semi-detached', 'row'])

/** The physical bounds are kept TypeBox-free in limits.ts, for the renderer; `@shared/api` offers them from here. */
export { BUILDING_YEARS, MAX_LAND_AREA, MAX_LIVING_SPACE }
const Positive = (maximum: number, description?: string) =>
  Type.Number({ exclusiveMinimum: 0, maximum, ...(description ? { description } : {}) })
export const BuildingYear = Type.Integer({ minimum: BUILDING_YEARS.min, maximum: BUILDING_YEARS.max })

/** What the building-value endpoints ask of the building; optional for flats and apartment buildings, required for houses. */
const Building = { building_year: BuildingYear, condition: VpsCondition, furnishing: VpsFurnishing }
const OptionalBuilding = Type.Partial(Type.Object(Building)).properties

export const VpsApartmentsQuery = Type.Object({
  ...AddressOrCoordinate,
  living_space: Positive(MAX_LIVING_SPACE),
  ...OptionalBuilding
})
export const VpsApartmentBuildingsQuery = Type.Object({
  ...AddressOrCoordinate,
  living_space: Positive(MAX_LIVING_SPACE, 'whole building'),
  land_area: Positive(MAX_LAND_AREA),
  ...OptionalBuilding
})
export const VpsHousesQuery = Type.Object({
  ...AddressOrCoordinate,
  house_type: HouseType,
  living_space: Positive(MAX_LIVING_SPACE),
  land_area: Positive(MAX_LAND_AREA),
  ...Building
})
export const VpsPlotsQuery = Type.Object({ ...AddressOrCoordinate, land_area: Positive(MAX_LAND_AREA) })
export const ValuationAlphaQuery = VpsApartmentsQuery
export type VpsApartmentsQuery = Static<typeof VpsApartmentsQuery>
export type VpsApartmentBuildingsQuery = Static<typeof VpsApartmentBuildingsQuery>
export type VpsHousesQuery = Static<typeof VpsHousesQuery>
export type VpsPlotsQuery = Static<typeof VpsPlotsQuery>
export type ValuationAlphaQuery = Static<typeof ValuationAlphaQuery>

export const V1Confidence = Type.Integer({
  minimum: 1,
  maximum: 5,
  description: '1 = not confident, 5 = very confident'
})
export const VpsWithConfidenceResponse = Type.Object({ valuation: Type.Number(), confidence: V1Confidence, meta: Meta })
export const VpsResponse = Type.Object({ valuation: Type.Number(), meta: Meta })
export type VpsWithConfidenceResponse = Static<typeof VpsWithConfidenceResponse>
export type VpsResponse = Static<typeof VpsResponse>
