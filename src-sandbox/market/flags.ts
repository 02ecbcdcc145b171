// The offers' yes/no columns (1 yes, 0 no, UNKNOWN when the listing does not say): their names in the
// OfferRecord (the column's), the v2 Offer and the v1 exposé.
import type { Offer, PriceFilterExpose } from '@shared/api'

type FlagColumn =
  | 'firstOccupancy'
  | 'barrierFree'
  | 'furnished'
  | 'subsidized'
  | 'kitchen'
  | 'balcony'
  | 'lift'
  | 'parking'
  | 'underfloorHeating'

interface Flag {
  column: FlagColumn
  offer: keyof Offer
  expose: keyof PriceFilterExpose
}

/** In the order of the v2 Offer's JSON (and of the OfferRecord). */
export const FLAGS: readonly Flag[] = [
  { column: 'firstOccupancy', offer: 'isFirstOccupancy', expose: 'first_occupancy' },
  { column: 'barrierFree', offer: 'isBarrierFree', expose: 'barrier_free' },
  { column: 'furnished', offer: 'isFurnished', expose: 'furnished' },
  { column: 'subsidized', offer: 'isSubsidizedHousing', expose: 'subsidized_housing_permit' },
  { column: 'kitchen', offer: 'hasKitchen', expose: 'kitchen' },
  { column: 'balcony', offer: 'hasBalconyOrTerrace', expose: 'balcony_terrace' },
  { column: 'lift', offer: 'hasLift', expose: 'lift' },
  { column: 'parking', offer: 'hasParkingSpace', expose: 'parking_space' },
  { column: 'underfloorHeating', offer: 'hasUnderfloorHeating', expose: 'underfloor_heating' }
]

/** The order of the v1 exposé's JSON. */
const EXPOSE_ORDER: readonly FlagColumn[] = [
  'firstOccupancy',
  'kitchen',
  'balcony',
  'barrierFree',
  'lift',
  'parking',
  'furnished',
  'underfloorHeating',
  'subsidized'
]
export const EXPOSE_FLAGS: readonly Flag[] = EXPOSE_ORDER.map((column) => FLAGS.find((f) => f.column === column)!)
