// The comparison-value grid (Vergleichswertverfahren, ImmoWertV 2021 §§ 24-26): each column's price per
// m² adjusted step by step to the subject (separate items out, Angebotsabschlag for offers only, time by
// the index, characteristics by coefficient tables, location), then the statistics over the columns
// that take part, the outliers by the chosen rule, the § 24 chain and the second route. Pure arithmetic,
// shared by the screen, the store and the print annex; every cell carries the inputs it was computed from.
import { characteristicStep, CHARACTERISTIC_ROWS, locationStep, rowTable, type Step } from './characteristics'
import { computeChain, kindCounts } from './chain'
import type { CoefficientTable, GridComparable, GridSettings, GridSubject, OverridableRow } from './grid-types'
import { badPeriods, indexReader, type IndexReading } from './index-series'
import { GRID_MAX_COLUMNS, LARGE_ADJUSTMENT_PCT } from './limits'
import type {
  Extrapolation,
  GridCell,
  GridColumnResult,
  GridIssue,
  GridResult,
  GridRowKey,
  MissingInput,
  OutlierFinding
} from './result-types'
import { GRID_ROWS } from './result-types'
import { fallbacksOf, subgroupsOf, unadjustedDatesOf } from './grid-findings'
import { outlierTestOf } from './outliers'
import { computeSecondRoute } from './second-route'
import { summarize } from './statistics'

export * from './grid-types'
export * from './result-types'
export { indexAt, periodDate, periodMidpoint } from './index-series'
export { isGridSampleData, gridDataSources } from './grid-provenance'
export { roundBy } from './chain'

/** Which date each price type's date is: the label of the column's date row (valuation.grid.priceDate.<key>). */
export const PRICE_DATE_KIND = { offer: 'offerPublished', transaction: 'contract', own_case: 'caseDate' } as const

/** What every column of one computation shares: the rows, each characteristic row's table, the index read once. */
interface GridContext {
  rows: readonly GridRowKey[]
  tables: Map<GridRowKey, CoefficientTable | null>
  readIndex: ((date: string) => IndexReading | null) | null
}

function contextOf(settings: GridSettings, rows: readonly GridRowKey[]): GridContext {
  const tables = new Map<GridRowKey, CoefficientTable | null>(
    CHARACTERISTIC_ROWS.map(({ row }) => [row, rowTable(settings.tables, row)])
  )
  return { rows, tables, readIndex: settings.index ? indexReader(settings.index) : null }
}

function timeStep(
  settings: GridSettings,
  subject: GridSubject,
  c: GridComparable,
  readIndex: GridContext['readIndex']
): Step {
  const index = settings.index
  if (!index) return { row: 'time', factor: 1, inputs: { index: null }, basis: 'no_index', fallback: 'no_index' }
  const basis = index.kind === 'official' ? 'index_official' : 'index_vendor_asking'
  const named = {
    index: index.name,
    publisher: index.publisher,
    basePeriod: index.basePeriod,
    frequency: index.frequency
  }
  if (!subject.valuationDate) return { row: 'time', factor: 1, inputs: named, basis, fallback: 'no_valuation_date' }
  if (!c.priceDate) return { row: 'time', factor: 1, inputs: named, basis, fallback: 'no_price_date' }
  const atValuation = readIndex!(subject.valuationDate)
  const atPrice = readIndex!(c.priceDate)
  if (!atValuation || !atPrice) return { row: 'time', factor: 1, inputs: named, basis, fallback: 'no_index_value' }
  const extrapolations: Extrapolation[] = []
  if (atValuation.beyond) extrapolations.push({ date: 'valuation', ...atValuation.beyond })
  if (atPrice.beyond) extrapolations.push({ date: 'price', ...atPrice.beyond })
  return {
    row: 'time',
    factor: atValuation.value / atPrice.value,
    inputs: {
      ...named,
      priceDate: c.priceDate,
      indexAtPrice: atPrice.value,
      valuationDate: subject.valuationDate,
      indexAtValuation: atValuation.value,
      reference: index.reference ?? 'middle',
      // Either date read between two points of the series: that value is linearly interpolated.
      interpolated: Boolean(atPrice.between || atValuation.between)
    },
    basis,
    ...(extrapolations.length ? { extrapolations } : {})
  }
}

