// Rental law of a municipality (level 8). Mietpreisbremse (hasRentControl) where the market is tight:
// large cities whose rents are above the national level, and smaller towns with very high rents;
// Kappungsgrenze (hasRentCap) a little wider; a Mietspiegel (hasRentIndex) in every town of 50,000+
// (mandatory since 2022) and wherever the Mietpreisbremse applies. Sachsen-Anhalt and the Saarland
// have no Mietpreisbremse.
import type { Municipality, State } from '../geo/types'

export interface RentalLaw {
  divisionLevel: string
  rentIndexUrl: string | null
  hasRentIndex: boolean
  hasRentCap: boolean
  hasRentControl: boolean
}

const NO_BRAKE = new Set(['Sachsen-Anhalt', 'Saarland'])

export function slug(name: string): string {
  return name
    .replace(/\(.*?\)/g, '')
    .split(',')[0]
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** rentRatio: the municipality's median apartment rent per sqm over the national one. */
export function rentalLaw(m: Municipality, state: State, rentRatio: number): RentalLaw {
  const allowed = !NO_BRAKE.has(state.name)
  const hasRentControl =
    allowed && ((m.population >= 100_000 && rentRatio >= 1.05) || (m.population >= 20_000 && rentRatio >= 1.3))
  const hasRentCap = hasRentControl || (allowed && m.population >= 50_000 && rentRatio >= 0.95)
  const hasRentIndex = hasRentControl || m.population >= 50_000
  return {
    divisionLevel: 'divisionLevel8',
    rentIndexUrl: hasRentIndex ? `https://www.${slug(m.name)}.de/mietspiegel` : null,
    hasRentIndex,
    hasRentCap,
    hasRentControl
  }
}
