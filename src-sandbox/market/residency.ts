// Which pieces of a lazy market are held (plan.lazy): the sample always, the pieces a request reaches
// generated on first use into the columns, piece after piece; pieces generated on demand are dropped
// again between requests when over the budget. Between requests, the idle warm-up and the prefetching
// around recent circle searches generate pieces in slices. A small market is held whole.
import type { Geography } from '../geo/types'
import { generatePiece, generationContext, type GenContext } from './generate'
import type { PieceIndex } from './piece-index'
import type { MarketPlan } from './plan'
import { missingIn, nextMissing, Turns, type Job, type TurnPieces } from './turns'
import type { MarketColumns } from './types'
import { warmOrder } from './warm-order'

const DEFAULT_BUDGET = 3_400_000
/**
 * Room beyond the budget for what one request may need before pieces are dropped after it: the pieces a
 * 10 km circle in Berlin meets hold 487,000 offers. (Past it, a request reads pieces from the sample.)
 */
const HEADROOM = 600_000
/** Circle searches prefetch the pieces this far beyond their circle (startPrefetching), up to this share of the budget. */
export const PREFETCH_MARGIN_M = 1500
const PREFETCH_SHARE = 0.9
/** Share of the budget the idle warm-up fills; the rest is for pieces requests reach beyond it. */
const WARM_SHARE = 0.7

/** Offers the columns of a market must hold: its sample, and for a lazy market the budget and headroom. */
export function capacityFor(plan: MarketPlan, budget = DEFAULT_BUDGET): number {
  return plan.lazy ? plan.sampleTotal + budget + HEADROOM : plan.sampleTotal
}

/** A piece generated in steps between requests: its reserved slots, how far it has come, and the epoch it began in. */
interface PieceInProgress {
  k: number
  start: number
  done: number
  epoch: number
}

export class PieceResidency implements TurnPieces {
  /** Bumped whenever generated pieces are dropped: offer indexes from before are no longer valid. */
  epoch = 0
  readonly count: Uint32Array
  /** Requests' market work, in turns (turns.ts). */
  readonly turns: Turns
  private readonly gen: GenContext
  // Where each generated piece starts in the columns (-1: not generated), and the fill.
  private readonly chunkStart: Float64Array
  private fill: number
  /** End of the pieces the idle warm-up laid out right after the sample: they stay when pieces are dropped. */
  private kept: number
  private warmPieces: number[] | null = null
  private readonly budget: number
  private readonly capacity: number
  private trimScheduled = false
  private warming: { timer: NodeJS.Immediate | null; stopped: boolean } | null = null
  /** Pieces around recent circle searches to generate between requests (null: not prefetching). */
  private prefetch: {
    queue: number[]
    queued: Uint8Array
    timer: NodeJS.Immediate | null
    current: PieceInProgress | null
    step: () => void
  } | null = null
  /** The pieces being generated for jobs. */
  private readonly building = new Map<number, PieceInProgress>()

  constructor(
    private readonly plan: MarketPlan,
    private readonly cols: MarketColumns,
    geo: Geography,
    private readonly index: PieceIndex,
    budget?: number
  ) {
    this.count = plan.count
    this.gen = generationContext(plan, geo)
    this.budget = budget ?? DEFAULT_BUDGET
    this.chunkStart = new Float64Array(plan.pieceCount).fill(-1)
    this.fill = plan.sampleTotal
    this.kept = plan.sampleTotal
    this.capacity = capacityFor(plan, this.budget)
    if (cols.ordinal.length < this.capacity) throw new Error('market columns smaller than the plan needs')
    this.turns = new Turns(this)
  }

  /** Offers held in memory now (sample and generated pieces). */
  get held(): number {
    return this.fill
  }

  /** First offer index and number of offers of piece k, generating the piece on first use (lazy markets). */
  pieceSlots(k: number): [number, number] {
    const plan = this.plan
    if (!plan.lazy) return [plan.sampleBase[k], plan.count[k]]
    const n = plan.count[k]
    if (n === plan.sampleCount[k]) return [plan.sampleBase[k], n]
    let start = this.chunkStart[k]
    if (start < 0) {
      // In a turn, the piece is generated in slices before the job's work runs again (MarketImpl.run).
      const job = this.turns.computing
      if (job && !job.overflow) throw missingIn(job, [k])
      // Past the headroom (one request reaching millions of offers) the piece is read from the sample.
      if (job || this.fill + n > this.capacity) return this.sampleSlots(k)
      start = this.fill
      generatePiece(this.gen, k, 0, n, this.cols, start)
      this.chunkStart[k] = start
      this.fill += n
      if (this.fill > plan.sampleTotal + this.budget && !this.trimScheduled) {
        this.trimScheduled = true
        setImmediate(() => this.dropPieces())
      }
    }
    return [start, n]
  }

