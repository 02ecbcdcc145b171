// The column layout, shared by the generator (allocation) and the snapshot (serialisation).
import type { MarketColumns } from './types'

type Ctor =
  | Float64ArrayConstructor
  | Float32ArrayConstructor
  | Int32ArrayConstructor
  | Int16ArrayConstructor
  | Uint32ArrayConstructor
  | Uint16ArrayConstructor
  | Uint8ArrayConstructor

export const COLUMN_SPECS: [keyof MarketColumns, Ctor][] = [
  ['lat', Float64Array],
  ['lon', Float64Array],
  ['pricePerSqm', Float64Array],
  ['price', Uint32Array],
  ['ordinal', Uint32Array],
  ['startDay', Int16Array],
  ['endDay', Int16Array],
  ['availableFromDay', Int16Array],
  ['street', Uint8Array],
  ['additionalCosts', Float32Array],
  ['livingArea', Float64Array],
  ['landArea', Float32Array],
  ['usableArea', Float32Array],
  ['rooms', Float32Array],
  ['buildingYear', Int16Array],
  ['floor', Int16Array],
  ['houseNumber', Uint8Array],
  ['hasCoords', Uint8Array],
  ['deal', Uint8Array],
  ['kind', Uint8Array],
  ['objectType', Uint8Array],
  ['condition', Uint8Array],
  ['quality', Uint8Array],
  ['firstOccupancy', Uint8Array],
  ['barrierFree', Uint8Array],
  ['furnished', Uint8Array],
  ['subsidized', Uint8Array],
  ['kitchen', Uint8Array],
  ['balcony', Uint8Array],
  ['lift', Uint8Array],
  ['parking', Uint8Array],
  ['underfloorHeating', Uint8Array],
  ['imageCount', Uint8Array],
  ['source', Uint8Array]
]

/** Zeroed columns for n offers (the generator writes every field of every offer). */
export function allocateColumns(n: number): MarketColumns {
  const cols: Record<string, unknown> = {}
  for (const [name, Ctor] of COLUMN_SPECS) cols[name] = new Ctor(n)
  return cols as unknown as MarketColumns
}
