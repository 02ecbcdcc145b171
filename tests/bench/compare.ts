// npm run bench:compare -- <commit>: the newest figures of every bench beside those measured at <commit>,
// with each run's load (a loaded machine makes every figure grow; compare runs of like load).
import { compareRecords, readRecords } from './history'
import { RESULTS_DIR } from './record'

const base = process.argv[2]
if (!base) {
  console.error('usage: npm run bench:compare -- <commit>   (the figures kept in bench-results/)')
  process.exit(2)
}
const records = readRecords(process.env.BENCH_RESULTS_DIR ?? RESULTS_DIR)
if (records.length === 0) {
  console.log('No figures are kept yet: run a bench first (npm run bench:daily, for one).')
  process.exit(0)
}
const { changes, runs, commits } = compareRecords(records, base)
const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(1))
for (const run of runs) {
  const at = (r: typeof run.now) =>
    `${r.commit}${r.dirty ? '+changes' : ''}, load ${r.load[0]}, ${r.cores} cores, ${r.at}`
  console.log(
    `${run.bench}: now ${at(run.now)}; ${run.base ? `at ${base}: ${at(run.base)}` : `nothing measured at ${base}`}`
  )
  for (const c of changes.filter((c) => c.bench === run.bench)) {
    const delta = c.change === null ? '' : `  ${c.change >= 0 ? '+' : ''}${(c.change * 100).toFixed(0)} %`
    console.log(`  ${c.figure}: ${c.base === null ? '-' : fmt(c.base)} → ${fmt(c.now)}${delta}`)
  }
}
if (runs.every((r) => !r.base)) console.log(`Commits with figures: ${commits.join(', ')}`)
