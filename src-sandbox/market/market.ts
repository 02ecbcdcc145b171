// The market in memory, with the queries of the Market interface (types.ts). A small market is held
// whole; a large one (plan.lazy) holds its sample and generates the pieces a request reaches
// (residency.ts). The jobs live in their own modules: which pieces are held (residency.ts), requests
// taking turns (turns.ts), where pieces lie (piece-index.ts), spatial queries (spatial.ts), decoding
// offers (records.ts), series (series.ts); this class joins them.
import type { Offer, PriceFilterExpose } from '@shared/api'
import { haversineM } from '@shared/geo/geodesy'
import type { Geography } from '../geo/types'
import { dateToDay } from './dates'
import { idMaskOf, ordinalOfNumber } from './offer-ids'
import { PieceIndex } from './piece-index'
import { J_BITS, jOfOrdinal, pieceOfOrdinal, type MarketPlan } from './plan'
import { isNewAt, OfferRecords } from './records'
import { PieceResidency } from './residency'
import { MarketSeries } from './series'
import { SpatialQueries } from './spatial'
import type { TurnTiming } from './turns'
import {
  MISSING_INT,
  MIN_LIVING_AREA,
  type Comparable,
  type ComparableQuery,
  type Market,
  type MarketColumns,
  type KindCode,
  type MarketTables,
  type OfferRecord,
  type RegionRef,
  type SeriesPoint,
  type SeriesQuery
} from './types'

export interface MarketParts {
  plan: MarketPlan
  /** Columns of capacityFor(plan) offers holding the plan's sample (the whole market when the plan is not lazy) in front. */
  cols: MarketColumns
  geo: Geography
  /** Lazy markets: offers held beyond the sample before pieces are dropped again (default 3.4 million). */
  budget?: number
}

export class MarketImpl implements Market {
  readonly size: number
  readonly seed: number
  readonly firstDate = '2018-02-01'
  readonly asOf: string
  readonly cols: MarketColumns
  readonly tables: MarketTables
  readonly plan: MarketPlan
  private readonly idMask: number
  private readonly index: PieceIndex
  private readonly residency: PieceResidency
  private readonly spatial: SpatialQueries
  private readonly records: OfferRecords
  private readonly seriesOf: MarketSeries

  constructor(p: MarketParts) {
    const plan = p.plan
    this.plan = plan
    this.seed = plan.seed
    this.asOf = plan.asOf
    this.tables = plan.tables
    this.size = plan.total
    this.cols = p.cols
    this.idMask = idMaskOf(plan.seed)
    this.index = new PieceIndex(plan)
    this.residency = new PieceResidency(plan, p.cols, p.geo, this.index, p.budget)
    this.spatial = new SpatialQueries(plan, p.cols, this.index, this.residency)
    this.records = new OfferRecords(plan, p.cols, plan.tables, this.idMask)
    this.seriesOf = new MarketSeries(p.cols, this.firstDate, this.asOf, (region) => this.spatial.regionOffers(region))
  }

  /** Bumped whenever generated pieces are dropped: offer indexes from before are no longer valid. */
  get epoch(): number {
    return this.residency.epoch
  }

  /** Offers held in memory now (sample and generated pieces). */
  get held(): number {
    return this.residency.held
  }

  /** Whether the offer counts as new construction (OfferRecord.isNew, records.ts). */
  isNewAt(i: number): boolean {
    return isNewAt(this.cols, i)
  }

  /** First offer index and number of offers of piece k, generating the piece on first use (lazy markets). */
  pieceSlots(k: number): [number, number] {
    return this.residency.pieceSlots(k)
  }

  /** Drops the pieces generated on demand (PieceResidency.dropPieces). */
  dropPieces(): void {
    this.residency.dropPieces()
  }

  /** Lazy markets: generates pieces while the sandbox is idle (PieceResidency.warmUp); resolves with the offers held. */
  warmUp(sliceMs?: number): Promise<number> {
    return this.residency.warmUp(sliceMs)
  }

  /** Stops warming and prefetching (the sandbox closes). */
  stopWarmUp(): void {
    this.residency.stopWarmUp()
  }

