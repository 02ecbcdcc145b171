// The portfolio property form's number reading and draft: German and English separators, bounds, pairs
// that belong together, and fields a PATCH cannot empty.
import { describe, expect, it } from 'vitest'
import { draftOf, formOf, parseNumber } from '@renderer/portfolio/property-draft'

describe('parseNumber', () => {
  it('reads numbers as typed in German and in English', () => {
    const de: Array<[string, number]> = [
      ['72,5', 72.5],
      ['1.250', 1250],
      ['1.234.567,89', 1234567.89],
      ['72.5', 72.5],
      ['-3', -3],
      ['1 250', 1250],
      ['0,001', 0.001]
    ]
    for (const [raw, value] of de) expect(parseNumber(raw, 'de'), raw).toBe(value)
    const en: Array<[string, number]> = [
      ['72.5', 72.5],
      ['1,250', 1250],
      ['1,234,567.89', 1234567.89],
      ['72,5', 72.5]
    ]
    for (const [raw, value] of en) expect(parseNumber(raw, 'en'), raw).toBe(value)
  })
  it('refuses what is not a number', () => {
    for (const raw of ['', 'viel', '1e5', '12a', '--1', '1,2,3,4.5.6', 'Infinity', 'NaN', '٣', '1.2.3'])
      expect(parseNumber(raw, 'de'), raw).toBeNaN()
  })
})

describe('draftOf', () => {
  it('sends what was filled, in the service’s types', () => {
    const form = formOf(null, 'g1', 'de')
    Object.assign(form, {
      address: 'Leopoldstraße 10, 80802 München',
      type: 'apartment',
      subtype: 'apartment_attic',
      heatingTypes: ['floor'],
      equipments: ' Balkon, , Aufzug '
    })
    Object.assign(form.numbers, { livingArea: '72,5', buildingYear: '1908', currentRent: '1.250' })
    const { draft, problems } = draftOf(form, null, 'de')
    expect(problems).toEqual({})
    expect(draft).toEqual({
      parentId: 'g1',
      location: { address: { unstructured: 'Leopoldstraße 10, 80802 München' } },
      propertyType: { type: 'apartment', subtype: 'apartment_attic' },
      livingArea: 72.5,
      buildingYear: 1908,
      currentRent: 1250,
      heatingTypes: ['floor'],
      equipments: ['Balkon', 'Aufzug']
    })
  })
  it('names each field with a problem instead of sending', () => {
    const form = formOf(null, null, 'de')
    Object.assign(form.numbers, { buildingYear: '3000', floor: '2,5', livingArea: '9'.repeat(400), latitude: '48,1' })
    form.energyType = 'consumption'
    const { problems } = draftOf(form, null, 'de')
    expect(Object.keys(problems).sort()).toEqual(['buildingYear', 'energyValue', 'floor', 'livingArea', 'longitude'])
    expect(problems.buildingYear).toEqual({ key: 'portfolio.property.outOfRange', params: { min: 1000, max: 2100 } })
  })
  it('writes stored numbers in the UI language’s form and reads them back unchanged', () => {
    const before = {
      id: 'p2',
      livingArea: 64.5,
      currentRent: 1250.75,
      buildingYear: 1911,
      location: { coordinates: { latitude: 48.137412, longitude: 11.575491 } }
    }
    const de = formOf(before, null, 'de')
    expect([de.numbers.livingArea, de.numbers.currentRent, de.numbers.buildingYear, de.numbers.latitude]).toEqual([
      '64,5',
      '1250,75',
      '1911',
      '48,137412'
    ])
    expect(formOf(before, null, 'en').numbers.livingArea).toBe('64.5')
    const { draft, problems } = draftOf(de, before, 'de')
    expect(problems).toEqual({})
    expect(draft).toMatchObject({ livingArea: 64.5, currentRent: 1250.75, buildingYear: 1911 })
  })

  it('editing: a stored value cannot be emptied, an unchanged address is not sent again', () => {
    const before = {
      id: 'p1',
      customId: 'A',
      floor: 3,
      location: {
        address: { unstructured: 'Marienplatz 1, 80331 München' },
        coordinates: { latitude: 48.1, longitude: 11.5 }
      }
    }
    const form = formOf(before, null, 'de')
    form.numbers.floor = ''
    expect(draftOf(form, before, 'de').problems.floor?.key).toBe('portfolio.property.cannotClear')
    form.numbers.floor = '4'
    const { draft, problems } = draftOf(form, before, 'de')
    expect(problems).toEqual({})
    expect(draft).toEqual({ customId: 'A', parentId: '', floor: 4 })
  })
})
