// createApiClient: one typed method per endpoint of the endpoint table, grouped by generation.
import type { Static, TSchema } from '@sinclair/typebox'
import type { Dispatcher } from 'undici'
import { ENDPOINTS, type EndpointId } from '@shared/api'
import pkg from '../../package.json'
import type { AppError } from '@shared/bridge/errors'
import { ApiError } from './errors'
import { encodeMultipart, type FilePart } from './multipart'
import { createRedactor } from '@shared/redact'
import { perform, type CallOptions, type ClientContext } from './request'
import type { ResponseInfo } from './response-info'
import { retryPolicy, type RetryOptions } from './retry'
import { createNodeDispatcher, nodeFetch, type FetchLike, type QueryValue } from './transport'

export interface ApiClientOptions {
  /** e.g. https://quis.de or the sandbox's http://127.0.0.1:port */
  baseUrl: string
  apiKey: string
  /** Electron injects net.fetch here; without it, undici's fetch with HTTP/2 (ALPN) is used. */
  fetch?: FetchLike
  /** Node only, without `fetch`: the undici dispatcher to use instead of the client's own HTTP/2 agent. */
  dispatcher?: Dispatcher
  /** Sent as X-Custom-Client-Id (at most 64 characters). */
  clientId?: string
  /** Time for a whole call, retries and waits included. Default 30 s. */
  timeoutMs?: number
  retry?: RetryOptions
  /** Called with rate-limit and request-id headers of every answer. */
  onResponse?: (info: ResponseInfo) => void
  /** Diagnostic lines (retries, failures); the api_key is redacted in them. */
  log?: (line: string) => void
  /** How every call ended, retries included: null for an answer, else the error it throws. */
  onSettled?: (error: Pick<AppError, 'code'> | null) => void
}

/** The answer of each endpoint, typed from the src-shared schema named in the endpoint table (void for 204). */
export type Responses = {
  [K in EndpointId]: (typeof ENDPOINTS)[K] extends { response: infer S extends TSchema } ? Static<S> : void
}
type ResponseOf<E extends EndpointId> = Responses[E]
/** The query, or the JSON body, of each endpoint, typed from the src-shared schema its row names. */
type QueryOf<E extends EndpointId> = (typeof ENDPOINTS)[E] extends { query: infer S extends TSchema }
  ? Static<S>
  : never
type BodyOf<E extends EndpointId> = (typeof ENDPOINTS)[E] extends { body: infer S extends TSchema } ? Static<S> : never

export type ImageUpload = {
  type: string
  caption?: string
  image: FilePart
}

export const DEFAULT_CLIENT_ID = `lagebild/${(pkg as { version: string }).version}`
export const DEFAULT_TIMEOUT_MS = 30_000

// The POSTs that only read; retrying them cannot create anything twice.
const READ_ONLY_POSTS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'locationsAddresses',
  'locationsRegions',
  'offersSearch',
  'propertiesLight'
])
export const isRetryable = (id: EndpointId) => ENDPOINTS[id].method === 'GET' || READ_ONLY_POSTS.has(id)

