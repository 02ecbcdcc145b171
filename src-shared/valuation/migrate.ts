// Grids of the first stored shape (no schemaVersion), brought into today's shape: every column was an offer, so it becomes
// priceType 'offer' dated by its offer date; the two tables keep their points and are marked as examples
// when they were the shipped ones; the location rule stays the vendor score; per-column condition and
// location per cents become entered adjustments. Nothing is invented: unknown characteristics stay null.
import type { LegacyGridState } from '../bridge/valuation-grid'
import type { Connection, Provenance } from '../bridge/provenance'
import { isBuiltInSandbox, SANDBOX_CONNECTION_ID } from '../bridge/connection-kinds'
import { BUILDING_YEARS, MAX_LIVING_SPACE } from '../api/limits'
import { EXAMPLE_TABLE_SOURCE } from './coefficients'
import { emptyCharacteristics } from './defaults'
import {
  GRID_SCHEMA_VERSION,
  type GridComparable,
  type GridState,
  type IndexSeries,
  type NumericTable,
  type OverridableRow,
  type EnteredAdjustment
} from './grid-types'

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s)
const area = (n: number | null) => (n !== null && n > 0 && n <= MAX_LIVING_SPACE ? n : null)
const year = (n: number | null) =>
  n !== null && Number.isInteger(n) && n >= BUILDING_YEARS.min && n <= BUILDING_YEARS.max ? n : null
const score = (n: number | null) => (n !== null && n >= 0 && n <= 1 ? n : null)

function table(
  old: LegacyGridState['settings']['livingAreaTable'],
  characteristic: 'livingArea' | 'buildingYear'
): NumericTable {
  return {
    id: `migrated-${characteristic}`,
    name: old.name,
    citation: old.source,
    stichtag: '',
    model: '',
    example: old.source === EXAMPLE_TABLE_SOURCE,
    scale: 'numeric',
    characteristic,
    points: old.points.map((p) => ({ at: p.at, k: p.k }))
  }
}

/** The old index was always the location report's median of asking prices: yearly points, or dated points read by month. */
function index(old: LegacyGridState['settings']['index'], connection: Connection | null): IndexSeries | null {
  if (!old) return null
  const yearly = old.points.every((p) => /^\d{4}$/.test(p.date))
  const points = old.points
    .map((p) => ({
      period: yearly ? p.date : isDate(p.date) || /^\d{4}-\d{2}$/.test(p.date) ? p.date.slice(0, 7) : '',
      value: p.value
    }))
    .filter((p) => p.period !== '' && p.value > 0)
  return {
    kind: 'vendorAskingPrices',
    name: old.name,
    publisher: connection?.name ?? '',
    basePeriod: '',
    frequency: yearly ? 'yearly' : 'monthly',
    points,
    citation: '',
    retrievedAt: '',
    ...(connection ? { source: { connection, endpoint: '', fetchedAt: '' } } : {})
  }
}

/** Old score provenance named only the connection: its kind is the grid's connection's when the names agree. */
function scoreFrom(
  from: { connection: string; endpoint: string; fetchedAt: string },
  connection: Connection | null
): Provenance {
  const known = connection && connection.name === from.connection ? connection : null
  const kind = known ? known.kind : /sandbox/i.test(from.connection) ? 'sandbox' : 'custom'
  return {
    connection: {
      id: known?.id ?? (isBuiltInSandbox({ kind }) ? SANDBOX_CONNECTION_ID : ''),
      name: from.connection,
      kind
    },
    endpoint: from.endpoint,
    fetchedAt: from.fetchedAt
  }
}

function column(old: LegacyGridState['comparables'][number], connection: Connection | null): GridComparable {
  const typed = old.id.startsWith('manual-') || !connection
  const overrides: Partial<Record<OverridableRow, EnteredAdjustment>> = {}
  if (old.conditionPct !== undefined && old.conditionPct !== 0)
    overrides.condition = { pct: old.conditionPct, reason: '' }
  if (old.locationPct !== undefined && old.locationPct !== null)
    overrides.location = { pct: old.locationPct, reason: '' }
  const s = score(old.locationScore)
  return {
    ...emptyCharacteristics(),
    id: old.id,
    label: old.label,
    priceType: 'offer',
    reference: { kind: 'offer', portal: '', listingId: old.id.startsWith('manual-') ? '' : old.id.slice(0, 100) },
    address: old.label,
    priceDate: isDate(old.offerDate) ? old.offerDate : '',
    pricePerSqm: old.pricePerSqm,
    totalPrice: null,
    weight: old.weight ?? 1,
    livingArea: area(old.livingArea),
    buildingYear: year(old.buildingYear),
    locationScore:
      s === null
        ? null
        : { value: s, source: old.locationScoreFrom ? scoreFrom(old.locationScoreFrom, connection) : null },
    ...(Object.keys(overrides).length ? { overrides } : {}),
    origin: typed ? { kind: 'typed' } : { kind: 'connection', source: { connection, endpoint: '', fetchedAt: '' } }
  }
}

