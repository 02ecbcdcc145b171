// The annex recomputed from paper: each worked example (worked-cases.ts: data, written by hand) is saved over
// the router, printed to PDF in Chromium and read back with poppler; every printed figure is recomputed from
// the printed figures it rests on, to the cent: the index values from the printed index table and dates, k
// from the printed coefficient tables and characteristics, each factor from its k, index values,
// Bodenrichtwerte or discount, each price from the price before it and the factor, the statistics from the
// adjusted prices and weights, the § 24 chain from the mean to the rounded value. Nothing is taken from the
// grid's arithmetic.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/annex-recompute.test.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import type { ExportResult } from '@shared/bridge/exports'
import type { GridState } from '@shared/valuation/grid-types'
import { GRID_ROWS } from '@shared/valuation/result-types'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'
import { annexWords } from '../../helpers/annex-grid'
import {
  amountAfter,
  between,
  cellsOf,
  isoOf,
  num,
  NUMBER,
  numberCells,
  paperBlocks,
  paperIndex,
  paperTable,
  paperText,
  stepCells,
  type StepCell,
  withoutBlockHeads
} from './annex-paper'
import { WORKED_CASES } from './worked-cases'
import { ROOT } from '../../helpers/root'

const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })
const w = annexWords('de')
const CENT = 0.01 + 1e-9

async function invoke<T>(e2e: E2E, domain: string, call: string, args: unknown[]): Promise<T> {
  const r = (await e2e.app.router.invoke(domain, call, args, { url: e2e.appUrl })) as
    { ok: true; value: T } | { ok: false; error: unknown }
  if (!r.ok) throw new Error(`${domain}.${call}: ${JSON.stringify(r.error)}`)
  return r.value
}

const DAY = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
/** The index at a date from the printed table: linear between the printed dates, the end value held beyond. */
function indexAt(points: Array<{ date: string; value: number }>, iso: string): number {
  const t = DAY(iso)
  if (t <= DAY(points[0]!.date)) return points[0]!.value
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    if (t <= DAY(b.date)) return a.value + ((b.value - a.value) * (t - DAY(a.date))) / (DAY(b.date) - DAY(a.date))
  }
  return points[points.length - 1]!.value
}
/** k at x from the printed breakpoints: linear between them, flat beyond the ends. */
function kAt(points: Array<{ at: number; k: number }>, x: number): number {
  if (x <= points[0]!.at) return points[0]!.k
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    if (x <= b.at) return a.k + ((b.k - a.k) * (x - a.at)) / (b.at - a.at)
  }
  return points[points.length - 1]!.k
}

/** Two printed figures a / b of a cell's figures ("k 1,00 ÷ 0,955", "Index 126,2 ÷ 118,4"). */
const ratio = (figures: string, lead: string) => {
  const m = new RegExp(`^${lead} (${NUMBER}) ÷ (${NUMBER})$`).exec(figures)
  return m ? { a: num(m[1]!), b: num(m[2]!) } : null
}

