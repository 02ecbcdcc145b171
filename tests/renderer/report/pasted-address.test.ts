// Addresses in pasted text: street with number, postal code and place, on one line or two, found in a
// letter; text that is only an address is pasted as it is.
import { describe, expect, it } from 'vitest'
import { findAddresses, isJustAddress } from '@renderer/report/pasted-address'

const LETTER = `Sehr geehrte Damen und Herren,

bitte erstellen Sie ein Verkehrswertgutachten für das Objekt Schloßstraße 12, 01067 Dresden.
Eigentümerin: Erika Mustermann

Mit freundlichen Grüßen
Immobilien Müller GmbH
Königsallee 3a
40212 Düsseldorf`

describe('addresses in pasted text', () => {
  it('finds the object and the sender of a letter, in the order they stand', () => {
    expect(findAddresses(LETTER).map((a) => a.line)).toEqual([
      'Schloßstraße 12, 01067 Dresden',
      'Königsallee 3a, 40212 Düsseldorf'
    ])
    expect(findAddresses(LETTER)[0]).toMatchObject({
      street: 'Schloßstraße',
      houseNumber: '12',
      postCode: '01067',
      city: 'Dresden'
    })
  })

  it('reads street names of several words and places with qualifiers', () => {
    expect(findAddresses('Bitte bewerten: Straße des 17. Juni 100, 10623 Berlin. Danke').map((a) => a.line)).toEqual([
      'Straße des 17. Juni 100, 10623 Berlin'
    ])
    expect(findAddresses('Objekt: Unter den Linden 1, 10117 Berlin').map((a) => a.line)).toEqual([
      'Unter den Linden 1, 10117 Berlin'
    ])
    expect(findAddresses('Frankfurt, Am Römerberg 3 b\n60311 Frankfurt am Main').map((a) => a.line)).toEqual([
      'Am Römerberg 3 b, 60311 Frankfurt am Main'
    ])
  })

  it('finds nothing where there is no street with number before a postal code and place', () => {
    expect(findAddresses('Wir haben 3 Objekte in 80331 München')).toEqual([])
    expect(findAddresses('Rückruf unter 0351 123456')).toEqual([])
  })

  it('tells a pasted address from text around one', () => {
    const one = 'Marienplatz 1, 80331 München'
    expect(isJustAddress(one, findAddresses(one))).toBe(true)
    expect(isJustAddress('Marienplatz 1\n80331 München', findAddresses('Marienplatz 1\n80331 München'))).toBe(true)
    const more = 'Objekt: Marienplatz 1, 80331 München'
    expect(isJustAddress(more, findAddresses(more))).toBe(false)
  })

  it('stops at the postal code and place: a bracket that does not close is not part of the place', () => {
    const letter =
      'Sehr geehrte Damen und Herren,\nwir bitten um Bewertung des Objekts Marienplatz 1, 80331 München (Wohn-\nung im 3. OG).'
    expect(findAddresses(letter).map((a) => a.line)).toEqual(['Marienplatz 1, 80331 München'])
    expect(findAddresses('Marienplatz 1, 80331 München (Wohnung im 3. OG)').map((a) => a.line)).toEqual([
      'Marienplatz 1, 80331 München'
    ])
    expect(findAddresses('Große Ulrichstraße 5, 06108 Halle (Saale)').map((a) => a.line)).toEqual([
      'Große Ulrichstraße 5, 06108 Halle (Saale)'
    ])
  })
})
