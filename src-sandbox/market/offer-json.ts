// offers/search answers as JSON bytes written straight from the columns into the answer's buffer.
//
// A 3,000-offer answer (3.2 MB) took 17 ms to build as Offer objects (toOffer: an OfferRecord, then the
// Offer), 19 ms more for JSON.stringify and 4 ms to encode as UTF-8. Written as one string per offer, it
// left a 3 MB string of 100,000 parts to flatten and encode (20 ms a request in the server under load,
// whose 256 MB heap then collected for another 25 ms). Here each field's bytes go into the buffer as
// they are read: digits of whole and fixed-point numbers directly, other numbers as JavaScript writes
// them, and everything that repeats (a piece's address, sources, streets, condition labels, dates, the
// image URL's start) as UTF-8 bytes made once: 3,000 offers in about 5 ms of CPU, allocating a few
// short number strings at most.
//
// The bytes are those of JSON.stringify(toOffer(i, ...)) with the similarity score after it, as
// tests/sandbox/market/offer-json.test.ts checks over every offer of the test market.
import { dayToDate } from './dates'
import { FLAGS } from './flags'
import type { MarketImpl } from './market'
import { J_BITS } from './plan'
import { CONDITION_LABELS, KIND_APARTMENT, MISSING_INT, NO_CODE, NO_STREET, UNKNOWN } from './types'

/** Where an answer is written: a buffer that grows (by copying) when an offer would not fit. */
export class ByteSink {
  constructor(
    public buf: Buffer,
    public off = 0
  ) {}

  /** Room for `n` more bytes. */
  ensure(n: number): Buffer {
    if (this.off + n > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.off + n))
      this.buf.copy(bigger, 0, 0, this.off)
      this.buf = bigger
    }
    return this.buf
  }

  /** Writes a text (any characters) as UTF-8. */
  text(s: string): void {
    this.ensure(s.length * 3)
    this.off += this.buf.write(s, this.off, 'utf8')
  }

  bytes(): Buffer {
    return this.buf.subarray(0, this.off)
  }
}

/** Writes an offer's JSON into the sink: `distanceM` only in circle searches, `score` NaN when it has none. */
export type OfferJsonWriter = (sink: ByteSink, i: number, distanceM: number | undefined, score: number) => void

const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'))
/** A text as a JSON string literal, in UTF-8 bytes. */
const jsonBytes = (s: string): Uint8Array => utf8(JSON.stringify(s))
const concat = (...parts: (string | Uint8Array)[]): Uint8Array =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? utf8(p) : p))))

/** `,"<flag>":false` and `,"<flag>":true` for each flag. */
const FLAG_BYTES = FLAGS.map((f) => [utf8(`,"${f.offer}":false`), utf8(`,"${f.offer}":true`)])
const HEX = utf8('0123456789abcdef')

/** Runs up to this long are copied by a loop, longer ones by TypedArray.set (3,000 offers: 5.4 ms instead of 8.4 with 48). */
const PUT_LOOP_MAX = 8
function put(b: Buffer, o: number, src: Uint8Array): number {
  const n = src.length
  if (n > PUT_LOOP_MAX) {
    b.set(src, o)
    return o + n
  }
  for (let k = 0; k < n; k++) b[o + k] = src[k]
  return o + n
}

/** Dates from 2000 to 2099 (days since 1970) as YYYY-MM-DD bytes, 10 a day, made on first use. */
const DATE_FIRST = 10_957
const DATE_DAYS = 36_525
let dateBytes: Uint8Array | null = null

/** Writes a day as YYYY-MM-DD. */
function date(b: Buffer, o: number, day: number): number {
  const k = day - DATE_FIRST
  if (!(k >= 0 && k < DATE_DAYS)) return ascii(b, o, dayToDate(day))
  if (!dateBytes) {
    dateBytes = new Uint8Array(DATE_DAYS * 10)
    for (let d = 0; d < DATE_DAYS; d++) ascii(dateBytes, d * 10, dayToDate(DATE_FIRST + d))
  }
  const from = k * 10
  for (let x = 0; x < 10; x++) b[o + x] = dateBytes[from + x]
  return o + 10
}

/** Writes an ASCII text (numbers as JavaScript writes them, dates, ...). */
function ascii(b: Uint8Array, o: number, s: string): number {
  const n = s.length
  for (let k = 0; k < n; k++) b[o + k] = s.charCodeAt(k)
  return o + n
}

/** Writes a whole number's decimal digits (as String(n) would, for |n| < 2^31). */
function int(b: Buffer, o: number, n: number): number {
  if (n < 0) {
    b[o++] = 45
    n = -n
  }
  if (n < 10) {
    b[o] = 48 + n
    return o + 1
  }
  let digits = 1
  for (let p = 10; p <= n; p *= 10) digits++
  for (let k = digits - 1; k >= 0; k--) {
    b[o + k] = 48 + (n % 10)
    n = Math.floor(n / 10)
  }
  return o + digits
}

