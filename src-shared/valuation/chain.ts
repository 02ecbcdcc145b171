// The § 24 chain from the statistics to the result: vorläufiger Vergleichswert (weighted mean € per m² ×
// the subject's living area, plus its Stellplatz and Einbauküche as euro amounts) → marktangepasst (per cent
// or euros, with a reason) → ± besondere objektspezifische Grundstücksmerkmale → rounded by the stated rule.
import type { GridSettings, GridSubject, PriceType, RoundingRule } from './grid-types'
import type { ChainBasis, ChainResult, GridStatistics, KindCounts } from './result-types'

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

/** The included columns by price type. */
export function kindCounts(priceTypes: readonly PriceType[]): KindCounts {
  return {
    transactions: priceTypes.filter((p) => p === 'transaction').length,
    offers: priceTypes.filter((p) => p === 'offer').length,
    ownCases: priceTypes.filter((p) => p === 'own_case').length
  }
}

/** The chain's basis: one kind alone names it; an own case is not a Kaufpreis (it may be an earlier valuation). */
export function chainBasis(priceTypes: readonly PriceType[]): ChainBasis {
  const counts = kindCounts(priceTypes)
  const { offers, transactions, ownCases } = counts
  const all = priceTypes.length
  const kind =
    offers === all ? 'offers' : transactions === all ? 'transactions' : ownCases === all ? 'own_cases' : 'mixed'
  return { kind, offers, transactions, ownCases }
}

/** The chain's steps after the mean, applied to another € per m² (the bounds of an interval of the mean). */
function carried(perSqm: number, chain: Omit<ChainResult, 'interval95'>): { provisional: number; value: number } {
  const provisional = perSqm * chain.livingArea + chain.separateItems.parkingEuro + chain.separateItems.kitchenEuro
  const m = chain.marketAdjustment
  const market = m ? (m.kind === 'pct' ? (provisional * m.amount) / 100 : m.amount) : 0
  return { provisional, value: roundBy(provisional + market + chain.specialFeaturesTotal, chain.rounding) }
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
  const chain = {
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
  const ci = stats.confidenceInterval95
  if (!ci) return { ...chain, interval95: null }
  const low = carried(ci.low, chain)
  const high = carried(ci.high, chain)
  return {
    ...chain,
    interval95: {
      provisionalLow: Math.min(low.provisional, high.provisional),
      provisionalHigh: Math.max(low.provisional, high.provisional),
      low: Math.min(low.value, high.value),
      high: Math.max(low.value, high.value)
    }
  }
}
