// The benches' history: runs appended per bench, read back in order past a line cut by a killed run, and
// the newest figures set beside those of a given commit, with the change in per cent.
import { mkdtempSync, appendFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { appendRecord, compareRecords, readRecords, type BenchRecord } from './history'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

const run = (commit: string, figures: Record<string, number>, bench = 'daily'): BenchRecord => ({
  bench,
  at: '2026-12-02T17:00:00.000Z',
  commit,
  dirty: false,
  load: [1.5, 1.2, 1],
  cores: 2,
  figures
})

describe('bench history', () => {
  it('keeps every run and sets the newest beside the given commit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lagebild-bench-'))
    dirs.push(dir)
    appendRecord(dir, run('aaaaaaa111', { 'report PDF p50 ms': 2000, 'later p50 ms': 400 }))
    appendRecord(dir, run('bbbbbbb222', { 'report PDF p50 ms': 2500, 'later p50 ms': 300 }))
    const file = appendRecord(dir, run('ccccccc333', { 'report PDF p50 ms': 3000, 'later p50 ms': 200, 'new ms': 5 }))
    appendRecord(dir, run('aaaaaaa111', { 'sort ms': 50 }, 'comparables'))
    appendFileSync(file, '{"bench":"daily","commit":"ddd') // a run killed while writing
    const records = readRecords(dir)
    expect(records.map((r) => r.commit)).toEqual(['aaaaaaa111', 'aaaaaaa111', 'bbbbbbb222', 'ccccccc333'])

    const { changes, runs } = compareRecords(records, 'aaaaaaa')
    const daily = changes.filter((c) => c.bench === 'daily')
    expect(daily).toEqual([
      { bench: 'daily', figure: 'report PDF p50 ms', base: 2000, now: 3000, change: 0.5 },
      { bench: 'daily', figure: 'later p50 ms', base: 400, now: 200, change: -0.5 },
      { bench: 'daily', figure: 'new ms', base: null, now: 5, change: null }
    ])
    expect(runs.find((r) => r.bench === 'daily')!.now.commit).toBe('ccccccc333')
    expect(changes.find((c) => c.bench === 'comparables')).toMatchObject({ base: 50, now: 50, change: 0 })
  })

  it('says when nothing was measured at the commit, and names the commits that were', () => {
    const { runs, commits } = compareRecords([run('aaaaaaa111', { x: 1 })], 'fffffff')
    expect(runs[0]!.base).toBeNull()
    expect(commits).toEqual(['aaaaaaa111'])
    expect(readRecords(join(tmpdir(), 'lagebild-no-such-folder'))).toEqual([])
  })
})
