// The data folder's layout (src-main/storage/layout.ts): files written where an earlier Lagebild kept
// them (kept market answers and the portfolio copy in library/, though they are caches; the valuation
// history in cache/, though it is the appraiser's work) move to their place on the first start, with
// everything they held; a file already at the new place is left alone and
// the earlier one kept beside it as a backup, never deleted. The move is killed (SIGKILL, in a child
// process) after every one of its file-system steps, over a folder whose last writes are in the -wal files
// only (the earlier release was killed too): the next start finishes it and finds everything.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PriceFilterQuery } from '@shared/api/v1'
import type { MarketResult, MarketSummary } from '@shared/bridge/market'
import { openMarketStore } from '@main/market/store'
import { openPortfolioStore } from '@main/portfolio/store'
import { openValuationStore } from '@main/valuation/store'
import type { GridState, ValuationRun, ValuationSubjectSummary } from '@shared/bridge/valuation'
import { ROOT } from '../../helpers/root'
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

/** Writes the earlier layout in a child killed once it has written everything; resolves with the grids it acknowledged. */
async function writeKilled(dataDir: string, grids: Array<{ key: string; livingArea: number }>): Promise<string[]> {
  const dataFile = join(newDir(), 'data.json')
  writeFileSync(dataFile, JSON.stringify({ answers, runs, grids }))
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/main/storage/earlier-layout-writer.ts', dataDir, dataFile],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  let stderr = ''
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const acked: string[] = []
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (line.startsWith('ack grid ')) acked.push(line.slice('ack grid '.length))
      if (line === 'written') resolve()
    })
    proc.once('exit', (code) => reject(new Error(`writer exited (${code}) early: ${stderr}`)))
  })
  proc.removeAllListeners('exit')
  const gone = new Promise((r) => proc.once('exit', r))
  proc.kill('SIGKILL')
  await gone
  return acked
}

/** Runs the move in a child killed after its n-th step (0: not killed); how it ended and, finished, its steps. */
async function moveKilledAfter(dataDir: string, n: number): Promise<{ killed: boolean; steps: number; out: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/main/storage/layout-mover.ts', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, KILL_AFTER: String(n) }
  })
  let out = ''
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()))
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()))
  const [code, signal] = await new Promise<[number | null, string | null]>((r) =>
    proc.once('exit', (c, s) => r([c, s]))
  )
  if (signal === 'SIGKILL') return { killed: true, steps: n, out }
  if (code !== 0) throw new Error(`the move failed (${code ?? signal}): ${out}`)
  return { killed: false, steps: (JSON.parse(out.trim().split('\n').at(-1)!) as { steps: number }).steps, out }
}

describe('the first-start move killed after every step', () => {
  it(
    'finishes on the next start with all 40 acknowledged grids, the history, the kept market answers and the portfolio copy, and logs it',
    { timeout: 900_000 },
    async () => {
      const template = newDir()
      const grids = Array.from({ length: 40 }, (_, i) => ({
        key: `address:rasterweg ${i + 1} 20095 hamburg`,
        livingArea: 40 + i
      }))
      const acked = await writeKilled(template, grids)
      expect(acked).toHaveLength(40)
      // The writes are in the -wal files, as the earlier release left them when it was killed.
      expect(existsSync(join(template, 'cache', 'valuations.db-wal'))).toBe(true)

      let total = 0
      for (let n = 1; !total; n++) {
        if (n > 500) throw new Error('the move did not finish within 500 steps')
        const dataDir = newDir()
        cpSync(template, dataDir, { recursive: true })
        // Killed after step n; once n is past its last step, the move runs to its end.
        const moved = await moveKilledAfter(dataDir, n)
        const label = moved.killed ? `killed after step ${n}` : `not killed (${moved.steps} steps)`
        if (!moved.killed) total = moved.steps
        const interrupted = existsSync(join(dataDir, 'layout-move.json'))
        // What the start logs (main's log goes to the console here).
        const warned: string[] = []
        const spy = vi.spyOn(console, 'warn').mockImplementation((m: unknown) => void warned.push(String(m)))
        let app: ReturnType<typeof appOver>
        try {
          app = appOver(sandbox, { dataDir })
        } finally {
          spy.mockRestore()
        }
        try {
          for (const g of grids) {
            const grid = await call<GridState | null>(app, 'valuation', 'grid', g.key)
            expect(grid?.subject.livingArea, `${label}: grid ${g.key}`).toBe(g.livingArea)
          }
          const subjects = await call<ValuationSubjectSummary[]>(app, 'valuation', 'subjects')
          expect(subjects.length, label).toBeGreaterThanOrEqual(40)
          for (const r of runs) expect(await call<ValuationRun>(app, 'valuation', 'open', r.id), label).toEqual(r)
          const recent = await call<MarketSummary[]>(app, 'market', 'recent')
          expect(recent.map((r) => r.id).sort(), label).toEqual(answers.map((a) => a.id).sort())
          // The log says what the start did: it finished the interrupted move, file by file.
          const logged = warned.join('\n')
          if (interrupted) expect(logged, label).toMatch(/data folder: finishing the move begun/)
          if (interrupted)
            for (const from of ['library/market.db', 'library/portfolio.db', 'cache/valuations.db'])
              expect(logged, label).toMatch(new RegExp(`data folder: (moved ${from} to|${from} was moved to)`))
        } finally {
          await app.close()
        }
        const portfolio = openPortfolioStore(join(dataDir, 'cache', 'portfolio.db'))
        try {
          for (let i = 0; i < 20; i++)
            expect(portfolio.get('sandbox', `property:${i}`)?.value, `${label}: portfolio ${i}`).toEqual({
              id: i,
              label: `Objekt ${i}`
            })
        } finally {
          portfolio.close()
        }
        // Nothing of the earlier layout is left behind, and no move is pending.
        expect(
          readdirSync(join(dataDir, 'library')).filter((f) => /^(market|portfolio)\.db/.test(f)),
          label
        ).toEqual([])
        expect(
          readdirSync(join(dataDir, 'cache')).filter((f) => f.startsWith('valuations.db')),
          label
        ).toEqual([])
        expect(existsSync(join(dataDir, 'layout-move.json')), label).toBe(false)
        rmSync(dataDir, { recursive: true, force: true })
      }
      expect(total).toBeGreaterThan(10)
    }
  )
})
