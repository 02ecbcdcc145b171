// The durable photo upload queue: every accepted file is copied to the spool folder (written under a
// temporary name, flushed, then renamed, so a crash never leaves half a file under its real name) and
// recorded in queue.db before it counts as queued; what a crash left behind in the spool is swept when
// the queue opens (sweepSpool). Uploads run a few at a time; a lost network or a
// busy service pauses the queue instead of failing files; a quit or a crash leaves them queued, and the
// next start goes on. A job that was uploading when the app stopped is first looked for on the service
// (by content), so nothing is uploaded twice.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AppError } from '@shared/bridge/errors'
import type { JobReason, JobState, PhotoJob, QueueState } from '@shared/bridge/photos'
import { detectImageFormat, type ImageFormat } from '@shared/images/image-format'
import { openQueueFile, SPOOL_STATES, sweepSpool, writeDurably, type Row } from './queue-file'

export interface QueuedFile {
  id: string
  propertyId: string
  name: string
  size: number
  sha256: string
  contentType: string
}

export interface UploadQueueDeps {
  /** <dataDir>/photos: queue.db and spool/. */
  dir: string
  /** Uploads one file; resolves with the service's image id. `onProgress` counts request-body bytes. */
  upload(
    job: QueuedFile,
    bytes: Uint8Array,
    signal: AbortSignal,
    onProgress: (sent: number, total: number) => void
  ): Promise<string>
  /** The id of the property's image with exactly these bytes, if the service has one. */
  alreadyUploaded(job: QueuedFile, bytes: Uint8Array): Promise<string | null>
  /** Content hashes of the property's photos on the service (for duplicates); empty when unknown. */
  knownHashes(propertyId: string): Promise<Set<string>>
  /** False when a failed upload surely never reached the service (no connection was made). */
  mayHaveArrived?(err: unknown): boolean
  /** A preview reference, or throws when the file cannot be decoded. */
  preview(bytes: Uint8Array, format: ImageFormat): Promise<string>
  /** Errors that pause the queue (network, timeout, 5xx, 429) rather than fail the file. */
  pauses(err: AppError): boolean
  toAppError(err: unknown): AppError
  onChange(state: QueueState): void
  concurrency?: number
  /** After a pause, the queue tries again on its own this much later. */
  retryAfterMs?: number
  /** A job cut off by a crash and not found on the service is looked for once more this much later. */
  recoverGraceMs?: number
}

export interface Inspected {
  ok: true
  format: ImageFormat
  contentType: string
}

const FINAL: readonly JobState[] = ['done', 'cancelled', 'skipped', 'refused', 'failed']
/** Progress events at most this often while bytes flow. */
const PROGRESS_EVERY_MS = 100

