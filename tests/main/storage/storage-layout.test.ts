// The data folder's layout (src-main/storage/layout.ts): files written where an earlier Lagebild kept
// them (kept market answers and the portfolio copy in library/, though they are caches; the valuation
// history in cache/, though it is the appraiser's work) move to their place on the first start, with
// everything they held; a file already at the new place is left alone and
// the earlier one kept beside it as a backup, never deleted.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceFilterQuery } from '@shared/api/v1'
import type { MarketResult, MarketSummary } from '@shared/bridge/market'
import type { ValuationRun } from '@shared/bridge/valuation'
import { openMarketStore } from '@main/market/store'
import { openPortfolioStore } from '@main/portfolio/store'
import { openValuationStore } from '@main/valuation/store'
import { appOver, call, startReportSandbox, tempDir, type ReportSandbox } from '../reports/helpers'

let sandbox: ReportSandbox
let answers: MarketResult[]
let runs: ValuationRun[]
const dirs: string[] = []
beforeAll(async () => {
  sandbox = await startReportSandbox()
  const app = appOver(sandbox, { dataDir: newDir() })
  try {
    const query = (address: string, type_of_demand: 'rent' | 'buy'): PriceFilterQuery => ({
      address,
      type_of_demand,
      radius: 2000
    })
    answers = []
    for (const q of [
      query('Marienplatz 1, 80331 München', 'rent'),
      query('Marienplatz 1, 80331 München', 'buy'),
      query('Alexanderplatz 1, 10178 Berlin', 'rent')
    ]) {
      answers.push(await call<MarketResult>(app, 'market', 'search', q))
    }
    const subject = {
      key: 'address:gasstrasse 10 22761 hamburg',
      label: 'Gasstraße 10, 22761 Hamburg',
      location: { address: { unstructured: 'Gasstraße 10, 22761 Hamburg' } }
    }
    runs = []
    for (const livingArea of [60, 72, 90])
      runs.push(
        await call<ValuationRun>(app, 'valuation', 'run', subject, {
          propertyType: 'apartment',
          livingArea,
          buildingYear: 1965
        })
      )
  } finally {
    await app.close()
  }
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function newDir() {
  const d = tempDir('lagebild-layout-')
  dirs.push(d)
  return d
}

/** What release 0.x wrote: market answers and the portfolio copy under library/, by the stores' own code. */
function writeEarlierLayout(dataDir: string) {
  const market = openMarketStore(join(dataDir, 'library', 'market.db'))
  for (const a of answers) market.put(a)
  market.close()
  const portfolio = openPortfolioStore(join(dataDir, 'library', 'portfolio.db'))
  for (let i = 0; i < 20; i++)
    portfolio.put('sandbox', `property:${i}`, { id: i, label: `Objekt ${i}` }, `2026-01-0${(i % 9) + 1}T10:00:00.000Z`)
  portfolio.close()
  const valuations = openValuationStore(join(dataDir, 'cache', 'valuations.db'))
  for (const r of runs) valuations.saveRun(r)
  valuations.close()
}

describe('the data folder of an earlier release', () => {
  it('moves the kept market answers and the portfolio copy to cache/, the valuation history to library/, on first start, every item still there', async () => {
    const dataDir = newDir()
    writeEarlierLayout(dataDir)
    const app = appOver(sandbox, { dataDir })
    try {
      const recent = await call<MarketSummary[]>(app, 'market', 'recent')
      expect(recent.map((r) => r.id).sort()).toEqual(answers.map((a) => a.id).sort())
      for (const a of answers) expect(await call<MarketResult>(app, 'market', 'open', a.id)).toEqual(a)
      for (const r of runs) expect(await call<ValuationRun>(app, 'valuation', 'open', r.id)).toEqual(r)
    } finally {
      await app.close()
    }
    expect(readdirSync(join(dataDir, 'library')).filter((f) => /^(market|portfolio)\.db/.test(f))).toEqual([])
    expect(existsSync(join(dataDir, 'cache', 'market.db'))).toBe(true)
    expect(readdirSync(join(dataDir, 'cache')).filter((f) => f.startsWith('valuations.db'))).toEqual([])
    expect(existsSync(join(dataDir, 'library', 'valuations.db'))).toBe(true)
    const portfolio = openPortfolioStore(join(dataDir, 'cache', 'portfolio.db'))
    try {
      for (let i = 0; i < 20; i++)
        expect(portfolio.get('sandbox', `property:${i}`)?.value).toEqual({ id: i, label: `Objekt ${i}` })
    } finally {
      portfolio.close()
    }
  })

  it('keeps an earlier file as a backup when the new place is taken, and reads the new one', async () => {
    const dataDir = newDir()
    writeEarlierLayout(dataDir)
    const current = openMarketStore(join(dataDir, 'cache', 'market.db'))
    current.put(answers[0]!)
    current.close()
    const app = appOver(sandbox, { dataDir })
    try {
      expect((await call<MarketSummary[]>(app, 'market', 'recent')).map((r) => r.id)).toEqual([answers[0]!.id])
    } finally {
      await app.close()
    }
    const backups = readdirSync(join(dataDir, 'library')).filter((f) => /^market\.db\.before-move-\d+$/.test(f))
    expect(backups).toHaveLength(1)
    const kept = openMarketStore(join(dataDir, 'library', backups[0]!))
    try {
      expect(
        kept
          .list()
          .map((r) => r.id)
          .sort()
      ).toEqual(answers.map((a) => a.id).sort())
    } finally {
      kept.close()
    }
  })
})