  /** The sampled offers of piece k. */
  sampleSlots(k: number): [number, number] {
    return [this.plan.sampleBase[k], this.plan.sampleCount[k]]
  }

  /** Inside a turn: the pieces not generated yet end the attempt, all of them at once. */
  requirePieces(pieces: readonly number[]): void {
    const job = this.turns.computing
    if (!job || job.overflow) return
    let missing: number[] | null = null
    for (const k of pieces) if (this.needsGeneration(k)) (missing ??= []).push(k)
    if (missing) throw missingIn(job, missing)
  }

  /**
   * Drops the pieces generated on demand (between requests: no offer index is in use then); the pieces
   * the warm-up laid out right after the sample stay. Warming goes on where it stopped.
   */
  dropPieces(): void {
    this.trimScheduled = false
    this.building.clear()
    const kept = this.kept
    for (let k = 0; k < this.chunkStart.length; k++) if (this.chunkStart[k] >= kept) this.chunkStart[k] = -1
    this.fill = kept
    this.epoch++
    if (this.warming && !this.warming.stopped) void this.warmUp()
  }

  /**
   * Lazy markets: generates pieces in warmOrder (the cores of the large metros first) up to WARM_SHARE of
   * the budget while the sandbox is idle, in slices of about `sliceMs` between requests, so that requests
   * in cities find their pieces ready; the ones laid out before any request's own stay when pieces are
   * dropped. Resolves with the offers held when done.
   */
  warmUp(sliceMs = 5): Promise<number> {
    const plan = this.plan
    if (!plan.lazy) return Promise.resolve(this.fill)
    if (this.warming?.timer) clearImmediate(this.warming.timer)
    const state = { timer: null as NodeJS.Immediate | null, stopped: false }
    this.warming = state
    const order = (this.warmPieces ??= warmOrder(plan))
    const limit = plan.sampleTotal + this.budget * WARM_SHARE
    let next = 0
    // The piece being generated: its reserved slots and how far it has come.
    let current: PieceInProgress | null = null
    return new Promise((resolve) => {
      const step = (): void => {
        state.timer = null
        if (state.stopped) return resolve(this.fill)
        // Requests first: while jobs wait for their turn, warming waits.
        if (this.turns.waiting) {
          state.timer = setImmediate(step)
          return
        }
        const t0 = performance.now()
        while (performance.now() - t0 < sliceMs) {
          if (current && current.epoch !== this.epoch) current = null
          if (!current) {
            while (next < order.length && this.chunkStart[order[next]] >= 0) next++
            if (next >= order.length || this.fill + plan.count[order[next]] > limit) return resolve(this.fill)
            const k = order[next++]
            current = this.beginPiece(k)
          }
          if (this.advancePiece(current, 1000)) {
            const n = plan.count[current.k]
            // Right after the kept ones it is kept too, even if a request generated a copy meanwhile (which
            // a drop will take): both copies are the same offers, and a drop renews every index anyway.
            if (current.start === this.kept) {
              this.chunkStart[current.k] = current.start
              this.kept += n
            } else if (this.chunkStart[current.k] < 0) this.chunkStart[current.k] = current.start
            current = null
          }
        }
        state.timer = setImmediate(step)
      }
      state.timer = setImmediate(step)
    })
  }

  /** Stops warming and prefetching (the sandbox closes). */
  stopWarmUp(): void {
    if (this.prefetch?.timer) clearImmediate(this.prefetch.timer)
    this.prefetch = null
    if (!this.warming) return
    this.warming.stopped = true
    if (this.warming.timer) clearImmediate(this.warming.timer)
    this.warming.timer = null
  }

