// Text keys for matching German place and street names the way people type them:
// case, umlauts vs. ae/oe/ue, ß vs. ss, "St." vs. "Sankt", "Str." vs. "Straße" all compare equal.

export function foldText(input: string): string {
  return input
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Key of a place name: folded, "st." = "sankt", "a." = "am", "i." = "im", "b." = "bei". */
export function placeKey(name: string): string {
  return foldText(name)
    .replace(/\bst\b/g, 'sankt')
    .replace(/\ba d\b/g, 'an der')
    .replace(/\bi d\b/g, 'in der')
    .replace(/\ba\b/g, 'am')
    .replace(/\bi\b/g, 'im')
    .replace(/\bb\b/g, 'bei')
    .replace(/\bopf\b/g, 'oberpfalz')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The place name without qualifiers: "Halle (Saale)" -> "halle", "Frankfurt am Main" stays whole. */
export function placeBaseKey(name: string): string {
  return placeKey(name.replace(/\(.*?\)/g, ' ').split(',')[0] ?? '')
}

/** Key of a street name: "Leopoldstr." = "Leopoldstraße" = "leopold strasse". */
export function streetKey(street: string): string {
  return foldText(street)
    .replace(/str\b/g, 'strasse')
    .replace(/\bpl\b/g, 'platz')
    .replace(/\s+/g, '')
}

const SMALL_WORD = /^(de[rsnm]?|die|das|am|an|im|in|zu[mr]?|von|vom|bei|beim|auf|unter|und)$/

/**
 * A street as a geocoder with a street register spells it: typed in lower case, each word but the
 * small ones capitalised ("unter den linden" -> "Unter den Linden"), and "-strasse"/"Str." written
 * "-straße"/"Straße" ("Gasstrasse" -> "Gasstraße").
 */
export function streetSpelling(street: string): string {
  let s = street.replace(/\s+/g, ' ').trim()
  if (s === s.toLowerCase())
    s = s
      .split(' ')
      .map((w, i) =>
        i > 0 && SMALL_WORD.test(w)
          ? w
          : w.replace(/(^|-)(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
      )
      .join(' ')
  return s.replace(/([sS])trasse(?=$|[\s-])/g, '$1traße').replace(/([sS])tr\.(?=$|[\s-])/g, '$1traße')
}
