// Where each store keeps its file under the data folder, named for what it holds: `library/` is the
// appraiser's own work (never evicted; saved comparable sets, the valuation history and grids),
// `cache/` what was seen online and can be fetched again (reports under the cache cap, tiles, images,
// kept market answers, the portfolio as last read). Files of an earlier layout move on first start.
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const STORE_FILES = {
  reports: 'cache/reports.db',
  tiles: 'cache/tiles.db',
  images: 'cache/images.db',
  market: 'cache/market.db',
  portfolio: 'cache/portfolio.db',
  comparableSets: 'library/comparable-sets.db',
  valuations: 'library/valuations.db'
} as const

export type StoreName = keyof typeof STORE_FILES

export const storeFile = (dataDir: string, name: StoreName): string => join(dataDir, ...STORE_FILES[name].split('/'))

/** Earlier places of today's files: [where it was, store]. */
const EARLIER: ReadonlyArray<readonly [string, StoreName]> = [
  ['library/market.db', 'market'],
  ['library/portfolio.db', 'portfolio'],
  ['cache/valuations.db', 'valuations']
]

const SUFFIXES = ['', '-wal', '-shm']

/**
 * Moves files of the earlier layout to their place, each with its WAL and SHM files, before any store
 * opens. Nothing is deleted: when a file is already at the new place too, the earlier one is renamed
 * to `<file>.before-move-<time>` beside it and kept. Returns what happened, for the log.
 */
export function moveToLayout(dataDir: string, now: () => number = Date.now): string[] {
  const notes: string[] = []
  for (const [earlier, name] of EARLIER) {
    const from = join(dataDir, ...earlier.split('/'))
    if (!existsSync(from)) continue
    const to = storeFile(dataDir, name)
    const target = existsSync(to) ? `${from}.before-move-${now()}` : to
    mkdirSync(dirname(target), { recursive: true })
    for (const suffix of SUFFIXES) {
      if (existsSync(from + suffix)) renameSync(from + suffix, target + suffix)
    }
    notes.push(
      target === to
        ? `moved ${earlier} to ${STORE_FILES[name]}`
        : `${earlier} kept as ${target}: ${STORE_FILES[name]} exists already`
    )
  }
  return notes
}
