// The Vergleichsobjekte form as pure data: the subject and filters as typed, the query they describe (or the
// fields that are not numbers), the form a saved request gives back, and the area a result covers.
import type { Language } from '@shared/language'
import type { ComparablesQuery, ComparablesResult, Subject } from '@shared/bridge/comparables'
import { coordinateOrNaN, numberForInput, numberOrNaN } from '@shared/format/number-reader'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'
import type { Coordinates } from '@shared/api/common'

export const RADII = [500, 1000, 2000, 5000, 10000] as const

/** Where the form's subject came from: the open report (its id, address and coordinates as filled in). */
export interface Prefill {
  reportId: string
  address: string
  latitude: string
  longitude: string
}

/** The form: strings as typed, so nothing the user entered is lost on an error. */
export interface ComparablesForm {
  address: string
  latitude: string
  longitude: string
  postCode: string
  area: 'circle' | 'postCode'
  radius: number
  dealType: 'sale' | 'rent'
  propertyType: '' | 'apartment' | 'house'
  livingArea: string
  buildingYear: string
  landArea: string
  price: string
  rooms: string
  priceMin: string
  priceMax: string
  areaMin: string
  areaMax: string
  yearMin: string
  yearMax: string
  /** First listed on or after (YYYY-MM-DD); the service ignores an upper bound on this date. */
  startFrom: string
  /** Last seen on or before (YYYY-MM-DD); the service ignores a lower bound on this date. */
  endUntil: string
  ppsMin: string
  ppsMax: string
  roomsMin: string
  roomsMax: string
  /** The service's default is false: without it, only offers not marked furnished (subsidised). */
  furnished: boolean
  subsidised: boolean
  /** Only first occupancy; false is ignored by the service, so it is sent only when set. */
  firstOccupancy: boolean
  orderField: OrderByField
  orderDir: 'asc' | 'desc'
}

export type OrderByField = (typeof ORDER_FIELDS)[number]
/** offers/search's orderBy fields, in the spec's order (similarityScore is applied after all other criteria). */
export const ORDER_FIELDS = [
  'similarityScore',
  'distance',
  'startDate',
  'endDate',
  'salePrice',
  'salePricePerSqm',
  'rentNet',
  'rentNetPerSqm',
  'livingArea',
  'buildingYear'
] as const
const DATE = /^\d{4}-\d{2}-\d{2}$/

const range = (num: (s: string) => number | undefined, min: string, max: string) => {
  const r = {
    ...(num(min) !== undefined ? { min: num(min)! } : {}),
    ...(num(max) !== undefined ? { max: num(max)! } : {})
  }
  return Object.keys(r).length ? r : undefined
}

/**
 * The search's area as the map draws it (screen and print): the circle's centre and radius (the service's
 * default radius when none was sent); a postal-code search has no circle and centres on its first offer
 * with coordinates.
 */
export function searchArea(result: ComparablesResult | null): { center: Coordinates | null; radius: number | null } {
  const loc = result?.query.request.filters.location
  if (loc && 'circle' in loc) {
    const center = loc.circle.center.coordinates ?? firstCoordinates(result)
    return { center, radius: loc.circle.radius ?? OFFER_SEARCH_DEFAULTS.radiusM }
  }
  return { center: firstCoordinates(result), radius: null }
}
const firstCoordinates = (result: ComparablesResult | null) =>
  result?.items.find((o) => o.location?.coordinates)?.location?.coordinates ?? null