export function migrateLegacyGrid(old: LegacyGridState): GridState {
  const connection: Connection | null = old.connection
    ? { id: old.connection.id, name: old.connection.name, kind: old.connection.kind }
    : null
  const subjectScore = score(old.subject.locationScore)
  return {
    schemaVersion: GRID_SCHEMA_VERSION,
    subjectKey: old.subjectKey,
    subject: {
      ...emptyCharacteristics(),
      objectType: 'apartment',
      livingArea: area(old.subject.livingArea),
      buildingYear: year(old.subject.buildingYear),
      valuationDate: old.subject.valuationDate,
      locationScore:
        subjectScore === null
          ? null
          : {
              value: subjectScore,
              source: connection ? { connection, endpoint: '', fetchedAt: '' } : null
            }
    },
    settings: {
      offerDiscount: { pct: old.settings.offerDiscountPct, reason: old.settings.offerDiscountReason },
      index: index(old.settings.index, connection),
      tables: [
        table(old.settings.livingAreaTable, 'livingArea'),
        table(old.settings.buildingYearTable, 'buildingYear')
      ],
      location: { method: 'vendorScore', pctPerScore: old.settings.locationPctPerScore, reason: '' },
      outlierRule: 'none',
      minimumCount: 5,
      weightJustification: old.settings.weightJustification,
      marketAdjustment: null,
      specialFeatures: [],
      // The old grid did not round; the appraiser states a rule.
      rounding: { kind: 'none' },
      secondRoute: null
    },
    comparables: old.comparables.map((c) => column(c, connection)),
    connection,
    savedAt: old.savedAt
  }
}

// ---- schemaVersion 2: the same grid, its provenance flat and named `provenance` / `from` ----

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** { connectionKind, connectionId, connectionName, endpoint, fetchedAt } as a Provenance; anything else is left for the schema check to refuse. */
function provenanceFromV2(p: unknown): unknown {
  if (!isObject(p) || !('connectionKind' in p)) return p
  const { connectionKind, connectionId, connectionName, ...rest } = p
  return { ...rest, connection: { id: connectionId, name: connectionName, kind: connectionKind } }
}

const renamed = (o: unknown, from: string, to: string): unknown => {
  if (!isObject(o) || !(from in o)) return o
  const { [from]: p, ...rest } = o
  return { ...rest, [to]: provenanceFromV2(p) }
}

/** A grid stored as schemaVersion 2 becomes schemaVersion 3; every other value is handed back as it is (the schema check judges it). */
export function upgradeGridV2(v: unknown): unknown {
  if (!isObject(v) || v.schemaVersion !== 2) return v
  const subject = isObject(v.subject)
    ? { ...v.subject, locationScore: renamed(v.subject.locationScore, 'from', 'source') }
    : v.subject
  const settings = isObject(v.settings)
    ? { ...v.settings, index: renamed(v.settings.index, 'from', 'provenance') }
    : v.settings
  const comparables = Array.isArray(v.comparables)
    ? v.comparables.map((c: unknown) =>
        isObject(c)
          ? {
              ...c,
              locationScore: renamed(c.locationScore, 'from', 'source'),
              origin: renamed(c.origin, 'provenance', 'source')
            }
          : c
      )
    : v.comparables
  return { ...v, schemaVersion: 3, subject, settings, comparables }
}

// ---- schemaVersion 3: the appraiser's typed citations in `source`, an index series' Provenance in `provenance` ----

/** `source` (the typed citation) as `citation`; an index series' `provenance` as its `source`. */
function cited(o: unknown): unknown {
  if (!isObject(o) || typeof o.source !== 'string') return o
  const { source, provenance, ...rest } = o
  return { ...rest, citation: source, ...(provenance !== undefined ? { source: provenance } : {}) }
}
const citedTables = (tables: unknown) => (Array.isArray(tables) ? tables.map(cited) : tables)
const withLandValue = (c: unknown) => (isObject(c) && 'landValue' in c ? { ...c, landValue: cited(c.landValue) } : c)

function secondRouteFromV3(r: unknown): unknown {
  const route = cited(r)
  return isObject(route)
    ? { ...route, reference: withLandValue(route.reference), tables: citedTables(route.tables) }
    : route
}

/** A grid stored as schemaVersion 3 becomes schemaVersion 4; every other value is handed back as it is. */
export function upgradeGridV3(v: unknown): unknown {
  if (!isObject(v) || v.schemaVersion !== 3) return v
  const settings = isObject(v.settings)
    ? {
        ...v.settings,
        index: cited(v.settings.index),
        tables: citedTables(v.settings.tables),
        secondRoute: secondRouteFromV3(v.settings.secondRoute)
      }
    : v.settings
  const comparables = Array.isArray(v.comparables) ? v.comparables.map(withLandValue) : v.comparables
  return { ...v, schemaVersion: 4, subject: withLandValue(v.subject), settings, comparables }
}

// ---- schemaVersion 4: a column's listing or register number (portal and listing id, board and register number, case reference) in `source` ----

/** A column's `source` (its listing or register number, never a Provenance at this place) as its `reference`. */
function referenced(c: unknown): unknown {
  if (!isObject(c) || !('source' in c) || 'reference' in c) return c
  const { source, ...rest } = c
  return { ...rest, reference: source }
}

/** A grid stored as schemaVersion 4 becomes the current one; every other value is handed back as it is. */
export function upgradeGridV4(v: unknown): unknown {
  if (!isObject(v) || v.schemaVersion !== 4) return v
  const comparables = Array.isArray(v.comparables) ? v.comparables.map(referenced) : v.comparables
  return { ...v, schemaVersion: GRID_SCHEMA_VERSION, comparables }
}

// ---- any version: the outlier rule '2sigma' (mean and SD with the suspect inside) read as Grubbs' test ----

/**
 * The earlier "2σ" rule took the mean and SD with the suspect inside, so it could not flag a price below
 * n = 6; a grid saved with it is read with Grubbs' test (generalised ESD), the rule that replaced it.
 */
export function renameSigmaRule(v: unknown): unknown {
  if (!isObject(v) || !isObject(v.settings) || v.settings.outlierRule !== '2sigma') return v
  return { ...v, settings: { ...v.settings, outlierRule: 'grubbs' } }
}

/** A grid as stored by any version with a schemaVersion, brought step by step to the current shape. */
export const upgradeStoredGrid = (v: unknown): unknown =>
  renameSigmaRule(upgradeGridV4(upgradeGridV3(upgradeGridV2(v))))
