// Offers decoded from the columns: the OfferRecord with every field, the v2 Offer resource and the
// v1 price_filter exposé.
import type { Offer, PriceFilterExpose } from '@shared/api'
import { dateToDay, dayToDate } from './dates'
import { EXPOSE_FLAGS, FLAGS } from './flags'
import { numberOfOrdinal } from './offer-ids'
import { J_BITS, type MarketPlan } from './plan'
import {
  CONDITION_LABELS,
  KIND_APARTMENT,
  MISSING_INT,
  NO_CODE,
  NO_STREET,
  OBJECT_TYPES,
  QUALITY_CLASSES,
  UNKNOWN,
  type MarketColumns,
  type MarketTables,
  type ObjectTypeInfo,
  type OfferRecord
} from './types'

const OBJECT_TYPE_BY_CODE = new Map<number, ObjectTypeInfo>(OBJECT_TYPES.map((t) => [t.code, t]))
const tri = (v: number): boolean | null => (v === UNKNOWN ? null : v === 1)
const num = (v: number): number | null => (Number.isNaN(v) ? null : v)
const int = (v: number): number | null => (v === MISSING_INT ? null : v)
const r2 = (x: number): number => Math.round(x * 100) / 100
const r2e6 = (x: number): number => Math.round(x * 1e6) / 1e6
// price_filter's duration texts for the durations offers have (up to 900 days).
const DURATION_TEXT = Array.from({ length: 1000 }, (_, d) => `${d} ${d === 1 ? 'Tag' : 'Tage'}`)

// First day of each year from 1970 to 2101, for the year of a day without Date objects.
const YEAR_START = Int32Array.from({ length: 132 }, (_, k) => dateToDay(`${1970 + k}-01-01`))
function yearOfDay(day: number): number {
  let y = 1970 + Math.floor((day - YEAR_START[0]) / 365.2425)
  if (day < YEAR_START[y - 1970]) y--
  else if (day >= YEAR_START[y - 1969]) y++
  return y
}

/**
 * Whether the offer counts as new construction (OfferRecord.isNew): first occupancy, or built at most
 * three years before the year it was published. Per offer, so no request pays for the whole market.
 */
export function isNewAt(c: MarketColumns, i: number): boolean {
  if (c.firstOccupancy[i] === 1) return true
  const by = c.buildingYear[i]
  return by !== MISSING_INT && by >= yearOfDay(c.startDay[i]) - 3
}

export class OfferRecords {
  private streetTexts: string[] | null = null
  private exposeWriter: ((i: number) => PriceFilterExpose) | null = null

  constructor(
    private readonly plan: MarketPlan,
    private readonly cols: MarketColumns,
    private readonly tables: MarketTables,
    private readonly idMask: number
  ) {}

  /** The v1 url_id: the same number as the id, as an integer. */
  urlId(i: number): number {
    return numberOfOrdinal(this.cols.ordinal[i], this.idMask)
  }

  id(i: number): string {
    return this.urlId(i).toString(16).padStart(8, '0')
  }

  record(i: number): OfferRecord {
    const c = this.cols
    const type = OBJECT_TYPE_BY_CODE.get(c.objectType[i])!
    const cond = c.condition[i] === NO_CODE ? null : CONDITION_LABELS[c.condition[i]]
    const street = c.street[i] === NO_STREET ? null : this.tables.streets[c.street[i]]
    const k = c.ordinal[i] >>> J_BITS
    const muni = this.plan.municipality[k]
    return {
      index: i,
      id: this.id(i),
      deal: c.deal[i] === 0 ? 'sale' : 'rent',
      kind: c.kind[i] === KIND_APARTMENT ? 'apartment' : 'house',
      objectType: type.code,
      objectTypeName: type.name,
      subtype: type.subtype,
      lat: c.hasCoords[i] ? c.lat[i] : null,
      lon: c.hasCoords[i] ? c.lon[i] : null,
      price: c.price[i],
      pricePerSqm: r2(c.pricePerSqm[i]),
      additionalCosts: num(c.additionalCosts[i]),
      livingArea: r2(c.livingArea[i]),
      landArea: num(c.landArea[i]),
      usableArea: num(c.usableArea[i]),
      rooms: num(c.rooms[i]),
      buildingYear: int(c.buildingYear[i]),
      floor: int(c.floor[i]),
      startDate: dayToDate(c.startDay[i]),
      endDate: dayToDate(c.endDay[i]),
      durationDays: c.endDay[i] - c.startDay[i],
      availableFrom: c.availableFromDay[i] === MISSING_INT ? null : dayToDate(c.availableFromDay[i]),
      condition: cond?.label ?? null,
      conditionClass: cond?.conditionClass ?? null,
      quality: c.quality[i] === NO_CODE ? null : QUALITY_CLASSES[c.quality[i]],
      firstOccupancy: tri(c.firstOccupancy[i]),
      barrierFree: tri(c.barrierFree[i]),
      furnished: tri(c.furnished[i]),
      subsidized: tri(c.subsidized[i]),
      kitchen: tri(c.kitchen[i]),
      balcony: tri(c.balcony[i]),
      lift: tri(c.lift[i]),
      parking: tri(c.parking[i]),
      underfloorHeating: tri(c.underfloorHeating[i]),
      isNew: isNewAt(c, i),
      source: this.tables.sources[c.source[i]],
      street,
      houseNumber: street && c.houseNumber[i] ? String(c.houseNumber[i]) : null,
      postCode: this.tables.postalCodes[this.plan.postalCode[k]],
      city: this.tables.municipalityNames[muni],
      municipalityId: this.tables.municipalityIds[muni],
      countyId: this.tables.countyIds[this.plan.county[k]],
      stateId: this.tables.stateIds[this.plan.state[k]]
    }
  }

