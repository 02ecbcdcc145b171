// The subject's figures the appraiser typed in Vergleichsobjekte (Wohnfläche, Baujahr, Grundstücksfläche,
// property type) flow into the Bewertung form when both describe the same address (or the subject was
// taken from there): a field still empty, or still holding what came from there last time, takes the
// search form's figure; one the appraiser has typed in Bewertung since is kept.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Subject } from '@shared/bridge/comparables'
import type { ValuationInput } from '@shared/valuation/forms'

type Figure = 'livingArea' | 'buildingYear' | 'landArea'
const FIGURES: readonly Figure[] = ['livingArea', 'buildingYear', 'landArea']

/** An address line folded as subject keys fold it: case and spacing. */
export const foldAddress = (line: string) => line.trim().replace(/\s+/g, ' ').toLowerCase()

export interface Flowed {
  livingArea?: number
  buildingYear?: number
  landArea?: number
  propertyType?: ValuationInput['propertyType']
}

/** Writes the search subject's figures into `input`; answers what it wrote (for the next time). */
export function flowFigures(input: ValuationInput, from: Subject, last: Flowed): Flowed {
  const next: Flowed = { ...last }
  if (from.propertyType && (last.propertyType === undefined || last.propertyType === input.propertyType)) {
    input.propertyType = from.propertyType
    next.propertyType = from.propertyType
  }
  for (const f of FIGURES) {
    const value = from[f]
    if (value === undefined) continue
    const current = input[f]
    if (current === undefined || current === last[f]) {
      input[f] = value
      next[f] = value
    }
  }
  return next
}

/** What flowed per subject key, while the app runs. */
export const useSubjectFigures = defineStore('subjectFigures', () => {
  const flowed = ref<Record<string, Flowed>>({})
  /** The search subject's figures into the form, when it describes the valuation's subject. */
  function flow(input: ValuationInput, subject: { key: string; label: string }, from: Subject | null, taken = false) {
    if (!from?.address || (!taken && foldAddress(from.address) !== foldAddress(subject.label))) return
    flowed.value = { ...flowed.value, [subject.key]: flowFigures(input, from, flowed.value[subject.key] ?? {}) }
  }
  return { flowed, flow }
})
