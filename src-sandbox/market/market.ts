// The market in memory, with the queries of the Market interface (types.ts). A small market is held
// whole; a large one (plan.lazy) holds its sample and generates the pieces a request reaches, in
// columns laid out piece after piece; pieces are dropped again between requests when over the budget.
import type { Offer, PriceFilterExpose } from '@shared/api'
import type { Geography } from '../geo/types'
import { dateToDay, dayToDate, monthOf } from './dates'
import { generatePiece, generationContext, type GenContext } from './generate'
import { GRID, gridKey, J_BITS, jOfOrdinal, pieceOfOrdinal, type MarketPlan } from './plan'
import { warmOrder } from './warm-order'
import { JobQueue, MissingPieces, type Job, type TurnTiming } from './turns'
import { mix32 } from './prng'
import { quantileSorted } from './stats'
import {
  CONDITION_LABELS, KIND_APARTMENT, MISSING_INT, NO_CODE, NO_STREET, OBJECT_TYPES, QUALITY_CLASSES, UNKNOWN,
  type Comparable, type ComparableQuery, type Market, type MarketColumns, type MarketTables, type OfferRecord,
  type ObjectTypeInfo, type RegionRef, type SeriesPoint, type SeriesQuery
} from './types'

const EARTH_RADIUS_M = 6_371_000
const RAD = Math.PI / 180
const ID_MULT = 0x9e3779b1
const OBJECT_TYPE_BY_CODE = new Map<number, ObjectTypeInfo>(OBJECT_TYPES.map((t) => [t.code, t]))

function modularInverse(k: number): number {
  let inv = k
  for (let i = 0; i < 5; i++) inv = Math.imul(inv, 2 - Math.imul(k, inv))
  return inv
}
const ID_INV = modularInverse(ID_MULT)
const idMaskOf = (seed: number): number => mix32(seed, 0x1d) & 0x7fffffff

/** The number behind an offer's id (v1 url_id): a seeded bijection of its ordinal. */
export function offerNumber(seed: number, ordinal: number): number {
  return Math.imul(ordinal ^ idMaskOf(seed), ID_MULT) >>> 0
}

/** An offer's id: 8 hex digits of offerNumber. */
export function offerId(seed: number, ordinal: number): string {
  return offerNumber(seed, ordinal).toString(16).padStart(8, '0')
}

export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD
  const dLon = (lon2 - lon1) * RAD
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

const tri = (v: number): boolean | null => (v === UNKNOWN ? null : v === 1)
const num = (v: number): number | null => (Number.isNaN(v) ? null : v)
const int = (v: number): number | null => (v === MISSING_INT ? null : v)
const r2 = (x: number): number => Math.round(x * 100) / 100
// price_filter's duration texts for the durations offers have (up to 900 days).
const DURATION_TEXT = Array.from({ length: 1000 }, (_, d) => `${d} ${d === 1 ? 'Tag' : 'Tage'}`)

// First day of each year from 1970 to 2101, for the year of a day without Date objects.
const YEAR_START = Int32Array.from({ length: 132 }, (_, k) => dateToDay(`${1970 + k}-01-01`))
function yearOfDay(day: number): number {
  let y = 1970 + Math.floor((day - YEAR_START[0]) / 365.2425)
  if (day < YEAR_START[y - 1970]) y--
  else if (day >= YEAR_START[y - 1969]) y++
  return y
}

class Lru<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key)
    if (v !== undefined) { this.map.delete(key); this.map.set(key, v) }
    return v
  }
  set(key: string, v: V): void {
    this.map.delete(key)
    this.map.set(key, v)
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string)
  }
}

export interface MarketParts {
  plan: MarketPlan
  /** Columns of capacityFor(plan) offers holding the plan's sample (the whole market when the plan is not lazy) in front. */
  cols: MarketColumns
  geo: Geography
  /** Lazy markets: offers held beyond the sample before pieces are dropped again (default 3.4 million). */
  budget?: number
}

/** Lazy markets: a nearest-offer search reads whole pieces up to this distance, the sample beyond. */
export const FULL_NEAREST_RADIUS_M = 20_000
/** Lazy markets: a division with more offers than this is read from the sample (with a weight). */
export const FULL_REGION_MAX = 40_000
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
/**
 * Turns (run): a job's pieces are generated in slices of about this long, between which the event loop
 * serves other connections; a request that needs no generation waits at most about this long (plus the
 * work of the jobs estimated cheaper than it) for its turn.
 */
const TURN_SLICE_MS = 8
/** A turn's estimated cost (ms), which orders the queue: a base, per offer read, per offer to generate (about 2.1 µs). */
const TURN_BASE_MS = 1
const TURN_MS_PER_OFFER_READ = 0.0001
const TURN_MS_PER_OFFER_GENERATED = 0.0021

/** Offers the columns of a market must hold: its sample, and for a lazy market the budget and headroom. */
export function capacityFor(plan: MarketPlan, budget = DEFAULT_BUDGET): number {
  return plan.lazy ? plan.sampleTotal + budget + HEADROOM : plan.sampleTotal
}

/** A piece generated in steps between requests: its reserved slots, how far it has come, and the epoch it began in. */
interface PieceInProgress { k: number; start: number; done: number; epoch: number }

