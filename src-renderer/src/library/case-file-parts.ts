// What can go into a case file: one choice per kind of saved work (the current version of each
// library report, kept market data, comparables sets, valuations), each with the options read from
// its store. The valuations are loaded here; the other stores are filled by the library screen.
import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useFormat } from '../kit/useFormat'
import { useComparables } from '../comparables'
import { useLibrary } from './library'
import { useMarket } from '../market'
import { useValuation } from '../valuation'

export type CasePart = 'report' | 'market' | 'set' | 'valuation'
export interface CasePartChoice {
  part: CasePart
  /** The select's form name. */
  name: string
  options: { value: string; text: string }[]
}

export function useCaseFileParts() {
  const { t } = useI18n()
  const fmt = useFormat()
  const library = useLibrary()
  const comparables = useComparables()
  const market = useMarket()
  const valuation = useValuation()
  void valuation.loadSubjects()

  const reports = computed(() => library.items.filter((r) => r.current))
  const choices = computed<CasePartChoice[]>(() => [
    {
      part: 'report',
      name: 'caseReport',
      options: reports.value.map((r) => ({ value: r.id, text: `${r.label} · ${fmt.date(r.fetchedAt)}` }))
    },
    {
      part: 'market',
      name: 'caseMarket',
      options: market.recent.map((m) => ({
        value: m.id,
        text: `${m.place} · ${t(`market.demands.${m.typeOfDemand}`)} · ${fmt.date(m.fetchedAt)}`
      }))
    },
    {
      part: 'set',
      name: 'caseSet',
      options: comparables.sets.map((s) => ({ value: s.id, text: `${s.label} · ${fmt.date(s.savedAt)}` }))
    },
    {
      part: 'valuation',
      name: 'caseValuation',
      options: valuation.subjects.map((v) => ({ value: v.key, text: `${v.label} · ${fmt.date(v.savedAt)}` }))
    }
  ])
  const reportById = (id: string) => reports.value.find((x) => x.id === id)
  const subjectByKey = (key: string) => valuation.subjects.find((s) => s.key === key)
  return { choices, reportById, subjectByKey }
}
