// Helpers for the core tests: a concrete URL path for every row of ENDPOINTS.
import type { Endpoint } from '@shared/api'

/** The endpoint path with every `:param` replaced by `value`. */
export function concretePath(endpoint: Endpoint, value = 'no-such-id'): string {
  return endpoint.path.replace(/:[A-Za-z]+/g, encodeURIComponent(value))
}

export function label(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`
}
