// Starting points for a new grid and a new column: every characteristic unknown (null), nothing assumed
// for the subject (no 70 m², no today), no coefficient table until the appraiser enters or chooses one.
import type { Connection } from '../bridge/provenance'
import { DEFAULT_OFFER_DISCOUNT_PCT } from './coefficients'
import {
  GRID_SCHEMA_VERSION,
  type Characteristics,
  type ColumnOrigin,
  type ComparableReference,
  type GridComparable,
  type GridSettings,
  type GridState,
  type GridSubject,
  type PriceType,
  type SecondRoute,
  type ValuationObjectType
} from './grid-types'
import { DEFAULT_MINIMUM_COUNT } from './limits'

export function emptyCharacteristics(): Characteristics {
  return {
    livingArea: null,
    buildingYear: null,
    remainingLife: null,
    modernisationYear: null,
    modernisationDegree: null,
    condition: null,
    furnishing: null,
    floor: null,
    floorPosition: null,
    balcony: null,
    elevator: null,
    parkingEuro: null,
    kitchenEuro: null,
    landArea: null,
    landValue: null,
    locationScore: null
  }
}

export function emptySubject(objectType: ValuationObjectType = 'apartment'): GridSubject {
  return { ...emptyCharacteristics(), objectType, valuationDate: null }
}

/** Default settings: 10 % Angebotsabschlag whose reason is still to be entered, no index, no tables, no location rule, rounding to 1,000 €. */
export function defaultSettings(): GridSettings {
  return {
    offerDiscount: { pct: DEFAULT_OFFER_DISCOUNT_PCT, reason: '' },
    index: null,
    tables: [],
    location: { method: 'none' },
    outlierRule: 'none',
    minimumCount: DEFAULT_MINIMUM_COUNT,
    weightJustification: '',
    marketAdjustment: null,
    specialFeatures: [],
    rounding: { kind: 'step', step: 1000 },
    secondRoute: null
  }
}

export function emptyGrid(
  subjectKey: string,
  subject: GridSubject = emptySubject(),
  connection: Connection | null = null
): GridState {
  return {
    schemaVersion: GRID_SCHEMA_VERSION,
    subjectKey,
    subject,
    settings: defaultSettings(),
    comparables: [],
    connection,
    savedAt: new Date(0).toISOString()
  }
}

/** An empty reference of the price type (the portal, board or case reference still to be entered). */
export function emptyReference(priceType: PriceType): ComparableReference {
  if (priceType === 'offer') return { kind: 'offer', portal: '', listingId: '' }
  if (priceType === 'transaction') return { kind: 'transaction', board: '', registerNumber: '' }
  return { kind: 'own_case', caseReference: '' }
}

/** A column with the given price; everything else unknown, weight 1. */
export function newComparable(
  fields: Pick<GridComparable, 'id' | 'label' | 'priceType' | 'pricePerSqm'> & Partial<GridComparable>,
  origin: ColumnOrigin = { kind: 'typed' }
): GridComparable {
  return {
    ...emptyCharacteristics(),
    reference: emptyReference(fields.priceType),
    address: '',
    priceDate: '',
    totalPrice: null,
    weight: 1,
    origin,
    ...fields
  }
}

/** A second route as it starts: no value yet, and no tables: the Immobilienrichtwert's own are entered with it (§ 10). */
export function newSecondRoute(): SecondRoute {
  return {
    kind: 'vergleichsfaktor',
    name: '',
    valuePerSqm: 1,
    stichtag: '',
    citation: '',
    model: '',
    reference: {},
    tables: [],
    adjustTime: false
  }
}
