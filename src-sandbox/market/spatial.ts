// The market's spatial queries: offers within a circle, the nearest offers, the offers of a division.
// They read pieces through the residency, which generates those of a lazy market on first use.
import { EARTH_RADIUS_M, haversineM, RAD } from '@shared/geo/geodesy'
import type { PieceIndex } from './piece-index'
import type { MarketPlan } from './plan'
import type { PieceResidency } from './residency'
import type { MarketColumns, RegionRef } from './types'

/** Lazy markets: a nearest-offer search reads whole pieces up to this distance, the sample beyond. */
export const FULL_NEAREST_RADIUS_M = 20_000
/** Lazy markets: a division with more offers than this is read from the sample (with a weight). */
export const FULL_REGION_MAX = 40_000

/** Offer indexes, growing as needed (cheaper than number[] for hundreds of thousands). */
class IndexList {
  private a = new Uint32Array(1024)
  n = 0
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Uint32Array(this.a.length * 2)
      b.set(this.a)
      this.a = b
    }
    this.a[this.n++] = v
  }
  done(): Uint32Array {
    return this.a.slice(0, this.n)
  }
}

export class SpatialQueries {
  /** The sample's offer indexes in order (0, 1, 2, ...), shared as subarrays. */
  private readonly identity: Uint32Array

  constructor(
    private readonly plan: MarketPlan,
    private readonly cols: MarketColumns,
    private readonly index: PieceIndex,
    private readonly residency: PieceResidency
  ) {
    this.identity = Uint32Array.from({ length: plan.sampleTotal }, (_, i) => i)
  }

  within(lat: number, lon: number, radiusM: number): Uint32Array {
    const pieces = this.index.piecesNearBox(lat, lon, radiusM)
    const residency = this.residency
    residency.requirePieces(pieces)
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
      const [start, n] = residency.pieceSlots(k)
      // A piece whose box lies inside the circle needs no distance per offer.
      const inside =
        haversineM(lat, lon, plan.minY[k], plan.minX[k]) <= radiusM &&
        haversineM(lat, lon, plan.minY[k], plan.maxX[k]) <= radiusM &&
        haversineM(lat, lon, plan.maxY[k], plan.minX[k]) <= radiusM &&
        haversineM(lat, lon, plan.maxY[k], plan.maxX[k]) <= radiusM
      for (let i = start; i < start + n; i++) {
        if (!hasCoords[i]) continue
        if (inside) {
          out.push(i)
          continue
        }
        if (fast) {
          const dy = (la[i] - lat) * ky
          const dx = (lo[i] - lon) * kx
          const d2 = dx * dx + dy * dy
          if (d2 > surelyOut) continue
          if (d2 < surelyIn) {
            out.push(i)
            continue
          }
        }
        if (haversineM(lat, lon, la[i], lo[i]) <= radiusM) out.push(i)
      }
    }
    residency.queueAround(lat, lon, radiusM)
    return out.done()
  }

  nearest(
    lat: number,
    lon: number,
    n: number,
    opts: { maxRadiusM?: number; filter?: (i: number) => boolean } = {}
  ): number[] {
    if (n <= 0) return []
    const plan = this.plan
    const maxR = opts.maxRadiusM ?? Infinity
    const filter = opts.filter
    // Pieces by the distance of their box (a lower bound for their offers, less a safety margin).
    const near: { k: number; d: number }[] = []
    for (let k = 0; k < plan.pieceCount; k++) {
      if (plan.count[k] === 0) continue
      const d = Math.max(0, this.index.boxDistanceM(k, lat, lon) * 0.995 - 50)
      if (d <= maxR) near.push({ k, d })
    }
    near.sort((a, b) => a.d - b.d || a.k - b.k)
    const c = this.cols
    // A max-heap of the best n: (distance, ordinal) pairs, worst on top.
    const hd: number[] = []
    const hi: number[] = []
    const worse = (x: number, y: number): boolean =>
      hd[x] > hd[y] || (hd[x] === hd[y] && c.ordinal[hi[x]] > c.ordinal[hi[y]])
    const swap = (x: number, y: number): void => {
      const d = hd[x]
      hd[x] = hd[y]
      hd[y] = d
      const t = hi[x]
      hi[x] = hi[y]
      hi[y] = t
    }
    const siftDown = (): void => {
      let p = 0
      for (;;) {
        const l = 2 * p + 1,
          r = l + 1
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
      const [start, count] =
        plan.lazy && bound > FULL_NEAREST_RADIUS_M ? this.residency.sampleSlots(k) : this.residency.pieceSlots(k)
      for (let i = start; i < start + count; i++) {
        if (!c.hasCoords[i]) continue
        const d = haversineM(lat, lon, c.lat[i], c.lon[i])
        if (d > maxR) continue
        if (hd.length === n && (d > hd[0] || (d === hd[0] && c.ordinal[i] > c.ordinal[hi[0]]))) continue
        if (filter && !filter(i)) continue
        if (hd.length < n) {
          hd.push(d)
          hi.push(i)
          let x = hd.length - 1
          while (x > 0) {
            const p = (x - 1) >> 1
            if (!worse(x, p)) break
            swap(x, p)
            x = p
          }
        } else {
          hd[0] = d
          hi[0] = i
          siftDown()
        }
      }
    }
    const order = hd.map((_, x) => x).sort((x, y) => hd[x] - hd[y] || c.ordinal[hi[x]] - c.ordinal[hi[y]])
    return order.map((x) => hi[x])
  }

  /** Offers of pieces, each piece whole, in plan order. */
  private piecesOffers(pieces: readonly number[]): Uint32Array {
    this.residency.requirePieces(pieces)
    const out = new IndexList()
    for (const k of pieces) {
      const [start, n] = this.residency.pieceSlots(k)
      for (let i = start; i < start + n; i++) out.push(i)
    }
    return out.done()
  }

  private rangeOffers(range: [number, number] | null): Uint32Array {
    if (!range) return new Uint32Array(0)
    const [a, b] = range
    if (!this.plan.lazy) return this.identity.subarray(this.plan.sampleBase[a], this.plan.sampleBase[b])
    return this.piecesOffers(Array.from({ length: b - a }, (_, x) => a + x))
  }

  inPostalCode(code: string): Uint32Array {
    const pieces = this.index.piecesOfPostalCode(code)
    return pieces === null ? new Uint32Array(0) : this.piecesOffers(pieces)
  }

  /** The offers of a region (country: all; circle: only offers with published coordinates). */
  inRegion(region: RegionRef): Uint32Array {
    switch (region.level) {
      case 'postalCode':
        return this.inPostalCode(region.code)
      case 'circle':
        return this.within(region.lat, region.lon, region.radiusM)
      default:
        return this.rangeOffers(this.index.pieceRange(region))
    }
  }

  /**
   * The offers of a region for statistics: all of them, or in a lazy market for a division above
   * FULL_REGION_MAX offers the sample, with the weight (offers per sampled offer) that scales counts.
   */
  regionOffers(region: RegionRef): { offers: Uint32Array; weight: number } {
    const plan = this.plan
    const range = region.level === 'postalCode' || region.level === 'circle' ? null : this.index.pieceRange(region)
    if (plan.lazy && range) {
      const [a, b] = range
      const all = plan.base[b] - plan.base[a]
      const sampled = plan.sampleBase[b] - plan.sampleBase[a]
      if (all > FULL_REGION_MAX && sampled > 0)
        return { offers: this.identity.subarray(plan.sampleBase[a], plan.sampleBase[b]), weight: all / sampled }
    }
    return { offers: this.inRegion(region), weight: 1 }
  }
}
