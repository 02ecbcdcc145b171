// Opens the market: reuses the snapshot in the cache folder when it matches the seed, the number of
// offers, the model version and the geography; otherwise generates the market and writes a snapshot.
import { mkdirSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import KDBush from 'kdbush'
import type { Geography } from '../geo/types'
import { dateToDay, yesterday } from './dates'
import { generateMarket } from './generate'
import { buildIndex, MarketImpl } from './market'
import { hashString } from './prng'
import { readSnapshot, readSnapshotMeta, writeSnapshot, type SnapshotMeta } from './snapshot'
import { DEFAULT_OFFERS, DEFAULT_SEED, type MarketOptions } from './types'

export type { Market } from './types'
export { MarketImpl } from './market'

/** Bump when the generator changes what it produces, so old snapshots are rebuilt. */
export const MODEL_VERSION = 2
/** A snapshot built without an explicit asOf is reused while it is at most this many days behind. */
const MAX_STALE_DAYS = 30

export interface OpenedMarket { market: MarketImpl; source: 'snapshot' | 'built'; ms: number; path: string }

const fingerprints = new WeakMap<Geography, string>()

export function geographyFingerprint(geo: Geography): string {
  const known = fingerprints.get(geo)
  if (known) return known
  const parts = [geo.states.length, geo.counties.length, geo.municipalities.length, geo.postalCodes.length].join('.')
  let h = 0
  for (const m of geo.municipalities) h = (Math.imul(h, 31) + hashString(`${m.id}|${m.population}|${m.postalCodes.join(',')}`)) >>> 0
  for (const p of geo.postalCodes) h = (Math.imul(h, 31) + hashString(`${p.code}|${p.municipalityId}|${p.lat.toFixed(4)}|${p.lon.toFixed(4)}`)) >>> 0
  const fingerprint = `${parts}.${h.toString(16)}`
  fingerprints.set(geo, fingerprint)
  return fingerprint
}

export function snapshotPath(cacheDir: string, seed: number, offers: number): string {
  return join(cacheDir, `market-v${MODEL_VERSION}-s${seed}-n${offers}.bin`)
}

function reusable(meta: SnapshotMeta | null, key: SnapshotMeta['key'], asOf: string | undefined): boolean {
  if (!meta) return false
  const k = meta.key
  if (k.modelVersion !== key.modelVersion || k.seed !== key.seed || k.offers !== key.offers || k.geo !== key.geo) return false
  if (asOf !== undefined) return meta.asOf === asOf
  return dateToDay(yesterday()) - dateToDay(meta.asOf) <= MAX_STALE_DAYS
}

export function openMarketSync(geo: Geography, opts: MarketOptions): OpenedMarket {
  const t0 = performance.now()
  const offers = opts.offers ?? DEFAULT_OFFERS
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0
  if (!Number.isInteger(offers) || offers < 1 || offers > 20_000_000) throw new Error(`invalid number of offers: ${offers}`)
  mkdirSync(opts.cacheDir, { recursive: true })
  const path = snapshotPath(opts.cacheDir, seed, offers)
  const key = { modelVersion: MODEL_VERSION, seed, offers, geo: geographyFingerprint(geo) }

  if (reusable(readSnapshotMeta(path), key, opts.asOf)) {
    try {
      const snap = readSnapshot(path)
      const market = new MarketImpl({ seed, asOf: snap.meta.asOf, cols: snap.cols, tables: snap.tables, index: KDBush.from(snap.index), indexIds: snap.indexIds })
      return { market, source: 'snapshot', ms: performance.now() - t0, path }
    } catch {
      // A damaged snapshot is rebuilt below.
    }
  }

  const asOf = opts.asOf ?? yesterday()
  const { cols, tables } = generateMarket(geo, { offers, seed, asOf })
  const { index, indexIds } = buildIndex(cols)
  try {
    writeSnapshot(path, { meta: { key, asOf, builtAt: new Date().toISOString() }, cols, tables, index: index.data as ArrayBuffer, indexIds })
  } catch (err) {
    try { unlinkSync(path) } catch { /* nothing to remove */ }
    throw err
  }
  const market = new MarketImpl({ seed, asOf, cols, tables, index, indexIds })
  return { market, source: 'built', ms: performance.now() - t0, path }
}

export async function openMarket(geo: Geography, opts: MarketOptions): Promise<MarketImpl> {
  return openMarketSync(geo, opts).market
}
