// What the report tells about the resolved address: differences from the typed input are found
// (another town, a postal code filled in or changed, a street dropped), spelling variants are not.
import { describe, expect, it } from 'vitest'
import { differences, typedParts } from '@renderer/report/resolution'

describe('address resolution', () => {
  it('reads one-line addresses as people type them', () => {
    expect(typedParts({ text: 'Dorfstr. 3, 17309 Fahrenwalde' })).toEqual({
      street: 'Dorfstr.',
      houseNumber: '3',
      postCode: '17309',
      city: 'Fahrenwalde'
    })
    expect(typedParts({ text: 'Schloßstraße 12 Dresden' })).toEqual({
      street: 'Schloßstraße',
      houseNumber: '12',
      city: 'Dresden'
    })
    expect(typedParts({ text: 'marienplatz 1 muenchen' })).toEqual({
      street: 'marienplatz',
      houseNumber: '1',
      city: 'muenchen'
    })
    expect(typedParts({ text: '80331' })).toEqual({ postCode: '80331' })
    expect(typedParts({ text: 'Fahrenwalde' })).toEqual({ city: 'Fahrenwalde' })
  })

  it('names another town, a filled-in or changed postal code and a dropped street', () => {
    expect(
      differences(
        { text: 'Dorfstr. 3, 17309 Fahrenwalde' },
        { street: 'Dorfstr.', houseNumber: '3', postCode: '17309', city: 'Jatznick' }
      )
    ).toEqual([{ kind: 'cityChanged', typed: 'Fahrenwalde', found: 'Jatznick' }])
    expect(
      differences(
        { text: 'Schloßstraße 12 Dresden' },
        { street: 'Schloßstraße', houseNumber: '12', postCode: '01156', city: 'Dresden' }
      )
    ).toEqual([{ kind: 'postCodeAdded', found: '01156' }])
    expect(
      differences(
        { street: 'Hauptstr. 1', postCode: '10115', city: 'Berlin' },
        { street: 'Hauptstr.', houseNumber: '1', postCode: '10117', city: 'Berlin' }
      )
    ).toEqual([{ kind: 'postCodeChanged', typed: '10115', found: '10117' }])
    expect(differences({ text: 'Gibtsnicht 5, 80331 München' }, { postCode: '80331', city: 'München' })).toEqual([
      { kind: 'streetMissing', typed: 'Gibtsnicht' }
    ])
  })

  it('takes spelling variants as the same place (umlauts, ß, "str.", case)', () => {
    expect(
      differences(
        { text: 'marienplatz 1 muenchen' },
        { street: 'Marienplatz', houseNumber: '1', postCode: '80331', city: 'München' }
      )
    ).toEqual([{ kind: 'postCodeAdded', found: '80331' }])
    expect(
      differences(
        { text: 'Schlossstr. 12, 01067 Dresden' },
        { street: 'Schloßstraße', houseNumber: '12', postCode: '01067', city: 'Dresden' }
      )
    ).toEqual([])
  })
})
