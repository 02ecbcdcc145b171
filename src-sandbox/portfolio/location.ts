// Completes a property's location with the geocoder (v2 rule: coordinates win over the address):
// an address gets its coordinates, coordinates get an unstructured address, and every stored
// location carries address.unstructured and coordinates, as the vendor's responses do.
import type { Address, Location } from '@shared/api'
import type { GeoPoint, Geography } from '../geo/types'
import { PortfolioError } from './errors'

export type Locator = Pick<Geography, 'locateV2'>

export function completeLocation(location: Location, locator: Locator): Location {
  const hasAddress =
    location.address !== undefined &&
    Object.values(location.address).some((v) => typeof v === 'string' && v.trim() !== '')
  if (!hasAddress && location.coordinates === undefined) {
    throw PortfolioError.field('location', 'must have an address or coordinates')
  }
  const point = locator.locateV2({
    address: hasAddress ? location.address : undefined,
    coordinates: location.coordinates
  })
  if (point === null) throw PortfolioError.addressNotFound()
  const address: Address = hasAddress ? { ...location.address } : {}
  if (!address.unstructured?.trim()) address.unstructured = formatAddress(point)
  return {
    address,
    coordinates: location.coordinates ?? { latitude: point.lat, longitude: point.lon }
  }
}

/** "street house_number, postal_code city", the vendor's precise address format. */
export function formatAddress(point: GeoPoint): string {
  const street = [point.street, point.houseNumber].filter((s) => s !== null && s !== '').join(' ')
  const place = `${point.postCode} ${point.city}`
  return street === '' ? place : `${street}, ${place}`
}

/** The address as one lower-case line, for the list `query` filter. */
export function addressText(location: Location | undefined): string {
  const a = location?.address
  if (!a) return ''
  return [a.unstructured, a.street, a.houseNumber, a.postCode, a.city].filter((s) => s).join(' ')
}
