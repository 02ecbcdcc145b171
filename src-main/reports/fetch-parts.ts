// The three parts of a location report fetched in parallel: v2 addresses (level 20), v2 regions
// (levels 2..100) and the v1 building block. Each part settles on its own: a 403 or a failure marks
// that part and leaves the others standing.
import { ENDPOINTS, type AddressesResponse, type BlockQuery, type LocationRequest } from '@shared/api'
import type { AppError } from '@shared/bridge/errors'
import type { PartStatus, ReportPartName, ReportParts, ReportQuery } from '@shared/bridge/reports'
import { toAppError, type ApiClient } from '../api'
import type { Resolved } from '@shared/address/compare'
import { queryAddressLine } from './address-key'

const ENDPOINT_OF = {
  addresses: ENDPOINTS.locationsAddresses,
  regions: ENDPOINTS.locationsRegions,
  block: ENDPOINTS.block
} as const

export const partEndpoint = (part: ReportPartName) => `${ENDPOINT_OF[part].method} ${ENDPOINT_OF[part].path}`

export function locationRequest(q: ReportQuery): LocationRequest {
  const address: NonNullable<LocationRequest['location']['address']> = {}
  const text = q.text?.trim()
  if (text) address.unstructured = text
  else {
    if (q.street?.trim()) address.street = q.street.trim()
    if (q.houseNumber?.trim()) address.houseNumber = q.houseNumber.trim()
    if (q.postCode?.trim()) address.postCode = q.postCode.trim()
    if (q.city?.trim()) address.city = q.city.trim()
  }
  return {
    location: {
      ...(Object.keys(address).length ? { address } : {}),
      ...(q.coordinates ? { coordinates: q.coordinates } : {})
    }
  }
}

export function blockQuery(q: ReportQuery): BlockQuery {
  const line = queryAddressLine(q)
  if (line) return { address: line }
  return { coordinate: `${q.coordinates!.latitude},${q.coordinates!.longitude}` }
}

export const hasLocation = (q: ReportQuery) => queryAddressLine(q) !== null || q.coordinates !== undefined

export interface PartEvent {
  part: ReportPartName
  status: PartStatus
  error?: AppError
}

/** Runs the three calls at once; onPart hears 'pending' for each, then each outcome as it lands. */
export async function fetchParts(
  client: ApiClient,
  query: ReportQuery,
  opts: { signal?: AbortSignal; timeoutMs?: number; onPart?: (e: PartEvent) => void; now?: () => Date }
): Promise<ReportParts> {
  const now = opts.now ?? (() => new Date())
  const callOpts = {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {})
  }
  const location = locationRequest(query)
  const run = async <T>(part: ReportPartName, call: () => Promise<T>) => {
    opts.onPart?.({ part, status: 'pending' })
    try {
      const data = await call()
      opts.onPart?.({ part, status: 'ok' })
      return { status: 'ok' as const, data, endpoint: partEndpoint(part), fetchedAt: now().toISOString() }
    } catch (err) {
      const error = { ...toAppError(err), endpoint: ENDPOINT_OF[part].id }
      const status: PartStatus = error.code === 'forbidden' ? 'forbidden' : 'error'
      opts.onPart?.({ part, status, error })
      return { status, error, endpoint: partEndpoint(part), fetchedAt: now().toISOString() }
    }
  }
  const [addresses, regions, block] = await Promise.all([
    run('addresses', () => client.v2.locations.addresses(location, callOpts)),
    run('regions', () => client.v2.locations.regions(location, callOpts)),
    run('block', () => client.v1.block(blockQuery(query), callOpts))
  ])
  return { addresses, regions, block }
}

/** The address the service resolved the query to (v2 addresses, else the v1 block), with the report's coordinates; null when neither answered with one. */
export function resolvedOf(
  parts: ReportParts,
  coordinates: { latitude: number; longitude: number } | null
): Resolved | null {
  const a = parts.addresses.data?.location.address
  const out: Resolved = {}
  if (a && (a.street || a.city || a.postCode)) {
    for (const k of ['street', 'houseNumber', 'postCode', 'city'] as const) if (a[k]?.trim()) out[k] = a[k]!.trim()
  } else {
    const b = parts.block.data?.address
    if (!b || !(b.street || b.city || b.postcode)) return null
    if (b.street?.trim()) {
      // The block answer carries street and number in one ("Marienplatz 1").
      const m = /^(.*\D)\s+(\d+\s?[a-zA-Z]?)$/.exec(b.street.trim())
      if (m) {
        out.street = m[1]!.trim()
        out.houseNumber = m[2]!
      } else out.street = b.street.trim()
    }
    if (b.postcode?.trim()) out.postCode = b.postcode.trim()
    if (b.city?.trim()) out.city = b.city.trim()
  }
  return coordinates ? { ...out, coordinates } : out
}

/** "Street 5, 10115 City" from the service's answer, when it has one. */
export function labelOf(parts: ReportParts): string | null {
  const a = parts.addresses.data?.location.address as AddressesResponse['location']['address']
  if (a && (a.street || a.city)) {
    const line = [
      [a.street, a.houseNumber].filter(Boolean).join(' '),
      [a.postCode, a.city].filter(Boolean).join(' ')
    ].filter(Boolean)
    if (line.length) return line.join(', ')
    if (a.unstructured) return a.unstructured
  }
  const b = parts.block.data?.address
  if (b && (b.street || b.city))
    return [b.street, [b.postcode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return null
}

/** The area the regions answer names ("80331 München"), when neither the addresses nor the block answer has an address. */
export function areaLabelOf(parts: ReportParts): string | null {
  const r = parts.regions.data
  const code = r?.divisionLevel100?.name
  const place = r?.divisionLevel8?.name
  const line = [code, place].filter(Boolean).join(' ')
  return line || null
}

export function coordinatesOf(parts: ReportParts, query: ReportQuery): { latitude: number; longitude: number } | null {
  const c = parts.addresses.data?.location.coordinates
  if (c) return { latitude: c.latitude, longitude: c.longitude }
  const b = parts.block.data?.address
  if (b) return { latitude: b.latitude, longitude: b.longitude }
  return query.coordinates ?? null
}
