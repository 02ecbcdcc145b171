// The words extracts use for Zustand, Ausstattung and Geschoss, read into the grid's levels (CONDITIONS,
// QUALITIES of src-shared/api/enums.ts; floor numbers with 0 = Erdgeschoss). A word not listed is a
// problem of its row, never a guess.
import type { Occupancy } from '@shared/bridge/transaction-fields'
import type { BalconyKind, ModernisationDegree } from '@shared/valuation/grid-constants'
import type { Condition, FloorPosition, Furnishing } from '@shared/valuation/grid-types'

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '')

const CONDITION_WORDS: Record<string, Condition> = {
  neuwertig: 'very_good',
  sehrgut: 'very_good',
  neu: 'very_good',
  verygood: 'very_good',
  gut: 'good',
  good: 'good',
  mittel: 'moderate',
  normal: 'moderate',
  durchschnittlich: 'moderate',
  befriedigend: 'moderate',
  moderate: 'moderate',
  average: 'moderate',
  schlecht: 'bad',
  mangelhaft: 'bad',
  renovierungsbeduerftig: 'bad',
  sanierungsbeduerftig: 'bad',
  modernisierungsbeduerftig: 'bad',
  bad: 'bad',
  poor: 'bad',
  baufaellig: 'dilapidated',
  abbruchreif: 'dilapidated',
  dilapidated: 'dilapidated'
}

const FURNISHING_WORDS: Record<string, Furnishing> = {
  sehreinfach: 'very_simple',
  verysimple: 'very_simple',
  einfach: 'simple',
  simple: 'simple',
  basic: 'simple',
  mittel: 'good',
  normal: 'good',
  durchschnittlich: 'good',
  standard: 'good',
  gut: 'good',
  good: 'good',
  gehoben: 'upscale',
  upscale: 'upscale',
  sehrgehoben: 'very_upscale',
  starkgehoben: 'very_upscale',
  luxurioes: 'very_upscale',
  luxus: 'very_upscale',
  veryupscale: 'very_upscale'
}

/** After the degrees of the Sachwertrichtlinie's point table (Anlage 4 ImmoWertV's model: nicht bis umfassend). */
const MODERNISATION_WORDS: Record<string, ModernisationDegree> = {
  keine: 'none',
  nicht: 'none',
  nichtmodernisiert: 'none',
  none: 'none',
  kleine: 'minor',
  klein: 'minor',
  gering: 'minor',
  kleinemodernisierungen: 'minor',
  minor: 'minor',
  mittel: 'medium',
  mittlere: 'medium',
  mittlerer: 'medium',
  medium: 'medium',
  ueberwiegend: 'largely',
  ueberwiegendmodernisiert: 'largely',
  largely: 'largely',
  umfassend: 'comprehensive',
  umfassendmodernisiert: 'comprehensive',
  comprehensive: 'comprehensive'
}

const YES = new Set(['ja', 'j', 'x', '1', 'vorhanden', 'yes', 'y', 'true', 'wahr'])
const NO = new Set(['nein', 'n', '0', 'keine', 'kein', 'nichtvorhanden', 'no', 'false', 'falsch'])

/** "Balkon", "Loggia", "Terrasse"; "ja" says there is one, not which (balcony_or_terrace); "nein", "kein". */
const BALCONY_WORDS: Record<string, BalconyKind> = {
  balkon: 'balcony',
  balcony: 'balcony',
  loggia: 'loggia',
  terrasse: 'terrace',
  dachterrasse: 'terrace',
  terrace: 'terrace',
  balkonterrasse: 'balcony_or_terrace',
  balkonoderterrasse: 'balcony_or_terrace'
}

const OCCUPANCY_WORDS: Record<string, Occupancy> = {
  vermietet: 'let',
  vermietung: 'let',
  let: 'let',
  rented: 'let',
  bezugsfrei: 'vacant',
  frei: 'vacant',
  leer: 'vacant',
  leerstehend: 'vacant',
  unvermietet: 'vacant',
  vacant: 'vacant'
}

export const readModernisationDegree = (text: string): ModernisationDegree | null =>
  MODERNISATION_WORDS[key(text)] ?? null
export const readYesNo = (text: string): boolean | null =>
  YES.has(key(text)) ? true : NO.has(key(text)) ? false : null
export function readBalcony(text: string): BalconyKind | null {
  const yes = readYesNo(text)
  return BALCONY_WORDS[key(text)] ?? (yes === null ? null : yes ? 'balcony_or_terrace' : 'none')
}
export const readOccupancy = (text: string): Occupancy | null => OCCUPANCY_WORDS[key(text)] ?? null

export const readCondition = (text: string): Condition | null => CONDITION_WORDS[key(text)] ?? null
export const readFurnishing = (text: string): Furnishing | null => FURNISHING_WORDS[key(text)] ?? null

/** "EG" → 0 ground, "UG"/"Souterrain" → -1 basement, "3. OG"/"3.OG"/"OG 3"/"3" → 3, "DG" → top (number unknown), "Penthouse". */
export function readFloor(text: string): { floor: number | null; position: FloorPosition | null } | null {
  const negative = /^\s*-\s*(\d{1,2})\s*$/.exec(text)
  if (negative)
    return Number(negative[1]) <= 5
      ? { floor: -Number(negative[1]), position: Number(negative[1]) === 0 ? 'ground' : 'basement' }
      : null
  const k = key(text)
  if (/^(eg|erdgeschoss|hochparterre|hp|parterre|ground)$/.test(k)) return { floor: 0, position: 'ground' }
  if (/^(ug|kg|souterrain|untergeschoss|basement)$/.test(k)) return { floor: -1, position: 'basement' }
  if (/^(dg|dachgeschoss|top)$/.test(k)) return { floor: null, position: 'top' }
  if (/^penthouse$/.test(k)) return { floor: null, position: 'penthouse' }
  const n = /^(?:(\d{1,3})(?:og|obergeschoss|etage|stock)?|og(\d{1,3}))$/.exec(k)
  if (!n) return null
  const floor = Number(n[1] ?? n[2])
  if (floor > 200) return null
  return { floor, position: floor === 0 ? 'ground' : null }
}
