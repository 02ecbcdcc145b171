// Turns: how requests share the one thread the market runs on (MarketImpl.run, MODEL.md "Turns").
// A request's market work is a job; jobs wait in queues ordered by when each would be done if the jobs
// waiting at its arrival shared the thread equally (arrival + estimated cost x their number), so a cheap
// request that arrives later passes expensive ones already waiting, and none waits for ever. Generating
// a job's pieces is done in slices between which the event loop serves other connections; the job's own
// work then runs in one go.

/** Thrown by the market inside a job when the job needs pieces that are not generated yet (caught by run). */
export class MissingPieces extends Error {
  constructor(readonly pieces: number[]) {
    super(`pieces not generated yet: ${pieces.length}`)
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
  arrival: number
  /** Jobs waiting at its arrival, itself included: the share of the thread it would have had. */
  share: number
  /** When it would be done sharing the thread that way, arrival + estimated cost (ms) x share: the queue's order. */
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
