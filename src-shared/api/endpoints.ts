// The endpoint table of the service: one row per endpoint, read by the API client, the sandbox routes
// and the OpenAPI document. `restricted` marks the spec's restriction notice (enabled per key by sales).
import { Type, type TSchema } from '@sinclair/typebox'
import * as v1 from './v1'
import * as loc from './v2-locations'
import * as offers from './v2-offers'
import * as val from './v2-valuation'
import * as pf from './v2-portfolio'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface Endpoint {
  id: string
  method: HttpMethod
  /** Fastify-style path, `:param` for path parameters. */
  path: string
  restricted: boolean
  deprecated?: boolean
  params?: TSchema
  query?: TSchema
  body?: TSchema
  /** Success schema; absent for 204 answers. */
  response?: TSchema
  /** 201 for creations, 204 for deletions, 200 otherwise. */
  status: 200 | 201 | 204
  multipart?: boolean
}

const Id = Type.Object({ id: pf.Id })
const PropertyIdParam = Type.Object({ propertyId: pf.Id })
const ImageParams = Type.Object({ ...PropertyIdParam.properties, ...Id.properties })

const e = <E extends Endpoint>(x: E): E => x

/** A row of the table, as `resource` builds it: its id and the schemas it names keep their types. */
type Row<Id extends string, M extends HttpMethod, S extends 200 | 201, Schemas> = {
  id: Id
  method: M
  path: string
  restricted: true
  status: S
} & Schemas

/**
 * The four calls of a v2 customer-data resource (property_groups, properties): `<name>List`, `<name>Create`,
 * `<name>Get` and `<name>Update`, restricted like every customer-data endpoint.
 */
function resource<N extends string, L extends TSchema, I extends TSchema, C extends TSchema, P extends TSchema>(
  name: N,
  path: string,
  schemas: { list: L; item: I; create: C; patch: P }
) {
  const at = `${path}/:id`
  return {
    [`${name}List`]: e({
      id: `${name}List`,
      method: 'GET',
      path,
      restricted: true,
      query: pf.ListQuery,
      response: schemas.list,
      status: 200
    }),
    [`${name}Create`]: e({
      id: `${name}Create`,
      method: 'POST',
      path,
      restricted: true,
      body: schemas.create,
      response: schemas.item,
      status: 201
    }),
    [`${name}Get`]: e({
      id: `${name}Get`,
      method: 'GET',
      path: at,
      restricted: true,
      params: Id,
      response: schemas.item,
      status: 200
    }),
    [`${name}Update`]: e({
      id: `${name}Update`,
      method: 'PATCH',
      path: at,
      restricted: true,
      params: Id,
      body: schemas.patch,
      response: schemas.item,
      status: 200
    })
  } as { [K in `${N}List`]: Row<K, 'GET', 200, { query: typeof pf.ListQuery; response: L }> } & {
    [K in `${N}Create`]: Row<K, 'POST', 201, { body: C; response: I }>
  } & {
    [K in `${N}Get`]: Row<K, 'GET', 200, { params: typeof Id; response: I }>
  } & { [K in `${N}Update`]: Row<K, 'PATCH', 200, { params: typeof Id; body: P; response: I }> }
}

