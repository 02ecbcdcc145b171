// Places addresses without a street database: the postal code or city fixes the area, and a street
// (with its house number) is put at a point derived from a hash, inside that area. The same address
// always lands on the same point; different streets land on different points.
import type { Address } from '@shared/api'
import type { Atlas, Piece } from './atlas'
import { pointInMultiPolygon, prng, randomPointIn } from './geometry'
import { fnv1a } from '../hash'
import { parseAddress, splitHouseNumber } from './address-parser'
import { placeBaseKey, placeKey, streetKey, streetSpelling } from './normalize'

export interface Placement {
  lat: number
  lon: number
  street: string | null
  houseNumber: string | null
  /**
   * The typed locality when it is a place of its own inside the chosen municipality's postal code
   * area ("17309 Fahrenwalde"): the address keeps it instead of being renamed to the municipality.
   */
  locality?: string
}

/** Radius (degrees of latitude) around a street's anchor inside which its house numbers lie (about 150 m). */
const HOUSE_SPREAD = 0.00135

export class Geocoder {
  constructor(private readonly atlas: Atlas) {}

  /** Municipality ids a typed city name may mean, most populous first. */
  cityIds(name: string): string[] {
    const ids = this.atlas.placeIds(placeKey(name))
    const found = ids.length > 0 ? ids : this.atlas.placeIds(placeBaseKey(name))
    return [...found].sort(
      (a, b) =>
        (this.atlas.municipalityById.get(b)?.population ?? 0) - (this.atlas.municipalityById.get(a)?.population ?? 0)
    )
  }

  geocodeText(text: string): Placement | null {
    if (typeof text !== 'string' || text.trim() === '') return null
    const parsed = parseAddress(text, (t) => this.cityIds(t).length > 0)
    return this.geocode(parsed.street, parsed.houseNumber, parsed.postCode, parsed.city)
  }

  geocodeAddress(address: Address): Placement | null {
    const clean = (s: string | undefined) => (typeof s === 'string' && s.trim() !== '' ? s.trim() : null)
    const postCode = clean(address.postCode),
      city = clean(address.city)
    let street = clean(address.street),
      houseNumber = clean(address.houseNumber)
    // The house number typed into the street field: "Marienplatz 1".
    const split = street && !houseNumber ? splitHouseNumber(street) : null
    if (split) {
      street = split.street
      houseNumber = split.houseNumber
    }
    if (postCode || city) return this.geocode(street, houseNumber, postCode, city)
    const unstructured = clean(address.unstructured)
    if (unstructured) return this.geocodeText(unstructured)
    return null
  }

  geocode(
    street: string | null,
    houseNumber: string | null,
    postCode: string | null,
    city: string | null
  ): Placement | null {
    const piece = this.pickPiece(street, postCode, city)
    if (!piece) return null
    const placed = this.placeIn(piece, street, houseNumber, postCode)
    const locality = city ? this.localityOf(city, piece) : null
    return locality ? { ...placed, locality } : placed
  }

  /** A typed place name that is not the municipality's own name but one of its localities (same postal code area). */
  private localityOf(city: string, piece: Piece): string | null {
    const m = this.atlas.municipalityById.get(piece.municipalityId)!
    if (placeKey(city) === placeKey(m.name) || placeBaseKey(city) === placeBaseKey(m.name)) return null
    return this.cityIds(city).includes(piece.municipalityId) ? city.trim() : null
  }

  private placeIn(piece: Piece, street: string | null, houseNumber: string | null, postCode: string | null): Placement {
    const key = street ? streetKey(street) : ''
    if (!key) {
      // No street: the postal code's point, or the city's centre when only a city was given.
      const m = this.atlas.municipalityById.get(piece.municipalityId)!
      const pc = this.atlas.postalCodeByCode.get(piece.code)!
      const center =
        !postCode && pointInMultiPolygon(m.lon, m.lat, piece.geometry)
          ? { lat: m.lat, lon: m.lon }
          : pc.municipalityId === piece.municipalityId
            ? { lat: pc.lat, lon: pc.lon }
            : this.pointFor(piece, `${piece.code}|${piece.municipalityId}`)
      return { ...center, street: null, houseNumber: null }
    }
    const anchor = this.pointFor(piece, `${piece.code}|${piece.municipalityId}|${key}`)
    const number = houseNumber ? houseNumber.replace(/\s+/g, '').toLowerCase() : ''
    let point = anchor
    if (number) {
      const rand = prng(fnv1a(`${key}|${number}`))
      for (let i = 0; i < 20; i++) {
        const a = rand() * 2 * Math.PI,
          r = Math.sqrt(rand()) * HOUSE_SPREAD
        const lat = anchor.lat + r * Math.sin(a)
        const lon = anchor.lon + (r * Math.cos(a)) / Math.cos((anchor.lat * Math.PI) / 180)
        if (pointInMultiPolygon(lon, lat, piece.geometry)) {
          point = { lat, lon }
          break
        }
      }
    }
    return {
      lat: round6(point.lat),
      lon: round6(point.lon),
      street: streetSpelling(street!),
      houseNumber: houseNumber ? houseNumber.trim() : null
    }
  }

  private pointFor(piece: Piece, seedKey: string): { lat: number; lon: number } {
    const p = randomPointIn(piece.geometry, piece.box, prng(fnv1a(seedKey)), 500)
    if (p) return { lat: round6(p[1]), lon: round6(p[0]) }
    const pc = this.atlas.postalCodeByCode.get(piece.code)!
    return { lat: pc.lat, lon: pc.lon }
  }

  /** The postal-code piece an address falls into: by postal code (and city among its municipalities), else by city. */
  private pickPiece(street: string | null, postCode: string | null, city: string | null): Piece | null {
    const cityIds = city ? this.cityIds(city) : []
    const code = postCode?.replace(/^D-/i, '').trim() ?? null
    const byCode = code ? this.atlas.piecesByCode.get(code) : undefined
    if (byCode && byCode.length > 0) {
      // The typed place's municipalities in the order the place alone would pick them (most populous
      // first), so "Dorfstr. 3 Fahrenwalde" and "Dorfstr. 3, 17309 Fahrenwalde" land on the same point.
      const inCity = cityIds.map((id) => byCode.find((p) => p.municipalityId === id)).find((p) => p !== undefined)
      if (inCity) return inCity
      const main = this.atlas.postalCodeByCode.get(code!)!.municipalityId
      return byCode.find((p) => p.municipalityId === main) ?? byCode[0]!
    }
    if (cityIds.length === 0) return null
    // A postal code that does not exist, with a known city: the city decides, preferring one whose codes share the region.
    const ranked = code
      ? [...cityIds].sort((a, b) => regionMatch(this.atlas, b, code) - regionMatch(this.atlas, a, code))
      : cityIds
    const municipalityId = ranked[0]!
    const pieces = this.atlas.piecesByMunicipality.get(municipalityId) ?? []
    if (pieces.length === 0) return null
    const key = street ? streetKey(street) : ''
    if (key) return pieces[fnv1a(`${municipalityId}|${key}`) % pieces.length]!
    const m = this.atlas.municipalityById.get(municipalityId)!
    return pieces.find((p) => pointInMultiPolygon(m.lon, m.lat, p.geometry)) ?? pieces[0]!
  }
}

function regionMatch(atlas: Atlas, municipalityId: string, code: string): number {
  const codes = atlas.municipalityById.get(municipalityId)?.postalCodes ?? []
  return codes.some((c) => c.slice(0, 2) === code.slice(0, 2)) ? 1 : 0
}

export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6
}
