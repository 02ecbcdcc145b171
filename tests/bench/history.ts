// The benches' history: each bench run appends its figures, with the commit, whether the tree had
// uncommitted changes, the machine's load and cores, to bench-results/<bench>.jsonl (one JSON object per
// line; the folder is ignored by git, as the figures belong to the machine that measured them), and
// `npm run bench:compare -- <commit>` sets the newest figures beside the newest ones measured at that
// commit, so a figure that grew is seen in the change that made it.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface BenchRecord {
  bench: string
  /** ISO time of the run. */
  at: string
  /** Short hash of HEAD; `dirty` when the tree held uncommitted changes. */
  commit: string
  dirty: boolean
  /** The 1, 5 and 15 minute load averages at the end of the run, and the cores. */
  load: [number, number, number]
  cores: number
  /** Figure name → value; the unit is part of the name ("report PDF p50 ms"). */
  figures: Record<string, number>
}

export function appendRecord(dir: string, record: BenchRecord): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${record.bench.replace(/[^A-Za-z0-9_.-]/g, '_')}.jsonl`)
  appendFileSync(file, `${JSON.stringify(record)}\n`)
  return file
}

/** Every record in the folder, oldest first per file; lines that do not parse are skipped. */
export function readRecords(dir: string): BenchRecord[] {
  if (!existsSync(dir)) return []
  const out: BenchRecord[] = []
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue
      try {
        const r = JSON.parse(line) as BenchRecord
        if (typeof r.bench === 'string' && typeof r.commit === 'string' && r.figures) out.push(r)
      } catch {
        // A line cut by a run that was killed: the others still count.
      }
    }
  }
  return out
}

export interface FigureChange {
  bench: string
  figure: string
  base: number | null
  now: number
  /** now / base − 1, or null without a base. */
  change: number | null
}

export interface Comparison {
  changes: FigureChange[]
  /** Per bench: the base run and the newest run. */
  runs: Array<{ bench: string; base: BenchRecord | null; now: BenchRecord }>
  /** Commits that have records, for a base that has none. */
  commits: string[]
}

/** The newest run of each bench beside the newest run of that bench at `base` (a commit or its prefix). */
export function compareRecords(records: readonly BenchRecord[], base: string): Comparison {
  const benches = [...new Set(records.map((r) => r.bench))].sort()
  const changes: FigureChange[] = []
  const runs: Comparison['runs'] = []
  for (const bench of benches) {
    const own = records.filter((r) => r.bench === bench)
    const now = own[own.length - 1]!
    const baseRun = [...own].reverse().find((r) => r.commit.startsWith(base) || base.startsWith(r.commit)) ?? null
    runs.push({ bench, base: baseRun, now })
    for (const [figure, value] of Object.entries(now.figures)) {
      const before = baseRun?.figures[figure]
      const b = typeof before === 'number' ? before : null
      changes.push({ bench, figure, base: b, now: value, change: b ? value / b - 1 : null })
    }
  }
  return { changes, runs, commits: [...new Set(records.map((r) => r.commit))] }
}