  /**
   * Lazy markets: from now on, each circle search queues the pieces within PREFETCH_MARGIN_M beyond its
   * circle that are not generated yet, and they are generated between requests in slices of about
   * `sliceMs` up to PREFETCH_SHARE of the budget, so that the next search nearby (the map moved, the
   * radius grown, another address in the street) does not wait for them. A slice delays a request that
   * arrives during it by at most that long; 3 ms cleared the backlog of back-to-back searches three
   * times as fast as 1 ms, which a first use (12 ms for 5,000 offers) costs far more than.
   */
  startPrefetching(sliceMs = 3): void {
    if (!this.plan.lazy || this.prefetch || this.warming?.stopped) return
    const plan = this.plan
    const step = (): void => {
      state.timer = null
      if (this.prefetch !== state) return
      // Between requests only: while jobs wait for their turn, prefetching waits.
      if (this.turns.waiting) {
        state.timer = setImmediate(step)
        return
      }
      const t0 = performance.now()
      do {
        if (state.current && state.current.epoch !== this.epoch) state.current = null
        if (!state.current) {
          let k = -1
          while (state.queue.length) {
            const c = state.queue.shift()!
            state.queued[c] = 0
            if (this.chunkStart[c] < 0) {
              k = c
              break
            }
          }
          if (k < 0) return
          // Short of the budget: prefetching must not make a request's pieces be dropped, nor fill the headroom.
          if (this.fill + plan.count[k] > this.prefetchLimit) {
            for (const c of state.queue) state.queued[c] = 0
            state.queue.length = 0
            return
          }
          state.current = this.beginPiece(k)
        }
        const cur = state.current
        if (this.advancePiece(cur, 250)) {
          if (this.chunkStart[cur.k] < 0) this.chunkStart[cur.k] = cur.start
          state.current = null
        }
      } while (performance.now() - t0 < sliceMs)
      state.timer = setImmediate(step)
    }
    const state = {
      queue: [] as number[],
      queued: new Uint8Array(plan.pieceCount),
      timer: null as NodeJS.Immediate | null,
      current: null as PieceInProgress | null,
      step
    }
    this.prefetch = state
  }

  /** Queues the pieces within PREFETCH_MARGIN_M beyond the circle that are not generated yet. */
  queueAround(lat: number, lon: number, radiusM: number): void {
    const state = this.prefetch
    if (!state || this.fill > this.prefetchLimit) return
    const r = radiusM + PREFETCH_MARGIN_M
    const plan = this.plan
    for (const k of this.index.piecesNearBox(lat, lon, r)) {
      if (
        this.chunkStart[k] >= 0 ||
        state.queued[k] ||
        plan.count[k] === plan.sampleCount[k] ||
        this.index.boxDistanceM(k, lat, lon) > r
      )
        continue
      state.queued[k] = 1
      state.queue.push(k)
    }
    if (state.queue.length && !state.timer) state.timer = setImmediate(state.step)
  }

  /** Offers held at most for prefetching to go on. */
  private get prefetchLimit(): number {
    return this.plan.sampleTotal + this.budget * PREFETCH_SHARE
  }

  /** Reserves the slots of piece k after the fill, for generation in steps between requests. */
  private beginPiece(k: number): PieceInProgress {
    const p = { k, start: this.fill, done: 0, epoch: this.epoch }
    this.fill += this.plan.count[k]
    return p
  }

  /** Generates up to `offers` more offers of the piece; whether it is complete (chunkStart is the caller's to set). */
  private advancePiece(p: PieceInProgress, offers: number): boolean {
    const n = this.plan.count[p.k]
    const upto = Math.min(n, p.done + offers)
    generatePiece(this.gen, p.k, p.done, upto, this.cols, p.start + p.done)
    p.done = upto
    return upto === n
  }

  /** Whether piece k has offers beyond the sample and is not generated (lazy markets). */
  needsGeneration(k: number): boolean {
    return this.plan.lazy && this.chunkStart[k] < 0 && this.plan.count[k] !== this.plan.sampleCount[k]
  }

  /** Offers still to generate for the pieces (beyond the pieces already under way). */
  remainingOffers(pieces: readonly number[]): number {
    let n = 0
    for (const k of pieces) if (this.needsGeneration(k) && !this.building.has(k)) n += this.plan.count[k]
    return n
  }

  /** Generates the job's missing pieces for about sliceMs; whether they are all done. */
  generateFor(job: Job, sliceMs: number): boolean {
    const plan = this.plan
    const t0 = performance.now()
    try {
      // No room for what it needs: once, the pieces generated on demand are dropped (between turns no
      // offer index is in use); a job needing more than the headroom after that reads the sample.
      if (!job.dropped && this.fill > this.kept && this.fill + this.remainingOffers(job.missing) > this.capacity) {
        job.dropped = true
        this.dropPieces()
      }
      for (;;) {
        const k = nextMissing(job, this)
        if (k < 0) return true
        if (performance.now() - t0 >= sliceMs) return false
        let p = this.building.get(k)
        if (!p) {
          if (this.fill + plan.count[k] > this.capacity) {
            if (!job.dropped && this.fill > this.kept) {
              job.dropped = true
              this.dropPieces()
              continue
            }
            job.overflow = true
            return true
          }
          p = this.beginPiece(k)
          this.building.set(k, p)
        }
        const before = p.done
        if (this.advancePiece(p, 2000)) {
          this.building.delete(k)
          if (this.chunkStart[k] < 0) this.chunkStart[k] = p.start
        }
        job.generated += p.done - before
      }
    } finally {
      job.generateMs += performance.now() - t0
    }
  }
}
