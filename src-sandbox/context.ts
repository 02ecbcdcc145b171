// What every route module gets: the data folder, the public base URL (set once listening), keys and
// quota, and the domain objects, each built here. Heavy loading (geography, market) happens here, once
// at start; locations and valuations are built on first use.
import { join } from 'node:path'
import { loadGeography, type Geography } from './geo'
import { loadKeys, type KeyStore } from './keys'
import { privateDataDir, restrictFile } from './private-files'
import { QuotaCounter, USAGE_FILE } from './http/quota'
import { Portfolio } from './portfolio'
import { createLocations } from './locations'
import type { Locations } from './locations/types'
import { createValuation, type Valuation } from './valuation'
import { openMarketSync, type BuildProgress, type MarketImpl } from './market'

export interface ContextOptions {
  dataDir: string
  /** Size of the generated market (offers); undefined = the market's default. */
  offers?: number
  /** Where resources/geo/germany.json lives when not in the source tree (packaged app). */
  geoResourcePath?: string
  /** Folder of the market snapshot (default <dataDir>/market); tests share one across data folders. */
  marketCacheDir?: string
  /** Last day of the generated market (YYYY-MM-DD); default yesterday. Tests fix it so answers never change with the date. */
  marketAsOf?: string
  /** Progress of a first market build (phase and fraction); not called when the snapshot is reused. */
  onMarketProgress?: (progress: BuildProgress) => void
}

export interface SandboxContext {
  dataDir: string
  /** e.g. http://127.0.0.1:4711 (no trailing slash); '' until the server listens. */
  publicBaseUrl: string
  options: ContextOptions
  keys: KeyStore
  quota: QuotaCounter
  /** German states, counties, municipalities, postal codes; geocoder and division borders. */
  geo: Geography
  /** The synthetic offer market (src-sandbox/market, interface in market/types.ts), loaded at start. */
  market: MarketImpl
  /** Property groups, properties and images (SQLite + image files in the data folder). */
  portfolio: Portfolio
  /** v2 locations and the v1 block (src-sandbox/locations), built on first use from geo and market. */
  locations: Locations
  /** v1 vps/alpha and v2 light valuations (src-sandbox/valuation), built on first use from the market. */
  valuation: Valuation
  /** Run in reverse order when the sandbox closes (close databases, flush files). */
  onClose: Array<() => void | Promise<void>>
}

export async function createContext(options: ContextOptions): Promise<SandboxContext> {
  privateDataDir(options.dataDir)
  // Written before this rule with the default mode: counts keyed by the API keys.
  restrictFile(join(options.dataDir, USAGE_FILE))
  let locations: Locations | undefined
  let valuation: Valuation | undefined
  const geo = loadGeography(options.geoResourcePath)
  const market = openMarketSync(geo, {
    offers: options.offers,
    asOf: options.marketAsOf,
    cacheDir: options.marketCacheDir ?? join(options.dataDir, 'market'),
    onProgress: options.onMarketProgress
  }).market
  const ctx: SandboxContext = {
    dataDir: options.dataDir,
    publicBaseUrl: '',
    options,
    keys: loadKeys(options.dataDir),
    quota: new QuotaCounter(options.dataDir),
    geo,
    market,
    portfolio: Portfolio.open({ dataDir: options.dataDir, locator: geo }),
    // Built on first use, from the geography and the market above.
    get locations() {
      return (locations ??= createLocations(geo, market))
    },
    get valuation() {
      return (valuation ??= createValuation(market))
    },
    onClose: []
  }
  ctx.onClose.push(() => ctx.portfolio.close())
  ctx.onClose.push(() => ctx.quota.flush())
  return ctx
}

export async function closeContext(ctx: SandboxContext): Promise<void> {
  for (const fn of [...ctx.onClose].reverse()) await fn()
}