/** Offer indexes, growing as needed (cheaper than number[] for hundreds of thousands). */
class IndexList {
  private a = new Uint32Array(1024)
  n = 0
  push(v: number): void {
    if (this.n === this.a.length) { const b = new Uint32Array(this.a.length * 2); b.set(this.a); this.a = b }
    this.a[this.n++] = v
  }
  done(): Uint32Array { return this.a.slice(0, this.n) }
}

export class MarketImpl implements Market {
  readonly size: number
  readonly seed: number
  readonly firstDate = '2018-02-01'
  readonly asOf: string
  readonly cols: MarketColumns
  readonly tables: MarketTables
  readonly plan: MarketPlan
  /** Bumped whenever generated pieces are dropped: offer indexes from before are no longer valid. */
  epoch = 0
  private readonly gen: GenContext
  private readonly idMask: number
  private readonly postalCodeIx: Map<string, number>
  private readonly municipalityIx: Map<string, number>
  private readonly countyIx: Map<string, number>
  private readonly stateIx: Map<string, number>
  private readonly seriesCache = new Lru<SeriesPoint[]>(256)
  private readonly identity: Uint32Array
  // Lazy markets: where each generated piece starts in the columns (-1: not generated), and the fill.
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
  private prefetch: { queue: number[]; queued: Uint8Array; timer: NodeJS.Immediate | null; current: PieceInProgress | null; step: () => void } | null = null
  private streetTexts: string[] | null = null
  private exposeWriter: ((i: number) => PriceFilterExpose) | null = null
  /** Turns: the jobs waiting (ready to run, or needing pieces), the next turn, the job whose work runs now, and the pieces being generated for jobs. */
  private readonly readyJobs = new JobQueue()
  private readonly generatingJobs = new JobQueue()
  private generatedLast = false
  private jobSeq = 0
  private turnTimer: NodeJS.Immediate | null = null
  private computing: Job | null = null
  private readonly building = new Map<number, PieceInProgress>()

  constructor(p: MarketParts) {
    const plan = p.plan
    this.plan = plan
    this.seed = plan.seed
    this.asOf = plan.asOf
    this.tables = plan.tables
    this.size = plan.total
    this.gen = generationContext(plan, p.geo)
    this.idMask = idMaskOf(plan.seed)
    this.budget = p.budget ?? DEFAULT_BUDGET
    this.chunkStart = new Float64Array(plan.pieceCount).fill(-1)
    this.fill = plan.sampleTotal
    this.kept = plan.sampleTotal
    this.capacity = capacityFor(plan, this.budget)
    if (p.cols.ordinal.length < this.capacity) throw new Error('market columns smaller than the plan needs')
    this.cols = p.cols
    this.identity = Uint32Array.from({ length: plan.sampleTotal }, (_, i) => i)
    const ix = (list: string[]) => new Map(list.map((v, k) => [v, k]))
    this.postalCodeIx = ix(plan.tables.postalCodes)
    this.municipalityIx = ix(plan.tables.municipalityIds)
    this.countyIx = ix(plan.tables.countyIds)
    this.stateIx = ix(plan.tables.stateIds)
  }

  /** Offers held in memory now (sample and generated pieces). */
  get held(): number {
    return this.fill
  }

  /**
   * Whether the offer counts as new construction (OfferRecord.isNew): first occupancy, or built at most
   * three years before the year it was published. Per offer, so no request pays for the whole market.
   */
  isNewAt(i: number): boolean {
    const c = this.cols
    if (c.firstOccupancy[i] === 1) return true
    const by = c.buildingYear[i]
    return by !== MISSING_INT && by >= yearOfDay(c.startDay[i]) - 3
  }