/** Euros as € per m² of the comparable's price: over its living area, or as a share of its total price. */
const perSqmOf = (c: GridComparable, euro: number) =>
  c.livingArea ? euro / c.livingArea : c.totalPrice ? (c.pricePerSqm * euro) / c.totalPrice : null

/**
 * A Stellplatz's or Einbauküche's euros in the comparable's price: its own amount; else, where its offer
 * states one (hasParking, hasKitchen), the grid's stated amount (null when none is stated); else none.
 */
export function itemEuro(c: GridComparable, settings: GridSettings, item: 'parking' | 'kitchen'): number | null {
  const own = item === 'parking' ? c.parkingEuro : c.kitchenEuro
  if (own !== null) return own
  const flagged = item === 'parking' ? c.hasParking : c.hasKitchen
  if (flagged !== true) return 0
  const stated = settings.separateItemAmounts
  return (item === 'parking' ? stated?.parkingEuro : stated?.kitchenEuro) ?? null
}

/** Whether a column's item comes from its offer's flag with the grid's stated amount (not an amount of its own). */
const fromFlag = (c: GridComparable, item: 'parking' | 'kitchen') =>
  (item === 'parking' ? c.parkingEuro === null && c.hasParking : c.kitchenEuro === null && c.hasKitchen) === true

/** Stellplatz and Einbauküche are taken out of the comparable's price (€ per m² of its living area, or share of its total). */
function separateItemsStep(c: GridComparable, settings: GridSettings): Step {
  const parking = itemEuro(c, settings, 'parking')
  const kitchen = itemEuro(c, settings, 'kitchen')
  const stated = fromFlag(c, 'parking') || fromFlag(c, 'kitchen')
  const basis = stated ? 'separate_items_stated' : 'separate_items'
  const inputs = {
    parkingEuro: parking,
    kitchenEuro: kitchen,
    ...(stated ? { reason: settings.separateItemAmounts?.reason ?? '' } : {})
  }
  if (parking === null || kitchen === null)
    return { row: 'separateItems', factor: 1, inputs, basis, fallback: 'no_item_amount' }
  const items = parking + kitchen
  if (items === 0) return { row: 'separateItems', factor: 1, delta: 0, inputs, basis }
  const perSqm = perSqmOf(c, items)
  if (perSqm === null) return { row: 'separateItems', factor: 1, inputs, basis, fallback: 'no_living_area' }
  return {
    row: 'separateItems',
    factor: (c.pricePerSqm - perSqm) / c.pricePerSqm,
    delta: -perSqm,
    inputs: { ...inputs, livingArea: c.livingArea, totalPrice: c.totalPrice },
    basis
  }
}

/** The comparable's own boG in euros (+ raised its price, − lowered it), taken out of its price per m². */
function objectFeaturesStep(c: GridComparable): Step {
  const features = c.features ?? []
  const euro = features.reduce((s, f) => s + f.euro, 0)
  const inputs = {
    euro,
    features: features.map((f) => `${f.label}: ${f.euro} € (${f.reason})`).join('; ')
  }
  if (euro === 0) return { row: 'objectFeatures', factor: 1, delta: 0, inputs, basis: 'object_features' }
  const perSqm = perSqmOf(c, euro)
  if (perSqm === null)
    return { row: 'objectFeatures', factor: 1, inputs, basis: 'object_features', fallback: 'no_living_area' }
  return {
    row: 'objectFeatures',
    factor: (c.pricePerSqm - perSqm) / c.pricePerSqm,
    delta: -perSqm,
    inputs: { ...inputs, livingArea: c.livingArea, totalPrice: c.totalPrice },
    basis: 'object_features'
  }
}

