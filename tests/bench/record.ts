// What a bench calls at its end: its figures into bench-results/ (history.ts) with this checkout's commit
// and the machine's load, and the file named on the console.
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join, relative } from 'node:path'
import { ROOT } from '../helpers/root'
import { appendRecord } from './history'

export const RESULTS_DIR = join(ROOT, 'bench-results')

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

export function recordFigures(bench: string, figures: Record<string, number>): void {
  const load = loadavg().map((l) => Number(l.toFixed(2))) as [number, number, number]
  const file = appendRecord(process.env.BENCH_RESULTS_DIR ?? RESULTS_DIR, {
    bench,
    at: new Date().toISOString(),
    commit: git(['rev-parse', '--short=10', 'HEAD']) ?? 'unknown',
    dirty: (git(['status', '--porcelain', '--untracked-files=no']) ?? '') !== '',
    load,
    cores: cpus().length,
    figures: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number(v.toFixed(2))]))
  })
  console.log(`figures kept in ${relative(process.cwd(), file) || file} (npm run bench:compare -- <commit>)`)
}
