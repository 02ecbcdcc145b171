// Opens the market: reuses the snapshot in the cache folder when it matches the seed, the size, the
// model version and the geography; otherwise generates the market's sample (the whole market when it is
// small) and writes a snapshot. The plan (where offers are, how many) is derived from the geography.
import { mkdirSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Geography } from '../geo/types'
import { dateToDay, yesterday } from './dates'
import { generateSample, SOURCES } from './generate'
import { allocateColumns } from './columns'
import { MarketImpl } from './market'
import { buildPlan } from './plan'
import { capacityFor } from './residency'
import { fnv1a } from '../hash'
import { readSnapshot, readSnapshotMeta, writeSnapshot, type SnapshotMeta } from './snapshot'
import { DEFAULT_SEED, type MarketOptions } from './types'

export type { BuildProgress, Market } from './types'
export { MarketImpl } from './market'

/** Bump when the generator changes what it produces, so old snapshots are rebuilt. */
export const MODEL_VERSION = 3
/** A snapshot built without an explicit asOf is reused while it is at most this many days behind. */
const MAX_STALE_DAYS = 30

export interface OpenedMarket {
  market: MarketImpl
  source: 'snapshot' | 'built'
  ms: number
  path: string
}

const fingerprints = new WeakMap<Geography, string>()

export function geographyFingerprint(geo: Geography): string {
  const known = fingerprints.get(geo)
  if (known) return known
  const parts = [geo.states.length, geo.counties.length, geo.municipalities.length, geo.postalCodes.length].join('.')
  let h = 0
  for (const m of geo.municipalities)
    h = (Math.imul(h, 31) + fnv1a(`${m.id}|${m.population}|${m.postalCodes.join(',')}`)) >>> 0
  for (const p of geo.postalCodes)
    h = (Math.imul(h, 31) + fnv1a(`${p.code}|${p.municipalityId}|${p.lat.toFixed(4)}|${p.lon.toFixed(4)}`)) >>> 0
  const fingerprint = `${parts}.${h.toString(16)}`
  fingerprints.set(geo, fingerprint)
  return fingerprint
}

export function snapshotPath(cacheDir: string, seed: number, offers: number | undefined): string {
  return join(cacheDir, `market-v${MODEL_VERSION}-s${seed}-${offers === undefined ? 'calibrated' : `n${offers}`}.bin`)
}

function reusable(meta: SnapshotMeta | null, key: SnapshotMeta['key'], asOf: string | undefined): boolean {
  if (!meta) return false
  const k = meta.key
  if (k.modelVersion !== key.modelVersion || k.seed !== key.seed || k.offers !== key.offers || k.geo !== key.geo)
    return false
  if (asOf !== undefined) return meta.asOf === asOf
  return dateToDay(yesterday()) - dateToDay(meta.asOf) <= MAX_STALE_DAYS
}

export function openMarketSync(geo: Geography, opts: MarketOptions): OpenedMarket {
  const t0 = performance.now()
  const offers = opts.offers
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0
  if (offers !== undefined && (!Number.isInteger(offers) || offers < 1 || offers > 40_000_000))
    throw new Error(`invalid number of offers: ${offers}`)
  mkdirSync(opts.cacheDir, { recursive: true })
  const path = snapshotPath(opts.cacheDir, seed, offers)
  const key = {
    modelVersion: MODEL_VERSION,
    seed,
    offers: offers ?? ('calibrated' as const),
    geo: geographyFingerprint(geo)
  }
  const sources = SOURCES.map(([name]) => name)

  const meta = readSnapshotMeta(path)
  if (meta && reusable(meta, key, opts.asOf)) {
    try {
      const plan = buildPlan(geo, { seed, asOf: meta.asOf, offers, sources })
      const snap = readSnapshot(path, (n) => {
        if (n !== plan.sampleTotal) throw new Error('snapshot does not match the plan')
        return allocateColumns(capacityFor(plan, opts.budget))
      })
      const market = new MarketImpl({ plan, cols: snap.cols, geo, budget: opts.budget })
      return { market, source: 'snapshot', ms: performance.now() - t0, path }
    } catch {
      // A damaged snapshot is rebuilt below.
    }
  }

  const asOf = opts.asOf ?? yesterday()
  const report = opts.onProgress ?? (() => {})
  const { plan, cols } = generateSample(
    geo,
    { offers, seed, asOf, onProgress: (fraction) => report({ phase: 'generate', fraction }) },
    (p) => allocateColumns(capacityFor(p, opts.budget))
  )
  report({ phase: 'generate', fraction: 1 })
  report({ phase: 'index', fraction: 0 })
  report({ phase: 'index', fraction: 1 })
  report({ phase: 'snapshot', fraction: 0 })
  try {
    writeSnapshot(path, { meta: { key, asOf, builtAt: new Date().toISOString() }, cols, offers: plan.sampleTotal })
  } catch (err) {
    try {
      unlinkSync(path)
    } catch {
      /* nothing to remove */
    }
    throw err
  }
  report({ phase: 'snapshot', fraction: 1 })
  const market = new MarketImpl({ plan, cols, geo, budget: opts.budget })
  return { market, source: 'built', ms: performance.now() - t0, path }
}
