// Offer ids: an offer's ordinal (its piece and place in it, plan.ts) under a seeded bijection, so ids
// look arbitrary, are stable for a seed, and lead back to the offer without an index.
import { mix32 } from './prng'

const ID_MULT = 0x9e3779b1

function modularInverse(k: number): number {
  let inv = k
  for (let i = 0; i < 5; i++) inv = Math.imul(inv, 2 - Math.imul(k, inv))
  return inv
}
const ID_INV = modularInverse(ID_MULT)

/** The mask a seed puts on ordinals before they are multiplied into ids. */
export const idMaskOf = (seed: number): number => mix32(seed, 0x1d) & 0x7fffffff

/** The number behind an id (v1 url_id) of an ordinal under a mask. */
export const numberOfOrdinal = (ordinal: number, mask: number): number => Math.imul(ordinal ^ mask, ID_MULT) >>> 0

/** The ordinal behind an id's number under a mask (numberOfOrdinal's inverse). */
export const ordinalOfNumber = (n: number, mask: number): number => (Math.imul(n, ID_INV) ^ mask) >>> 0

/** The number behind an offer's id (v1 url_id): a seeded bijection of its ordinal. */
export function offerNumber(seed: number, ordinal: number): number {
  return numberOfOrdinal(ordinal, idMaskOf(seed))
}

/** An offer's id: 8 hex digits of offerNumber. */
export function offerId(seed: number, ordinal: number): string {
  return offerNumber(seed, ordinal).toString(16).padStart(8, '0')
}
