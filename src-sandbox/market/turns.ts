// Turns: how requests share the one thread the market runs on (MarketImpl.run, MODEL.md "Turns").
// A request's market work is a job; jobs wait in queues ordered by when each would be done if the jobs
// waiting at its arrival shared the thread equally (arrival + estimated cost x their number), so a cheap
// request that arrives later passes expensive ones already waiting, and none waits for ever. Time here is
// the work done (in the cost model's estimated milliseconds), not the clock: on a loaded machine the same
// work takes longer, and by the clock every waiting job soon looked overdue, so the queue became first
// come, first served and a cheap request waited for all of them. Generating a job's pieces is done in
// slices between which the event loop serves other connections; the job's own work then runs in one go.

/** Thrown by the market inside a job when the job needs pieces that are not generated yet (caught by run). */
export class MissingPieces extends Error {
  constructor(readonly pieces: number[]) {
    super(`pieces not generated yet: ${pieces.length}`)
  }
}

/** Rejects a job whose client went away before its turn came or while its pieces were generated. */
export class Abandoned extends Error {
  constructor() {
    super('the client closed the connection before the answer')
  }
}

/** What a turn cost, for the Server-Timing header of its answer. */
export interface TurnTiming {
  /** From arrival to the start of its work, less the time spent generating for it. */
  queuedMs: number
  /** Offers generated for it, and the time that took. */
  generated: number
  generateMs: number
  /** The work itself (the last attempt), and how many attempts it took (more than one when it found pieces missing). */
  computeMs: number
  attempts: number
}

/** `queue;dur=…, generate;dur=…;desc="N offers", compute;dur=…` (a Server-Timing header value). */
export function serverTiming(t: TurnTiming): string {
  return `queue;dur=${t.queuedMs.toFixed(1)}, generate;dur=${t.generateMs.toFixed(1)};desc="${t.generated} offers", compute;dur=${t.computeMs.toFixed(1)}${t.attempts > 1 ? `;desc="${t.attempts} attempts"` : ''}`
}

export interface Job {
  seq: number
  /** performance.now() at arrival (for the timing). */
  arrival: number
  /** Turns.served at arrival: where the job starts on the queue's time. */
  arrivalWork: number
  /** Jobs waiting at its arrival, itself included: the share of the thread it would have had. */
  share: number
  /** When it would be done sharing the thread that way, arrivalWork + estimated cost (ms) x share: the queue's order. */
  key: number
  compute: () => unknown
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
  onDone?: (t: TurnTiming) => void
  /** Offers the job reads (its region's pieces), when known beforehand. */
  scanOffers: number
  /** Pieces it needs generated (known beforehand from its region, or found missing by an attempt). */
  missing: number[]
  /** Pieces the current attempt found missing (null: none). */
  found: number[] | null
  /** Position in `missing` up to which every piece was found generated, valid in `cursorEpoch`. */
  cursor: number
  cursorEpoch: number
  /** Generated pieces were dropped to make room for it once; a second time it reads the sample instead. */
  dropped: boolean
  overflow: boolean
  generated: number
  generateMs: number
  attempts: number
  /** The client went away: the job left its queue and does no more work. */
  abandoned: boolean
}

/** A min-heap of jobs by key (then arrival order). */
export class JobQueue {
  private readonly heap: Job[] = []
  get size(): number {
    return this.heap.length
  }
  peek(): Job | undefined {
    return this.heap[0]
  }
  private less(a: Job, b: Job): boolean {
    return a.key < b.key || (a.key === b.key && a.seq < b.seq)
  }
  push(job: Job): void {
    const h = this.heap
    h.push(job)
    let x = h.length - 1
    while (x > 0) {
      const p = (x - 1) >> 1
      if (!this.less(h[x], h[p])) break
      ;[h[x], h[p]] = [h[p], h[x]]
      x = p
    }
  }
  /** Takes the job out wherever it is (the queues are short: a rebuild is cheap); whether it was there. */
  remove(job: Job): boolean {
    const at = this.heap.indexOf(job)
    if (at < 0) return false
    const rest = this.heap.filter((j) => j !== job)
    this.heap.length = 0
    for (const j of rest) this.push(j)
    return true
  }
  pop(): Job | undefined {
    const h = this.heap
    const top = h[0]
    const last = h.pop()
    if (h.length && last) {
      h[0] = last
      let p = 0
      for (;;) {
        const l = 2 * p + 1
        const r = l + 1
        let m = p
        if (l < h.length && this.less(h[l], h[m])) m = l
        if (r < h.length && this.less(h[r], h[m])) m = r
        if (m === p) break
        ;[h[p], h[m]] = [h[m], h[p]]
        p = m
      }
    }
    return top
  }
}

