// Child process of the layout crash test: writes a data folder as an earlier release left it (kept market
// answers and the portfolio copy under library/, the valuation history and 40 grids under cache/) with
// the stores' own code, saying "ack grid <key>" after each grid's commit, then "written", and waits to be
// killed: the last writes are then in the -wal files only, as after a crash. Args: <data folder> <data JSON>.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openMarketStore } from '@main/market/store'
import { openPortfolioStore } from '@main/portfolio/store'
import { openValuationStore } from '@main/valuation/store'
import { emptyGrid } from '@shared/valuation/defaults'

const [dataDir, dataFile] = process.argv.slice(2)
const { answers, runs, grids } = JSON.parse(readFileSync(dataFile!, 'utf8'))
const market = openMarketStore(join(dataDir!, 'library', 'market.db'))
for (const a of answers) market.put(a)
const portfolio = openPortfolioStore(join(dataDir!, 'library', 'portfolio.db'))
for (let i = 0; i < 20; i++)
  portfolio.put('sandbox', `property:${i}`, { id: i, label: `Objekt ${i}` }, `2026-01-0${(i % 9) + 1}T10:00:00.000Z`)
const valuations = openValuationStore(join(dataDir!, 'cache', 'valuations.db'))
for (const r of runs) valuations.saveRun(r)
for (const g of grids as Array<{ key: string; livingArea: number }>) {
  const empty = emptyGrid(g.key)
  valuations.saveGrid({ ...empty, subject: { ...empty.subject, livingArea: g.livingArea } })
  process.stdout.write(`ack grid ${g.key}\n`)
}
process.stdout.write('written\n')
setInterval(() => undefined, 60_000)
