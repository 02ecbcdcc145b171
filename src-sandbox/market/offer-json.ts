// offers/search answers as JSON written straight from the columns. A 3,000-offer answer (3.2 MB) took
// 17 ms to build as Offer objects (toOffer: an OfferRecord, then the Offer), 19 ms more for
// JSON.stringify and 4 ms to encode as UTF-8; written here it is one string per offer from the columns,
// with everything that repeats (a piece's address, sources, condition labels, dates, the image URL's
// start) encoded once. The strings are byte strings: the answer's UTF-8 bytes, one per character
// (Latin-1), so the answer goes into its buffer by a plain copy (body-buffers.ts, sendBytes) instead of
// being encoded: only names carry non-ASCII characters, and those are UTF-8 encoded once in the tables.
// The bytes are those of JSON.stringify(toOffer(i, ...)) with the similarity score after it, as
// tests/sandbox/market/offer-json.test.ts checks over every offer of the test market.
import { dayToDate } from './dates'
import type { MarketImpl } from './market'
import { J_BITS } from './plan'
import { CONDITION_LABELS, KIND_APARTMENT, MISSING_INT, NO_CODE, NO_STREET, UNKNOWN } from './types'

/** An offer's JSON as a byte string (latin1Of): `distanceM` only in circle searches, `score` NaN when it has none. */
export type OfferJsonWriter = (i: number, distanceM: number | undefined, score: number) => string

const r2 = (x: number): number => Math.round(x * 100) / 100
const r2e6 = (x: number): number => Math.round(x * 1e6) / 1e6
/** A text's UTF-8 bytes as a byte string: one character per byte. */
export const latin1Of = (s: string): string => Buffer.from(s, 'utf8').toString('latin1')
/** A text as a JSON string literal, in UTF-8 bytes. */
const json = (s: string): string => latin1Of(JSON.stringify(s))
const FLAGS = [
  'isFirstOccupancy', 'isBarrierFree', 'isFurnished', 'isSubsidizedHousing', 'hasKitchen', 'hasBalconyOrTerrace',
  'hasLift', 'hasParkingSpace', 'hasUnderfloorHeating'
] as const
/** `,"<flag>":true` and `,"<flag>":false` for each flag. */
const FLAG_TEXT = FLAGS.map((f) => [`,"${f}":false`, `,"${f}":true`])

const writers = new WeakMap<MarketImpl, Map<string, OfferJsonWriter>>()

/** The writer of a market's offers with image URLs under `baseUrl` (made once per market and base URL). */
export function offerJsonWriter(m: MarketImpl, baseUrl = ''): OfferJsonWriter {
  let byUrl = writers.get(m)
  if (!byUrl) writers.set(m, (byUrl = new Map()))
  let w = byUrl.get(baseUrl)
  if (!w) byUrl.set(baseUrl, (w = makeWriter(m, baseUrl)))
  return w
}

