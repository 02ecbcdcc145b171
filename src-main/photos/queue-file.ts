// The photo queue's file: the jobs table in queue.db (opened through the storage core) and the spool
// folder beside it, where every accepted file is copied durably before it counts as queued.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { JobState } from '@shared/bridge/photos'
import { writeFileDurably } from '@shared/node/durable-file'
import { openStoreFile, type Db } from '../storage/sqlite-file'

const SCHEMA_VERSION = 1

export interface Row {
  id: string
  property_id: string
  name: string
  size: number
  sha256: string
  content_type: string
  state: JobState
  reason: string | null
  error: string | null
  preview: string | null
  image_id: string | null
  created_at: string
  recovered: number
}

/** The queue's table (IF NOT EXISTS: files written before the storage core had a schema version). */
const QUEUE_TABLE = `CREATE TABLE IF NOT EXISTS jobs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  property_id TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content_type TEXT NOT NULL,
  state TEXT NOT NULL,
  reason TEXT,
  error TEXT,
  preview TEXT,
  image_id TEXT,
  created_at TEXT NOT NULL,
  recovered INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS jobs_by_content ON jobs (property_id, sha256);`

/**
 * Writes bytes so that `file` either does not exist or is complete, also across a power cut; off the
 * event loop (a 5 MB fsync can take a few hundred ms), so main keeps answering meanwhile.
 */
export async function writeDurably(file: string, bytes: Uint8Array) {
  if (existsSync(file)) return
  await writeFileDurably(file, bytes, `${file}.${process.pid}.${randomUUID()}.part`)
}

/** Jobs in these states still need their copy in the spool (the same states as the spoolUsers query). */
export const SPOOL_STATES = "('checking', 'queued', 'uploading', 'failed', 'cancelled')"

/**
 * What a kill leaves in the spool, removed before the queue takes new files: partial copies (`*.part`,
 * cut off while written) and whole copies no job refers to (cut off between the rename and the job's
 * row, or between a finished upload and the copy's removal). Afterwards every file there is the whole
 * copy of a queued job, so an added photo is either queued whole or gone without a trace.
 */
export function sweepSpool(spool: string, db: Db) {
  const needed = new Set(
    (
      db.prepare(`SELECT DISTINCT sha256 FROM jobs WHERE state IN ${SPOOL_STATES}`).all() as Array<{ sha256: string }>
    ).map((r) => r.sha256)
  )
  for (const name of readdirSync(spool)) {
    if (name.endsWith('.part') || !needed.has(name)) rmSync(join(spool, name), { force: true, recursive: true })
  }
}

/** Opens <dir>/queue.db; an unreadable file is moved aside and the queue starts empty. */
export const openQueueFile = (dir: string) =>
  openStoreFile(join(dir, 'queue.db'), {
    what: 'photo queue',
    schema: QUEUE_TABLE,
    version: SCHEMA_VERSION,
    quickCheck: false
  })
