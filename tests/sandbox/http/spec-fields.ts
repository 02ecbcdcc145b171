// The response tables of the service interface (and of the vendor's live service for GET /api/v2/properties),
// transcribed field by field, and a checker that reports every difference: a listed field missing,
// of another type, outside its enum, or a field the tables do not list.

export type Kind =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'url'
  | { enum: readonly unknown[] }
  /** Closed object: exactly the listed fields (those wrapped in opt() may be absent). */
  | { obj: Fields }
  | { arr: Kind; min?: number }
  /** An object used as a map: any key (matching `keys`), every value of `value`. */
  | { map: Kind; keys?: RegExp; min?: number }
  | { nullable: Kind }
  | { anyOf: Kind[] }
  | { test: (v: unknown) => boolean; what: string }

export interface Opt {
  opt: Kind
}
export type Fields = Record<string, Kind | Opt>

export const opt = (k: Kind): Opt => ({ opt: k })
export const obj = (fields: Fields): Kind => ({ obj: fields })
export const arr = (k: Kind, min = 0): Kind => ({ arr: k, min })
export const nullable = (k: Kind): Kind => ({ nullable: k })
export const oneOf = (...values: unknown[]): Kind => ({ enum: values })

const isOpt = (f: Kind | Opt): f is Opt => typeof f === 'object' && f !== null && 'opt' in f
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Every problem of `value` against `kind`, as "<path>: <problem>". */
export function fieldProblems(value: unknown, kind: Kind, path = '$'): string[] {
  const out: string[] = []
  const bad = (what: string) => out.push(`${path}: expected ${what}, got ${JSON.stringify(value)?.slice(0, 80)}`)
  if (typeof kind === 'string') {
    switch (kind) {
      case 'string':
        if (typeof value !== 'string') bad('string')
        break
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) bad('number')
        break
      case 'integer':
        if (!Number.isInteger(value)) bad('integer')
        break
      case 'boolean':
        if (typeof value !== 'boolean') bad('boolean')
        break
      case 'date':
        if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) bad('date YYYY-MM-DD')
        break
      case 'url':
        if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value)) bad('absolute http(s) URL')
        break
    }
    return out
  }
  if ('enum' in kind) {
    if (!kind.enum.includes(value)) bad(`one of ${kind.enum.join(', ')}`)
  } else if ('nullable' in kind) {
    if (value !== null) out.push(...fieldProblems(value, kind.nullable, path))
  } else if ('anyOf' in kind) {
    const each = kind.anyOf.map((k) => fieldProblems(value, k, path))
    if (each.every((p) => p.length > 0)) out.push(...each.sort((a, b) => a.length - b.length)[0]!)
  } else if ('test' in kind) {
    if (!kind.test(value)) bad(kind.what)
  } else if ('arr' in kind) {
    if (!Array.isArray(value)) bad('array')
    else {
      if (value.length < (kind.min ?? 0)) bad(`at least ${kind.min} item(s)`)
      value.forEach((v, i) => out.push(...fieldProblems(v, kind.arr, `${path}[${i}]`)))
    }
  } else if ('map' in kind) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) bad('object (map)')
    else {
      const entries = Object.entries(value)
      if (entries.length < (kind.min ?? 0)) bad(`at least ${kind.min} entr(ies)`)
      for (const [k, v] of entries) {
        if (kind.keys && !kind.keys.test(k)) out.push(`${path}: key ${JSON.stringify(k)} does not match ${kind.keys}`)
        out.push(...fieldProblems(v, kind.map, `${path}.${k}`))
      }
    }
  } else if ('obj' in kind) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) bad('object')
    else {
      const o = value as Record<string, unknown>
      for (const [name, field] of Object.entries(kind.obj)) {
        if (!(name in o)) {
          if (!isOpt(field)) out.push(`${path}.${name}: missing`)
          continue
        }
        out.push(...fieldProblems(o[name], isOpt(field) ? field.opt : field, `${path}.${name}`))
      }
      for (const name of Object.keys(o)) if (!(name in kind.obj)) out.push(`${path}.${name}: not in the spec's table`)
    }
  }
  return out
}

// ---- Shared types -------------------------------------------------------------------------------