  /** First offer index and number of offers of piece k, generating the piece on first use (lazy markets). */
  pieceSlots(k: number): [number, number] {
    const plan = this.plan
    if (!plan.lazy) return [plan.sampleBase[k], plan.count[k]]
    const n = plan.count[k]
    if (n === plan.sampleCount[k]) return [plan.sampleBase[k], n]
    let start = this.chunkStart[k]
    if (start < 0) {
      // In a turn, the piece is generated in slices before the job's work runs again (run).
      const job = this.computing
      if (job && !job.overflow) throw this.missingIn(job, [k])
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
        if (this.waiting) { state.timer = setImmediate(step); return }
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
      if (this.waiting) { state.timer = setImmediate(step); return }
      const t0 = performance.now()
      do {
        if (state.current && state.current.epoch !== this.epoch) state.current = null
        if (!state.current) {
          let k = -1
          while (state.queue.length) {
            const c = state.queue.shift()!
            state.queued[c] = 0
            if (this.chunkStart[c] < 0) { k = c; break }
          }
          if (k < 0) return
          // Short of the budget: prefetching must not make a request's pieces be dropped, nor fill the headroom.
          if (this.fill + plan.count[k] > this.prefetchLimit) { for (const c of state.queue) state.queued[c] = 0; state.queue.length = 0; return }
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
    const state = { queue: [] as number[], queued: new Uint8Array(plan.pieceCount), timer: null as NodeJS.Immediate | null, current: null as PieceInProgress | null, step }
    this.prefetch = state
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

  /**
   * Runs a request's market work in its turn and resolves with what `compute` returns (MODEL.md, Turns).
   * Jobs whose pieces are all generated wait in one queue, jobs that need pieces generated in another,
   * each ordered by when the job would be done if every job waiting at its arrival shared the thread
   * equally: arrival + estimated cost x (jobs waiting + 1) (`region`, when known beforehand, tells the
   * offers to read and the pieces to generate). So a cheap job passes dear ones that came shortly
   * before it, and none waits for ever: later jobs pass it only while their own such time is earlier.
   * Turns alternate between the two queues: the work of the first
   * ready job, or a slice of about TURN_SLICE_MS of generation for the first job that needs pieces (its
   * work runs as soon as they are done); between turns the event loop serves other connections.
   * `compute` runs in one go, synchronously, while no piece can be dropped. A piece it finds missing
   * after all (a region not known beforehand, a nearest-offer search) ends the attempt (MissingPieces,
   * also when `compute` returns a promise that the missing piece rejected): the piece is generated and
   * `compute` runs again, so it must not change anything before its market work is done. Offer indexes
   * are valid only during `compute`: the answer must not keep them. `onDone` gets the timing.
   */
  run<T>(compute: () => T, opts: { region?: RegionRef; onDone?: (t: TurnTiming) => void } = {}): Promise<Awaited<T>> {
    return new Promise<Awaited<T>>((resolve, reject) => {
      const arrival = performance.now()
      const job: Job = {
        seq: this.jobSeq++, arrival, share: this.waiting + 1, key: arrival, compute, resolve: resolve as (value: unknown) => void, reject, onDone: opts.onDone,
        scanOffers: 0, missing: [], found: null, cursor: 0, cursorEpoch: this.epoch, dropped: false, overflow: false,
        generated: 0, generateMs: 0, attempts: 0
      }
      const pieces = opts.region ? this.piecesOfRegion(opts.region) : null
      if (pieces) {
        for (const k of pieces) {
          job.scanOffers += this.plan.count[k]
          if (this.needsGeneration(k)) job.missing.push(k)
        }
      }
      this.enqueue(job)
    })
  }

  /** Jobs waiting for their turn (or for their pieces). */
  get waiting(): number {
    return this.readyJobs.size + this.generatingJobs.size
  }

  private enqueue(job: Job): void {
    job.key = job.arrival + this.estimateMs(job) * job.share
    ;(this.nextMissing(job) < 0 ? this.readyJobs : this.generatingJobs).push(job)
    if (!this.turnTimer) this.turnTimer = setImmediate(this.turnStep)
  }

  /** Whether piece k has offers beyond the sample and is not generated (lazy markets). */
  private needsGeneration(k: number): boolean {
    return this.plan.lazy && this.chunkStart[k] < 0 && this.plan.count[k] !== this.plan.sampleCount[k]
  }

  /** The pieces a region reads, where known beforehand (circle, postal code, municipality). */
  private piecesOfRegion(region: RegionRef): readonly number[] | null {
    switch (region.level) {
      case 'circle': return this.piecesNearBox(region.lat, region.lon, region.radiusM)
      case 'postalCode': { const p = this.postalCodeIx.get(region.code); return p === undefined ? null : this.plan.piecesOfPostalCode[p] }
      case 'municipality': {
        const range = this.pieceRange(region)
        return range ? Array.from({ length: range[1] - range[0] }, (_, x) => range[0] + x) : null
      }
      default: return null
    }
  }

  /** Offers still to generate for the job (beyond the pieces already under way). */
  private remainingOffers(job: Job): number {
    let n = 0
    for (const k of job.missing) if (this.needsGeneration(k) && !this.building.has(k)) n += this.plan.count[k]
    return n
  }

  private estimateMs(job: Job): number {
    return TURN_BASE_MS + job.scanOffers * TURN_MS_PER_OFFER_READ + this.remainingOffers(job) * TURN_MS_PER_OFFER_GENERATED
  }

  /** Records pieces a job's work found missing (they end the attempt) and returns the error to throw. */
  private missingIn(job: Job, pieces: number[]): MissingPieces {
    ;(job.found ??= []).push(...pieces)
    return new MissingPieces(pieces)
  }

  /** Inside a turn: the pieces not generated yet end the attempt, all of them at once. */
  private requirePieces(pieces: readonly number[]): void {
    const job = this.computing
    if (!job || job.overflow) return
    let missing: number[] | null = null
    for (const k of pieces) if (this.needsGeneration(k)) (missing ??= []).push(k)
    if (missing) throw this.missingIn(job, missing)
  }

  /** The next of the job's pieces still to generate, or -1. */
  private nextMissing(job: Job): number {
    if (job.overflow) return -1
    if (job.cursorEpoch !== this.epoch) { job.cursor = 0; job.cursorEpoch = this.epoch }
    while (job.cursor < job.missing.length) {
      const k = job.missing[job.cursor]
      if (this.needsGeneration(k)) return k
      job.cursor++
    }
    return -1
  }

  /** One turn: the work of the first ready job, or a slice of generation for the first job needing pieces (and its work once they are done). */
  private readonly turnStep = (): void => {
    this.turnTimer = null
    const ready = this.readyJobs.peek()
    const generating = this.generatingJobs.peek()
    if (generating && (!ready || !this.generatedLast)) {
      this.generatedLast = true
      if (this.generateFor(generating)) {
        this.generatingJobs.pop()
        this.attempt(generating)
      }
    } else if (ready) {
      this.generatedLast = false
      this.readyJobs.pop()
      // Its pieces may have been dropped while it waited.
      if (this.nextMissing(ready) >= 0) this.enqueue(ready)
      else this.attempt(ready)
    }
    if (!this.turnTimer && this.waiting) this.turnTimer = setImmediate(this.turnStep)
  }

  /** Generates the job's missing pieces for about TURN_SLICE_MS; whether they are all done. */
  private generateFor(job: Job): boolean {
    const plan = this.plan
    const t0 = performance.now()
    try {
      // No room for what it needs: once, the pieces generated on demand are dropped (between turns no
      // offer index is in use); a job needing more than the headroom after that reads the sample.
      if (!job.dropped && this.fill > this.kept && this.fill + this.remainingOffers(job) > this.capacity) {
        job.dropped = true
        this.dropPieces()
      }
      for (;;) {
        const k = this.nextMissing(job)
        if (k < 0) return true
        if (performance.now() - t0 >= TURN_SLICE_MS) return false
        let p = this.building.get(k)
        if (!p) {
          if (this.fill + plan.count[k] > this.capacity) {
            if (!job.dropped && this.fill > this.kept) { job.dropped = true; this.dropPieces(); continue }
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

  /** Runs the job's work: resolves it, rejects it, or (pieces missing) queues it to generate them. */
  private attempt(job: Job): void {
    job.attempts++
    job.found = null
    const c0 = performance.now()
    let value: unknown
    let failed = false
    this.computing = job
    try {
      value = job.compute()
    } catch (err) {
      value = err
      failed = true
    } finally {
      this.computing = null
    }
    const found = job.found as number[] | null
    if (found && !job.overflow) {
      if (!failed && value instanceof Promise) value.catch(() => {})
      job.missing.push(...found)
      this.enqueue(job)
    } else if (failed) job.reject(value)
    else {
      job.onDone?.({ queuedMs: c0 - job.arrival - job.generateMs, generated: job.generated, generateMs: job.generateMs, computeMs: performance.now() - c0, attempts: job.attempts })
      job.resolve(value)
    }
  }

  /** Queues the pieces within PREFETCH_MARGIN_M beyond the circle that are not generated yet. */
  private queueAround(lat: number, lon: number, radiusM: number): void {
    const state = this.prefetch
    if (!state || this.fill > this.prefetchLimit) return
    const r = radiusM + PREFETCH_MARGIN_M
    const plan = this.plan
    for (const k of this.piecesNearBox(lat, lon, r)) {
      if (this.chunkStart[k] >= 0 || state.queued[k] || plan.count[k] === plan.sampleCount[k] || this.boxDistanceM(k, lat, lon) > r) continue
      state.queued[k] = 1
      state.queue.push(k)
    }
    if (state.queue.length && !state.timer) state.timer = setImmediate(state.step)
  }

  private sampleSlots(k: number): [number, number] {
    return [this.plan.sampleBase[k], this.plan.sampleCount[k]]
  }

  /** Great-circle distance from the point to the nearest point of piece k's box (0 inside it). */
  boxDistanceM(k: number, lat: number, lon: number): number {
    const plan = this.plan
    return haversineM(lat, lon, Math.min(plan.maxY[k], Math.max(plan.minY[k], lat)), Math.min(plan.maxX[k], Math.max(plan.minX[k], lon)))
  }

  /** Pieces whose box meets the box around a circle of radiusM, ascending. */
  private piecesNearBox(lat: number, lon: number, radiusM: number): number[] {
    const dLat = (radiusM / EARTH_RADIUS_M) / RAD
    const dLon = dLat / Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD))
    return this.piecesInBox(lon - dLon, lat - dLat, lon + dLon, lat + dLat)
  }

  /** Pieces whose box meets the given box, ascending. */
  private piecesInBox(minX: number, minY: number, maxX: number, maxY: number): number[] {
    const plan = this.plan
    const seen = new Set<number>()
    for (let gx = Math.floor(minX / GRID); gx <= Math.floor(maxX / GRID); gx++) {
      for (let gy = Math.floor(minY / GRID); gy <= Math.floor(maxY / GRID); gy++) {
        const list = plan.grid.get(gridKey(gx, gy))
        if (!list) continue
        for (const k of list) {
          if (plan.maxX[k] < minX || plan.minX[k] > maxX || plan.maxY[k] < minY || plan.minY[k] > maxY) continue
          seen.add(k)
        }
      }
    }
    return [...seen].sort((a, b) => a - b)
  }

  /** The piece an offer belongs to (its postal code area within a municipality: plan.postalCode, .municipality, .county, .state). */
  pieceOf(i: number): number {
    return this.cols.ordinal[i] >>> J_BITS
  }

  id(i: number): string {
    return this.urlId(i).toString(16).padStart(8, '0')
  }

  /** The v1 url_id: the same number as the id, as an integer. */
  urlId(i: number): number {
    return Math.imul(this.cols.ordinal[i] ^ this.idMask, ID_MULT) >>> 0
  }

  indexOfId(id: string): number {
    if (typeof id !== 'string' || !/^[0-9a-f]{8}$/.test(id)) return -1
    const ordinal = (Math.imul(parseInt(id, 16), ID_INV) ^ this.idMask) >>> 0
    const k = pieceOfOrdinal(ordinal)
    const j = jOfOrdinal(ordinal)
    if (k >= this.plan.pieceCount || j >= this.plan.count[k]) return -1
    if (j < this.plan.sampleCount[k]) return this.plan.sampleBase[k] + j
    return this.pieceSlots(k)[0] + j
  }

  distanceM(i: number, lat: number, lon: number): number {
    return haversineM(lat, lon, this.cols.lat[i], this.cols.lon[i])
  }

  within(lat: number, lon: number, radiusM: number): Uint32Array {
    const pieces = this.piecesNearBox(lat, lon, radiusM)
    this.requirePieces(pieces)
    const out = new IndexList()
    const { lat: la, lon: lo, hasCoords } = this.cols
    const plan = this.plan
    // A flat projection at the centre's latitude tells most offers in or out: within 50 km and below
    // 60 degrees it is off by under 0.3 %, so only offers within 2 % of the radius need the exact distance.
    const ky = RAD * EARTH_RADIUS_M
    const kx = ky * Math.cos(lat * RAD)
    const fast = radiusM <= 50_000 && Math.abs(lat) < 60
    const surelyIn = (radiusM * 0.98) ** 2
    const surelyOut = (radiusM * 1.02) ** 2
    for (const k of pieces) {
      const [start, n] = this.pieceSlots(k)
      // A piece whose box lies inside the circle needs no distance per offer.
      const inside = haversineM(lat, lon, plan.minY[k], plan.minX[k]) <= radiusM && haversineM(lat, lon, plan.minY[k], plan.maxX[k]) <= radiusM
        && haversineM(lat, lon, plan.maxY[k], plan.minX[k]) <= radiusM && haversineM(lat, lon, plan.maxY[k], plan.maxX[k]) <= radiusM
      for (let i = start; i < start + n; i++) {
        if (!hasCoords[i]) continue
        if (inside) { out.push(i); continue }
        if (fast) {
          const dy = (la[i] - lat) * ky
          const dx = (lo[i] - lon) * kx
          const d2 = dx * dx + dy * dy
          if (d2 > surelyOut) continue
          if (d2 < surelyIn) { out.push(i); continue }
        }
        if (haversineM(lat, lon, la[i], lo[i]) <= radiusM) out.push(i)
      }
    }
    this.queueAround(lat, lon, radiusM)
    return out.done()
  }

  nearest(lat: number, lon: number, n: number, opts: { maxRadiusM?: number; filter?: (i: number) => boolean } = {}): number[] {
    if (n <= 0) return []
    const plan = this.plan
    const maxR = opts.maxRadiusM ?? Infinity
    const filter = opts.filter
    // Pieces by the distance of their box (a lower bound for their offers, less a safety margin).
    const near: { k: number; d: number }[] = []
    for (let k = 0; k < plan.pieceCount; k++) {
      if (plan.count[k] === 0) continue
      const d = Math.max(0, this.boxDistanceM(k, lat, lon) * 0.995 - 50)
      if (d <= maxR) near.push({ k, d })
    }
    near.sort((a, b) => a.d - b.d || a.k - b.k)
    const c = this.cols
    // A max-heap of the best n: (distance, ordinal) pairs, worst on top.
    const hd: number[] = []
    const hi: number[] = []
    const worse = (x: number, y: number): boolean => hd[x] > hd[y] || (hd[x] === hd[y] && c.ordinal[hi[x]] > c.ordinal[hi[y]])
    const swap = (x: number, y: number): void => { const d = hd[x]; hd[x] = hd[y]; hd[y] = d; const t = hi[x]; hi[x] = hi[y]; hi[y] = t }
    const siftDown = (): void => {
      let p = 0
      for (;;) {
        const l = 2 * p + 1, r = l + 1
        let w = p
        if (l < hd.length && worse(l, w)) w = l
        if (r < hd.length && worse(r, w)) w = r
        if (w === p) return
        swap(p, w)
        p = w
      }
    }
    for (const { k, d: bound } of near) {
      if (hd.length === n && bound > hd[0]) break
      const [start, count] = plan.lazy && bound > FULL_NEAREST_RADIUS_M ? this.sampleSlots(k) : this.pieceSlots(k)
      for (let i = start; i < start + count; i++) {
        if (!c.hasCoords[i]) continue
        const d = haversineM(lat, lon, c.lat[i], c.lon[i])
        if (d > maxR) continue
        if (hd.length === n && (d > hd[0] || (d === hd[0] && c.ordinal[i] > c.ordinal[hi[0]]))) continue
        if (filter && !filter(i)) continue
        if (hd.length < n) {
          hd.push(d); hi.push(i)
          let x = hd.length - 1
          while (x > 0) {
            const p = (x - 1) >> 1
            if (!worse(x, p)) break
            swap(x, p)
            x = p
          }
        } else {
          hd[0] = d; hi[0] = i
          siftDown()
        }
      }
    }
    const order = hd.map((_, x) => x).sort((x, y) => hd[x] - hd[y] || c.ordinal[hi[x]] - c.ordinal[hi[y]])
    return order.map((x) => hi[x])
  }

  /** Offers of pieces, each piece whole, in plan order. */
  private piecesOffers(pieces: readonly number[]): Uint32Array {
    this.requirePieces(pieces)
    const out = new IndexList()
    for (const k of pieces) {
      const [start, n] = this.pieceSlots(k)
      for (let i = start; i < start + n; i++) out.push(i)
    }
    return out.done()
  }

  private pieceRange(region: RegionRef): [number, number] | null {
    const plan = this.plan
    switch (region.level) {
      case 'country': return [0, plan.pieceCount]
      case 'state': { const s = this.stateIx.get(region.id); return s === undefined ? null : plan.stateRange.get(s) ?? null }
      case 'county': { const c = this.countyIx.get(region.id); return c === undefined ? null : plan.countyRange.get(c) ?? null }
      case 'municipality': {
        const m = this.municipalityIx.get(region.id)
        return m === undefined || plan.municipalityRange[2 * m + 1] === 0 ? null : [plan.municipalityRange[2 * m], plan.municipalityRange[2 * m + 1]]
      }
      default: return null
    }
  }

  private rangeOffers(range: [number, number] | null): Uint32Array {
    if (!range) return new Uint32Array(0)
    const [a, b] = range
    if (!this.plan.lazy) return this.identity.subarray(this.plan.sampleBase[a], this.plan.sampleBase[b])
    return this.piecesOffers(Array.from({ length: b - a }, (_, x) => a + x))
  }

  inPostalCode(code: string): Uint32Array {
    const p = this.postalCodeIx.get(code)
    return p === undefined ? new Uint32Array(0) : this.piecesOffers(this.plan.piecesOfPostalCode[p])
  }
  inMunicipality(id: string): Uint32Array {
    return this.rangeOffers(this.pieceRange({ level: 'municipality', id }))
  }
  inCounty(id: string): Uint32Array {
    return this.rangeOffers(this.pieceRange({ level: 'county', id }))
  }
  inState(id: string): Uint32Array {
    return this.rangeOffers(this.pieceRange({ level: 'state', id }))
  }
  inRegion(region: RegionRef): Uint32Array {
    switch (region.level) {
      case 'postalCode': return this.inPostalCode(region.code)
      case 'circle': return this.within(region.lat, region.lon, region.radiusM)
      default: return this.rangeOffers(this.pieceRange(region))
    }
  }

  /**
   * The offers of a region for statistics: all of them, or in a lazy market for a division above
   * FULL_REGION_MAX offers the sample, with the weight (offers per sampled offer) that scales counts.
   */
  regionOffers(region: RegionRef): { offers: Uint32Array; weight: number } {
    const plan = this.plan
    const range = region.level === 'postalCode' || region.level === 'circle' ? null : this.pieceRange(region)
    if (plan.lazy && range) {
      const [a, b] = range
      const all = plan.base[b] - plan.base[a]
      const sampled = plan.sampleBase[b] - plan.sampleBase[a]
      if (all > FULL_REGION_MAX && sampled > 0) return { offers: this.identity.subarray(plan.sampleBase[a], plan.sampleBase[b]), weight: all / sampled }
    }
    return { offers: this.inRegion(region), weight: 1 }
  }

  record(i: number): OfferRecord {
    const c = this.cols
    const type = OBJECT_TYPE_BY_CODE.get(c.objectType[i])!
    const cond = c.condition[i] === NO_CODE ? null : CONDITION_LABELS[c.condition[i]]
    const street = c.street[i] === NO_STREET ? null : this.tables.streets[c.street[i]]
    const k = this.pieceOf(i)
    const muni = this.plan.municipality[k]
    return {
      index: i,
      id: this.id(i),
      deal: c.deal[i] === 0 ? 'sale' : 'rent',
      kind: c.kind[i] === KIND_APARTMENT ? 'apartment' : 'house',
      objectType: type.code,
      objectTypeName: type.name,
      subtype: type.subtype,
      lat: c.hasCoords[i] ? c.lat[i] : null,
      lon: c.hasCoords[i] ? c.lon[i] : null,
      price: c.price[i],
      pricePerSqm: r2(c.pricePerSqm[i]),
      additionalCosts: num(c.additionalCosts[i]),
      livingArea: r2(c.livingArea[i]),
      landArea: num(c.landArea[i]),
      usableArea: num(c.usableArea[i]),
      rooms: num(c.rooms[i]),
      buildingYear: int(c.buildingYear[i]),
      floor: int(c.floor[i]),
      startDate: dayToDate(c.startDay[i]),
      endDate: dayToDate(c.endDay[i]),
      durationDays: c.endDay[i] - c.startDay[i],
      availableFrom: c.availableFromDay[i] === MISSING_INT ? null : dayToDate(c.availableFromDay[i]),
      condition: cond?.label ?? null,
      conditionClass: cond?.conditionClass ?? null,
      quality: c.quality[i] === NO_CODE ? null : QUALITY_CLASSES[c.quality[i]],
      firstOccupancy: tri(c.firstOccupancy[i]),
      barrierFree: tri(c.barrierFree[i]),
      furnished: tri(c.furnished[i]),
      subsidized: tri(c.subsidized[i]),
      kitchen: tri(c.kitchen[i]),
      balcony: tri(c.balcony[i]),
      lift: tri(c.lift[i]),
      parking: tri(c.parking[i]),
      underfloorHeating: tri(c.underfloorHeating[i]),
      isNew: this.isNewAt(i),
      source: this.tables.sources[c.source[i]],
      street,
      houseNumber: street && c.houseNumber[i] ? String(c.houseNumber[i]) : null,
      postCode: this.tables.postalCodes[this.plan.postalCode[k]],
      city: this.tables.municipalityNames[muni],
      municipalityId: this.tables.municipalityIds[muni],
      countyId: this.tables.countyIds[this.plan.county[k]],
      stateId: this.tables.stateIds[this.plan.state[k]]
    }
  }

  toOffer(i: number, opts: { distanceM?: number; baseUrl?: string } = {}): Offer {
    const r = this.record(i)
    const o: Offer = { id: r.id, dealType: r.deal, propertyType: { code: r.kind }, source: r.source, startDate: r.startDate, endDate: r.endDate, marketDuration: `P${r.durationDays}D` }
    const images: { url: string }[] = []
    for (let k = 1; k <= this.cols.imageCount[i]; k++) images.push({ url: `${opts.baseUrl ?? ''}/media/offers/${r.id}/${k}.svg` })
    o.images = images
    const address: NonNullable<Offer['location']>['address'] = { postCode: r.postCode, city: r.city }
    if (r.street) address.street = r.street
    if (r.houseNumber) address.houseNumber = r.houseNumber
    o.location = r.lat !== null && r.lon !== null ? { address, coordinates: { latitude: r2e6(r.lat), longitude: r2e6(r.lon) } } : { address }
    if (opts.distanceM !== undefined) o.distance = Math.round(opts.distanceM * 10) / 10
    if (r.condition) o.objectCondition = r.condition
    if (r.deal === 'sale') { o.salePrice = r.price; o.salePricePerSqm = r.pricePerSqm } else { o.rentNet = r.price; o.rentNetPerSqm = r.pricePerSqm }
    if (r.additionalCosts !== null) { o.additionalCosts = r.additionalCosts; o.additionalCostsPerSqm = r2(r.additionalCosts / r.livingArea) }
    o.currency = 'EUR'
    if (r.floor !== null) o.floorNumber = r.floor
    if (r.rooms !== null) o.numberOfRooms = r.rooms
    if (r.buildingYear !== null) o.buildingYear = r.buildingYear
    o.livingArea = r.livingArea
    if (r.landArea !== null) o.landArea = r.landArea
    if (r.usableArea !== null) o.usableArea = r.usableArea
    if (r.availableFrom) o.availableFrom = r.availableFrom
    const flags: [keyof Offer, boolean | null][] = [
      ['isFirstOccupancy', r.firstOccupancy], ['isBarrierFree', r.barrierFree], ['isFurnished', r.furnished],
      ['isSubsidizedHousing', r.subsidized], ['hasKitchen', r.kitchen], ['hasBalconyOrTerrace', r.balcony],
      ['hasLift', r.lift], ['hasParkingSpace', r.parking], ['hasUnderfloorHeating', r.underfloorHeating]
    ]
    for (const [k, v] of flags) if (v !== null) (o as Record<string, unknown>)[k] = v
    return o
  }

  /** Street and house number as one text (price_filter's street), from a table: the same few thousand recur. */
  private streetText(street: number, houseNumber: number): string {
    const table = (this.streetTexts ??= [])
    const key = street * 256 + houseNumber
    return (table[key] ??= houseNumber ? `${this.tables.streets[street]} ${houseNumber}` : this.tables.streets[street])
  }

  toExpose(i: number): PriceFilterExpose {
    return (this.exposeWriter ??= this.makeExposeWriter())(i)
  }

  /**
   * price_filter serialises up to 3000 exposés per answer, straight from the columns (no OfferRecord):
   * with the columns and tables as locals of one closure this takes a third of the time of reading
   * them through `this.cols` per field.
   */
  private makeExposeWriter(): (i: number) => PriceFilterExpose {
    const {
      endDay: cEnd, startDay: cStart, deal: cDeal, condition: cCond, source: cSource, street: cStreet, houseNumber: cHouse,
      ordinal: cOrdinal, price: cPrice, pricePerSqm: cPpsqm, additionalCosts: cAdditional, floor: cFloor,
      rooms: cRooms, livingArea: cArea, usableArea: cUsable, landArea: cLand, buildingYear: cYear, availableFromDay: cAvailable,
      objectType: cType, firstOccupancy: cFirst, kitchen: cKitchen, balcony: cBalcony, barrierFree: cBarrierFree, lift: cLift,
      parking: cParking, furnished: cFurnished, underfloorHeating: cUnderfloor, subsidized: cSubsidized
    } = this.cols
    const { sources, postalCodes, municipalityNames } = this.tables
    const { postalCode: piecePostal, municipality: pieceMun } = this.plan
    const conditionLabels = CONDITION_LABELS.map((l) => l.label)
    const typeNames: string[] = []
    for (const t of OBJECT_TYPES) typeNames[t.code] = t.name
    return (i) => {
      const days = cEnd[i] - cStart[i]
      const rent = cDeal[i] === 1
      const cond = cCond[i]
      const k = cOrdinal[i] >>> J_BITS
      return {
        url_id: this.urlId(i),
        source: sources[cSource[i]],
        start_date: dayToDate(cStart[i]),
        end_date: dayToDate(cEnd[i]),
        duration: days >= 0 && days < DURATION_TEXT.length ? DURATION_TEXT[days] : `${days} Tage`,
        offer_type: rent ? 'rent' : 'buy',
        street: cStreet[i] === NO_STREET ? null : this.streetText(cStreet[i], cHouse[i]),
        postcode: postalCodes[piecePostal[k]],
        city: municipalityNames[pieceMun[k]],
        cold_rent: rent ? cPrice[i] : null,
        price_square_meter: r2(cPpsqm[i]),
        additional_cost: num(cAdditional[i]),
        floor: int(cFloor[i]),
        rooms: num(cRooms[i]),
        living_area: r2(cArea[i]),
        usable_area: num(cUsable[i]),
        land_area: num(cLand[i]),
        construction_year: int(cYear[i]),
        vacant_from: cAvailable[i] === MISSING_INT ? null : dayToDate(cAvailable[i]),
        object_condition: cond === NO_CODE ? null : conditionLabels[cond],
        object_type: typeNames[cType[i]],
        first_occupancy: tri(cFirst[i]),
        kitchen: tri(cKitchen[i]),
        balcony_terrace: tri(cBalcony[i]),
        barrier_free: tri(cBarrierFree[i]),
        lift: tri(cLift[i]),
        parking_space: tri(cParking[i]),
        furnished: tri(cFurnished[i]),
        underfloor_heating: tri(cUnderfloor[i]),
        subsidized_housing_permit: tri(cSubsidized[i])
      }
    }
  }

  private matchesSeries(i: number, q: SeriesQuery): boolean {
    const c = this.cols
    if (c.deal[i] !== (q.deal === 'sale' ? 0 : 1)) return false
    if (q.kind && c.kind[i] !== (q.kind === 'apartment' ? 0 : 1)) return false
    if (q.age && this.isNewAt(i) !== (q.age === 'new')) return false
    return true
  }

  private series(region: RegionRef, q: SeriesQuery, value: (i: number) => number, what: string): SeriesPoint[] {
    const key = `${what}|${JSON.stringify(region)}|${q.deal}|${q.kind ?? ''}|${q.age ?? ''}|${q.step}|${q.minCount ?? 3}`
    const hit = this.seriesCache.get(key)
    if (hit) return hit
    const labels: string[] = []
    const bucketOf = new Map<string, number>()
    const first = dateToDay(this.firstDate)
    const last = dateToDay(this.asOf)
    for (let d = first; d <= last; d += 27) {
      const x = q.step === 'month' ? monthOf(d) : dayToDate(d).slice(0, 4)
      if (!bucketOf.has(x)) { bucketOf.set(x, labels.length); labels.push(x) }
    }
    const lastX = q.step === 'month' ? monthOf(last) : this.asOf.slice(0, 4)
    if (!bucketOf.has(lastX)) { bucketOf.set(lastX, labels.length); labels.push(lastX) }
    // Bucket boundaries as days, so each offer's bucket is a binary search, not a date format.
    const starts = labels.map((x) => dateToDay(q.step === 'month' ? x : `${x}-01-01`))
    starts[0] = first
    const values: number[][] = labels.map(() => [])
    const { offers, weight } = this.regionOffers(region)
    for (let k = 0; k < offers.length; k++) {
      const i = offers[k]
      if (!this.matchesSeries(i, q)) continue
      const day = this.cols.startDay[i]
      let lo = 0
      let hi = starts.length - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1
        if (starts[mid] <= day) lo = mid
        else hi = mid - 1
      }
      values[lo].push(value(i))
    }
    const min = q.minCount ?? 3
    const out = labels.map((x, b) => {
      const v = Float64Array.from(values[b]).sort()
      const m = v.length >= min ? quantileSorted(v, 0.5) : null
      return { x, y: m === null ? null : r2(m), n: Math.round(v.length * weight) }
    })
    this.seriesCache.set(key, out)
    return out
  }

  priceDevelopment(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.pricePerSqm[i], 'price')
  }

  marketDurations(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.series(region, q, (i) => this.cols.endDay[i] - this.cols.startDay[i], 'duration')
  }

  comparables(q: ComparableQuery): Comparable[] {
    const c = this.cols
    const deal = q.deal === 'sale' ? 0 : 1
    const kind = q.kind === undefined ? -1 : q.kind === 'apartment' ? 0 : 1
    const types = q.objectTypes ? new Set(q.objectTypes) : null
    const since = q.since ? dateToDay(q.since) : -Infinity
    const la = q.livingArea
    const by = q.buildingYear
    const filter = (i: number): boolean => {
      if (c.deal[i] !== deal) return false
      if (kind >= 0 && c.kind[i] !== kind) return false
      if (types && !types.has(c.objectType[i])) return false
      if (c.startDay[i] < since) return false
      if (la && ((la.min !== undefined && c.livingArea[i] < la.min) || (la.max !== undefined && c.livingArea[i] > la.max))) return false
      if (by) {
        const y = c.buildingYear[i]
        if (y === MISSING_INT || (by.min !== undefined && y < by.min) || (by.max !== undefined && y > by.max)) return false
      }
      return q.filter ? q.filter(i) : true
    }
    return this.nearest(q.lat, q.lon, q.n, { maxRadiusM: q.maxRadiusM ?? 10_000, filter })
      .map((i) => ({ index: i, distanceM: this.distanceM(i, q.lat, q.lon), record: this.record(i) }))
  }
}

const r2e6 = (x: number): number => Math.round(x * 1e6) / 1e6
