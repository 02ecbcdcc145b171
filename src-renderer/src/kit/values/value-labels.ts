// Labels for the service's enumerated values, reusable by every screen (report, market, comparables,
// valuation, portfolio): each kind names the shared schema's enumeration it labels, so a value the
// schemas add without a label fails tests/renderer/kit/value-labels.test.ts. Pure: translate comes in.
import { DASH } from '../format'
import {
  BroadbandClasses,
  CONDITIONS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_SOURCES,
  HEATING_TYPES,
  IMAGE_TYPES,
  PROPERTY_SUBTYPES,
  PROPERTY_TYPES,
  QUALITIES,
  BuildingDensityClasses,
  BuildingYearClasses,
  DevelopmentSeriesTypes,
  DominantBuildingClasses,
  IncomePerHouseholdClasses,
  LegacyDevelopmentSeriesTypes,
  NumberOfFloorsClasses,
  PercentageClassEnum,
  SocialClasses,
  VolumeLevels
} from '@shared/api/enums'

export const VALUE_ENUMS = {
  percentageClass: PercentageClassEnum,
  incomePerHouseholdClass: IncomePerHouseholdClasses,
  socialClass: SocialClasses,
  buildingDensityClass: BuildingDensityClasses,
  dominantBuildingClass: DominantBuildingClasses,
  buildingYearClass: BuildingYearClasses,
  numberOfFloors: NumberOfFloorsClasses,
  volumeLevel: VolumeLevels,
  broadbandClass: BroadbandClasses,
  developmentType: [...DevelopmentSeriesTypes, ...LegacyDevelopmentSeriesTypes],
  // The portfolio's and the valuation's enumerations (src-shared/api/enums.ts).
  propertyType: PROPERTY_TYPES,
  propertySubtype: [...PROPERTY_SUBTYPES.apartment, ...PROPERTY_SUBTYPES.house],
  condition: CONDITIONS,
  quality: QUALITIES,
  energyCertificateType: ENERGY_CERTIFICATE_TYPES,
  energySource: ENERGY_SOURCES,
  heatingType: HEATING_TYPES,
  imageType: IMAGE_TYPES
} as const satisfies Record<string, readonly string[]>

export type ValueKind = keyof typeof VALUE_ENUMS

type T = (key: string, params?: Record<string, unknown>) => string
type Te = (key: string) => boolean

/** A value in the user's language; one outside the enumeration (a newer service) shown readable, never blank. */
export function valueLabel(t: T, te: Te, kind: ValueKind, raw: string | null | undefined): string {
  if (!raw) return DASH
  const key = `values.${kind}.${raw}`
  return te(key) ? t(key) : raw.replaceAll('_', ' ')
}

/** Words the service gives in German outside any enumeration: level designations, sellers' condition labels, v1 object type names. */
export const SERVICE_WORD_KINDS = ['levelDesignation', 'offerCondition', 'objectType'] as const
export type ServiceWordKind = (typeof SERVICE_WORD_KINDS)[number]

/** The message key's last part for a service word: its letters without accents ("Kreisfreie Stadt" -> "KreisfreieStadt"). */
export const serviceWordKey = (word: string): string => word.normalize('NFD').replace(/[^A-Za-z]/g, '')

/** A service word in the user's language; parts joined by " / " each on their own; an unknown word as given. */
export function serviceWord(t: T, te: Te, kind: ServiceWordKind, raw: string | null | undefined): string {
  if (!raw) return DASH
  return raw
    .split(' / ')
    .map((part) => {
      const key = `values.${kind}.${serviceWordKey(part.trim())}`
      return te(key) ? t(key) : part
    })
    .join(' / ')
}

/**
 * A place name as the service gives it, with the sandbox's generic word for its invented quarters
 * ("München, Quartier 80331-24071-3860") in the UI language; real names pass unchanged.
 */
export function placeName(t: T, name: string): string {
  return name.replace(/\bQuartier (?=[\d-]+$)/, `${t('values.levelDesignation.Quartier')} `)
}
