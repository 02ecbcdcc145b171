// Splits a typed address into street, house number, postal code and city, accepting the forms
// people use: "Marienplatz 1, 80331 München", "Marienplatz 1 80331 München", "80331",
// "München", "Leopoldstr. 12 München", "München, Marienplatz 1", "Straße des 17. Juni 100, Berlin".

export interface ParsedAddress {
  street: string | null
  houseNumber: string | null
  postCode: string | null
  city: string | null
}

const COUNTRY = /^(deutschland|germany|brd|de|d)$/i
const HOUSE_NUMBER = /^\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}\s?[a-zA-Z]?)?$/

/** isCity tells whether a text names a known place; it settles where the street ends and the city begins. */
export function parseAddress(input: string, isCity: (text: string) => boolean): ParsedAddress {
  const out: ParsedAddress = { street: null, houseNumber: null, postCode: null, city: null }
  let text = input.replace(/\s+/g, ' ').trim()
  const plz = /(?:^|[\s,])(?:D-)?(\d{5})(?=$|[\s,])/.exec(text)
  if (plz) {
    out.postCode = plz[1]!
    text = (text.slice(0, plz.index) + ' , ' + text.slice(plz.index + plz[0].length)).trim()
  }
  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !COUNTRY.test(s))
  const loose: string[] = []
  for (const seg of segments) {
    const split = splitStreetSegment(seg, isCity)
    if (split && out.street === null) {
      out.street = split.street
      out.houseNumber = split.houseNumber
      if (split.city && out.city === null) out.city = split.city
    } else if (out.city === null && isCity(seg)) {
      out.city = seg
    } else {
      loose.push(seg)
    }
  }
  // A segment with neither number nor known place: a street without number ("Marienplatz, München"),
  // or street and city without a comma ("Marienplatz München").
  for (const seg of loose) {
    if (out.city === null) {
      const words = seg.split(' ')
      // After the street, place words: the place is the longest known start, a district may follow ("Berlin Mitte").
      if (out.street !== null) {
        for (let i = words.length - 1; i >= 1 && out.city === null; i--) {
          const head = words.slice(0, i).join(' ')
          if (isCity(head)) out.city = head
        }
        if (out.city !== null) continue
      }
      for (let i = 1; i < words.length; i++) {
        const tail = words.slice(i).join(' ')
        if (isCity(tail)) {
          out.city = tail
          if (out.street === null) out.street = words.slice(0, i).join(' ')
          break
        }
      }
      if (out.city !== null) continue
    }
    if (out.street === null) out.street = seg
  }
  // No place found yet: the city may stand before the street without a comma ("Hamburg Jungfernstieg 7").
  if (out.city === null && out.postCode === null && out.street !== null) {
    const words = out.street.split(' ')
    for (let k = words.length - 1; k >= 1; k--) {
      const head = words.slice(0, k).join(' ')
      if (isCity(head)) {
        out.city = head
        out.street = words.slice(k).join(' ')
        break
      }
    }
  }
  return out
}

/** "Marienplatz 1" -> street and house number; null when the text does not end in a house number. */
export function splitHouseNumber(street: string): { street: string; houseNumber: string } | null {
  const found = splitTrailingCity(street.replace(/\s+/g, ' ').trim().split(' '), () => false)
  return found ? { street: found.street, houseNumber: found.houseNumber } : null
}

/** "Leopoldstr. 12 München" -> street, number, city; the last number-like word that is followed by nothing or a place wins. */
function splitStreetSegment(
  seg: string,
  isCity: (text: string) => boolean
): { street: string; houseNumber: string; city: string | null } | null {
  return splitTrailingCity(seg.split(' '), isCity)
}

function splitTrailingCity(
  words: string[],
  isCity: (text: string) => boolean
): { street: string; houseNumber: string; city: string | null } | null {
  for (let i = words.length - 1; i >= 1; i--) {
    // A house number may be written "12 a" or "12-14": try one and two words.
    for (const len of [2, 1]) {
      if (i + len > words.length) continue
      const num = words.slice(i, i + len).join(' ')
      if (!HOUSE_NUMBER.test(num)) continue
      const rest = words.slice(i + len).join(' ')
      if (rest === '' || isCity(rest)) {
        return {
          street: words.slice(0, i).join(' ').replace(/[,]$/, ''),
          houseNumber: num.replace(/\s+/g, ''),
          city: rest || null
        }
      }
    }
  }
  return null
}