function makeWriter(m: MarketImpl, baseUrl: string): OfferJsonWriter {
  const {
    ordinal: cOrdinal, deal: cDeal, kind: cKind, source: cSource, startDay: cStart, endDay: cEnd, imageCount: cImages,
    street: cStreet, houseNumber: cHouse, hasCoords: cHasCoords, lat: cLat, lon: cLon, condition: cCond, price: cPrice,
    pricePerSqm: cPpsqm, additionalCosts: cAdditional, floor: cFloor, rooms: cRooms, buildingYear: cYear, livingArea: cArea,
    landArea: cLand, usableArea: cUsable, availableFromDay: cAvailable, firstOccupancy: cFirst, barrierFree: cBarrierFree,
    furnished: cFurnished, subsidized: cSubsidized, kitchen: cKitchen, balcony: cBalcony, lift: cLift, parking: cParking,
    underfloorHeating: cUnderfloor
  } = m.cols
  const flagCols = [cFirst, cBarrierFree, cFurnished, cSubsidized, cKitchen, cBalcony, cLift, cParking, cUnderfloor]
  const { sources, postalCodes, municipalityNames, streets } = m.tables
  const { postalCode: piecePostal, municipality: pieceMun } = m.plan
  const sourceText = sources.map((s) => `,"source":${json(s)},"startDate":"`)
  const conditionText = CONDITION_LABELS.map((c) => `,"objectCondition":${json(c.label)}`)
  // A street's text (empty names are left out, as toOffer does), and the piece's address start: both by index, made on first use.
  const streetText = streets.map((s) => (s ? `,"street":${json(s)}` : ''))
  const addressText: string[] = []
  const urlStart = json(`${baseUrl}/media/offers/`).slice(0, -1)
  const idText = (i: number): string => {
    const hex = m.urlId(i).toString(16)
    return hex.length === 8 ? hex : hex.padStart(8, '0')
  }
  return (i, distanceM, score) => {
    const id = idText(i)
    const sale = cDeal[i] === 0
    const start = cStart[i]
    const end = cEnd[i]
    let s = `{"id":"${id}","dealType":"${sale ? 'sale' : 'rent'}","propertyType":{"code":"${cKind[i] === KIND_APARTMENT ? 'apartment' : 'house'}"}${sourceText[cSource[i]]}${dayToDate(start)}","endDate":"${dayToDate(end)}","marketDuration":"P${end - start}D","images":[`
    const images = cImages[i]
    for (let k = 1; k <= images; k++) s += `${k > 1 ? ',' : ''}{"url":${urlStart}${id}/${k}.svg"}`
    const piece = cOrdinal[i] >>> J_BITS
    s += addressText[piece] ??= `],"location":{"address":{"postCode":${json(postalCodes[piecePostal[piece]])},"city":${json(municipalityNames[pieceMun[piece]])}`
    const st = cStreet[i]
    if (st !== NO_STREET) {
      const text = streetText[st]
      if (text) { s += text; if (cHouse[i]) s += `,"houseNumber":"${cHouse[i]}"` }
    }
    s += cHasCoords[i] ? `},"coordinates":{"latitude":${r2e6(cLat[i])},"longitude":${r2e6(cLon[i])}}}` : '}}'
    if (distanceM !== undefined) s += `,"distance":${Math.round(distanceM * 10) / 10}`
    if (cCond[i] !== NO_CODE) s += conditionText[cCond[i]]
    const ppsqm = r2(cPpsqm[i])
    s += sale ? `,"salePrice":${cPrice[i]},"salePricePerSqm":${ppsqm}` : `,"rentNet":${cPrice[i]},"rentNetPerSqm":${ppsqm}`
    const area = r2(cArea[i])
    const additional = cAdditional[i]
    if (!Number.isNaN(additional)) s += `,"additionalCosts":${additional},"additionalCostsPerSqm":${r2(additional / area)}`
    s += ',"currency":"EUR"'
    if (cFloor[i] !== MISSING_INT) s += `,"floorNumber":${cFloor[i]}`
    if (!Number.isNaN(cRooms[i])) s += `,"numberOfRooms":${cRooms[i]}`
    if (cYear[i] !== MISSING_INT) s += `,"buildingYear":${cYear[i]}`
    s += `,"livingArea":${area}`
    if (!Number.isNaN(cLand[i])) s += `,"landArea":${cLand[i]}`
    if (!Number.isNaN(cUsable[i])) s += `,"usableArea":${cUsable[i]}`
    if (cAvailable[i] !== MISSING_INT) s += `,"availableFrom":"${dayToDate(cAvailable[i])}"`
    for (let f = 0; f < 9; f++) {
      const v = flagCols[f][i]
      if (v !== UNKNOWN) s += FLAG_TEXT[f][v === 1 ? 1 : 0]
    }
    if (!Number.isNaN(score)) s += `,"similarityScore":${Math.round(score * 1e6) / 1e6}`
    return `${s}}`
  }
}