export const DIVISION_LEVELS = [
  'divisionLevel2',
  'divisionLevel4',
  'divisionLevel6',
  'divisionLevel8',
  'divisionLevel20',
  'divisionLevel100'
] as const
export const DivisionLevel = oneOf(...DIVISION_LEVELS)
export const Meta = obj({ url: nullable('url'), version: 'string' })
export const Coordinates = obj({ latitude: 'number', longitude: 'number' })
export const Address = obj({
  street: opt('string'),
  houseNumber: opt('string'),
  postCode: opt('string'),
  city: opt('string'),
  unstructured: opt('string')
})
/** `address` and/or `coordinates`. */
export const Location: Kind = {
  anyOf: [
    obj({ address: Address, coordinates: opt(Coordinates) }),
    obj({ address: opt(Address), coordinates: Coordinates })
  ]
}
const Position: Kind = {
  test: (p) => Array.isArray(p) && p.length === 2 && Math.abs(p[0] as number) <= 180 && Math.abs(p[1] as number) <= 90,
  what: '[longitude, latitude]'
}
export const MultiPolygon = obj({ type: oneOf('MultiPolygon'), coordinates: arr(arr(arr(Position, 4), 1), 1) })
export const Division = obj({ id: 'string', name: 'string', levelDesignation: 'string', geometry: MultiPolygon })
export const Score: Kind = { test: (v) => typeof v === 'number' && v >= 0 && v <= 1, what: 'score between 0 and 1' }
export const PERCENTAGE_CLASSES = ['very_low', 'low', 'average', 'high', 'very_high'] as const
export const PercentageClass = (classes: readonly string[] = PERCENTAGE_CLASSES) =>
  obj({ value: 'number', class: oneOf(...classes) })
export const PointOfInterest = nullable(obj({ distance: 'number', name: nullable('string') }))
export const AgeGroup = obj({
  below18: 'number',
  between18And30: 'number',
  between30And45: 'number',
  between45And65: 'number',
  between65And75: 'number',
  above75: 'number'
})
export const Household = obj({
  child: 'number',
  onePerson: 'number',
  twoPerson: 'number',
  threePerson: 'number',
  fourOrMorePerson: 'number'
})
export const Currency: Kind = {
  test: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
  what: '3-letter currency code'
}

/** Chart: series of { divisionLevel, title, type (only on some charts), data: [{x, y}] }. */
export function Chart(o: { type?: Kind | Opt; title?: Kind; x?: Kind } = {}): Kind {
  return obj({
    series: arr(
      obj({
        divisionLevel: DivisionLevel,
        title: o.title ?? 'string',
        type: o.type ?? opt('string'),
        data: arr(obj({ x: o.x ?? { anyOf: ['date', 'string'] }, y: 'number' }), 1)
      }),
      1
    )
  })
}

// ---- v1 -----------------------------------------------------------------------------------------

export const PRICE_FILTER_EXPOSE_FIELDS = {
  url_id: 'integer',
  source: 'string',
  start_date: 'date',
  end_date: 'date',
  duration: 'string',
  offer_type: 'string',
  street: 'string',
  postcode: 'string',
  city: 'string',
  cold_rent: 'number',
  price_square_meter: 'number',
  additional_cost: 'number',
  floor: 'number',
  rooms: 'number',
  living_area: 'number',
  usable_area: 'number',
  land_area: 'number',
  construction_year: 'integer',
  vacant_from: 'date',
  object_condition: 'string',
  object_type: 'string',
  first_occupancy: 'boolean',
  kitchen: 'boolean',
  balcony_terrace: 'boolean',
  barrier_free: 'boolean',
  lift: 'boolean',
  parking_space: 'boolean',
  furnished: 'boolean',
  underfloor_heating: 'boolean',
  subsidized_housing_permit: 'boolean'
} as const satisfies Record<string, Kind>
/** "Many fields are nullable": every field but the id may be null. */
export const PriceFilterExpose = obj(
  Object.fromEntries(Object.entries(PRICE_FILTER_EXPOSE_FIELDS).map(([k, v]) => [k, k === 'url_id' ? v : nullable(v)]))
)
export const PriceFilterResponse = obj({
  count: 'integer',
  median_duration: 'number',
  median: 'number',
  average: 'number',
  minimum_price: 'number',
  maximum_price: 'number',
  interval: obj({ '10': 'number', '90': 'number' }),
  exposes: arr(PriceFilterExpose),
  meta: Meta
})

const ClassPclass = obj({ class: 'string', pclass: 'string' })
const BlockDistance: Kind = { anyOf: ['string', 'number'] }
/** Series object of the block: { title, series: [{ title, region_type? (seen: zipcode, county, country, municipality), data: {key: value} }] }. */
const BlockSeries = (value: Kind, keys?: RegExp) =>
  obj({
    title: 'string',
    series: arr(
      obj({ title: 'string', region_type: opt('string'), data: { map: value, min: 1, ...(keys ? { keys } : {}) } }),
      1
    )
  })
