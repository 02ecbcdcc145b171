// A sale offer of the market-data service as a grid column: priceType 'offer', the portal and its listing
// id, dated by its publication, with the characteristics the offer states (nothing guessed: what the offer
// does not say stays null; a kitchen or parking space it mentions is carried as a flag, taken out of the
// price with the grid's stated euro amount, or the column's own once entered).
import type { Offer } from '../api/v2-offers'
import { CONDITIONS } from '../api/enums'
import { BUILDING_YEARS, MAX_LIVING_SPACE } from '../api/limits'
import type { Provenance, ResultSource } from '../bridge/provenance'
import { newComparable } from './defaults'
import type { Condition, GridComparable } from './grid-types'

/** A comparables answer's source as the grid records it per column (its Provenance, without the API version). */
export const provenanceOfComparables = ({ apiVersion: _version, ...source }: ResultSource): Provenance => source

const isDate = (s: string | undefined): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s)
const positive = (n: number | undefined, max: number) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= max ? n : null

/** The offer's address line: street and number, else postal code and city, else its id. */
export function offerAddress(offer: Offer): string {
  const a = offer.location?.address
  const street = [a?.street, a?.houseNumber].filter(Boolean).join(' ')
  const place = [a?.postCode, a?.city].filter(Boolean).join(' ')
  return ([street, place].filter(Boolean).join(', ') || offer.id).slice(0, 300)
}

/** A sale offer with a price per m² as a column; null for rent offers and offers without a price per m². */
export function columnFromOffer(offer: Offer, source: Provenance): GridComparable | null {
  const pricePerSqm = positive(offer.salePricePerSqm, 1e7)
  if (offer.dealType !== 'sale' || pricePerSqm === null) return null
  const year = offer.buildingYear
  const condition = (CONDITIONS as readonly string[]).includes(offer.objectCondition ?? '')
    ? (offer.objectCondition as Condition)
    : null
  const label = offerAddress(offer)
  return newComparable(
    {
      id: offer.id.slice(0, 100),
      label,
      priceType: 'offer',
      reference: { kind: 'offer', portal: (offer.source ?? '').slice(0, 100), listingId: offer.id.slice(0, 100) },
      address: label,
      priceDate: isDate(offer.startDate) ? offer.startDate : '',
      ...(isDate(offer.endDate) ? { offerEndDate: offer.endDate } : {}),
      pricePerSqm,
      totalPrice: positive(offer.salePrice, 1e12),
      livingArea: positive(offer.livingArea, MAX_LIVING_SPACE),
      buildingYear:
        typeof year === 'number' && Number.isInteger(year) && year >= BUILDING_YEARS.min && year <= BUILDING_YEARS.max
          ? year
          : null,
      landArea: positive(offer.landArea, 1e8),
      floor:
        typeof offer.floorNumber === 'number' && offer.floorNumber >= -5 && offer.floorNumber <= 200
          ? offer.floorNumber
          : null,
      condition,
      elevator: typeof offer.hasLift === 'boolean' ? offer.hasLift : null,
      balcony:
        offer.hasBalconyOrTerrace === true ? 'balcony_or_terrace' : offer.hasBalconyOrTerrace === false ? 'none' : null,
      hasParking: typeof offer.hasParkingSpace === 'boolean' ? offer.hasParkingSpace : null,
      hasKitchen: typeof offer.hasKitchen === 'boolean' ? offer.hasKitchen : null
    },
    { kind: 'connection', source }
  )
}
