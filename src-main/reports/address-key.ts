// Address text folded for matching: case, accents and umlauts ("Straße", "strasse", "STRASSE",
// "Str." all meet), punctuation gone. Used for the library's search column and for finding saved
// reports of an address while offline.
import type { ReportQuery } from '@shared/bridge/reports'

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe' }

export function foldText(text: string): string {
  return fold(text.toLowerCase().replace(/[äöüßæœ]/g, (c) => UMLAUTS[c] ?? c))
}

/**
 * What a row is searched in: the folded text in both spellings of umlauts, so "muenchen", "münchen"
 * and "munchen" (typed on a keyboard without umlauts) all find "München".
 */
export const searchColumn = (text: string): string => {
  const withE = foldText(text)
  const plain = fold(text.toLowerCase().replace(/ß/g, 'ss'))
  return withE === plain ? withE : `${withE} | ${plain}`
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bstr\b\.?/g, 'strasse')
    .replace(/([a-z])str\b\.?/g, '$1strasse')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The words of a folded text, e.g. for "every word must occur" searches. */
export const foldedWords = (text: string): string[] => foldText(text).split(' ').filter(Boolean)

/** The address of a query as one line, as people write it: "Street 5, 10115 City". */
export function queryAddressLine(q: ReportQuery): string | null {
  const text = q.text?.trim()
  if (text) return text
  const streetPart = [q.street?.trim(), q.houseNumber?.trim()].filter(Boolean).join(' ')
  const cityPart = [q.postCode?.trim(), q.city?.trim()].filter(Boolean).join(' ')
  const line = [streetPart, cityPart].filter(Boolean).join(', ')
  return line || null
}