const YEAR = /^\d{4}$/
const BlockPrices = obj({
  development: BlockSeries(obj({ y: 'number', delta: 'string', gamma: opt('string') }), YEAR),
  marketing_duration: BlockSeries('number', /^\d{4}-\d{2}-01$/)
})
/** A coordinate names no street: `street` may then be null (the sandbox has no street data to reverse-geocode). */
export const BlockResponse = (o: { byCoordinate?: boolean } = {}) =>
  obj({
    address: obj({
      street: o.byCoordinate ? nullable('string') : 'string',
      postcode: 'string',
      city: 'string',
      district: 'string',
      county: 'string',
      state: 'string',
      latitude: 'number',
      longitude: 'number',
      geo_json: MultiPolygon
    }),
    rating: obj({
      total: 'number',
      social: 'number',
      infrastructure: 'number',
      rent: 'number',
      demography: 'string',
      building: 'string'
    }),
    prices: obj({ rent: BlockPrices, purchase: BlockPrices }),
    investment_risk: obj({
      price_factor: obj({ stock: 'number', new: 'number' }),
      vacancy_rate: obj({ class: 'string', percent: 'number' })
    }),
    social_structure: obj({
      unemployed: ClassPclass,
      purchasing_power: obj({ class: 'string', index: 'string' }),
      income: 'string',
      social_class: 'string',
      wohnkonzept: 'string',
      rental_burden: obj({ class: 'string', percent: 'number' })
    }),
    demography: obj({
      foreigners: ClassPclass,
      households: obj({ children: ClassPclass, '1-2_persons': ClassPclass, '3+_persons': ClassPclass }),
      age: obj({
        '0-18': ClassPclass,
        '18-30': ClassPclass,
        '30-45': ClassPclass,
        '45-65': ClassPclass,
        '65+': ClassPclass
      })
    }),
    infrastructure: obj({
      neighborhood: obj({
        subrating: 'number',
        grocery: BlockDistance,
        bakery: BlockDistance,
        restaurant: BlockDistance
      }),
      family: obj({
        subrating: 'number',
        child_care: BlockDistance,
        primary_school: BlockDistance,
        comprehensive_school: BlockDistance,
        grammar_school: BlockDistance
      }),
      noise: obj({ subrating: 'number', street: BlockDistance, rail: BlockDistance }),
      mobility: obj({
        subrating: 'number',
        bus: BlockDistance,
        train: BlockDistance,
        airport: BlockDistance,
        ev_charging_station: BlockDistance
      }),
      health: obj({
        subrating: 'number',
        doctor: BlockDistance,
        hospital: BlockDistance,
        pharmacy: BlockDistance,
        recreation: BlockDistance,
        sports: BlockDistance
      })
    }),
    building_structure: obj({ density: 'string', floors: 'string', year: 'string', type: 'string' }),
    region: obj({
      city: obj({
        name: 'string',
        type: 'string',
        population: 'integer',
        broadband_availability: obj({ class: 'string', percent: 'number' }),
        geo_json: MultiPolygon
      }),
      postal_code: obj({ code: 'string', geo_json: MultiPolygon }),
      county: obj({ name: 'string', future_potential: 'number' }),
      state: obj({ name: 'string' }),
      population_development: BlockSeries('number', YEAR),
      population_forecast: BlockSeries('number', YEAR),
      population_pyramid: BlockSeries('number'),
      population_by_age: BlockSeries('number', YEAR),
      migration_balance: BlockSeries('number', YEAR),
      construction_completions: BlockSeries('number', YEAR),
      unemployment_rates: BlockSeries('number', YEAR),
      migrant_share: BlockSeries('number', YEAR),
      available_income: BlockSeries('number', YEAR),
      income: BlockSeries('number', YEAR)
    }),
    meta: Meta
  })

const V1Confidence = oneOf(1, 2, 3, 4, 5)
export const VpsWithConfidence = obj({ valuation: 'number', confidence: V1Confidence, meta: Meta })
export const VpsWithoutConfidence = obj({ valuation: 'number', meta: Meta })

// ---- v2 locations -------------------------------------------------------------------------------

