// Where the market's offers are and how many (MODEL.md, "Density"): one block of offers per postal-code
// piece (a postal code area within one municipality), its size from the piece's population and its
// municipality's city type. Offer j of piece k is the same offer at any market size; its ordinal
// k * 2^18 + j orders offers everywhere (ties, lists) and gives its id.
import type { Geography } from '../geo/types'
import { dateToDay, FIRST_DATE } from './dates'
import { mix32 } from './prng'
import { fnv1a } from '../hash'
import { regionLevels, type RegionLevel } from './region-level'
import type { MarketTables } from './types'

export const J_BITS = 18
const J_SPAN = 2 ** J_BITS
/** Offers one piece can hold: the ordinal keeps j in 18 bits. */
export const MAX_PER_PIECE = J_SPAN - 1
export const ordinalOf = (k: number, j: number): number => k * J_SPAN + j
export const pieceOfOrdinal = (ordinal: number): number => Math.floor(ordinal / J_SPAN)
export const jOfOrdinal = (ordinal: number): number => ordinal % J_SPAN

/** Up to this many offers in all, the whole market is held (and stored) at once. */
export const EAGER_MAX = 2_000_000
/** A larger market keeps an even sample of about this many offers (every piece's first ones) in the snapshot. */
export const SAMPLE_TARGET = 500_000

/**
 * Listings per inhabitant and year (MODEL.md, "Density"): rent = households per inhabitant (0.49)
 * x renter share (0.38 in villages .. 0.83 in the largest cities) x re-lettings per rented dwelling
 * and year (0.09) x share advertised online (0.6); sale = dwellings per inhabitant (0.52) x sales
 * per dwelling and year (0.0115) x asking listings per sale (1.4).
 */
export function annualRates(urbanity: number): { rent: number; sale: number } {
  const renterShare = 0.38 + 0.45 * urbanity
  return { rent: 0.49 * renterShare * 0.09 * 0.6, sale: 0.52 * 0.0115 * 1.4 }
}

export const FALLBACK_STREETS = [
  'Hauptstraße',
  'Schulstraße',
  'Gartenstraße',
  'Bahnhofstraße',
  'Dorfstraße',
  'Bergstraße',
  'Birkenweg',
  'Lindenstraße',
  'Kirchstraße',
  'Waldstraße',
  'Ringstraße',
  'Schillerstraße',
  'Goethestraße',
  'Am Sportplatz',
  'Wiesenweg',
  'Mühlenweg',
  'Feldstraße',
  'Friedhofstraße',
  'Rosenstraße',
  'Mozartstraße',
  'Buchenweg',
  'Eichendorffstraße',
  'Ahornweg',
  'Am Markt'
]

export interface PlanOptions {
  seed: number
  asOf: string
  /** Offers in all; default: the calibrated density (scale 1). */
  offers?: number
  sources: string[]
}

export interface MarketPlan {
  seed: number
  asOf: string
  firstDay: number
  lastDay: number
  /** Pieces in the plan's order (by municipality id, then postal code); geoPiece maps to geo.pieces(). */
  pieceCount: number
  geoPiece: Uint32Array
  pieceSeed: Uint32Array
  municipality: Uint16Array
  postalCode: Uint16Array
  county: Uint16Array
  state: Uint8Array
  minX: Float64Array
  minY: Float64Array
  maxX: Float64Array
  maxY: Float64Array
  /** Inhabitants of the piece (its municipality's population shared evenly among its pieces). */
  population: Float64Array
  /** Offers of each piece, and where each piece's offers start when all are laid out in order. */
  count: Uint32Array
  base: Float64Array
  /** Offers of each piece in the sample (its first ones), and where they start in the sample. */
  sampleCount: Uint32Array
  sampleBase: Float64Array
  total: number
  sampleTotal: number
  /** Whether pieces are generated on demand (total above EAGER_MAX); else the sample is the whole market. */
  lazy: boolean
  /** Municipality levels and urbanity, in the order of geo.municipalities. */
  levels: RegionLevel[]
  /** Contiguous piece ranges [from, to) of each municipality, county and state (plan order). */
  municipalityRange: Uint32Array
  countyRange: Map<number, [number, number]>
  stateRange: Map<number, [number, number]>
  /** Pieces of each postal code (index into tables.postalCodes). */
  piecesOfPostalCode: number[][]
  /** Pieces by 0.1 degree grid cell (key gx * 100000 + gy), for spatial lookups. */
  grid: Map<number, number[]>
  tables: MarketTables
}

export const GRID = 0.1
export const gridKey = (gx: number, gy: number): number => gx * 100000 + gy

/** Deterministic rounding: floor(x - h) + 1 with h uniform from the key; monotone in x, mean x. */
function roundBy(x: number, key: number): number {
  const h = key / 4294967296
  return Math.max(0, Math.floor(x - h) + 1)
}

