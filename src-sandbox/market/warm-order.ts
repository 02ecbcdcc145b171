// The order in which a lazy market's idle warm-up generates pieces: where searches reach the most
// offers first. A piece's weight is the number of offers within WARM_KERNEL_M of it, nearer ones
// counting more (a linear kernel over the pieces' box centres), so the cores of the large metros come
// first: a 3 km search there touches a dozen pieces of 5,000 offers, each 10 ms to generate on first use.
// Ranking pieces by their own density instead (offers per square km of their box) left a third of the
// pieces around the centres of Hamburg, Cologne and Stuttgart cold while suburbs with small boxes were warm.
import type { MarketPlan } from './plan'

export const WARM_KERNEL_M = 12_000
const CELL = 0.1
const KM_PER_DEGREE = 111.195

/** Pieces with offers beyond the sample (the ones to generate), heaviest surroundings first; ties by piece. */
export function warmOrder(plan: MarketPlan, radiusM = WARM_KERNEL_M): number[] {
  const n = plan.pieceCount
  const cy = new Float64Array(n)
  const cx = new Float64Array(n)
  const cells = new Map<number, number[]>()
  const key = (gx: number, gy: number) => gx * 100000 + gy
  for (let k = 0; k < n; k++) {
    cy[k] = (plan.minY[k] + plan.maxY[k]) / 2
    cx[k] = (plan.minX[k] + plan.maxX[k]) / 2
    const c = key(Math.floor(cx[k] / CELL), Math.floor(cy[k] / CELL))
    const list = cells.get(c)
    if (list) list.push(k)
    else cells.set(c, [k])
  }
  const r = radiusM / 1000
  const weight = new Float64Array(n)
  const candidates: number[] = []
  for (let k = 0; k < n; k++) {
    if (plan.count[k] <= plan.sampleCount[k]) continue
    candidates.push(k)
    const kmPerLon = KM_PER_DEGREE * Math.cos((cy[k] * Math.PI) / 180)
    const spanY = Math.ceil(r / (KM_PER_DEGREE * CELL))
    const spanX = Math.ceil(r / (Math.max(1, kmPerLon) * CELL))
    const gx = Math.floor(cx[k] / CELL)
    const gy = Math.floor(cy[k] / CELL)
    let w = 0
    for (let x = gx - spanX; x <= gx + spanX; x++) {
      for (let y = gy - spanY; y <= gy + spanY; y++) {
        const list = cells.get(key(x, y))
        if (!list) continue
        for (const j of list) {
          const dx = (cx[j] - cx[k]) * kmPerLon
          const dy = (cy[j] - cy[k]) * KM_PER_DEGREE
          const d = Math.sqrt(dx * dx + dy * dy)
          if (d < r) w += plan.count[j] * (1 - d / r)
        }
      }
    }
    weight[k] = w
  }
  return candidates.sort((a, b) => weight[b] - weight[a] || a - b)
}