  /** Lazy markets: circle searches prefetch the pieces around them from now on (PieceResidency.startPrefetching). */
  startPrefetching(sliceMs?: number): void {
    this.residency.startPrefetching(sliceMs)
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
   * are valid only during `compute`: the answer must not keep them. `onDone` gets the timing. A job
   * whose `signal` aborts before its work runs (the client went away) leaves the queue and rejects.
   */
  run<T>(
    compute: () => T,
    opts: { region?: RegionRef; onDone?: (t: TurnTiming) => void; signal?: AbortSignal } = {}
  ): Promise<Awaited<T>> {
    return this.residency.turns.run(
      compute,
      opts.region ? this.index.piecesOfRegion(opts.region) : null,
      opts.onDone,
      opts.signal
    )
  }

  /** Jobs dropped from the queue because their client went away. */
  get abandoned(): number {
    return this.residency.turns.abandoned
  }

  /** Jobs waiting for their turn (or for their pieces). */
  get waiting(): number {
    return this.residency.turns.waiting
  }

  /** Great-circle distance from the point to the nearest point of piece k's box (0 inside it). */
  boxDistanceM(k: number, lat: number, lon: number): number {
    return this.index.boxDistanceM(k, lat, lon)
  }

  /** The piece an offer belongs to (its postal code area within a municipality: plan.postalCode, .municipality, .county, .state). */
  pieceOf(i: number): number {
    return this.cols.ordinal[i] >>> J_BITS
  }

  id(i: number): string {
    return this.records.id(i)
  }

  /** The v1 url_id: the same number as the id, as an integer. */
  urlId(i: number): number {
    return this.records.urlId(i)
  }

  indexOfId(id: string): number {
    if (typeof id !== 'string' || !/^[0-9a-f]{8}$/.test(id)) return -1
    const ordinal = ordinalOfNumber(parseInt(id, 16), this.idMask)
    const k = pieceOfOrdinal(ordinal)
    const j = jOfOrdinal(ordinal)
    if (k >= this.plan.pieceCount || j >= this.plan.count[k]) return -1
    if (j < this.plan.sampleCount[k]) return this.plan.sampleBase[k] + j
    return this.pieceSlots(k)[0] + j
  }

  distanceM(i: number, lat: number, lon: number): number {
    return haversineM(lat, lon, this.cols.lat[i], this.cols.lon[i])
  }

  private largestArea: [number, number] | null = null
  livingAreaRange(kind: KindCode): readonly [number, number] {
    if (!this.largestArea) {
      const largest: [number, number] = [0, 0]
      const { kind: k, livingArea } = this.cols
      for (let i = 0; i < this.plan.sampleTotal; i++) if (livingArea[i] > largest[k[i]]) largest[k[i]] = livingArea[i]
      this.largestArea = largest
    }
    return [MIN_LIVING_AREA[kind], this.largestArea[kind]]
  }

  within(lat: number, lon: number, radiusM: number): Uint32Array {
    return this.spatial.within(lat, lon, radiusM)
  }

  nearest(
    lat: number,
    lon: number,
    n: number,
    opts?: { maxRadiusM?: number; filter?: (i: number) => boolean }
  ): number[] {
    return this.spatial.nearest(lat, lon, n, opts)
  }

  inPostalCode(code: string): Uint32Array {
    return this.spatial.inPostalCode(code)
  }
  inMunicipality(id: string): Uint32Array {
    return this.spatial.inRegion({ level: 'municipality', id })
  }
  inCounty(id: string): Uint32Array {
    return this.spatial.inRegion({ level: 'county', id })
  }
  inState(id: string): Uint32Array {
    return this.spatial.inRegion({ level: 'state', id })
  }
  inRegion(region: RegionRef): Uint32Array {
    return this.spatial.inRegion(region)
  }
  regionOffers(region: RegionRef): { offers: Uint32Array; weight: number } {
    return this.spatial.regionOffers(region)
  }

  record(i: number): OfferRecord {
    return this.records.record(i)
  }
  toOffer(i: number, opts?: { distanceM?: number; baseUrl?: string }): Offer {
    return this.records.toOffer(i, opts)
  }
  toExpose(i: number): PriceFilterExpose {
    return this.records.toExpose(i)
  }

  priceDevelopment(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.seriesOf.priceDevelopment(region, q)
  }
  marketDurations(region: RegionRef, q: SeriesQuery): SeriesPoint[] {
    return this.seriesOf.marketDurations(region, q)
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
      if (
        la &&
        ((la.min !== undefined && c.livingArea[i] < la.min) || (la.max !== undefined && c.livingArea[i] > la.max))
      )
        return false
      if (by) {
        const y = c.buildingYear[i]
        if (y === MISSING_INT || (by.min !== undefined && y < by.min) || (by.max !== undefined && y > by.max))
          return false
      }
      return q.filter ? q.filter(i) : true
    }
    return this.nearest(q.lat, q.lon, q.n, { maxRadiusM: q.maxRadiusM ?? 10_000, filter }).map((i) => ({
      index: i,
      distanceM: this.distanceM(i, q.lat, q.lon),
      record: this.record(i)
    }))
  }
}
