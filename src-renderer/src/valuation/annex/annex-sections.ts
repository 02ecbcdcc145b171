// The annex's sections after the grid: the basis of every adjustment (offer discount, index, coefficient
// tables, location, entered per cents, weights), the statistics with the eliminated and excluded cases,
// the § 24 chain to the rounded value, the second route, every source with its date, and the notes.
import { DASH } from '../../kit/format'
import type { AnnexSection } from '@shared/export/annex'
import type { CoefficientTable, GridState } from '@shared/valuation/grid-types'
import type { GridResult } from '@shared/valuation/result-types'
import { periodDate } from '@shared/valuation/index-series'
import { euroItemNotes, secondRouteTablesNote } from './annex-notes'
import { basisWords, outlierReasonWords } from '../grid/grid-words'
import {
  assessmentWords,
  countsLine,
  fallbackParagraphs,
  grossRuleParagraph,
  issueParams,
  outlierTestParagraphs,
  subgroupParagraphs
} from './annex-findings'
import type { AnnexWords } from './annex-words'
import { numberRuns, tableCitation, tableModel } from './annex-sources'
import { FACTOR_DIGITS, upTo } from './annex-cells'

export type { AnnexWords, Translate } from './annex-words'
export { sourcesSection } from './annex-sources'

/** A characteristic's name and a level of it (condition 'good' → Zustand, gut), for tables and the second route. */
export function characteristicName(characteristic: string, w: AnnexWords): string {
  const key =
    characteristic === 'modernisationDegree' || characteristic === 'modernisationYear'
      ? 'modernisation'
      : characteristic
  return w.t(`annex.char.${key}`)
}
/** The characteristics whose levels are words (valuation.words.values), the same on screen and on paper. */
const WORDED = new Set(['condition', 'furnishing', 'floorPosition', 'balcony', 'modernisationDegree', 'elevator'])
export function levelWords(characteristic: string, level: number | string, w: AnnexWords): string {
  if (typeof level === 'number') return w.n(level)
  return WORDED.has(characteristic) ? w.t(`valuation.words.values.${characteristic}.${level}`) : level
}

const section = (
  id: string,
  heading: string,
  paragraphs: string[],
  tables: AnnexSection['tables'] = []
): AnnexSection => ({ id, heading, paragraphs, tables })
const reasonOr = (reason: string, w: AnnexWords) => reason.trim() || w.t('annex.bases.noReason')

function tableValues(table: CoefficientTable, w: AnnexWords): string {
  const k = (v: number) => upTo(w, v, 2, 6)
  if (table.scale === 'numeric') return table.points.map((p) => `${w.n(p.at)}: ${k(p.k)}`).join('; ')
  return table.levels.map((l) => `${levelWords(table.characteristic, l.level, w)}: ${k(l.k)}`).join('; ')
}

function tablesTable(tables: CoefficientTable[], w: AnnexWords) {
  const h = (k: string) => w.t(`annex.bases.tableHead.${k}`)
  return {
    caption: w.t('annex.bases.tablesTitle'),
    head: [h('name'), h('characteristic'), h('source'), h('stichtag'), h('model'), h('kind'), h('values')],
    rows: tables.map((t) => [
      t.name,
      characteristicName(t.characteristic, w),
      tableCitation(t, w),
      t.stichtag ? w.d(t.stichtag) : w.t('annex.notGiven'),
      tableModel(t, w),
      t.example ? w.t('annex.bases.example') : w.t('annex.bases.published'),
      tableValues(t, w)
    ]),
    rowLabels: true
  }
}

