import { describe, expect, it } from 'vitest'
import { loadGeography } from '@sandbox/geo'
import { haversineKm } from '@shared/geo/geodesy'

const geo = loadGeography()

function expectNear(p: { lat: number; lon: number } | null, lat: number, lon: number, km: number): void {
  expect(p).not.toBeNull()
  expect(haversineKm(p!.lat, p!.lon, lat, lon)).toBeLessThan(km)
}

describe('geocoding real addresses', () => {
  it('places an address in Munich inside its postal code, city, county and state', () => {
    const p = geo.locateV1('Marienplatz 1, 80331 München')!
    expect(p).toMatchObject({
      street: 'Marienplatz',
      houseNumber: '1',
      postCode: '80331',
      city: 'München',
      municipalityId: '09162000',
      countyId: '09162',
      stateId: '09',
      source: 'address'
    })
    expectNear(p, 48.1374, 11.5755, 6)
    expect(p.quarterId).toMatch(/^q-80331-09162000-/)
  })

  it('places addresses in Berlin, Hamburg and Chemnitz', () => {
    const berlin = geo.locateV1('Unter den Linden 77, 10117 Berlin')!
    expect(berlin).toMatchObject({ postCode: '10117', city: 'Berlin', municipalityId: '11000000', stateId: '11' })
    expectNear(berlin, 52.517, 13.389, 25)
    const hamburg = geo.locateV1('Jungfernstieg 7, 20354 Hamburg')!
    expect(hamburg).toMatchObject({ postCode: '20354', city: 'Hamburg', countyId: '02000', stateId: '02' })
    expectNear(hamburg, 53.553, 9.993, 25)
    const chemnitz = geo.locateV1('Straße der Nationen 12, 09111 Chemnitz')!
    expect(chemnitz).toMatchObject({
      postCode: '09111',
      city: 'Chemnitz',
      municipalityId: '14511000',
      countyId: '14511',
      stateId: '14'
    })
    expectNear(chemnitz, 50.835, 12.923, 15)
  })

  it('places an address in a village in its rural county', () => {
    const p = geo.locateV1('Dorfstraße 4, 82487 Oberammergau')!
    expect(p).toMatchObject({ postCode: '82487', city: 'Oberammergau', countyId: '09180', stateId: '09' })
    expectNear(p, 47.598, 11.066, 15)
  })

  it('takes structured addresses (v2) as well as typed ones', () => {
    const typed = geo.locateV1('Marienplatz 1, 80331 München')!
    const structured = geo.locateV2({
      address: { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
    })!
    expect(structured).toEqual(typed)
    const unstructured = geo.locateV2({ address: { unstructured: 'Marienplatz 1, 80331 München' } })!
    expect(unstructured).toEqual(typed)
    const numberInStreet = geo.locateV2({ address: { street: 'Marienplatz 1', postCode: '80331', city: 'München' } })!
    expect(numberInStreet).toEqual(typed)
  })
})

describe('looser forms people type', () => {
  const reference = geo.locateV1('Marienplatz 1, 80331 München')!
  const same = (text: string) => {
    const p = geo.locateV1(text)
    expect(p, text).not.toBeNull()
    expect([p!.lat, p!.lon, p!.postCode], text).toEqual([reference.lat, reference.lon, reference.postCode])
  }

  it('ignores commas, case, umlaut spellings and the Straße abbreviation', () => {
    same('Marienplatz 1 80331 München')
    same('marienplatz 1, 80331 muenchen')
    same('MARIENPLATZ 1, 80331 MÜNCHEN')
    same('80331 München, Marienplatz 1')
    same('Marienplatz 1,80331 München, Deutschland')
    same('Marienplatz 1, D-80331 München')
    const a = geo.locateV1('Leopoldstr. 12 München')!
    const b = geo.locateV1('Leopoldstraße 12, München')!
    const c = geo.locateV1('leopoldstrasse 12 muenchen')!
    expect(a.city).toBe('München')
    expect([b.lat, b.lon]).toEqual([a.lat, a.lon])
    expect([c.lat, c.lon]).toEqual([a.lat, a.lon])
    const g1 = geo.locateV1('Goßlerstraße 1, Göttingen')!
    const g2 = geo.locateV1('Gosslerstrasse 1, Goettingen')!
    expect(g1.city).toBe('Göttingen')
    expect([g2.lat, g2.lon]).toEqual([g1.lat, g1.lon])
  })

  it('accepts a postal code alone, a city alone, and the city before the street', () => {
    expect(geo.locateV1('80331')).toMatchObject({ postCode: '80331', city: 'München', street: null })
    expect(geo.locateV1('10117')).toMatchObject({ postCode: '10117', city: 'Berlin' })
    const munich = geo.locateV1('München')!
    expect(munich).toMatchObject({ city: 'München', street: null, municipalityId: '09162000' })
    expectNear(munich, 48.137, 11.575, 3)
    expect(geo.locateV1('Hamburg Jungfernstieg 7')).toMatchObject({
      city: 'Hamburg',
      street: 'Jungfernstieg',
      houseNumber: '7'
    })
    expect(geo.locateV1('Frankfurt (Oder)')).toMatchObject({ stateId: '12' })
    expect(geo.locateV1('Frankfurt am Main')).toMatchObject({ stateId: '06' })
    expect(geo.locateV1('St. Ingbert')!.municipalityId).toBe(geo.locateV1('Sankt Ingbert')!.municipalityId)
  })

  it('keeps the last number as house number when the street name has one', () => {
    expect(geo.locateV1('Straße des 17. Juni 100, 10623 Berlin')).toMatchObject({
      street: 'Straße des 17. Juni',
      houseNumber: '100',
      postCode: '10623'
    })
    expect(geo.locateV1('Hauptstraße 12a, 82487 Oberammergau')).toMatchObject({
      street: 'Hauptstraße',
      houseNumber: '12a'
    })
  })
})

describe('deterministic placement without a street database', () => {
  it('gives the same point for the same address and different points for different streets', () => {
    const a1 = geo.locateV1('Leopoldstraße 12, 80802 München')!
    const a2 = geo.locateV1('Leopoldstraße 12, 80802 München')!
    const other = geo.locateV1('Ainmillerstraße 12, 80802 München')!
    const neighbour = geo.locateV1('Leopoldstraße 14, 80802 München')!
    expect(a2).toEqual(a1)
    expect([other.lat, other.lon]).not.toEqual([a1.lat, a1.lon])
    expect([neighbour.lat, neighbour.lon]).not.toEqual([a1.lat, a1.lon])
    // House numbers of one street stay close together.
    expect(haversineKm(a1.lat, a1.lon, neighbour.lat, neighbour.lon)).toBeLessThan(0.4)
    for (const p of [a1, other, neighbour]) expect(p.postCode).toBe('80802')
  })
})

describe('v1 and v2 precedence', () => {
  const berlin = { latitude: 52.52, longitude: 13.405 }

  it('v1: the address wins over the coordinate', () => {
    const p = geo.locateV1('Marienplatz 1, 80331 München', '52.52,13.405')!
    expect(p).toMatchObject({ city: 'München', source: 'address' })
    expect(geo.locateV1(undefined, '52.52,13.405')).toMatchObject({
      city: 'Berlin',
      source: 'coordinates',
      street: null
    })
    expect(geo.locateV1('', ' 52.52 , 13.405 ')).toMatchObject({ city: 'Berlin' })
  })

  it('v2: the coordinates win over the address', () => {
    const p = geo.locateV2({
      address: { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' },
      coordinates: berlin
    })!
    expect(p).toMatchObject({
      city: 'Berlin',
      source: 'coordinates',
      street: null,
      houseNumber: null,
      lat: 52.52,
      lon: 13.405
    })
    expect(geo.locateV2({ address: { unstructured: 'Marienplatz 1, 80331 München' } })).toMatchObject({
      city: 'München'
    })
  })
})

describe('what cannot be placed', () => {
  it('returns null for nonsense, unknown places and postal codes', () => {
    for (const text of [
      'asdf qwer',
      '',
      '   ',
      '...',
      '1',
      '99999',
      'Am Anger 2, 99999 Nirgendwo',
      'Kirchweg 3, 12345 Musterstadt',
      'Marienplatz 1'
    ]) {
      expect(geo.locateV1(text), text).toBeNull()
    }
    expect(geo.locateV2({ address: { street: 'Hauptstraße', houseNumber: '1' } })).toBeNull()
    expect(geo.locateV2({ address: {} })).toBeNull()
    expect(geo.locateV2({})).toBeNull()
  })

  it('returns null for coordinates outside Germany and malformed coordinate strings', () => {
    for (const [lat, lon] of [
      [48.2082, 16.3738],
      [50.0755, 14.4378],
      [52.37, 4.89],
      [48.8566, 2.3522],
      [55.6761, 12.5683],
      [0, 0],
      [47.27, 11.4]
    ]) {
      expect(geo.at(lat!, lon!), `${lat},${lon}`).toBeNull()
      expect(geo.locateV2({ coordinates: { latitude: lat!, longitude: lon! } })).toBeNull()
    }
    for (const c of ['', 'abc', '52.52', '52.52;13.4', '52,52,13,4']) expect(geo.locateV1(undefined, c), c).toBeNull()
    expect(geo.at(Number.NaN, 10)).toBeNull()
  })
})

describe('typed localities', () => {
  it('keeps a typed locality of the postal code area instead of renaming it to its neighbour municipality', () => {
    const p = geo.locateV1('Dorfstr. 3, 17309 Fahrenwalde')!
    expect(p).toMatchObject({ street: 'Dorfstraße', houseNumber: '3', postCode: '17309', city: 'Fahrenwalde' })
    // The divisions stay those of the municipality the place belongs to.
    expect(geo.municipalityById(p.municipalityId)!.postalCodes).toContain('17309')
    expect(
      geo.locateV2({ address: { street: 'Dorfstr.', houseNumber: '3', postCode: '17309', city: 'Fahrenwalde' } })!.city
    ).toBe('Fahrenwalde')
  })

  it('puts a typed locality at the same point with and without its postal code (the same address typed two ways)', () => {
    const withCode = geo.locateV1('Dorfstr. 3, 17309 Fahrenwalde')!
    const without = geo.locateV1('Dorfstr. 3 Fahrenwalde')!
    expect(without).toMatchObject({ street: 'Dorfstraße', houseNumber: '3', postCode: '17309', city: 'Fahrenwalde' })
    expect([without.lat, without.lon, without.quarterId]).toEqual([withCode.lat, withCode.lon, withCode.quarterId])
  })

  it('names the municipality itself when the typed name is its own, in any spelling', () => {
    expect(geo.locateV1('marienplatz 1 muenchen')!.city).toBe('München')
    expect(geo.locateV1('Schloßstraße 12 Dresden')!.city).toBe('Dresden')
    expect(geo.locateV1('Marienplatz 1, 80331 München')!.city).toBe('München')
  })
})
