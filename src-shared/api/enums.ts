// The service's enumerations as plain constant arrays, free of TypeBox, so the renderer can import
// them (value labels, pickers) without bundling the schemas. The schema files build on these.

export const IncomePerHouseholdClasses = [
  'below_1500',
  '1500_to_2500',
  '2500_to_3500',
  '3500_to_4500',
  'above_4500'
] as const
export const SocialClasses = [
  'lower_class',
  'lower_middle_class',
  'middle_class',
  'upper_middle_class',
  'upper_class'
] as const
export const BuildingDensityClasses = ['very_low', 'low', 'average', 'high', 'very_high'] as const
export const DominantBuildingClasses = [
  'one_or_two_family_house',
  'apartment_building',
  'high_rise',
  'business',
  'special',
  'unknown'
] as const
export const BuildingYearClasses = [
  'below_1919',
  '1920_to_1949',
  '1950_to_1979',
  '1980_to_1989',
  '1990_to_1999',
  '2000_to_2009',
  '2010_to_2019',
  'above_2020'
] as const
export const NumberOfFloorsClasses = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine_to_twelve',
  'above_13'
] as const
/** VolumeLevel: the day-evening-night noise level in dB(A) (noisePollution's four fields). */
export const VolumeLevels = ['below_55', '55_to_60', '60_to_65', '65_to_70', '70_to_75', 'above_75'] as const
export const BroadbandClasses = [
  'not_supplied',
  'partially_supplied',
  'largely_supplied',
  'mainly_supplied',
  'supplied'
] as const
/** Development series types; `apartment` and `house` come from older service versions. */
export const DevelopmentSeriesTypes = ['apartment_stock', 'apartment_new', 'house_stock', 'house_new'] as const
export const LegacyDevelopmentSeriesTypes = ['apartment', 'house'] as const
/** The keys of a place's age groups and household sizes (shares of the population). */
export const AGE_KEYS = [
  'below18',
  'between18And30',
  'between30And45',
  'between45And65',
  'between65And75',
  'above75'
] as const
export const HOUSEHOLD_KEYS = ['child', 'onePerson', 'twoPerson', 'threePerson', 'fourOrMorePerson'] as const
export const PercentageClassEnum = ['very_low', 'low', 'average', 'high', 'very_high'] as const
export const PROPERTY_TYPES = ['apartment', 'house', 'apartment_building', 'plot'] as const
export const STORED_PROPERTY_TYPES = ['apartment', 'house'] as const
export const PROPERTY_SUBTYPES = {
  apartment: [
    'apartment_apartment',
    'apartment_ground_floor',
    'apartment_attic',
    'apartment_maisonette',
    'apartment_penthouse',
    'apartment_loft'
  ],
  house: ['house_one_family', 'house_two_family', 'house_row', 'house_semi_detached']
} as const
export const CONDITIONS = ['dilapidated', 'bad', 'moderate', 'good', 'very_good'] as const
export const QUALITIES = ['very_simple', 'simple', 'good', 'upscale', 'very_upscale'] as const
export const ENERGY_CERTIFICATE_TYPES = ['consumption', 'demand'] as const
export const ENERGY_SOURCES = [
  'gas',
  'oil',
  'district_heating',
  'electricity',
  'heat_pump',
  'wood',
  'pellets',
  'solar',
  'geothermal',
  'coal',
  'other'
] as const
export const HEATING_TYPES = [
  'gas',
  'oil',
  'floor',
  'central',
  'district',
  'electric',
  'heat_pump',
  'stove',
  'solar',
  'other'
] as const
export const IMAGE_TYPES = ['default', 'exterior', 'interior', 'floor_plan', 'other'] as const
