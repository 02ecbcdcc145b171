// Typed versus resolved address (src-shared/address/compare.ts), the rules main saves by and the report
// speaks by: spelling variants of a part are the same part (street abbreviations, umlauts, case, house
// number suffixes), a part that differs is named, a typed postal code that does not fit is a conflict,
// and two resolved addresses are the same only when every part and the place agree.
import { describe, expect, it } from 'vitest'
import {
  differences,
  looksLikeStreet,
  placeOnly,
  postCodeConflict,
  sameAddress,
  sameCity,
  sameHouseNumber,
  sameStreet,
  tooLongForAddress,
  typedCityFits,
  typedParts,
  withoutPostCode
} from '../../../src-shared/address/compare'

describe('parts of a part: spelling does not count', () => {
  it('takes "Str.", "str", "Straße", "strasse" and "Strasse" as one street', () => {
    for (const [a, b] of [
      ['Schloßstraße', 'Schlossstr.'],
      ['Schloßstraße', 'schlossstrasse'],
      ['Schloss-Straße', 'Schloßstraße'],
      ['Dorfstr.', 'Dorfstraße'],
      ['Dorfstr', 'DORFSTRASSE'],
      ['Str. des 17. Juni', 'Straße des 17. Juni'],
      ['Leopoldstr.', 'Leopold Straße'],
      ['Marienpl.', 'Marienplatz']
    ])
      expect(sameStreet(a!, b!), `${a} = ${b}`).toBe(true)
  })

  it('takes umlauts written as ae/oe/ue or without the dots as the same, and case never counts', () => {
    expect(sameStreet('Königsallee', 'Koenigsallee')).toBe(true)
    expect(sameStreet('Königsallee', 'konigsallee')).toBe(true)
    expect(sameStreet('Große Straße', 'GROSSE STRASSE')).toBe(true)
    expect(sameCity('München', 'muenchen')).toBe(true)
    expect(sameCity('München', 'Munchen')).toBe(true)
    expect(sameCity('Halle (Saale)', 'Halle')).toBe(true)
    expect(sameCity('St. Ingbert', 'Sankt Ingbert')).toBe(true)
  })

  it('keeps different names apart', () => {
    expect(sameStreet('Strandweg', 'Strasseweg')).toBe(false)
    expect(sameStreet('Dorfstraße', 'Dorfweg')).toBe(false)
    expect(sameStreet('Schloßstraße', 'Schlossplatz')).toBe(false)
    expect(sameCity('Fahrenwalde', 'Pasewalk')).toBe(false)
    expect(sameCity('Bernkastel-Kues', 'Kues')).toBe(false)
  })

  it('takes "3a", "3 a" and "3A" as one house number, and "3" and "3a" as two', () => {
    expect(sameHouseNumber('3a', '3 a')).toBe(true)
    expect(sameHouseNumber('3A', '3a')).toBe(true)
    expect(sameHouseNumber('12-14', '12 - 14')).toBe(true)
    expect(sameHouseNumber('3', '3a')).toBe(false)
    expect(sameHouseNumber('3', '13')).toBe(false)
  })
})

describe('the parts of what was typed', () => {
  it('reads one-line addresses in the forms people type', () => {
    expect(typedParts({ text: 'Dorfstraße 3 17309' })).toEqual({
      street: 'Dorfstraße',
      houseNumber: '3',
      postCode: '17309'
    })
    expect(typedParts({ text: 'Hauptstr. 3 a, 10115 Berlin' })).toEqual({
      street: 'Hauptstr.',
      houseNumber: '3 a',
      postCode: '10115',
      city: 'Berlin'
    })
    expect(typedParts({ text: 'Straße des 17. Juni 100, Berlin' })).toEqual({
      street: 'Straße des 17. Juni',
      houseNumber: '100',
      city: 'Berlin'
    })
    expect(typedParts({ text: 'Marienplatz 1 80331 München' })).toEqual({
      street: 'Marienplatz',
      houseNumber: '1',
      postCode: '80331',
      city: 'München'
    })
    expect(typedParts({ text: 'München, Marienplatz 1' })).toEqual({
      street: 'Marienplatz',
      houseNumber: '1',
      city: 'München'
    })
    expect(typedParts({ text: 'Marienplatz, München' })).toEqual({ street: 'Marienplatz', city: 'München' })
    expect(typedParts({ text: 'Bernkastel-Kues 54470' })).toEqual({ postCode: '54470', city: 'Bernkastel-Kues' })
    expect(typedParts({ text: '80331' })).toEqual({ postCode: '80331' })
    expect(typedParts({ text: 'Berlin' })).toEqual({ city: 'Berlin' })
    expect(typedParts({ text: 'Unter den Linden 1' })).toEqual({ street: 'Unter den Linden', houseNumber: '1' })
  })

  it('reads the fields, also a house number typed into the street field', () => {
    expect(typedParts({ street: 'Hauptstr. 1', postCode: '10115', city: 'Berlin' })).toEqual({
      street: 'Hauptstr.',
      houseNumber: '1',
      postCode: '10115',
      city: 'Berlin'
    })
    expect(typedParts({ street: 'Hauptstr.', houseNumber: ' 3 a ', city: 'Berlin' })).toEqual({
      street: 'Hauptstr.',
      houseNumber: '3 a',
      city: 'Berlin'
    })
  })
})

