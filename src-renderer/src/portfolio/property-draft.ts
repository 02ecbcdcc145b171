// The property form's text fields and the draft the service receives: numbers parsed the German or the
// English way, bounds as the shared schema has them, and a problem per field instead of a request the
// service would refuse.
import type { Language } from '@shared/language'
import { BUILDING_YEARS, MAX_LAND_AREA, MAX_LIVING_SPACE } from '@shared/api/limits'
import type { PortfolioProperty, PropertyDraft } from '@shared/bridge/portfolio'
import type { DefaultedField } from '@shared/api/property-defaults'
import { numberForInput, readNumber } from '@shared/format/number-reader'
import { parseNumber } from '../kit/format'

export { parseNumber }

export const NUMBER_FIELDS = {
  buildingYear: { min: BUILDING_YEARS.min, max: BUILDING_YEARS.max, int: true },
  livingArea: { min: 0, max: MAX_LIVING_SPACE, int: false },
  landArea: { min: 0, max: MAX_LAND_AREA, int: false },
  numberOfRooms: { min: 0, max: 1000, int: false },
  floor: { min: -10, max: 200, int: true },
  currentRent: { min: 0, max: 1e9, int: false },
  energyValue: { min: 0, max: 100000, int: false },
  latitude: { min: -90, max: 90, int: false },
  longitude: { min: -180, max: 180, int: false }
} as const
export type NumberField = keyof typeof NUMBER_FIELDS

export interface PropertyFormState {
  customId: string
  externalId: string
  parentId: string
  address: string
  type: string
  subtype: string
  condition: string
  quality: string
  energyType: string
  primaryEnergySource: string
  heatingTypes: string[]
  equipments: string
  rentControl: '' | 'yes' | 'no'
  numbers: Record<NumberField, string>
}

export type Problem = { key: string; params?: Record<string, string | number> }

/**
 * A field's value as the user stated it: undefined where the service filled it in itself (its default
 * when nothing was given, PROPERTY_SERVICE_DEFAULTS), which is not object data.
 */
export function statedValue<F extends DefaultedField>(p: PortfolioProperty | null, field: F): PortfolioProperty[F] {
  return p?.serviceDefaults?.fields.includes(field) ? undefined : p?.[field]
}

/** A stored number as the UI's language writes it: German with a decimal comma (64,5), never grouped, never rounded. */
const textIn = (language: Language) => (n: number | undefined) => numberForInput(n, language)

export function formOf(p: PortfolioProperty | null, parentId: string | null, language: Language): PropertyFormState {
  const text = textIn(language)
  return {
    customId: p?.customId ?? '',
    externalId: p?.externalId ?? '',
    parentId: p ? (p.parentId ?? '') : (parentId ?? ''),
    address: p?.location?.address?.unstructured ?? '',
    type: p?.propertyType?.type ?? '',
    subtype: p?.propertyType?.subtype ?? '',
    condition: statedValue(p, 'condition') ?? '',
    quality: statedValue(p, 'quality') ?? '',
    energyType: p?.energyCertificate?.type ?? '',
    primaryEnergySource: p?.primaryEnergySource ?? '',
    heatingTypes: [...(p?.heatingTypes ?? [])],
    equipments: (p?.equipments ?? []).join(', '),
    rentControl: statedValue(p, 'rentControl') === undefined ? '' : p?.rentControl ? 'yes' : 'no',
    numbers: {
      buildingYear: text(p?.buildingYear),
      livingArea: text(p?.livingArea),
      landArea: text(p?.landArea),
      numberOfRooms: text(p?.numberOfRooms),
      floor: text(p?.floor),
      currentRent: text(p?.currentRent),
      energyValue: text(p?.energyCertificate?.value),
      latitude: text(p?.location?.coordinates?.latitude),
      longitude: text(p?.location?.coordinates?.longitude)
    }
  }
}