export const ENDPOINTS = {
  priceFilter: e({
    id: 'priceFilter',
    method: 'GET',
    path: '/api/v1/price_filter',
    restricted: false,
    query: v1.PriceFilterQuery,
    response: v1.PriceFilterResponse,
    status: 200
  }),
  block: e({
    id: 'block',
    method: 'GET',
    path: '/api/v1/block',
    restricted: false,
    query: v1.BlockQuery,
    response: v1.BlockResponse,
    status: 200
  }),
  vpsApartments: e({
    id: 'vpsApartments',
    method: 'GET',
    path: '/api/v1/vps/apartments',
    restricted: true,
    query: v1.VpsApartmentsQuery,
    response: v1.VpsWithConfidenceResponse,
    status: 200
  }),
  vpsApartmentBuildings: e({
    id: 'vpsApartmentBuildings',
    method: 'GET',
    path: '/api/v1/vps/apartment_buildings',
    restricted: true,
    query: v1.VpsApartmentBuildingsQuery,
    response: v1.VpsWithConfidenceResponse,
    status: 200
  }),
  vpsHouses: e({
    id: 'vpsHouses',
    method: 'GET',
    path: '/api/v1/vps/houses',
    restricted: true,
    query: v1.VpsHousesQuery,
    response: v1.VpsResponse,
    status: 200
  }),
  vpsPlots: e({
    id: 'vpsPlots',
    method: 'GET',
    path: '/api/v1/vps/plots',
    restricted: true,
    query: v1.VpsPlotsQuery,
    response: v1.VpsResponse,
    status: 200
  }),
  valuationAlpha: e({
    id: 'valuationAlpha',
    method: 'GET',
    path: '/api/v1/valuation/alpha',
    restricted: true,
    deprecated: true,
    query: v1.ValuationAlphaQuery,
    response: v1.VpsWithConfidenceResponse,
    status: 200
  }),

  locationsAddresses: e({
    id: 'locationsAddresses',
    method: 'POST',
    path: '/api/v2/locations/addresses',
    restricted: false,
    body: loc.LocationRequest,
    response: loc.AddressesResponse,
    status: 200
  }),
  locationsRegions: e({
    id: 'locationsRegions',
    method: 'POST',
    path: '/api/v2/locations/regions',
    restricted: false,
    body: loc.LocationRequest,
    response: loc.RegionsResponse,
    status: 200
  }),
  offersSearch: e({
    id: 'offersSearch',
    method: 'POST',
    path: '/api/v2/offers/search',
    restricted: false,
    body: offers.OffersSearchRequest,
    response: offers.OffersSearchResponse,
    status: 200
  }),
  propertiesLight: e({
    id: 'propertiesLight',
    method: 'POST',
    path: '/api/v2/valuations/properties_light',
    restricted: true,
    body: val.PropertiesLightRequest,
    response: val.PropertiesLightResponse,
    status: 200
  }),

  ...resource('propertyGroups', '/api/v2/property_groups', {
    list: pf.PropertyGroupList,
    item: pf.PropertyGroup,
    create: pf.PropertyGroupCreate,
    patch: pf.PropertyGroupPatch
  }),
  propertyGroupsDelete: e({
    id: 'propertyGroupsDelete',
    method: 'DELETE',
    path: '/api/v2/property_groups/:id',
    restricted: true,
    params: Id,
    status: 204
  }),
  ...resource('properties', '/api/v2/properties', {
    list: pf.PropertyList,
    item: pf.Property,
    create: pf.PropertyCreate,
    patch: pf.PropertyPatch
  }),

  propertyImagesList: e({
    id: 'propertyImagesList',
    method: 'GET',
    path: '/api/v2/properties/:propertyId/images',
    restricted: true,
    params: PropertyIdParam,
    query: pf.ImageListQuery,
    response: pf.PropertyImageList,
    status: 200
  }),
  propertyImagesCreate: e({
    id: 'propertyImagesCreate',
    method: 'POST',
    path: '/api/v2/properties/:propertyId/images',
    restricted: true,
    params: PropertyIdParam,
    multipart: true,
    response: pf.PropertyImage,
    status: 201
  }),
  propertyImagesUpdate: e({
    id: 'propertyImagesUpdate',
    method: 'PATCH',
    path: '/api/v2/properties/:propertyId/images/:id',
    restricted: true,
    params: ImageParams,
    body: pf.PropertyImagePatch,
    response: pf.PropertyImage,
    status: 200
  })
} as const satisfies Record<string, Endpoint>

export type EndpointId = keyof typeof ENDPOINTS
export const ENDPOINT_LIST: Endpoint[] = Object.values(ENDPOINTS)

/** Version strings reported in meta.version. */
export const API_VERSIONS = { v1: '1.9.3', v2: '2.14.0' } as const