/**
 * A job's pieces are generated in slices of about this long, between which the event loop serves other
 * connections; a request that needs no generation waits at most about this long (plus the work of the
 * jobs estimated cheaper than it) for its turn.
 */
const TURN_SLICE_MS = 8
/** A turn's estimated cost (ms), which orders the queue: a base, per offer read, per offer to generate (about 2.1 µs). */
const TURN_BASE_MS = 1
const TURN_MS_PER_OFFER_READ = 0.0001
const TURN_MS_PER_OFFER_GENERATED = 0.0021

/** What the turns need of the market's pieces (residency.ts). */
export interface TurnPieces {
  /** Bumped whenever generated pieces are dropped. */
  readonly epoch: number
  /** Offers per piece. */
  readonly count: ArrayLike<number>
  /** Whether piece k has offers beyond the sample and is not generated. */
  needsGeneration(k: number): boolean
  /** Offers still to generate for the pieces (beyond the pieces already under way). */
  remainingOffers(pieces: readonly number[]): number
  /** Generates the job's missing pieces for about sliceMs; whether they are all done. */
  generateFor(job: Job, sliceMs: number): boolean
}

/** The next of the job's pieces still to generate, or -1. */
export function nextMissing(job: Job, pieces: TurnPieces): number {
  if (job.overflow) return -1
  if (job.cursorEpoch !== pieces.epoch) {
    job.cursor = 0
    job.cursorEpoch = pieces.epoch
  }
  while (job.cursor < job.missing.length) {
    const k = job.missing[job.cursor]
    if (pieces.needsGeneration(k)) return k
    job.cursor++
  }
  return -1
}

/** Records pieces a job's work found missing (they end the attempt) and returns the error to throw. */
export function missingIn(job: Job, pieces: number[]): MissingPieces {
  ;(job.found ??= []).push(...pieces)
  return new MissingPieces(pieces)
}

/**
 * The jobs waiting (ready to run, or needing pieces) and the job whose work runs now. Jobs whose pieces
 * are all generated wait in one queue, jobs that need pieces generated in another; turns alternate
 * between the two (MarketImpl.run tells the rules).
 */
export class Turns {
  private readonly readyJobs = new JobQueue()
  private readonly generatingJobs = new JobQueue()
  private generatedLast = false
  private jobSeq = 0
  private turnTimer: NodeJS.Immediate | null = null
  private current: Job | null = null
  /** Jobs whose client went away before their work ran: they were dropped from the queues. */
  abandoned = 0
  /** Work done in turns so far, in the cost model's estimated milliseconds: the queue's time. */
  private served = 0

  constructor(private readonly pieces: TurnPieces) {}

  /** The job whose work runs now (null between turns). */
  get computing(): Job | null {
    return this.current
  }

  /** Jobs waiting for their turn (or for their pieces). */
  get waiting(): number {
    return this.readyJobs.size + this.generatingJobs.size
  }