const DEVELOPMENT_TYPES = ['apartment_stock', 'apartment_new', 'house_stock', 'house_new'] as const
const poi = (...names: string[]) => Object.fromEntries(names.map((n) => [n, PointOfInterest]))
export const AddressesResponse = obj({
  divisionLevel20: Division,
  currency: Currency,
  location: Location,
  scores: obj({
    overall: Score,
    socialStructure: Score,
    infrastructure: Score,
    rentPrice: Score,
    qualityOfLife: Score
  }),
  rentDevelopment: Chart({ type: oneOf(...DEVELOPMENT_TYPES), x: 'date' }),
  salePriceDevelopment: Chart({ type: oneOf(...DEVELOPMENT_TYPES), x: 'date' }),
  rentMarketDurations: Chart({ x: 'date' }),
  saleMarketDurations: Chart({ x: 'date' }),
  investmentRisk: obj({ priceFactor: obj({ new: 'number', stock: 'number' }), vacancyRate: 'number' }),
  socialStructure: obj({
    incomePerHouseholdClass: oneOf('below_1500', '1500_to_2500', '2500_to_3500', '3500_to_4500', 'above_4500'),
    averageSocialClass: oneOf('lower_class', 'lower_middle_class', 'middle_class', 'upper_middle_class', 'upper_class'),
    unemploymentRate: PercentageClass(),
    migrants: PercentageClass(),
    rentalBurden: PercentageClass(),
    purchasingPower: PercentageClass()
  }),
  ageGroup: AgeGroup,
  household: Household,
  qualityOfLife: obj({ overall: Score, environment: Score, infrastructure: Score, neighborhood: Score }),
  buildingStructure: obj({
    buildingDensityClass: oneOf(...PERCENTAGE_CLASSES),
    dominantBuildingClass: oneOf(
      'one_or_two_family_house',
      'apartment_building',
      'high_rise',
      'business',
      'special',
      'unknown'
    ),
    dominantBuildingYearClasses: arr(
      oneOf(
        'below_1919',
        '1920_to_1949',
        '1950_to_1979',
        '1980_to_1989',
        '1990_to_1999',
        '2000_to_2009',
        '2010_to_2019',
        'above_2020'
      ),
      1
    ),
    dominantNumberOfFloors: arr(
      oneOf('one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine_to_twelve', 'above_13'),
      1
    )
  }),
  infrastructure: obj({
    dailyNeeds: obj({ score: Score, ...poi('nextSupermarket', 'nextBakery', 'nextRestaurant', 'nextShoppingCenter') }),
    transport: obj({ score: Score, ...poi('nextBusStop', 'nextTrainStation', 'nextAirport', 'nextChargingStation') }),
    education: obj({
      score: Score,
      ...poi('nextChildDayCare', 'nextPrimarySchool', 'nextHighSchool', 'nextGrammarSchool', 'nextUniversity')
    }),
    healthAndSport: obj({
      score: Score,
      recreationAndNaturePercentage: 'number',
      ...poi('nextFamilyDoctor', 'nextHospital', 'nextPharmacy', 'nextPlayground', 'nextSportFacility')
    }),
    emergencyServices: obj({ score: Score, ...poi('nextFireStation', 'nextPoliceStation') }),
    noisePollution: obj({
      score: Score,
      roadLevel: 'string',
      trainLevel: 'string',
      airportLevel: 'string',
      industryLevel: 'string'
    })
  }),
  meta: Meta
})

const YearChart = (title?: Kind) => Chart({ x: 'date', ...(title ? { title } : {}) })
export const RegionsResponse = obj({
  divisionLevel2: Division,
  divisionLevel4: Division,
  divisionLevel6: Division,
  divisionLevel8: Division,
  divisionLevel100: Division,
  currency: Currency,
  population: 'integer',
  numberOfApartments: 'integer',
  broadbandAvailability: PercentageClass([
    'not_supplied',
    'partially_supplied',
    'largely_supplied',
    'mainly_supplied',
    'supplied'
  ]),
  futurePotential: Score,
  rentalLaw: obj({
    divisionLevel: DivisionLevel,
    rentIndexUrl: 'string',
    hasRentIndex: 'boolean',
    hasRentCap: 'boolean',
    hasRentControl: 'boolean'
  }),
  ageGroup: AgeGroup,
  household: Household,
  populationDevelopment: YearChart(),
  populationForecast: YearChart(),
  ageDistribution: Chart({ x: 'string' }),
  populationDevelopmentByAge: YearChart(),
  migrationBalance: YearChart(oneOf('immigration', 'emigration', 'net_migration')),
  // The spec names it constructionCompletions, and apartmentConstructions in the field table: one of the two.
  constructionCompletions: opt(YearChart(oneOf('one_to_two_apartments', 'more_than_three_apartments'))),
  apartmentConstructions: opt(YearChart(oneOf('one_to_two_apartments', 'more_than_three_apartments'))),
  unemploymentRates: YearChart(oneOf('unemployment_rate', 'minimum_benefit_rate')),
  immigrantRates: YearChart(),
  availableIncome: YearChart(),
  incomeDevelopment: YearChart(),
  apartmentUsageDistribution: Chart({ x: oneOf('rental', 'owner', 'other') }),
  apartmentOwnerDistribution: Chart({ x: oneOf('private', 'cooperative', 'private_company', 'other') }),
  apartmentByLivingAreaDistribution: Chart({
    x: oneOf('below_40', '40_to_59', '60_to_79', '80_to_99', '100_to_119', 'above_120')
  }),
  meta: Meta
})

