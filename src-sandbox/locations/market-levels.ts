// Price and duration levels of a region, in one pass over the region's offers (cached per region by
// the caller). Used for the price index of a place, investment risk, rent level scores and the
// v1 block's class labels.
import {
  DEAL_RENT,
  DEAL_SALE,
  KIND_APARTMENT,
  KIND_HOUSE,
  MISSING_INT,
  type Market,
  type RegionRef
} from '../market/types'

export interface Levels {
  /** Median EUR per sqm; NaN when fewer than MIN_COUNT offers. */
  saleApartmentStock: number
  saleApartmentNew: number
  saleHouse: number
  rentApartmentStock: number
  rentApartmentNew: number
  saleApartmentCount: number
  rentApartmentCount: number
  /** Median market duration in days of rent offers (a tight market lets quickly). */
  rentDurationDays: number
  saleDurationDays: number
}

export const MIN_COUNT = 12

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = Float64Array.from(values).sort()
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const medianOr = (values: number[]): number => (values.length >= MIN_COUNT ? median(values) : NaN)

/** Year of a day number (days since 1970-01-01), exact. */
export function yearOfDay(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear()
}

export function regionLevels(market: Market, region: RegionRef): Levels {
  const c = market.cols
  const { offers: idx, weight } = market.regionOffers(region)
  // Regions larger than this are sampled evenly: a median needs no more.
  const stride = Math.max(1, Math.floor(idx.length / 60_000))
  const sStock: number[] = [],
    sNew: number[] = [],
    sHouse: number[] = [],
    rStock: number[] = [],
    rNew: number[] = []
  const rDur: number[] = [],
    sDur: number[] = []
  for (let k = 0; k < idx.length; k += stride) {
    const i = idx[k]
    const by = c.buildingYear[i]
    const isNew = c.firstOccupancy[i] === 1 || (by !== MISSING_INT && by >= yearOfDayFast(c.startDay[i]) - 3)
    const duration = c.endDay[i] - c.startDay[i]
    if (c.deal[i] === DEAL_SALE) {
      sDur.push(duration)
      if (c.kind[i] === KIND_APARTMENT) (isNew ? sNew : sStock).push(c.pricePerSqm[i])
      else if (c.kind[i] === KIND_HOUSE) sHouse.push(c.pricePerSqm[i])
    } else if (c.deal[i] === DEAL_RENT) {
      rDur.push(duration)
      if (c.kind[i] === KIND_APARTMENT) (isNew ? rNew : rStock).push(c.pricePerSqm[i])
    }
  }
  return {
    saleApartmentStock: medianOr(sStock),
    saleApartmentNew: medianOr(sNew),
    saleHouse: medianOr(sHouse),
    rentApartmentStock: medianOr(rStock),
    rentApartmentNew: medianOr(rNew),
    saleApartmentCount: Math.round((sStock.length + sNew.length) * stride * weight),
    rentApartmentCount: Math.round((rStock.length + rNew.length) * stride * weight),
    rentDurationDays: medianOr(rDur),
    saleDurationDays: medianOr(sDur)
  }
}

/** Year of a day number, at most a day off at new year (enough to tell new from stock). */
function yearOfDayFast(day: number): number {
  return Math.floor(1970 + (day + 0.5) / 365.2425)
}
