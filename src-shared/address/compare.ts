// Typed versus resolved address: the parts of what the user typed, the spelling-insensitive keys of
// each part, what differs between the typed and the resolved address, whether a typed postal code
// conflicts with the place found, and whether two resolved addresses are the same address.
// Pure and TypeBox-free: main decides with it what may be saved, the renderer says what differs.
import { haversineM } from '../geo/geodesy'

/** An address in parts, as typed or as the service resolved it. */
export interface AddressParts {
  street?: string
  houseNumber?: string
  postCode?: string
  city?: string
}

/** What the user asked for (a ReportQuery without the schema). */
export interface TypedQuery extends AddressParts {
  text?: string
  coordinates?: { latitude: number; longitude: number }
}

const UMLAUT_E: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }
const UMLAUT_PLAIN: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' }

function fold(s: string, umlauts: Record<string, string>): string {
  return s
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => umlauts[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** Street key: case, umlauts (ä = ae), ß = ss, "Str."/"str"/"Straße"/"strasse", "Pl." = "Platz", spaces, hyphens and dots do not count. */
export function streetKey(street: string, umlauts: Record<string, string> = UMLAUT_E): string {
  return fold(street, umlauts)
    .replace(/str(?:\.|(?=[^a-z]|$))/g, 'strasse')
    .replace(/pl(?:\.|(?=[^a-z]|$))/g, 'platz')
    .replace(/[^a-z0-9]/g, '')
}

/** House number key: "3 a", "3A" and "3a" are the same number; "3" and "3a" are not. */
export function houseNumberKey(n: string): string {
  return n.toLowerCase().replace(/\s+/g, '')
}

/** Place key: as the street's, and a qualifier in brackets ("Halle (Saale)") may be left out. */
export function cityKey(city: string, umlauts: Record<string, string> = UMLAUT_E): string {
  return fold(city, umlauts)
    .replace(/\bst\.\s*/g, 'sankt ')
    .replace(/[^a-z0-9]/g, '')
}
const cityBaseKey = (city: string, umlauts?: Record<string, string>) =>
  cityKey(city.replace(/\(.*?\)/g, ' ').split(',')[0] ?? '', umlauts)

/** Same street in two spellings ("Schloßstraße", "Schlossstr.", "schloss-strasse"; "Munchen" typed without the umlaut's e). */
export const sameStreet = (a: string, b: string) =>
  streetKey(a) === streetKey(b) || streetKey(a, UMLAUT_PLAIN) === streetKey(b, UMLAUT_PLAIN)
export const sameHouseNumber = (a: string, b: string) => houseNumberKey(a) === houseNumberKey(b)
export const samePostCode = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '')
export const sameCity = (a: string, b: string) =>
  cityKey(a) === cityKey(b) ||
  cityKey(a, UMLAUT_PLAIN) === cityKey(b, UMLAUT_PLAIN) ||
  cityBaseKey(a) === cityBaseKey(b) ||
  cityBaseKey(a, UMLAUT_PLAIN) === cityBaseKey(b, UMLAUT_PLAIN)

/**
 * A typed place that is the place found with a district after it ("Berlin Mitte", "Berlin-Mitte" for
 * "Berlin"): the same place, said more precisely, not another one.
 */
export function typedCityFits(typed: string, found: string): boolean {
  if (sameCity(typed, found)) return true
  const t = typed.replace(/\s+/g, ' ').trim()
  const f = found.replace(/\s+/g, ' ').trim()
  return t.length > f.length + 1 && /^[\s-]/.test(t.slice(f.length)) && sameCity(t.slice(0, f.length), f)
}

/** Small words a street name holds in lower case ("Unter den Linden", "Straße des 17. Juni"). */
const STREET_CONNECTOR =
  /^(de[rsnm]?|die|das|am|an|im|in|zu[mr]?|von|vom|bei|beim|ob|auf|unter|und|a\.|i\.|b\.|d\.|\d{1,3}\.?)$/i

/**
 * A street name as streets are named, not a sentence that contains one ("wir bitten um Bewertung des
 * Objekts Marienplatz"): at most six words and 60 characters, no sentence marks, and either all in
 * lower case (typed so) or every word but the small ones capitalised.
 */
export function looksLikeStreet(street: string): boolean {
  const s = street.replace(/\s+/g, ' ').trim()
  if (!s || s.length > 60 || /[!?;:\n"„“]/.test(s)) return false
  const words = s.split(' ')
  if (words.length > 6) return false
  if (s === s.toLowerCase()) return true
  return /^[\p{Lu}\d]/u.test(s) && words.every((w) => /^[\p{Lu}\d(]/u.test(w) || STREET_CONNECTOR.test(w))
}

/** The longest one-line address people type ("Straße des 17. Juni 100, 10623 Berlin-Charlottenburg" is 51). */
export const ADDRESS_TEXT_MAX = 160

/** Typed text too long to be an address: a letter or a note, however it holds one. */
export const tooLongForAddress = (q: TypedQuery) => (q.text?.replace(/\s+/g, ' ').trim().length ?? 0) > ADDRESS_TEXT_MAX

const COUNTRY = /^(deutschland|germany|brd|de|d)$/i
const NUMBER = String.raw`\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}\s?[a-zA-Z]?)?`
/** "Street words 12a rest": the last number-like word after at least one word with a letter. */
const STREET_NUMBER = new RegExp(String.raw`^(.*[^\d\s,].*?)\s+(${NUMBER})(?:\s+(.*))?$`)
const POSTCODE = /(?:^|[\s,])(?:D-)?(\d{5})(?=$|[\s,])/

const clean = (s: string | undefined) => {
  const v = s?.replace(/\s+/g, ' ').trim()
  return v ? v : undefined
}

/**
 * The parts of what was typed: the fields as given, or a one-line address read the way people write
 * it ("Dorfstr. 3, 17309 Fahrenwalde", "Schloßstraße 12 Dresden", "Dorfstraße 3 17309", "80331",
 * "Berlin", "Straße des 17. Juni 100, Berlin").
 */
export function typedParts(q: TypedQuery): AddressParts {
  const out: AddressParts = {}
  if (!q.text?.trim()) {
    let street = clean(q.street)
    let houseNumber = clean(q.houseNumber)
    // The house number typed into the street field ("Hauptstr. 1").
    if (street && !houseNumber) {
      const m = new RegExp(String.raw`^(.*\D)\s+(${NUMBER})$`).exec(street)
      if (m) {
        street = m[1]!.trim()
        houseNumber = m[2]!
      }
    }
    if (street) out.street = street
    if (houseNumber) out.houseNumber = houseNumber.replace(/\s+/g, ' ')
    const postCode = clean(q.postCode)
    if (postCode) out.postCode = postCode.replace(/^D-/i, '')
    const city = clean(q.city)
    if (city) out.city = city
    return out
  }
  let text = q.text.replace(/\s+/g, ' ').trim()
  const pc = POSTCODE.exec(text)
  let afterPostCode = -1
  if (pc) {
    out.postCode = pc[1]
    const before = text.slice(0, pc.index)
    afterPostCode = before.split(',').length
    text = `${before} , ${text.slice(pc.index + pc[0].length)}`
  }
  const segments = text.split(',').map((s) => s.trim())
  const loose: Array<{ text: string; index: number }> = []
  segments.forEach((seg, index) => {
    if (!seg || COUNTRY.test(seg)) return
    const m = out.street === undefined ? STREET_NUMBER.exec(seg) : null
    if (m) {
      out.street = m[1]!.trim()
      out.houseNumber = m[2]!.replace(/\s+/g, ' ')
      if (m[3] && /\p{L}/u.test(m[3])) loose.push({ text: m[3].trim(), index })
    } else if (/\p{L}/u.test(seg)) loose.push({ text: seg, index })
  })
  // The place: what follows the postal code, else the last part without a number.
  // A street without a number stands before the place ("Marienplatz, München").
  const place = loose.find((l) => l.index === afterPostCode) ?? loose[loose.length - 1]
  if (place) out.city = place.text
  if (out.street === undefined) {
    const street = loose.find((l) => l !== place)
    if (street) out.street = street.text
  }
  return out
}

export type Difference =
  | { kind: 'streetChanged'; typed: string; found: string }
  | { kind: 'streetMissing'; typed: string }
  | { kind: 'houseNumberChanged'; typed: string; found: string }
  | { kind: 'houseNumberMissing'; typed: string }
  | { kind: 'postCodeChanged'; typed: string; found: string }
  | { kind: 'postCodeAdded'; found: string }
  | { kind: 'cityChanged'; typed: string; found: string }
  | { kind: 'cityAdded'; found: string }

/**
 * Where the resolved address differs from the typed one, part by part (street, house number, postal
 * code, place). Spelling variants are not differences; a part the user did not type but the service
 * filled in is (it decides where the report lies).
 */
export function differences(q: TypedQuery, found: AddressParts | undefined): Difference[] {
  if (!found || (q.coordinates && !q.text?.trim() && !q.street?.trim())) return []
  const typed = typedParts(q)
  const out: Difference[] = []
  if (typed.street) {
    if (!found.street) out.push({ kind: 'streetMissing', typed: typed.street })
    else if (!sameStreet(typed.street, found.street))
      out.push({ kind: 'streetChanged', typed: typed.street, found: found.street })
  }
  if (typed.houseNumber && (!typed.street || found.street)) {
    if (!found.houseNumber) out.push({ kind: 'houseNumberMissing', typed: typed.houseNumber })
    else if (!sameHouseNumber(typed.houseNumber, found.houseNumber))
      out.push({ kind: 'houseNumberChanged', typed: typed.houseNumber, found: found.houseNumber })
  }
  if (found.postCode) {
    if (!typed.postCode) out.push({ kind: 'postCodeAdded', found: found.postCode })
    else if (!samePostCode(typed.postCode, found.postCode))
      out.push({ kind: 'postCodeChanged', typed: typed.postCode, found: found.postCode })
  }
  if (found.city) {
    if (!typed.city) out.push({ kind: 'cityAdded', found: found.city })
    else if (!typedCityFits(typed.city, found.city))
      out.push({ kind: 'cityChanged', typed: typed.city, found: found.city })
  }
  return out
}

export type PostCodeConflict =
  /** The service put the address into another postal code than the one typed. */
  | { kind: 'postCodeReplaced'; typed: string; found: string }
  /** The typed postal code belongs to another place than the one typed. */
  | { kind: 'postCodeElsewhere'; typed: string; typedCity: string; foundCity: string }

/**
 * A typed postal code that does not fit the address found: the service placed the address in another
 * postal code, or the typed postal code lies in another place than the typed one. Such a result is
 * not taken as the case's address without the user's choice.
 */
export function postCodeConflict(q: TypedQuery, found: AddressParts | undefined): PostCodeConflict | null {
  if (!found?.postCode) return null
  const typed = typedParts(q)
  if (!typed.postCode) return null
  if (!samePostCode(typed.postCode, found.postCode))
    return { kind: 'postCodeReplaced', typed: typed.postCode, found: found.postCode }
  if (typed.city && found.city && !typedCityFits(typed.city, found.city))
    return { kind: 'postCodeElsewhere', typed: typed.postCode, typedCity: typed.city, foundCity: found.city }
  return null
}

/**
 * A place typed alone ("Berlin") that the service answered with one of its postal codes: which part
 * of the place is meant is asked, not taken from the service's pick.
 */
export function placeOnly(q: TypedQuery, found: AddressParts | undefined): { city: string; found: string } | null {
  if (!found?.postCode || found.street || q.coordinates) return null
  const typed = typedParts(q)
  if (typed.street || typed.postCode || !typed.city) return null
  return { city: found.city ?? typed.city, found: found.postCode }
}

/** The typed query without its postal code (the place decides), or null when nothing would be left to place. */
export function withoutPostCode(q: TypedQuery): AddressParts | null {
  const typed = typedParts(q)
  if (!typed.city) return null
  const { postCode: _postCode, ...rest } = typed
  return rest
}

/** "Street 5, 10115 City" as people write an address; an area without a street is "10115 City". */
export function addressLine(a: AddressParts): string {
  const line1 = [a.street, a.houseNumber].filter((s) => s?.trim()).join(' ')
  const line2 = [a.postCode, a.city].filter((s) => s?.trim()).join(' ')
  return [line1, line2].filter(Boolean).join(', ')
}

const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number =>
  haversineM(a.latitude, a.longitude, b.latitude, b.longitude)

/** Resolved addresses farther apart than this are not the same address, whatever their text. */
export const SAME_ADDRESS_METRES = 150

export interface Resolved extends AddressParts {
  coordinates?: { latitude: number; longitude: number } | null
}

/**
 * Two resolved addresses are the same address: every part equal up to spelling (street, house number,
 * postal code, place; a part missing on one side must be missing on the other) and, where both have
 * coordinates, within 150 m of each other. An area (no street) is only the same as the same area.
 */
export function sameAddress(a: Resolved, b: Resolved): boolean {
  const part = <K extends keyof AddressParts>(k: K, same: (x: string, y: string) => boolean) => {
    const x = a[k]?.trim()
    const y = b[k]?.trim()
    return !x && !y ? true : !!x && !!y && same(x, y)
  }
  if (
    !part('street', sameStreet) ||
    !part('houseNumber', sameHouseNumber) ||
    !part('postCode', samePostCode) ||
    !part('city', sameCity)
  )
    return false
  if (!a.street && !a.postCode && !a.city) return false
  if (a.coordinates && b.coordinates && metres(a.coordinates, b.coordinates) > SAME_ADDRESS_METRES) return false
  return true
}