// ---- v2 offers, light valuation -----------------------------------------------------------------

const ISO_DURATION: Kind = {
  test: (v) => typeof v === 'string' && /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/.test(v),
  what: 'ISO 8601 duration'
}
/** Every field of the Offer table; which ones an item carries depends on the listing (checked separately). */
export const OFFER_FIELDS = {
  id: 'string',
  dealType: oneOf('sale', 'rent'),
  propertyType: obj({ code: 'string' }),
  source: { test: (v: unknown) => typeof v === 'string' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v), what: 'domain name' },
  startDate: 'date',
  endDate: 'date',
  marketDuration: ISO_DURATION,
  images: arr(obj({ url: 'url' })),
  location: Location,
  distance: 'number',
  objectCondition: 'string',
  salePrice: 'number',
  salePricePerSqm: 'number',
  rentNet: 'number',
  rentNetPerSqm: 'number',
  additionalCosts: 'number',
  additionalCostsPerSqm: 'number',
  currency: Currency,
  floorNumber: 'integer',
  numberOfRooms: 'number',
  buildingYear: 'integer',
  livingArea: 'number',
  landArea: 'number',
  usableArea: 'number',
  availableFrom: 'date',
  isFirstOccupancy: 'boolean',
  isBarrierFree: 'boolean',
  isFurnished: 'boolean',
  isSubsidizedHousing: 'boolean',
  hasKitchen: 'boolean',
  hasBalconyOrTerrace: 'boolean',
  hasLift: 'boolean',
  hasParkingSpace: 'boolean',
  hasUnderfloorHeating: 'boolean',
  similarityScore: Score
} as const satisfies Record<string, Kind>
export const Offer = obj(
  Object.fromEntries(
    Object.entries(OFFER_FIELDS).map(([k, v]) => [k, ['id', 'dealType', 'propertyType'].includes(k) ? v : opt(v)])
  )
)
export const OffersSearchResponse = obj({
  items: arr(Offer),
  totalItems: {
    test: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 3000,
    what: 'integer 0..3000'
  },
  meta: Meta
})

export const PropertiesLightResponse = obj({
  value: 'number',
  currency: Currency,
  confidence: oneOf('poor', 'medium', 'high'),
  meta: Meta
})

// ---- v2 portfolio -------------------------------------------------------------------------------

export const PropertyGroup = (withMeta: boolean) =>
  obj({
    id: 'string',
    customId: opt('string'),
    externalId: opt('string'),
    parentId: opt('string'),
    location: opt(Location),
    totalProperties: 'integer',
    totalPropertyGroups: 'integer',
    ...(withMeta ? { meta: Meta } : {})
  })
export const PROPERTY_FIELDS = {
  id: 'string',
  customId: 'string',
  externalId: 'string',
  parentId: 'string',
  location: Location,
  propertyType: obj({ type: 'string', subtype: 'string' }),
  buildingYear: 'integer',
  livingArea: 'number',
  landArea: 'number',
  numberOfRooms: 'number',
  floor: 'integer',
  currentRent: 'number',
  rentControl: 'boolean',
  condition: 'string',
  quality: 'string',
  energyCertificate: obj({ type: 'string', value: 'number' }),
  primaryEnergySource: 'string',
  heatingTypes: arr('string'),
  equipments: arr('string')
} as const satisfies Record<string, Kind>
/** A property created with every field of the table answers every field. */
export const FullProperty = (withMeta: boolean) => obj({ ...PROPERTY_FIELDS, ...(withMeta ? { meta: Meta } : {}) })
export const PropertyImage = (withMeta: boolean) =>
  obj({
    id: 'string',
    propertyId: 'string',
    type: 'string',
    caption: 'string',
    src: 'url',
    previewSrc: 'url',
    ...(withMeta ? { meta: Meta } : {})
  })
export const ListOf = (item: Kind) => obj({ items: arr(item), totalItems: 'integer', meta: Meta })