export function openUploadQueue(deps: UploadQueueDeps) {
  const concurrency = deps.concurrency ?? 3
  const spool = join(deps.dir, 'spool')
  mkdirSync(spool, { recursive: true, mode: 0o700 })
  const { db, movedAside } = openQueueFile(deps.dir)
  const q = {
    insert: db.prepare(
      'INSERT INTO jobs (id, property_id, name, size, sha256, content_type, state, reason, preview, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'
    ),
    all: db.prepare('SELECT * FROM jobs ORDER BY seq'),
    get: db.prepare('SELECT * FROM jobs WHERE id = ?'),
    next: db.prepare(
      "SELECT * FROM jobs WHERE state = 'queued' AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY seq LIMIT 1"
    ),
    live: db.prepare(
      "SELECT 1 AS x FROM jobs WHERE property_id = ? AND sha256 = ? AND state IN ('checking', 'queued', 'uploading', 'done') LIMIT 1"
    ),
    checked: db.prepare("UPDATE jobs SET state = 'queued', preview = ? WHERE id = ? AND state = 'checking'"),
    refuse: db.prepare("UPDATE jobs SET state = 'refused', reason = ? WHERE id = ? AND state = 'checking'"),
    checking: db.prepare("SELECT * FROM jobs WHERE state = 'checking' ORDER BY seq"),
    setState: db.prepare('UPDATE jobs SET state = ?, error = ?, recovered = recovered WHERE id = ?'),
    done: db.prepare("UPDATE jobs SET state = 'done', image_id = ?, error = NULL WHERE id = ?"),
    spoolUsers: db.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE sha256 = ? AND state IN ${SPOOL_STATES}`),
    clearFinished: db.prepare("DELETE FROM jobs WHERE state IN ('done', 'skipped', 'refused', 'cancelled')"),
    recover: db.prepare("UPDATE jobs SET state = 'queued', recovered = 1 WHERE state = 'uploading'"),
    unanswered: db.prepare('UPDATE jobs SET recovered = 1 WHERE id = ?')
  }
  // Uploads cut off by a quit or a crash go back to the queue, marked to be looked for first.
  q.recover.run()
  sweepSpool(spool, db)

  interface Slot {
    abort: AbortController
    sent: number
    /** The whole body was handed over: without an answer, the service may have stored the photo. */
    delivered: boolean
    cancelled: boolean
    finished: Promise<void>
  }
  const running = new Map<string, Slot>()
  let closing = false
  let paused: AppError | null = null
  let closed = false
  let resumeTimer: NodeJS.Timeout | null = null
  let progressTimer: NodeJS.Timeout | null = null
  const known = new Map<string, Promise<Set<string>>>()

  const spoolFile = (sha: string) => join(spool, sha)
  const toJob = (r: Row): PhotoJob => ({
    id: r.id,
    propertyId: r.property_id,
    name: r.name,
    size: Number(r.size),
    state: r.state,
    ...(r.reason ? { reason: r.reason as JobReason } : {}),
    ...(r.error ? { error: JSON.parse(r.error) as AppError } : {}),
    sent: r.state === 'done' ? Number(r.size) : (running.get(r.id)?.sent ?? 0),
    preview: r.preview,
    ...(r.image_id ? { imageId: r.image_id } : {}),
    createdAt: r.created_at
  })

  function state(): QueueState {
    const jobs = (q.all.all() as unknown as Row[]).map(toJob)
    const count = (s: JobState) => jobs.filter((j) => j.state === s).length
    const uploadable = jobs.filter((j) => j.state !== 'skipped' && j.state !== 'refused')
    return {
      jobs,
      paused,
      totals: {
        files: jobs.length,
        done: count('done'),
        failed: count('failed'),
        skipped: count('skipped'),
        refused: count('refused'),
        pending: count('checking') + count('queued') + count('uploading'),
        bytes: uploadable.reduce((s, j) => s + j.size, 0),
        sentBytes: uploadable.reduce((s, j) => s + j.sent, 0)
      }
    }
  }

  function changed() {
    if (progressTimer) {
      clearTimeout(progressTimer)
      progressTimer = null
    }
    if (!closed) deps.onChange(state())
  }
  function progressed() {
    progressTimer ??= setTimeout(() => {
      progressTimer = null
      if (!closed) deps.onChange(state())
    }, PROGRESS_EVERY_MS)
  }

  function releaseSpool(sha: string) {
    if (Number((q.spoolUsers.get(sha) as { n: number }).n) === 0) rmSync(spoolFile(sha), { force: true })
  }

  /** The property's photos on the service by content hash: looked up once per session, then kept current here. */
  function knownHashes(propertyId: string): Promise<Set<string>> {
    let p = known.get(propertyId)
    if (!p) {
      p = deps.knownHashes(propertyId)
      known.set(propertyId, p)
      // A failed lookup (offline) is tried again with the next file; until then the queue's own record decides.
      p.catch(() => known.delete(propertyId))
    }
    return p.catch(() => new Set<string>())
  }

  function record(
    propertyId: string,
    name: string,
    size: number,
    sha: string,
    contentType: string,
    state: JobState,
    reason: JobReason | null,
    preview: string | null
  ): PhotoJob {
    const id = randomUUID()
    q.insert.run(id, propertyId, name, size, sha, contentType, state, reason, preview, new Date().toISOString())
    return toJob(q.get.get(id) as unknown as Row)
  }

  /** Previews made at the same time (each a full decode on sharp's threads, or a HEIC in the worker). */
  const PREVIEWS_AT_ONCE = 2
  let previewing = 0
  const previewWaiting: Array<() => void> = []
  /** The preview, at most PREVIEWS_AT_ONCE at a time; rejects when the file cannot be decoded. */
  async function previewOf(bytes: Uint8Array, format: ImageFormat): Promise<string> {
    if (previewing >= PREVIEWS_AT_ONCE) await new Promise<void>((r) => previewWaiting.push(r))
    previewing++
    try {
      return await deps.preview(bytes, format)
    } finally {
      previewing--
      previewWaiting.shift()?.()
    }
  }

  /** A checking job becomes queued with its preview, or refused when it cannot be decoded. */
  async function check(row: Pick<Row, 'id' | 'sha256'>, preview: Promise<string>) {
    try {
      const ref = await preview
      if (!closed) q.checked.run(ref, row.id)
    } catch (err) {
      if (!closed) {
        q.refuse.run((err as { truncated?: boolean }).truncated ? 'truncated' : 'unreadable', row.id)
        releaseSpool(row.sha256)
      }
    }
    if (closed) return
    changed()
    pump()
  }

  /**
   * One file into the queue of a property, decided at once: refused, skipped as a duplicate, or accepted
   * (copied to the spool, then checked and previewed in the background before it is uploaded).
   */
  async function add(
    propertyId: string,
    name: string,
    bytes: Uint8Array,
    inspected: Inspected | { ok: false; reason: Exclude<JobReason, 'duplicate'> }
  ): Promise<PhotoJob> {
    if (closed) throw new Error('the photo queue is closed')
    const sha = createHash('sha256').update(bytes).digest('hex')
    const size = bytes.byteLength
    let job: PhotoJob
    if (!inspected.ok) {
      job = record(propertyId, name, size, sha, '', 'refused', inspected.reason, null)
    } else if ((await knownHashes(propertyId)).has(sha) || q.live.get(propertyId, sha)) {
      job = record(propertyId, name, size, sha, inspected.contentType, 'skipped', 'duplicate', null)
    } else {
      // The preview is made while the copy is written; the job exists once the copy is safe.
      const preview = previewOf(bytes, inspected.format)
      preview.catch(() => undefined)
      await writeDurably(spoolFile(sha), bytes)
      // Checked again after the write: the same file may have been added meanwhile.
      if (q.live.get(propertyId, sha)) {
        job = record(propertyId, name, size, sha, inspected.contentType, 'skipped', 'duplicate', null)
        changed()
        return job
      }
      job = record(propertyId, name, size, sha, inspected.contentType, 'checking', null, null)
      void check({ id: job.id, sha256: sha }, preview)
    }
    changed()
    return job
  }

  function pump() {
    // Previews first: while files of a drop are still being checked, uploads (which take the same CPU
    // when the service is the built-in sandbox) wait, so every preview shows as soon as it can.
    if (previewing > 0 || previewWaiting.length > 0) return
    while (!closed && !closing && !paused && running.size < concurrency) {
      const row = q.next.get(JSON.stringify([...running.keys()])) as unknown as Row | undefined
      if (!row) return
      void run(row)
    }
  }

  function run(row: Row) {
    const abort = new AbortController()
    const slot: Slot = { abort, sent: 0, delivered: false, cancelled: false, finished: Promise.resolve() }
    running.set(row.id, slot)
    slot.finished = upload(row, slot)
  }

  async function upload(row: Row, slot: Slot) {
    const abort = slot.abort
    q.setState.run('uploading', null, row.id)
    changed()
    const file: QueuedFile = {
      id: row.id,
      propertyId: row.property_id,
      name: row.name,
      size: Number(row.size),
      sha256: row.sha256,
      contentType: row.content_type
    }
    try {
      const bytes = new Uint8Array(await readFile(spoolFile(row.sha256)))
      // Cut off last time: the service may have taken it (and may still be storing it), so look twice.
      let imageId = row.recovered ? await deps.alreadyUploaded(file, bytes) : null
      if (row.recovered && !imageId) {
        await new Promise((r) => setTimeout(r, deps.recoverGraceMs ?? 5000))
        imageId = await deps.alreadyUploaded(file, bytes)
      }
      imageId ??= await deps.upload(file, bytes, abort.signal, (sent, total) => {
        slot.sent = Math.min(sent, file.size)
        slot.delivered = sent >= total
        progressed()
      })
      running.delete(row.id)
      q.done.run(imageId, row.id)
      releaseSpool(row.sha256)
      void known.get(row.property_id)?.then(
        (set) => set.add(row.sha256),
        () => undefined
      )
    } catch (err) {
      running.delete(row.id)
      if (closed) return
      // Sent in full but unanswered (timeout, cut connection, cancel): look before sending it again.
      if (slot.delivered && (deps.mayHaveArrived?.(err) ?? true)) q.unanswered.run(row.id)
      if (slot.cancelled) {
        q.setState.run('cancelled', null, row.id)
      } else if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') {
        q.setState.run(
          'failed',
          JSON.stringify({ code: 'internal', message: 'The copy of the file in the upload queue is missing.' }),
          row.id
        )
      } else {
        const error = deps.toAppError(err)
        if (deps.pauses(error)) {
          q.setState.run('queued', null, row.id)
          pause(error)
        } else {
          q.setState.run('failed', JSON.stringify(error), row.id)
        }
      }
    }
    changed()
    pump()
  }

  function pause(error: AppError) {
    paused = error
    if (resumeTimer) clearTimeout(resumeTimer)
    const untilReset = error.resetAt ? Date.parse(error.resetAt) - Date.now() : 0
    resumeTimer = setTimeout(
      resume,
      Math.max(deps.retryAfterMs ?? 15_000, Number.isFinite(untilReset) ? untilReset : 0)
    )
    resumeTimer.unref()
  }

  function resume() {
    if (resumeTimer) clearTimeout(resumeTimer)
    resumeTimer = null
    paused = null
    changed()
    pump()
  }

  function cancel(id: string) {
    const live = running.get(id)
    if (live) {
      live.cancelled = true
      live.abort.abort()
      return
    }
    const row = q.get.get(id) as unknown as Row | undefined
    if (row?.state === 'queued' || row?.state === 'checking') {
      q.setState.run('cancelled', null, id)
      changed()
    }
  }

  function retry(id: string) {
    const row = q.get.get(id) as unknown as Row | undefined
    if (!row || (row.state !== 'failed' && row.state !== 'cancelled')) return
    if (!existsSync(spoolFile(row.sha256))) return
    q.setState.run('queued', null, id)
    changed()
    pump()
  }

  // Files accepted but not yet previewed when the app stopped: checked again from the spool.
  for (const row of q.checking.all() as unknown as Row[]) {
    const file = spoolFile(row.sha256)
    const bytes = existsSync(file) ? new Uint8Array(readFileSync(file)) : null
    const format = bytes ? detectImageFormat(bytes) : null
    if (bytes && format) void check(row, previewOf(bytes, format))
    else q.refuse.run('unreadable', row.id)
  }
  changed()
  pump()

  return {
    movedAside,
    add,
    state,
    cancel(id: string) {
      cancel(id)
      return state()
    },
    cancelAll() {
      for (const row of q.all.all() as unknown as Row[])
        if (row.state === 'checking' || row.state === 'queued' || row.state === 'uploading') cancel(row.id)
      return state()
    },
    retry(id: string) {
      retry(id)
      return state()
    },
    retryFailed() {
      for (const row of q.all.all() as unknown as Row[]) if (row.state === 'failed') retry(row.id)
      return state()
    },
    resume() {
      resume()
      return state()
    },
    clearFinished() {
      const finished = (q.all.all() as unknown as Row[]).filter((r) => FINAL.includes(r.state) && r.state !== 'failed')
      q.clearFinished.run()
      for (const r of finished) releaseSpool(r.sha256)
      changed()
      return state()
    },
    /**
     * Stops starting uploads, lets the running ones finish for up to `graceMs`, then cuts the rest off;
     * those are looked for on the service at the next start before they are sent again.
     */
    async close(graceMs = 3000) {
      if (closed || closing) return
      closing = true
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.all([...running.values()].map((r) => r.finished)),
        new Promise((r) => (timer = setTimeout(r, graceMs)))
      ])
      clearTimeout(timer)
      closed = true
      if (resumeTimer) clearTimeout(resumeTimer)
      if (progressTimer) clearTimeout(progressTimer)
      for (const r of running.values()) r.abort.abort()
      db.close()
    }
  }
}

export type UploadQueue = ReturnType<typeof openUploadQueue>
