// The valuation form's rules: required fields per endpoint, the vendor's plausible ranges as warnings,
// and requests that the shared request schemas (the sandbox's own validation) accept.
import { Value } from '@sinclair/typebox/value'
import { describe, expect, it } from 'vitest'
import { PropertiesLightRequest } from '@shared/api/v2-valuation'
import { VpsApartmentBuildingsQuery, VpsApartmentsQuery, VpsHousesQuery, VpsPlotsQuery } from '@shared/api/v1'
import {
  VALUATION_KINDS,
  checkInput,
  fieldsFor,
  kindsFor,
  requestFor,
  runnableKinds,
  v1Place,
  type ValuationInput
} from '@shared/valuation/forms'

const now = new Date('2026-11-23T00:00:00Z')
const location = { address: { unstructured: 'Gasstraße 10, 22761 Hamburg' } }
const schemaOf = {
  propertiesLight: PropertiesLightRequest,
  vpsApartments: VpsApartmentsQuery,
  valuationAlpha: VpsApartmentsQuery,
  vpsApartmentBuildings: VpsApartmentBuildingsQuery,
  vpsHouses: VpsHousesQuery,
  vpsPlots: VpsPlotsQuery
}

describe('valuation form', () => {
  it('every property type reaches its light and v1 endpoints; alpha only for apartments', () => {
    expect(kindsFor('apartment')).toEqual(['light_apartment', 'vps_apartments', 'alpha'])
    expect(kindsFor('house')).toEqual(['light_house', 'vps_houses'])
    expect(kindsFor('apartment_building')).toEqual(['light_apartment_building', 'vps_apartment_buildings'])
    expect(kindsFor('plot')).toEqual(['light_plot', 'vps_plots'])
    expect(fieldsFor('plot')).toEqual(['landArea'])
  })

  it('names each missing required field for a house', () => {
    const r = checkInput({ propertyType: 'house', livingArea: 140 }, undefined, now)
    expect(r.errors).toEqual({
      subtype: 'required',
      landArea: 'required',
      buildingYear: 'required',
      condition: 'required',
      quality: 'required'
    })
  })

  it('plausible ranges warn and do not refuse; impossible values refuse', () => {
    const house: ValuationInput = {
      propertyType: 'house',
      subtype: 'house_one_family',
      livingArea: 500,
      landArea: 1200,
      buildingYear: 1995,
      condition: 'good',
      quality: 'good'
    }
    const r = checkInput(house, undefined, now)
    expect(r.errors).toEqual({})
    expect(r.warnings).toEqual({ livingArea: 'above_plausible', landArea: 'above_plausible' })
    expect(runnableKinds(house, now)).toEqual(['light_house', 'vps_houses'])
    expect(checkInput({ ...house, livingArea: Number.POSITIVE_INFINITY }, undefined, now).errors.livingArea).toBe(
      'not_a_number'
    )
    expect(checkInput({ ...house, livingArea: 1e308 }, undefined, now).errors.livingArea).toBe('too_large')
    expect(checkInput({ ...house, landArea: -3 }, undefined, now).errors.landArea).toBe('not_positive')
    expect(checkInput({ ...house, buildingYear: 1999.5 }, undefined, now).errors.buildingYear).toBe('not_whole_year')
    expect(checkInput({ ...house, condition: 'superb' as never }, undefined, now).errors.condition).toBe(
      'not_an_option'
    )
  })

  it('an apartment with only the living area runs light, vps and alpha; the house endpoints need more', () => {
    expect(runnableKinds({ propertyType: 'apartment', livingArea: 72 }, now)).toEqual([
      'light_apartment',
      'vps_apartments',
      'alpha'
    ])
    expect(runnableKinds({ propertyType: 'house', livingArea: 72 }, now)).toEqual([])
  })

  it('every request it builds passes the shared request schema of its endpoint', () => {
    const inputs: ValuationInput[] = [
      {
        propertyType: 'apartment',
        subtype: 'apartment_attic',
        livingArea: 72.5,
        buildingYear: 1962,
        condition: 'very_good',
        quality: 'very_upscale'
      },
      {
        propertyType: 'house',
        subtype: 'house_semi_detached',
        livingArea: 130,
        landArea: 400,
        buildingYear: 1985,
        condition: 'moderate',
        quality: 'simple'
      },
      {
        propertyType: 'apartment_building',
        livingArea: 900,
        landArea: 700,
        buildingYear: 1910,
        condition: 'bad',
        quality: 'good'
      },
      { propertyType: 'plot', landArea: 650 }
    ]
    const seen = new Set<string>()
    for (const input of inputs) {
      for (const kind of runnableKinds(input, now)) {
        const req = requestFor(kind, input, location)
        const payload = 'body' in req ? req.body : { ...req.query, api_key: 'x' }
        const schema = schemaOf[req.endpoint]
        expect([...Value.Errors(schema, payload)].map((e) => `${kind} ${e.path} ${e.message}`)).toEqual([])
        seen.add(kind)
      }
    }
    expect([...seen].sort()).toEqual([...VALUATION_KINDS].sort())
    const house = requestFor('vps_houses', inputs[1], location)
    expect(house).toMatchObject({
      query: {
        house_type: 'semi-detached',
        condition: 'moderate',
        furnishing: 'simple',
        address: 'Gasstraße 10, 22761 Hamburg'
      }
    })
    const apt = requestFor('vps_apartments', inputs[0], location)
    expect(apt).toMatchObject({ query: { condition: 'very good', furnishing: 'very upscale' } })
  })

  it('v1 gets the address as one line, or coordinates as "lat,lng"', () => {
    expect(
      v1Place({ address: { street: 'Gasstraße', houseNumber: '10', postCode: '22761', city: 'Hamburg' } })
    ).toEqual({ address: 'Gasstraße 10, 22761 Hamburg' })
    expect(v1Place({ coordinates: { latitude: 53.55, longitude: 9.93 } })).toEqual({ coordinate: '53.55,9.93' })
  })
})
