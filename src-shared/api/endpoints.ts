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

export const ENDPOINTS = {
  priceFilter: e({ id: 'priceFilter', method: 'GET', path: '/api/v1/price_filter', restricted: false, query: v1.PriceFilterQuery, response: v1.PriceFilterResponse, status: 200 }),
  block: e({ id: 'block', method: 'GET', path: '/api/v1/block', restricted: false, query: v1.BlockQuery, response: v1.BlockResponse, status: 200 }),
  vpsApartments: e({ id: 'vpsApartments', method: 'GET', path: '/api/v1/vps/apartments', restricted: true, query: v1.VpsApartmentsQuery, response: v1.VpsWithConfidenceResponse, status: 200 }),
  vpsApartmentBuildings: e({ id: 'vpsApartmentBuildings', method: 'GET', path: '/api/v1/vps/apartment_buildings', restricted: true, query: v1.VpsApartmentBuildingsQuery, response: v1.VpsWithConfidenceResponse, status: 200 }),
  vpsHouses: e({ id: 'vpsHouses', method: 'GET', path: '/api/v1/vps/houses', restricted: true, query: v1.VpsHousesQuery, response: v1.VpsResponse, status: 200 }),
  vpsPlots: e({ id: 'vpsPlots', method: 'GET', path: '/api/v1/vps/plots', restricted: true, query: v1.VpsPlotsQuery, response: v1.VpsResponse, status: 200 }),
  valuationAlpha: e({ id: 'valuationAlpha', method: 'GET', path: '/api/v1/valuation/alpha', restricted: true, deprecated: true, query: v1.ValuationAlphaQuery, response: v1.VpsWithConfidenceResponse, status: 200 }),

  locationsAddresses: e({ id: 'locationsAddresses', method: 'POST', path: '/api/v2/locations/addresses', restricted: false, body: loc.LocationRequest, response: loc.AddressesResponse, status: 200 }),
  locationsRegions: e({ id: 'locationsRegions', method: 'POST', path: '/api/v2/locations/regions', restricted: false, body: loc.LocationRequest, response: loc.RegionsResponse, status: 200 }),
  offersSearch: e({ id: 'offersSearch', method: 'POST', path: '/api/v2/offers/search', restricted: false, body: offers.OffersSearchRequest, response: offers.OffersSearchResponse, status: 200 }),
  propertiesLight: e({ id: 'propertiesLight', method: 'POST', path: '/api/v2/valuations/properties_light', restricted: true, body: val.PropertiesLightRequest, response: val.PropertiesLightResponse, status: 200 }),

  propertyGroupsList: e({ id: 'propertyGroupsList', method: 'GET', path: '/api/v2/property_groups', restricted: true, query: pf.ListQuery, response: pf.PropertyGroupList, status: 200 }),
  propertyGroupsCreate: e({ id: 'propertyGroupsCreate', method: 'POST', path: '/api/v2/property_groups', restricted: true, body: pf.PropertyGroupCreate, response: pf.PropertyGroup, status: 201 }),
  propertyGroupsGet: e({ id: 'propertyGroupsGet', method: 'GET', path: '/api/v2/property_groups/:id', restricted: true, params: Id, response: pf.PropertyGroup, status: 200 }),
  propertyGroupsUpdate: e({ id: 'propertyGroupsUpdate', method: 'PATCH', path: '/api/v2/property_groups/:id', restricted: true, params: Id, body: pf.PropertyGroupPatch, response: pf.PropertyGroup, status: 200 }),
  propertyGroupsDelete: e({ id: 'propertyGroupsDelete', method: 'DELETE', path: '/api/v2/property_groups/:id', restricted: true, params: Id, status: 204 }),

  propertiesList: e({ id: 'propertiesList', method: 'GET', path: '/api/v2/properties', restricted: true, query: pf.ListQuery, response: pf.PropertyList, status: 200 }),
  propertiesCreate: e({ id: 'propertiesCreate', method: 'POST', path: '/api/v2/properties', restricted: true, body: pf.PropertyCreate, response: pf.Property, status: 201 }),
  propertiesGet: e({ id: 'propertiesGet', method: 'GET', path: '/api/v2/properties/:id', restricted: true, params: Id, response: pf.Property, status: 200 }),
  propertiesUpdate: e({ id: 'propertiesUpdate', method: 'PATCH', path: '/api/v2/properties/:id', restricted: true, params: Id, body: pf.PropertyPatch, response: pf.Property, status: 200 }),

  propertyImagesList: e({ id: 'propertyImagesList', method: 'GET', path: '/api/v2/properties/:propertyId/images', restricted: true, params: PropertyIdParam, query: pf.ImageListQuery, response: pf.PropertyImageList, status: 200 }),
  propertyImagesCreate: e({ id: 'propertyImagesCreate', method: 'POST', path: '/api/v2/properties/:propertyId/images', restricted: true, params: PropertyIdParam, multipart: true, response: pf.PropertyImage, status: 201 }),
  propertyImagesUpdate: e({ id: 'propertyImagesUpdate', method: 'PATCH', path: '/api/v2/properties/:propertyId/images/:id', restricted: true, params: ImageParams, body: pf.PropertyImagePatch, response: pf.PropertyImage, status: 200 })
} as const satisfies Record<string, Endpoint>

export type EndpointId = keyof typeof ENDPOINTS
export const ENDPOINT_LIST: Endpoint[] = Object.values(ENDPOINTS)

/** Version strings reported in meta.version. */
export const API_VERSIONS = { v1: '1.9.3', v2: '2.14.0' } as const