function offerDiscountStep(settings: GridSettings, c: GridComparable): Step {
  if (c.priceType !== 'offer')
    return { row: 'offerDiscount', factor: 1, inputs: { priceType: c.priceType }, basis: 'not_an_offer' }
  const { pct, reason } = settings.offerDiscount
  return { row: 'offerDiscount', factor: 1 - pct / 100, inputs: { pct, reason }, basis: 'offer_discount' }
}

/** The rows the grid shows: steps without any setting or data behind them are left out. */
export function rowsInUse(
  settings: GridSettings,
  subject: GridSubject,
  comparables: readonly GridComparable[]
): GridRowKey[] {
  const anyOverride = (row: string) => comparables.some((c) => c.overrides && row in c.overrides)
  const used = new Set<GridRowKey>(['price', 'time', 'adjusted'])
  if (comparables.some((c) => c.priceType === 'offer')) used.add('offerDiscount')
  if (
    subject.parkingEuro ||
    subject.kitchenEuro ||
    comparables.some((c) => c.parkingEuro || c.kitchenEuro || c.hasParking || c.hasKitchen)
  )
    used.add('separateItems')
  if (comparables.some((c) => c.features?.length)) used.add('objectFeatures')
  for (const { row } of CHARACTERISTIC_ROWS) if (rowTable(settings.tables, row) || anyOverride(row)) used.add(row)
  if (settings.location.method !== 'none' || anyOverride('location')) used.add('location')
  return GRID_ROWS.filter((r) => used.has(r))
}

function columnIn(ctx: GridContext, settings: GridSettings, subject: GridSubject, c: GridComparable): GridColumnResult {
  const cells: GridCell[] = []
  let price = c.pricePerSqm
  for (const row of ctx.rows) {
    let step: Step
    if (row === 'price')
      step = {
        row,
        factor: 1,
        inputs: { pricePerSqm: c.pricePerSqm, totalPrice: c.totalPrice, priceDate: c.priceDate },
        basis: `price_${c.priceType}`
      }
    else if (row === 'separateItems') step = separateItemsStep(c, settings)
    else if (row === 'objectFeatures') step = objectFeaturesStep(c)
    else if (row === 'offerDiscount') step = offerDiscountStep(settings, c)
    else if (row === 'time') step = timeStep(settings, subject, c, ctx.readIndex)
    else if (row === 'location') step = locationStep(settings, subject, c)
    else if (row === 'adjusted') {
      const total = price / c.pricePerSqm
      step = { row, factor: 1, inputs: { totalFactor: total, totalAdjustmentPct: (total - 1) * 100 }, basis: 'total' }
    } else
      step = characteristicStep(row as Exclude<OverridableRow, 'location'>, ctx.tables.get(row) ?? null, subject, c)
    // An additive step moves the price by its delta; the factor says the same as a ratio.
    price = step.delta !== undefined ? price + step.delta : price * step.factor
    cells.push({ ...step, price })
  }
  const totalAdjustmentPct = (price / c.pricePerSqm - 1) * 100
  // Each step's amount in € per m² as a share of the price as given: with signs they add up to the net
  // total, without signs to the gross one, so gross is never below |net|.
  const grossAdjustmentPct = cells.reduce(
    (sum, x, i) => sum + (Math.abs(x.price - (i === 0 ? c.pricePerSqm : cells[i - 1].price)) / c.pricePerSqm) * 100,
    0
  )
  const problems: GridColumnResult['problems'] = []
  if (c.reference.kind !== c.priceType) problems.push('source_mismatch')
  if (!(Number.isFinite(c.pricePerSqm) && c.pricePerSqm > 0)) problems.push('invalid_price')
  if (!(Number.isFinite(c.weight) && c.weight >= 0)) problems.push('invalid_weight')
  const excluded = c.excludedReason !== undefined
  return {
    id: c.id,
    label: c.label,
    priceType: c.priceType,
    weight: c.weight,
    cells,
    adjustedPrice: price,
    totalAdjustmentPct,
    grossAdjustmentPct,
    // Floating noise (4,000 × 1.3 = 5,200.000000000001) must not turn exactly 30 % into more.
    largeAdjustment: Math.max(Math.abs(totalAdjustmentPct), grossAdjustmentPct) > LARGE_ADJUSTMENT_PCT + 1e-9,
    status: excluded || problems.length > 0 ? 'excluded' : c.weight > 0 ? 'included' : 'weight_zero',
    ...(excluded ? { excludedReason: c.excludedReason } : {}),
    problems
  }
}

