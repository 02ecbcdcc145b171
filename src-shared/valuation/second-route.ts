// The second route (§ 24 (2) Nr. 2, § 26): a published Vergleichsfaktor or Immobilienrichtwert for a
// reference property, converted to the subject by the publisher's own coefficient tables, entered with the
// factor (route.tables; never the grid's: § 10 Modellkonformität), k of the subject / k of the reference per
// characteristic, optionally moved in time by the grid's index from its
// Stichtag to the valuation date, and set beside the grid's marktangepasster vorläufiger Vergleichswert.
import { isExampleTable, tableFor } from './coefficients'
import { characteristicValue, kOf } from './characteristics'
import { subjectSeparateItems } from './chain'
import type { GridSettings, GridSubject, TableCharacteristic } from './grid-types'
import { indexAt } from './index-series'
import type { Extrapolation, SecondRouteResult } from './result-types'

export function computeSecondRoute(
  settings: GridSettings,
  subject: GridSubject & { livingArea: number },
  comparedWith: number | null
): SecondRouteResult | null {
  const route = settings.secondRoute
  if (!route) return null
  const steps: SecondRouteResult['steps'] = []
  const skipped: string[] = []
  const seen = new Set<TableCharacteristic>()
  for (const t of route.tables) {
    if (seen.has(t.characteristic)) continue
    const table = tableFor(route.tables, t.characteristic)
    if (!table) continue
    seen.add(t.characteristic)
    const s = characteristicValue(subject, t.characteristic)
    const r = characteristicValue(route.reference, t.characteristic)
    const kSubject = s === null ? null : kOf(table, s)
    const kReference = r === null ? null : kOf(table, r)
    if (s === null || r === null || kSubject === null || kReference === null) {
      skipped.push(t.characteristic)
      continue
    }
    steps.push({
      characteristic: t.characteristic,
      table: table.name,
      subject: s,
      reference: r,
      kSubject,
      kReference,
      factor: kSubject / kReference,
      example: isExampleTable(table)
    })
  }
  let time: SecondRouteResult['time'] = null
  if (route.adjustTime && settings.index && subject.valuationDate && route.stichtag) {
    const atValuation = indexAt(settings.index, subject.valuationDate)
    const atStichtag = indexAt(settings.index, route.stichtag)
    if (atValuation && atStichtag) {
      const extrapolations: Extrapolation[] = []
      if (atValuation.beyond) extrapolations.push({ date: 'valuation', ...atValuation.beyond })
      if (atStichtag.beyond) extrapolations.push({ date: 'price', ...atStichtag.beyond })
      time = {
        factor: atValuation.value / atStichtag.value,
        indexAtStichtag: atStichtag.value,
        indexAtValuation: atValuation.value,
        extrapolations
      }
    }
  }
  const convertedPerSqm = route.valuePerSqm * steps.reduce((p, s) => p * s.factor, 1) * (time?.factor ?? 1)
  const items = subjectSeparateItems(subject)
  const value = convertedPerSqm * subject.livingArea + items.parkingEuro + items.kitchenEuro
  const differenceEuro = comparedWith === null ? null : value - comparedWith
  return {
    kind: route.kind,
    name: route.name,
    valuePerSqm: route.valuePerSqm,
    steps,
    skipped,
    time,
    convertedPerSqm,
    value,
    comparedWith,
    differenceEuro,
    differencePct:
      comparedWith === null || differenceEuro === null || comparedWith === 0
        ? null
        : (differenceEuro / comparedWith) * 100
  }
}