describe('the annex recomputed from its PDF', () => {
  for (const c of WORKED_CASES)
    it(`${c.name}: every printed figure recomputes from the printed figures`, { timeout: 180_000 }, async ({ e2e }) => {
      await invoke<GridState>(e2e, 'valuation', 'saveGrid', [{ ...c.grid(), subjectKey: c.key }])
      const { path } = await invoke<ExportResult>(e2e, 'exports', 'valuationPdf', [
        { subjectKey: c.key, subjectLabel: c.label, language: 'de' }
      ])
      const text = withoutBlockHeads(paperText(path!, `Bewertung: ${c.label}`))
      // The text as read, to see what a failing figure stood beside.
      mkdirSync(join(ROOT, 'test-output/e2e'), { recursive: true })
      writeFileSync(join(ROOT, `test-output/e2e/annex-recompute-${WORKED_CASES.indexOf(c) + 1}.txt`), text)
      const bases = between(text, 'Grundlagen der Anpassungen', 'Statistik der angepassten Preise je m²')

      // The labels of the rows, in print order (the characteristics the grid prints, then the steps).
      const steps = GRID_ROWS.filter((r) => r !== 'price' && r !== 'adjusted')
      const chars = [
        'livingArea',
        'buildingYear',
        'remainingLife',
        'condition',
        'parkingEuro',
        'kitchenEuro',
        'landArea',
        'landValue'
      ]
      /** The steps read from a numeric table, by the characteristic row whose printed values they read. */
      const NUMERIC = ['livingArea', 'buildingYear', 'remainingLife', 'landArea']
      const L = {
        priceDate: w.t('annex.field.priceDate'),
        price: w.t('annex.row.price'),
        adjusted: w.t('annex.row.adjusted'),
        total: w.t('annex.field.totalAdjustment'),
        weight: w.t('annex.field.weight'),
        status: w.t('annex.field.status')
      }
      const labels = [
        w.t('annex.field.address'),
        w.t('annex.field.priceType'),
        w.t('annex.field.source'),
        w.t('annex.field.sourceId'),
        L.priceDate,
        ...chars.map((k) => w.t(`annex.char.${k}`)),
        L.price,
        ...steps.map((k) => w.t(`annex.row.${k}`)),
        L.adjusted,
        L.total,
        L.weight,
        L.status
      ]
      const blocks = paperBlocks(text, labels)
      expect(blocks.length).toBeGreaterThan(0)

      const index = paperIndex(bases)
      expect(index.length).toBeGreaterThan(1)
      const discount = num(new RegExp(`Angebotsabschlag: (${NUMBER}) % auf die Angebotspreise`).exec(bases)![1]!)
      const exponent = num(new RegExp(`Bodenrichtwert des Vergleichsobjekts\\) hoch (${NUMBER})`).exec(text)![1]!)
      /** Which printed table each characteristic step reads, from its sentence. */
      const tableOf = (row: string) =>
        new RegExp(
          `${w.t(`annex.row.${row}`).replace(/[()§]/g, '\\$&')}: Faktor = Umrechnungskoeffizient k .*? Tabelle „([^“]+)“`
        ).exec(text)?.[1]
      const levelWords = ['dilapidated', 'bad', 'moderate', 'good', 'very_good'].map((l) =>
        w.t(`valuation.words.values.condition.${l}`)
      )
      const levelCell = `(${levelWords.sort((a, b) => b.length - a.length).join('|')}|–)`

      const adjusted = new Map<number, number>()
      const weights = new Map<number, number>()
      let checked = 0
      for (const b of blocks) {
        const n = b.columns.length
        const row = (label: string) => {
          const r = b.rows.get(label)
          if (r === undefined) throw new Error(`row not printed: ${label}`)
          return r
        }
        const dates = cellsOf(row(L.priceDate), String.raw`(\d\d\.\d\d\.\d{4}) \([^)]*\)`).map(isoOf)
        expect(dates).toHaveLength(n + 1)
        /** A numeric characteristic's printed values (subject first), or null where the row is not printed. */
        const numeric = (k: string) => {
          const r = b.rows.get(w.t(`annex.char.${k}`))
          return r === undefined ? null : numberCells(r)
        }
        const conditions = cellsOf(row(w.t('annex.char.condition')), levelCell)
        const landValues = cellsOf(row(w.t('annex.char.landValue')), String.raw`(${NUMBER}) \(Zone [^)]*\)`).map(num)
        const prices = numberCells(row(L.price)).slice(1) as number[]
        expect(prices).toHaveLength(n)
        const current = [...prices]
        /** Each column's steps summed without signs, in € per m²: the gross adjustment. */
        const moved = prices.map(() => 0)
        for (const step of steps) {
          const label = w.t(`annex.row.${step}`)
          // A step named like its characteristic ("Zustand", "Baujahr") is the second row of that name.
          const text = b.rows.get(`${label}#2`) ?? b.rows.get(label)
          if (text === undefined) continue
          const cells = stepCells(text, n, w)
          cells.forEach((cell: StepCell, i) => {
            const where = `Nr. ${b.columns[i]} ${label}`
            const before = current[i]!
            if (cell.kind === 'none') return
            if (cell.kind === 'delta') {
              expect(Math.abs(before + cell.delta - cell.price), where).toBeLessThanOrEqual(CENT)
              moved[i] += Math.abs(cell.price - before)
              if (cell.euro !== null && cell.area !== null)
                expect(Math.abs(cell.euro / cell.area + cell.delta), where).toBeLessThanOrEqual(0.005 + 1e-9)
              current[i] = cell.price
              checked++
              return
            }
            expect(Math.abs(before * cell.factor - cell.price), where).toBeLessThanOrEqual(CENT)
            moved[i] += Math.abs(cell.price - before)
            current[i] = cell.price
            checked++
            const f = cell.figures ?? ''
            if (step === 'offerDiscount') {
              expect(f, where).toBe(`1 − ${w.n(discount, 1)} %`)
              expect(Math.abs(1 - discount / 100 - cell.factor), where).toBeLessThanOrEqual(5e-7)
            } else if (step === 'time') {
              const r = ratio(f, 'Index')!
              expect(r, where).not.toBeNull()
              expect(
                Math.abs(indexAt(index, dates[0]!) - r.a),
                `${where}: index at the valuation date`
              ).toBeLessThanOrEqual(5e-5)
              expect(
                Math.abs(indexAt(index, dates[i + 1]!) - r.b),
                `${where}: index at the price date`
              ).toBeLessThanOrEqual(5e-5)
              expect(Math.abs(r.a / r.b - cell.factor), where).toBeLessThanOrEqual(1.2e-6)
              if (DAY(dates[i + 1]!) < DAY(index[0]!.date)) expect(cell.held, where).toContain(index[0]!.period)
            } else if (step === 'location') {
              const m = new RegExp(`^\\((${NUMBER}) ÷ (${NUMBER})\\) hoch (${NUMBER})$`).exec(f)!
              expect(m, where).not.toBeNull()
              expect([num(m[1]!), num(m[2]!), num(m[3]!)], where).toEqual([landValues[0], landValues[i + 1], exponent])
              expect(Math.abs((num(m[1]!) / num(m[2]!)) ** exponent - cell.factor), where).toBeLessThanOrEqual(1.2e-6)
            } else {
              const r = ratio(f, 'k')!
              expect(r, where).not.toBeNull()
              expect(Math.abs(r.a / r.b - cell.factor), where).toBeLessThanOrEqual(1.2e-6)
              const table = tableOf(step)!
              expect(table, where).toBeTruthy()
              const values = paperTable(bases, table, w.t('annex.bases.published'))
              if (NUMERIC.includes(step)) {
                const points = values.map((v) => ({ at: num(v.at), k: v.k }))
                const x = numeric(step)!
                expect(Math.abs(kAt(points, x[0]!) - r.a), where).toBeLessThanOrEqual(5e-7)
                expect(Math.abs(kAt(points, x[i + 1]!) - r.b), where).toBeLessThanOrEqual(5e-7)
              } else if (step === 'condition') {
                const k = (level: string) => values.find((v) => v.at === level)!.k
                expect([k(conditions[0]!), k(conditions[i + 1]!)], where).toEqual([r.a, r.b])
              }
            }
          })
        }
        const after = numberCells(row(L.adjusted)).slice(1) as number[]
        // "netto +15,6 %, brutto 18,3 %": the net total and the sum of the steps without signs.
        const totalPairs = cellsOf(
          row(L.total),
          String.raw`–|(netto [+−-]?${NUMBER} %, brutto ${NUMBER} %)(?: \([^)]*\))?`
        )
          .slice(1)
          .map((cell) => {
            const m = new RegExp(String.raw`^netto ([+−-]?${NUMBER}) %, brutto (${NUMBER}) %$`).exec(cell)!
            return { net: num(m[1]!.replace(/^\+/, '')), gross: num(m[2]!) }
          })
        const totals = totalPairs.map((t) => t.net)
        const weightRow = numberCells(row(L.weight)).slice(1) as number[]
        after.forEach((p, i) => {
          expect(p, `Nr. ${b.columns[i]} adjusted`).toBe(current[i])
          expect(Math.abs((p / prices[i]! - 1) * 100 - totals[i]!), `Nr. ${b.columns[i]} total`).toBeLessThanOrEqual(
            0.05 + 1e-3
          )
          expect(
            Math.abs((moved[i]! / prices[i]!) * 100 - totalPairs[i]!.gross),
            `Nr. ${b.columns[i]} gross`
          ).toBeLessThanOrEqual(0.05 + 1e-3)
          adjusted.set(b.columns[i]!, p)
          weights.set(b.columns[i]!, weightRow[i]!)
        })
      }
      expect(checked).toBeGreaterThan(20)

      // The statistics over the columns that take part: none named as eliminated, excluded or weighted 0.
      const stats = between(
        text,
        'Statistik der angepassten Preise je m²',
        'Vom angepassten Preis je m² zum Vergleichswert'
      )
      const named = new Set([...stats.matchAll(/Nr\. (\d+):/g)].map((m) => Number(m[1])))
      const taking = [...adjusted.keys()].filter((k) => !named.has(k) && weights.get(k)! > 0)
      const sw = taking.reduce((s, k) => s + weights.get(k)!, 0)
      const mean = taking.reduce((s, k) => s + weights.get(k)! * adjusted.get(k)!, 0) / sw
      const sw2 = taking.reduce((s, k) => s + weights.get(k)! ** 2, 0)
      const sd = Math.sqrt(
        taking.reduce((s, k) => s + weights.get(k)! * (adjusted.get(k)! - mean) ** 2, 0) / (sw - sw2 / sw)
      )
      const stat = (key: string) =>
        amountAfter(
          stats,
          new RegExp(
            `${w.t('annex.stats.perSqm', { label: w.t(`valuation.words.stats.${key}`) }).replace(/[()/]/g, '\\$&')}`
          )
        )
      expect(amountAfter(stats, /Anzahl einbezogen \(n\)/)).toBe(taking.length)
      expect(Math.abs(amountAfter(stats, /Summe der Gewichte/) - sw)).toBeLessThanOrEqual(0.005)
      expect(Math.abs(stat('weightedMean') - mean)).toBeLessThanOrEqual(CENT)
      expect(Math.abs(stat('sd') - sd)).toBeLessThanOrEqual(2 * CENT)
      expect(stat('min')).toBe(Math.min(...taking.map((k) => adjusted.get(k)!)))
      expect(stat('max')).toBe(Math.max(...taking.map((k) => adjusted.get(k)!)))

      // Each Grubbs step printed for an eliminated price, recomputed from the adjusted prices: the step's
      // prices are all that take part less those taken out in the steps before it.
      const grubbs = [
        ...stats.matchAll(
          new RegExp(
            String.raw`Nr\. (\d+): \S+ (${NUMBER}) Schritt (\d+): G = (${NUMBER}) bei n = (\d+) \(Mittelwert (${NUMBER}), Standardabweichung (${NUMBER})\), kritischer Wert (${NUMBER})`,
            'g'
          )
        )
      ].map((x) => ({
        column: Number(x[1]),
        price: num(x[2]!),
        step: Number(x[3]),
        g: num(x[4]!),
        n: Number(x[5]),
        mean: num(x[6]!),
        sd: num(x[7]!),
        critical: num(x[8]!)
      }))
      if (c.grid().settings.outlierRule === 'grubbs') expect(grubbs.length).toBeGreaterThan(0)
      const removed = new Set<number>()
      for (const g of grubbs.sort((a, b) => a.step - b.step)) {
        const xs = [...adjusted.keys()]
          .filter((k) => weights.get(k)! > 0 && !removed.has(k))
          .map((k) => adjusted.get(k)!)
        const mu = xs.reduce((s, x) => s + x, 0) / xs.length
        const sdev = Math.sqrt(xs.reduce((s, x) => s + (x - mu) ** 2, 0) / (xs.length - 1))
        const where = `Grubbs step ${g.step}, Nr. ${g.column}`
        expect(g.n, where).toBe(xs.length)
        expect(g.price, where).toBe(adjusted.get(g.column))
        expect(Math.abs(g.mean - mu), where).toBeLessThanOrEqual(CENT)
        expect(Math.abs(g.sd - sdev), where).toBeLessThanOrEqual(CENT)
        expect(Math.abs(g.g - Math.abs(g.price - mu) / sdev), where).toBeLessThanOrEqual(5e-5)
        expect(g.g, where).toBeGreaterThan(g.critical)
        removed.add(g.column)
      }

      // The § 24 chain, each amount from the ones before it.
      const chain = between(text, 'Vom angepassten Preis je m² zum Vergleichswert', 'Zweiter Weg')
      const m = new RegExp(`Gewichteter Mittelwert (${NUMBER}) EUR/m² × (${NUMBER}) m² Wohnfläche (${NUMBER})`).exec(
        chain
      )!
      const [perSqm, area, product] = [num(m[1]!), num(m[2]!), num(m[3]!)]
      expect(Math.abs(perSqm - stat('weightedMean'))).toBeLessThanOrEqual(0.005 + 1e-9)
      expect(Math.abs(perSqm * area - product)).toBeLessThanOrEqual(CENT)
      const items = chain.includes('Stellplatz und Einbauküche des Objekts')
        ? amountAfter(chain, /Stellplatz und Einbauküche des Objekts/)
        : 0
      const provisional = amountAfter(chain, /(?<!marktangepasster )vorläufiger Vergleichswert \([^)]*\)/)
      expect(Math.abs(product + items - provisional)).toBeLessThanOrEqual(CENT)
      const market = new RegExp(`Marktanpassung: (${NUMBER}) %\\. Begründung: [^\\d−-]*? (${NUMBER}) `).exec(chain)!
      expect(Math.abs((provisional * num(market[1]!)) / 100 - num(market[2]!))).toBeLessThanOrEqual(CENT)
      const marketAdjusted = amountAfter(chain, /marktangepasster vorläufiger Vergleichswert \([^)]*\)/)
      expect(Math.abs(provisional + num(market[2]!) - marketAdjusted)).toBeLessThanOrEqual(CENT)
      const bog = [
        ...chain.matchAll(
          new RegExp(
            `Besonderes objektspezifisches Grundstücksmerkmal: [^.]*\\. Begründung: [^\\d−-]*? (${NUMBER}) `,
            'g'
          )
        )
      ].map((x) => num(x[1]!))
      expect(bog.length).toBe(c.grid().settings.specialFeatures.length)
      const unrounded = amountAfter(chain, /Vergleichswert vor Rundung \([^)]*\)/)
      expect(Math.abs(marketAdjusted + bog.reduce((s, x) => s + x, 0) - unrounded)).toBeLessThanOrEqual(CENT)
      const rounding = new RegExp(
        `Rundung auf volle (${NUMBER}) EUR (${NUMBER}) Vergleichswert \\([^)]*\\) (${NUMBER})`
      ).exec(chain)!
      const [step, diff, value] = [num(rounding[1]!), num(rounding[2]!), num(rounding[3]!)]
      expect(value).toBe(Math.round(unrounded / step) * step)
      expect(Math.abs(value - unrounded - diff)).toBeLessThanOrEqual(CENT)
      expect(e2e.exports.pageErrors).toEqual([])
    })
})