function missingInputs(settings: GridSettings, subject: GridSubject): MissingInput[] {
  const missing: MissingInput[] = []
  if (subject.livingArea === null) missing.push('livingArea')
  if (subject.valuationDate === null) missing.push('valuationDate')
  if (settings.location.method === 'landValueRatio' && !subject.landValue) missing.push('subjectLandValue')
  if (settings.location.method === 'vendorScore' && !subject.locationScore) missing.push('subjectLocationScore')
  return missing
}

export function computeGrid(
  settings: GridSettings,
  subject: GridSubject,
  comparables: readonly GridComparable[]
): GridResult {
  const rows = rowsInUse(settings, subject, comparables)
  const ctx = contextOf(settings, rows)
  const columns = comparables.map((c) => columnIn(ctx, settings, subject, c))
  const byId = new Map(comparables.map((c) => [c.id, c]))
  const columnById = new Map(columns.map((c) => [c.id, c]))
  const candidates = columns.filter((c) => c.status === 'included')
  const test = outlierTestOf(
    candidates.map((c) => ({ id: c.id, value: c.adjustedPrice })),
    settings.outlierRule
  )
  const outliers: OutlierFinding[] = test.findings.map((f) => {
    const col = columnById.get(f.id)!
    const comparable = byId.get(f.id)
    const kept = comparable?.keepAgainstOutlierRule === true
    col.status = kept ? 'kept_against_rule' : 'outlier'
    return {
      id: f.id,
      label: col.label,
      adjustedPrice: col.adjustedPrice,
      rule: f.reason.rule,
      reason: f.reason,
      kept,
      assessment: comparable?.outlierAssessment ?? ''
    }
  })
  const included = columns.filter((c) => c.status === 'included' || c.status === 'kept_against_rule')
  const statistics = summarize(included.map((c) => ({ value: c.adjustedPrice, weight: c.weight })))
  const missing = missingInputs(settings, subject)
  const livingArea = subject.livingArea
  const chain =
    statistics && livingArea !== null
      ? computeChain(
          statistics,
          included.map((c) => c.priceType),
          { ...subject, livingArea },
          settings
        )
      : null
  const secondRoute =
    livingArea !== null ? computeSecondRoute(settings, { ...subject, livingArea }, chain?.marketAdjusted ?? null) : null

  const offers = included.some((c) => c.priceType === 'offer')
  const counts = kindCounts(included.map((c) => c.priceType))
  const fallbacks = fallbacksOf(included, columns)
  const unadjustedDates = unadjustedDatesOf(settings, subject, included, byId)
  const checks: Array<[GridIssue, boolean]> = [
    ['no_comparables', columns.length === 0],
    ['too_many_columns', columns.length > GRID_MAX_COLUMNS],
    ['no_included_comparables', columns.length > 0 && included.length === 0],
    // § 24 (1) asks for enough Vergleichspreise (§ 25): Kaufpreise; offers and own cases do not count.
    ['below_minimum_count', included.length > 0 && counts.transactions < settings.minimumCount],
    ['invalid_weight', columns.some((c) => c.problems.includes('invalid_weight'))],
    ['source_mismatch', columns.some((c) => c.problems.includes('source_mismatch'))],
    [
      'weights_need_justification',
      included.some((c) => c.weight !== included[0].weight) && settings.weightJustification.trim() === ''
    ],
    ['large_adjustment', included.some((c) => c.largeAdjustment)],
    ['index_extrapolated', included.some((c) => c.cells.some((x) => x.extrapolations?.length))],
    ['index_bad_periods', settings.index !== null && badPeriods(settings.index).length > 0],
    ['offer_basis', offers],
    [
      'example_tables',
      included.some((c) => c.cells.some((x) => x.basis === 'table_example')) ||
        (secondRoute?.steps.some((s) => s.example) ?? false)
    ],
    [
      'discount_needs_reason',
      offers && settings.offerDiscount.pct !== 0 && settings.offerDiscount.reason.trim() === ''
    ],
    [
      'market_adjustment_needs_reason',
      settings.marketAdjustment !== null &&
        settings.marketAdjustment.amount !== 0 &&
        settings.marketAdjustment.reason.trim() === ''
    ],
    ['special_feature_needs_reason', settings.specialFeatures.some((f) => f.euro !== 0 && f.reason.trim() === '')],
    ['outlier_rule_cannot_flag', test.info !== null && candidates.length > 0 && !test.info.canFlag],
    ['outlier_needs_assessment', outliers.some((o) => o.assessment.trim() === '')],
    ['factor_one_fallback', fallbacks.length > 0],
    ['no_time_adjustment', unadjustedDates !== null],
    ...publishedInputChecks(settings, comparables, included)
  ]
  const issues = checks.filter(([, when]) => when).map(([issue]) => issue)
  return {
    rows,
    columns,
    statistics,
    outliers,
    chain,
    secondRoute,
    missing,
    issues,
    counts,
    subgroups: subgroupsOf(included),
    outlierTest: test.info,
    fallbacks,
    unadjustedDates
  }
}