describe('what differs between typed and resolved', () => {
  it('names nothing for spelling variants', () => {
    expect(
      differences(
        { text: 'Schlossstr. 12, 01067 Dresden' },
        { street: 'Schloßstraße', houseNumber: '12', postCode: '01067', city: 'Dresden' }
      )
    ).toEqual([])
    expect(
      differences(
        { text: 'marienplatz 1 a, 80331 muenchen' },
        { street: 'Marienplatz', houseNumber: '1a', postCode: '80331', city: 'München' }
      )
    ).toEqual([])
  })

  it('names every part that differs, with what was typed and what was found', () => {
    expect(
      differences(
        { text: 'Schloßstraße 12, 01067 Dresden' },
        { street: 'Schloßstraße', houseNumber: '12', postCode: '01156', city: 'Dresden' }
      )
    ).toEqual([{ kind: 'postCodeChanged', typed: '01067', found: '01156' }])
    expect(
      differences(
        { text: 'Dorfstraße 3 17309' },
        { street: 'Dorfstraße', houseNumber: '3', postCode: '17309', city: 'Pasewalk' }
      )
    ).toEqual([{ kind: 'cityAdded', found: 'Pasewalk' }])
    expect(
      differences(
        { text: 'Schloßstraße 12 Dresden' },
        { street: 'Schloßstraße', houseNumber: '12', postCode: '01156', city: 'Dresden' }
      )
    ).toEqual([{ kind: 'postCodeAdded', found: '01156' }])
    expect(
      differences(
        { text: 'Hauptstraße 3a, 10115 Berlin' },
        { street: 'Hauptstraße', houseNumber: '3', postCode: '10115', city: 'Berlin' }
      )
    ).toEqual([{ kind: 'houseNumberChanged', typed: '3a', found: '3' }])
    expect(
      differences(
        { text: 'Dorfstr. 3, 17309 Fahrenwalde' },
        { street: 'Dorfweg', houseNumber: '3', postCode: '17309', city: 'Jatznick' }
      )
    ).toEqual([
      { kind: 'streetChanged', typed: 'Dorfstr.', found: 'Dorfweg' },
      { kind: 'cityChanged', typed: 'Fahrenwalde', found: 'Jatznick' }
    ])
    expect(differences({ text: 'Gibtsnicht 5, 80331 München' }, { postCode: '80331', city: 'München' })).toEqual([
      { kind: 'streetMissing', typed: 'Gibtsnicht' }
    ])
  })

  it('says nothing for a query by coordinates alone', () => {
    expect(
      differences({ coordinates: { latitude: 48.1, longitude: 11.5 } }, { postCode: '80331', city: 'München' })
    ).toEqual([])
  })
})