  /**
   * Queues a job; `regionPieces`, when known beforehand, are the pieces it reads. When `signal` aborts
   * (its client closed the connection) before the job's work runs, the job leaves its queue, generates
   * nothing more and rejects with Abandoned; pieces half generated for it stay for the next job.
   */
  run<T>(
    compute: () => T,
    regionPieces: readonly number[] | null,
    onDone?: (t: TurnTiming) => void,
    signal?: AbortSignal
  ): Promise<Awaited<T>> {
    if (signal?.aborted) return Promise.reject(new Abandoned())
    return new Promise<Awaited<T>>((resolve, reject) => {
      const arrival = performance.now()
      const job: Job = {
        seq: this.jobSeq++,
        arrival,
        arrivalWork: this.served,
        share: this.waiting + 1,
        key: this.served,
        compute,
        resolve: resolve as (value: unknown) => void,
        reject,
        onDone,
        scanOffers: 0,
        missing: [],
        found: null,
        cursor: 0,
        cursorEpoch: this.pieces.epoch,
        dropped: false,
        overflow: false,
        generated: 0,
        generateMs: 0,
        attempts: 0,
        abandoned: false
      }
      signal?.addEventListener('abort', () => this.abandon(job), { once: true })
      if (regionPieces) {
        for (const k of regionPieces) {
          job.scanOffers += this.pieces.count[k]
          if (this.pieces.needsGeneration(k)) job.missing.push(k)
        }
      }
      this.enqueue(job)
    })
  }

  private abandon(job: Job): void {
    if (job.abandoned || this.current === job) return
    if (!this.readyJobs.remove(job) && !this.generatingJobs.remove(job)) return
    job.abandoned = true
    this.abandoned++
    job.reject(new Abandoned())
  }

  private enqueue(job: Job): void {
    job.key = job.arrivalWork + this.estimateMs(job) * job.share
    ;(nextMissing(job, this.pieces) < 0 ? this.readyJobs : this.generatingJobs).push(job)
    if (!this.turnTimer) this.turnTimer = setImmediate(this.turnStep)
  }

  private estimateMs(job: Job): number {
    return (
      TURN_BASE_MS +
      job.scanOffers * TURN_MS_PER_OFFER_READ +
      this.pieces.remainingOffers(job.missing) * TURN_MS_PER_OFFER_GENERATED
    )
  }

  /** One turn: the work of the first ready job, or a slice of generation for the first job needing pieces (and its work once they are done). */
  private readonly turnStep = (): void => {
    this.turnTimer = null
    const ready = this.readyJobs.peek()
    const generating = this.generatingJobs.peek()
    if (generating && (!ready || !this.generatedLast)) {
      this.generatedLast = true
      const before = generating.generated
      const done = this.pieces.generateFor(generating, TURN_SLICE_MS)
      this.served += (generating.generated - before) * TURN_MS_PER_OFFER_GENERATED
      if (done) {
        this.generatingJobs.pop()
        this.attempt(generating)
      }
    } else if (ready) {
      this.generatedLast = false
      this.readyJobs.pop()
      // Its pieces may have been dropped while it waited.
      if (nextMissing(ready, this.pieces) >= 0) this.enqueue(ready)
      else this.attempt(ready)
    }
    if (!this.turnTimer && this.waiting) this.turnTimer = setImmediate(this.turnStep)
  }

  /** Runs the job's work: resolves it, rejects it, or (pieces missing) queues it to generate them. */
  private attempt(job: Job): void {
    this.served += TURN_BASE_MS + job.scanOffers * TURN_MS_PER_OFFER_READ
    job.attempts++
    job.found = null
    const c0 = performance.now()
    let value: unknown
    let failed = false
    this.current = job
    try {
      value = job.compute()
    } catch (err) {
      value = err
      failed = true
    } finally {
      this.current = null
    }
    const found = job.found as number[] | null
    if (found && !job.overflow) {
      if (!failed && value instanceof Promise) value.catch(() => {})
      job.missing.push(...found)
      this.enqueue(job)
    } else if (failed) job.reject(value)
    else {
      job.onDone?.({
        queuedMs: c0 - job.arrival - job.generateMs,
        generated: job.generated,
        generateMs: job.generateMs,
        computeMs: performance.now() - c0,
        attempts: job.attempts
      })
      job.resolve(value)
    }
  }
}
