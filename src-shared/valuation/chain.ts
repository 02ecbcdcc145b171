// The § 24 chain from the statistics to the result: vorläufiger Vergleichswert (weighted mean € per m² ×
// the subject's living area, plus its Stellplatz and Einbauküche as euro amounts) → marktangepasst (per cent
// or euros, with a reason) → ± besondere objektspezifische Grundstücksmerkmale → rounded by the stated rule.
import type { GridSettings, GridSubject, PriceType, RoundingRule } from './grid-types'
import type { ChainBasis, ChainResult, GridStatistics } from './result-types'

/** Rounds by the stated rule: to a multiple of `step` €, or to `digits` significant digits (half away from zero). */
export function roundBy(value: number, rule: RoundingRule): number {
  if (rule.kind === 'none' || value === 0 || !Number.isFinite(value)) return value
  const sign = Math.sign(value)
  const abs = Math.abs(value)
  if (rule.kind === 'step') return sign * Math.round(abs / rule.step) * rule.step || 0
  const exponent = Math.floor(Math.log10(abs)) - rule.digits + 1
  // Whole powers of ten are exact as divisors for positive exponents; negative ones multiply instead.
  const rounded =
    exponent >= 0
      ? Math.round(abs / 10 ** exponent) * 10 ** exponent
      : Math.round(abs * 10 ** -exponent) / 10 ** -exponent
  return sign * rounded
}

export function chainBasis(priceTypes: readonly PriceType[]): ChainBasis {
  const offers = priceTypes.filter((p) => p === 'offer').length
  const transactions = priceTypes.filter((p) => p === 'transaction').length
  const ownCases = priceTypes.filter((p) => p === 'own_case').length
  return {
    kind: offers === 0 ? 'transactions' : offers === priceTypes.length ? 'offers' : 'mixed',
    offers,
    transactions,
    ownCases
  }
}

export function subjectSeparateItems(subject: GridSubject): { parkingEuro: number; kitchenEuro: number } {
  return { parkingEuro: subject.parkingEuro ?? 0, kitchenEuro: subject.kitchenEuro ?? 0 }
}

export function computeChain(
  stats: GridStatistics,
  includedTypes: readonly PriceType[],
  subject: GridSubject & { livingArea: number },
  settings: GridSettings
): ChainResult {
  const separateItems = subjectSeparateItems(subject)
  const provisional = stats.weightedMean * subject.livingArea + separateItems.parkingEuro + separateItems.kitchenEuro
  const m = settings.marketAdjustment
  const marketAdjustment = m
    ? {
        kind: m.kind,
        amount: m.amount,
        euro: m.kind === 'pct' ? (provisional * m.amount) / 100 : m.amount,
        reason: m.reason
      }
    : null
  const marketAdjusted = provisional + (marketAdjustment?.euro ?? 0)
  const specialFeatures = settings.specialFeatures.map((f) => ({ label: f.label, euro: f.euro, reason: f.reason }))
  const specialFeaturesTotal = specialFeatures.reduce((s, f) => s + f.euro, 0)
  const unrounded = marketAdjusted + specialFeaturesTotal
  return {
    basis: chainBasis(includedTypes),
    perSqm: stats.weightedMean,
    livingArea: subject.livingArea,
    separateItems,
    provisional,
    marketAdjustment,
    marketAdjusted,
    specialFeatures,
    specialFeaturesTotal,
    unrounded,
    rounding: settings.rounding,
    value: roundBy(unrounded, settings.rounding)
  }
}