function checkOptions(o: ApiClientOptions): { baseUrl: string; clientId: string } {
  let url: URL
  try {
    url = new URL(o.baseUrl)
  } catch {
    throw new ApiError({ code: 'invalid_argument', message: 'The base URL is not a valid address' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError({ code: 'invalid_argument', message: 'The base URL must start with http:// or https://' })
  }
  if (typeof o.apiKey !== 'string' || o.apiKey.length === 0) {
    throw new ApiError({ code: 'invalid_argument', message: 'An API key is required' })
  }
  const clientId = o.clientId ?? DEFAULT_CLIENT_ID
  if (clientId.length === 0 || clientId.length > 64 || !/^[\x20-\x7e]+$/.test(clientId)) {
    throw new ApiError({
      code: 'invalid_argument',
      message: 'The client id must be 1 to 64 printable ASCII characters'
    })
  }
  url.search = ''
  url.hash = ''
  return { baseUrl: url.toString(), clientId }
}

export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, clientId } = checkOptions(options)
  const ownDispatcher = options.fetch || options.dispatcher ? undefined : createNodeDispatcher()
  const fetch = options.fetch ?? nodeFetch(options.dispatcher ?? ownDispatcher!)
  const ctx: ClientContext = {
    baseUrl,
    apiKey: options.apiKey,
    clientId,
    fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: retryPolicy(options.retry),
    redactor: createRedactor(options.apiKey),
    ...(options.onResponse ? { onResponse: options.onResponse } : {}),
    ...(options.log ? { log: options.log } : {})
  }

  const send = <E extends EndpointId>(
    id: E,
    parts: {
      pathParams?: Record<string, string>
      query?: object
      json?: unknown
      multipart?: { body: Uint8Array; contentType: string }
    },
    opts?: CallOptions
  ): Promise<ResponseOf<E>> =>
    perform<ResponseOf<E>>(
      ctx,
      {
        id,
        endpoint: ENDPOINTS[id],
        retryable: isRetryable(id),
        ...(parts.pathParams ? { pathParams: parts.pathParams } : {}),
        ...(parts.query ? { query: parts.query as Record<string, QueryValue> } : {}),
        ...(parts.json !== undefined ? { json: parts.json } : {}),
        ...(parts.multipart ? { multipart: parts.multipart } : {})
      },
      opts
    )

  const settled = options.onSettled
  const call: typeof send = settled
    ? (id, parts, opts) =>
        send(id, parts, opts).then(
          (value) => {
            settled(null)
            return value
          },
          (err: unknown) => {
            settled(err instanceof ApiError ? err : { code: 'internal' })
            throw err
          }
        )
    : send

  return {
    v1: {
      priceFilter: (params: QueryOf<'priceFilter'>, opts?: CallOptions) => call('priceFilter', { query: params }, opts),
      block: (params: QueryOf<'block'>, opts?: CallOptions) => call('block', { query: params }, opts),
      vps: {
        apartments: (params: QueryOf<'vpsApartments'>, opts?: CallOptions) =>
          call('vpsApartments', { query: params }, opts),
        apartmentBuildings: (params: QueryOf<'vpsApartmentBuildings'>, opts?: CallOptions) =>
          call('vpsApartmentBuildings', { query: params }, opts),
        houses: (params: QueryOf<'vpsHouses'>, opts?: CallOptions) => call('vpsHouses', { query: params }, opts),
        plots: (params: QueryOf<'vpsPlots'>, opts?: CallOptions) => call('vpsPlots', { query: params }, opts)
      },
      /** Deprecated by the vendor; replaced by the vps endpoints. */
      valuationAlpha: (params: QueryOf<'valuationAlpha'>, opts?: CallOptions) =>
        call('valuationAlpha', { query: params }, opts)
    },
    v2: {
      locations: {
        addresses: (body: BodyOf<'locationsAddresses'>, opts?: CallOptions) =>
          call('locationsAddresses', { json: body }, opts),
        regions: (body: BodyOf<'locationsRegions'>, opts?: CallOptions) =>
          call('locationsRegions', { json: body }, opts)
      },
      offersSearch: (body: BodyOf<'offersSearch'>, opts?: CallOptions) => call('offersSearch', { json: body }, opts),
      valuations: {
        propertiesLight: (body: BodyOf<'propertiesLight'>, opts?: CallOptions) =>
          call('propertiesLight', { json: body }, opts)
      },
      propertyGroups: {
        list: (query: QueryOf<'propertyGroupsList'> = {}, opts?: CallOptions) =>
          call('propertyGroupsList', { query }, opts),
        create: (body: BodyOf<'propertyGroupsCreate'>, opts?: CallOptions) =>
          call('propertyGroupsCreate', { json: body }, opts),
        get: (id: string, opts?: CallOptions) => call('propertyGroupsGet', { pathParams: { id } }, opts),
        update: (id: string, patch: BodyOf<'propertyGroupsUpdate'>, opts?: CallOptions) =>
          call('propertyGroupsUpdate', { pathParams: { id }, json: patch }, opts),
        delete: (id: string, opts?: CallOptions) => call('propertyGroupsDelete', { pathParams: { id } }, opts)
      },
      properties: {
        list: (query: QueryOf<'propertiesList'> = {}, opts?: CallOptions) => call('propertiesList', { query }, opts),
        create: (body: BodyOf<'propertiesCreate'>, opts?: CallOptions) =>
          call('propertiesCreate', { json: body }, opts),
        get: (id: string, opts?: CallOptions) => call('propertiesGet', { pathParams: { id } }, opts),
        update: (id: string, patch: BodyOf<'propertiesUpdate'>, opts?: CallOptions) =>
          call('propertiesUpdate', { pathParams: { id }, json: patch }, opts)
      },
      propertyImages: {
        list: (propertyId: string, query: QueryOf<'propertyImagesList'> = {}, opts?: CallOptions) =>
          call('propertyImagesList', { pathParams: { propertyId }, query }, opts),
        create: async (propertyId: string, upload: ImageUpload, opts?: CallOptions) =>
          call(
            'propertyImagesCreate',
            {
              pathParams: { propertyId },
              multipart: await encodeMultipart({ type: upload.type, caption: upload.caption, image: upload.image })
            },
            opts
          ),
        update: (propertyId: string, imageId: string, patch: BodyOf<'propertyImagesUpdate'>, opts?: CallOptions) =>
          call('propertyImagesUpdate', { pathParams: { propertyId, id: imageId }, json: patch }, opts)
      }
    },
    /** Closes the client's own HTTP agent (not an injected fetch or dispatcher). */
    close: async (): Promise<void> => {
      await ownDispatcher?.close()
    }
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