export function buildPlan(geo: Geography, opts: PlanOptions): MarketPlan {
  const seed = opts.seed >>> 0
  const firstDay = dateToDay(FIRST_DATE)
  const lastDay = dateToDay(opts.asOf)
  const years = (lastDay - firstDay + 1) / 365.25
  const levels = regionLevels(geo, seed)
  const munIndex = new Map(geo.municipalities.map((m, k) => [m.id, k]))
  const plzIndex = new Map(geo.postalCodes.map((p, k) => [p.code, k]))
  const countyIndex = new Map(geo.counties.map((c, k) => [c.id, k]))
  const stateIndex = new Map(geo.states.map((s, k) => [s.id, k]))

  const all = geo.pieces().filter((p) => munIndex.has(p.municipalityId) && plzIndex.has(p.code))
  all.sort((a, b) =>
    a.municipalityId < b.municipalityId
      ? -1
      : a.municipalityId > b.municipalityId
        ? 1
        : a.code < b.code
          ? -1
          : a.code > b.code
            ? 1
            : a.index - b.index
  )
  const n = all.length
  const piecesPerMun = new Map<string, number>()
  for (const p of all) piecesPerMun.set(p.municipalityId, (piecesPerMun.get(p.municipalityId) ?? 0) + 1)

  const plan: MarketPlan = {
    seed,
    asOf: opts.asOf,
    firstDay,
    lastDay,
    pieceCount: n,
    geoPiece: new Uint32Array(n),
    pieceSeed: new Uint32Array(n),
    municipality: new Uint16Array(n),
    postalCode: new Uint16Array(n),
    county: new Uint16Array(n),
    state: new Uint8Array(n),
    minX: new Float64Array(n),
    minY: new Float64Array(n),
    maxX: new Float64Array(n),
    maxY: new Float64Array(n),
    population: new Float64Array(n),
    count: new Uint32Array(n),
    base: new Float64Array(n + 1),
    sampleCount: new Uint32Array(n),
    sampleBase: new Float64Array(n + 1),
    total: 0,
    sampleTotal: 0,
    lazy: false,
    levels,
    municipalityRange: new Uint32Array(geo.municipalities.length * 2),
    countyRange: new Map(),
    stateRange: new Map(),
    piecesOfPostalCode: geo.postalCodes.map(() => []),
    grid: new Map(),
    tables: {
      sources: opts.sources,
      postalCodes: geo.postalCodes.map((p) => p.code),
      municipalityIds: geo.municipalities.map((m) => m.id),
      municipalityNames: geo.municipalities.map((m) => m.name),
      countyIds: geo.counties.map((c) => c.id),
      stateIds: geo.states.map((s) => s.id),
      streets: FALLBACK_STREETS.slice()
    }
  }

  const expected = new Float64Array(n)
  let calibrated = 0
  all.forEach((p, k) => {
    const m = munIndex.get(p.municipalityId)!
    const mun = geo.municipalities[m]
    plan.geoPiece[k] = p.index
    plan.pieceSeed[k] = mix32(seed ^ 0x51ed270b, fnv1a(`${p.code}|${p.municipalityId}`))
    plan.municipality[k] = m
    plan.postalCode[k] = plzIndex.get(p.code)!
    plan.county[k] = countyIndex.get(mun.countyId) ?? 0
    plan.state[k] = stateIndex.get(mun.stateId) ?? 0
    plan.minX[k] = p.box.minX
    plan.minY[k] = p.box.minY
    plan.maxX[k] = p.box.maxX
    plan.maxY[k] = p.box.maxY
    plan.population[k] = Math.max(1, mun.population) / piecesPerMun.get(p.municipalityId)!
    const r = annualRates(levels[m].urbanity)
    expected[k] = plan.population[k] * (r.rent + r.sale) * years
    calibrated += expected[k]
    plan.piecesOfPostalCode[plan.postalCode[k]].push(k)
    for (let gx = Math.floor(p.box.minX / GRID); gx <= Math.floor(p.box.maxX / GRID); gx++) {
      for (let gy = Math.floor(p.box.minY / GRID); gy <= Math.floor(p.box.maxY / GRID); gy++) {
        const key = gridKey(gx, gy)
        const list = plan.grid.get(key)
        if (list) list.push(k)
        else plan.grid.set(key, [k])
      }
    }
  })

  const scale = opts.offers === undefined ? 1 : opts.offers / calibrated
  for (let k = 0; k < n; k++) {
    plan.count[k] = Math.min(MAX_PER_PIECE, roundBy(expected[k] * scale, mix32(plan.pieceSeed[k], 0x0c0ffee)))
    plan.base[k + 1] = plan.base[k] + plan.count[k]
  }
  plan.total = plan.base[n]
  plan.lazy = plan.total > EAGER_MAX
  const rate = plan.lazy ? plan.total / SAMPLE_TARGET : 1
  for (let k = 0; k < n; k++) {
    plan.sampleCount[k] = plan.lazy
      ? Math.min(plan.count[k], roundBy(plan.count[k] / rate, mix32(plan.pieceSeed[k], 0x5a3b1e)))
      : plan.count[k]
    plan.sampleBase[k + 1] = plan.sampleBase[k] + plan.sampleCount[k]
  }
  plan.sampleTotal = plan.sampleBase[n]

  // Pieces are ordered by municipality id (AGS: state, county, municipality), so each of these is a range.
  const range = (map: Map<number, [number, number]>, key: number, k: number) => {
    const r = map.get(key)
    if (r) r[1] = k + 1
    else map.set(key, [k, k + 1])
  }
  for (let k = 0; k < n; k++) {
    const m = plan.municipality[k]
    if (plan.municipalityRange[2 * m + 1] === 0) plan.municipalityRange[2 * m] = k
    plan.municipalityRange[2 * m + 1] = k + 1
    range(plan.countyRange, plan.county[k], k)
    range(plan.stateRange, plan.state[k], k)
  }
  return plan
}
