// "Test connection": one cheap unrestricted call (does the key work?) and one restricted call (is the
// key enabled for the restricted endpoints?), reported in outcomes a user understands.
import type { ConnectionTestResult } from '@shared/bridge/contract'
import type { AppError } from '@shared/bridge/errors'
import { createApiClient, type FetchLike, type RateLimitInfo } from '../api'
import type { ResolvedConnection } from './service'

export interface ConnectionTesterDeps {
  resolve(id: string): Promise<ResolvedConnection>
  toAppError(err: unknown): AppError
  fetch?: FetchLike
  clientId?: string
  now?: () => number
  /** Whole-test budget per call; default 15 s. */
  timeoutMs?: number
}

export type ConnectionTester = (id: string) => Promise<ConnectionTestResult>

/** Berlin, Pariser Platz: a place every location service knows. */
const PROBE_LOCATION = { coordinates: { latitude: 52.516275, longitude: 13.377704 } }
const RESTRICTED_CHECK = 'GET /api/v2/property_groups'

// Answers that prove the key was accepted even though the probe itself was not served. A plain 404 is
// not one of them: it means no such service lives at this address (reported as invalid_response).
const KEY_ACCEPTED: ReadonlySet<string> = new Set(['address_not_found', 'validation'])

const outcomeOf = (e: AppError): ConnectionTestResult['outcome'] => {
  switch (e.code) {
    case 'unauthorized':
    case 'forbidden':
    case 'rate_limited':
    case 'offline':
    case 'timeout':
    case 'server_error':
    case 'invalid_response':
      return e.code
    case 'cancelled':
      return 'timeout'
    case 'not_found':
    case 'bad_request':
      return 'invalid_response'
    default:
      return 'server_error'
  }
}

const versionOf = (value: unknown): string | undefined => {
  const v = (value as { meta?: { version?: unknown } } | null)?.meta?.version
  return typeof v === 'string' ? v : undefined
}

export function createConnectionTester(deps: ConnectionTesterDeps): ConnectionTester {
  const now = deps.now ?? (() => performance.now())
  return async (id) => {
    const started = now()
    const done = (r: Omit<ConnectionTestResult, 'durationMs'>): ConnectionTestResult => ({
      ...r,
      durationMs: Math.max(0, Math.round(now() - started))
    })
    let resolved: ResolvedConnection
    try {
      resolved = await deps.resolve(id)
    } catch (err) {
      const e = deps.toAppError(err)
      if (e.code === 'not_found' || e.code === 'keychain_unavailable') throw err
      return done({ outcome: outcomeOf(e) })
    }
    if (!resolved.apiKey) return done({ outcome: 'no_key' })
    let rateLimit: RateLimitInfo | undefined
    let client: ReturnType<typeof createApiClient>
    try {
      client = createApiClient({
        baseUrl: resolved.baseUrl,
        apiKey: resolved.apiKey,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.clientId ? { clientId: deps.clientId } : {}),
        timeoutMs: deps.timeoutMs ?? 15_000,
        // A test reports a spent quota instead of waiting for it.
        retry: { maxRateLimitWaitMs: 0 },
        onResponse: (info) => {
          if (info.rateLimit) rateLimit = info.rateLimit
        }
      })
    } catch (err) {
      return done({ outcome: outcomeOf(deps.toAppError(err)) })
    }
    try {
      return await probe(client, () => rateLimit, done)
    } finally {
      await client.close()
    }
  }

  async function probe(
    client: ReturnType<typeof createApiClient>,
    rateLimitNow: () => RateLimitInfo | undefined,
    finish: (r: Omit<ConnectionTestResult, 'durationMs'>) => ConnectionTestResult
  ): Promise<ConnectionTestResult> {
    const done = (r: Omit<ConnectionTestResult, 'durationMs'>) => {
      const rl = rateLimitNow()
      return finish(
        rl?.limit !== undefined && rl.remaining !== undefined ? { ...r, rateLimit: { limit: rl.limit, remaining: rl.remaining } } : r
      )
    }

    let apiVersion: string | undefined
    try {
      apiVersion = versionOf(await client.v2.locations.addresses({ location: PROBE_LOCATION }))
    } catch (err) {
      const e = deps.toAppError(err)
      if (!KEY_ACCEPTED.has(e.code)) {
        return done({ outcome: outcomeOf(e), ...(e.resetAt ? { resetAt: e.resetAt } : {}) })
      }
    }

    try {
      await client.v2.propertyGroups.list({ limit: 1 })
      return done({ outcome: 'ok', restricted: { enabled: true, checked: RESTRICTED_CHECK }, ...(apiVersion ? { apiVersion } : {}) })
    } catch (err) {
      const e = deps.toAppError(err)
      if (e.code === 'forbidden') {
        return done({ outcome: 'ok', restricted: { enabled: false, checked: RESTRICTED_CHECK }, ...(apiVersion ? { apiVersion } : {}) })
      }
      return done({ outcome: outcomeOf(e), ...(e.resetAt ? { resetAt: e.resetAt } : {}) })
    }
  }
}