export function basesSection(grid: GridState, result: GridResult, w: AnnexWords): AnnexSection {
  const s = grid.settings
  const offers = grid.comparables.filter((c) => c.priceType === 'offer').length
  const paragraphs = [
    w.t('annex.bases.discount', {
      pct: w.n(s.offerDiscount.pct, 1),
      count: offers,
      reason: reasonOr(s.offerDiscount.reason, w)
    })
  ]
  const tables: AnnexSection['tables'] = []
  if (s.index) {
    const ix = s.index
    paragraphs.push(
      w.t(ix.kind === 'official' ? 'annex.bases.indexOfficial' : 'annex.bases.indexVendor', { name: ix.name })
    )
    paragraphs.push(
      w.t('annex.bases.indexFields', {
        publisher: ix.publisher || DASH,
        base: ix.basePeriod || DASH,
        frequency: w.t(`valuation.words.frequency.${ix.frequency}`),
        source: ix.citation || DASH,
        date: ix.retrievedAt ? w.d(ix.retrievedAt) : w.t('annex.notGiven'),
        reference: w.t(`annex.bases.indexReference.${ix.reference ?? 'middle'}`)
      })
    )
    const h = (k: string) => w.t(`annex.bases.indexHead.${k}`)
    tables.push({
      caption: ix.name,
      head: [h('period'), h('date'), h('value')],
      rows: ix.points.map((p) => [
        p.period,
        ((at) => (at ? w.d(at) : DASH))(periodDate(p.period, ix.frequency, ix.reference)),
        upTo(w, p.value, 1, 4)
      ]),
      rowLabels: true
    })
    paragraphs.push(...extrapolationNotes(grid, result, w))
  } else paragraphs.push(w.t('annex.bases.noIndex'))
  const loc = s.location
  if (loc.method === 'landValueRatio')
    paragraphs.push(
      w.t('annex.bases.locationLandValue', { exponent: w.n(loc.exponent, 2), reason: reasonOr(loc.reason, w) })
    )
  else if (loc.method === 'vendorScore')
    paragraphs.push(
      w.t('annex.bases.locationVendor', { pct: w.n(loc.pctPerScore, 1), reason: reasonOr(loc.reason, w) })
    )
  else paragraphs.push(w.t('annex.bases.locationNone'))
  const weights = new Set(grid.comparables.filter((c) => c.weight > 0).map((c) => c.weight))
  paragraphs.push(
    weights.size > 1
      ? w.t('annex.bases.weights', { text: reasonOr(s.weightJustification, w) })
      : w.t('annex.bases.equalWeights')
  )
  paragraphs.push(grossRuleParagraph(w))
  if (s.tables.length) tables.push(tablesTable(s.tables, w))
  paragraphs.push(...euroItemNotes(grid, w))
  const entered = grid.comparables.flatMap((c, i) =>
    Object.entries(c.overrides ?? {}).map(([row, e]) => [
      `${w.t('annex.number')} ${i + 1}: ${c.label}`,
      w.t(`annex.row.${row}`),
      w.n(e!.pct, 1),
      reasonOr(e!.reason, w)
    ])
  )
  if (entered.length) {
    const h = (k: string) => w.t(`annex.bases.enteredHead.${k}`)
    tables.push({
      caption: w.t('annex.bases.enteredTitle'),
      head: [w.t('annex.field.label'), h('step'), h('pct'), h('reason')],
      rows: entered,
      rowLabels: true
    })
  }
  return section('bases', w.t('annex.bases.title'), paragraphs, tables)
}

export function statisticsSection(grid: GridState, result: GridResult, w: AnnexWords): AnnexSection {
  const st = result.statistics
  const eur = (v: number | null | undefined) => (v === null || v === undefined ? DASH : w.n(v, 2))
  const label = (id: string) => {
    const i = grid.comparables.findIndex((c) => c.id === id)
    return `${w.t('annex.number')} ${i + 1}: ${grid.comparables[i]?.label ?? id}`
  }
  const tables: AnnexSection['tables'] = []
  const paragraphs: string[] = []
  if (st) {
    const ci = st.confidenceInterval95
    const word = (k: string) => w.t(`valuation.words.stats.${k}`)
    const s = (k: string, v: string) => [word(k), v]
    const m2 = (k: string, v: string) => [w.t('annex.stats.perSqm', { label: word(k) }), v]
    tables.push({
      caption: '',
      head: [w.t('annex.feature'), w.t('annex.chain.amountHead')],
      rows: [
        s('n', countsLine(result, w)),
        s('totalWeight', w.n(st.totalWeight, 2)),
        s('effectiveN', w.n(st.effectiveN, 2)),
        m2('weightedMean', eur(st.weightedMean)),
        m2('sd', eur(st.weightedStandardDeviation)),
        m2('median', eur(st.median)),
        m2('min', eur(st.min)),
        m2('max', eur(st.max)),
        s('cv', st.coefficientOfVariation === null ? DASH : `${w.n(st.coefficientOfVariation * 100, 1)} %`),
        m2('se', eur(st.standardErrorOfMean)),
        [
          w.t('annex.stats.ci', {
            label: word('ci'),
            ...(ci ? { t: w.n(ci.t, 3), df: w.n(ci.df, 1) } : { t: DASH, df: DASH })
          }),
          ci ? `${eur(ci.low)} – ${eur(ci.high)}` : DASH
        ],
        m2(
          'spread',
          st.singlePriceSpread ? `${eur(st.singlePriceSpread.low)} – ${eur(st.singlePriceSpread.high)}` : DASH
        )
      ],
      rowLabels: true
    })
  } else paragraphs.push(w.t('annex.stats.none'))
  paragraphs.push(...subgroupParagraphs(grid, result, w))
  const rule = grid.settings.outlierRule
  const ruleWords = w.t('annex.stats.outliersTitle', { rule: w.t(`valuation.words.outlierRule.${rule}`) })
  paragraphs.push(ruleWords, ...outlierTestParagraphs(result, w))
  if (rule !== 'none') {
    if (result.outliers.length) {
      const h = (k: string) => w.t(`annex.stats.outlierHead.${k}`)
      tables.push({
        caption: ruleWords,
        head: [w.t('annex.field.label'), h('price'), h('reason'), h('decision'), w.t('valuation.words.assessment')],
        rows: result.outliers.map((o) => [
          label(o.id),
          eur(o.adjustedPrice),
          outlierReasonWords(o.reason, w.t, eur, w.n),
          w.t(`valuation.words.status.${o.kept ? 'kept_against_rule' : 'outlier'}`),
          assessmentWords(result, o.id, w)
        ]),
        rowLabels: true
      })
    } else if (result.outlierTest?.canFlag !== false) paragraphs.push(w.t('annex.stats.noOutliers'))
  }
  const excluded = grid.comparables.filter((c) => c.excludedReason)
  if (excluded.length)
    tables.push({
      caption: w.t('annex.stats.excludedTitle'),
      head: [w.t('annex.field.label'), w.t('annex.stats.reasonHead')],
      rows: excluded.map((c) => [label(c.id), c.excludedReason!]),
      rowLabels: true
    })
  const zero = result.columns.filter((c) => c.status === 'weight_zero')
  if (zero.length)
    tables.push({
      caption: w.t('annex.stats.weightZeroTitle'),
      head: [w.t('annex.field.label'), w.t('annex.field.weight')],
      rows: zero.map((c) => [label(c.id), '0']),
      rowLabels: true
    })
  return section('statistics', w.t('annex.stats.title'), paragraphs, tables)
}

