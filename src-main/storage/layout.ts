// Where each store keeps its file under the data folder, named for what it holds: `library/` is the
// appraiser's own work (never evicted; saved comparable sets, the valuation history and grids),
// `cache/` what was seen online and can be fetched again (reports under the cache cap, tiles, images,
// kept market answers, the portfolio as last read). Files of an earlier layout move on first start.
import { existsSync, mkdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'libsql'
import { fsyncPath, writeDurably } from './durable'

export const STORE_FILES = {
  reports: 'cache/reports.db',
  tiles: 'cache/tiles.db',
  images: 'cache/images.db',
  market: 'cache/market.db',
  portfolio: 'cache/portfolio.db',
  comparableSets: 'library/comparable-sets.db',
  portfolioEntries: 'library/portfolio-entries.db',
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

/** SQLite's companions of a database file; moved before the file itself, so the file moves last. */
const COMPANIONS = ['-wal', '-shm']

/** The move under way, written before the first file moves and removed after the last: a start that finds it finishes it. */
const JOURNAL = 'layout-move.json'

/** One file's move, paths relative to the data folder with `/`. */
interface Move {
  store: StoreName
  from: string
  to: string
}

interface Journal {
  startedAt: string
  moves: Move[]
}

const abs = (dataDir: string, rel: string): string => join(dataDir, ...rel.split('/'))

/** A journal as this code writes it; anything else (a damaged or foreign file) is not followed. */
function readJournal(file: string): Journal | null {
  const j = JSON.parse(readFileSync(file, 'utf8')) as Journal
  const valid =
    typeof j?.startedAt === 'string' &&
    Array.isArray(j.moves) &&
    j.moves.every((m) =>
      EARLIER.some(
        ([from, store]) =>
          m?.store === store &&
          m.from === from &&
          (m.to === STORE_FILES[store] || new RegExp(`^${from.replace('.', '\\.')}\\.before-move-\\d+$`).test(m.to))
      )
    )
  return valid ? j : null
}

/**
 * Brings the file's WAL into the file itself and switches it out of WAL mode, so the database is one
 * file that moves in one rename; the store switches it back to WAL when it opens it. Returns why that
 * failed (a file SQLite cannot read moves with its companions as it is, and the store sets it aside).
 */
function checkpoint(file: string): string | null {
  try {
    const db = new Database(file)
    try {
      db.exec('PRAGMA busy_timeout = 5000')
      db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
      db.exec('PRAGMA journal_mode = DELETE')
    } finally {
      db.close()
    }
    return null
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}

const present = (file: string): string[] => ['', ...COMPANIONS].filter((s) => existsSync(file + s))

/** Moves one file: checkpointed and flushed, its companions (if any are left) first, the file last, both folders flushed. */
function finishMove(dataDir: string, m: Move, notes: string[]): void {
  const from = abs(dataDir, m.from)
  const to = abs(dataDir, m.to)
  if (present(from).length === 0) {
    notes.push(`${m.from} was moved to ${m.to} already`)
    return
  }
  mkdirSync(dirname(to), { recursive: true })
  fsyncPath(dataDir, true)
  // Once a companion has moved (a file that could not be checkpointed), the file follows as it is.
  if (existsSync(from) && !COMPANIONS.some((s) => existsSync(to + s))) {
    const failed = checkpoint(from)
    if (failed) notes.push(`${m.from} could not be checkpointed (${failed}): moved with its -wal and -shm as they are`)
    fsyncPath(from)
  }
  for (const suffix of [...COMPANIONS, '']) if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix)
  fsyncPath(dirname(from), true)
  fsyncPath(dirname(to), true)
  notes.push(
    m.to === STORE_FILES[m.store]
      ? `moved ${m.from} to ${m.to}`
      : `${m.from} kept as ${m.to}: ${STORE_FILES[m.store]} exists already`
  )
}

/**
 * Moves files of the earlier layout to their place before any store opens, crash-safe: the moves are
 * written to a journal first; each database is checkpointed into one file (its WAL, where the last
 * writes are, applied), flushed, and renamed in one step; the folders are flushed; the journal goes last.
 * A start that finds the journal finishes what it names (each step can be done again). Nothing is
 * deleted: when a file is already at the new place too, the earlier one is renamed to
 * `<file>.before-move-<time>` beside it and kept. A -wal or -shm that an earlier release's interrupted
 * move left without its database is kept where it is and named. Returns what happened, for the log.
 */
export function moveToLayout(dataDir: string, now: () => number = Date.now): string[] {
  const notes: string[] = []
  const journalFile = join(dataDir, JOURNAL)
  let journal: Journal | null = null
  if (existsSync(journalFile)) {
    try {
      journal = readJournal(journalFile)
    } catch {
      journal = null
    }
    if (journal) notes.push(`finishing the move begun ${journal.startedAt}, interrupted before it ended`)
    else {
      const aside = `${journalFile}.unreadable-${now()}`
      renameSync(journalFile, aside)
      notes.push(`${JOURNAL} could not be read: kept as ${aside}, the move planned again`)
    }
  }
  if (!journal) {
    const moves: Move[] = []
    for (const [from, store] of EARLIER) {
      if (!existsSync(abs(dataDir, from))) continue
      const taken = existsSync(storeFile(dataDir, store))
      moves.push({ store, from, to: taken ? `${from}.before-move-${now()}` : STORE_FILES[store] })
    }
    if (moves.length) {
      journal = { startedAt: new Date(now()).toISOString(), moves }
      writeDurably(journalFile, JSON.stringify(journal))
    }
  }
  if (journal) {
    for (const m of journal.moves) finishMove(dataDir, m, notes)
    unlinkSync(journalFile)
    fsyncPath(dataDir, true)
  }
  for (const [from, store] of EARLIER) {
    const file = abs(dataDir, from)
    const left = present(file)
    if (left.length && !left.includes(''))
      notes.push(
        `${left.map((s) => from + s).join(' and ')} left by an interrupted move of an earlier release, without ${from}: kept where it is, not applied to ${STORE_FILES[store]}`
      )
  }
  return notes
}