/** The checks of the published inputs: the location rule's reason, the euro amounts of offers' Stellplatz and Einbauküche and their reason, the comparables' own boG reasons, the second route's own tables. */
function publishedInputChecks(
  settings: GridSettings,
  comparables: readonly GridComparable[],
  included: readonly GridColumnResult[]
): Array<[GridIssue, boolean]> {
  const ids = new Set(included.map((c) => c.id))
  const taking = comparables.filter((c) => ids.has(c.id))
  const loc = settings.location
  const gridTables = new Map(settings.tables.map((t) => [t.id, t]))
  return [
    ['location_needs_reason', loc.method !== 'none' && loc.reason.trim() === ''],
    [
      'item_amount_missing',
      taking.some((c) => itemEuro(c, settings, 'parking') === null || itemEuro(c, settings, 'kitchen') === null)
    ],
    [
      'item_amount_needs_reason',
      (settings.separateItemAmounts?.reason ?? '').trim() === '' &&
        taking.some(
          (c) =>
            (fromFlag(c, 'parking') && (itemEuro(c, settings, 'parking') ?? 0) !== 0) ||
            (fromFlag(c, 'kitchen') && (itemEuro(c, settings, 'kitchen') ?? 0) !== 0)
        )
    ],
    ['object_feature_needs_reason', comparables.some((c) => c.features?.some((f) => f.euro !== 0 && !f.reason.trim()))],
    [
      'second_route_grid_tables',
      (settings.secondRoute?.tables ?? []).some((t) => gridTables.get(t.id)?.citation === t.citation)
    ]
  ]
}

/** computeGrid over a whole saved or edited grid. */
export const gridResultOf = (grid: {
  settings: GridSettings
  subject: GridSubject
  comparables: readonly GridComparable[]
}): GridResult => computeGrid(grid.settings, grid.subject, grid.comparables)
