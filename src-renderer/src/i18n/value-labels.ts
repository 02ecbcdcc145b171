// Labels for the service's enumerated values, reusable by every screen (report, market, comparables,
// valuation, portfolio): each kind names the shared schema's enumeration it labels, so a value the
// schemas add without a label fails tests/renderer/value-labels.test.ts. Pure: translate comes in.
import {
  BroadbandClasses,
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
  developmentType: [...DevelopmentSeriesTypes, ...LegacyDevelopmentSeriesTypes]
} as const satisfies Record<string, readonly string[]>

export type ValueKind = keyof typeof VALUE_ENUMS

type T = (key: string, params?: Record<string, unknown>) => string
type Te = (key: string) => boolean

/** A value in the user's language; one outside the enumeration (a newer service) shown readable, never blank. */
export function valueLabel(t: T, te: Te, kind: ValueKind, raw: string | null | undefined): string {
  if (!raw) return '–'
  const key = `values.${kind}.${raw}`
  return te(key) ? t(key) : raw.replaceAll('_', ' ')
}
