// "Test connection" with the cheapest requests that prove the key. The vendor bills only 2xx answers.
// First the smallest restricted list (one property group): a 2xx proves the key and that the
// restricted endpoints are enabled, in one billed request; 401 is an unknown key. On 403 a second,
// deliberately incomplete location request proves the key for the unrestricted endpoints: the service
// checks the key before the request, so a known key gets 400 (not billed), an unknown one 401.
import type { ConnectionTestResult } from '@shared/bridge/contract'
import type { AppError } from '@shared/bridge/errors'
import type { LocationRequest } from '@shared/api'
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

const RESTRICTED_CHECK = 'GET /api/v2/property_groups'
export const TEST_REQUESTS = {
  restricted: 'GET /api/v2/property_groups?limit=1',
  keyOnly: 'POST /api/v2/locations/addresses without a location (answered 400, not billed)'
} as const
/** No address and no coordinates: the service refuses it after accepting the key. */
const INCOMPLETE_LOCATION = { location: {} } as unknown as LocationRequest

// A 400 to the deliberately incomplete request proves the key was accepted (the key is checked first).
// A plain 404 does not: it means no such service lives at this address (reported as invalid_response).
const keyAccepted = (e: AppError) => e.status === 400 || e.code === 'validation' || e.code === 'address_not_found'

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
      // The user declined the address in main's dialog: said as such, not as a failed test.
      if (e.code === 'not_found' || e.code === 'keychain_unavailable' || e.code === 'declined') throw err
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
        rl?.limit !== undefined && rl.remaining !== undefined
          ? { ...r, rateLimit: { limit: rl.limit, remaining: rl.remaining } }
          : r
      )
    }

    const requests: string[] = [TEST_REQUESTS.restricted]
    const fail = (e: AppError) =>
      done({ outcome: outcomeOf(e), requests, ...(e.resetAt ? { resetAt: e.resetAt } : {}) })
    try {
      const apiVersion = versionOf(await client.v2.propertyGroups.list({ limit: 1 }))
      return done({
        outcome: 'ok',
        requests,
        restricted: { enabled: true, checked: RESTRICTED_CHECK },
        ...(apiVersion ? { apiVersion } : {})
      })
    } catch (err) {
      const e = deps.toAppError(err)
      if (e.code !== 'forbidden') return fail(e)
    }
    requests.push(TEST_REQUESTS.keyOnly)
    try {
      await client.v2.locations.addresses(INCOMPLETE_LOCATION)
    } catch (err) {
      const e = deps.toAppError(err)
      if (!keyAccepted(e)) return fail(e)
    }
    return done({ outcome: 'ok', requests, restricted: { enabled: false, checked: RESTRICTED_CHECK } })
  }
}