export function chainSection(grid: GridState, result: GridResult, w: AnnexWords): AnnexSection {
  const ch = result.chain
  const basisKind =
    ch?.basis.kind ?? (grid.comparables.some((c) => c.priceType === 'offer') ? 'offers' : 'transactions')
  const basis = basisWords(ch?.basis ?? { kind: basisKind }, w.t)
  if (!ch) {
    const missing = result.missing.length
      ? result.missing.map((m) => w.t(`annex.chain.missing.${m}`)).join('; ')
      : w.t('annex.chain.noIncluded')
    return section('chain', w.t('annex.chain.title'), [w.t('annex.chain.none', { basis, missing })])
  }
  // Euro amounts to the cent and the mean to four decimals: mean × area recomputes to the cent on paper.
  const eur = (v: number) => w.n(v, 2)
  const rows: string[][] = [
    [
      w.t('annex.chain.perSqm', { perSqm: w.n(ch.perSqm, 4), area: w.n(ch.livingArea, 2) }),
      eur(ch.perSqm * ch.livingArea)
    ],
    ...(ch.separateItems.parkingEuro || ch.separateItems.kitchenEuro
      ? [[w.t('annex.chain.separate'), eur(ch.separateItems.parkingEuro + ch.separateItems.kitchenEuro)]]
      : []),
    [w.t('annex.chain.provisional', { basis }), eur(ch.provisional)],
    ch.marketAdjustment
      ? [
          w.t('annex.chain.market', {
            amount:
              ch.marketAdjustment.kind === 'pct'
                ? `${w.n(ch.marketAdjustment.amount, 1)} %`
                : `${w.n(ch.marketAdjustment.amount, 0)} EUR`,
            reason: reasonOr(ch.marketAdjustment.reason, w)
          }),
          eur(ch.marketAdjustment.euro)
        ]
      : [w.t('annex.chain.noMarket'), eur(0)],
    [w.t('annex.chain.marketAdjusted', { basis }), eur(ch.marketAdjusted)],
    ...ch.specialFeatures.map((f) => [
      w.t('annex.chain.feature', { label: f.label, reason: reasonOr(f.reason, w) }),
      eur(f.euro)
    ]),
    [w.t('annex.chain.unrounded', { basis }), eur(ch.unrounded)],
    [
      ch.rounding.kind === 'step'
        ? w.t('annex.chain.rounding.step', { step: w.n(ch.rounding.step, 0) })
        : ch.rounding.kind === 'significant'
          ? w.t('annex.chain.rounding.significant', { digits: ch.rounding.digits })
          : w.t('annex.chain.rounding.none'),
      eur(ch.value - ch.unrounded)
    ],
    [w.t('annex.chain.value', { basis }), eur(ch.value)]
  ]
  const line = w.t('annex.chain.basisLine', {
    offers: ch.basis.offers,
    transactions: ch.basis.transactions,
    own: ch.basis.ownCases,
    basis
  })
  return section(
    'chain',
    w.t('annex.chain.title'),
    [line],
    [
      {
        caption: '',
        head: [w.t('annex.chain.stepHead'), w.t('annex.chain.amountHead')],
        rows,
        rowLabels: true
      }
    ]
  )
}

