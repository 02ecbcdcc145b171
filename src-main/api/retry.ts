// Retry policy: exponential backoff with jitter for reads, and waiting out a near rate-limit reset.
export interface RetryOptions {
  /** Requests per call at most, the first included. */
  attempts?: number
  /** Backoff before the 2nd request; doubles for each further one. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** A 429 whose quota resets within this time is waited for; a later reset fails at once. */
  maxRateLimitWaitMs?: number
}

export type RetryPolicy = Required<RetryOptions>

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRateLimitWaitMs: 10_000
}

export function retryPolicy(options?: RetryOptions): RetryPolicy {
  const p = { ...DEFAULT_RETRY, ...options }
  return {
    attempts: Math.max(1, Math.floor(p.attempts)),
    baseDelayMs: Math.max(0, p.baseDelayMs),
    maxDelayMs: Math.max(0, p.maxDelayMs),
    maxRateLimitWaitMs: Math.max(0, p.maxRateLimitWaitMs)
  }
}

/** Delay before request number `attempt + 1` (attempt >= 1): half fixed, half random ("equal jitter"). */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

/** How long to wait for a 429's reset, or undefined when it is unknown or too far away. */
export function rateLimitWait(
  policy: RetryPolicy,
  resetAtMs: number | undefined,
  now = Date.now()
): number | undefined {
  if (resetAtMs === undefined) return undefined
  // The reset header has whole seconds; a small margin keeps us from arriving just before it.
  const wait = Math.max(0, resetAtMs - now) + 50
  return wait <= policy.maxRateLimitWaitMs ? wait : undefined
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
