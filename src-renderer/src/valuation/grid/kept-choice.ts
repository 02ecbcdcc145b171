// What the "Behaltene Vergleichsobjekte übernehmen" box remembers while the app runs: the choice the
// appraiser made (pinned only or all kept) and the last import of the subject, so coming back to the
// screen, or the pinned ones having gone into the grid, does not switch the box to "all kept".
import { defineStore } from 'pinia'
import { ref } from 'vue'

export type KeptChoice = 'pinned' | 'kept'

export const useKeptChoice = defineStore('keptChoice', () => {
  /** The choice per subject key; none: pinned only when there are pinned offers, else all kept. */
  const choices = ref<Record<string, KeptChoice>>({})
  /** The last import per subject key: which and how many were taken. */
  const taken = ref<Record<string, { which: KeptChoice; n: number }>>({})
  function choose(subjectKey: string, which: KeptChoice) {
    choices.value = { ...choices.value, [subjectKey]: which }
  }
  function took(subjectKey: string, which: KeptChoice, n: number) {
    choose(subjectKey, which)
    taken.value = { ...taken.value, [subjectKey]: { which, n } }
  }
  return { choices, taken, choose, took }
})
