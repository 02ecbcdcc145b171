// The plausible range of each number field of the Marktdaten form, and why a typed value is refused:
// not a number, negative (also "-0"), not whole where it must be, or outside the range a market query
// can mean ("250.000" €/m², twenty nines, 72,5 rooms). Said per field, with the range.
import type { Language } from '@shared/language'
import { BUILDING_YEARS } from '@shared/api/limits'
import { readNumber } from '@shared/format/number-reader'

export interface Range {
  min: number
  max: number
  /** Only whole numbers (years), or steps of a half (rooms). */
  step?: 1 | 0.5
}

export type RangedField = 'rooms' | 'area' | 'price' | 'year'

/** Plausible values of a market query: rooms of a dwelling, its living space, an asking price per m², a building year. */
export function marketRange(field: RangedField, demand: 'rent' | 'buy'): Range {
  switch (field) {
    case 'rooms':
      return { min: 0.5, max: 20, step: 0.5 }
    case 'area':
      return { min: 1, max: 10_000 }
    case 'price':
      return demand === 'rent' ? { min: 0.5, max: 200 } : { min: 10, max: 50_000 }
    case 'year':
      return { min: BUILDING_YEARS.min, max: BUILDING_YEARS.max, step: 1 }
  }
}

export type RangeProblem =
  | { reason: 'not_a_number' }
  | { reason: 'negative' }
  | { reason: 'not_whole' }
  | { reason: 'not_half' }
  | { reason: 'out_of_range'; min: number; max: number }

/** Why the typed text is refused for this range, or null when it is empty or fits. */
export function rangeProblem(raw: string, range: Range, language: Language): RangeProblem | null {
  const r = readNumber(raw, language)
  if (!r.ok) return r.reason === 'empty' ? null : { reason: 'not_a_number' }
  if (/^\s*[-\u2212]/.test(raw)) return { reason: 'negative' }
  if (r.value < range.min || r.value > range.max) return { reason: 'out_of_range', min: range.min, max: range.max }
  if (range.step === 1 && !Number.isInteger(r.value)) return { reason: 'not_whole' }
  if (range.step === 0.5 && !Number.isInteger(r.value * 2)) return { reason: 'not_half' }
  return null
}
