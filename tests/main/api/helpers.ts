// Shared bits of the API client tests: a recognisable key, a scan for it, valid bodies per endpoint.
import { inspect } from 'node:util'
import { Value } from '@sinclair/typebox/value'
import { expect } from 'vitest'
import { ENDPOINTS, type EndpointId } from '@shared/api'
import { ApiError } from '@main/api'

export const KEY = 'lb-test-Zq81xP0secret-key'

/** Everything about `value` a log, a renderer or a cache could see must be free of the key. */
export function expectNoKey(value: unknown, key = KEY) {
  const texts = [JSON.stringify(value) ?? '', inspect(value, { depth: 20, showHidden: true })]
  if (value instanceof Error) texts.push(value.message, value.stack ?? '', String(value))
  for (const t of texts) {
    expect(t).not.toContain(key)
    expect(t).not.toContain(encodeURIComponent(key))
  }
}

/** Runs `fn`, expects an ApiError and returns it after checking it carries no key. */
export async function failure(fn: () => Promise<unknown>, key = KEY): Promise<ApiError> {
  try {
    await fn()
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError)
    expectNoKey(err, key)
    return err as ApiError
  }
  throw new Error('expected the call to fail')
}

/** A minimal body that fits the endpoint's response schema. */
export function validBody(id: EndpointId): Record<string, any> {
  const schema = (ENDPOINTS[id] as { response?: Parameters<typeof Value.Create>[0] }).response
  if (!schema) throw new Error(`${id} has no response body`)
  const body = Value.Create(schema) as Record<string, any>
  if (body.meta) body.meta = { url: null, version: '2.14.0' }
  return body
}

export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5 }
