// What the service made of the typed address: the place it resolved to, and where that differs from
// what was typed (another town, a postal code filled in or changed, a street dropped for an area).
// Pure, so the rules are tested in Node.
import type { Address } from '@shared/api'
import type { ReportQuery } from '@shared/bridge/reports'

export type Difference =
  | { kind: 'cityChanged'; typed: string; found: string }
  | { kind: 'postCodeAdded'; found: string }
  | { kind: 'postCodeChanged'; typed: string; found: string }
  | { kind: 'streetMissing'; typed: string }
  | { kind: 'streetChanged'; typed: string; found: string }

interface Typed {
  street?: string
  postCode?: string
  city?: string
}

/** Spelling-insensitive form: case, umlauts, ß, "str." and punctuation do not count. */
export function looseKey(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/str\.?(?=\s|$|\d)/g, 'strasse')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
}

/** The parts of a one-line address as people type it: "Dorfstr. 3, 17309 Fahrenwalde", "Schlossstr. 12 Dresden". */
export function typedParts(q: ReportQuery): Typed {
  if (!q.text) {
    // The house number typed into the street field ("Hauptstr. 1") is not part of the street.
    const street = q.street?.trim().replace(/\s*\d+\s*[a-z]?$/i, '')
    return { street: street || undefined, postCode: q.postCode?.trim() || undefined, city: q.city?.trim() || undefined }
  }
  const text = q.text.trim()
  const out: Typed = {}
  const pc = /\b(\d{5})\b/.exec(text)
  if (pc) out.postCode = pc[1]
  const street = /^([^\d,]*?[^\d\s,])\s*\d+\s*[a-z]?\b/i.exec(text)
  if (street) out.street = street[1]!.trim()
  let rest = text
  if (pc) rest = text.slice(pc.index + 5)
  else if (street) rest = text.slice(street[0].length)
  const city = rest.replace(/^[\s,]+/, '').split(',')[0]!.trim()
  if (city && !/^\d+$/.test(city)) out.city = city
  else if (!street && !pc) out.city = text
  return out
}

export function differences(q: ReportQuery, found: Address | undefined): Difference[] {
  if (!found || q.coordinates && !q.text && !q.street) return []
  const typed = typedParts(q)
  const out: Difference[] = []
  if (typed.city && found.city && looseKey(typed.city) !== looseKey(found.city)) out.push({ kind: 'cityChanged', typed: typed.city, found: found.city })
  if (found.postCode) {
    if (!typed.postCode) out.push({ kind: 'postCodeAdded', found: found.postCode })
    else if (typed.postCode !== found.postCode) out.push({ kind: 'postCodeChanged', typed: typed.postCode, found: found.postCode })
  }
  if (typed.street) {
    if (!found.street) out.push({ kind: 'streetMissing', typed: typed.street })
    else if (looseKey(typed.street) !== looseKey(found.street)) out.push({ kind: 'streetChanged', typed: typed.street, found: found.street })
  }
  return out
}