  toOffer(i: number, opts: { distanceM?: number; baseUrl?: string } = {}): Offer {
    const r = this.record(i)
    const o: Offer = {
      id: r.id,
      dealType: r.deal,
      propertyType: { code: r.kind },
      source: r.source,
      startDate: r.startDate,
      endDate: r.endDate,
      marketDuration: `P${r.durationDays}D`
    }
    const images: { url: string }[] = []
    for (let k = 1; k <= this.cols.imageCount[i]; k++)
      images.push({ url: `${opts.baseUrl ?? ''}/media/offers/${r.id}/${k}.svg` })
    o.images = images
    const address: NonNullable<Offer['location']>['address'] = { postCode: r.postCode, city: r.city }
    if (r.street) address.street = r.street
    if (r.houseNumber) address.houseNumber = r.houseNumber
    o.location =
      r.lat !== null && r.lon !== null
        ? { address, coordinates: { latitude: r2e6(r.lat), longitude: r2e6(r.lon) } }
        : { address }
    if (opts.distanceM !== undefined) o.distance = Math.round(opts.distanceM * 10) / 10
    if (r.condition) o.objectCondition = r.condition
    if (r.deal === 'sale') {
      o.salePrice = r.price
      o.salePricePerSqm = r.pricePerSqm
    } else {
      o.rentNet = r.price
      o.rentNetPerSqm = r.pricePerSqm
    }
    if (r.additionalCosts !== null) {
      o.additionalCosts = r.additionalCosts
      o.additionalCostsPerSqm = r2(r.additionalCosts / r.livingArea)
    }
    o.currency = 'EUR'
    if (r.floor !== null) o.floorNumber = r.floor
    if (r.rooms !== null) o.numberOfRooms = r.rooms
    if (r.buildingYear !== null) o.buildingYear = r.buildingYear
    o.livingArea = r.livingArea
    if (r.landArea !== null) o.landArea = r.landArea
    if (r.usableArea !== null) o.usableArea = r.usableArea
    if (r.availableFrom) o.availableFrom = r.availableFrom
    for (const f of FLAGS) {
      const v = r[f.column]
      if (v !== null) (o as Record<string, unknown>)[f.offer] = v
    }
    return o
  }

  /** Street and house number as one text (price_filter's street), from a table: the same few thousand recur. */
  private streetText(street: number, houseNumber: number): string {
    const table = (this.streetTexts ??= [])
    const key = street * 256 + houseNumber
    return (table[key] ??= houseNumber ? `${this.tables.streets[street]} ${houseNumber}` : this.tables.streets[street])
  }

  toExpose(i: number): PriceFilterExpose {
    return (this.exposeWriter ??= this.makeExposeWriter())(i)
  }

  /**
   * price_filter serialises up to 3000 exposés per answer, straight from the columns (no OfferRecord):
   * with the columns and tables as locals of one closure this takes a third of the time of reading
   * them through `this.cols` per field.
   */
  private makeExposeWriter(): (i: number) => PriceFilterExpose {
    const {
      endDay: cEnd,
      startDay: cStart,
      deal: cDeal,
      condition: cCond,
      source: cSource,
      street: cStreet,
      houseNumber: cHouse,
      ordinal: cOrdinal,
      price: cPrice,
      pricePerSqm: cPpsqm,
      additionalCosts: cAdditional,
      floor: cFloor,
      rooms: cRooms,
      livingArea: cArea,
      usableArea: cUsable,
      landArea: cLand,
      buildingYear: cYear,
      availableFromDay: cAvailable,
      objectType: cType
    } = this.cols
    const flagKeys = EXPOSE_FLAGS.map((f) => f.expose)
    const flagCols = EXPOSE_FLAGS.map((f) => this.cols[f.column])
    const { sources, postalCodes, municipalityNames } = this.tables
    const { postalCode: piecePostal, municipality: pieceMun } = this.plan
    const conditionLabels = CONDITION_LABELS.map((l) => l.label)
    const typeNames: string[] = []
    for (const t of OBJECT_TYPES) typeNames[t.code] = t.name
    return (i) => {
      const days = cEnd[i] - cStart[i]
      const rent = cDeal[i] === 1
      const cond = cCond[i]
      const k = cOrdinal[i] >>> J_BITS
      const e = {
        url_id: this.urlId(i),
        source: sources[cSource[i]],
        start_date: dayToDate(cStart[i]),
        end_date: dayToDate(cEnd[i]),
        duration: days >= 0 && days < DURATION_TEXT.length ? DURATION_TEXT[days] : `${days} Tage`,
        offer_type: rent ? 'rent' : 'buy',
        street: cStreet[i] === NO_STREET ? null : this.streetText(cStreet[i], cHouse[i]),
        postcode: postalCodes[piecePostal[k]],
        city: municipalityNames[pieceMun[k]],
        cold_rent: rent ? cPrice[i] : null,
        price_square_meter: r2(cPpsqm[i]),
        additional_cost: num(cAdditional[i]),
        floor: int(cFloor[i]),
        rooms: num(cRooms[i]),
        living_area: r2(cArea[i]),
        usable_area: num(cUsable[i]),
        land_area: num(cLand[i]),
        construction_year: int(cYear[i]),
        vacant_from: cAvailable[i] === MISSING_INT ? null : dayToDate(cAvailable[i]),
        object_condition: cond === NO_CODE ? null : conditionLabels[cond],
        object_type: typeNames[cType[i]]
      } as PriceFilterExpose
      for (let f = 0; f < flagKeys.length; f++) (e as Record<string, unknown>)[flagKeys[f]] = tri(flagCols[f][i])
      return e
    }
  }
}