/**
 * Writes k / 10^places (k a whole number, |k| < 2^53) as JavaScript writes Math.round(x * 10^places) /
 * 10^places: a value with at most 15 significant digits is written as its shortest decimal, so the digits
 * of k with the point set in and trailing zeros dropped. Larger ones go through String().
 */
function fixed(b: Buffer, o: number, k: number, places: number, scale: number): number {
  if (!(Math.abs(k) < 1e15)) return ascii(b, o, String(k / scale))
  if (k === 0) {
    b[o] = 48
    return o + 1
  }
  if (k < 0) {
    b[o++] = 45
    k = -k
  }
  let frac = k % scale
  const whole = (k - frac) / scale
  o = whole < 2 ** 31 ? int(b, o, whole) : ascii(b, o, String(whole))
  if (frac === 0) return o
  let digits = places
  while (frac % 10 === 0) {
    frac /= 10
    digits--
  }
  b[o++] = 46
  for (let d = digits - 1; d >= 0; d--) {
    b[o + d] = 48 + (frac % 10)
    frac = Math.floor(frac / 10)
  }
  return o + digits
}

/** Writes a number as JSON.stringify does (finite: whole numbers by digits, others by String()). */
function num(b: Buffer, o: number, x: number): number {
  return Number.isInteger(x) && Math.abs(x) < 2 ** 31 ? int(b, o, x) : ascii(b, o, String(x))
}

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
    ordinal: cOrdinal,
    deal: cDeal,
    kind: cKind,
    source: cSource,
    startDay: cStart,
    endDay: cEnd,
    imageCount: cImages,
    street: cStreet,
    houseNumber: cHouse,
    hasCoords: cHasCoords,
    lat: cLat,
    lon: cLon,
    condition: cCond,
    price: cPrice,
    pricePerSqm: cPpsqm,
    additionalCosts: cAdditional,
    floor: cFloor,
    rooms: cRooms,
    buildingYear: cYear,
    livingArea: cArea,
    landArea: cLand,
    usableArea: cUsable,
    availableFromDay: cAvailable
  } = m.cols
  const flagCols = FLAGS.map((f) => m.cols[f.column])
  const { sources, postalCodes, municipalityNames, streets } = m.tables
  const { postalCode: piecePostal, municipality: pieceMun } = m.plan
  const ID = utf8('{"id":"')
  const SALE = utf8('","dealType":"sale","propertyType":{"code":"')
  const RENT = utf8('","dealType":"rent","propertyType":{"code":"')
  const APARTMENT = utf8('apartment"}')
  const HOUSE = utf8('house"}')
  const SOURCE = sources.map((s) => concat(',"source":', jsonBytes(s), ',"startDate":"'))
  const END_DATE = utf8('","endDate":"')
  const DURATION = utf8('","marketDuration":"P')
  const IMAGES = utf8('D","images":[')
  // The image URL's start and end; the piece's address start; a street; a condition (names encoded once).
  const urlStart = jsonBytes(`${baseUrl}/media/offers/`)
  const URL = concat('{"url":', urlStart.subarray(0, urlStart.length - 1))
  const SVG = utf8('.svg"}')
  const address: (Uint8Array | null)[] = new Array<Uint8Array | null>(m.plan.pieceCount).fill(null)
  const addressOf = (piece: number): Uint8Array =>
    (address[piece] ??= concat(
      '],"location":{"address":{"postCode":',
      jsonBytes(postalCodes[piecePostal[piece]]),
      ',"city":',
      jsonBytes(municipalityNames[pieceMun[piece]])
    ))
  // Empty street names are left out, as toOffer does.
  const STREET = streets.map((s) => (s ? concat(',"street":', jsonBytes(s)) : null))
  const HOUSE_NUMBER = utf8(',"houseNumber":"')
  const COORDINATES = utf8('},"coordinates":{"latitude":')
  const LONGITUDE = utf8(',"longitude":')
  const DISTANCE = utf8(',"distance":')
  const CONDITION = CONDITION_LABELS.map((c) => concat(',"objectCondition":', jsonBytes(c.label)))
  const SALE_PRICE = utf8(',"salePrice":')
  const SALE_PPSQM = utf8(',"salePricePerSqm":')
  const RENT_NET = utf8(',"rentNet":')
  const RENT_PPSQM = utf8(',"rentNetPerSqm":')
  const ADDITIONAL = utf8(',"additionalCosts":')
  const ADDITIONAL_PPSQM = utf8(',"additionalCostsPerSqm":')
  const CURRENCY = utf8(',"currency":"EUR"')
  const FLOOR = utf8(',"floorNumber":')
  const ROOMS = utf8(',"numberOfRooms":')
  const YEAR = utf8(',"buildingYear":')
  const AREA = utf8(',"livingArea":')
  const LAND = utf8(',"landArea":')
  const USABLE = utf8(',"usableArea":')
  const AVAILABLE = utf8(',"availableFrom":"')
  const SCORE = utf8(',"similarityScore":')
  // The most an offer can take besides its images, street and address: well under this.
  const FIXED_MAX =
    1536 + CONDITION.reduce((n, c) => Math.max(n, c.length), 0) + SOURCE.reduce((n, s) => Math.max(n, s.length), 0)
  const imageMax = URL.length + 8 + 3 + SVG.length + 1

  return (sink, i, distanceM, score) => {
    const images = cImages[i]
    const piece = cOrdinal[i] >>> J_BITS
    const addr = addressOf(piece)
    const st = cStreet[i]
    const street = st === NO_STREET ? null : STREET[st]
    const b = sink.ensure(FIXED_MAX + images * imageMax + addr.length + (street ? street.length : 0))
    let o = sink.off
    // The id's 8 hex digits, kept for the image URLs.
    const idAt = o + ID.length
    o = put(b, o, ID)
    const number = m.urlId(i)
    for (let k = 7; k >= 0; k--) b[idAt + 7 - k] = HEX[(number >>> (4 * k)) & 15]
    o += 8
    const sale = cDeal[i] === 0
    o = put(b, o, sale ? SALE : RENT)
    o = put(b, o, cKind[i] === KIND_APARTMENT ? APARTMENT : HOUSE)
    o = put(b, o, SOURCE[cSource[i]])
    const start = cStart[i]
    const end = cEnd[i]
    o = date(b, o, start)
    o = put(b, o, END_DATE)
    o = date(b, o, end)
    o = put(b, o, DURATION)
    o = int(b, o, end - start)
    o = put(b, o, IMAGES)
    for (let k = 1; k <= images; k++) {
      if (k > 1) b[o++] = 44
      o = put(b, o, URL)
      for (let x = 0; x < 8; x++) b[o + x] = b[idAt + x]
      o += 8
      b[o++] = 47
      o = int(b, o, k)
      o = put(b, o, SVG)
    }
    o = put(b, o, addr)
    if (street) {
      o = put(b, o, street)
      const house = cHouse[i]
      if (house) {
        o = put(b, o, HOUSE_NUMBER)
        o = int(b, o, house)
        b[o++] = 34
      }
    }
    if (cHasCoords[i]) {
      o = put(b, o, COORDINATES)
      o = fixed(b, o, Math.round(cLat[i] * 1e6), 6, 1e6)
      o = put(b, o, LONGITUDE)
      o = fixed(b, o, Math.round(cLon[i] * 1e6), 6, 1e6)
    }
    // The coordinates' brace or the address's, and the location's.
    b[o++] = 125
    b[o++] = 125
    if (distanceM !== undefined) {
      o = put(b, o, DISTANCE)
      o = fixed(b, o, Math.round(distanceM * 10), 1, 10)
    }
    const cond = cCond[i]
    if (cond !== NO_CODE) o = put(b, o, CONDITION[cond])
    o = put(b, o, sale ? SALE_PRICE : RENT_NET)
    o = num(b, o, cPrice[i])
    o = put(b, o, sale ? SALE_PPSQM : RENT_PPSQM)
    o = fixed(b, o, Math.round(cPpsqm[i] * 100), 2, 100)
    const area = Math.round(cArea[i] * 100) / 100
    const additional = cAdditional[i]
    if (!Number.isNaN(additional)) {
      o = put(b, o, ADDITIONAL)
      o = num(b, o, additional)
      o = put(b, o, ADDITIONAL_PPSQM)
      o = fixed(b, o, Math.round((additional / area) * 100), 2, 100)
    }
    o = put(b, o, CURRENCY)
    const floor = cFloor[i]
    if (floor !== MISSING_INT) {
      o = put(b, o, FLOOR)
      o = int(b, o, floor)
    }
    const rooms = cRooms[i]
    if (!Number.isNaN(rooms)) {
      o = put(b, o, ROOMS)
      o = num(b, o, rooms)
    }
    const year = cYear[i]
    if (year !== MISSING_INT) {
      o = put(b, o, YEAR)
      o = int(b, o, year)
    }
    o = put(b, o, AREA)
    o = fixed(b, o, Math.round(cArea[i] * 100), 2, 100)
    const land = cLand[i]
    if (!Number.isNaN(land)) {
      o = put(b, o, LAND)
      o = num(b, o, land)
    }
    const usable = cUsable[i]
    if (!Number.isNaN(usable)) {
      o = put(b, o, USABLE)
      o = num(b, o, usable)
    }
    const available = cAvailable[i]
    if (available !== MISSING_INT) {
      o = put(b, o, AVAILABLE)
      o = date(b, o, available)
      b[o++] = 34
    }
    for (let f = 0; f < flagCols.length; f++) {
      const v = flagCols[f][i]
      if (v !== UNKNOWN) o = put(b, o, FLAG_BYTES[f][v === 1 ? 1 : 0])
    }
    if (!Number.isNaN(score)) {
      o = put(b, o, SCORE)
      o = fixed(b, o, Math.round(score * 1e6), 6, 1e6)
    }
    b[o++] = 125
    sink.off = o
  }
}