/** The draft for the service, or the problems by field. Editing, a field that had a value cannot be emptied (PATCH keeps it). */
export function draftOf(
  form: PropertyFormState,
  before: PortfolioProperty | null,
  language: Language
): { draft: PropertyDraft; problems: Record<string, Problem> } {
  const problems: Record<string, Problem> = {}
  const numbers: Partial<Record<NumberField, number>> = {}
  const start = formOf(before, null, language)
  for (const [key, rule] of Object.entries(NUMBER_FIELDS) as Array<
    [NumberField, (typeof NUMBER_FIELDS)[NumberField]]
  >) {
    const raw = form.numbers[key].trim()
    if (raw === '') {
      if (before && start.numbers[key] !== '') problems[key] = { key: 'portfolio.property.cannotClear' }
      continue
    }
    const read = readNumber(raw, language)
    const v = read.ok ? read.value : Number.NaN
    if (!read.ok) problems[key] = { key: 'portfolio.property.invalidNumber' }
    else if (rule.int && !Number.isInteger(v)) problems[key] = { key: 'portfolio.property.wholeNumber' }
    else if (v < rule.min || v > rule.max)
      problems[key] = { key: 'portfolio.property.outOfRange', params: { min: rule.min, max: rule.max } }
    else numbers[key] = v
  }
  if (
    (numbers.latitude === undefined) !== (numbers.longitude === undefined) &&
    !problems.latitude &&
    !problems.longitude
  ) {
    problems[numbers.latitude === undefined ? 'latitude' : 'longitude'] = {
      key: 'portfolio.property.coordinatesNeedBoth'
    }
  }
  if (!form.energyType !== (numbers.energyValue === undefined) && !problems.energyValue) {
    problems[form.energyType ? 'energyValue' : 'energyCertificateType'] = { key: 'portfolio.property.energyNeedsBoth' }
  }
  const address = form.address.trim()
  const addressChanged = address !== start.address
  const coordsChanged =
    numbers.latitude !== before?.location?.coordinates?.latitude ||
    numbers.longitude !== before?.location?.coordinates?.longitude
  if (!before && !address && numbers.latitude === undefined)
    problems.address = { key: 'portfolio.property.needsLocation' }
  for (const [field, value] of [
    ['customId', form.customId],
    ['externalId', form.externalId],
    ['address', form.address]
  ] as const) {
    if (!value.trim() && before && (field === 'address' ? start.address : start[field]) !== '')
      problems[field] ??= { key: 'portfolio.property.cannotClear' }
  }

  const equipments = form.equipments
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const draft: PropertyDraft = {
    ...(form.customId.trim() ? { customId: form.customId.trim() } : {}),
    ...(form.externalId.trim() ? { externalId: form.externalId.trim() } : {}),
    parentId: form.parentId,
    // A changed address is sent alone, so the service places it anew; changed coordinates likewise.
    ...(addressChanged && address
      ? { location: { address: { unstructured: address } } }
      : coordsChanged && numbers.latitude !== undefined && numbers.longitude !== undefined
        ? { location: { coordinates: { latitude: numbers.latitude, longitude: numbers.longitude } } }
        : {}),
    ...(form.type
      ? {
          propertyType: {
            type: form.type as 'apartment' | 'house',
            ...(form.subtype ? { subtype: form.subtype as never } : {})
          }
        }
      : {}),
    ...(numbers.buildingYear !== undefined ? { buildingYear: numbers.buildingYear } : {}),
    ...(numbers.livingArea !== undefined ? { livingArea: numbers.livingArea } : {}),
    ...(numbers.landArea !== undefined ? { landArea: numbers.landArea } : {}),
    ...(numbers.numberOfRooms !== undefined ? { numberOfRooms: numbers.numberOfRooms } : {}),
    ...(numbers.floor !== undefined ? { floor: numbers.floor } : {}),
    ...(numbers.currentRent !== undefined ? { currentRent: numbers.currentRent } : {}),
    ...(form.rentControl ? { rentControl: form.rentControl === 'yes' } : {}),
    ...(form.condition ? { condition: form.condition as never } : {}),
    ...(form.quality ? { quality: form.quality as never } : {}),
    ...(form.energyType && numbers.energyValue !== undefined
      ? { energyCertificate: { type: form.energyType as never, value: numbers.energyValue } }
      : {}),
    ...(form.primaryEnergySource ? { primaryEnergySource: form.primaryEnergySource as never } : {}),
    ...(form.heatingTypes.length ? { heatingTypes: form.heatingTypes as never } : {}),
    ...(equipments.length ? { equipments: equipments.map((e) => e.slice(0, 100)).slice(0, 50) } : {})
  }
  return { draft, problems }
}
