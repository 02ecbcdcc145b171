// The one way a store opens its SQLite file: a file SQLite cannot read (or of a schema this app does
// not know) is moved aside with its WAL and SHM files, never deleted, and a fresh file is opened.
import { existsSync, renameSync } from 'node:fs'

/** Renames the file and its -wal/-shm companions to <file>.unreadable-<time>; returns the new name. */
export function moveAside(file: string): string {
  const to = `${file}.unreadable-${Date.now()}`
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, to + suffix)
  }
  return to
}

/** Opens `file` with `open`; when that fails on an existing file, moves it aside and opens anew. */
export function openOrMoveAside<D>(file: string, open: (file: string) => D): { db: D; movedAside: string | null; reason: string | null } {
  try {
    return { db: open(file), movedAside: null, reason: null }
  } catch (err) {
    if (!existsSync(file)) throw err
    const movedAside = moveAside(file)
    return { db: open(file), movedAside, reason: err instanceof Error ? err.message : String(err) }
  }
}