describe('a typed postal code that does not fit', () => {
  it('is a conflict when the service put the address into another postal code', () => {
    expect(
      postCodeConflict(
        { text: 'Marienplatz 1, 80000 München' },
        { street: 'Marienplatz', houseNumber: '1', postCode: '80992', city: 'München' }
      )
    ).toEqual({
      kind: 'postCodeReplaced',
      typed: '80000',
      found: '80992'
    })
  })

  it('is a conflict when the postal code lies in another place than the one typed', () => {
    expect(
      postCodeConflict(
        { text: 'Marienplatz 1, 10117 München' },
        { street: 'Marienplatz', houseNumber: '1', postCode: '10117', city: 'Berlin' }
      )
    ).toEqual({
      kind: 'postCodeElsewhere',
      typed: '10117',
      typedCity: 'München',
      foundCity: 'Berlin'
    })
    expect(withoutPostCode({ text: 'Marienplatz 1, 10117 München' })).toEqual({
      street: 'Marienplatz',
      houseNumber: '1',
      city: 'München'
    })
  })

  it('is none when it fits, when none was typed, or when the service kept the typed locality', () => {
    expect(
      postCodeConflict(
        { text: 'Marienplatz 1, 80331 München' },
        { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
      )
    ).toBeNull()
    expect(
      postCodeConflict(
        { text: 'Marienplatz 1 München' },
        { street: 'Marienplatz', houseNumber: '1', postCode: '80992', city: 'München' }
      )
    ).toBeNull()
    expect(
      postCodeConflict(
        { text: 'Dorfstr. 3, 17309 Fahrenwalde' },
        { street: 'Dorfstr.', houseNumber: '3', postCode: '17309', city: 'Fahrenwalde' }
      )
    ).toBeNull()
    expect(
      postCodeConflict(
        { text: 'Dorfstraße 3 17309' },
        { street: 'Dorfstraße', houseNumber: '3', postCode: '17309', city: 'Pasewalk' }
      )
    ).toBeNull()
  })
})

describe('the same address after resolution', () => {
  const dresden = {
    street: 'Schloßstraße',
    houseNumber: '12',
    postCode: '01067',
    city: 'Dresden',
    coordinates: { latitude: 51.0655, longitude: 13.7199 }
  }

  it('is the same in another spelling at the same place', () => {
    expect(sameAddress(dresden, { ...dresden, street: 'Schlossstr.' })).toBe(true)
    expect(sameAddress({ ...dresden, houseNumber: '12 a' }, { ...dresden, houseNumber: '12A' })).toBe(true)
  })

  it('is another address when a part differs, also only the postal code or the house number suffix', () => {
    expect(sameAddress(dresden, { ...dresden, postCode: '01156' })).toBe(false)
    expect(sameAddress(dresden, { ...dresden, houseNumber: '12a' })).toBe(false)
    expect(sameAddress(dresden, { ...dresden, city: 'Radebeul' })).toBe(false)
    expect(sameAddress(dresden, { ...dresden, street: 'Schlossplatz' })).toBe(false)
  })

  it('is another address when the same text lies elsewhere (more than 150 m away)', () => {
    expect(sameAddress(dresden, { ...dresden, coordinates: { latitude: 51.0655, longitude: 13.723 } })).toBe(false)
    expect(sameAddress(dresden, { ...dresden, coordinates: { latitude: 51.066, longitude: 13.72 } })).toBe(true)
  })

  it('never takes an area (bare postal code or place) for an address in it', () => {
    const area = { postCode: '01067', city: 'Dresden', coordinates: dresden.coordinates }
    expect(sameAddress(area, dresden)).toBe(false)
    expect(sameAddress(dresden, area)).toBe(false)
    expect(sameAddress(area, { ...area })).toBe(true)
  })
})

describe('a district typed after the place', () => {
  it('is the place said more precisely, not a conflict or a change', () => {
    expect(typedCityFits('Berlin Mitte', 'Berlin')).toBe(true)
    expect(typedCityFits('Berlin-Mitte', 'Berlin')).toBe(true)
    expect(typedCityFits('Berliner Str', 'Berlin')).toBe(false)
    expect(typedCityFits('München', 'Berlin')).toBe(false)
    const q = { text: 'Unter den Linden 1 10117 Berlin Mitte' }
    const found = { street: 'Unter den Linden', houseNumber: '1', postCode: '10117', city: 'Berlin' }
    expect(postCodeConflict(q, found)).toBeNull()
    expect(differences(q, found)).toEqual([])
  })
})

describe('a place typed alone', () => {
  it('is asked about when the service put it into one of its postal codes', () => {
    expect(placeOnly({ text: 'Berlin' }, { postCode: '10115', city: 'Berlin' })).toEqual({
      city: 'Berlin',
      found: '10115'
    })
    expect(placeOnly({ text: '10115 Berlin' }, { postCode: '10115', city: 'Berlin' })).toBeNull()
    expect(
      placeOnly({ text: 'Gasstraße 3 Berlin' }, { street: 'Gasstraße', postCode: '10117', city: 'Berlin' })
    ).toBeNull()
  })
})

describe('a street, not a sentence', () => {
  it('takes street names in any case and refuses prose that holds one', () => {
    for (const s of ['Unter den Linden', 'Straße des 17. Juni', 'gasstrasse', 'Karl-Marx-Allee', 'Am Römerberg'])
      expect(looksLikeStreet(s), s).toBe(true)
    for (const s of [
      'wir bitten um Bewertung des Objekts Marienplatz',
      'Sehr geehrte Damen und Herren, Marienplatz',
      'x'.repeat(61),
      'Bitte um Rückruf wegen der Besichtigung am Montag Marienplatz',
      'das Objekt Marienplatz'
    ])
      expect(looksLikeStreet(s), s).toBe(false)
  })
})

describe('a typed text too long for an address', () => {
  it('is a letter or a note, not an address', () => {
    expect(tooLongForAddress({ text: 'Straße des 17. Juni 100, 10623 Berlin-Charlottenburg, Deutschland' })).toBe(false)
    expect(tooLongForAddress({ text: `${'Bitte um Rückruf, '.repeat(10)}Marienplatz 1, 80331 München` })).toBe(true)
  })
})