/** The query the form describes, or the fields that are not numbers. */
export function queryOf(f: ComparablesForm, language: Language): { query: ComparablesQuery } | { invalid: string[] } {
  const num = (s: string) => numberOrNaN(s, language)
  const invalid: string[] = (
    [
      'livingArea',
      'buildingYear',
      'landArea',
      'price',
      'rooms',
      'priceMin',
      'priceMax',
      'areaMin',
      'areaMax',
      'yearMin',
      'yearMax',
      'ppsMin',
      'ppsMax',
      'roomsMin',
      'roomsMax'
    ] as const
  ).filter((k) => Number.isNaN(num(f[k]) ?? 0))
  invalid.unshift(
    ...(['latitude', 'longitude'] as const).filter((k) => Number.isNaN(coordinateOrNaN(f[k], language) ?? 0))
  )
  for (const k of ['startFrom', 'endUntil'] as const) if (f[k].trim() && !DATE.test(f[k].trim())) invalid.push(k)
  if (invalid.length) return { invalid }
  const lat = coordinateOrNaN(f.latitude, language)
  const lon = coordinateOrNaN(f.longitude, language)
  const center =
    lat !== undefined && lon !== undefined
      ? { coordinates: { latitude: lat, longitude: lon } }
      : { address: { unstructured: f.address.trim() } }
  const subject: Subject = {
    address: f.address.trim(),
    ...(num(f.livingArea) !== undefined ? { livingArea: num(f.livingArea)! } : {}),
    ...(num(f.buildingYear) !== undefined ? { buildingYear: Math.round(num(f.buildingYear)!) } : {}),
    ...(num(f.landArea) !== undefined ? { landArea: num(f.landArea)! } : {}),
    ...(num(f.price) !== undefined ? { price: num(f.price)! } : {}),
    ...(num(f.rooms) !== undefined ? { rooms: num(f.rooms)! } : {}),
    ...(f.propertyType ? { propertyType: f.propertyType } : {})
  }
  const price = range(num, f.priceMin, f.priceMax)
  const livingArea = range(num, f.areaMin, f.areaMax)
  const buildingYear = range(num, f.yearMin, f.yearMax)
  const pricePerSqm = range(num, f.ppsMin, f.ppsMax)
  const numberOfRooms = range(num, f.roomsMin, f.roomsMax)
  return {
    query: {
      subject,
      request: {
        filters: {
          location:
            f.area === 'postCode' ? { divisionLevel100: f.postCode.trim() } : { circle: { center, radius: f.radius } },
          dealType: f.dealType,
          ...(f.propertyType ? { propertyType: [{ code: f.propertyType }] } : {}),
          ...(price ? { price } : {}),
          ...(livingArea ? { livingArea } : {}),
          ...(buildingYear ? { buildingYear } : {}),
          ...(pricePerSqm ? { pricePerSqm } : {}),
          ...(numberOfRooms ? { numberOfRooms } : {}),
          ...(f.startFrom.trim() ? { startDate: { min: f.startFrom.trim() } } : {}),
          ...(f.endUntil.trim() ? { endDate: { max: f.endUntil.trim() } } : {}),
          isFurnished: f.furnished,
          isSubsidizedHousing: f.subsidised,
          ...(f.firstOccupancy ? { isFirstOccupancy: true } : {})
        },
        orderBy: [{ field: f.orderField, direction: f.orderDir }]
      }
    }
  }
}

/** The filter fields of a saved request, as the form shows them: numbers in the UI language's form, so that reading them back gives the same request. */
export function formFilters(r: ComparablesQuery['request'], language: Language): Partial<ComparablesForm> {
  const text = (n: number | undefined) => numberForInput(n, language)
  const f = r.filters
  const order = r.orderBy?.[0]
  return {
    priceMin: text(f.price?.min),
    priceMax: text(f.price?.max),
    areaMin: text(f.livingArea?.min),
    areaMax: text(f.livingArea?.max),
    yearMin: text(f.buildingYear?.min),
    yearMax: text(f.buildingYear?.max),
    ppsMin: text(f.pricePerSqm?.min),
    ppsMax: text(f.pricePerSqm?.max),
    roomsMin: text(f.numberOfRooms?.min),
    roomsMax: text(f.numberOfRooms?.max),
    startFrom: f.startDate?.min ?? '',
    endUntil: f.endDate?.max ?? '',
    furnished: f.isFurnished === true,
    subsidised: f.isSubsidizedHousing === true,
    firstOccupancy: f.isFirstOccupancy === true,
    orderField: order?.field ?? 'similarityScore',
    orderDir: order?.direction ?? 'asc'
  }
}