export function secondRouteSection(grid: GridState, result: GridResult, w: AnnexWords): AnnexSection {
  const route = grid.settings.secondRoute
  const r = result.secondRoute
  if (!route || !r) return section('second', w.t('annex.second.title', { kind: DASH }), [w.t('annex.second.none')])
  const kind = w.t(`annex.second.kind.${route.kind}`)
  const paragraphs = [
    w.t('annex.second.facts', {
      name: route.name,
      value: w.n(route.valuePerSqm, 2),
      date: route.stichtag ? w.d(route.stichtag) : w.t('annex.notGiven'),
      source: route.citation || DASH,
      model: route.model || DASH
    })
  ]
  if (r.time)
    paragraphs.push(
      w.t('annex.second.time', {
        atValuation: upTo(w, r.time.indexAtValuation, 1, 4),
        atStichtag: upTo(w, r.time.indexAtStichtag, 1, 4),
        factor: w.n(r.time.factor, FACTOR_DIGITS)
      })
    )
  paragraphs.push(secondRouteTablesNote(grid, w) ?? '')
  if (r.skipped.length)
    paragraphs.push(w.t('annex.second.skipped', { list: r.skipped.map((c) => characteristicName(c, w)).join(', ') }))
  const h = (k: string) => w.t(`annex.second.stepHead.${k}`)
  const basis = basisWords(result.chain?.basis ?? { kind: 'offers' }, w.t)
  const summary: string[][] = [
    [w.t('annex.second.converted'), w.n(r.convertedPerSqm, 2)],
    [w.t('annex.second.value'), w.n(r.value, 2)],
    ...(r.comparedWith !== null ? [[w.t('annex.second.comparedWith', { basis }), w.n(r.comparedWith, 2)]] : []),
    ...(r.differenceEuro !== null
      ? [[w.t('annex.second.difference', { euro: w.n(r.differenceEuro, 2), pct: w.n(r.differencePct ?? 0, 1) }), '']]
      : [])
  ]
  return section('second', w.t('annex.second.title', { kind }), paragraphs, [
    {
      caption: '',
      head: [
        h('characteristic'),
        h('table'),
        h('subject'),
        h('reference'),
        h('kSubject'),
        h('kReference'),
        h('factor')
      ],
      rows: r.steps.map((s) => [
        characteristicName(s.characteristic, w),
        s.example ? `${s.table} (${w.t('annex.bases.example')})` : s.table,
        levelWords(s.characteristic, s.subject, w),
        levelWords(s.characteristic, s.reference, w),
        upTo(w, s.kSubject, 2, 6),
        upTo(w, s.kReference, 2, 6),
        w.n(s.factor, FACTOR_DIGITS)
      ]),
      rowLabels: true
    },
    {
      caption: w.t('annex.second.value'),
      head: [w.t('annex.chain.stepHead'), w.t('annex.chain.amountHead')],
      rows: summary,
      rowLabels: true
    }
  ])
}

export function issuesSection(grid: GridState, result: GridResult, w: AnnexWords): AnnexSection {
  return section(
    'issues',
    w.t('annex.issuesTitle'),
    result.issues.flatMap((i) => [
      w.t(`annex.issue.${i}`, issueParams(grid, result, w)),
      ...(i === 'factor_one_fallback' ? fallbackParagraphs(result, w) : [])
    ])
  )
}

/**
 * Which dates lay beyond the index and whose value stood in for them: the valuation date once for the whole
 * grid, each price's date with its columns.
 */
function extrapolationNotes(grid: GridState, result: GridResult, w: AnnexWords): string[] {
  const timeAt = result.rows.indexOf('time')
  const notes = new Map<string, number[]>()
  result.columns.forEach((c, i) => {
    for (const e of c.cells[timeAt]?.extrapolations ?? []) {
      const key = `${e.date}|${e.side}|${e.usedPeriod}|${e.usedDate}`
      notes.set(key, [...(notes.get(key) ?? []), i + 1])
    }
  })
  return [...notes.entries()].map(([key, columns]) => {
    const [date, side, period, usedDate] = key.split('|') as [string, string, string, string]
    const params = { period, date: w.d(usedDate), list: numberRuns(columns) }
    return date === 'valuation'
      ? w.t(`annex.bases.heldValuation.${side}`, {
          ...params,
          valuationDate: grid.subject.valuationDate ? w.d(grid.subject.valuationDate) : w.t('annex.notGiven')
        })
      : w.t(`annex.bases.heldPrice.${side}`, params)
  })
}
